"""Spirit Island's compiler, the conditions (``cond_*``): the target, pieces present (here, in
or next to lands, on the island), what this power did, the incarna, cards and sacred sites you
have, the terror level — mixed into :class:`~.compiler.SpiritIslandCompiler`."""

from __future__ import annotations

from typing import Any

from rulesets.spirit_island import vocabulary as V

from . import ast as A
from .terms import TermCompiler


class ConditionCompiler(TermCompiler):
    """``cond_*`` of Spirit Island's conditions."""

    # --- conditions ----------------------------------------------------------------------
    def cond_TargetIs(self, cond: A.TargetIs) -> dict[str, Any]:
        known = (*V.TERRAINS, "coastal", "inland", *V.PLACES)
        words = [self.word_in(w, known, "C102", "terrain or place") for w in cond.words]
        return {"target_is": words}

    def cond_CardProvides(self, cond: A.CardProvides) -> dict[str, Any]:
        if not self.turned_card:
            self.error(
                cond.span,
                "C141",
                "'it provides …' asks about a card turned from a deck, and none is turned before",
                "first `discard the top card of the minor power deck`",
            )
        return {"card_provides": self.word_in(cond.word, V.ELEMENTS, "C103", "element")}

    def cond_PresentOrAdjacent(self, cond: A.PresentOrAdjacent) -> dict[str, Any]:
        return {"has": self.pieces(cond.pieces), "at_least": 1, "or_adjacent": True}

    def cond_PresentIn(self, cond: A.PresentIn) -> dict[str, Any]:
        return {**self.cond_Present(cond.present), "in": self.landset(cond.lands)}

    def cond_LandExists(self, cond: A.LandExists) -> dict[str, Any]:
        key = "at_least" if cond.exists else "at_most"
        return {"lands": self.landset(cond.lands), key: int(cond.exists)}

    def cond_OriginIs(self, cond: A.OriginIs) -> dict[str, Any]:
        known = (*V.TERRAINS, "coastal", "inland", "sacred-site")
        words = [self.word_in(w, known, "C102", "origin land word") for w in cond.words]
        return {"origin_is": words}

    def cond_AnotherSpirit(self, cond: A.AnotherSpirit) -> dict[str, Any]:
        return {"another_spirit": True}

    def cond_Present(self, cond: A.Present) -> dict[str, Any]:
        if cond.op == "==" and cond.n > 0:  # "exactly 1 invader present"
            return {"has": self.pieces(cond.pieces), "at_least": cond.n, "at_most": cond.n}
        key = {">=": "at_least", "<=": "at_most", "==": "at_most"}[cond.op]
        return {"has": self.pieces(cond.pieces), key: cond.n}

    def cond_Did(self, cond: A.Did) -> dict[str, Any]:
        return {"did": {"past": cond.past, "pieces": self.pieces(cond.pieces)}}

    def cond_Outnumber(self, cond: A.Outnumber) -> dict[str, Any]:
        return {"outnumber": [self.pieces(cond.more), self.pieces(cond.fewer)]}

    def cond_IncarnaEmpowered(self, cond: A.IncarnaEmpowered) -> dict[str, Any]:
        return {"incarna_empowered": "you"}

    def cond_NoOtherCards(self, cond: A.NoOtherCards) -> dict[str, Any]:
        return {"count": {"cards_played": "you", "in_play": True}, "at_most": 1}

    def cond_HaveAtLeast(self, cond: A.HaveAtLeast) -> dict[str, Any]:
        out: dict[str, Any] = {"count": self.term(cond.query)}
        if cond.other is not None:
            out["at_least_count"] = self.term(cond.other)
        else:
            out["at_least"] = cond.n
        return out

    def cond_SacredSites(self, cond: A.SacredSites) -> dict[str, Any]:
        return {"sacred_sites_at_least": cond.n}

    def cond_IslandCount(self, cond: A.IslandCount) -> dict[str, Any]:
        return {"has": self.pieces(cond.pieces), "at_least": cond.n, "in": {}}

    def cond_TerrorLevel(self, cond: A.TerrorLevel) -> dict[str, Any]:
        if not 1 <= cond.n <= 4:
            self.error(cond.span, "C110", f"terror level {cond.n} does not exist (1 to 4)")
        key = {">=": "at_least", "<=": "at_most", "==": "exactly"}[cond.op]
        return {"terror_level": {key: cond.n}}
