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


class SpiritCompiler(BlockCompiler):
    """``stmt_*`` of the card, power, cost and gain statements."""

    def stmt_Empower(self, s: A.Empower) -> Op:
        return {"op": "empower", "pieces": self.pieces(s.pieces, (V.INCARNA,))}

    # --- cards, speed, range ---------------------------------------------------------------
    def stmt_CardAction(self, s: A.CardAction) -> Op:
        if s.verb == "discard" and s.which == "this":
            self.error(
                s.span,
                "C145",
                "'discard this power': a power in play is discarded anyway at the end of turn",
                "discard a card from a place: `discard 1 power card from your hand`",
            )
        who = s.who or (self.actors[-1] if self.actors else "you")
        op: Op = {"op": f"{s.verb}_card" if s.verb != "reclaim" else "reclaim", "who": who}
        if s.which in ("this", "it"):
            op[s.which] = True
        elif s.count is not None:
            op["count" if s.verb == "reclaim" else "n"] = (
                self.count(s.count) if s.verb == "reclaim" else self.number(s.count.n or 1, s.span)
            )
        if s.which == "another":
            op["another"] = True
        if s.deck is not None:
            op["deck"] = self.word_in(s.deck, V.CARD_KINDS, "C106", "kind of power card")
        if s.zones:
            op["from"] = [self.word_in(w, V.CARD_ZONES, "C106", "card place") for _, w in s.zones]
        if s.into is not None:
            op["to"] = self.word_in(s.into[1], V.CARD_ZONES, "C106", "card place")
        if s.verb == "play":
            op["cost"] = s.cost or "pay"
            if s.thresholds:
                op["all_thresholds"] = True
        return op

    def stmt_PayOrDiscard(self, s: A.PayOrDiscard) -> Op:
        who = s.who or "you"
        discard = self.stmt_CardAction(replace(s.discard, who=who))
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

    def stmt_Markers(self, s: A.Markers) -> Op:
        if s.action == "prepare":
            return {"op": "prepare_markers", "n": self.number(s.count.n or 1, s.span)}
        return {"op": "discard_markers", "count": self.count(s.count)}

    def stmt_DeckTop(self, s: A.DeckTop) -> Op:
        self.turned_card = True
        if s.action == "remove":
            deck = self.word_in(s.deck, ("fear",), "C106", "deck (its top card removed)")
        elif s.action == "reveal_any":
            deck = self.word_in(s.deck, ("fear",), "C106", "deck of face-down cards")
        elif s.action == "reveal":
            deck = self.word_in(s.deck, ("fear", *V.DECKS), "C106", "deck")
        else:
            deck = self.word_in(s.deck, V.DECKS, "C106", "power deck")
        return {"op": "deck_top", "deck": deck, "do": s.action}

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
