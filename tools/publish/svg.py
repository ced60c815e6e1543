"""SVG drawings for the site: power-, fear- and invader-card faces, presence tracks, island-board
maps, element icons.

Every piece of content text goes through :func:`esc` (text) or :func:`attr` (a quoted attribute),
both :func:`tools.publish.text.md`: every character XML, HTML or Markdown could read as syntax
becomes a numeric character reference. So a card named ``<script>alert(1)</script>`` is drawn as
those characters, and an element icon placed in a Markdown table cell (where the Markdown parser
reads the text around inline HTML) cannot have a ``[l](x)`` in its ``aria-label`` turned into a
link. The output is inline SVG (well-formed XML); it contains no blank lines (which would end a
Markdown raw-HTML block).
"""

from __future__ import annotations

import re
import textwrap
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from tools.publish.text import attr as _attr
from tools.publish.text import md
from tools.search.query import range_text, target_text

ICON_DIR = Path(__file__).parent / "assets" / "icons"
ELEMENTS = ("sun", "moon", "fire", "air", "water", "earth", "plant", "animal")
#: other icons of ``assets/icons`` (the finder's result badges, the fear-card face)
EXTRA_ICONS = ("fear", "presence")
KIND_COLOURS = {"minor": "#2f6a8c", "major": "#9a4a22", "unique": "#5a4488"}
SPEED_COLOURS = {"fast": "#d4572a", "slow": "#3a6ab0"}
TERRAIN_COLOURS = {
    "mountain": "#8f8f8f",
    "wetland": "#4e9f9a",
    "jungle": "#3c7a37",
    "sands": "#dcb85f",
}
FONT = "font-family=\"'Trebuchet MS', 'Segoe UI', sans-serif\""


def esc(text: Any) -> str:
    """Content text for an SVG text node or inside an attribute value (see the module doc)."""
    return md(text)


def attr(text: Any) -> str:
    """A quoted attribute value (with its quotes) made of content text."""
    return _attr(text)


@cache
def icon_body(element: str) -> str:
    """The inner SVG markup of an element icon (a 24×24 drawing) from ``assets/icons``."""
    if element not in ELEMENTS and element not in EXTRA_ICONS:
        return '<circle cx="12" cy="12" r="11" fill="#999"/>'
    text = (ICON_DIR / f"{element}.svg").read_text(encoding="utf-8")
    inner = re.sub(r"^.*?<svg[^>]*>|</svg>\s*$", "", text, flags=re.S)
    return " ".join(inner.split())


def icon(element: str, x: float, y: float, size: float) -> str:
    """An element icon placed at ``(x, y)`` (top-left) with the given size, titled by name."""
    scale = size / 24
    return (
        f'<g transform="translate({x:g} {y:g}) scale({scale:g})" class="cs-el-{esc(element)}">'
        f"<title>{esc(element)}</title>{icon_body(element)}</g>"
    )


def inline_icon(element: str, size: int = 20) -> str:
    """A standalone inline ``<svg>`` element icon for use in page text."""
    return (
        f'<svg class="cs-el" role="img" aria-label={attr(element)} width="{size}" '
        f'height="{size}" viewBox="0 0 24 24"><title>{esc(element)}</title>'
        f"{icon_body(element)}</svg>"
    )


def _lines(text: str, width_px: float, font_px: float, em: float = 0.5) -> list[str]:
    """Wrap text to a width, ``em`` being the assumed mean character width (in font sizes)."""
    chars = max(8, int(width_px / (font_px * em)))
    out: list[str] = []
    for para in str(text).splitlines() or [""]:
        out.extend(textwrap.wrap(para, chars) or [""])
    return out


def _text_block(lines: Sequence[str], x: float, y: float, size: float, lh: float, **kw: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}={attr(v)}' for k, v in kw.items())
    spans = "".join(
        f'<tspan x="{x:g}" y="{y + i * lh:g}">{esc(line)}</tspan>' for i, line in enumerate(lines)
    )
    return f'<text font-size="{size:g}"{extra}>{spans}</text>'


def _elements_row(counts: Iterable[tuple[str, int | None]], x: float, y: float, size: float) -> str:
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


