"""Spirit Island's compiler, spirits and their cards: card handling (forget, reclaim, play,
discard, element markers, the top of a deck), what a power is (speed, range, targets), its
costs (pay, joint pay, pay or discard), what a spirit gains (energy, cards, elements),
empowering an incarna — mixed into :class:`~.compiler.SpiritIslandCompiler`."""

from __future__ import annotations

from dataclasses import replace

from dsl.ir import Op
from rulesets.spirit_island import vocabulary as V

from . import ast as A
from .compiler_blocks import BlockCompiler
from .compiler_words import _with_per
from .constructs.cards import compile_card_action


class SpiritCompiler(BlockCompiler):
    """``stmt_*`` of the card, power, cost and gain statements."""

    def stmt_Empower(self, s: A.Empower) -> Op:
        return {"op": "empower", "pieces": self.pieces(s.pieces, (V.INCARNA,))}

    # --- cards, speed, range ---------------------------------------------------------------
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

    def stmt_Pay(self, s: A.Pay) -> Op:
        op: Op = {"op": "pay", s.what: self.number(s.n, s.span)}
        if s.any:
            op["any"] = True  # any amount, ``energy`` the least
        if s.tracks:
            op["from"] = "tracks"
        if s.jointly:
            op["jointly"] = True
        return _with_per(op, self.per(s.per))

    def stmt_JointPay(self, s: A.JointPay) -> Op:
        op: Op = {"op": "joint_optional", "energy": self.number(s.n, s.span)}
        op["do"] = self.seq(s.body)
        if s.aid is not None:
            op["aid"] = {"pieces": self.pieces(s.aid, V.TOKENS), "worth": s.worth}
        return _with_per(op, self.per(s.per))
