"""The print font: every text of a printed sheet is set in Fira Sans, embedded in the PDF.

A print shop refuses a PDF whose fonts are not embedded, and ReportLab's standard fonts
(Helvetica, Times) never are. So the faces ship as a package dependency,
``fontpkg-fira-sans`` (the Fira Sans TrueType files, SIL Open Font License), are registered
with ReportLab as TrueType fonts (:class:`~reportlab.pdfbase.ttfonts.TTFont`, embedded as
subsets), and svglib draws every SVG ``font-family`` with them (:class:`PrintFonts`): the
families a drawing names for the browser (``'Trebuchet MS', sans-serif``, ``Georgia, serif``)
are not on paper, so none falls back to a standard font. See docs/printing.md for why this
font.
"""

from __future__ import annotations

from functools import cache

from svglib.fonts import FontMap

#: the family every printed text is set in
FAMILY = "Fira Sans"
#: the Python package that ships its files
PACKAGE = "fontpkg-fira-sans"
#: (bold, italic) → (ReportLab font name, weight, style) of the four faces
FACES: dict[tuple[bool, bool], tuple[str, int, str]] = {
    (False, False): ("FiraSans-Regular", 400, "normal"),
    (True, False): ("FiraSans-Bold", 700, "normal"),
    (False, True): ("FiraSans-Italic", 400, "italic"),
    (True, True): ("FiraSans-BoldItalic", 700, "italic"),
}
#: CSS weights drawn bold (``bolder`` and numeric weights from 600 on)
_BOLD = {"bold", "bolder"}


class FontsMissing(RuntimeError):
    """The print font's files cannot be found or read."""


def is_bold(weight: str) -> bool:
    """Whether an SVG ``font-weight`` value is drawn with the bold faces."""
    value = str(weight).strip().lower()
    if value in _BOLD:
        return True
    try:
        return float(value) >= 600
    except ValueError:
        return False


def is_italic(style: str) -> bool:
    """Whether an SVG ``font-style`` value is drawn with the italic faces."""
    return str(style).strip().lower() in {"italic", "oblique"}


@cache
def font_paths() -> tuple[str, ...]:
    """The four faces' TrueType files (regular, bold, italic, bold italic)."""
    import fontpkg

    try:
        return tuple(
            str(fontpkg.path(FAMILY, weight=weight, style=style))
            for _name, weight, style in FACES.values()
        )
    except (fontpkg.FontpkgError, OSError) as exc:
        raise FontsMissing(f"the print font {FAMILY} cannot be found ({exc}); "
                           f"install it: pip install {PACKAGE}") from None


@cache
def register() -> tuple[str, ...]:
    """Register the four faces with ReportLab (once); their ReportLab names."""
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFError, TTFont

    for ((bold, italic), (name, _weight, _style)), path in zip(FACES.items(), font_paths(),
                                                                strict=True):
        try:
            pdfmetrics.registerFont(TTFont(name, path))
        except (TTFError, OSError) as exc:
            raise FontsMissing(f"the print font {FAMILY} cannot be loaded ({exc}); "
                               f"install it: pip install {PACKAGE}") from None
        addMapping(FACES[False, False][0], int(bold), int(italic), name)
    return tuple(name for name, _weight, _style in FACES.values())


class PrintFonts(FontMap):
    """svglib's font map for printing: any family, in any weight and style, is drawn with the
    print font's matching face (an exact match, so svglib never falls back to a standard
    font)."""

    def __init__(self) -> None:
        register()
        super().__init__()

    def find_font(self, font_name: str, weight: str = "normal",
                  style: str = "normal") -> tuple[str, bool]:
        return FACES[is_bold(weight), is_italic(style)][0], True