def power_face(
    card: dict[str, Any], english: dict[str, str], spirit_name: str | None = None
) -> str:
    """The face of a power card: cost, name, speed, elements, range, target, effect, threshold."""
    kind = str(card.get("kind") or "minor")
    frame = KIND_COLOURS.get(kind, "#555")
    speed = str(card.get("speed") or "")
    width = 320
    name = str(card.get("name") or card.get("id") or "")
    name_lines = _lines(name, 220, 17)[:3]
    name_size = 17 if len(name_lines) == 1 else 14
    body_x, body_w = 22, width - 44
    effect = english.get("effect") or str(card.get("text") or "")
    effect_lines = _lines(effect, body_w, 13)
    threshold = card.get("threshold") if isinstance(card.get("threshold"), dict) else None
    th_text = english.get("threshold.effect") or (
        str(threshold.get("text", "")) if threshold else ""
    )
    th_lines = _lines(th_text, body_w - 8, 12) if threshold else []
    top_effect = 262
    th_top = top_effect + len(effect_lines) * 17 + 10
    height = max(448, th_top + (30 + len(th_lines) * 16 + 14 if threshold else 0) + 40)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cs-card-face" viewBox="0 0 {width} '
        f'{height}" width="{width}" height="{height}" role="img" aria-label={attr(name)} {FONT}>',
        f"<title>{esc(name)}</title>",
        f'<rect x="1" y="1" width="{width - 2}" height="{height - 2}" rx="16" fill="{frame}"/>',
        f'<rect x="10" y="58" width="{width - 20}" height="{height - 96}" rx="8" fill="#f7f0df"/>',
        _text_block(name_lines, 190, 26 if len(name_lines) == 1 else 20, name_size, 15,
                    fill="#fff", font_weight="bold", text_anchor="middle",
                    class_="cs-card-name"),
        '<circle cx="36" cy="31" r="23" fill="#1d1d1d" stroke="#e8c15a" stroke-width="3"/>',
        f'<text x="36" y="40" font-size="24" font-weight="bold" fill="#fff" '
        f'text-anchor="middle" class="cs-card-cost">{esc(card.get("cost", "?"))}</text>',
    ]
    if speed:
        out.append(
            f'<rect x="{width - 92}" y="66" width="76" height="22" rx="11" '
            f'fill="{SPEED_COLOURS.get(speed, "#666")}"/>'
            f'<text x="{width - 54}" y="81.5" font-size="12" font-weight="bold" fill="#fff" '
            f'text-anchor="middle" letter-spacing="1.5" class="cs-card-speed">'
            f"{esc(speed.upper())}</text>"
        )
    elements = [str(e) for e in card.get("elements") or []]
    size = 34.0 if len(elements) <= 5 else 26.0
    row_w = len(elements) * (size + 6) - 6
    art = [
        f'<rect x="18" y="96" width="{width - 36}" height="108" rx="6" fill="{frame}" '
        'fill-opacity="0.14"/>'
    ]
    for i, element in enumerate(elements):
        art.append(icon(element, (width - row_w) / 2 + i * (size + 6), 150 - size / 2, size))
    out.extend(art)
    target = card.get("target")
    is_spirit = isinstance(target, dict) and "spirit" in target
    target_label = "TARGET SPIRIT" if is_spirit else "TARGET LAND"
    out.append(
        f'<line x1="{width / 2:g}" y1="214" x2="{width / 2:g}" y2="250" stroke="#c9bb99"/>'
        f'<text x="{width / 4:g}" y="226" font-size="9.5" letter-spacing="1.2" fill="#6b5d40" '
        f'text-anchor="middle">RANGE</text>'
        f'<text x="{width * 3 / 4:g}" y="226" font-size="9.5" letter-spacing="1.2" fill="#6b5d40" '
        f'text-anchor="middle">{target_label}</text>'
    )
    out.append(_text_block(_lines(range_text(card.get("range")), 130, 12)[:2], width / 4, 243, 12,
                           13, text_anchor="middle", font_weight="bold", fill="#222",
                           class_="cs-card-range"))
    out.append(_text_block(_lines(target_text(target), 130, 12)[:2], width * 3 / 4, 243, 12, 13,
                           text_anchor="middle", font_weight="bold", fill="#222",
                           class_="cs-card-target"))
    out.append(f'<line x1="22" y1="254" x2="{width - 22}" y2="254" stroke="#c9bb99"/>')
    out.append(_text_block(effect_lines, body_x, top_effect + 12, 13, 17, fill="#1d1d1d",
                           class_="cs-card-effect"))
    if threshold:
        counts = [(str(k), v) for k, v in (threshold.get("elements") or {}).items()]
        out.append(
            f'<rect x="16" y="{th_top}" width="{width - 32}" height="{30 + len(th_lines) * 16 + 6}"'
            f' rx="6" fill="#ebe0c5" stroke="#c9bb99"/>'
            f'<text x="26" y="{th_top + 20}" font-size="11" font-weight="bold" fill="#6b5d40" '
            f'letter-spacing="1">IF YOU HAVE</text>'
        )
        out.append(_elements_row(counts, 112, th_top + 5, 20))
        out.append(_text_block(th_lines, 26, th_top + 44, 12, 16, fill="#1d1d1d",
                               class_="cs-card-threshold"))
    footer = f"{kind.upper()} POWER"
    if spirit_name:
        footer += f" · {spirit_name}"
    out.append(
        f'<text x="{width / 2:g}" y="{height - 15}" font-size="11" letter-spacing="1.5" '
        f'fill="#fff" text-anchor="middle">{esc(footer[:52])}</text></svg>'
    )
    return "".join(out)


