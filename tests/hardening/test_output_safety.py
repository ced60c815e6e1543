"""``print --out`` and ``balance --html`` write only the file asked for, never through a
symlink, and never leave half a file: the output is written to a temporary file beside it and
renamed, and the temporary file goes away on an error, Ctrl-C or SIGTERM (issue 14)."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.cli import app
from cardsmith.tools.cli.run_args import write_atomically
from cardsmith.tools.printing.layout import Box
from cardsmith.tools.printing.pdf import write_pdf
from cardsmith.tools.printing.sheets import Page, Placement
from tests.fixture_pack import clean_fixture_pack

runner = CliRunner()
SVG = ("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"
       "<rect width='10' height='10'/></svg>")


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    root = tmp_path / "pack"
    clean_fixture_pack(root)
    return root


def _error(args: list[str], expected: str) -> None:
    result = runner.invoke(app, args)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code == 2, result.output
    assert result.output.count("\n") == 1 and result.output.startswith("error: "), result.output
    assert expected in result.output, result.output


def test_print_refuses_a_folder_that_is_not_a_pack(tmp_path: Path) -> None:
    (tmp_path / "notes").mkdir()
    _error(["print", str(tmp_path / "notes"), "--out", str(tmp_path / "a.pdf")],
           "not a pack folder (no pack.yaml)")
    _error(["print", str(tmp_path / "missing"), "--out", str(tmp_path / "a.pdf")],
           "not a pack folder")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes"]


def test_print_refuses_an_empty_query(pack: Path, tmp_path: Path) -> None:
    _error(["print", str(pack), "--query", " ", "--out", str(tmp_path / "a.pdf")],
           "--query is empty")
    assert not (tmp_path / "a.pdf").exists()


def test_print_never_writes_through_a_symlink(pack: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    target = outside / "kept.pdf"
    target.write_bytes(b"%PDF-1.4 mine")
    (tmp_path / "cards.pdf").symlink_to(target)
    (tmp_path / "dangling.pdf").symlink_to(outside / "new.pdf")
    _error(["print", str(pack), "--out", str(tmp_path / "cards.pdf")], "is a symlink")
    _error(["print", str(pack), "--out", str(tmp_path / "dangling.pdf")], "is a symlink")
    assert target.read_bytes() == b"%PDF-1.4 mine"
    assert sorted(p.name for p in outside.iterdir()) == ["kept.pdf"]


def test_print_never_overwrites_what_is_not_a_pdf(pack: Path, tmp_path: Path) -> None:
    notes = tmp_path / "notes.pdf"
    notes.write_text("my notes")
    _error(["print", str(pack), "--out", str(notes)], "exists and is not a PDF")
    _error(["print", str(pack), "--out", str(tmp_path)], "the output must be a .pdf file")
    assert notes.read_text() == "my notes"


def _page() -> Page:
    return Page(kind="power", paper=(210.0, 297.0), bleed=0.0,
                placements=[Placement(Box(10, 10, 63, 88), SVG, "#ffffff", "card")], marks=[])


def _sigterm() -> None:
    os.kill(os.getpid(), signal.SIGTERM)


def test_a_print_killed_by_sigterm_leaves_the_old_pdf_and_no_temporary_file(
        tmp_path: Path) -> None:
    out = tmp_path / "cards.pdf"
    out.write_bytes(b"%PDF-1.4 the old one")
    with pytest.raises(KeyboardInterrupt):
        write_pdf([_page(), _page()], out, "t", progress=_sigterm)
    assert out.read_bytes() == b"%PDF-1.4 the old one"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.pdf"]
    write_pdf([_page()], out, "t")  # and a whole write replaces it
    assert out.read_bytes().startswith(b"%PDF-") and b"old one" not in out.read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.pdf"]


def test_an_atomic_write_interrupted_leaves_no_temporary_file(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch
                                                               ) -> None:
    page = tmp_path / "report.html"
    page.write_text("old")
    handler = signal.getsignal(signal.SIGTERM)  # Ray, once started, installs its own
    import cardsmith.tools.cli.run_args as run_args

    real = os.fdopen

    def fdopen(fd: int, *args: object, **kwargs: object) -> object:
        handle = real(fd, *args, **kwargs)  # type: ignore[call-overload]
        _sigterm()
        return handle

    monkeypatch.setattr(run_args.os, "fdopen", fdopen)
    with pytest.raises(KeyboardInterrupt):
        write_atomically(page, "new")
    monkeypatch.undo()
    assert page.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.html"]
    write_atomically(page, "new")
    assert page.read_text() == "new" and sorted(p.name for p in tmp_path.iterdir()) == [
        "report.html"]
    assert signal.getsignal(signal.SIGTERM) is handler  # the handler is put back


def test_print_spells_out_control_characters_of_the_out_path(pack: Path, tmp_path: Path) -> None:
    out = tmp_path / "\x1b]0;owned\x07.pdf"
    result = runner.invoke(app, ["print", str(pack), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "\x1b" not in result.output and "\x07" not in result.output
    assert "Wrote " in result.output and "\\x1b]0;owned\\x07.pdf" in result.output
    assert out.read_bytes().startswith(b"%PDF-")


def test_print_refuses_a_card_whose_name_holds_control_characters_and_draws_one_anyway(
        pack: Path, tmp_path: Path) -> None:
    card = pack / "powers" / "minor" / "drought.yaml"
    card.write_text(card.read_text().replace(
        'name: "Drought"', 'name: "Drought \\e]0;owned\\a \\x01"'), encoding="utf-8")
    out = tmp_path / "cards.pdf"
    result = runner.invoke(app, ["print", str(pack), "--out", str(out)])
    assert result.exit_code == 1, result.output  # lint's S015 first
    assert "drought.yaml:3:16: S015 name: control character U+001B (ESC)" in result.output
    assert not out.exists()
    from cardsmith.tools.publish.ogimage import banner_svg, render_png

    face = ("<svg xmlns='http://www.w3.org/2000/svg' width='63' height='88'>"
            "<text x='1' y='10'>Drought \x1b]0;owned\x07</text></svg>")
    assert render_png(banner_svg(face)).startswith(b"\x89PNG")  # a library call: drawn
    page = Page(kind="power", paper=(210.0, 297.0), bleed=0.0,
                placements=[Placement(Box(10, 10, 63, 88), face, "#ffffff", "card")], marks=[])
    write_pdf([page], out, "t")
    assert out.read_bytes().startswith(b"%PDF-")


def test_print_refuses_a_file_name_over_255_bytes(pack: Path, tmp_path: Path) -> None:
    for name in ("a" * 252 + ".pdf", "夢" * 84 + ".pdf"):  # 256 bytes each
        assert len(name.encode()) == 256
        _error(["print", str(pack), "--out", str(tmp_path / name)],
               "error: --out: the file name is 256 bytes long; a file name has at most 255 "
               f"bytes ({name[:40]}…)")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pack"]


def test_print_writes_a_file_name_of_255_bytes(pack: Path, tmp_path: Path) -> None:
    out = tmp_path / ("b" * 251 + ".pdf")  # its temporary file's name is cut to fit
    result = runner.invoke(app, ["print", str(pack), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_bytes().startswith(b"%PDF-")
    assert sorted(p.name for p in tmp_path.iterdir()) == [out.name, "pack"]


@pytest.mark.parametrize("out", ["/proc/self/x.pdf", "/proc/self/fd/x.pdf"])
def test_print_refuses_a_folder_where_no_file_can_be_made(pack: Path, out: str) -> None:
    _error(["print", str(pack), "--out", out],
           f"error: {out}: cannot write there (No such file or directory)")


def test_print_refuses_a_path_too_long_for_the_system(pack: Path, tmp_path: Path) -> None:
    deep = tmp_path / "/".join(["d" * 200] * 25) / "x.pdf"  # 5,000 bytes: over PATH_MAX
    _error(["print", str(pack), "--out", str(deep)],
           f"error: {deep}: cannot write there (File name too long)")


def test_write_pdf_turns_a_failed_write_into_a_print_error() -> None:
    from cardsmith.tools.printing.errors import PrintError

    with pytest.raises(PrintError) as caught:
        write_pdf([_page()], Path("/proc/self/x.pdf"), "t")  # no probe: the write fails
    assert str(caught.value) == (
        "/proc/self/x.pdf: cannot write the PDF (No such file or directory)")


def test_the_limits_page_states_what_print_refuses() -> None:
    doc = (Path(__file__).parents[2] / "docs" / "limits.md").read_text(encoding="utf-8")
    flat = " ".join(doc.split())
    assert "where no file can be made (`/proc/self/`, a read-only disk" in flat
    assert "has a file name over 255 bytes or a path the system cannot take" in flat
    assert "`error: FILE: cannot write the PDF (…)`, exit status 2" in flat
