"""Damage split over the pieces of a land by decisions (:func:`distribute_damage`, decision
``damage.target`` by default), on the primitives of :mod:`.changes.pieces`; the invaders of a land.

Decision names are documented in ``rulesets/spirit_island/docs/engine-rules.md``.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardsmith.engine.choices import ChoiceProvider, decide
from cardsmith.rulesets.spirit_island.engine.changes.pieces import (
    damage_piece,
)
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import INVADER_KINDS, Piece

__all__ = ["distribute_damage", "invaders_in"]


def distribute_damage(
    state: State,
    land: str,
    amount: int,
    kinds: Sequence[str],
    choices: ChoiceProvider,
    *,
    decision: str = "damage.target",
    cause: str = "",
    exclude: Sequence[Piece] = (),
) -> int:
    """Split ``amount`` damage over pieces of ``kinds`` in ``land`` (not those in ``exclude``).

    Each decision picks one piece (by label); it takes as much damage as destroys it, or all
    that is left. Returns the damage actually dealt.
    """
    dealt = 0
    while amount > 0:
        if exclude:
            pool = [p for p in state.pieces(land, *kinds) if all(p is not q for q in exclude)]
            labels = list(dict.fromkeys(p.label for p in pool))
        else:
            labels = state.labels(land, *kinds)
        label = decide(choices, decision, labels, context=f"{amount} damage in {land}")
        if label is None:
            break
        piece = next(p for p in pool if p.label == label) if exclude else state.find(land, label)
        hit = min(amount, state.remaining_health(land, piece))
        damage_piece(state, land, piece, hit, cause=cause)
        amount -= hit
        dealt += hit
    return dealt


def invaders_in(state: State, land: str) -> list[Piece]:
    return state.pieces(land, *INVADER_KINDS)