def _slot(cx: float, cy: float, slot: dict[str, Any], key: str, fill: str) -> str:
    parts = [f'<circle cx="{cx:g}" cy="{cy:g}" r="24" fill="{fill}" stroke="#5b4a2e" '
             'stroke-width="1.5"/>']
    number = slot.get(key)
    element = slot.get("element")
    if number is not None and element:
        parts.append(f'<text x="{cx - 8:g}" y="{cy + 6:g}" font-size="18" font-weight="bold" '
                     f'text-anchor="middle" fill="#222">{esc(number)}</text>')
        parts.append(icon(str(element), cx + 1, cy - 9, 18))
    elif number is not None:
        parts.append(f'<text x="{cx:g}" y="{cy + 7:g}" font-size="20" font-weight="bold" '
                     f'text-anchor="middle" fill="#222">{esc(number)}</text>')
    elif element:
        parts.append(icon(str(element), cx - 13, cy - 13, 26))
    if slot.get("reclaim_one"):
        parts.append(f'<text x="{cx:g}" y="{cy + 38:g}" font-size="10" text-anchor="middle" '
                     'fill="currentColor">reclaim 1</text>')
    return "".join(parts)


def presence_tracks(tracks: dict[str, Any]) -> str:
    """Both presence tracks as two rows of slots (numbers and element icons)."""
    rows = [("energy", "Energy / turn", "energy", "#f1c75b"),
            ("card_plays", "Card plays", "plays", "#a9cdea")]
    slots = max((len(tracks.get(k) or []) for k, *_ in rows), default=0)
    width, height = 130 + slots * 60, 2 * 74 + 12
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="cs-tracks" viewBox="0 0 {width} '
           f'{height}" width="{width}" height="{height}" role="img" '
           f'aria-label="Presence tracks" {FONT}>']
    for r, (key, label, number_key, fill) in enumerate(rows):
        cy = 38 + r * 74
        out.append(f'<text x="8" y="{cy + 5}" font-size="13" font-weight="bold" '
                   f'fill="currentColor">{label}</text>')
        row = [s for s in tracks.get(key) or [] if isinstance(s, dict)]
        if len(row) > 1:
            out.append(f'<line x1="140" y1="{cy}" x2="{140 + (len(row) - 1) * 60}" y2="{cy}" '
                       'stroke="#b09a6a" stroke-width="4"/>')
        for i, slot in enumerate(row):
            out.append(_slot(140 + i * 60, cy, slot, number_key, fill))
    out.append("</svg>")
    return "".join(out)


