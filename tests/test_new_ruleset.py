"""``cardsmith new ruleset demo``: the generated package installs (real pip, into a folder of
its own: the test environment is not touched), its entry point registers the ruleset, and
``cardsmith lint``, ``test`` and ``publish`` work on its pack; the package is ``mypy --strict``
and ``ruff`` clean, and names no Spirit Island word."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.authoring.ruleset_scaffold import TEMPLATE, ruleset_names, scaffold_ruleset
from cardsmith.tools.authoring.templates import ScaffoldError
from cardsmith.tools.cli import app

ROOT = Path(__file__).resolve().parents[1]
WORDS = ("spirit", "invader", "dahan", "presence", "blight")


def _run(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{args}\n{done.stdout}\n{done.stderr}"
    return done


def test_new_ruleset_installs_lints_tests_publishes(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["new", "ruleset", "demo", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    pkg = tmp_path / "cardsmith-demo"
    assert (pkg / "demo_game" / "py.typed").is_file()
    assert 'demo = "demo_game:RULESET"' in (pkg / "pyproject.toml").read_text()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MYPYPATH")}
    site = tmp_path / "site"
    _run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(site),
          str(pkg)], tmp_path, env)  # fmt: skip
    assert (site / "demo_game" / "schemas" / "scenario.schema.json").is_file()
    run_env = {**env, "PYTHONPATH": str(site)}
    cli = [str(Path(sys.executable).parent / "cardsmith")]
    lint = _run([*cli, "lint", "pack"], pkg, run_env)
    assert "0 errors" in lint.stdout
    tested = _run([*cli, "test", "pack", "-v"], pkg, run_env)
    assert "4 passed, 0 failed" in tested.stdout
    assert "gamble, the second option, yes" in tested.stdout
    out = tmp_path / "site-out"
    _run([*cli, "publish", "pack", "--out", str(out)], pkg, run_env)
    pages = list(out.rglob("*.html"))
    assert pages
    for page in pages:
        text = page.read_text("utf-8").lower()
        assert not [w for w in WORDS if w in text], page
    _run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / "mypy"),
          "demo_game"], pkg, {**env, "MYPYPATH": str(ROOT)})  # fmt: skip
    _run([sys.executable, "-m", "ruff", "check", "--no-cache", "demo_game"], pkg, env)


def test_the_template_names_no_spirit_island_word() -> None:
    for path in TEMPLATE.rglob("*"):
        text = (path.read_text("utf-8") if path.is_file() else "") + path.name
        assert not [w for w in WORDS if w in text.lower()], path


@pytest.mark.parametrize("name", ["Demo", "my_game", "-x", "9lives", "a--b", "", "x" * 41])
def test_bad_names_are_refused_with_exit_2(tmp_path: Path, name: str) -> None:
    result = CliRunner().invoke(app, ["new", "ruleset", name, "--out", str(tmp_path)])
    assert result.exit_code == 2
    assert list(tmp_path.iterdir()) == []


def test_an_existing_folder_is_refused_and_kept(tmp_path: Path) -> None:
    (tmp_path / "cardsmith-demo").mkdir()
    (tmp_path / "cardsmith-demo" / "mine.txt").write_text("keep")
    result = CliRunner().invoke(app, ["new", "ruleset", "demo", "--out", str(tmp_path)])
    assert result.exit_code == 2
    assert "already exists" in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cardsmith-demo"]
    assert [p.name for p in (tmp_path / "cardsmith-demo").iterdir()] == ["mine.txt"]


def test_an_empty_folder_is_filled(tmp_path: Path) -> None:
    (tmp_path / "cardsmith-demo").mkdir()
    root = scaffold_ruleset("demo", tmp_path)
    assert (root / "pack" / "pack.yaml").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cardsmith-demo"]


def test_a_failure_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cardsmith.tools.authoring import ruleset_scaffold

    def broken(names: object, into: Path) -> None:
        (into / "half.txt").write_text("x")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(ruleset_scaffold, "_write_tree", broken)
    with pytest.raises(OSError):
        scaffold_ruleset("demo", tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_names() -> None:
    names = ruleset_names("my-game")
    assert (names.package, names.title, names.folder) == ("my_game_game", "My Game",
                                                          "cardsmith-my-game")  # fmt: skip
    with pytest.raises(ScaffoldError):
        ruleset_names("My Game")


def test_an_unknown_kind_lists_what_can_be_made() -> None:
    pack = ROOT / "tests" / "rulesets" / "tiny-pack"
    result = CliRunner().invoke(app, ["new", "widget", "W", "--pack", str(pack)])
    assert result.exit_code == 1
    assert "card, pack or ruleset" in result.output
