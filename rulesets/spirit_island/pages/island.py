"""Invader-card faces and island-board maps, drawn as inline SVG from the record's data.

Content text goes through :func:`~tools.publish.svg.esc` and :func:`~tools.publish.svg.attr`
(see :mod:`cardsmith.tools.publish.svg`).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cardsmith.rulesets.spirit_island.pages.icons import OCEAN, ROMAN, TERRAIN_COLOURS
from cardsmith.tools.publish.read import as_dict, as_int, as_list, dicts, scalar_text, words
from cardsmith.tools.publish.svg import FONT, attr, esc

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
    terrains = words(card.get("terrains"))
    stage = as_int(card.get("stage"))
    stage_label = (ROMAN.get(stage, str(stage)) if stage is not None
                   else scalar_text(card.get("stage")) or "?")
    name = (scalar_text(card.get("name")) or " + ".join(t.title() for t in terrains)
            or scalar_text(card.get("id")))
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


def _numbers(value: Any) -> list[int]:
    """The land numbers of an ``adjacent`` list (items that are not integers left out)."""
    return [n for x in as_list(value) if (n := as_int(x)) is not None]


def _layout(lands: list[dict[str, Any]]) -> dict[int, tuple[float, float, int]]:
    """Deterministic layered layout: column = distance from the coast, rows by neighbours.

    ``lands``: mappings whose ``number`` is an integer."""
    adj = {int(ld["number"]): _numbers(ld.get("adjacent")) for ld in lands}
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
            return (sum(ys) / len(ys) if ys else n, n)
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
    lands = [ld for ld in dicts(board.get("lands")) if as_int(ld.get("number")) is not None]
    pos = _layout(lands)
    width = 130 + 170 * (max((p[2] for p in pos.values()), default=0) + 1)
    height = max(420, 60 + 130 * max(Counter(p[2] for p in pos.values()).values(), default=3))
    name = scalar_text(board.get("name")) or scalar_text(board.get("id")) or "board"
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
        for a in _numbers(land.get("adjacent")):
            key = (min(n, a), max(n, a))
            if a in pos and key not in drawn:
                drawn.add(key)
                ax, ay, _ = pos[a]
                out.append(f'<line x1="{x:g}" y1="{y:g}" x2="{ax:g}" y2="{ay:g}" stroke="#7b6b4b" '
                           'stroke-width="2.5" class="cs-adj"/>')
    for land in lands:
        n = int(land["number"])
        x, y, _ = pos[n]
        terrain = scalar_text(land.get("terrain"))
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
        pieces = [(str(k), v) for k, v in as_dict(land.get("setup")).items()]
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