def _layout(lands: list[dict[str, Any]]) -> dict[int, tuple[float, float, int]]:
    """Deterministic layered layout: column = distance from the coast, rows by neighbours."""
    adj = {int(ld["number"]): [int(a) for a in ld.get("adjacent") or []] for ld in lands}
    column = {int(ld["number"]): 0 for ld in lands if ld.get("coastal")}
    if not column and adj:
        column = {min(adj): 0}
    frontier = sorted(column)
    while frontier:
        nxt = []
        for n in frontier:
            for a in adj.get(n, []):
                if a in adj and a not in column:
                    column[a] = column[n] + 1
                    nxt.append(a)
        frontier = sorted(set(nxt))
    for n in adj:
        column.setdefault(n, max(column.values(), default=0) + 1)
    pos: dict[int, tuple[float, float, int]] = {}
    tallest = max(Counter(column.values()).values(), default=1)
    for c in range(max(column.values(), default=0) + 1):
        members = [n for n in sorted(adj) if column[n] == c]
        def bary(n: int) -> tuple[float, int]:
            ys = [pos[a][1] for a in adj[n] if a in pos]
            return (sum(ys) / len(ys) if ys else float(n), n)
        members.sort(key=bary)
        for i, n in enumerate(members):
            pos[n] = (140 + c * 170, 70 + 130 * i + 65 * (tallest - len(members)), c)
    return pos


_PIECE_GLYPHS = {
    "explorer": '<circle cx="6" cy="6" r="4.5" fill="#eee" stroke="#333"/>',
    "town": '<path d="M1 11V5l5-4 5 4v6z" fill="#eee" stroke="#333"/>',
    "city": '<path d="M0 11V3h4V0h4v3h4v8z" fill="#eee" stroke="#333"/>',
    "dahan": '<circle cx="6" cy="3" r="2.6" fill="#8b5a2b"/><path d="M2 12l1.5-6h5L10 12z" '
    'fill="#8b5a2b"/>',
    "blight": '<path d="M1 1l10 10M11 1 1 11" stroke="#7a1f5c" stroke-width="3"/>',
    "presence": '<circle cx="6" cy="6" r="5" fill="#f3d36b" stroke="#333"/>',
}


def board_map(board: dict[str, Any]) -> str:
    """A schematic map of a board: lands by terrain, numbers, coast, adjacency, setup pieces."""
    lands = [ld for ld in board.get("lands") or [] if isinstance(ld, dict) and "number" in ld]
    pos = _layout(lands)
    width = 130 + 170 * (max((p[2] for p in pos.values()), default=0) + 1)
    height = max(420, 60 + 130 * max(Counter(p[2] for p in pos.values()).values(), default=3))
    name = str(board.get("name") or board.get("id") or "board")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="cs-board" '
           f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
           f'aria-label={attr(name)} {FONT}>',
           f"<title>{esc(name)}</title>",
           f'<rect x="0" y="0" width="58" height="{height}" fill="#2d6fa3"/>'
           f'<text x="29" y="{height / 2:g}" font-size="14" fill="#fff" text-anchor="middle" '
           f'transform="rotate(-90 29 {height / 2:g})" letter-spacing="4">OCEAN</text>']
    drawn: set[tuple[int, int]] = set()
    for land in lands:
        n = int(land["number"])
        x, y, _ = pos[n]
        if land.get("coastal"):
            out.append(f'<line x1="58" y1="{y:g}" x2="{x:g}" y2="{y:g}" stroke="#2d6fa3" '
                       'stroke-width="3" stroke-dasharray="6 4" class="cs-coast"/>')
        for a in land.get("adjacent") or []:
            key = (min(n, int(a)), max(n, int(a)))
            if int(a) in pos and key not in drawn:
                drawn.add(key)
                ax, ay, _ = pos[int(a)]
                out.append(f'<line x1="{x:g}" y1="{y:g}" x2="{ax:g}" y2="{ay:g}" stroke="#7b6b4b" '
                           'stroke-width="2.5" class="cs-adj"/>')
    for land in lands:
        n = int(land["number"])
        x, y, _ = pos[n]
        terrain = str(land.get("terrain", ""))
        out.append(f'<g class="cs-land" data-land="{n}"><title>{esc(name)} {n}: '
                   f'{esc(terrain)}</title>'
                   f'<circle cx="{x:g}" cy="{y:g}" r="36" '
                   f'fill="{TERRAIN_COLOURS.get(terrain, "#aaa")}" '
                   f'stroke="#3b2f1c" stroke-width="2.5"/>'
                   f'<text x="{x:g}" y="{y + 4:g}" font-size="24" font-weight="bold" fill="#fff" '
                   f'text-anchor="middle" stroke="#3b2f1c" stroke-width="0.6">{n}</text>'
                   f'<text x="{x:g}" y="{y + 20:g}" font-size="10" fill="#fff" '
                   'text-anchor="middle">'
                   f"{esc(terrain)}</text>")
        pieces = [(str(k), v) for k, v in (land.get("setup") or {}).items()]
        px = x - (len(pieces) * 30) / 2
        for kind, count in pieces:
            glyph = _PIECE_GLYPHS.get(kind, _PIECE_GLYPHS["explorer"])
            out.append(f'<g transform="translate({px:g} {y + 42:g})"><title>{esc(count)} '
                       f"{esc(kind)}</title>{glyph}<text x=\"14\" y=\"10\" font-size=\"11\" "
                       f'fill="currentColor">×{esc(count)}</text></g>')
            px += 30
        out.append("</g>")
    out.append("</svg>")
    return "".join(out)


