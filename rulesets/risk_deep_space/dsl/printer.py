"""AST → canonical effect text (``cardsmith fmt``): the inverse of parsing, spans aside.

Game words are kept as written (``gems`` stays ``gems``); fixed phrases print one way:
``through the warp``, ``remove 1 of your recruits``, ``action card``/``action cards`` by count.
"""

from __future__ import annotations

from typing import ClassVar

from dsl import ast as C
from dsl.printer import Printer

from . import ast as A


class RiskPrinter(Printer):
    """Prints Risk Deep Space effects as canonical text."""

    compound: ClassVar[tuple[type[C.Node], ...]] = A.COMPOUND

    def simple_Gain(self, s: A.Gain) -> str:
        return f"gain {s.amount} {s.what.text}"

    def block_Pay(self, s: A.Pay, depth: int) -> list[str]:
        return self.block(f"pay {s.amount} {s.what.text}", s.body, depth)

    def simple_Steal(self, s: A.Steal) -> str:
        return f"steal {s.amount} {s.what.text} from target player"

    def simple_Add(self, s: A.Add) -> str:
        where = "target planet" if s.to == A.TARGET_PLANET else "your home station"
        return f"add {s.amount} {s.piece.text} to {where}"

    def simple_Remove(self, s: A.Remove) -> str:
        owner = "of your" if s.owner == "your" else s.owner
        return f"remove {s.amount} {owner} {s.piece.text} from target planet"

    def simple_Move(self, s: A.Move) -> str:
        warp = " through the warp" if s.warp else ""
        return f"move {self.count(s.count)} {s.piece.text}{warp}"

    def simple_Build(self, s: A.Build) -> str:
        price = f" for {s.price} {s.what.text}" if s.price is not None and s.what else ""
        return f"build a base on target planet{price}"

    def simple_Battle(self, s: A.Battle) -> str:
        return f"battle {s.rounds} {s.unit.text} on target planet"

    def simple_Roll(self, s: A.Roll) -> str:
        return "roll a die"

    def simple_Place(self, s: A.Place) -> str:
        token = "a force field" if s.token == A.FORCE_FIELD else "the space dog"
        return f"place {token} on target planet"

    def simple_Cards(self, s: A.Cards) -> str:
        cards = "action card" if s.amount == 1 else "action cards"
        if s.who == A.TARGET_PLAYER:
            return f"target player {s.verb}s {s.amount} {cards}"
        subject = "you " if s.who == A.YOU else ""
        return f"{subject}{s.verb} {s.amount} {cards}"

    def term_Over(self, q: A.Over) -> str:
        return "of your bases" if q.what == A.YOUR_BASES else "opponent"

    def cond_HasBase(self, c: A.HasBase) -> str:
        return "you have a base on target planet"

    def cond_AtLeast(self, c: A.AtLeast) -> str:
        where = " on target planet" if c.on_planet else ""
        return f"you have {c.amount} or more {c.what.text}{where}"

    def cond_RollAtLeast(self, c: A.RollAtLeast) -> str:
        return f"the roll is {c.value} or more"

    def cond_MoreBases(self, c: A.MoreBases) -> str:
        return "target player has more bases than you"
