"""A card's triggers (``when this arrives:``, ``when this dies:``, ``when this attacks:``,
``at the start of your turn:``) and who runs them.

The effects module installs the runner (:func:`install`) when it is imported, so the modules
that set triggers off (damage, turns, actions) need not import the interpreter."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from . import stats
from .state import Game, Thing

Ops = Sequence[Mapping[str, Any]]
Runner = Callable[[Game, Thing, Ops], None]
_RUNNER: list[Runner] = []


def install(runner: Runner) -> None:
    """Set the function that runs a trigger's body for its card."""
    _RUNNER[:] = [runner]


def trigger_ops(game: Game, thing: Thing, moment: str) -> list[Ops]:
    """The bodies of ``thing``'s triggers at ``moment`` (a hero's: its card's and its band's)."""
    card = stats.card_of(game, thing)
    units: list[Ops] = [card.effect]
    if thing.kind == "hero" and card.bands:
        units.append(card.band(thing.level).effect)
    return [list(op.get("do") or []) for ops in units for op in ops
            if op.get("op") == "when" and op.get("on") == moment]


def run_trigger(game: Game, thing: Thing, moment: str) -> None:
    """Run ``thing``'s triggers at ``moment`` (each its own effect)."""
    if thing.building or game.winner is not None:
        return
    for body in trigger_ops(game, thing, moment):
        game.say(f"{thing.label}: {moment} trigger")
        _RUNNER[0](game, thing, body)


def immediate(ops: Ops) -> list[Mapping[str, Any]]:
    """The operations of an effect that are not triggers (a spell's effect)."""
    return [op for op in ops if op.get("op") != "when"]