# --- fear cards ------------------------------------------------------------------------------

ROMAN = {1: "I", 2: "II", 3: "III"}
#: the terror-level badge colours, lighter to darker
TERROR_COLOURS = ("#8c5aa0", "#6d3a84", "#4b1d60")
FEAR_FRAME = "#231a28"
FEAR_PAPER = "#efe6d6"


def _terror_badge(cx: float, cy: float, level: int) -> str:
    """The terror-level marker: a pointed shield with the Roman numeral."""
    fill = TERROR_COLOURS[min(level, 3) - 1] if level >= 1 else TERROR_COLOURS[0]
    label = ROMAN.get(level, str(level))
    return (
        f'<g class="cs-terror-badge"><title>Terror level {esc(label)}</title>'
        f'<path d="M{cx - 15:g} {cy - 17:g}h30v20l-15 14l-15-14z" fill="{fill}" '
        f'stroke="#e8d9ef" stroke-width="1.5"/>'
        f'<text x="{cx:g}" y="{cy + 1:g}" font-size="{14 if len(label) < 3 else 12}" '
        f'font-weight="bold" fill="#fff" text-anchor="middle" font-family="Georgia, serif">'
        f"{esc(label)}</text></g>"
    )


def fear_face(card: dict[str, Any], english: dict[str, str]) -> str:
    """The face of a fear card: name, then the three terror levels, each with its printed text
    and the English rendered from its effect, on a dark card."""
    width = 320
    name = str(card.get("name") or card.get("id") or "")
    name_lines = _lines(name, 210, 18)[:2]
    levels = [lv if isinstance(lv, dict) else {} for lv in card.get("levels") or []]
    text_x, text_w = 70, width - 70 - 22
    bands = []
    y = 72 + 16 * (len(name_lines) - 1)
    for i, level in enumerate(levels):
        printed = _lines(str(level.get("text") or ""), text_w, 12.5, 0.47)
        rendered_text = english.get(f"levels[{i}].effect") or ""
        rendered = _lines(rendered_text, text_w, 11, 0.45) if rendered_text else []
        height = max(58, 16 + len(printed) * 16 + (8 + len(rendered) * 14 if rendered else 0) + 8)
        bands.append((y, height, i + 1, printed, rendered))
        y += height + 8
    height = y + 30
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cs-card-face cs-fear-face" '
        f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f"aria-label={attr(name)} {FONT}>",
        f"<title>{esc(name)}</title>",
        f'<rect x="1" y="1" width="{width - 2}" height="{height - 2}" rx="16" '
        f'fill="{FEAR_FRAME}" stroke="#5b3f66" stroke-width="2"/>',
        f'<rect x="8" y="8" width="{width - 16}" height="{46 + 16 * (len(name_lines) - 1)}" '
        'rx="10" fill="#3a2743"/>',
        f'<g transform="translate(16 14) scale({34 / 24:g})"><title>Fear</title>'
        f'{icon_body("fear")}</g>',
        _text_block(name_lines, width / 2 + 20, 37 if len(name_lines) == 1 else 29, 18, 17,
                    fill="#f6eefa", font_weight="bold", text_anchor="middle",
                    class_="cs-card-name"),
    ]
    for top, band_h, level, printed, rendered in bands:
        out.append(
            f'<g class="cs-fear-band" data-level="{level}">'
            f'<rect x="12" y="{top}" width="{width - 24}" height="{band_h}" rx="8" '
            f'fill="{FEAR_PAPER}"/>'
            f'<path d="M12 {top + 8}a8 8 0 0 1 8-8h30v{band_h}h-30a8 8 0 0 1-8-8z" '
            f'fill="{TERROR_COLOURS[min(level, 3) - 1]}" fill-opacity="0.35"/>'
            + _terror_badge(35, top + band_h / 2 - 2, level)
            + _text_block(printed, text_x, top + 22, 12.5, 16, fill="#1d1d1d",
                          class_="cs-fear-printed")
        )
        if rendered:
            ry = top + 22 + len(printed) * 16 + 4
            out.append(
                f'<line x1="{text_x}" y1="{ry - 8}" x2="{width - 22}" y2="{ry - 8}" '
                'stroke="#cdbfa6" stroke-dasharray="3 3"/>'
                + _text_block(rendered, text_x, ry + 6, 11, 14, fill="#5e4a66",
                              font_style="italic", class_="cs-fear-rendered")
            )
        out.append("</g>")
    out.append(
        f'<text x="{width / 2:g}" y="{height - 12}" font-size="11" letter-spacing="3" '
        f'fill="#cdb6d8" text-anchor="middle">FEAR CARD</text></svg>'
    )
    return "".join(out)


