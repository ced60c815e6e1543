"""AST → operations (:mod:`dsl.ir`): the framework and the core statements.

Errors are collected, never raised: a compile returns the operations it could build and a list
of :class:`~dsl.errors.DslError` pointing at the offending words. :class:`Compiler` compiles the
skeleton (sequences and ``instead``, conditions, choices, ``may``, thresholds, loops, triggers,
``repeat``, counts, ``per``); a ruleset subclasses it with a ``stmt_<Node>`` method per
statement node, a ``cond_<Node>`` per condition and a ``term_<Node>`` per query, event or place
node of its own (dispatch by node type, :mod:`dsl.dispatch`).
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from typing import Any, ClassVar

from . import ast as A
from .dispatch import call
from .errors import DslError
from .ir import Op, Ops
from .limits import MAX_LOOP_NESTING

MAX_COUNT = 99

Level = tuple[dict[str, int], A.Effect]


def suggest(word: str, choices: Sequence[str]) -> str | None:
    """The closest known word to ``word`` (for "did you mean"), or None."""
    close = difflib.get_close_matches(word.lower(), list(choices), n=1, cutoff=0.6)
    return close[0] if close else None


class Compiler:
    """Compiles statement sequences to operations and collects the errors found on the way."""

    #: the IR key of a threshold's counts (``{"op": "threshold", KEY: {name: n}}``)
    threshold_key: ClassVar[str] = "counts"
    #: what a threshold counts, in messages ("element 'x' named twice")
    threshold_noun: ClassVar[str] = "name"
    #: the actor of ``may`` when the text names none (None: the IR leaves it out)
    default_actor: ClassVar[str | None] = None

    def __init__(self) -> None:
        self.errors: list[DslError] = []
        self.loop_depth = 0
        self.seen: set[str] = set()  # op names compiled so far, in text order

    def error(self, span: A.Span, code: str, message: str, hint: str | None = None) -> None:
        self.errors.append(DslError(span, code, message, hint))

    # --- words and numbers ---------------------------------------------------------------
    def word_in(self, word: A.Word, known: Sequence[str], code: str, what: str) -> str:
        """``word`` if it is one of ``known``; else an error (with a guess) and the word."""
        if word.text in known:
            return word.text
        guess = suggest(word.text, known)
        self.error(
            word.span,
            code,
            f"unknown {what} {word.text!r}",
            f"did you mean {guess!r}?" if guess else f"known: {', '.join(known)}",
        )
        return word.text

    def number(self, n: int, span: A.Span) -> int:
        if n > MAX_COUNT:
            self.error(span, "C110", f"count {n} is out of bounds (at most {MAX_COUNT})")
        return n

    def threshold_word(self, word: A.Word) -> str:
        """A threshold's counted name (a ruleset checks it against its vocabulary)."""
        return word.text

    def cost(self, amount: int) -> dict[str, Any]:
        """The IR of ``Optional.cost`` (a ruleset names what is paid)."""
        return {"amount": amount}

    # --- sequences -----------------------------------------------------------------------
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

    def loop(self, body: Sequence[A.Stmt], span: A.Span | None = None) -> Ops:
        """A repeated body (``for each``, ``after``, a ruleset's ``each …``). Past
        :data:`~dsl.limits.MAX_LOOP_NESTING` loops inside loops the work multiplies beyond
        reason: C120, and the body is dropped (an engine running it does nothing)."""
        self.loop_depth += 1
        try:
            if self.loop_depth > MAX_LOOP_NESTING:
                where = span or (body[0].span if body else A.NOWHERE)
                self.error(
                    where,
                    "C120",
                    f"loops nested too deeply: at most {MAX_LOOP_NESTING} repeated blocks "
                    "(for each, after, each …) inside one another",
                )
                return []
            return self.seq(body)
        finally:
            self.loop_depth -= 1

    # --- dispatch ------------------------------------------------------------------------
    def stmt(self, s: A.Stmt, body_override: Ops | None = None) -> Op:
        """One statement; ``body_override`` replaces the body of a guarded if/threshold/may."""
        if body_override is not None:
            op: Op = call(self, "stmt", s, body_override=body_override)
        else:
            op = call(self, "stmt", s)
        return op

    def cond(self, c: A.Cond) -> dict[str, Any]:
        result: dict[str, Any] = call(self, "cond", c)
        return result

    def term(self, node: A.Node) -> dict[str, Any]:
        """A query, event or place of the ruleset's as IR."""
        result: dict[str, Any] = call(self, "term", node)
        return result

    # --- core statements -----------------------------------------------------------------
    def stmt_If(self, s: A.If, body_override: Ops | None = None) -> Op:
        return {
            "op": "if",
            "cond": self.cond(s.cond),
            "then": body_override if body_override is not None else self.seq(s.then),
            "else": self.seq(s.otherwise),
        }

    def stmt_Threshold(self, s: A.Threshold, body_override: Ops | None = None) -> Op:
        counts: dict[str, int] = {}
        for n, word in s.counts:
            name = self.threshold_word(word)
            if name in counts:
                self.error(
                    word.span,
                    "C113",
                    f"{self.threshold_noun} {name!r} named twice in one threshold",
                )
            counts[name] = counts.get(name, 0) + n
        return {
            "op": "threshold",
            self.threshold_key: counts,
            "then": body_override if body_override is not None else self.seq(s.then),
            "else": self.seq(s.otherwise),
        }

    def stmt_Optional(self, s: A.Optional, body_override: Ops | None = None) -> Op:
        op: Op = {"op": "optional"}
        who = s.who or self.default_actor
        if who is not None:
            op["who"] = who
        op["then"] = body_override if body_override is not None else self.seq(s.body)
        if s.cost is not None:
            op["cost"] = self.cost(s.cost)
        return op

    def stmt_Choice(self, s: A.Choice) -> Op:
        return {"op": "choice", "options": [self.seq(o) for o in s.options]}

    def stmt_ForEach(self, s: A.ForEach) -> Op:
        return {"op": "for_each", "query": self.term(s.query), "do": self.loop(s.body, s.span)}

    def stmt_Trigger(self, s: A.Trigger) -> Op:
        return {"op": "trigger", "event": self.term(s.event), "do": self.loop(s.body, s.span)}

    def stmt_Repeat(self, s: A.Repeat) -> Op:
        if self.loop_depth:
            self.error(
                s.span, "C108", "'repeat' inside a repeated block: an effect repeats at most once"
            )
        return {"op": "repeat", **({"in": self.term(s.place)} if s.place else {})}

    # --- conditions, counts, per ---------------------------------------------------------
    def cond_Not(self, c: A.Not) -> dict[str, Any]:
        return {"not": self.cond(c.cond)}

    def cond_AllOf(self, c: A.AllOf) -> dict[str, Any]:
        return {"all": [self.cond(x) for x in c.conds]}

    def count(self, count: A.Count) -> dict[str, Any]:
        if count.kind in ("exact", "up_to"):
            assert count.n is not None
            n = self.number(count.n, count.span)
            return {"n": n} if count.kind == "exact" else {"up_to": n}
        if count.kind == "all":
            return {"all": True}
        if count.kind == "any_number":
            return {"any": True}
        if count.kind in ("half", "up_to_half"):
            return {count.kind: count.rounding or "down"}
        raise ValueError(f"{type(self).__name__} cannot compile a {count.kind!r} count")

    def per(self, per: A.Per | None) -> dict[str, Any] | None:
        if per is None:
            return None
        out = self.term(per.query)
        if per.divisor is not None:
            if per.divisor < 1:
                self.error(per.span, "C110", "'per 0' divides by nothing (at least 1)")
            out["divisor"] = self.number(per.divisor, per.span)
        if per.beyond is not None:
            out["minus"] = per.beyond
        if per.max is not None:
            out["max"] = per.max
        return out

    # --- whole effects -------------------------------------------------------------------
    def effect(self, effect: A.Effect) -> Ops:
        return self.seq(effect.body)

    def levels(self, levels: Sequence[Level]) -> Ops:
        """Levels of thresholds (an innate power's): an ``instead`` level replaces the ones
        below it, so the result is a fold of nested thresholds. A level opening with a guarded
        ``instead`` (``if C: instead …``) replaces them only when its guard holds."""
        acc: Ops = []
        for counts, effect in levels:
            body = effect.body
            guard = _leading_instead(body[0]) if body and acc else None
            if guard is not None:
                then = [self.guarded(body[0], guard, acc), *self.seq(body[1:])]
                acc = [self._threshold(counts, then, acc)]
            elif starts_with_instead(effect):
                first = body[0]
                assert isinstance(first, A.Instead)
                then = self.seq(first.body + body[1:])
                if first.may:
                    then = [{"op": "choice", "options": [then, acc]}]
                acc = [self._threshold(counts, then, acc)]
            else:
                acc = [*acc, self._threshold(counts, self.seq(body), [])]
        return acc

    def with_threshold(self, effect: A.Effect, threshold: Level) -> Ops:
        """An effect plus a threshold that adds to it, or replaces it when it starts with
        ``instead`` (``may instead``: the player picks)."""
        base = self.seq(effect.body)
        counts, extra = threshold
        if starts_with_instead(extra):
            first = extra.body[0]
            assert isinstance(first, A.Instead)
            then = self.seq(first.body + extra.body[1:])
            if first.may:
                then = [{"op": "choice", "options": [then, base]}]
            return [self._threshold(counts, then, base)]
        return [*base, self._threshold(counts, self.seq(extra.body), [])]

    def _threshold(self, counts: dict[str, int], then: Ops, otherwise: Ops) -> Op:
        return {
            "op": "threshold",
            self.threshold_key: dict(counts),
            "then": then,
            "else": otherwise,
        }


def starts_with_instead(effect: A.Effect) -> bool:
    """True when the effect opens with ``instead`` (a level replacing lower levels)."""
    return bool(effect.body) and isinstance(effect.body[0], A.Instead)


def _leading_instead(stmt: A.Stmt) -> A.Instead | None:
    body: tuple[A.Stmt, ...] = ()
    if isinstance(stmt, A.If | A.Threshold):
        body = stmt.then
    elif isinstance(stmt, A.Optional):
        body = stmt.body
    if body and isinstance(body[0], A.Instead) and len(body) == 1:
        return body[0]
    return None
