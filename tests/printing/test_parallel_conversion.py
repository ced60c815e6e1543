"""A large sheet's drawings are converted on every core: the same PDF, byte for byte, as one
process makes, and a bad drawing converted by a worker is still the one-line error naming it."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.tools.printing import convert
from cardsmith.tools.printing.errors import PrintError
from cardsmith.tools.printing.layout import Box
from cardsmith.tools.printing.pdf import write_pdf
from cardsmith.tools.printing.sheets import Page, Placement

CARDS = 90  # more than PARALLEL_MIN distinct drawings


def face(i: int) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 448" width="320" '
            f'height="448"><rect width="320" height="448" fill="#{i * 2777 % 0xFFFFFF:06x}"/>'
            f'<text x="20" y="40" font-size="20">Card number {i}</text></svg>')


def sheet(faces: list[str]) -> list[Page]:
    pages = []
    for start in range(0, len(faces), 9):
        placements = [Placement(Box(10 + 63 * (k % 3), 10 + 88 * (k // 3), 63, 88), svg,
                                "#ffffff", f"card {start + k}")
                      for k, svg in enumerate(faces[start:start + 9])]
        pages.append(Page(kind="power", paper=(210.0, 297.0), bleed=0.0,
                          placements=placements, marks=[]))
    return pages


def test_workers_make_the_same_pdf_as_one_process(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    pages = sheet([face(i) for i in range(CARDS)])
    monkeypatch.setattr(convert, "workers", lambda: 2)
    write_pdf(pages, tmp_path / "parallel.pdf", "Sheet")
    monkeypatch.setattr(convert, "PARALLEL_MIN", 10**9)
    write_pdf(pages, tmp_path / "serial.pdf", "Sheet")
    parallel = (tmp_path / "parallel.pdf").read_bytes()
    assert parallel == (tmp_path / "serial.pdf").read_bytes()
    assert parallel.count(b"/Type /Page\n") + parallel.count(b"/Type /Page ") >= 1


def test_a_workers_bad_drawing_is_the_error_naming_its_card(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    faces = [face(i) for i in range(CARDS)]
    faces[70] = "<svg xmlns='http://www.w3.org/2000/svg'><rect width='1'"  # not XML
    monkeypatch.setattr(convert, "workers", lambda: 2)
    out = tmp_path / "out.pdf"
    with pytest.raises(PrintError, match=r"^card 70: its drawing is not valid SVG"):
        write_pdf(sheet(faces), out, "Sheet")
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # no PDF, no temporary file


def test_a_small_sheet_starts_no_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    drawings = convert.Drawings()
    monkeypatch.setattr(convert, "workers", lambda: 2)
    drawings.prefetch((face(i), f"card {i}") for i in range(convert.PARALLEL_MIN - 1))
    assert drawings._pool is None
    assert drawings.get(face(3), "card 3").width == 240  # 320 px in points
