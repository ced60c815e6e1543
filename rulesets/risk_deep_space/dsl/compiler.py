"""AST → the effect IR the engine runs (``engine/ops.py`` is its reference).

The core's statements compile to the game's own operation names: ``if`` (with ``else`` only
when there is an ``otherwise``), ``may``, ``either``, ``for_each`` over ``your base`` or
``opponent``; conditions are ``{"test": …}``. Game words are checked against
``vocabulary.py`` — a word that is not one gets a did-you-mean (``R101``); a statement of the
core the game does not have (``repeat``) is ``R102``; a word in the wrong place (a base paid in
gems, a move of all recruits) is ``R103``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardsmith.dsl import ast as C
from cardsmith.dsl.compiler import Compiler, suggest
from cardsmith.dsl.ir import Op, Ops

from .. import vocabulary as V
from . import ast as A

RESOURCES = tuple(V.forms("resources"))
RECRUITS = ("recruit", "recruits")
MOVES = ("move", "moves")
ROUNDS = ("round", "rounds")


class RiskCompiler(Compiler):
    """Compiles Risk Deep Space effects; errors are collected (see :class:`dsl.compiler`)."""

    # --- words ---------------------------------------------------------------------------
    def known(self, w: C.Word, known: Sequence[str], what: str) -> bool:
        """True when ``w`` is one of ``known``; else an ``R101`` with a did-you-mean."""
        if w.text in known:
            return True
        guess = suggest(w.text, known)
        hint = f"did you mean {guess!r}?" if guess else f"known: {', '.join(known)}"
        self.error(w.span, "R101", f"unknown {what} {w.text!r}", hint)
        return False

    def resource(self, w: C.Word) -> str:
        """``gem``/``gems`` → ``gem``, ``ore`` → ``ore`` (an error and the word otherwise)."""
        self.known(w, RESOURCES, "resource (gems or ore)")
        return V.resource_of(w.text) or w.text

    def recruits(self, w: C.Word) -> None:
        self.known(w, RECRUITS, "piece (a card adds, removes and moves recruits)")

    # --- verbs ---------------------------------------------------------------------------
    def stmt_Gain(self, s: A.Gain) -> Op:
        if s.what.text in MOVES:
            return {"op": "gain_moves", "amount": s.amount}
        self.known(s.what, (*RESOURCES, *MOVES), "thing to gain (gems, ore or moves)")
        return {"op": "gain", "resource": V.resource_of(s.what.text) or s.what.text,
                "amount": s.amount}

    def stmt_Pay(self, s: A.Pay, body_override: Ops | None = None) -> Op:
        return {"op": "pay", "resource": self.resource(s.what), "amount": s.amount,
                "then": body_override if body_override is not None else self.seq(s.body)}

    def stmt_Steal(self, s: A.Steal) -> Op:
        return {"op": "steal", "resource": self.resource(s.what), "amount": s.amount,
                "from": A.TARGET_PLAYER}

    def stmt_Add(self, s: A.Add) -> Op:
        self.recruits(s.piece)
        return {"op": "add_recruits", "amount": s.amount, "to": s.to}

    def stmt_Remove(self, s: A.Remove) -> Op:
        self.recruits(s.piece)
        return {"op": "remove_recruits", "amount": s.amount, "owner": s.owner,
                "from": A.TARGET_PLANET}

    def stmt_Move(self, s: A.Move) -> Op:
        self.recruits(s.piece)
        if s.count.kind not in ("exact", "up_to") or s.count.n is None:
            self.error(s.count.span, "R103", "a card moves a number of recruits",
                       "write `move 2 recruits` or `move up to 3 recruits`")
            return {"op": "move_recruits", "amount": 1}
        op: Op = {"op": "move_recruits", "amount": self.number(s.count.n, s.count.span)}
        if s.count.kind == "up_to":
            op["up_to"] = True
        if s.warp:
            op["through"] = "warp"
        return op

    def stmt_Build(self, s: A.Build) -> Op:
        op: Op = {"op": "build_base", "at": A.TARGET_PLANET}
        if s.price is not None and s.what is not None:
            if self.resource(s.what) == "gem":
                self.error(s.what.span, "R103", "a base is paid in ore, not gems",
                           f"write `for {s.price} ore`")
            op["ore"] = s.price
        return op

    def stmt_Battle(self, s: A.Battle) -> Op:
        self.known(s.unit, ROUNDS, "word (a battle lasts rounds)")
        return {"op": "battle", "at": A.TARGET_PLANET, "rounds": s.rounds}

    def stmt_Roll(self, s: A.Roll) -> Op:
        return {"op": "roll"}

    def stmt_Place(self, s: A.Place) -> Op:
        name = "place_force_field" if s.token == A.FORCE_FIELD else "place_space_dog"
        return {"op": name, "at": A.TARGET_PLANET}

    def stmt_Cards(self, s: A.Cards) -> Op:
        op: Op = {"op": s.verb, "amount": s.amount}
        if s.who == A.TARGET_PLAYER:
            op["who"] = A.TARGET_PLAYER
        return op

    # --- the core's statements, as the game's operations ---------------------------------
    def stmt_If(self, s: C.If, body_override: Ops | None = None) -> Op:
        op: Op = {"op": "if", "cond": self.cond(s.cond),
                  "then": body_override if body_override is not None else self.seq(s.then)}
        if s.otherwise:
            op["else"] = self.seq(s.otherwise)
        return op

    def stmt_Optional(self, s: C.Optional, body_override: Ops | None = None) -> Op:
        return {"op": "may",
                "then": body_override if body_override is not None else self.seq(s.body)}

    def stmt_Choice(self, s: C.Choice) -> Op:
        return {"op": "either", "options": [self.seq(o) for o in s.options]}

    def stmt_ForEach(self, s: C.ForEach) -> Op:
        over = self.term(s.query)["over"]
        return {"op": "for_each", "over": over, "then": self.loop(s.body)}

    def stmt_Repeat(self, s: C.Repeat) -> Op:
        self.error(s.span, "R102", "Risk Deep Space cards do not repeat",
                   "write the statements again")
        return {"op": "repeat"}

    def term_Over(self, q: A.Over) -> dict[str, Any]:
        return {"over": q.what}

    # --- conditions ----------------------------------------------------------------------
    def cond_Not(self, c: C.Not) -> dict[str, Any]:
        return {"test": "not", "of": self.cond(c.cond)}

    def cond_AllOf(self, c: C.AllOf) -> dict[str, Any]:
        return {"test": "and", "of": [self.cond(x) for x in c.conds]}

    def cond_HasBase(self, c: A.HasBase) -> dict[str, Any]:
        return {"test": "has_base", "at": A.TARGET_PLANET}

    def cond_AtLeast(self, c: A.AtLeast) -> dict[str, Any]:
        if c.on_planet:
            self.recruits(c.what)
            return {"test": "recruits_at_least", "amount": c.amount, "at": A.TARGET_PLANET}
        return {"test": "resource_at_least", "resource": self.resource(c.what),
                "amount": c.amount}

    def cond_RollAtLeast(self, c: A.RollAtLeast) -> dict[str, Any]:
        return {"test": "roll_at_least", "value": c.value}

    def cond_MoreBases(self, c: A.MoreBases) -> dict[str, Any]:
        return {"test": "more_bases", "who": A.TARGET_PLAYER}

    # --- whole effects -------------------------------------------------------------------
    def effect(self, effect: C.Effect) -> Ops:
        """The effect's operations; the core's ``may instead`` choice is the game's ``either``."""
        return _either(super().effect(effect))


def _either(ops: Ops) -> Ops:
    """``{"op": "choice"}`` (made by the core for ``may instead``) → ``{"op": "either"}``."""
    for op in ops:
        if op.get("op") == "choice":
            op["op"] = "either"
        for key in ("then", "else"):
            if isinstance(op.get(key), list):
                _either(op[key])
        for block in op.get("options", []) or []:
            _either(block)
    return ops
