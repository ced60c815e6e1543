"""Growth actions for pieces off the lands' usual flow: presence in the Ocean (Ocean's Hungry
Grasp) and the spirit's Incarna (Nature Incarnate). Part of :data:`.growth.actions.ACTIONS`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardsmith.engine.choices import ChoiceProvider, decide
from cardsmith.rulesets.spirit_island.engine.changes.pieces import add_presence, destroy_presence
from cardsmith.rulesets.spirit_island.engine.growth.lands import int_range, matching, spec_of, words
from cardsmith.rulesets.spirit_island.engine.state.board import land_sort_key
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

__all__ = [
    "empower_incarna",
    "gather_presence_into_ocean",
    "move_incarna",
    "place_incarna",
    "push_incarna",
    "push_presence_from_ocean",
    "replace_presence_with_incarna",
]


def _log(state: State, text: str) -> None:
    state.log.append(text)


def gather_presence_into_ocean(
    state: State, spirit: str, value: Any, choices: ChoiceProvider
) -> None:
    """Into each board's Ocean, gather ``value`` presence from that board's coastal lands."""
    s = state.spirits[spirit]
    for board in state.island.boards:
        for _ in range(int(value or 1)):
            coastal = [
                land.id
                for land in state.island.board_lands(board)
                if land.coastal and s.presence[land.id] > 0
            ]
            src = decide(
                choices, "growth.from", coastal, context=f"{spirit}: gather into Ocean {board}"
            )
            if src is None:
                break
            s.presence[src] -= 1
            if s.presence[src] == 0:
                del s.presence[src]
            s.ocean_presence[board] += 1
            _log(state, f"{src}: gather 1 presence of {spirit} into the Ocean of board {board}")


def push_presence_from_ocean(
    state: State, spirit: str, value: Any, choices: ChoiceProvider
) -> None:
    """From each board's Ocean, push ``value`` presence to a coastal land of that board."""
    s = state.spirits[spirit]
    for board in state.island.boards:
        for _ in range(int(value or 1)):
            if s.ocean_presence[board] <= 0:
                break
            coastal = [land.id for land in state.island.board_lands(board) if land.coastal]
            dst = decide(choices, "growth.land", coastal, context=f"{spirit}: push from Ocean")
            if dst is None:
                break
            _log(state, f"Ocean of board {board}: push 1 presence of {spirit} to {dst}")
            s.ocean_presence[board] -= 1
            s.presence_off_island += 1  # handed straight on to the land
            add_presence(state, spirit, dst)


def _place_incarna(
    state: State, spirit: str, lands: Sequence[str], choices: ChoiceProvider
) -> None:
    s = state.spirits[spirit]
    land = decide(choices, "growth.incarna", list(lands), context=f"{spirit}: incarna to")
    if land is None:
        _log(state, f"{spirit}: no land for the incarna, skipped")
        return
    was, s.incarna = s.incarna, land
    _log(state, f"{spirit}: incarna " + (f"moves {was} -> {land}" if was else f"added in {land}"))


def move_incarna(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """Move the incarna (on the island) within ``range`` (``any``: to any land), to a land
    matching any of ``lands``."""
    spec = spec_of(value)
    here = state.spirits[spirit].incarna
    if here is None:
        _log(state, f"{spirit}: the incarna is not on the island, skipped")
        return
    lands = [x for x in state.island.within(here, int_range(spec.get("range", 1))) if x != here]
    _place_incarna(state, spirit, matching(state, spirit, lands, words(spec)), choices)


def place_incarna(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """Add the incarna, or move it, to a land matching any of ``lands`` (default: with the
    spirit's presence)."""
    spec = spec_of(value)
    wanted = words(spec) or ["presence"]
    lands = matching(state, spirit, state.island.land_ids(), wanted)
    _place_incarna(state, spirit, lands, choices)


def replace_presence_with_incarna(
    state: State, spirit: str, value: Any, choices: ChoiceProvider
) -> None:
    """Remove 1 of the spirit's presence (``growth.from``; it joins the destroyed ones) and
    put the incarna there."""
    s = state.spirits[spirit]
    lands = [x for x in sorted(s.presence, key=land_sort_key) if s.presence[x] > 0]
    land = decide(choices, "growth.from", lands, context=f"{spirit}: replace a presence")
    if land is None:
        _log(state, f"{spirit}: no presence to replace, skipped")
        return
    destroy_presence(state, spirit, land, cause="replaced by the incarna")
    _place_incarna(state, spirit, [land], choices)


def push_incarna(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """Push the incarna to an adjacent land (``growth.incarna``)."""
    here = state.spirits[spirit].incarna
    if here is None:
        _log(state, f"{spirit}: the incarna is not on the island, skipped")
        return
    _place_incarna(state, spirit, state.island.adjacent(here), choices)


def empower_incarna(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """The incarna turns to its empowered side (for the rest of the game)."""
    state.spirits[spirit].incarna_empowered = True
    _log(state, f"{spirit} empowers its incarna")
