"""Spirit Island's renderer, its base: what the construct writers ask of a writer
(:class:`~.constructs.contract.Writing`) in the English style — pieces, counts, land sets
(written by :mod:`.constructs.pieces` and :mod:`.constructs.lands`) — and the conditions, as
card text."""

from __future__ import annotations

import re
from collections.abc import Sequence

from dsl import ast as C
from dsl.render import Renderer
from rulesets.spirit_island import vocabulary as V

from . import ast as A
from .constructs.lands import write_landset
from .constructs.pieces import invariant_plural, past, write_pieces
from .constructs.style import ENGLISH, Style
from .constructs.words import WHO_ENGLISH


class TermRenderer(Renderer):
    """The English writer's side of the constructs' contract, and the conditions."""

    #: the construct modules' writers ask the style where canonical text and English differ
    style: Style = ENGLISH

    # --- what construct writers use (:class:`~.constructs.contract.Writing`) -------------
    def words(self, ps: A.Pieces, plural: bool = False) -> str:
        return write_pieces(ENGLISH, ps, plural)

    def amount(self, c: C.Count) -> tuple[str, bool]:
        return self.count(c)

    def lands(self, ls: A.LandSet) -> str:
        return self.landset(ls, "", True).strip()

    def block(self, header: str, body: Sequence[C.Stmt], depth: int = 0) -> str:
        return f"{header}: {self.body(body)}"

    def among(self, ls: A.LandSet) -> str:
        """``each adjacent land`` → ``adjacent lands``."""
        lands = self.landset(ls, "each").split(" ", 1)[1]
        return re.sub(r"\bland\b", "lands", lands, count=1)

    def actor(self, who: str) -> str:
        return WHO_ENGLISH[who]

    def count(self, c: C.Count) -> tuple[str, bool]:
        if c.kind == "health":
            return f"up to {c.n} Health worth of", True
        return super().count(c)

    def counted(self, c: C.Count | None, p: A.Pieces) -> str:
        if c is None:
            return self.words(p)
        text, plural = self.count(c)
        of = " of" if p.items and p.items[0].owner and c.kind in ("exact", "up_to") else ""
        return f"{text}{of} {self.words(p, plural)}"

    def landset(self, ls: A.LandSet, quant: str, plural: bool = False) -> str:
        """``each adjacent land with dahan`` → ``each adjacent land with Dahan`` (``quant`` any
        other head is written as it is: ``up to 3`` with ``plural`` lands)."""
        return write_landset(self, ls, quant, plural)

    # --- conditions ----------------------------------------------------------------------
    def cond_TargetIs(self, c: A.TargetIs) -> str:
        return "target land is " + " or ".join(
            V.PLACES.get(w.text, w.text.capitalize()) for w in c.words
        )

    def cond_CardProvides(self, c: A.CardProvides) -> str:
        return f"it provides {c.word.text.capitalize()}"

    def cond_PresentOrAdjacent(self, c: A.PresentOrAdjacent) -> str:
        return f"{self.words(c.pieces, True)} are present or adjacent"

    def cond_PresentIn(self, c: A.PresentIn) -> str:
        where = self.landset(c.lands, "the" if c.the else "", not c.the).strip()
        return f"{self.cond_Present(c.present)} in {where}"

    def cond_LandExists(self, c: A.LandExists) -> str:
        return "there is " + self.landset(c.lands, "any" if c.exists else "no")

    def cond_OriginIs(self, c: A.OriginIs) -> str:
        names = {"sacred-site": "your Sacred Site", "coastal": "Coastal", "inland": "Inland"}
        return "the origin land is " + " or ".join(
            names.get(w.text, w.text.capitalize()) for w in c.words
        )

    def cond_AnotherSpirit(self, c: A.AnotherSpirit) -> str:
        return "you target another Spirit"

    def cond_Present(self, c: A.Present) -> str:
        if c.op == "==" and c.n > 0:
            verb = "is" if c.n == 1 and not invariant_plural(c.pieces) else "are"
            return f"exactly {c.n} {self.words(c.pieces, c.n != 1)} {verb} present"
        if c.op == "==":
            return f"no {self.words(c.pieces, True)} are present"
        verb = "is" if c.n == 1 and not invariant_plural(c.pieces) else "are"
        if c.op == "<=":
            return f"at most {c.n} {self.words(c.pieces, c.n != 1)} {verb} present"
        if c.n == 1:
            return f"{self.words(c.pieces, True)} are present"
        return f"at least {c.n} {self.words(c.pieces, True)} are present"

    def cond_Did(self, c: A.Did) -> str:
        return f"any {self.words(c.pieces)} was {past(c.past)}"

    def cond_Outnumber(self, c: A.Outnumber) -> str:
        return f"{self.words(c.more, True)} outnumber {self.words(c.fewer, True)}"

    def cond_NoOtherCards(self, c: A.NoOtherCards) -> str:
        return "you have no other Power Cards in play"

    def cond_IncarnaEmpowered(self, c: A.IncarnaEmpowered) -> str:
        return "your Incarna is empowered"

    def cond_HaveAtLeast(self, c: A.HaveAtLeast) -> str:
        if c.other is not None:
            return "you have at least as many impending cards as Power Cards in play"
        return f"you have at least {c.n} impending card" + ("s" if c.n != 1 else "")

    def cond_SacredSites(self, c: A.SacredSites) -> str:
        return f"you have at least {c.n} Sacred Sites"

    def cond_IslandCount(self, c: A.IslandCount) -> str:
        return f"there are at least {c.n} {self.words(c.pieces, c.n != 1)} on the island"

    def cond_TerrorLevel(self, c: A.TerrorLevel) -> str:
        more = {">=": " or higher", "<=": " or lower", "==": ""}[c.op]
        return f"the Terror Level is {c.n}{more}"

    def cond_Not(self, c: C.Not) -> str:
        inner = c.cond
        if isinstance(inner, A.Present) and inner.op == ">=" and inner.n == 1:
            return f"{self.words(inner.pieces, True)} are not present"
        return super().cond_Not(c)
