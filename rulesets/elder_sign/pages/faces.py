"""The faces of Elder Sign's cards, drawn as inline SVG from a record: a band of the kind's
colour with the name, a visible "SAMPLE CARD" mark (the source prints no card texts), and the
card's parts as labelled blocks of English (tasks, terror, reward, penalty, the two halves of
a Mythos card, an item's die…).

Content text goes through :func:`~tools.publish.svg.esc` and :func:`~tools.publish.svg.attr`.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardsmith.rulesets.elder_sign import vocabulary as V
from cardsmith.rulesets.elder_sign.content import (
    ADVENTURE,
    ALLY,
    ANCIENT_ONE,
    INVESTIGATOR,
    ITEM,
    MONSTER,
    MYTHOS,
    OTHER_WORLD,
    SPELL,
)
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.read import as_dict, as_list, scalar_text
from cardsmith.tools.publish.svg import FONT, attr, esc, text_block, wrap

#: the band colour of each kind
COLOURS = {ADVENTURE: "#5b3a1e", OTHER_WORLD: "#2d4d6b", MYTHOS: "#4b2a5c", ITEM: "#7a6a1f",
           SPELL: "#2f5e4e", ALLY: "#1f5a7a", INVESTIGATOR: "#6b2d2d", MONSTER: "#3a3a3a",
           ANCIENT_ONE: "#1b1b2a"}
KIND_LABELS = {ADVENTURE: "Adventure", OTHER_WORLD: "Other World", MYTHOS: "Mythos",
               ITEM: "Item", SPELL: "Spell", ALLY: "Ally", INVESTIGATOR: "Investigator",
               MONSTER: "Monster", ANCIENT_ONE: "Ancient One"}
SAMPLE = "SAMPLE CARD — not an official text"
WIDTH = 300


def english(record: Record, field: str) -> str:
    """The English of an effect field (``""``: none)."""
    return str(record.english.get(field) or "")


def subtitle(record: Record) -> str:
    """The line under the name: what kind of card, and its numbers."""
    data = as_dict(record.data)
    label = KIND_LABELS.get(record.kind, record.kind)
    if record.kind in (ADVENTURE, OTHER_WORLD, MONSTER):
        order = " · tasks in order" if data.get("ordered") else ""
        n = scalar_text(data.get("trophies")) or "0"
        return f"{label} · {n} {'trophy' if n == '1' else 'trophies'}{order}"
    if record.kind == ITEM:
        rarity = scalar_text(data.get("rarity"))
        return f"{rarity.capitalize()} item · {'yellow' if rarity == 'common' else 'red'} die"
    if record.kind == INVESTIGATOR:
        return (f"Investigator · {scalar_text(data.get('health'))} health · "
                f"{scalar_text(data.get('sanity'))} sanity")
    if record.kind == ANCIENT_ONE:
        return (f"Ancient One · doom {scalar_text(data.get('doom'))} · "
                f"{scalar_text(data.get('elder_signs'))} Elder Signs")
    return label


def blocks(record: Record) -> list[tuple[str, str]]:
    """The labelled blocks of a card's face, in reading order."""
    data = as_dict(record.data)
    out: list[tuple[str, str]] = []
    if record.kind in (ADVENTURE, OTHER_WORLD):
        for i, row in enumerate(as_list(data.get("tasks")), 1):
            out.append((f"Task {i}", scalar_text(row)))
        if data.get("monster_slot"):
            out.append(("Monster slot", "a monster may be placed here"))
    if record.kind == MONSTER:
        out.append(("Task", scalar_text(data.get("task"))))
    if record.kind == MYTHOS:
        out.append(("Now", english(record, "immediate")))
        rule = scalar_text(data.get("lasting_rule"))
        if rule:
            out.append(("Until the next Mythos card", V.LASTING_RULES.get(rule, rule)))
    if record.kind in (INVESTIGATOR, ALLY):
        power = scalar_text(data.get("power"))
        out.append(("Ability", scalar_text(data.get("ability")) or V.POWERS.get(power, power)))
    if record.kind == SPELL:
        holds = scalar_text(data.get("holds")) or "1"
        out.append(("Spell", f"Before a roll, place this card; after the roll, move {holds} "
                    "rolled die(s) onto it, unchanged, for a later task."))
    for field, label in (("terror", "Terror"), ("at_midnight", "At midnight"),
                         ("effect", "When used"), ("reward", "Reward"),
                         ("penalty", "Penalty")):
        text = english(record, field)
        if text:
            out.append((label, text))
    return out


def card_face(record: Record) -> str:
    """The face of any Elder Sign card."""
    name = scalar_text(as_dict(record.data).get("name")) or str(record.id)
    frame = COLOURS.get(record.kind, "#444")
    name_lines = wrap(name, WIDTH - 40, 16)[:2]
    body: list[str] = []
    y = 96 + 18 * (len(name_lines) - 1)
    for label, text in blocks(record):
        lines = wrap(" ".join(text.split()), WIDTH - 48, 12)
        body.append(text_block([label], 24, y, 11, 14, fill=frame, font_weight="bold",
                               class_="cs-face-label"))
        body.append(text_block(lines, 24, y + 15, 12, 15, fill="#1d1d1d",
                               class_="cs-card-text"))
        y += 15 + 15 * len(lines) + 8
    height = max(419, y + 50)  # 63 × 88 mm at the least
    return "".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cs-card-face" viewBox="0 0 {WIDTH} '
        f'{height}" width="{WIDTH}" height="{height}" role="img" aria-label={attr(name)} {FONT}>',
        f"<title>{esc(name)}</title>",
        f'<rect x="1" y="1" width="{WIDTH - 2}" height="{height - 2}" rx="14" fill="#efe6d2" '
        f'stroke="{frame}" stroke-width="6"/>',
        f'<rect x="10" y="10" width="{WIDTH - 20}" height="{44 + 18 * (len(name_lines) - 1)}" '
        f'rx="8" fill="{frame}"/>',
        text_block(name_lines, WIDTH / 2, 38, 16, 18, fill="#fff", font_weight="bold",
                   text_anchor="middle", class_="cs-card-name"),
        text_block([subtitle(record)], WIDTH / 2, 74 + 18 * (len(name_lines) - 1), 11.5, 14,
                   fill="#3b2f1e", text_anchor="middle", class_="cs-card-kind"),
        *body,
        f'<rect x="10" y="{height - 36}" width="{WIDTH - 20}" height="24" rx="6" '
        'fill="#8c1c13"/>',
        text_block([SAMPLE], WIDTH / 2, height - 20, 11, 13, fill="#fff", font_weight="bold",
                   text_anchor="middle", class_="cs-sample-mark"),
        "</svg>",
    ])


def face_lines(record: Record) -> Sequence[str]:
    """The face as plain lines (the print sheets' text and the search summary)."""
    return [f"{label}: {text}" for label, text in blocks(record)]
