"""Card faces, drawn as inline SVG from a record's data: the colour's frame, the name, the type
line (kind, tech level, cost), the keywords and printed text, attack and health (a hero's per
band) and, on every face, the mark "SAMPLE CARD — not an official card".

Content text goes through :func:`~tools.publish.svg.esc` and :func:`~tools.publish.svg.attr`.
"""

from __future__ import annotations

from typing import Any

from cardsmith.tools.publish.read import as_dict, as_int, as_list, scalar_text
from cardsmith.tools.publish.svg import FONT, attr, esc, text_block, wrap

#: frame colour of each colour
FRAMES = {"ember": "#a2391d", "grove": "#2f6d3a", "neutral": "#5a5f6b"}
TECH = {0: "Tech 0", 1: "Tech I", 2: "Tech II", 3: "Tech III"}
SAMPLE_MARK = "SAMPLE CARD — not an official card"
WIDTH = 300


def type_line(kind: str, card: dict[str, Any]) -> str:
    """``Unit · Tech I · 2 gold`` / ``Ongoing spell · Tech 0 · 1 gold`` / ``Add-on · 3 gold``."""
    cost = as_int(card.get("cost"))
    gold = f"{cost} gold" if cost is not None else ""
    if kind == "hero":
        return " · ".join(x for x in ("Hero", scalar_text(card.get("spec")).title(), gold) if x)
    if kind == "building":
        what = {"base": "Base", "tech": "Tech building", "addon": "Add-on"}.get(
            scalar_text(card.get("building")), "Building")
        return " · ".join(x for x in (what, gold) if x)
    name = {"unit": "Unit", "upgrade": "Upgrade"}.get(kind, "")
    if kind == "spell":
        name = f"{scalar_text(card.get('spell')).capitalize()} spell"
    tech = TECH.get(as_int(card.get("tech")) or 0, "")
    return " · ".join(x for x in (name, tech, gold) if x)


def _lines(card: dict[str, Any], kind: str) -> list[str]:
    if kind != "hero":
        return wrap(" ".join(scalar_text(card.get("text")).split()), WIDTH - 48, 12.5)
    out = []
    for band in as_list(card.get("bands")):
        b = as_dict(band)
        levels = [as_int(x) for x in as_list(b.get("levels"))]
        span = f"{levels[0]}-{levels[-1]}" if levels and levels[0] != levels[-1] else \
            str(levels[0] if levels else "?")
        out += wrap(f"Lv {span}: {b.get('attack')}/{b.get('health')}. "
                    + " ".join(scalar_text(b.get("text")).split()), WIDTH - 48, 12.5)
    return out


def card_face(card: dict[str, Any], kind: str) -> str:
    """The face of a card (``card``: the record's data, ``kind``: its content kind)."""
    frame = FRAMES.get(scalar_text(card.get("colour")), FRAMES["neutral"])
    name = scalar_text(card.get("name")) or scalar_text(card.get("id"))
    lines = _lines(card, kind)
    top = 104
    height = max(360, top + len(lines) * 17 + 96)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cs-card-face" viewBox="0 0 {WIDTH} '
        f'{height}" width="{WIDTH}" height="{height}" role="img" aria-label={attr(name)} {FONT}>',
        f"<title>{esc(name)}</title>",
        f'<rect x="1" y="1" width="{WIDTH - 2}" height="{height - 2}" rx="14" fill="#17141a" '
        f'stroke="{frame}" stroke-width="6"/>',
        f'<rect x="12" y="12" width="{WIDTH - 24}" height="44" rx="8" fill="{frame}"/>',
        f'<text x="{WIDTH / 2:g}" y="41" font-size="18" font-weight="bold" fill="#fff" '
        f'text-anchor="middle" class="cs-card-name">{esc(name)}</text>',
        f'<text x="{WIDTH / 2:g}" y="80" font-size="12.5" fill="#e9dcc6" text-anchor="middle" '
        f'class="cs-card-type">{esc(type_line(kind, card))}</text>',
        f'<rect x="14" y="{top}" width="{WIDTH - 28}" height="{height - top - 84}" rx="8" '
        'fill="#f3efe6"/>',
        text_block(lines, 24, top + 22, 12.5, 17, fill="#1d1d1d", class_="cs-card-text"),
    ]
    attack, health = as_int(card.get("attack")), as_int(card.get("health"))
    if kind in ("unit", "building") and health is not None:
        stats = f"{attack}/{health}" if kind == "unit" else f"{health} health"
        out.append(f'<text x="{WIDTH - 22}" y="{height - 50}" font-size="16" '
                   f'font-weight="bold" fill="#fff" text-anchor="end" class="cs-card-stats">'
                   f"{esc(stats)}</text>")
    out += [
        f'<rect x="14" y="{height - 34}" width="{WIDTH - 28}" height="22" rx="6" '
        'fill="#e8c15a"/>',
        f'<text x="{WIDTH / 2:g}" y="{height - 19}" font-size="10.5" font-weight="bold" '
        f'fill="#2a2000" text-anchor="middle" class="cs-sample-mark">{esc(SAMPLE_MARK)}</text>',
        "</svg>",
    ]
    return "".join(out)
