"""What Spirit Island prints (the ``printing`` hook, :data:`PRINTING`): power cards and fear
cards at standard size (63 × 88 mm), invader cards at mini size (44 × 68 mm), each with its back,
and each spirit's panel (254 × 178 mm) alone on a page.

The faces are the site's (:mod:`~cardsmith.rulesets.spirit_island.pages.faces`,
:mod:`~cardsmith.rulesets.spirit_island.pages.island`); the spirit panel is drawn here: name, setup,
growth options, presence tracks, special rules and innate powers. Content text goes through
:func:`~cardsmith.tools.publish.svg.esc` (see :mod:`cardsmith.tools.publish.svg`).
"""

from __future__ import annotations

import re
from typing import Any

from cardsmith.rulesets.spirit_island.pages.faces import FEAR_FRAME, fear_face, power_face
from cardsmith.rulesets.spirit_island.pages.icons import (
    KIND_COLOURS,
    ROMAN,
    elements_row,
    icon_body,
)
from cardsmith.rulesets.spirit_island.pages.island import invader_face
from cardsmith.rulesets.spirit_island.pages.spirits import presence_tracks
from cardsmith.rulesets.spirit_island.search import range_text, target_text
from cardsmith.tools.content.catalog import Catalog, Record
from cardsmith.tools.printing.api import CARD_SIZE, PrintKind, PrintSpec
from cardsmith.tools.printing.generic import plain_back
from cardsmith.tools.publish.read import as_dict, as_list, dicts, scalar_text
from cardsmith.tools.publish.svg import FONT, attr, esc, text_block, wrap
from cardsmith.tools.publish.text import record_name

#: mini cards (the invader deck), width × height in millimetres
MINI_SIZE = (44.0, 68.0)
#: a spirit panel, width × height in millimetres
PANEL_SIZE = (254.0, 178.0)
INVADER_FRAME = "#2a2118"
PANEL_PAPER = "#f4ecd8"
#: the order power cards print in: the minor deck, the major deck, then unique powers
POWER_ORDER = {"minor": 0, "major": 1, "unique": 2}


def _data(record: Record) -> dict[str, Any]:
    return as_dict(record.data)


# --- cards and backs ---------------------------------------------------------------------------

def power_card(record: Record, catalog: Catalog) -> str:
    """A power card's face (a unique power names its spirit)."""
    owner = scalar_text(record.get("spirit"))
    spirit = catalog.by_id(owner, "spirit") if owner else None
    return power_face(_data(record), record.english, spirit.name if spirit else None)


def _power_colour(record: Record) -> str:
    return KIND_COLOURS.get(scalar_text(record.get("kind")) or "minor", "#555")


def power_back(record: Record, _catalog: Catalog) -> str:
    """A power card's back: its deck's colour and name (minor, major, unique)."""
    kind = scalar_text(record.get("kind")) or "minor"
    return plain_back(f"{kind} power", CARD_SIZE, _power_colour(record))


def fear_card(record: Record, _catalog: Catalog) -> str:
    """A fear card's face."""
    return fear_face(_data(record), record.english)


def fear_back(_record: Record, _catalog: Catalog) -> str:
    """A fear card's back: the fear icon on the dark frame colour."""
    width, height = 630, 880
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
            f'width="{width}" height="{height}" {FONT}>'
            f'<rect width="{width}" height="{height}" fill="{FEAR_FRAME}"/>'
            f'<rect x="36" y="36" width="{width - 72}" height="{height - 72}" rx="24" '
            'fill="none" stroke="#8c5aa0" stroke-width="6"/>'
            f'<g transform="translate({width / 2 - 150:g} 250) scale(12.5)">'
            f'{icon_body("fear")}</g>'
            f'<text x="{width / 2:g}" y="660" font-size="56" font-weight="bold" fill="#f1e6f5" '
            'text-anchor="middle" letter-spacing="8">FEAR</text></svg>')


def invader_card(record: Record, _catalog: Catalog) -> str:
    """An invader card's face."""
    return invader_face(_data(record))


def invader_back(record: Record, _catalog: Catalog) -> str:
    """An invader card's back: its stage, so the deck can be built by stage."""
    stage = record.get("stage")
    label = ROMAN.get(stage, str(stage)) if isinstance(stage, int) else "?"
    return plain_back(f"Stage {label}", MINI_SIZE, INVADER_FRAME)


