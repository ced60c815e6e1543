"""Parse tree → AST for Codex's rules of ``grammar.lark`` (one ``r_<rule>`` each)."""

from __future__ import annotations

from typing import Any

from cardsmith.dsl import ast as C
from cardsmith.dsl.builder import Builder, flatten, toks, word

from . import ast as A


def _int(ch: list[Any], i: int = 0) -> int:
    return int(toks(ch, "INT")[i])


def _name(ch: list[Any]) -> C.Word:
    return word(toks(ch, "NAME")[0])


def _target(ch: list[Any]) -> A.Target:
    return next(c for c in ch if isinstance(c, A.Target))


def _body(ch: list[Any]) -> tuple[C.Stmt, ...]:
    return flatten(list(next(c for c in ch if isinstance(c, tuple))))


class CodexBuilder(Builder):
    """The core's rules plus Codex's verbs, targets, triggers and condition."""

    # --- targets -------------------------------------------------------------------------
    def _owned(self, mode: str, span: C.Span, ch: list[Any]) -> A.Target:
        owner = toks(ch, "OWNER")
        return A.Target(mode, str(owner[0]).lower() if owner else None, _name(ch), span)

    def r_target_one(self, span: C.Span, ch: list[Any]) -> A.Target:
        return self._owned(A.ONE, span, ch)

    def r_target_each(self, span: C.Span, ch: list[Any]) -> A.Target:
        return self._owned(A.EACH, span, ch)

    def r_target_this(self, span: C.Span, ch: list[Any]) -> A.Target:
        return A.Target(A.THIS, None, None, span)

    def r_target_base(self, span: C.Span, ch: list[Any]) -> A.Target:
        text = str(toks(ch, "BASE")[0]).lower()
        return A.Target(A.BASE, "friendly" if text.startswith("your") else "enemy", None, span)

    # --- verbs ---------------------------------------------------------------------------
    def r_deal(self, span: C.Span, ch: list[Any]) -> A.Act:
        return A.Act("deal", _int(ch), _target(ch), span=span)

    def r_heal(self, span: C.Span, ch: list[Any]) -> A.Act:
        return A.Act("heal", _int(ch), _target(ch), span=span)

    def r_gain(self, span: C.Span, ch: list[Any]) -> A.Act:
        return A.Act("gain", _int(ch), word=_name(ch), span=span)

    def r_draw(self, span: C.Span, ch: list[Any]) -> A.Act:
        return A.Act("draw", _int(ch), word=_name(ch), span=span)

    def r_discard(self, span: C.Span, ch: list[Any]) -> A.Act:
        who = "the opponent" if toks(ch, "OPPONENT") else None
        return A.Act("discard", _int(ch), word=_name(ch), detail=who, span=span)

    def r_exhaust(self, span: C.Span, ch: list[Any]) -> A.Act:
        return A.Act("exhaust", target=_target(ch), span=span)

    def r_ready(self, span: C.Span, ch: list[Any]) -> A.Act:
        return A.Act("ready", target=_target(ch), span=span)

    def r_sacrifice(self, span: C.Span, ch: list[Any]) -> A.Act:
        return A.Act("sacrifice", target=_target(ch), span=span)

    def r_sacrifice_workers(self, span: C.Span, ch: list[Any]) -> A.Act:
        return A.Act("sacrifice_workers", _int(ch), word=_name(ch), span=span)

    def r_destroy(self, span: C.Span, ch: list[Any]) -> A.Act:
        return A.Act("destroy", target=_target(ch), span=span)

    def r_bounce(self, span: C.Span, ch: list[Any]) -> A.Act:
        return A.Act("return", target=_target(ch), span=span)

    def r_put_runes(self, span: C.Span, ch: list[Any]) -> A.Act:
        rune = str(toks(ch, "RUNE")[0]).lower()
        return A.Act("runes", _int(ch), _target(ch), _name(ch), rune, span)

    def r_summon(self, span: C.Span, ch: list[Any]) -> A.Act:
        stats = str(toks(ch, "STATS")[0])
        return A.Act("summon", _int(ch), word=_name(ch), detail=stats, span=span)

    def r_tech_in(self, span: C.Span, ch: list[Any]) -> A.Act:
        return A.Act("tech_in", _int(ch), word=_name(ch), span=span)

    def r_level_up(self, span: C.Span, ch: list[Any]) -> A.Act:
        return A.Act("level_up", _int(ch), _target(ch), span=span)

    def r_grant(self, span: C.Span, ch: list[Any]) -> A.Act:
        value = str(toks(ch, "INT")[0]) if toks(ch, "INT") else None
        return A.Act("grant", None, _target(ch), _name(ch), value, span)

    # --- blocks --------------------------------------------------------------------------
    def r_pay_stmt(self, span: C.Span, ch: list[Any]) -> A.Pay:
        return A.Pay(_int(ch), _name(ch), _body(ch), span)

    def r_when_stmt(self, span: C.Span, ch: list[Any]) -> A.When:
        return A.When(str(toks(ch, "MOMENT")[0]).lower(), _body(ch), span)

    # --- conditions ----------------------------------------------------------------------
    def r_have_at_least(self, span: C.Span, ch: list[Any]) -> A.HaveAtLeast:
        return A.HaveAtLeast(_int(ch), _name(ch), span)
