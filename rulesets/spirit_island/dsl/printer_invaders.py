"""Spirit Island's printer, tokens and the Invaders' actions: isolating, strife damage, changes
to Ravage / Build / Explore, the Invader cards — mixed into
:class:`~.printer.SpiritIslandPrinter`."""

from __future__ import annotations

from . import ast as A
from .constructs.words import signed as _signed
from .printer_spirits import SpiritPrinter
from .printer_terms import _own


class InvaderActionPrinter(SpiritPrinter):
    """``simple_*`` of the token and Invader-action statements."""

    # --- tokens, isolate, invader actions ------------------------------------------------
    def simple_Isolate(self, s: A.Isolate) -> str:
        return "isolate target land" if s.target else "isolate"

    def simple_StrifeDamage(self, s: A.StrifeDamage) -> str:
        lead = "each" if s.count is None else self.count(s.count)
        where = f" in {s.where} land" if s.where else ""
        return f"{lead} {self.words(s.pieces)} deals damage to other {self.words(s.victims)}{where}"

    def simple_InvaderDamage(self, s: A.InvaderDamage) -> str:
        each = " each" if s.each else ""
        to = f" to {self.words(s.to)}" if s.to is not None else ""
        during = " during ravage" if s.during else ""
        own = _own(s.per_own, "they have") if s.per_own is not None else ""
        return f"{self.words(s.pieces)}{each} {s.verb} {_signed(s.amount)} damage{own}{to}{during}"

    def simple_OwnDamage(self, s: A.OwnDamage) -> str:
        return f"each {self.words(s.pieces)} takes {s.amount} damage{_own(s.per_own, 'it has')}"

    def simple_RavageRedirect(self, s: A.RavageRedirect) -> str:
        return (
            f"ravaging {self.words(s.pieces)} damage {self.words(s.to)}"
            f" in {self.landset(s.lands, True)}"
            f" instead of {self.words(s.instead_of)} and the land"
        )

    def simple_CardStays(self, s: A.CardStays) -> str:
        return f"the {s.action.text} card remains in place"

    def simple_NotSource(self, s: A.NotSource) -> str:
        return f"it is not a source of {self.words(s.pieces)} when exploring"

    def simple_RavageImmune(self, s: A.RavageImmune) -> str:
        return f"{self.words(s.pieces)} take no damage from ravaging {self.words(s.by)}"

    def simple_Simultaneous(self, s: A.Simultaneous) -> str:
        other = f" with {self.words(s.other)}" if s.other is not None else ""
        return f"{self.words(s.pieces)} {s.verb} damage simultaneously{other}"

    def simple_DoNot(self, s: A.DoNot) -> str:
        if s.what == "fight":
            return f"{self.words(s.pieces)} do not fight back"
        if s.what == "heal":
            return f"{self.words(s.pieces)} do not heal damage"
        acts = "/".join(w.text for w in s.actions)
        if s.what == "prevent":
            return f"{self.words(s.pieces)} does not prevent {acts}"
        return f"{self.counted(s.count, s.pieces)}{self.per(s.per)} do not participate in {acts}"

    def simple_InvaderAct(self, s: A.InvaderAct) -> str:
        lead = "then " if s.then else ""
        return f"{lead}{self.words(s.pieces)} " + " then ".join(w.text for w in s.actions)

    def simple_ActionBecomes(self, s: A.ActionBecomes) -> str:
        acts = "/".join(w.text for w in s.actions)
        return f"{s.lead} {acts} becomes a {s.instead.text}"

    def simple_DestroyFewer(self, s: A.DestroyFewer) -> str:
        return f"destroy {s.n} fewer {self.words(s.pieces)}"

    def simple_BoardActions(self, s: A.BoardActions) -> str:
        more = "more" if s.more else "fewer"
        return f"{s.actions.text} actions on the board {s.past} {s.side} resolve {s.n} {more} time"

    def simple_SwapCard(self, s: A.SwapCard) -> str:
        return (
            f"swap the top {s.deck.text} card with one in the {s.discard.text} discard"
            f" within {s.stages} stage"
        )
