"""The core's plain drawings for kinds a ruleset draws no face or back for: a text card (name,
kind, the record's short facts and printed text) and a back (the kind's title on its
background colour). Content text goes through :func:`cardsmith.tools.publish.svg.esc`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardsmith.tools.publish.svg import FONT, attr, esc, text_block, wrap
from cardsmith.tools.publish.text import record_name

if TYPE_CHECKING:
    from cardsmith.tools.content.catalog import Record

#: the drawing units of a standard card (10 units per millimetre of 63 × 88 mm)
WIDTH, HEIGHT = 630, 880


def _open(width: float, height: float, label: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:g}" '
            f'width="{width:g}" height="{height:g}" role="img" aria-label={attr(label)} {FONT}>'
            f"<title>{esc(label)}</title>")


def text_face(record: Record, title: str, size: tuple[float, float]) -> str:
    """A plain card face: the name in a bar, the kind, short facts and the printed text."""
    width, height = WIDTH, WIDTH * size[1] / size[0]
    name = record_name(record)
    data = record.data if isinstance(record.data, dict) else {}
    facts = [f"{key.replace('_', ' ').capitalize()}: {value}" for key, value in data.items()
             if key not in {"id", "name", "text", "effect", "kind", "source"}
             and isinstance(value, str | int | float) and len(str(value)) < 40][:6]
    text = " ".join(str(record.get("text") or next(iter(record.english.values()), "")).split())
    name_lines = wrap(name, width - 80, 44)[:2]
    top = 80 + 48 * len(name_lines)
    out = [
        _open(width, height, name),
        f'<rect x="4" y="4" width="{width - 8:g}" height="{height - 8:g}" rx="30" '
        'fill="#ffffff" stroke="#333333" stroke-width="8"/>',
        f'<rect x="24" y="24" width="{width - 48:g}" height="{top - 14:g}" rx="16" '
        'fill="#333333"/>',
        text_block(name_lines, width / 2, 84, 44, 48, fill="#ffffff", font_weight="bold",
                   text_anchor="middle"),
        text_block([title.upper()], width / 2, top + 50, 26, 30, fill="#555555",
                   text_anchor="middle", letter_spacing="3"),
        text_block(facts, 44, top + 110, 28, 38, fill="#222222"),
        text_block(wrap(text, width - 88, 30)[:14], 44, top + 140 + 38 * len(facts), 30, 40,
                   fill="#111111"),
        "</svg>",
    ]
    return "".join(out)


def ink(colour: str) -> str:
    """Black or white, whichever reads better on ``colour`` (``#rgb`` or ``#rrggbb``)."""
    digits = colour.lstrip("#")
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    try:
        red, green, blue = (int(digits[i:i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return "#111111"
    return "#111111" if 0.299 * red + 0.587 * green + 0.114 * blue > 150 else "#ffffff"


def plain_back(title: str, size: tuple[float, float], colour: str) -> str:
    """A card back: the background colour, an inner frame and the title across the middle."""
    width, height = WIDTH, WIDTH * size[1] / size[0]
    lines = wrap(title.upper(), width - 160, 48)[:3]
    fg = ink(colour)
    return "".join([
        _open(width, height, title),
        f'<rect x="0" y="0" width="{width:g}" height="{height:g}" fill={attr(colour)}/>',
        f'<rect x="36" y="36" width="{width - 72:g}" height="{height - 72:g}" rx="24" '
        f'fill="none" stroke="{fg}" stroke-opacity="0.7" stroke-width="6"/>',
        text_block(lines, width / 2, height / 2 - 24 * (len(lines) - 1) + 16, 48, 56,
                   fill=fg, font_weight="bold", text_anchor="middle"),
        "</svg>",
    ])
