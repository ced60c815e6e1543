"""Parse tree → AST for Elder Sign's rules of ``grammar.lark`` (one ``r_<rule>`` each)."""

from __future__ import annotations

from typing import Any

from lark import Token

from cardsmith.dsl import ast as C
from cardsmith.dsl.builder import Builder, toks, word

from . import ast as A


def _int(ch: list[Any]) -> int:
    return int(toks(ch, "INT")[0])


def _words(ch: list[Any]) -> tuple[C.Word, ...]:
    """The NAME (and ELDER_SIGNS) tokens of a rule, as words."""
    return tuple(word(t) for t in ch if isinstance(t, Token) and t.type in ("NAME", "ELDER_SIGNS"))


def _one(ch: list[Any]) -> C.Word:
    return _words(ch)[0]


class ElderSignBuilder(Builder):
    """The core's rules plus the game's verbs, conditions and query."""

    def r_gain(self, span: C.Span, ch: list[Any]) -> A.Amount:
        return A.Amount("gain", _int(ch), _one(ch), span)

    def r_lose(self, span: C.Span, ch: list[Any]) -> A.Amount:
        return A.Amount("lose", _int(ch), _one(ch), span)

    def r_lock_dice(self, span: C.Span, ch: list[Any]) -> A.Amount:
        return A.Amount("lock", _int(ch), _one(ch), span)

    def r_add_doom(self, span: C.Span, ch: list[Any]) -> A.Doom:
        return A.Doom("add", _int(ch), span)

    def r_remove_doom(self, span: C.Span, ch: list[Any]) -> A.Doom:
        return A.Doom("remove", _int(ch), span)

    def r_draw_monster(self, span: C.Span, ch: list[Any]) -> A.Fixed:
        return A.Fixed(A.DRAW_MONSTER, span)

    def r_advance_clock(self, span: C.Span, ch: list[Any]) -> A.Fixed:
        return A.Fixed(A.ADVANCE_CLOCK, span)

    def r_open_world(self, span: C.Span, ch: list[Any]) -> A.Fixed:
        return A.Fixed(A.OPEN_WORLD, span)

    def r_add_die(self, span: C.Span, ch: list[Any]) -> A.AddDie:
        return A.AddDie(_one(ch), span)

    def r_discard(self, span: C.Span, ch: list[Any]) -> A.Cards:
        return A.Cards("discard", _int(ch), _words(ch), span)

    def r_draw(self, span: C.Span, ch: list[Any]) -> A.Cards:
        return A.Cards("draw", _int(ch), _words(ch), span)

    def r_have(self, span: C.Span, ch: list[Any]) -> A.Have:
        return A.Have(_int(ch), _one(ch), span)

    def r_doom_at_least(self, span: C.Span, ch: list[Any]) -> A.DoomAtLeast:
        return A.DoomAtLeast(_int(ch), _one(ch), span)

    def r_investigators(self, span: C.Span, ch: list[Any]) -> A.Investigators:
        return A.Investigators(span)
