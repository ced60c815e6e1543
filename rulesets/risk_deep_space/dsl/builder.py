"""Parse tree → AST for Risk Deep Space's rules of ``grammar.lark`` (one ``r_<rule>`` each)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cardsmith.dsl import ast as C
from cardsmith.dsl.builder import Builder, flatten, toks, word

from . import ast as A


def _int(ch: list[Any]) -> int:
    return int(toks(ch, "INT")[0])


def _name(ch: list[Any], i: int = 0) -> C.Word:
    return word(toks(ch, "NAME")[i])


class RiskBuilder(Builder):
    """The core's rules plus the game's verbs, conditions and queries."""

    # --- fixed phrases -------------------------------------------------------------------
    def r_target_planet(self, span: C.Span, ch: list[Any]) -> str:
        return A.TARGET_PLANET

    def r_target_player(self, span: C.Span, ch: list[Any]) -> str:
        return A.TARGET_PLAYER

    def r_destination(self, span: C.Span, ch: list[Any]) -> str:
        return str(ch[0])

    def r_home(self, span: C.Span, ch: list[Any]) -> str:
        return A.HOME

    def r_subject(self, span: C.Span, ch: list[Any]) -> str:
        return str(ch[0])

    def r_you(self, span: C.Span, ch: list[Any]) -> str:
        return A.YOU

    # --- verbs ---------------------------------------------------------------------------
    def r_gain(self, span: C.Span, ch: list[Any]) -> A.Gain:
        return A.Gain(_int(ch), _name(ch), span)

    def r_pay_stmt(self, span: C.Span, ch: list[Any]) -> A.Pay:
        body = next(c for c in ch if isinstance(c, tuple))
        return A.Pay(_int(ch), _name(ch), flatten(list(body)), span)

    def r_steal(self, span: C.Span, ch: list[Any]) -> A.Steal:
        return A.Steal(_int(ch), _name(ch), span)

    def r_add(self, span: C.Span, ch: list[Any]) -> A.Add:
        return A.Add(_int(ch), _name(ch), str(ch[-1]), span)

    def r_remove(self, span: C.Span, ch: list[Any]) -> A.Remove:
        owner = str(toks(ch, "OWNER")[0]).lower()
        return A.Remove(_int(ch), owner, _name(ch), span)

    def r_move(self, span: C.Span, ch: list[Any]) -> A.Move:
        count = next(c for c in ch if isinstance(c, C.Count))
        return A.Move(count, _name(ch), bool(toks(ch, "THROUGH_WARP")), span)

    def r_build(self, span: C.Span, ch: list[Any]) -> A.Build:
        if not toks(ch, "INT"):
            return A.Build(None, None, span)
        return A.Build(_int(ch), _name(ch), span)

    def r_battle(self, span: C.Span, ch: list[Any]) -> A.Battle:
        return A.Battle(_int(ch), _name(ch), span)

    def r_roll(self, span: C.Span, ch: list[Any]) -> A.Roll:
        return A.Roll(span)

    def r_place_force_field(self, span: C.Span, ch: list[Any]) -> A.Place:
        return A.Place(A.FORCE_FIELD, span)

    def r_place_space_dog(self, span: C.Span, ch: list[Any]) -> A.Place:
        return A.Place(A.SPACE_DOG, span)

    def _cards(self, verb: str, span: C.Span, ch: list[Any]) -> A.Cards:
        who = ch[0] if isinstance(ch[0], str) and not isinstance(ch[0], Token) else None
        return A.Cards(verb, _int(ch), who, span)

    def r_draw(self, span: C.Span, ch: list[Any]) -> A.Cards:
        return self._cards("draw", span, ch)

    def r_discard(self, span: C.Span, ch: list[Any]) -> A.Cards:
        return self._cards("discard", span, ch)

    # --- conditions ----------------------------------------------------------------------
    def r_has_base(self, span: C.Span, ch: list[Any]) -> A.HasBase:
        return A.HasBase(span)

    def r_recruits_at_least(self, span: C.Span, ch: list[Any]) -> A.AtLeast:
        return A.AtLeast(_int(ch), _name(ch), True, span)

    def r_resource_at_least(self, span: C.Span, ch: list[Any]) -> A.AtLeast:
        return A.AtLeast(_int(ch), _name(ch), False, span)

    def r_roll_at_least(self, span: C.Span, ch: list[Any]) -> A.RollAtLeast:
        return A.RollAtLeast(_int(ch), span)

    def r_more_bases(self, span: C.Span, ch: list[Any]) -> A.MoreBases:
        return A.MoreBases(span)

    # --- queries -------------------------------------------------------------------------
    def r_your_bases(self, span: C.Span, ch: list[Any]) -> A.Over:
        return A.Over(A.YOUR_BASES, span)

    def r_opponents(self, span: C.Span, ch: list[Any]) -> A.Over:
        return A.Over(A.OPPONENTS, span)
