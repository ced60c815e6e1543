"""Lark parse tree → Spirit Island AST nodes: a builder method per rule of ``grammar.lark``
(the core's rules are :class:`cardsmith.dsl.builder.Builder`'s).

The constructs' rules come first (``rules``: :mod:`.constructs.table`). Here: the core's
``may pay N energy`` and ``after`` in Spirit Island's words, pay-or-discard, health counts."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardsmith.dsl import ast as C
from cardsmith.dsl.builder import Builder

from . import ast as A
from .constructs.table import RULES


class SpiritIslandBuilder(Builder):
    """Builds Spirit Island's nodes; every rule receives (span, children)."""

    rules = RULES

    # --- block statements ----------------------------------------------------------------
    def r_pay_stmt(self, span: C.Span, ch: list[Any]) -> C.Optional:
        return C.Optional(ch[0], ch[2], int(ch[1]), span)

    def r_pay_or_discard_stmt(self, span: C.Span, ch: list[Any]) -> A.PayOrDiscard:
        what: A.CardAction = ch[3]
        card = replace(what, verb="discard", zones=tuple(ch[4] or ()))
        return A.PayOrDiscard(ch[0], int(ch[1]), card, ch[5], span)

    def r_when_stmt(self, span: C.Span, ch: list[Any]) -> C.Trigger:
        return C.Trigger(ch[0], ch[1], span)

    # --- chosen spirits, counts ----------------------------------------------------------
    def r_health_budget(self, span: C.Span, ch: list[Any]) -> C.Count:
        return C.Count("health", int(ch[0]), span)
