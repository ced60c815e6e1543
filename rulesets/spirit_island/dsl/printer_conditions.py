"""Spirit Island's printer, the conditions (``cond_*``: the target, pieces present, what this
power did, counts of the game) — mixed into :class:`~.printer.SpiritIslandPrinter`."""

from __future__ import annotations

from . import ast as A
from .printer_invaders import InvaderActionPrinter


class ConditionPrinter(InvaderActionPrinter):
    """``cond_*`` of Spirit Island's conditions."""

    # --- conditions ----------------------------------------------------------------------
    def cond_TargetIs(self, c: A.TargetIs) -> str:
        return "target is " + " or ".join(w.text for w in c.words)

    def cond_CardProvides(self, c: A.CardProvides) -> str:
        return f"it provides {c.word.text}"

    def cond_PresentOrAdjacent(self, c: A.PresentOrAdjacent) -> str:
        return f"{self.words(c.pieces)} present or adjacent"

    def cond_PresentIn(self, c: A.PresentIn) -> str:
        where = "the " + self.landset(c.lands) if c.the else self.landset(c.lands, True)
        return f"{self.cond_Present(c.present)} in {where}"

    def cond_LandExists(self, c: A.LandExists) -> str:
        return ("any " if c.exists else "no ") + self.landset(c.lands)

    def cond_OriginIs(self, c: A.OriginIs) -> str:
        if [w.text for w in c.words] == ["sacred-site"]:
            return "origin land is your sacred site"
        return "origin land is " + " or ".join(w.text for w in c.words)

    def cond_AnotherSpirit(self, c: A.AnotherSpirit) -> str:
        return "target is another spirit"

    def cond_Present(self, c: A.Present) -> str:
        ps = self.words(c.pieces)
        if c.op == "==" and c.n > 0:
            return f"exactly {c.n} {ps} present"
        if c.op == "==":
            return f"no {ps} present"
        if c.op == "<=":
            return f"at most {c.n} {ps} present"
        if c.n == 1:
            return f"{ps} present"
        return f"at least {c.n} {ps} present"

    def cond_Did(self, c: A.Did) -> str:
        return f"{self.words(c.pieces)} {c.past}"

    def cond_Outnumber(self, c: A.Outnumber) -> str:
        return f"{self.words(c.more)} outnumber {self.words(c.fewer)}"

    def cond_HaveAtLeast(self, c: A.HaveAtLeast) -> str:
        if isinstance(c.other, A.Counted):
            who = "you" if c.other.owner == "you" else "they"
            return f"you have at least as many impending cards as power cards {who} have in play"
        return f"you have at least {c.n} impending card" + ("s" if c.n != 1 else "")

    def cond_SacredSites(self, c: A.SacredSites) -> str:
        return f"you have at least {c.n} sacred sites"

    def cond_IslandCount(self, c: A.IslandCount) -> str:
        return f"at least {c.n} {self.words(c.pieces)} on the island"

    def cond_TerrorLevel(self, c: A.TerrorLevel) -> str:
        more = {">=": " or higher", "<=": " or lower", "==": ""}[c.op]
        return f"terror level is {c.n}{more}"

    def cond_NoOtherCards(self, c: A.NoOtherCards) -> str:
        return "you have no other power cards in play"
