"""Dice: seeded (the core :class:`engine.dice.Rng`) or scripted, so every battle is reproducible.

Anything with ``roll(sides) -> int`` rolls the dice. A scenario fixes every roll with
:class:`ScriptedDice` (values in the order the engine rolls them: in a battle, the attacker's
die then the defender's, round after round); games and simulations use ``Rng(seed)``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol


class DiceRoller(Protocol):
    def roll(self, sides: int = 6) -> int:
        """One die: 1 … ``sides``."""
        ...


class DiceScriptError(Exception):
    """The scripted dice ran out, or a scripted value is not a face of the die."""


class ScriptedDice:
    """Rolls the given values in order; running out is an error that says so."""

    def __init__(self, values: Iterable[int]) -> None:
        self.values = [int(v) for v in values]
        self.position = 0

    def roll(self, sides: int = 6) -> int:
        if self.position >= len(self.values):
            raise DiceScriptError(
                f"the scenario's dice ran out after {len(self.values)} rolls "
                f"({self.values}); add the next roll to `dice:`"
            )
        value = self.values[self.position]
        if not 1 <= value <= sides:
            raise DiceScriptError(f"scripted roll #{self.position + 1} is {value}, not 1..{sides}")
        self.position += 1
        return value

    @property
    def remaining(self) -> list[int]:
        return self.values[self.position :]
