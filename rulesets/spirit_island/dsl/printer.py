"""Spirit Island's nodes as canonical effect text (the skeleton is :class:`dsl.printer.Printer`'s).

Game words are kept as written: ``explorers`` stays ``explorers`` and ``explorer/town`` stays
singular. Grammar words the AST does not record get one spelling: ``you gain`` / ``target spirit
gains`` / ``each spirit gains`` (``they`` becomes ``target spirit``), ``card``/``action`` singular
after a count of 1 and plural otherwise, ``1 of your presence`` (``of`` before an owned piece),
``sacred site`` for the sacred-site word, amounts before their noun (``2 fear``, never
``fear 2``), ``target``/``source`` for places, ``land`` (singular) in land sets and ``in each``
before a located land set.

The constructs come first (``handlers``: :mod:`.constructs.table`, the writers shared with the
English). Here: the core's ``may`` and
``repeat`` in Spirit Island's words, pay-or-discard. The base, what construct writers
ask of the printer, is :mod:`.printer_terms`' (``TermPrinter``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from cardsmith.dsl import ast as C

from . import ast as A
from .constructs.cards import write_card_action
from .constructs.table import PRINT
from .printer_terms import TermPrinter


class SpiritIslandPrinter(TermPrinter):
    """Prints Spirit Island's statements, conditions and terms."""

    handlers = PRINT

    compound: ClassVar[tuple[type[C.Node], ...]] = (
        *C.COMPOUND,
        A.InLands,
        A.EachPlayer,
        A.AtSacredSites,
        A.NextTime,
        A.FromNowOn,
        A.CostToUse,
        A.EachBoard,
        A.ChooseSpirit,
        A.AnyTimes,
        A.JointPay,
        A.PayOrDiscard,
        A.EndOfTurn,
        A.Threshold,
    )

    def simple_Repeat(self, s: C.Repeat) -> str:
        return "repeat" if s.place is None else f"repeat in {self.term(s.place)}"

    # --- block statements ----------------------------------------------------------------
    def block_Optional(self, s: C.Optional, depth: int) -> list[str]:
        if s.cost is None:
            return super().block_Optional(s, depth)
        who = f"{self.actor(s.who)} " if s.who is not None else ""
        return self.block(f"{who}may pay {s.cost} energy", s.body, depth)

    def block_PayOrDiscard(self, s: A.PayOrDiscard, depth: int) -> list[str]:
        who = f"{self.actor(s.who)} " if s.who is not None else ""
        card = write_card_action(self, replace(s.discard, who=None))
        return self.block(f"{who}may pay {s.cost} energy or {card}", s.body, depth)
