"""SVG drawings for the site: power-card faces, presence tracks, island-board maps, element icons.

Every piece of content text goes through :func:`esc` (XML escaping) or :func:`attr` (a quoted XML
attribute), so a card named ``<script>alert(1)</script>`` is drawn as those characters. The output
is inline SVG meant to sit in a raw-HTML ``<div>`` of a Markdown page; it contains no blank lines
(which would end a Markdown raw-HTML block).
"""

from __future__ import annotations

import re
import textwrap
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from tools.search import range_text, target_text

ICON_DIR = Path(__file__).parent / "assets" / "icons"
ELEMENTS = ("sun", "moon", "fire", "air", "water", "earth", "plant", "animal")
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
    """Escape text for an XML text node (``& < >`` and quotes)."""
    return escape(str(text), {'"': "&quot;", "'": "&#39;"})


def attr(text: Any) -> str:
    """A quoted XML attribute value (with its quotes)."""
    return quoteattr(str(text))


@cache
def icon_body(element: str) -> str:
    """The inner SVG markup of an element icon (a 24×24 drawing) from ``assets/icons``."""
    if element not in ELEMENTS:
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


def _lines(text: str, width_px: float, font_px: float) -> list[str]:
    chars = max(8, int(width_px / (font_px * 0.5)))
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
