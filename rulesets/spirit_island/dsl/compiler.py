"""AST → operations (:mod:`dsl.ir`), checking every game word against the vocabulary.

Errors are collected, never raised: a compile returns the operations it could build and a list
of :class:`~dsl.errors.DslError` (codes ``C1xx``) pointing at the offending words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rulesets.spirit_island import vocabulary as V

from . import ast as A
from .errors import DslError
from .ir import Op, Ops
from .parser import parse
from .terms import TermCompiler


class _Compiler(TermCompiler):
    """Compiles statements and sequences (``instead``, loops, modifiers) to operations."""

    def seq(self, stmts: Sequence[A.Stmt]) -> Ops:
        """Compile a statement sequence; an ``instead`` guard replaces the statements before it."""
        ops: Ops = []
        for stmt in stmts:
            instead = _leading_instead(stmt)
            if isinstance(stmt, A.Instead):
                if not ops:
                    self.error(stmt.span, "C107", "'instead' has nothing before it to replace")
                ops = (
                    self.seq(stmt.body)
                    if not stmt.may
                    else [{"op": "choice", "options": [self.seq(stmt.body), ops]}]
                )
                continue
            if instead is not None:
                if not ops:
                    self.error(instead.span, "C107", "'instead' has nothing before it to replace")
                ops = [self.guarded(stmt, instead, ops)]
                continue
            if isinstance(stmt, A.Bonus) and stmt.kind not in self.seen:
                self.error(
                    stmt.span,
                    "C111",
                    f"'+{stmt.amount} {stmt.kind}' adds to nothing: no {stmt.kind} before it",
                )
            op = self.stmt(stmt)
            self.seen.add(op["op"])
            ops.append(op)
        return ops

    def guarded(self, stmt: A.Stmt, instead: A.Instead, before: Ops) -> Op:
        then = self.seq(instead.body)
        if instead.may:
            then = [{"op": "choice", "options": [then, before]}]
        op = self.stmt(stmt, body_override=then)
        op["else"] = before
        return op

    def stmt(self, s: A.Stmt, body_override: Ops | None = None) -> Op:
        if isinstance(s, A.Fear):
            return _with_per(
                {"op": "fear", "amount": self.number(s.amount, s.span)}, self.per(s.per)
            )
        if isinstance(s, A.Damage):
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
        if isinstance(s, A.Bonus):
            return {"op": s.kind, "amount": self.number(s.amount, s.span), "bonus": True}
        if isinstance(s, A.Defend):
            return _with_per(
                {"op": "defend", "amount": self.number(s.amount, s.span)}, self.per(s.per)
            )
        if isinstance(s, A.PieceAction):
            allowed = _ALLOWED[s.verb]
            op = {
                "op": s.verb,
                "count": self.count(s.count),
                "pieces": self.pieces(s.pieces, allowed),
            }
            if s.to is not None:
                op["to"] = self.place(s.to)
            if s.spread:
                op["spread"] = True
            if s.ignore_land:
                op["ignore_land_type"] = True
            return _with_per(op, self.per(s.per))
        if isinstance(s, A.Replace):
            return {
                "op": "replace",
                "count": self.count(s.count),
                "pieces": self.pieces(s.pieces, (*V.INVADERS, "dahan")),
                "with": {
                    "n": self.number(s.n, s.span),
                    "pieces": self.pieces(s.with_pieces, (*V.INVADERS, "dahan")),
                },
            }
        if isinstance(s, A.Move):
            op = {
                "op": "move",
                "count": self.count(s.count),
                "pieces": self.pieces(s.pieces, V.MOVABLE),
                "to": self.place(s.to),
            }
            if s.source is not None:
                op["from"] = self.place(s.source)
            return op
        if isinstance(s, A.Skip):
            actions = [
                self.word_in(w, V.INVADER_ACTIONS, "C105", "invader action") for w in s.actions
            ]
            if "invader" in actions:
                actions = ["ravage", "build", "explore"]
            op = {"op": "skip", "count": self.count(s.count), "actions": actions}
            if s.adding is not None:
                op["adding"] = self.pieces(s.adding, V.INVADERS)
            return op
        if isinstance(s, A.GainEnergy):
            return _with_per(
                {"op": "gain_energy", "who": s.who, "amount": self.number(s.amount, s.span)},
                self.per(s.per),
            )
        if isinstance(s, A.GainCard):
            op = {
                "op": "gain_card",
                "who": s.who,
                "n": self.number(s.n, s.span),
                "deck": self.word_in(s.deck, V.DECKS, "C106", "power deck") if s.deck else None,
            }
            if s.not_kept:
                op["from"] = "not_kept"
            return op
        if isinstance(s, A.GainElements):
            if s.n is None:
                return {"op": "gain_elements", "who": s.who, "same": True}
            return {
                "op": "gain_elements",
                "who": s.who,
                "n": self.number(s.n, s.span),
                "different": True,
            }
        if isinstance(s, A.Repeat):
            if self.loop_depth:
                self.error(
                    s.span, "C108", "'repeat' inside a repeated block: a power repeats at most once"
                )
            return {"op": "repeat", **({"in": self.place(s.place)} if s.place else {})}
        if isinstance(s, A.Modifier):
            return self.modifier(s)
        if isinstance(s, A.Optional):
            only = s.body[0] if len(s.body) == 1 else None
            if (
                isinstance(only, A.Modifier)
                and only.name in V.SPIRIT_MODIFIERS
                and s.cost is None
                and body_override is None
            ):
                # "target spirit may repeat ..." grants an option: the modifier is the "may"
                return {**self.modifier(only), "who": s.who or "you"}
            op = {
                "op": "optional",
                "who": s.who or "you",
                "then": body_override if body_override is not None else self.seq(s.body),
            }
            if s.cost is not None:
                op["cost"] = {"energy": s.cost}
            return op
        if isinstance(s, A.If):
            return {
                "op": "if",
                "cond": self.cond(s.cond),
                "then": body_override if body_override is not None else self.seq(s.then),
                "else": self.seq(s.otherwise),
            }
        if isinstance(s, A.Threshold):
            elements: dict[str, int] = {}
            for n, word in s.elements:
                name = self.word_in(word, V.ELEMENTS, "C103", "element")
                if name in elements:
                    self.error(word.span, "C113", f"element {name!r} named twice in one threshold")
                elements[name] = elements.get(name, 0) + n
            return {
                "op": "threshold",
                "elements": elements,
                "then": body_override if body_override is not None else self.seq(s.then),
                "else": self.seq(s.otherwise),
            }
        if isinstance(s, A.Choice):
            return {"op": "choice", "options": [self.seq(o) for o in s.options]}
        if isinstance(s, A.ForEach):
            return {"op": "for_each", "query": self.query(s.query), "do": self.loop(s.body)}
        if isinstance(s, A.InLands):
            do = self.loop(s.body) if s.quant == "each" else self.seq(s.body)
            return {"op": "in_lands", "quant": s.quant, "lands": self.landset(s.lands), "do": do}
        if isinstance(s, A.EachPlayer):
            return {"op": "each_player", "do": self.loop(s.body)}
        if isinstance(s, A.AtSacredSites):
            return {"op": "at_sacred_sites", "owner": s.owner, "do": self.seq(s.body)}
        if isinstance(s, A.Trigger):
            return {"op": "trigger", "event": self.event(s.event), "do": self.loop(s.body)}
        raise AssertionError(f"unhandled statement {type(s).__name__}")  # pragma: no cover

    def loop(self, body: Sequence[A.Stmt]) -> Ops:
        self.loop_depth += 1
        try:
            return self.seq(body)
        finally:
            self.loop_depth -= 1

    def event(self, event: A.Event) -> dict[str, Any]:
        if event.kind == "pieces" and event.pieces is not None:
            return {"past": event.past, "pieces": self.pieces(event.pieces)}
        return {"kind": event.kind}

    def modifier(self, m: A.Modifier) -> Op:
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


_ALLOWED: dict[str, tuple[str, ...]] = {
    "push": V.MOVABLE,
    "gather": V.MOVABLE,
    "destroy": (*V.INVADERS, "dahan", "presence"),
    "remove": (*V.INVADERS, "dahan", "blight", "presence"),
    "add": V.MOVABLE,
    "downgrade": V.INVADERS,
}


def _leading_instead(stmt: A.Stmt) -> A.Instead | None:
    body: tuple[A.Stmt, ...] = ()
    if isinstance(stmt, A.If | A.Threshold):
        body = stmt.then
    elif isinstance(stmt, A.Optional):
        body = stmt.body
    if body and isinstance(body[0], A.Instead) and len(body) == 1:
        return body[0]
    return None


def _with_per(op: Op, per: dict[str, Any] | None) -> Op:
    if per is not None:
        op["per"] = per
    return op


def compile_effect(effect: A.Effect) -> tuple[Ops, list[DslError]]:
    """Compile a parsed effect to operations plus any semantic errors (sorted by position)."""
    compiler = _Compiler()
    ops = compiler.seq(effect.body)
    return ops, sorted(compiler.errors)


def compile_text(text: str) -> tuple[Ops | None, list[DslError]]:
    """Parse and compile effect text; ``None`` ops when the text does not parse."""
    effect, errors = parse(text)
    if effect is None:
        return None, errors
    return compile_effect(effect)


def starts_with_instead(effect: A.Effect) -> bool:
    """True when the effect opens with ``instead`` (an innate level replacing lower levels)."""
    return bool(effect.body) and isinstance(effect.body[0], A.Instead)


def compile_levels(levels: Sequence[tuple[dict[str, int], A.Effect]]) -> tuple[Ops, list[DslError]]:
    """Compile innate-power levels: each is a threshold; an ``instead`` level replaces the ones
    below it, so the result is a fold of nested thresholds."""
    compiler = _Compiler()
    acc: Ops = []
    for elements, effect in levels:
        body = effect.body
        if starts_with_instead(effect):
            first = body[0]
            assert isinstance(first, A.Instead)
            then = compiler.seq(first.body + body[1:])
            if first.may:
                then = [{"op": "choice", "options": [then, acc]}]
            acc = [{"op": "threshold", "elements": dict(elements), "then": then, "else": acc}]
        else:
            acc = acc + [
                {
                    "op": "threshold",
                    "elements": dict(elements),
                    "then": compiler.seq(body),
                    "else": [],
                }
            ]
    return acc, sorted(compiler.errors)


def compile_power(
    effect: A.Effect, threshold: tuple[dict[str, int], A.Effect] | None = None
) -> tuple[Ops, list[DslError]]:
    """Compile a power card: its effect plus an optional element threshold.

    A threshold whose text starts with ``instead`` replaces the base effect when met; otherwise it
    adds to it (``If you have ...: also do this``)."""
    if threshold is None:
        return compile_effect(effect)
    compiler = _Compiler()
    base = compiler.seq(effect.body)
    elements, extra = threshold
    if starts_with_instead(extra):
        first = extra.body[0]
        assert isinstance(first, A.Instead)
        then = compiler.seq(first.body + extra.body[1:])
        if first.may:
            then = [{"op": "choice", "options": [then, base]}]
        ops = [{"op": "threshold", "elements": dict(elements), "then": then, "else": base}]
    else:
        ops = [
            *base,
            {
                "op": "threshold",
                "elements": dict(elements),
                "then": compiler.seq(extra.body),
                "else": [],
            },
        ]
    return ops, sorted(compiler.errors)
