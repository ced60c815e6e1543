"""Spirit Island's compiler, blocks, scopes and triggers: in lands, each player, each board, a
chosen spirit, your sacred sites (a live scope: what it may hold), end of turn, from now on,
the next time, any number of times, cost to use, optional blocks and loops — mixed into
:class:`~.compiler.SpiritIslandCompiler`."""

from __future__ import annotations

from dataclasses import replace

from cardsmith.dsl import ast as C
from cardsmith.dsl.ir import Op

from . import ast as A
from .constructs.blocks import event_body
from .constructs.cards import compile_card_action
from .terms import TermCompiler


class BlockCompiler(TermCompiler):
    """``stmt_*`` of the block statements, scopes and triggers."""

    # --- lasting and one-shot blocks -------------------------------------------------------
    def stmt_Trigger(self, s: C.Trigger) -> Op:
        return {
            "op": "trigger",
            "event": self.term(s.event),
            "do": event_body(self, s.event, s.body),
        }

    def stmt_ForEach(self, s: C.ForEach) -> Op:
        if not isinstance(s.query, A.KindCount):
            return super().stmt_ForEach(s)
        query = self.term(s.query)  # "for each type of … added": "that type" in the body
        self.kind_loops.append(list(query["kinds_of"]["kinds"]))
        try:
            return {"op": "for_each", "query": query, "do": self.loop(s.body, s.span)}
        finally:
            self.kind_loops.pop()

    def stmt_PayOrDiscard(self, s: A.PayOrDiscard) -> Op:
        who = s.who or "you"
        discard = compile_card_action(self, replace(s.discard, who=who))
        self.actors.append(who)
        try:
            body = self.seq(s.body)
        finally:
            self.actors.pop()
        alt = {k: v for k, v in discard.items() if k not in ("op", "who")}
        return {
            "op": "optional",
            "who": who,
            "cost": {"energy": self.number(s.cost, s.span), "or_discard": alt},
            "then": body,
        }