# --- the spirit panel --------------------------------------------------------------------------

#: the panel's drawing units (4 per millimetre)
PANEL_W, PANEL_H = 1016, 712
COLUMN_GAP = 24
LEFT_X, LEFT_W = 24, 468
RIGHT_X = LEFT_X + LEFT_W + COLUMN_GAP
RIGHT_W = PANEL_W - RIGHT_X - 24
INK = "#1d1d1d"
HEAD = "#6b5d40"


def _growth_text(action: Any) -> str:
    """One growth action as printed (plain text)."""
    if not isinstance(action, dict) or not action:
        return scalar_text(action)
    key, value = next(iter(action.items()))
    key = scalar_text(key)
    if key == "reclaim":
        return "Reclaim all cards" if value == "all" else "Reclaim one card"
    if key == "gain_card":
        return "Gain a power card" if value == "any" else f"Gain a {value} power card"
    if key == "gain_energy":
        return f"+{value} Energy"
    if key == "gain_element":
        return f"Gain {str(value).title()}"
    if key == "add_presence" and isinstance(value, dict):
        terrains = " / ".join(scalar_text(t) for t in as_list(value.get("terrain")))
        where = f" to {terrains}" if terrains else ""
        return f"Add a Presence (range {scalar_text(value.get('range'), '?')}){where}"
    return f"{key.replace('_', ' ')}: {scalar_text(value)}"


def _heading(text: str, x: float, y: float) -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="17" font-weight="bold" fill="{HEAD}" '
            f'letter-spacing="2">{esc(text.upper())}</text>')


class _Column:
    """Blocks of a panel column, stacked downwards from ``y``."""

    def __init__(self, x: float, width: float, y: float) -> None:
        self.x, self.width, self.y = x, width, y
        self.parts: list[str] = []

    def heading(self, text: str) -> None:
        self.y += 26
        self.parts.append(_heading(text, self.x, self.y))
        self.parts.append(f'<line x1="{self.x:g}" y1="{self.y + 7:g}" '
                          f'x2="{self.x + self.width:g}" y2="{self.y + 7:g}" stroke="#c9bb99"/>')
        self.y += 14

    def text(self, text: str, size: float = 16, **kw: str) -> None:
        lines = wrap(" ".join(str(text).split()), self.width - 4, size, 0.5)
        self.parts.append(text_block(lines, self.x, self.y + size, size, size * 1.3,
                                     fill=INK, **kw))
        self.y += len(lines) * size * 1.3 + 4


def _growth(column: _Column, options: list[Any]) -> None:
    column.heading("Growth (pick one)")
    count = max(1, len(options))
    gap = 8
    box_w = (column.width - gap * (count - 1)) / count
    rows = [[wrap(_growth_text(a), box_w - 16, 14, 0.5) for a in option] for option in options]
    box_h = max((sum(len(r) for r in opt) * 18 + len(opt) * 5 for opt in rows), default=0) + 16
    for i, lines in enumerate(rows):
        x = column.x + i * (box_w + gap)
        column.parts.append(f'<rect x="{x:g}" y="{column.y + 4:g}" width="{box_w:g}" '
                            f'height="{box_h:g}" rx="8" fill="#ebe0c5" stroke="#c9bb99"/>')
        y = column.y + 26
        for action in lines:
            column.parts.append(text_block(action, x + 8, y, 14, 18, fill=INK))
            y += len(action) * 18 + 5
    column.y += box_h + 10


def _tracks(column: _Column, tracks: dict[str, Any]) -> None:
    column.heading("Presence tracks")
    drawing = presence_tracks(tracks)
    found = re.search(r'viewBox="0 0 ([0-9.]+) ([0-9.]+)"', drawing)
    width, height = (float(found.group(1)), float(found.group(2))) if found else (600.0, 160.0)
    body = re.sub(r"^<svg[^>]*>|</svg>$", "", drawing).replace("currentColor", INK)
    scale = min(1.0, column.width / width)
    column.parts.append(f'<g transform="translate({column.x:g} {column.y:g}) scale({scale:g})">'
                        f"{body}</g>")
    column.y += height * scale + 6


