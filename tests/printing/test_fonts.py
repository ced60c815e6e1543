"""Print-shop grade PDFs: every font of a printed sheet is the shipped print font (Fira Sans,
from the ``fontpkg-fira-sans`` package), embedded; no standard font (Helvetica, Times) is
left, for any family a drawing names; every shipped pack prints; every character the shipped
cards use has a glyph in each face."""

from __future__ import annotations

import re
from io import BytesIO
from pathlib import Path

import pytest
from pdfcheck import ROOT, font_resources, pdffonts
from typer.testing import CliRunner

from cardsmith.tools.cli import app
from cardsmith.tools.printing import fonts
from cardsmith.tools.printing.run import Options, PrintError, print_pack

#: the shipped packs (Horizons: printed by the ``horizons_pdf`` fixture; Risk: from the
#: command line); every pack together takes about 35 s here
PACKS = sorted(p.parent.name for p in (ROOT / "content").glob("*/pack.yaml")
               if p.parent.name not in {"horizons", "risk-deep-space"})
#: characters the card text uses, that a font can easily lack
TYPOGRAPHY = set("–—×≥≤’‘“”…·•→")
#: a subset font's name: six capitals, ``+``, the face's PostScript name
SHIPPED = re.compile(r"^[A-Z]{6}\+FiraSans-(Regular|Bold|Italic|BoldItalic)$")


def assert_embedded(pdf: Path) -> None:
    rows = pdffonts(pdf)
    assert rows, "no font at all"
    for row in rows:
        assert row["emb"] == "yes", row
        assert row["type"] == "TrueType", row
        assert SHIPPED.match(row["name"]), row
    resources = font_resources(pdf)
    assert resources and all(resources.values()), resources
    assert all(SHIPPED.match(name.lstrip("/")) for name in resources), resources


def test_every_font_of_the_printed_sheet_is_embedded(horizons_pdf: Path) -> None:
    assert_embedded(horizons_pdf)
    names = {row["name"].split("+")[1] for row in pdffonts(horizons_pdf)}
    assert names == {"FiraSans-Regular", "FiraSans-Bold"}  # bold titles, regular text


@pytest.fixture(scope="module")
def cmaps() -> list[dict[int, str]]:
    """Each face's character map."""
    import fontpkg
    from fontTools.ttLib import TTFont

    return [TTFont(fontpkg.path(fonts.FAMILY, weight=weight, style=style)).getBestCmap()
            for _name, weight, style in fonts.FACES.values()]


def missing_glyphs(text: set[str], cmaps: list[dict[int, str]]) -> list[str]:
    return sorted(c for c in text if c.isprintable() and not c.isspace()
                  and any(ord(c) not in cmap for cmap in cmaps))


@pytest.mark.parametrize("pack", PACKS)
def test_every_shipped_pack_prints_with_embedded_fonts(
        pack: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        cmaps: list[dict[int, str]]) -> None:
    """... and every character its drawings set has a glyph in every face."""
    from lxml import etree

    from cardsmith.tools.printing import convert as conversion

    drawn: set[str] = set()
    convert = conversion.svg2rlg

    def recording(source: BytesIO, **kwargs: object) -> object:
        root = etree.fromstring(source.getvalue())
        for node in root.iter("{http://www.w3.org/2000/svg}text"):
            drawn.update("".join(node.itertext()))
        source.seek(0)
        return convert(source, **kwargs)

    monkeypatch.setattr(conversion, "svg2rlg", recording)
    monkeypatch.setattr(conversion, "PARALLEL_MIN", 10**9)  # in this process: recorded here
    out = tmp_path / f"{pack}.pdf"
    result = print_pack(ROOT / "content" / pack, out, Options())
    assert result.pages > 0
    assert_embedded(out)
    assert drawn
    assert not missing_glyphs(drawn, cmaps)


def test_the_risk_pack_prints_from_the_command_line(tmp_path: Path) -> None:
    """Its galaxy map is sized for the browser (``style="height:auto"``): once refused as
    not valid SVG."""
    out = tmp_path / "risk.pdf"
    done = CliRunner().invoke(app, ["print", str(ROOT / "content" / "risk-deep-space"),
                                    "--out", str(out)])
    assert done.exit_code == 0, done.output
    assert "Galaxy: 1 on 1 page" in done.stderr
    assert_embedded(out)


@pytest.mark.parametrize("family", ["'Trebuchet MS', sans-serif", "Georgia, serif", "serif",
                                    "Times New Roman", "monospace", "Helvetica", "NoSuchFont"])
@pytest.mark.parametrize(("weight", "style", "face"), [
    ("normal", "normal", "FiraSans-Regular"), ("bold", "normal", "FiraSans-Bold"),
    ("700", "normal", "FiraSans-Bold"), ("600", "italic", "FiraSans-BoldItalic"),
    ("400", "oblique", "FiraSans-Italic"), ("lighter", "normal", "FiraSans-Regular"),
])
def test_any_family_is_drawn_with_the_print_font(family: str, weight: str, style: str,
                                                 face: str) -> None:
    from svglib.svglib import Svg2RlgAttributeConverter

    converter = Svg2RlgAttributeConverter(font_map=fonts.PrintFonts())
    assert converter.convertFontFamily(family, weight, style) == face


def test_every_character_of_the_shipped_cards_has_a_glyph_in_every_face(
        cmaps: list[dict[int, str]]) -> None:
    used = set(TYPOGRAPHY)
    for path in (ROOT / "content").rglob("*.yaml"):
        used |= set(path.read_text(encoding="utf-8"))
    assert not missing_glyphs(used, cmaps)


def test_a_missing_print_font_is_a_one_line_error(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    import fontpkg

    def missing(*_args: object, **_kwargs: object) -> Path:
        raise fontpkg.FamilyNotInstalled("Fira Sans")

    monkeypatch.setattr(fontpkg, "path", missing)
    fonts.register.cache_clear()
    fonts.font_paths.cache_clear()  # register() finds the files through font_paths()
    try:
        with pytest.raises(PrintError) as caught:
            print_pack(ROOT / "content" / "risk-deep-space", tmp_path / "out.pdf", Options())
    finally:
        fonts.register.cache_clear()
        fonts.font_paths.cache_clear()
    message = str(caught.value)
    assert "\n" not in message and "pip install fontpkg-fira-sans" in message
    assert not (tmp_path / "out.pdf").exists()


def test_browser_sizing_is_dropped_for_paper() -> None:
    from cardsmith.tools.printing.convert import paper_svg

    svg = ('<svg width="3" style="max-width:100%;height:auto"><g style="fill:red; '
           'width: auto ;stroke:blue"/><rect style=\'height:4px\'/></svg>')
    assert paper_svg(svg) == ('<svg width="3" style=""><g style="fill:red;stroke:blue"/>'
                              "<rect style='height:4px'/></svg>")
