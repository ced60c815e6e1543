"""`cardsmith fmt` and `cardsmith new` through the Typer app."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from cardsmith.tools.cli import app

runner = CliRunner()


def test_new_then_fmt_check(tmp_path: Path) -> None:
    result = runner.invoke(
        app, ["new", "pack", "Brew", "--pack", str(tmp_path), "--ruleset", "spirit-island"]
    )
    assert result.exit_code == 0, result.output
    pack = tmp_path / "brew"
    result = runner.invoke(app, ["new", "power", "Quick Gust", "--pack", str(pack)])
    assert result.exit_code == 0, result.output
    assert (pack / "powers" / "minor" / "quick-gust.yaml").is_file()
    again = runner.invoke(app, ["new", "power", "Quick Gust", "--pack", str(pack)])
    assert again.exit_code == 1
    assert "already exists" in again.output
    check = runner.invoke(app, ["fmt", "--check", str(pack)])
    assert check.exit_code == 0, check.output


def test_fmt_check_then_fix(tmp_path: Path) -> None:
    path = tmp_path / "fear" / "x.yaml"
    path.parent.mkdir()
    path.write_text('name: X\nid: x\nlevels:\n  - {text: "1 Fear.", effect: fear 1}\n')
    game = ["--ruleset", "spirit-island"]  # the files are in no pack
    check = runner.invoke(app, ["fmt", "--check", str(tmp_path), *game])
    assert check.exit_code == 1
    assert '+  - {text: "1 Fear.", effect: 1 fear}' in check.output
    fix = runner.invoke(app, ["fmt", str(tmp_path), *game])
    assert fix.exit_code == 0, fix.output
    assert runner.invoke(app, ["fmt", "--check", str(path), *game]).exit_code == 0
    unknown = runner.invoke(app, ["fmt", str(path), "--ruleset", "chess"])
    assert unknown.exit_code == 2
    assert unknown.stderr.startswith("error: --ruleset: ruleset 'chess' is not installed (")
    bad = runner.invoke(app, ["lint", str(path), "--ruleset", "a\x1bb"])
    assert bad.exit_code == 2 and "is not a word" in bad.stderr and "\x1b" not in bad.stderr


def test_fmt_missing_path(tmp_path: Path) -> None:
    result = runner.invoke(app, ["fmt", str(tmp_path / "nope.yaml")])
    assert result.exit_code == 1
