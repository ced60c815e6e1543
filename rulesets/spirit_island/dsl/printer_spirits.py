"""Spirit Island's printer, spirits and their cards: what a spirit gains (energy, cards,
elements), card handling (forget, reclaim, play, element markers, the top of a deck), what a
power is (speed, range, targets) and its costs (pay, cost to use, joint pay, pay or discard) —
mixed into :class:`~.printer.SpiritIslandPrinter`."""

from __future__ import annotations

from dataclasses import replace

from . import ast as A
from .constructs.cards import write_card_action
from .constructs.pieces import bare
from .printer_terms import TermPrinter


class SpiritPrinter(TermPrinter):
    """``simple_*`` / ``block_*`` of what spirits gain, their cards and a power's costs."""

    def simple_Empower(self, s: A.Empower) -> str:
        return f"empower {self.words(s.pieces)}"

    # --- cards, speed, range ---------------------------------------------------------------
    def block_PayOrDiscard(self, s: A.PayOrDiscard, depth: int) -> list[str]:
        who = f"{self.actor(s.who)} " if s.who is not None else ""
        card = write_card_action(self, replace(s.discard, who=None))
        return self.block(f"{who}may pay {s.cost} energy or {card}", s.body, depth)

    def simple_Pay(self, s: A.Pay) -> str:
        if s.any:
            return "pay any amount of energy"
        tracks = " from your tracks" if s.tracks else ""
        joint = "spirits jointly " if s.jointly else ""
        return f"{joint}pay {s.n} {s.what}{tracks}{self.per(s.per)}"

    def block_CostToUse(self, s: A.CostToUse, depth: int) -> list[str]:
        return self.block("cost to use", s.body, depth)

    def block_JointPay(self, s: A.JointPay, depth: int) -> list[str]:
        head = f"spirits may jointly pay {s.n} energy{self.per(s.per)}"
        if s.aid is not None:
            head += f" aided by removing {bare(s.aid)} from the island for {s.worth} energy each"
        return self.block(head, s.body, depth)
