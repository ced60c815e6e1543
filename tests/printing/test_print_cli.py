"""The ``cardsmith print`` command: a summary on success, a one-line error (exit 2, no
traceback) for a bad argument, lint's diagnostics (exit 1) for invalid content."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pdfcheck import HORIZONS, page_sizes
from typer.testing import CliRunner

from cardsmith.tools.cli import app

runner = CliRunner()


def test_prints_and_sums_up(tmp_path: Path) -> None:
    out = tmp_path / "fear.pdf"
    result = runner.invoke(app, ["print", str(HORIZONS), "--out", str(out), "--query",
                                 "kind:fear", "--paper", "Letter", "--bleed", "0.5"])
    assert result.exit_code == 0, result.output
    assert "Wrote" in result.stderr and "2 pages, LETTER" in result.stderr
    assert "Fear cards: 15 on 2 pages (3 × 3 per page)" in result.stderr
    assert len(page_sizes(out)) == 2


@pytest.mark.parametrize(("args", "message"), [
    (["--paper", "a5"], "unknown paper 'a5'"),
    (["--bleed", "lots"], "--bleed takes millimetres"),
    (["--bleed", "9"], "--bleed must be between 0 and 5"),
    (["--bleed", "-1"], "--bleed must be between 0 and 5"),
    (["--query", "cost<="], "--query:"),
    (["--query", "nosuch:key"], "unknown key"),
    (["--query", "zzzz-no-such-card"], "nothing to print"),
])
def test_a_bad_argument_is_one_line(tmp_path: Path, args: list[str], message: str) -> None:
    out = tmp_path / "x.pdf"
    result = runner.invoke(app, ["print", str(HORIZONS), "--out", str(out), *args])
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and message in lines[0], lines
    assert "Traceback" not in result.output and not out.exists()


@pytest.mark.parametrize("where", ["missing-pack", "symlink", "not-pdf", "no-folder"])
def test_a_refused_path_is_one_line(tmp_path: Path, where: str) -> None:
    pack, out = HORIZONS, tmp_path / "x.pdf"
    if where == "missing-pack":
        pack = tmp_path / "nope"
    elif where == "symlink":
        (tmp_path / "real.pdf").write_bytes(b"%PDF-1.4")
        out.symlink_to(tmp_path / "real.pdf")
    elif where == "not-pdf":
        out = tmp_path / "cards.yaml"
    else:
        out = tmp_path / "no" / "x.pdf"
    result = runner.invoke(app, ["print", str(pack), "--out", str(out)])
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), lines
    assert "Traceback" not in result.output
    if where == "symlink":
        assert (tmp_path / "real.pdf").read_bytes() == b"%PDF-1.4"


def test_invalid_content_shows_lint_diagnostics(tmp_path: Path) -> None:
    pack = tmp_path / "pack"
    shutil.copytree(HORIZONS, pack, ignore=shutil.ignore_patterns("tests"))
    (pack / "powers" / "minor" / "broken.yaml").write_text("kind: minor\nname: [unclosed\n")
    out = tmp_path / "x.pdf"
    result = runner.invoke(app, ["print", str(pack), "--out", str(out)])
    assert result.exit_code == 1, result.output
    assert "broken.yaml" in result.stdout and "S004" in result.stdout  # as cardsmith lint says
    assert "lint errors" in result.stderr and "Traceback" not in result.output
    assert not out.exists()
