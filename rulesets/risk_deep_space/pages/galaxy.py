"""The galaxy map, drawn as inline SVG from the board data: each space at its ``at: [x, y]``
(0–100, north up; spaces without one go round a circle), the connections, the gem warp
joining its planets through the centre, the home stations in their colours."""

from __future__ import annotations

import math
from typing import Any

from cardsmith.tools.publish.read import as_dict, as_list, dicts, scalar_text, words
from cardsmith.tools.publish.svg import FONT, attr, esc

SIZE = 600
MARGIN = 40
COLOURS = {"red": "#c62828", "yellow": "#f2b705", "blue": "#1e63c4", "green": "#2e8b3e"}
WARP = "#b06ad9"


def _at(item: dict[str, Any]) -> tuple[float, float] | None:
    at = as_list(item.get("at"))
    if len(at) == 2 and all(isinstance(v, int | float) and not isinstance(v, bool) for v in at):
        scale = (SIZE - 2 * MARGIN) / 100
        return MARGIN + float(at[0]) * scale, MARGIN + float(at[1]) * scale
    return None


def positions(data: dict[str, Any]) -> dict[str, tuple[float, float]]:
    """Space id → drawing position (``at:`` where given, else round a circle)."""
    spaces = [*dicts(data.get("planets")), *dicts(data.get("home_stations"))]
    out: dict[str, tuple[float, float]] = {}
    missing = []
    for item in spaces:
        sid = scalar_text(item.get("id"))
        if not sid:
            continue
        pos = _at(item)
        if pos is None:
            missing.append(sid)
        else:
            out[sid] = pos
    radius = SIZE / 2 - MARGIN
    for i, sid in enumerate(missing):
        angle = 2 * math.pi * i / len(missing) - math.pi / 2
        out[sid] = (SIZE / 2 + radius * math.cos(angle), SIZE / 2 + radius * math.sin(angle))
    return out


def covered(data: dict[str, Any]) -> dict[str, list[str]]:
    """Planet id → the 2-player colour pairs that cover it (``"red & blue"``)."""
    out: dict[str, list[str]] = {}
    for layout in dicts(data.get("two_player")):
        pair = " & ".join(words(layout.get("colours")))
        for planet in words(layout.get("covers")):
            out.setdefault(planet, []).append(pair)
    return out


def galaxy_map(data: dict[str, Any]) -> str:
    """The map of a galaxy record's data (``""`` when it has no spaces)."""
    pos = positions(data)
    if not pos:
        return ""
    name = scalar_text(data.get("name")) or "Galaxy"
    warp = [p for p in words(as_dict(data.get("gem_warp")).get("connects")) if p in pos]
    covers = covered(data)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cs-galaxy-map" viewBox="0 0 {SIZE} '
        f'{SIZE}" width="{SIZE}" height="{SIZE}" style="max-width:100%;height:auto" role="img" '
        f'aria-label={attr(name)} {FONT}>',
        f"<title>{esc(name)}</title>",
        f'<rect width="{SIZE}" height="{SIZE}" rx="18" fill="#0d1024"/>',
    ]
    if warp:
        cx = sum(pos[p][0] for p in warp) / len(warp)
        cy = sum(pos[p][1] for p in warp) / len(warp)
        out += [f'<line x1="{pos[p][0]:.1f}" y1="{pos[p][1]:.1f}" x2="{cx:.1f}" y2="{cy:.1f}" '
                f'stroke="{WARP}" stroke-width="3" stroke-dasharray="6 5"/>' for p in warp]
        label = scalar_text(as_dict(data.get("gem_warp")).get("name")) or "gem warp"
        out += [f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="40" fill="#2a1840" stroke="{WARP}" '
                'stroke-width="3" class="cs-warp"/>',
                f'<text x="{cx:.1f}" y="{cy + 4:.1f}" font-size="11" fill="#e6cdf5" '
                f'text-anchor="middle">{esc(label)}</text>']
    for pair in as_list(data.get("connections")):
        ends = words(pair)
        if len(ends) == 2 and all(e in pos for e in ends):
            (x1, y1), (x2, y2) = pos[ends[0]], pos[ends[1]]
            out.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" '
                       'stroke="#8fa3d9" stroke-width="2.5" class="cs-connection"/>')
    for planet in dicts(data.get("planets")):
        pid = scalar_text(planet.get("id"))
        if pid not in pos:
            continue
        x, y = pos[pid]
        title = f"{scalar_text(planet.get('name'))} ({pid})"
        if pid in covers:
            title += "; covered in 2-player games of " + ", ".join(covers[pid])
        ring = ' stroke-dasharray="4 3"' if pid in covers else ""
        fill = "#3b2a5c" if pid in warp else "#22315e"
        out += [f'<g class="cs-planet"><title>{esc(title)}</title>',
                f'<circle cx="{x:.1f}" cy="{y:.1f}" r="24" fill="{fill}" stroke="#dfe6ff" '
                f'stroke-width="2"{ring}/>',
                f'<text x="{x:.1f}" y="{y + 1:.1f}" font-size="12" font-weight="bold" '
                f'fill="#fff" text-anchor="middle">{esc(pid)}</text>',
                f'<text x="{x:.1f}" y="{y + 14:.1f}" font-size="9" fill="#c9d3f0" '
                f'text-anchor="middle">{esc(scalar_text(planet.get("name")))}</text></g>']
    for station in dicts(data.get("home_stations")):
        sid = scalar_text(station.get("id"))
        if sid not in pos:
            continue
        x, y = pos[sid]
        colour = scalar_text(station.get("colour"))
        out += [f'<g class="cs-station"><title>{esc(f"{colour} home station ({sid})")}</title>',
                f'<rect x="{x - 20:.1f}" y="{y - 14:.1f}" width="40" height="28" rx="5" '
                f'fill="{COLOURS.get(colour, "#777")}" stroke="#fff" stroke-width="2"/>',
                f'<text x="{x:.1f}" y="{y + 4:.1f}" font-size="10" font-weight="bold" '
                f'fill="{"#1d1d1d" if colour == "yellow" else "#fff"}" text-anchor="middle">'
                f'{esc(colour)}</text></g>']
    out.append("</svg>")
    return "".join(out)