# --- invader cards ---------------------------------------------------------------------------

_TERRAIN_GLYPHS = {
    "mountain": '<path d="M-26 14l16-26 9 13 7-9 20 22z" fill="#fff" fill-opacity=".35"/>',
    "wetland": '<path d="M-24-6q6-6 12 0t12 0 12 0 12 0M-24 4q6-6 12 0t12 0 12 0 12 0M-24 14q6-6 '
               '12 0t12 0 12 0 12 0" fill="none" stroke="#fff" stroke-opacity=".5" '
               'stroke-width="2.5"/>',
    "jungle": '<path d="M-1.5 18V2h3v16z" fill="#fff" fill-opacity=".45"/><circle cx="-8" '
              'cy="-2" r="8" fill="#fff" fill-opacity=".3"/><circle cx="8" cy="-2" r="8" '
              'fill="#fff" fill-opacity=".3"/><circle cx="0" cy="-11" r="9" fill="#fff" '
              'fill-opacity=".3"/>',
    "sands": '<path d="M-28 16q14-18 30-6 12-12 26 6z" fill="#fff" fill-opacity=".3"/><circle '
             'cx="-14" cy="-8" r="1.6" fill="#fff" fill-opacity=".6"/><circle cx="-4" cy="-12" '
             'r="1.6" fill="#fff" fill-opacity=".6"/><circle cx="8" cy="-7" r="1.6" fill="#fff" '
             'fill-opacity=".6"/><circle cx="18" cy="-13" r="1.6" fill="#fff" '
             'fill-opacity=".6"/>',
    "coastal": '<path d="M-24-2q6-6 12 0t12 0 12 0 12 0M-24 8q6-6 12 0t12 0 12 0 12 0" '
               'fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2.5"/>',
}
OCEAN = "#2d6fa3"


def _terrain_label(text: str, x: float, y: float, size: float = 15) -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" font-weight="bold" fill="#fff" '
            f'stroke="#2a2118" stroke-width="3" paint-order="stroke" text-anchor="middle" '
            f'letter-spacing="1" class="cs-invader-terrain">{esc(text.upper())}</text>')


def _escalation_icon(cx: float, cy: float) -> str:
    return (f'<g class="cs-escalation"><title>Escalation</title>'
            f'<circle cx="{cx:g}" cy="{cy:g}" r="14" fill="#b3261e" stroke="#fff" '
            'stroke-width="2"/>'
            f'<path d="M{cx - 7:g} {cy + 1:g}l7-7 7 7M{cx - 7:g} {cy + 7:g}l7-7 7 7" fill="none" '
            'stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>'
            "</g>")


