"""The operation budget: a bound on the work one action of the rules may do.

Nesting is bounded where effects are written (blocks, loops inside loops: the DSL's limits),
but a wide body repeated many times — two nested loops over 99 pieces around a body of a
thousand statements — would still run for minutes. Every operation an engine executes spends
one unit of the state's budget (:meth:`engine.state.GameState.spend`); an outermost budgeted
block (:meth:`~cardsmith.engine.state.GameState.budget`, also every outermost
:meth:`~engine.state.GameState.action`) starts with a full budget of :data:`MAX_OPERATIONS`.
Going past it raises :class:`OperationBudgetExceeded` instead of running on: a ruleset reports
it as it reports an effect it cannot execute.
"""

from __future__ import annotations

__all__ = ["MAX_OPERATIONS", "OperationBudgetExceeded"]

#: operations one outermost action (a power, a fear card, a scenario step) may execute: a
#: real card does tens to a few thousand (9,801 runs of a loop body at the nesting limit)
MAX_OPERATIONS = 200_000


class OperationBudgetExceeded(RuntimeError):
    """An action executed more operations than its budget allows."""

    def __init__(self, limit: int) -> None:
        super().__init__(
            f"more than {limit:,} operations in one action (the operation budget): "
            "a loop repeats too large a body"
        )
        self.limit = limit
