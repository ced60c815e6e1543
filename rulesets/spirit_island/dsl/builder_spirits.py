"""Spirit Island's builder, spirits and their cards: forget, reclaim, play, take, discard,
regain; what a power is (speed, range, targets); what a spirit gains (energy, cards, elements,
element markers); the top of a deck; what a spirit has (cards played, in play, impending,
energy paid) — mixed into :class:`~.builder.SpiritIslandBuilder`."""

from __future__ import annotations

from typing import Any

from dsl import ast as C
from dsl.builder import tok_span

from . import ast as A


class SpiritRules:
    """``r_<rule>`` methods of the card, power and gain grammar rules (see ``grammar.lark``)."""

    # --- cards, speed, range ---------------------------------------------------------------
    def r_in_targets_stmt(self, span: C.Span, ch: list[Any]) -> A.InLands:
        target = C.Word("target", tok_span(ch[1]))
        return A.InLands("each", A.LandSet((target,), (), tok_span(ch[1])), ch[2], span)

    def r_in_one_target_stmt(self, span: C.Span, ch: list[Any]) -> A.InLands:
        target = C.Word("target", tok_span(ch[1]))
        return A.InLands("one", A.LandSet((target,), (), tok_span(ch[1])), ch[2], span)
