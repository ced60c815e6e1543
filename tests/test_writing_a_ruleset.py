"""docs/writing-a-ruleset.md is true: its titled code blocks are the repository's code, its
commands run as shown, and its hook table lists every hook of ``tools.ruleset.Ruleset``."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tools.cli import app
from tools.ruleset import HOOKS

ROOT = Path(__file__).resolve().parents[1]
PAGE = (ROOT / "docs" / "writing-a-ruleset.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r'```(?:python|yaml) title="([^"]+)"\n(.*?)```', PAGE, re.S)
COMMANDS = [
    line
    for block in re.findall(r"```bash\n(.*?)```", PAGE, re.S)
    for line in block.strip().splitlines()
]


@pytest.mark.parametrize(("path", "code"), BLOCKS, ids=[f"{p}:{i}" for i, (p, _) in
                                                         enumerate(BLOCKS)])  # fmt: skip
def test_code_blocks_are_the_files(path: str, code: str) -> None:
    assert code in (ROOT / path).read_text(encoding="utf-8")


def test_every_hook_is_in_the_table() -> None:
    table = set(re.findall(r"^\| `(\w+)` \|", PAGE, re.M))
    assert set(HOOKS) <= table


def test_the_commands_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    assert len(COMMANDS) == 4
    outputs = {}
    for command in COMMANDS:
        words = shlex.split(command.replace("--out tiny-site", f"--out {tmp_path / 'site'}"))
        assert words[0] == "cardsmith"
        result = CliRunner().invoke(app, words[1:])
        assert result.exit_code == 0, (command, result.output)
        outputs[words[1]] = result.output
    assert "0 errors" in outputs["lint"]
    assert outputs["test"].splitlines()[-1] == "3 passed, 0 failed"
    assert (tmp_path / "site" / "cards" / "grab" / "index.html").is_file()
    assert "Pinch" in outputs["search"] and "Grab" not in outputs["search"]
