"""Spirit Island's builder, fear, damage, defence and the piece verbs: push, gather, destroy,
remove, add, downgrade, replace, move, skip, return; where pieces go (places) — mixed into
:class:`~.builder.SpiritIslandBuilder`."""

from __future__ import annotations

from typing import Any

from dsl import ast as C
from dsl.builder import word

from . import ast as A
from .builder_spirits import SpiritRules


class PieceRules(SpiritRules):
    """``r_<rule>`` methods of the damage and piece-verb grammar rules (see ``grammar.lark``)."""

    # --- simple statements ---------------------------------------------------------------
    def r_skip(self, span: C.Span, ch: list[Any]) -> A.Skip:
        return A.Skip(ch[0], ch[1], ch[3], span)

    def r_action_kinds(self, span: C.Span, ch: list[Any]) -> tuple[C.Word, ...]:
        return tuple(word(t) for t in ch)

    def r_place_target(self, span: C.Span, ch: list[Any]) -> A.Place:
        return A.Place("target", span=span)

    def r_place_source(self, span: C.Span, ch: list[Any]) -> A.Place:
        return A.Place("source", span=span)

    def r_place_origin(self, span: C.Span, ch: list[Any]) -> A.Place:
        return A.Place("source", span=span)

    def r_place_choice(self, span: C.Span, ch: list[Any]) -> A.Place:
        return A.Place("choice", ch[0], ch[1], span)

    def r_place_named(self, span: C.Span, ch: list[Any]) -> A.Place:
        return A.Place("named", span=span, name=word(ch[-1]))

    def r_repeat_in(self, span: C.Span, ch: list[Any]) -> A.Place:
        return A.Place("choice", ch[0], ch[1], span)
