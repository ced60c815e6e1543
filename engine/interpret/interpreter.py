"""The core interpreter: runs compiled operations (:mod:`dsl.ir`) against a ruleset's context.

:meth:`Interpreter.run` runs a list of ops in order, one unit of the state's operation budget
(:mod:`cardsmith.engine.budget`) each, dispatching each by name. The core statements are the
interpreter's own: ``if``, ``optional`` (``may``), ``choice`` (``either``), ``for_each``,
``repeat`` and ``trigger`` (``after …``, a listener of the state's events); every other name is
a verb of the ruleset's :class:`~cardsmith.engine.interpret.extension.Extension`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Generic

from cardsmith.engine.events import Event
from cardsmith.engine.interpret.extension import C, Extension, Node, Op, Verb
from cardsmith.engine.state import GameState

_TRIGGER_IDS = itertools.count(1)


class StopBody(Exception):
    """Raised by a verb to skip the rest of the body it is in (an unpaid cost)."""

    def __init__(self, op: Op, message: str = "the rest of the body is skipped") -> None:
        super().__init__(message)
        self.op = op


@contextmanager
def _closing(items: Iterable[Any]) -> Iterator[Iterator[Any]]:
    """Iterate ``items``, closing a generator when the loop ends (its ``finally`` runs now)."""
    it = iter(items)
    try:
        yield it
    finally:
        close = getattr(it, "close", None)
        if close is not None:
            close()


@dataclass
class _Effect:
    """An effect running now: its ops (what ``repeat`` runs again) and whether it repeats."""

    ops: Sequence[Op]
    repeating: bool = False


def _not(interpreter: Interpreter[Any], ctx: Any, node: Node) -> bool:
    assert isinstance(node, Mapping)
    return not interpreter.holds(ctx, node["not"])


def _all(interpreter: Interpreter[Any], ctx: Any, node: Node) -> bool:
    assert isinstance(node, Mapping)
    return all(interpreter.holds(ctx, c) for c in node["all"])


class Interpreter(Generic[C]):
    """Runs ops with the core statements and a ruleset's :class:`Extension`."""

    def __init__(self, extension: Extension[C]) -> None:
        self.install(extension)
        self._effects: list[_Effect] = []

    def install(self, extension: Extension[C]) -> None:
        """Run with ``extension`` from now on (a ruleset whose hooks import its run loop makes
        the interpreter first, then installs its whole extension once they are loaded)."""
        self.extension = extension
        names = extension.shapes.names
        core: dict[str, Verb[C]] = {
            "if": self.op_if,
            "optional": self.op_optional,
            "choice": self.op_choice,
            "for_each": self.op_for_each,
            "repeat": self.op_repeat,
            "trigger": self.op_trigger,
        }
        #: the core statements under the ruleset's names (its verbs come first: :meth:`verb`)
        self.core: dict[str, Verb[C]] = {names.get(k, k): fn for k, fn in core.items()}
        self.conditions: dict[str, Callable[[C, Node], bool]] = {
            "not": lambda ctx, node: _not(self, ctx, node),
            "all": lambda ctx, node: _all(self, ctx, node),
            **extension.conditions,
        }

    # --- running ops ---------------------------------------------------------------------
    def run(self, ctx: C, ops: Sequence[Op]) -> None:
        """Run ``ops`` in order, each spending one operation of the budget."""
        halted, verb = self.extension.halted, self.verb
        spend = ctx.state.spend
        for op in ops:
            if halted(ctx):
                return
            spend()
            try:
                verb(op.get("op"))(ctx, op)
            except StopBody as stop:
                if stop.op is not op:
                    raise
                return

    def verb(self, name: object) -> Verb[C]:
        """The handler of the op ``name``: the ruleset's verb, else a core statement."""
        verbs = self.extension.verbs
        if isinstance(name, str):
            if name in verbs:
                return verbs[name]
            fn = self.core.get(name)
            if fn is not None:
                return fn
        raise self.extension.error(f"unknown operation {name!r}")

    def effect(self, ctx: C, ops: Sequence[Op]) -> None:
        """Run a whole effect: the ops ``repeat`` runs again."""
        self._effects.append(_Effect(ops))
        try:
            self.run(ctx, ops)
        finally:
            self._effects.pop()

    # --- nodes ---------------------------------------------------------------------------
    def entry(self, table: Mapping[str, Any], node: Node, what: str) -> Any:
        """The entry of ``table`` reading ``node`` (see :mod:`engine.interpret.extension`)."""
        key = self.extension.shapes.node_key
        if isinstance(node, str):
            name: object = node
            found = table.get(node)
        elif key is not None:
            name = node.get(key)
            found = table.get(name) if isinstance(name, str) else None
        else:
            name = dict(node)
            found = next((table[k] for k in node if k in table), table.get(""))
        if found is None:
            raise self.extension.error(f"unknown {what} {name!r}")
        return found

    def holds(self, ctx: C, node: Node) -> bool:
        """Is the condition ``node`` true now?"""
        test: Callable[[C, Node], bool] = self.entry(self.conditions, node, "condition")
        return test(ctx, node)

    def items(self, ctx: C, node: Node) -> Iterable[object]:
        """What the query ``node`` iterates (a ``for each``'s items)."""
        query: Callable[[C, Node], Iterable[object]] = self.entry(
            self.extension.queries, node, "query"
        )
        return query(ctx, node)

    # --- the core statements -------------------------------------------------------------
    def op_if(self, ctx: C, op: Op) -> None:
        branch = "then" if self.holds(ctx, op["cond"]) else "else"
        self.run(ctx, op.get(branch) or [])

    def op_optional(self, ctx: C, op: Op) -> None:
        accepted = self.extension.decisions.optional(ctx, op)
        if accepted is not None:
            self.run(ctx, op.get("then" if accepted else "else") or [])

    def op_choice(self, ctx: C, op: Op) -> None:
        options: Sequence[Sequence[Op]] = op.get("options") or []
        picked = self.extension.decisions.choice(ctx, op)
        if picked is not None:
            self.run(ctx, options[picked])

    def op_for_each(self, ctx: C, op: Op) -> None:
        shapes = self.extension.shapes
        body = op.get(shapes.body) or []
        with _closing(self.items(ctx, op[shapes.query])) as items:
            for _ in items:
                self.run(ctx, body)

    def op_repeat(self, ctx: C, op: Op) -> None:
        """Run the effect again, once (a repeat while it repeats does nothing); ``in``: in
        each place its query gives. A ruleset's ``repeats`` says what runs again instead."""
        again = self.extension.repeats
        if again is not None:
            with _closing(again(ctx, op)) as pairs:
                for where, ops in pairs:
                    self.run(where, ops)
            return
        if not self._effects:
            raise self.extension.error("'repeat' outside an effect")
        running = self._effects[-1]
        if running.repeating:
            return
        running.repeating = True
        try:
            if "in" in op:
                with _closing(self.items(ctx, op["in"])) as places:
                    for _ in places:
                        self.run(ctx, running.ops)
            else:
                self.run(ctx, running.ops)
        finally:
            running.repeating = False

    def op_trigger(self, ctx: C, op: Op) -> None:
        """``after EVENT: body``: after each event the ruleset's event test accepts, the body
        runs with ``ctx`` (:meth:`listen`)."""
        node: Node = op.get("event") or {}
        test: Callable[[C, Node, Event], bool] = self.entry(
            self.extension.events, node, "event"
        )

        def select(state: GameState, event: Event) -> C | None:
            return ctx if test(ctx, node, event) else None

        self.listen(ctx, op, f"trigger{next(_TRIGGER_IDS)}", select)

    def listen(
        self,
        ctx: C,
        op: Op,
        tag: str,
        select: Callable[[GameState, Event], C | None],
        run: Callable[[C, Sequence[Op]], None] | None = None,
    ) -> Callable[[GameState, Event], None]:
        """Add a listener of the trigger ``op`` to the state's events: after each event not of
        the trigger's own (tagged ``tag`` or ``tag.…``) that ``select`` answers with a context,
        the body runs with it — by ``run``, or as an effect of its own tagged ``tag``;
        ``once``: the first time only. Returns the listener."""
        body: Sequence[Op] = op.get(self.extension.shapes.body) or []

        def listener(state: GameState, event: Event) -> None:
            source = event.source or ""
            if source == tag or source.startswith(tag + "."):
                return  # a trigger's own results never set it off
            chosen = select(state, event)
            if chosen is None:
                return
            if op.get("once") and listener in state.listeners:
                state.listeners.remove(listener)
            if run is not None:
                run(chosen, body)
                return
            with state.journal.tagged(tag):
                self.effect(chosen, body)

        ctx.state.listeners.append(listener)
        return listener
