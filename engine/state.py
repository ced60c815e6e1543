"""The base of a game's mutable state: a readable log, the event log, invariants, the result.

A game's state subclasses :class:`GameState` (a dataclass; its own fields come first) and
overrides :meth:`GameState.invariant_problems` (conservation and consistency rules) and
:meth:`GameState.judge` (is the game over?). Every primitive change records its
:class:`~engine.events.Event` and calls :meth:`GameState.settle`: listeners see the event, the
result is settled. While :func:`checking_invariants` is active (tests), :meth:`settle` checks
the invariants first, so they are checked after every primitive change.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from cardsmith.engine.budget import MAX_OPERATIONS, OperationBudgetExceeded
from cardsmith.engine.events import Event, EventLog, Listener


class InvariantError(AssertionError):
    """The state broke a conservation or consistency rule."""


class IllegalAction(Exception):
    """An action the rules do not allow now (the message says which rule). A ruleset's engine
    raises it, or a subclass; a scenario step with ``error:`` expects one
    (:func:`cardsmith.tools.scenarios.steps.run_steps`)."""


@dataclass(frozen=True)
class Outcome:
    """How a game ended: a result word (``"victory"``, ``"defeat"``, a winner) and why."""

    result: str
    reasons: tuple[str, ...] = ()


@dataclass
class InvariantWatch:
    """Counts the invariant checks made by :meth:`GameState.settle` while it is active."""

    checks: int = 0


_WATCHES: list[InvariantWatch] = []


@contextmanager
def checking_invariants() -> Iterator[InvariantWatch]:
    """Inside the block, every :meth:`GameState.settle` (every primitive change of every
    state) checks the invariants first; the watch counts the checks."""
    watch = InvariantWatch()
    _WATCHES.append(watch)
    try:
        yield watch
    finally:
        _WATCHES.remove(watch)


@dataclass(kw_only=True, eq=False)
class GameState:
    """A readable ``log`` (one line per change), the ``journal`` of events and the result
    (``result`` / ``result_reasons``: ``None`` / ``[]`` while the game goes on)."""

    log: list[str] = field(default_factory=list)
    journal: EventLog[Any] = field(default_factory=EventLog)
    result: str | None = None
    result_reasons: list[str] = field(default_factory=list)
    #: actions running now (:meth:`action`): while positive the result is not settled
    actions_running: int = 0
    #: operations spent in the current outermost budgeted block (:meth:`budget`)
    operations: int = 0
    #: the most operations one outermost budgeted block may spend (:mod:`cardsmith.engine.budget`)
    operation_limit: int = MAX_OPERATIONS
    #: budgeted blocks open now (:meth:`budget`)
    budgets_open: int = 0

    # --- the event log ------------------------------------------------------------------
    @property
    def events(self) -> list[Event]:
        """Every event so far, in order."""
        return self.journal.events

    @property
    def listeners(self) -> list[Listener[Any]]:
        """Called with ``(state, event)`` for each new event (triggers)."""
        return self.journal.listeners

    def record(self, event: Event, text: str | None = None) -> Event:
        """Record one primitive change (with its readable ``text`` line, when given)."""
        if text is not None:
            self.log.append(text)
        return self.journal.record(event)

    def dispatch_events(self) -> None:
        """Send the events not yet seen to the listeners."""
        self.journal.dispatch(self)

    def settle(self) -> None:
        """Call after every primitive change: (invariants when watched,) listeners, result."""
        if _WATCHES:
            for watch in _WATCHES:
                watch.checks += 1
            self.check_invariants()
        self.journal.dispatch(self)
        self.update_result()

    # --- invariants ---------------------------------------------------------------------
    def invariant_problems(self) -> list[str]:
        """The broken rules, one readable line each (override; none by default)."""
        return []

    def check_invariants(self) -> None:
        """Raise :class:`InvariantError` listing every broken rule."""
        problems = self.invariant_problems()
        if problems:
            raise InvariantError("; ".join(problems))

    # --- the result ---------------------------------------------------------------------
    def judge(self) -> Outcome | None:
        """The outcome if the game is over now (override; never over by default)."""
        return None

    @contextmanager
    def action(self) -> Iterator[None]:
        """One action of the rules (a power, an invader action in one land): the result is
        judged when the outermost action finishes, not after each primitive change inside it
        (a loss and a win reached inside the same action settle together). An action is a
        budgeted block (:meth:`budget`)."""
        self.actions_running += 1
        try:
            with self.budget():
                yield
        finally:
            self.actions_running -= 1
            if not self.actions_running:
                self.update_result()

    # --- the operation budget -----------------------------------------------------------
    @contextmanager
    def budget(self) -> Iterator[None]:
        """A block of work with one operation budget: the outermost block starts with
        :attr:`operation_limit` operations; blocks inside it share what is left."""
        if not self.budgets_open:
            self.operations = 0
        self.budgets_open += 1
        try:
            yield
        finally:
            self.budgets_open -= 1

    def spend(self, count: int = 1) -> None:
        """Spend ``count`` operations of the budget; :class:`OperationBudgetExceeded` past
        :attr:`operation_limit` (outside a budgeted block the count still grows: an engine
        that never opens one is bounded all the same, over its whole life)."""
        self.operations += count
        if self.operations > self.operation_limit:
            raise OperationBudgetExceeded(self.operation_limit)

    def update_result(self) -> str | None:
        """Settle the result once (from :meth:`judge`) and log it; returns ``result``. Inside
        an :meth:`action` nothing is settled yet (``None``)."""
        if self.result is not None or self.actions_running:
            return self.result
        outcome = self.judge()
        if outcome is not None:
            self.result = outcome.result
            self.result_reasons = list(outcome.reasons)
            self.log.append(f"game over: {outcome.result} ({'; '.join(outcome.reasons)})")
        return self.result
