"""A spirit's setup on its starting board: where its presence starts (a land description
compiled to a filter over the board's lands), the pieces it puts, presence starting in the
Ocean or destroyed, its Incarna.

A land description (``schemas/spirit.schema.json#/$defs/setup_land``) is ``ocean`` (the
Ocean of the starting board) or a mapping of conditions that all hold:

- ``number: N`` — land #N; ``board: any`` — on any board (default: the starting board);
- ``terrain: T`` or ``[T, U]`` (any of them); ``where: [filters]`` — every land filter holds
  (``no-dahan``, ``blight``, ``coastal``, …, as for targets);
- ``exactly: {dahan: 1}`` / ``at_least: {dahan: 2}`` — piece counts; ``printed: [town]`` —
  the board prints that piece's setup symbol there; ``adjacent: [filters]`` — next to a land
  matching any of them; ``next_to: N`` — next to the land of presence entry N (1-based);
  ``most: dahan`` — among those, the lands with the most of that piece;
- ``same: N`` — the land of presence entry N (for pieces);
- ``place: P`` — the spirit's off-board place ``P`` (its ``places:``; the Endless Dark);
- ``else: {..}`` — another description, used when no land fits this one;
- ``pick: lowest | highest | choice`` — the lowest/highest-numbered land that fits, or one the
  player picks (decision ``setup.land``; the default).

An entry's ``lands: N`` puts ``count`` in each of N different lands that fit. Last, each of
``setup.effects`` (an effect's compiled ``ops``, :func:`..growth.options.panel_with_ops`) runs
as the spirit's action in its land (``same: 1``: the land of the first presence entry).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardsmith.engine.choices import ChoiceProvider, decide
from cardsmith.rulesets.spirit_island.engine.ops.execute import execute
from cardsmith.rulesets.spirit_island.engine.rules.land_filters import land_matches
from cardsmith.rulesets.spirit_island.engine.state.board import (
    TOKEN_KINDS,
    BoardError,
    land_sort_key,
)
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import INVADER_KINDS, PIECE_KINDS

__all__ = ["OCEAN_LAND", "fitting_lands", "place_setup"]

#: the setup land ``ocean``: the Ocean of the starting board
OCEAN_LAND = "ocean"
INCARNA = "incarna"


def _count(state: State, land: str, kind: str) -> int:
    if kind == "blight":
        return state.land(land).blight
    if kind == "invaders":
        return state.land(land).count(*INVADER_KINDS)
    return state.land(land).count(kind)


def _names(value: Any) -> list[str]:
    if value is None:
        return []
    return [str(v) for v in (value if isinstance(value, list) else [value])]


def fitting_lands(
    state: State,
    spirit: str,
    board: str,
    desc: Mapping[str, Any],
    placed: Sequence[str] = (),
    taken: Sequence[str] = (),
) -> list[str]:
    """The lands of ``desc`` (its ``pick`` not applied), in land order; ``placed``: the lands
    of the presence entries so far (``same`` / ``next_to``); ``taken``: lands this entry
    already used (``lands: N``), left out before ``most`` counts."""
    if "same" in desc:
        return [placed[int(desc["same"]) - 1]]
    if "place" in desc:  # an off-board place of the spirit (``places:``)
        place = str(desc["place"])
        if not state.island.is_place(place):
            raise BoardError(f"{spirit}: {place!r} is not a place in play")
        return [place]
    island = state.island
    if desc.get("board") == "any":
        lands = island.land_ids()
    else:
        lands = [land.id for land in island.board_lands(board)]
    found = []
    for land_id in lands:
        if land_id in taken:
            continue
        land = island.land(land_id)
        if "number" in desc and land.number != int(desc["number"]):
            continue
        terrains = _names(desc.get("terrain"))
        if terrains and land.terrain not in terrains:
            continue
        if not all(land_matches(state, spirit, land_id, w) for w in _names(desc.get("where"))):
            continue
        exactly = desc.get("exactly") or {}
        if any(_count(state, land_id, k) != int(n) for k, n in exactly.items()):
            continue
        at_least = desc.get("at_least") or {}
        if any(_count(state, land_id, k) < int(n) for k, n in at_least.items()):
            continue
        printed = dict(land.setup)
        if not all(printed.get(k, 0) > 0 for k in _names(desc.get("printed"))):
            continue
        near = island.adjacent(land_id)
        words = _names(desc.get("adjacent"))
        if words and not any(land_matches(state, spirit, x, w) for x in near for w in words):
            continue
        if "next_to" in desc and placed[int(desc["next_to"]) - 1] not in near:
            continue
        found.append(land_id)
    most = desc.get("most")
    if most and found:
        top = max(_count(state, x, str(most)) for x in found)
        found = [x for x in found if _count(state, x, str(most)) == top]
    if not found and isinstance(desc.get("else"), Mapping):
        return fitting_lands(state, spirit, board, desc["else"], placed, taken)
    return sorted(found, key=land_sort_key)


def _pick(
    state: State,
    spirit: str,
    board: str,
    desc: Mapping[str, Any],
    placed: Sequence[str],
    choices: ChoiceProvider,
    taken: Sequence[str] = (),
) -> str:
    lands = fitting_lands(state, spirit, board, desc, placed, taken)
    if not lands:
        raise BoardError(f"{spirit}: no land of board {board} fits the setup {dict(desc)!r}")
    pick = str(desc.get("pick", "choice"))
    if pick == "lowest":
        return lands[0]
    if pick == "highest":
        return lands[-1]
    land = decide(choices, "setup.land", lands, context=f"{spirit}: setup land")
    assert land is not None
    return str(land)


def place_setup(
    state: State, spirit: str, board: str, setup: Mapping[str, Any], choices: ChoiceProvider
) -> list[str]:
    """Put the spirit's starting presence (``setup.presence``), presence in the Ocean, its
    destroyed presence (``setup.destroyed``) and its setup pieces (``setup.pieces``: tokens,
    blight from the box, dahan, its incarna) on ``board``; returns the land of each presence
    entry (the Ocean's: ``ocean``). The presence comes from the box: the total grows."""
    s = state.spirits[spirit]
    placed: list[str] = []
    for entry in setup.get("presence") or []:
        count = int(entry.get("count", 1))
        desc = entry.get("land")
        if desc == OCEAN_LAND:
            s.ocean_presence[board.upper()] += count
            s.presence_total += count
            placed.append(OCEAN_LAND)
            continue
        taken: list[str] = []
        for _ in range(int(entry.get("lands", 1))):
            land = _pick(state, spirit, board, desc or {}, placed, choices, taken)
            taken.append(land)
            s.presence[land] += count
            s.presence_total += count
        placed.append(taken[0])
    for element, n in (setup.get("markers") or {}).items():  # prepared element markers
        s.resources[f"marker:{element}"] += int(n)
    destroyed = int(setup.get("destroyed") or 0)
    s.presence_destroyed += destroyed
    s.presence_total += destroyed
    for entry in setup.get("pieces") or []:
        kind, count = str(entry.get("piece")), int(entry.get("count", 1))
        land = _pick(state, spirit, board, entry.get("land") or {}, placed, choices)
        if kind == INCARNA:
            s.incarna, s.incarna_empowered = land, bool(entry.get("empowered", False))
        elif kind in (*PIECE_KINDS, *TOKEN_KINDS, "blight"):
            state.place(land, kind, count)
        else:
            raise BoardError(f"{spirit}: unknown setup piece {kind!r}")
    for entry in setup.get("effects") or []:  # "Push all Dahan from that land"
        land = _pick(state, spirit, board, entry.get("land") or {}, placed, choices)
        execute(list(entry.get("ops") or []), state, choices, spirit=spirit, target_land=land,
                name=f"{spirit} setup")  # fmt: skip
    return placed
