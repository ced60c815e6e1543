"""Helpers for a ruleset's SVG drawings (card faces, maps): escaped text, wrapped text blocks.

Every piece of content text goes through :func:`esc` (text) or :func:`attr` (a quoted attribute),
both :func:`tools.publish.text.md`: every character XML, HTML or Markdown could read as syntax
becomes a numeric character reference. So a card named ``<script>alert(1)</script>`` is drawn as
those characters, and an icon placed in a Markdown table cell (where the Markdown parser reads
the text around inline HTML) cannot have a ``[l](x)`` in its ``aria-label`` turned into a link.
The output is inline SVG (well-formed XML); it must contain no blank lines (which would end a
Markdown raw-HTML block).
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardsmith.tools.publish.text import attr as _attr
from cardsmith.tools.publish.text import md

#: the font of every drawing (an attribute of the outer ``<svg>``)
FONT = "font-family=\"'Trebuchet MS', 'Segoe UI', sans-serif\""


def esc(text: Any) -> str:
    """Content text for an SVG text node or inside an attribute value (see the module doc)."""
    return md(text)


def attr(text: Any) -> str:
    """A quoted attribute value (with its quotes) made of content text."""
    return _attr(text)


def svg_body(path: Path) -> str:
    """The inner markup of an SVG file (an icon), on one line."""
    text = path.read_text(encoding="utf-8")
    inner = re.sub(r"^.*?<svg[^>]*>|</svg>\s*$", "", text, flags=re.S)
    return " ".join(inner.split())


def wrap(text: str, width_px: float, font_px: float, em: float = 0.5) -> list[str]:
    """Wrap text to a width, ``em`` being the assumed mean character width (in font sizes)."""
    chars = max(8, int(width_px / (font_px * em)))
    out: list[str] = []
    for para in str(text).splitlines() or [""]:
        out.extend(textwrap.wrap(para, chars) or [""])
    return out


def text_block(lines: Sequence[str], x: float, y: float, size: float, lh: float,
               **kw: str) -> str:
    """A ``<text>`` of lines (``lh`` apart); keywords become attributes (``font_weight`` →
    ``font-weight``, a trailing ``_`` dropped: ``class_``)."""
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}={attr(v)}' for k, v in kw.items())
    spans = "".join(
        f'<tspan x="{x:g}" y="{y + i * lh:g}">{esc(line)}</tspan>' for i, line in enumerate(lines)
    )
    return f'<text font-size="{size:g}"{extra}>{spans}</text>'
