"""``cardsmith print``: the shipped pack's sheet set (page count and size), pages that are not
blank, faces centred at real size with crop marks, backs mirrored, bleed, the query, a game
without a print hook, and the PDF written safely."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pdfcheck import A4, HORIZONS, LETTER, ROOT, ink, page_sizes, raster
from pypdf import PdfReader

from cardsmith.tools.printing.run import Options, PrintError, print_pack

#: the A4 sheet set of the shipped pack: 78 powers (3 × 3), 15 fear cards (3 × 3), 15
#: invader cards (mini, 4 × 4), 5 spirit panels (one per landscape page)
HORIZONS_A4 = [A4] * 12 + [(A4[1], A4[0])] * 5


def test_the_shipped_pack_prints_its_sheet_set(horizons_pdf: Path) -> None:
    assert page_sizes(horizons_pdf) == HORIZONS_A4
    reader = PdfReader(horizons_pdf)
    assert "Call of the Dahan Ways" in reader.pages[0].extract_text()  # minor powers first
    assert "Avoid the Dahan" in reader.pages[9].extract_text()  # then fear cards
    assert "STAGE I" in reader.pages[11].extract_text()  # the invader deck
    assert "Sun-Bright Whirlwind" in reader.pages[16].extract_text()  # a spirit panel
    assert all(not page.images for page in reader.pages)  # drawn as vectors, no bitmaps


def test_a_card_page_is_nine_faces_centred_at_real_size_with_marks(
        horizons_pdf: Path, tmp_path: Path) -> None:
    image = raster(horizons_pdf, 1, tmp_path)
    assert abs(image.width - 1050) <= 1 and abs(image.height - 1485) <= 1  # A4 at 5 px/mm
    assert ink(image) > 0.5
    left, top = (210 - 189) / 2, (297 - 264) / 2
    for row in range(3):
        for column in range(3):
            x, y = left + column * 63, top + row * 88
            assert ink(image, (x + 1, y + 1, x + 62, y + 87)) > 0.9, (row, column)
    # outside the grid: white, but for the crop marks on the cut lines
    assert ink(image, (0, 0, left - 0.4, top - 0.4)) == 0
    assert ink(image, (left - 0.3, top - 5.4, left + 0.3, top - 1.6)) > 0.2  # a column's mark
    assert ink(image, (left + 5, 3, left + 58, top - 0.4)) == 0  # nothing between marks
    assert ink(image, (left - 5.4, top - 0.3, left - 1.6, top + 0.3)) > 0.2  # a row's mark
    assert ink(image, (left - 0.6, top + 1, left - 0.2, top + 87)) == 0  # marks stay outside
    # the faces fill the grid: first and last inked columns on a card row
    row = image.crop((0, round((top + 44) * 5), image.width, round((top + 44) * 5) + 1))
    inked = [x for x in range(row.width) if sum(row.getpixel((x, 0))) < 700]
    assert inked[0] / 5 == pytest.approx(left, abs=0.3)
    assert (inked[-1] + 1) / 5 == pytest.approx(210 - left, abs=0.3)


def test_a_spirit_panel_prints_alone_on_a_turned_page(horizons_pdf: Path,
                                                      tmp_path: Path) -> None:
    image = raster(horizons_pdf, 13, tmp_path)
    assert abs(image.width - 1485) <= 1 and abs(image.height - 1050) <= 1
    left, top = (297 - 254) / 2, (210 - 178) / 2
    assert ink(image, (left + 1, top + 1, left + 253, top + 177)) > 0.9
    assert ink(image, (0, 0, left - 0.5, top - 0.5)) == 0
    assert ink(image, (left + 5, top + 179, left + 249, 210)) == 0


def test_letter_paper(tmp_path: Path) -> None:
    out = tmp_path / "letter.pdf"
    result = print_pack(HORIZONS, out, Options(paper="letter"))
    sizes = page_sizes(out)
    # invader cards: 4 × 3 on Letter, so two pages
    assert sizes == [LETTER] * 13 + [(LETTER[1], LETTER[0])] * 5 and result.pages == 18
    assert [(p.spec.kind, p.sheets) for p in result.kinds] == [
        ("power", 9), ("fear", 2), ("invader", 2), ("spirit", 5)]
    assert ink(raster(out, 1, tmp_path)) > 0.5


def test_backs_follow_each_front_page_mirrored(tmp_path: Path) -> None:
    out = tmp_path / "backs.pdf"
    query = '"call to bloodshed" OR "call of the dahan ways"'
    result = print_pack(HORIZONS, out, Options(backs=True, query=query))
    assert result.pages == 2 and page_sizes(out) == [A4, A4]
    left, top = (210 - 189) / 2, (297 - 264) / 2
    cell = [(left + c * 63 + 1, top + 1, left + c * 63 + 62, top + 87) for c in range(3)]
    front, back = raster(out, 1, tmp_path), raster(out, 2, tmp_path)
    assert [ink(front, b) > 0.9 for b in cell] == [True, True, False]
    assert [ink(back, b) > 0.9 for b in cell] == [False, True, True]
    assert "MINOR POWER" in PdfReader(out).pages[1].extract_text()


def test_panels_get_an_empty_back_page(tmp_path: Path) -> None:
    out = tmp_path / "panel.pdf"
    print_pack(HORIZONS, out, Options(backs=True, query='kind:spirit "sun-bright"'))
    assert len(page_sizes(out)) == 2
    assert ink(raster(out, 2, tmp_path)) == 0


def test_bleed_extends_the_background_beyond_the_cut(tmp_path: Path) -> None:
    plain, bled = tmp_path / "plain.pdf", tmp_path / "bled.pdf"
    query = '"call to bloodshed"'
    print_pack(HORIZONS, plain, Options(query=query))
    print_pack(HORIZONS, bled, Options(query=query, bleed=1.5))
    left, top = (210 - 189 - 9) / 2 + 1.5, (297 - 264 - 9) / 2 + 1.5
    strip = (left - 1.3, top + 10, left - 0.3, top + 80)  # inside the bleed, left of the cut
    assert ink(raster(bled, 1, tmp_path), strip) > 0.95
    plain_left = (210 - 189) / 2
    assert ink(raster(plain, 1, tmp_path),
               (plain_left - 1.3, top + 10, plain_left - 0.3, top + 80)) == 0


def test_the_query_selects_with_the_search_language(tmp_path: Path) -> None:
    out = tmp_path / "fear.pdf"
    result = print_pack(HORIZONS, out, Options(query="kind:fear"))
    assert [(p.spec.kind, len(p.records), p.sheets) for p in result.kinds] == [("fear", 15, 2)]
    assert len(page_sizes(out)) == 2
    with pytest.raises(PrintError, match="unknown key"):
        print_pack(HORIZONS, out, Options(query="nosuchkey:x"))
    with pytest.raises(PrintError, match="nothing to print"):
        print_pack(HORIZONS, out, Options(query="zzzz-no-such-card"))


def test_a_game_without_a_print_hook_prints_plain_cards(tmp_path: Path) -> None:
    pack = tmp_path / "tiny-pack"
    shutil.copytree(ROOT / "tests" / "rulesets" / "tiny-pack", pack)
    out = tmp_path / "tiny.pdf"
    result = print_pack(pack, out, Options(backs=True))
    assert [(p.spec.kind, len(p.records)) for p in result.kinds] == [("card", 2), ("board", 1)]
    assert page_sizes(out) == [A4] * 4
    text = PdfReader(out).pages[0].extract_text()
    assert "Grab" in text and "Pinch" in text and "Take 2 red." in text
    assert ink(raster(out, 1, tmp_path)) > 0.02  # two white cards drawn in dark lines


def test_the_pdf_is_written_atomically_and_never_through_a_symlink(tmp_path: Path) -> None:
    out = tmp_path / "out.pdf"
    options = Options(query="kind:fear")
    print_pack(HORIZONS, out, options)
    first = out.read_bytes()
    print_pack(HORIZONS, out, options)  # a PDF already there is replaced
    assert out.read_bytes() == first  # (deterministic output)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.pdf"]  # no temporary file left

    outside = tmp_path / "elsewhere"
    outside.mkdir()
    target = outside / "precious.pdf"
    target.write_bytes(b"%PDF-keep")
    link = tmp_path / "link.pdf"
    link.symlink_to(target)
    with pytest.raises(PrintError, match="symlink"):
        print_pack(HORIZONS, link, options)
    assert target.read_bytes() == b"%PDF-keep" and link.is_symlink()

    notes = tmp_path / "notes.pdf"
    notes.write_text("not a pdf")
    with pytest.raises(PrintError, match="not a PDF"):
        print_pack(HORIZONS, notes, options)
    assert notes.read_text() == "not a pdf"
    with pytest.raises(PrintError, match=r"\.pdf"):
        print_pack(HORIZONS, tmp_path / "cards.yaml", options)
    with pytest.raises(PrintError, match="no such folder"):
        print_pack(HORIZONS, tmp_path / "missing" / "x.pdf", options)


def test_a_failed_drawing_leaves_no_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cardsmith.tools.printing import pdf

    out = tmp_path / "out.pdf"
    out.write_bytes(b"%PDF-old")

    def broken(*_args: object) -> None:
        raise PrintError("boom")

    monkeypatch.setattr(pdf, "_place", broken)
    with pytest.raises(PrintError, match="boom"):
        print_pack(HORIZONS, out, Options(query="kind:fear"))
    assert out.read_bytes() == b"%PDF-old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.pdf"]
