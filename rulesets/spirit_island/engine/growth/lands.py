"""Where growth puts things: lands within range of a spirit's presence (the Ocean's presence
reaching its board's coastal lands), restricted to lands matching any of some land filters.

Used by :mod:`.growth.actions` (presence, incarna, tokens, pushes and gathers of growth and of
track slots).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardsmith.rulesets.spirit_island.engine.rules.land_filters import land_matches
from cardsmith.rulesets.spirit_island.engine.state.board import land_sort_key
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

__all__ = ["ANY_RANGE", "int_range", "lands_within", "matching", "spec_of", "words"]

#: ``range: any`` — every land of the island
ANY_RANGE = "any"


def _distance(value: object) -> int | None:
    """An ``int`` range, or ``None`` for ``any``."""
    if value == ANY_RANGE:
        return None
    return int(value) if isinstance(value, int) else 0


def lands_within(
    state: State, spirit: str, distance: object, *, moving_from: str | None = None
) -> list[str]:
    """Lands within ``distance`` (an int, or ``any``) of a land with the spirit's presence;
    presence in a board's Ocean reaches that board's coastal lands at range 1. A presence
    that moves counts from the land it leaves, which is not a destination."""
    s = state.spirits[spirit]
    n = _distance(distance)
    if n is None:
        found = set(state.island.land_ids())
    else:
        found = set()
        for origin in (land for land, k in s.presence.items() if k > 0):
            found.update(state.island.within(origin, n))
        if n >= 1:
            for board, k in s.ocean_presence.items():
                if k <= 0:
                    continue
                for land in state.island.board_lands(board):
                    if land.coastal:
                        found.update(state.island.within(land.id, n - 1))
    found.discard(moving_from or "")
    return sorted(found, key=land_sort_key)


def matching(
    state: State, spirit: str, lands: Sequence[str], words: Sequence[str] = ()
) -> list[str]:
    """``lands`` matching any of the land filter ``words`` (all of them when there is none)."""
    if not words:
        return lands if isinstance(lands, list) else list(lands)
    return [x for x in lands if any(land_matches(state, spirit, x, str(w)) for w in words)]


def spec_of(value: Any) -> Mapping[str, Any]:
    """The mapping of an action's parameter (``{}`` for anything else)."""
    return value if isinstance(value, Mapping) else {}


def words(spec: Mapping[str, Any]) -> list[str]:
    """The land filters of an ``add_presence``-like spec: ``terrain`` and ``lands`` (any of
    them)."""
    return [str(w) for key in ("terrain", "lands") for w in spec.get(key) or []]


def int_range(value: Any) -> int:
    """A range as a number of lands (``any``: more than any island has)."""
    return 10**3 if value == "any" else int(value)
