"""Element icons (``assets/icons/<element>.svg``) and the colours of the Spirit Island pages."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from cardsmith.tools.publish.read import words
from cardsmith.tools.publish.svg import attr, esc, svg_body
from cardsmith.tools.publish.text import md

ASSETS = Path(__file__).parent / "assets"
ICON_DIR = ASSETS / "icons"
ELEMENTS = ("sun", "moon", "fire", "air", "water", "earth", "plant", "animal")
#: other icons of ``assets/icons`` (the finder's result badges, the fear-card face, "any
#: element" of a growth option or presence track: a wheel of the eight)
EXTRA_ICONS = ("fear", "presence", "any")
KIND_COLOURS = {"minor": "#2f6a8c", "major": "#9a4a22", "unique": "#5a4488"}
SPEED_COLOURS = {"fast": "#d4572a", "slow": "#3a6ab0"}
TERRAIN_COLOURS = {
    "mountain": "#8f8f8f",
    "wetland": "#4e9f9a",
    "jungle": "#3c7a37",
    "sands": "#dcb85f",
}
OCEAN = "#2d6fa3"
ROMAN = {1: "I", 2: "II", 3: "III"}


@cache
def icon_body(element: str) -> str:
    """The inner SVG markup of an element icon (a 24×24 drawing) from ``assets/icons``."""
    if element not in ELEMENTS and element not in EXTRA_ICONS:
        return '<circle cx="12" cy="12" r="11" fill="#999"/>'
    return svg_body(ICON_DIR / f"{element}.svg")


def icon(element: str, x: float, y: float, size: float) -> str:
    """An element icon placed at ``(x, y)`` (top-left) with the given size, titled by name."""
    scale = size / 24
    return (
        f'<g transform="translate({x:g} {y:g}) scale({scale:g})" class="cs-el-{esc(element)}">'
        f"<title>{esc(element)}</title>{icon_body(element)}</g>"
    )


def inline_icon(element: str, size: int = 20, decorative: bool = False) -> str:
    """A standalone inline ``<svg>`` element icon for use in page text (``decorative``: hidden
    from screen readers and search, where the element's name is written beside it)."""
    if decorative:
        return (f'<svg class="cs-el" aria-hidden="true" width="{size}" height="{size}" '
                f'viewBox="0 0 24 24">{icon_body(element)}</svg>')
    return (
        f'<svg class="cs-el" role="img" aria-label={attr(element)} width="{size}" '
        f'height="{size}" viewBox="0 0 24 24"><title>{esc(element)}</title>'
        f"{icon_body(element)}</svg>"
    )


def elements_inline(elements: Any) -> str:
    """Element icons for an element list or an ``{element: count}`` map (inline HTML)."""
    if isinstance(elements, dict):
        return " ".join(
            f'<span class="cs-count">{md(n)}</span>{inline_icon(str(e))}'
            for e, n in elements.items()
        )
    if isinstance(elements, list):
        return "".join(inline_icon(e) for e in words(elements))
    return ""


def elements_row(counts: Iterable[tuple[str, int | None]], x: float, y: float,
                 size: float) -> str:
    """Element icons in a row inside a drawing, each after its count (if any)."""
    parts, cx = [], x
    for element, count in counts:
        if count is not None:
            parts.append(
                f'<text x="{cx:g}" y="{y + size * 0.75:g}" font-size="{size * 0.7:g}" '
                f'font-weight="bold" fill="#222">{esc(count)}</text>'
            )
            cx += size * 0.55
        parts.append(icon(element, cx, y, size))
        cx += size + 4
    return "".join(parts)
