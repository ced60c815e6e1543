"""The tutorial (docs/tutorial.md) works as written: its commands and files, in a fresh folder."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.cli import app

TUTORIAL = Path(__file__).resolve().parents[1] / "docs" / "tutorial.md"
TEXT = TUTORIAL.read_text(encoding="utf-8")
FILES = dict(re.findall(r'```yaml title="([^"]+)"\n(.*?)```', TEXT, re.S))
COMMANDS = [
    line
    for block in re.findall(r"```bash\n(.*?)```", TEXT, re.S)
    for line in block.strip().splitlines()
]
SHOWN_LINT = re.search(r'```text title="cardsmith lint \."\n(.*?)```', TEXT, re.S)


def _write(path: Path, body: str) -> None:
    """Write a tutorial file, keeping the schema header line a scaffold put there."""
    header = ""
    if path.is_file():
        first = path.read_text(encoding="utf-8").splitlines()[0]
        header = first + "\n" if first.startswith("# yaml-language-server") else ""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(header + body, encoding="utf-8")


def _run(args: list[str], cwd: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.chdir(cwd)
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, (args, result.output)
    return result.output


def test_tutorial_end_to_end(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cwd = tmp_path
    outputs: dict[str, str] = {}
    for command in COMMANDS:
        words = shlex.split(command)
        if words[0] == "cd":
            cwd = cwd / words[1]
            continue
        assert words[0] == "cardsmith"
        if words[1] == "test":  # step 4 writes the scenario first
            _write(cwd / "tests" / "ember-wisp.yaml", FILES["tests/ember-wisp.yaml"])
        outputs[command] = _run(words[1:], cwd, monkeypatch)
        if words[1:3] == ["new", "power"]:  # "open it and describe the card"
            card = "powers/minor/ember-wisp.yaml"
            _write(cwd / card, FILES[card])
    assert "2 files, 0 errors, 0 warnings" in outputs["cardsmith lint ."]
    assert "2 passed, 0 failed" in outputs["cardsmith test ."]
    assert (cwd / "site" / "cards" / "ember-wisp" / "index.html").is_file()


def test_tutorial_lint_error_is_shown_as_printed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _run(["new", "pack", "Ember Court", "--ruleset", "spirit-island"], tmp_path, monkeypatch)
    pack = tmp_path / "ember-court"
    _run(["new", "power", "Ember Wisp", "--kind", "minor"], pack, monkeypatch)
    card = pack / "powers" / "minor" / "ember-wisp.yaml"
    _write(card, FILES[str(card.relative_to(pack))].replace("explorer\n", "explorr\n"))
    result = CliRunner().invoke(app, ["lint", "."])
    assert result.exit_code == 1
    assert SHOWN_LINT is not None
    assert result.output.strip() == SHOWN_LINT.group(1).strip()