def invader_face(card: dict[str, Any]) -> str:
    """A small invader card: its terrain colours (a two-terrain card split diagonally, the
    coastal card drawn as coast and ocean), the stage, and the escalation icon."""
    width, height = 180, 252
    terrains = [str(t) for t in card.get("terrains") or []]
    stage = card.get("stage")
    stage_label = ROMAN.get(stage, str(stage)) if isinstance(stage, int) else str(stage or "?")
    name = str(card.get("name") or " + ".join(t.title() for t in terrains) or card.get("id") or "")
    x0, y0, w, h = 10, 10, width - 20, 196
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cs-invader-face" '
        f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f"aria-label={attr(f'Stage {stage_label}: {name}')} {FONT}>",
        f"<title>{esc(f'Stage {stage_label}: {name}')}</title>",
        f'<rect x="1" y="1" width="{width - 2}" height="{height - 2}" rx="12" fill="#2a2118" '
        'stroke="#8a6a3a" stroke-width="2"/>',
    ]
    cx, cy = x0 + w / 2, y0 + h / 2

    def colour(t: str) -> str:
        return TERRAIN_COLOURS.get(t, "#9a8a6a")

    if terrains == ["coastal"]:
        out += [
            f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" rx="6" fill="{OCEAN}"/>',
            f'<path d="M{x0 + 64} {y0}C{x0 + 96} {y0 + 50} {x0 + 50} {y0 + 110} {x0 + 84} '
            f'{y0 + h}H{x0 + w - 6}a6 6 0 0 0 6-6V{y0 + 6}a6 6 0 0 0-6-6z" fill="#b9a06a"/>',
            f'<path d="M{x0 + 64} {y0}C{x0 + 96} {y0 + 50} {x0 + 50} {y0 + 110} {x0 + 84} '
            f'{y0 + h}" fill="none" stroke="#f4ecd8" stroke-width="4" stroke-dasharray="7 5" '
            'class="cs-coast"/>',
            f'<g transform="translate({x0 + 34} {cy - 30})">{_TERRAIN_GLYPHS["coastal"]}</g>',
            f'<g transform="translate({x0 + 34} {cy + 40})">{_TERRAIN_GLYPHS["coastal"]}</g>',
            _terrain_label("Coastal", cx, cy - 4, 17),
            _terrain_label("lands", cx, cy + 16, 13),
        ]
    elif len(terrains) >= 2:
        a, b = terrains[0], terrains[1]
        out += [
            f'<path d="M{x0 + 6} {y0}H{x0 + w}L{x0} {y0 + h}V{y0 + 6}a6 6 0 0 1 6-6z" '
            f'fill="{colour(a)}" class="cs-invader-{esc(a)}"/>',
            f'<path d="M{x0 + w} {y0}V{y0 + h - 6}a6 6 0 0 1-6 6H{x0}z" fill="{colour(b)}" '
            f'class="cs-invader-{esc(b)}"/>',
            f'<line x1="{x0 + w}" y1="{y0}" x2="{x0}" y2="{y0 + h}" stroke="#2a2118" '
            'stroke-width="3"/>',
            f'<g transform="translate({x0 + 44} {y0 + 70})">{_TERRAIN_GLYPHS.get(a, "")}</g>',
            f'<g transform="translate({x0 + w - 44} {y0 + h - 70})">'
            f'{_TERRAIN_GLYPHS.get(b, "")}</g>',
            _terrain_label(a, x0 + 50, y0 + 32, 13),
            _terrain_label(b, x0 + w - 50, y0 + h - 18, 13),
        ]
    else:
        t = terrains[0] if terrains else ""
        out += [
            f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" rx="6" fill="{colour(t)}" '
            f'class="cs-invader-{esc(t)}"/>',
            f'<g transform="translate({cx:g} {cy - 14:g}) scale(1.6)">'
            f'{_TERRAIN_GLYPHS.get(t, "")}</g>',
            _terrain_label(t, cx, cy + 48, 17),
        ]
    if card.get("escalation"):
        out.append(_escalation_icon(x0 + w - 18, y0 + 18 if len(terrains) < 2 else y0 + h - 50))
    out.append(
        f'<text x="{width / 2:g}" y="{height - 17}" font-size="14" font-weight="bold" '
        f'fill="#f4e3bd" text-anchor="middle" letter-spacing="2" class="cs-invader-stage">'
        f"STAGE {esc(stage_label)}</text></svg>"
    )
    return "".join(out)
