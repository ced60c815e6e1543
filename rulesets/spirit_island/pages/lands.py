"""The pages of invader cards and island boards.

Every piece of content text goes through :func:`~cardsmith.tools.publish.text.md` (see
:mod:`cardsmith.tools.publish.pages`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardsmith.rulesets.spirit_island.pages.icons import OCEAN, ROMAN, TERRAIN_COLOURS
from cardsmith.rulesets.spirit_island.pages.island import board_map, invader_face
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.pages import div, source_line
from cardsmith.tools.publish.read import as_dict, as_int, as_list, dicts, scalar_text, words
from cardsmith.tools.publish.text import front_matter, md, record_name

if TYPE_CHECKING:
    from cardsmith.tools.publish.plan import SitePlan


def invader_title(card: Record) -> str:
    """``Stage II · Jungle``: an invader card's page title (several cards share a terrain)."""
    terrains = words(card.get("terrains"))
    name = card.name or " + ".join(t.title() for t in terrains) or card.id or "?"
    return f"Stage {_stage_label(card)} · {name}"


def _stage_label(card: Record) -> str:
    stage = as_int(card.get("stage"))
    return ROMAN.get(stage, str(stage)) if stage is not None else scalar_text(card.get("stage"))


def invader_page(plan: SitePlan, card: Record) -> str:
    """An invader card: its face, stage, the lands it names, escalation."""
    terrains = words(card.get("terrains"))
    stage = scalar_text(card.get("stage"))
    title = invader_title(card)
    chips = "".join(
        f'<span class="cs-terrain cs-terrain-{md(t)}" '
        f'style="background:{TERRAIN_COLOURS.get(t, OCEAN)}">{md(t.title())}</span>'
        for t in terrains
    )
    lands = " and every ".join(f"{t} land" if t == "coastal" else t for t in terrains)
    parts = [
        front_matter(title, f"Invader card, stage {stage}: {', '.join(terrains)}",
                     kind="invader"),
        f"# {md(title)}\n",
        '<div class="cs-card-layout" markdown="0">',
        invader_face(as_dict(card.data)),
        f'<div class="cs-invader"><span class="cs-stage">Stage '
        f"{md(_stage_label(card))}</span>{chips}</div>",
        "</div>", "",
        f"Explores, then builds, then ravages in every **{md(lands)}**"
        f"{'' if lands.endswith(' land') else ' land'}.",
        "",
    ]
    if card.get("escalation"):
        parts += ['!!! warning "Escalation"', "",
                  "    When this card is revealed to Explore, the adversary's Escalation effect "
                  "happens.", ""]
    parts.append(source_line(plan, card))
    return "\n".join(parts)


def board_page(plan: SitePlan, board: Record) -> str:
    """An island board: the schematic map and a table of its lands."""
    name = record_name(board)
    lands = dicts(board.get("lands"))
    parts = [
        front_matter(name, f"Island board {name}: lands, terrain, adjacency, setup", kind="board"),
        f"# {md(name)}\n",
        div(board_map(as_dict(board.data)), "cs-svg-scroll"),
        "| Land | Terrain | Coastal | Adjacent | Setup |",
        "|---|---|---|---|---|",
    ]
    for land in lands:
        setup = ", ".join(f"{v} {k}" for k, v in as_dict(land.get("setup")).items()) or "—"
        adjacent = ", ".join(str(a) for a in as_list(land.get("adjacent")))
        parts.append(
            f"| {md(land.get('number'))} | {md(land.get('terrain'))} | "
            f"{'yes' if land.get('coastal') else 'no'} | {md(adjacent)} | {md(setup)} |"
        )
    parts += ["", source_line(plan, board)]
    return "\n".join(parts)
