"""Spirit Island's statements → operations (:mod:`dsl.ir`), checking every game word against the
vocabulary; the skeleton's statements are :class:`dsl.compiler.Compiler`'s."""

from __future__ import annotations

from typing import Any

from dsl import ast as C
from dsl.ir import Op, Ops
from rulesets.spirit_island import vocabulary as V

from . import ast as A
from .terms import TermCompiler

_ALLOWED: dict[str, tuple[str, ...]] = {
    "push": V.MOVABLE,
    "gather": V.MOVABLE,
    "destroy": (*V.INVADERS, "dahan", "presence"),
    "remove": (*V.INVADERS, "dahan", "blight", "presence"),
    "add": V.MOVABLE,
    "downgrade": V.INVADERS,
}


def _with_per(op: Op, per: dict[str, Any] | None) -> Op:
    if per is not None:
        op["per"] = per
    return op


class SpiritIslandCompiler(TermCompiler):
    """Compiles Spirit Island's verbs, lasting effects and block statements."""

    def stmt_Fear(self, s: A.Fear) -> Op:
        return _with_per({"op": "fear", "amount": self.number(s.amount, s.span)}, self.per(s.per))

    def stmt_Damage(self, s: A.Damage) -> Op:
        op: Op = {"op": "damage", "amount": self.number(s.amount, s.span)}
        if s.to is not None:
            to: dict[str, Any] = {
                "kinds": self.pieces(s.to.pieces, (*V.INVADERS, "dahan"))["kinds"]
            }
            if s.to.each:
                to["each"] = True
            if s.to.chosen is not None:
                to["choose"] = self.count(s.to.chosen)
                if s.per is not None:  # "to each of 1 invader per dahan": per picks more
                    to["choose"]["per"] = self.per(s.per)
                    op["to"] = to
                    return op
            op["to"] = to
        return _with_per(op, self.per(s.per))

    def stmt_Bonus(self, s: A.Bonus) -> Op:
        if s.kind not in self.seen:
            self.error(
                s.span,
                "C111",
                f"'+{s.amount} {s.kind}' adds to nothing: no {s.kind} before it",
            )
        return {"op": s.kind, "amount": self.number(s.amount, s.span), "bonus": True}

    def stmt_Defend(self, s: A.Defend) -> Op:
        return _with_per({"op": "defend", "amount": self.number(s.amount, s.span)}, self.per(s.per))

    def stmt_PieceAction(self, s: A.PieceAction) -> Op:
        op: Op = {
            "op": s.verb,
            "count": self.count(s.count),
            "pieces": self.pieces(s.pieces, _ALLOWED[s.verb]),
        }
        if s.to is not None:
            op["to"] = self.term(s.to)
        if s.spread:
            op["spread"] = True
        if s.ignore_land:
            op["ignore_land_type"] = True
        return _with_per(op, self.per(s.per))

    def stmt_Replace(self, s: A.Replace) -> Op:
        return {
            "op": "replace",
            "count": self.count(s.count),
            "pieces": self.pieces(s.pieces, (*V.INVADERS, "dahan")),
            "with": {
                "n": self.number(s.n, s.span),
                "pieces": self.pieces(s.with_pieces, (*V.INVADERS, "dahan")),
            },
        }

    def stmt_Move(self, s: A.Move) -> Op:
        op: Op = {
            "op": "move",
            "count": self.count(s.count),
            "pieces": self.pieces(s.pieces, V.MOVABLE),
            "to": self.term(s.to),
        }
        if s.source is not None:
            op["from"] = self.term(s.source)
        return op

    def stmt_Skip(self, s: A.Skip) -> Op:
        actions = [self.word_in(w, V.INVADER_ACTIONS, "C105", "invader action") for w in s.actions]
        if "invader" in actions:
            actions = ["ravage", "build", "explore"]
        op: Op = {"op": "skip", "count": self.count(s.count), "actions": actions}
        if s.adding is not None:
            op["adding"] = self.pieces(s.adding, V.INVADERS)
        return op

    def stmt_GainEnergy(self, s: A.GainEnergy) -> Op:
        return _with_per(
            {"op": "gain_energy", "who": s.who, "amount": self.number(s.amount, s.span)},
            self.per(s.per),
        )

    def stmt_GainCard(self, s: A.GainCard) -> Op:
        op: Op = {
            "op": "gain_card",
            "who": s.who,
            "n": self.number(s.n, s.span),
            "deck": self.word_in(s.deck, V.DECKS, "C106", "power deck") if s.deck else None,
        }
        if s.not_kept:
            op["from"] = "not_kept"
        return op

    def stmt_GainElements(self, s: A.GainElements) -> Op:
        if s.n is None:
            return {"op": "gain_elements", "who": s.who, "same": True}
        return {
            "op": "gain_elements",
            "who": s.who,
            "n": self.number(s.n, s.span),
            "different": True,
        }

    def stmt_Optional(self, s: C.Optional, body_override: Ops | None = None) -> Op:
        only = s.body[0] if len(s.body) == 1 else None
        if (
            isinstance(only, A.Modifier)
            and only.name in V.SPIRIT_MODIFIERS
            and s.cost is None
            and body_override is None
        ):
            # "target spirit may repeat ..." grants an option: the modifier is the "may"
            return {**self.stmt_Modifier(only), "who": s.who or "you"}
        return super().stmt_Optional(s, body_override)

    def stmt_InLands(self, s: A.InLands) -> Op:
        do = self.loop(s.body) if s.quant == "each" else self.seq(s.body)
        return {"op": "in_lands", "quant": s.quant, "lands": self.landset(s.lands), "do": do}

    def stmt_EachPlayer(self, s: A.EachPlayer) -> Op:
        return {"op": "each_player", "do": self.loop(s.body)}

    def stmt_AtSacredSites(self, s: A.AtSacredSites) -> Op:
        return {"op": "at_sacred_sites", "owner": s.owner, "do": self.seq(s.body)}

    def stmt_Modifier(self, m: A.Modifier) -> Op:
        op: Op = {"op": "modifier", "name": m.name}
        if m.who:
            op["who"] = m.who
        if m.pieces is not None:
            op["pieces"] = self.pieces(m.pieces)
        if m.other is not None:
            op["other"] = self.pieces(m.other)
        if m.amount is not None:
            op["amount"] = m.amount
        if m.count is not None:
            op["count"] = self.count(m.count)
        if m.name == "prevent":
            op["verbs"] = [
                self.word_in(w, ("added", "damaged", "destroyed"), "C112", "prevented verb")
                for w in m.words
            ]
        if m.name == "repeat_cards" and m.words:
            op["other"] = True
        if m.name == "make_fast" and m.words:
            op["with_ops"] = [
                self.word_in(w, ("push", "gather"), "C112", "instruction") for w in m.words
            ]
        if m.name == "gift_card":
            op["to"] = m.words[0].text
        return op