#: the size of an element icon in an innate power's threshold, and one count-and-icon's width
ICON = 22
ICON_STEP = ICON * 0.55 + ICON + 4


def _innate(column: _Column, innate: dict[str, Any]) -> None:
    column.y += 8
    column.text(scalar_text(innate.get("name")) or "Innate power", 18, font_weight="bold")
    line = (f"{scalar_text(innate.get('speed')).upper()} · Range "
            f"{range_text(innate.get('range'))} · Target {target_text(innate.get('target'))}")
    column.text(line, 14, fill_opacity="0.8")
    levels = dicts(innate.get("levels"))
    widest = max((len(as_dict(lv.get("elements"))) for lv in levels), default=0)
    text_x = column.x + widest * ICON_STEP + 8
    for level in levels:
        counts = [(str(k), v if isinstance(v, int) else None)
                  for k, v in as_dict(level.get("elements")).items()]
        top = column.y
        column.parts.append(elements_row(counts, column.x, top, ICON))
        lines = wrap(" ".join(scalar_text(level.get("text")).split()),
                     column.x + column.width - text_x, 15, 0.5)
        column.parts.append(text_block(lines, text_x, top + 17, 15, 19, fill=INK))
        column.y = top + max(ICON + 8, len(lines) * 19 + 8)


def spirit_panel(record: Record, _catalog: Catalog) -> str:
    """A spirit's panel: name; setup, growth and presence tracks on the left; special rules
    and innate powers on the right (taller than the panel only if the text needs it)."""
    data = _data(record)
    name = record_name(record)
    left = _Column(LEFT_X, LEFT_W, 72)
    left.heading("Setup")
    left.text(scalar_text(as_dict(data.get("setup")).get("text")))
    _growth(left, [as_list(o) for o in as_list(data.get("growth"))])
    _tracks(left, as_dict(data.get("presence_tracks")))
    right = _Column(RIGHT_X, RIGHT_W, 72)
    rules = dicts(data.get("special_rules"))
    if rules:
        right.heading("Special rules")
        for rule in rules:
            right.text(scalar_text(rule.get("name")) or "Special rule", 17, font_weight="bold")
            right.text(scalar_text(rule.get("text")), 15)
    innates = dicts(data.get("innates"))
    if innates:
        right.heading("Innate powers")
        for innate in innates:
            _innate(right, innate)
    height = max(PANEL_H, left.y + 20, right.y + 20)
    return "".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PANEL_W} {height:g}" '
        f'width="{PANEL_W}" height="{height:g}" role="img" aria-label={attr(name)} {FONT}>',
        f"<title>{esc(name)}</title>",
        f'<rect x="2" y="2" width="{PANEL_W - 4}" height="{height - 4:g}" rx="18" '
        f'fill="{PANEL_PAPER}" stroke="#5b4a2e" stroke-width="4"/>',
        f'<rect x="12" y="12" width="{PANEL_W - 24}" height="48" rx="10" fill="#3b2f1c"/>',
        f'<text x="28" y="46" font-size="28" font-weight="bold" fill="#f4e3bd">{esc(name)}'
        "</text>",
        f'<text x="{PANEL_W - 28}" y="44" font-size="14" fill="#cdb98f" text-anchor="end" '
        'letter-spacing="3">SPIRIT</text>',
        f'<line x1="{RIGHT_X - COLUMN_GAP / 2:g}" y1="76" x2="{RIGHT_X - COLUMN_GAP / 2:g}" '
        f'y2="{height - 20:g}" stroke="#c9bb99"/>',
        *left.parts, *right.parts,
        "</svg>",
    ])


PRINTING = PrintSpec(kinds=(
    PrintKind(kind="power", title="Power cards", face=power_card, back=power_back,
              background=_power_colour,
              sort_key=lambda r: POWER_ORDER.get(scalar_text(r.get("kind")), 3)),
    PrintKind(kind="fear", title="Fear cards", face=fear_card, back=fear_back,
              background=FEAR_FRAME),
    PrintKind(kind="invader", title="Invader cards", size=MINI_SIZE, face=invader_card,
              back=invader_back, background=INVADER_FRAME),
    PrintKind(kind="spirit", title="Spirit panels", size=PANEL_SIZE, panel=True,
              face=spirit_panel, background=PANEL_PAPER),
))
