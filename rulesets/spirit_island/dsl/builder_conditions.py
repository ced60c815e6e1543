"""Spirit Island's builder, the conditions and land sets: ``target is …``, pieces present (here,
in lands, on the island), what this power did, the terror level, sacred sites, the origin land;
land adjectives and filters — mixed into :class:`~.builder.SpiritIslandBuilder`."""

from __future__ import annotations

from typing import Any, Literal

from lark import Token

from dsl import ast as C
from dsl.builder import tok_span, word

from . import ast as A


class ConditionRules:
    """``r_<rule>`` methods of the condition and land-set grammar rules (see ``grammar.lark``)."""

    # --- conditions ----------------------------------------------------------------------
    def r_target_is(self, span: C.Span, ch: list[Any]) -> A.TargetIs:
        return A.TargetIs(tuple(word(t) for t in ch), span)

    def r_another_spirit(self, span: C.Span, ch: list[Any]) -> A.AnotherSpirit:
        return A.AnotherSpirit(span)

    def r_present(self, span: C.Span, ch: list[Any]) -> A.Present:
        return A.Present(ch[0], ">=", 1, span)

    def r_absent(self, span: C.Span, ch: list[Any]) -> A.Present:
        return A.Present(ch[0], "==", 0, span)

    def r_at_least(self, span: C.Span, ch: list[Any]) -> A.Present:
        return A.Present(ch[1], ">=", int(ch[0]), span)

    def r_exactly(self, span: C.Span, ch: list[Any]) -> A.Present:
        return A.Present(ch[1], "==", int(ch[0]), span)

    def r_at_most(self, span: C.Span, ch: list[Any]) -> A.Present:
        return A.Present(ch[1], "<=", int(ch[0]), span)

    def r_did(self, span: C.Span, ch: list[Any]) -> A.Did:
        return A.Did(ch[0], str(ch[1]).lower(), span)

    def r_outnumber(self, span: C.Span, ch: list[Any]) -> A.Outnumber:
        return A.Outnumber(ch[0], ch[1], span)

    def r_sacred_sites(self, span: C.Span, ch: list[Any]) -> A.SacredSites:
        return A.SacredSites(int(ch[0]), span)

    def r_island_at_least(self, span: C.Span, ch: list[Any]) -> A.IslandCount:
        return A.IslandCount(ch[1], int(ch[0]), span)

    def r_terror_level(self, span: C.Span, ch: list[Any]) -> A.TerrorLevel:
        _, n, more = ch
        if more is None:
            return A.TerrorLevel(int(n), "==", span)
        higher = str(more).split()[-1].lower() in ("higher", "more", "greater")
        op: Literal[">=", "<="] = ">=" if higher else "<="
        return A.TerrorLevel(int(n), op, span)

    def r_present_or_adjacent(self, span: C.Span, ch: list[Any]) -> A.PresentOrAdjacent:
        return A.PresentOrAdjacent(ch[0], span)

    def r_present_in(self, span: C.Span, ch: list[Any]) -> A.PresentIn:
        the = ch[-2] is not None
        return A.PresentIn(A.Present(ch[0], ">=", 1, span), ch[-1], span, the)

    def r_absent_in(self, span: C.Span, ch: list[Any]) -> A.PresentIn:
        the = ch[-2] is not None
        return A.PresentIn(A.Present(ch[0], "==", 0, span), ch[-1], span, the)

    def r_at_least_in(self, span: C.Span, ch: list[Any]) -> A.PresentIn:
        the = ch[-2] is not None
        return A.PresentIn(A.Present(ch[1], ">=", int(ch[0]), span), ch[-1], span, the)

    def r_any_land(self, span: C.Span, ch: list[Any]) -> A.LandExists:
        return A.LandExists(ch[-1], True, span)

    def r_no_land(self, span: C.Span, ch: list[Any]) -> A.LandExists:
        return A.LandExists(ch[-1], False, span)

    def r_origin_is(self, span: C.Span, ch: list[Any]) -> A.OriginIs:
        tokens = [t for t in ch[1:] if isinstance(t, Token)]
        if tokens and tokens[-1].type == "SACRED_SITE":  # "your sacred site"
            return A.OriginIs((C.Word("sacred-site", tok_span(tokens[-1])),), span)
        return A.OriginIs(tuple(word(t) for t in tokens), span)

    # --- lands ---------------------------------------------------------------------------
