"""docs/writing-a-ruleset.md is true: its titled code blocks are the repository's code, its
commands run as shown, and its hook table lists every hook of ``tools.ruleset.Ruleset``."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardsmith.tools.ruleset import HOOKS

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


def test_the_commands_run(tmp_path: Path) -> None:
    """Section 5's commands, run by bash exactly as written, in a copy of the tiny game's
    folders (so ``--out tiny-site`` writes there, not into the checkout)."""
    assert COMMANDS[0] == "export PYTHONPATH=tests/rulesets" and len(COMMANDS) == 5
    shutil.copytree(ROOT / "tests" / "rulesets", tmp_path / "tests" / "rulesets",
                    ignore=shutil.ignore_patterns("__pycache__"))  # fmt: skip
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    outputs = {}
    for command in COMMANDS[1:]:
        words = shlex.split(command)
        assert words[0] == "cardsmith"
        script = f"{COMMANDS[0]}\n{command}"
        done = subprocess.run(["bash", "-e", "-c", script], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=300)  # fmt: skip
        assert done.returncode == 0, (command, done.stdout, done.stderr)
        outputs[words[1]] = done.stdout
    assert "0 errors" in outputs["lint"]
    assert outputs["test"].splitlines()[-1] == "3 passed, 0 failed"
    assert (tmp_path / "tiny-site" / "cards" / "grab" / "index.html").is_file()
    assert "Pinch" in outputs["search"] and "Grab" not in outputs["search"]

QUICK_START = re.search(r"## Start with `cardsmith new ruleset`.*?```shell\n(.*?)```", PAGE, re.S)


def test_the_quick_start_runs_as_shown_in_a_fresh_virtual_environment(tmp_path: Path) -> None:
    """The page's first commands, run by bash exactly as written, in a new virtual environment
    that has only cardsmith (built from this checkout), mypy and ruff: the generated ruleset
    installs, its pack lints, tests (a card with ``may`` and ``either``) and publishes."""
    assert QUICK_START is not None
    script = QUICK_START.group(1)
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MYPYPATH",
                                                            "VIRTUAL_ENV")}  # fmt: skip
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q"]
    for args in ([str(ROOT)], ["mypy", "ruff"]):
        done = subprocess.run([*pip, *args], env=env, cwd=tmp_path, capture_output=True,
                              text=True, timeout=900)  # fmt: skip
        assert done.returncode == 0, done.stderr[-3000:]
    work = tmp_path / "work"
    work.mkdir()
    done = subprocess.run(["bash", "-e", "-c", script], env=env, cwd=work, capture_output=True,
                          text=True, timeout=900)  # fmt: skip
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "0 errors" in done.stdout and "4 passed, 0 failed" in done.stdout
    assert "Success: no issues found" in done.stdout and "All checks passed!" in done.stdout
    assert (work / "cardsmith-demo" / "site" / "index.html").is_file()
