"""The face of an action card, drawn as inline SVG from the record's data: the cost to play,
the name, when it is played, its target, the printed text and the copies in the deck.

Content text goes through :func:`~tools.publish.svg.esc` and :func:`~tools.publish.svg.attr`.
"""

from __future__ import annotations

from typing import Any

from cardsmith.tools.publish.read import as_dict, as_int, scalar_text
from cardsmith.tools.publish.svg import FONT, attr, esc, text_block, wrap

#: frame colour and badge of each cost kind
COSTS: dict[str, tuple[str, str]] = {
    "free": ("#2f6d3a", "free"),
    "gem": ("#1f5aa6", "1 gem"),
    "recruit": ("#9c2f2f", "1 recruit"),
}
TIMINGS = {
    "turn": "Your turn",
    "battle": "Before a battle you fight",
    "any": "Your turn or before a battle",
}
PLANET_TARGETS = {
    "any": "any planet",
    "yours": "a planet with your recruits",
    "enemy": "a planet with enemy recruits",
    "your-base": "a planet with your base",
}


def cost_text(card: dict[str, Any]) -> str:
    """``Pay 1 gem to play`` / ``Free to play``."""
    cost = scalar_text(card.get("cost"))
    return "Free to play" if cost == "free" else f"Pay {COSTS.get(cost, ('', cost))[1]} to play"


def timing_text(card: dict[str, Any]) -> str:
    timing = scalar_text(card.get("timing"))
    return TIMINGS.get(timing, timing)


def target_text(card: dict[str, Any]) -> str:
    """``Target: a planet with your recruits; an opponent`` (``""``: no target)."""
    target = as_dict(card.get("target"))
    parts = []
    planet = scalar_text(target.get("planet"))
    if planet:
        parts.append(PLANET_TARGETS.get(planet, planet))
    if scalar_text(target.get("player")):
        parts.append("an opponent")
    return "; ".join(parts)


def card_face(card: dict[str, Any]) -> str:
    """The face of an action card (``card``: the record's data)."""
    width = 300
    cost = scalar_text(card.get("cost"))
    frame, badge = COSTS.get(cost, ("#555", cost or "?"))
    name = scalar_text(card.get("name")) or scalar_text(card.get("id"))
    name_lines = wrap(name, width - 40, 17)[:2]
    text_lines = wrap(" ".join(scalar_text(card.get("text")).split()), width - 48, 12.5)
    target = target_text(card)
    top = 118 if target else 100
    height = max(340, top + len(text_lines) * 17 + 70)
    copies = as_int(card.get("copies"))
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cs-card-face" viewBox="0 0 {width} '
        f'{height}" width="{width}" height="{height}" role="img" aria-label={attr(name)} {FONT}>',
        f"<title>{esc(name)}</title>",
        f'<rect x="1" y="1" width="{width - 2}" height="{height - 2}" rx="16" fill="#10131f" '
        f'stroke="{frame}" stroke-width="6"/>',
        f'<rect x="12" y="12" width="{width - 24}" height="{42 if len(name_lines) == 1 else 58}" '
        f'rx="8" fill="{frame}"/>',
        text_block(name_lines, width / 2, 39 if len(name_lines) == 1 else 32, 17, 19,
                   fill="#fff", font_weight="bold", text_anchor="middle", class_="cs-card-name"),
        f'<text x="{width / 2:g}" y="{90 if len(name_lines) == 1 else 96}" font-size="12" '
        f'fill="#c9d3f0" text-anchor="middle" class="cs-card-timing">{esc(timing_text(card))}'
        "</text>",
    ]
    if target:
        out.append(f'<text x="{width / 2:g}" y="{top - 10}" font-size="11.5" fill="#e8c15a" '
                   f'text-anchor="middle">Target: {esc(target)}</text>')
    out += [
        f'<rect x="14" y="{top}" width="{width - 28}" height="{height - top - 50}" rx="8" '
        'fill="#f2f0e8"/>',
        text_block(text_lines, 24, top + 22, 12.5, 17, fill="#1d1d1d", class_="cs-card-text"),
        f'<rect x="14" y="{height - 40}" width="96" height="26" rx="13" fill="{frame}"/>',
        f'<text x="62" y="{height - 22}" font-size="12" font-weight="bold" fill="#fff" '
        f'text-anchor="middle" class="cs-card-cost">{esc(badge)}</text>',
    ]
    if copies is not None:
        out.append(f'<text x="{width - 20}" y="{height - 22}" font-size="12" fill="#c9d3f0" '
                   f'text-anchor="end">×{copies} in the deck</text>')
    if card.get("sample") is True:
        out.append(f'<text x="{width / 2:g}" y="{height - 22}" font-size="10" fill="#e8c15a" '
                   'text-anchor="middle">SAMPLE</text>')
    out.append("</svg>")
    return "".join(out)
