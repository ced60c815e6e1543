"""AST → operations (:mod:`cardsmith.dsl.ir`): the framework and the core statements.

Errors are collected, never raised: a compile returns the operations it could build and a list
of :class:`~dsl.errors.DslError` pointing at the offending words. :class:`Compiler` compiles the
skeleton (sequences and ``instead``, conditions, choices, ``may``, loops, triggers, ``repeat``,
counts, ``per``); a ruleset subclasses it with a ``stmt_<Node>`` method per
statement node, a ``cond_<Node>`` per condition and a ``term_<Node>`` per query, event or place
node of its own (dispatch by node type, :mod:`cardsmith.dsl.dispatch`).
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


def suggest(word: str, choices: Sequence[str]) -> str | None:
    """The closest known word to ``word`` (for "did you mean"), or None."""
    close = difflib.get_close_matches(word.lower(), list(choices), n=1, cutoff=0.6)
    return close[0] if close else None


class Compiler:
    """Compiles statement sequences to operations and collects the errors found on the way."""

    #: the block statements whose body may be one guarded ``instead`` (``if C: instead …``:
    #: it replaces what came before only when the block runs its body); each has a ``then``
    guard_blocks: ClassVar[tuple[type[A.Node], ...]] = (A.If,)
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

    def cost(self, amount: int) -> dict[str, Any]:
        """The IR of ``Optional.cost`` (a ruleset names what is paid)."""
        return {"amount": amount}

    # --- sequences -----------------------------------------------------------------------
    def seq(self, stmts: Sequence[A.Stmt]) -> Ops:
        """Compile a statement sequence; an ``instead`` guard replaces the statements before it."""
        ops: Ops = []
        for stmt in stmts:
            instead = self.leading_instead(stmt)
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

    def leading_instead(self, stmt: A.Stmt) -> A.Instead | None:
        """The ``instead`` that is the whole body of a guard block or a ``may`` (``if C:
        instead …``), or None."""
        body: tuple[A.Stmt, ...] = ()
        if isinstance(stmt, self.guard_blocks):
            body = getattr(stmt, "then", ())
        elif isinstance(stmt, A.Optional):
            body = stmt.body
        if body and isinstance(body[0], A.Instead) and len(body) == 1:
            return body[0]
        return None

    def guarded(self, stmt: A.Stmt, instead: A.Instead, before: Ops) -> Op:
        """``stmt`` (a guard block or a ``may`` whose body is ``instead``) run in place of the
        ops ``before`` it: its body replaces them, its ``else`` keeps them."""
        then = self.seq(instead.body)
        if instead.may:
            then = [{"op": "choice", "options": [then, before]}]
        op = self.stmt(stmt, body_override=then)
        op["else"] = before
        return op

    def loop(self, body: Sequence[A.Stmt], span: A.Span | None = None) -> Ops:
        """A repeated body (``for each``, ``after``, a ruleset's ``each …``). Past
        :data:`~cardsmith.dsl.limits.MAX_LOOP_NESTING` loops inside loops the work multiplies beyond
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
        """One statement; ``body_override`` replaces the body of a guard block or a ``may``."""
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


def starts_with_instead(effect: A.Effect) -> bool:
    """True when the effect opens with ``instead`` (a level replacing lower levels)."""
    return bool(effect.body) and isinstance(effect.body[0], A.Instead)
