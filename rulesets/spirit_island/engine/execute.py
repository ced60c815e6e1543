"""Run compiled card effects (the IR of ``docs/reference/ir.md``) against a :class:`State`.

>>> run = execute(ops, state, choices, spirit="river", target_land="A5")   # doctest: +SKIP

Every decision goes through the choice provider (names in ``docs/engine-rules.md``). Every
primitive change is an :mod:`ops_core` call, so it is logged, checked and recorded as an
:class:`~state.Event` stamped with this run's id — the per-power bookkeeping ("what this
power destroyed / pushed to / added") is read back from those events.

The handlers live by responsibility in :mod:`exec_pieces`, :mod:`exec_flow` and
:mod:`exec_spirit`; the shared shapes are evaluated in :mod:`selectors`; the run
context and the registry are in :mod:`run`. This module keeps the public entry points.
"""

from __future__ import annotations

from collections.abc import Mapping

from dsl.ir import Ops
from engine.choices import ChoiceProvider
from rulesets.spirit_island.engine import exec_flow, exec_pieces, exec_spirit  # noqa: F401  (register the handlers)
from rulesets.spirit_island.engine.exec_flow import after_power, on_growth_presence
from rulesets.spirit_island.engine.run import (
    MOVING,
    OPS,
    PAST_TO_OP,
    ExecutionError,
    Handler,
    Run,
    next_id,
    with_source,
)
from rulesets.spirit_island.engine.run import run_ops as _run_ops
from rulesets.spirit_island.engine.state import State

__all__ = [
    "MOVING",
    "OPS",
    "PAST_TO_OP",
    "ExecutionError",
    "Handler",
    "Run",
    "execute",
    "on_growth_presence",
]


def execute(
    ops_: Ops,
    state: State,
    choices: ChoiceProvider,
    *,
    spirit: str | None = None,
    target_land: str | None = None,
    source_land: str | None = None,
    target_spirit: str | None = None,
    elements: Mapping[str, int] | None = None,
    name: str = "power",
    permanent: bool = False,
) -> Run:
    """Execute compiled operations; returns the :class:`Run` (its ``events`` = bookkeeping).

    ``permanent``: spirit modifiers and spirit triggers last for the whole game (special rules,
    see :func:`rulesets.spirit_island.engine.spirits.install_special_rules`) instead of this round.
    """
    if target_land is not None:
        state.land(target_land)
    run = Run(
        state=state,
        choices=choices,
        top_ops=list(ops_),
        spirit=spirit,
        target_land=target_land,
        source_land=source_land,
        target_spirit=target_spirit,
        elements=elements,
        name=name,
        id=f"run{next_id()}",
        permanent=permanent,
    )
    state.log.append(f"== {name}" + (f" on {target_land}" if target_land else ""))
    saved, state.choices = state.choices, choices  # triggers set off now decide with it
    try:
        with_source(run, lambda: _run_ops(run, run.top_ops, target_land))
        if not permanent:
            after_power(run)
    finally:
        state.choices = saved
    return run
