"""The tiny game's scenarios hook: what a ruleset writes to run scenario tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.choices import ScriptedChoices
from tools.scenarios.api import Outcome, Plan, ScenarioContext, ScenarioSupport

from .engine import Table, play


@dataclass
class TablePlan(Plan):
    """A scenario: the pieces on the table, the card's compiled operations, the expectation."""

    ops: list[dict[str, Any]] = field(default_factory=list)


def load(document: Mapping[str, Any], context: ScenarioContext) -> TablePlan:
    plan = TablePlan(**vars(context.plan(document)))
    lands = {str(x) for b in context.catalog.of_kind("board") for x in b.data["lands"]}
    for where in ("pieces", "expect"):
        for land in document.get(where) or {}:
            if land not in lands:
                message = f"unknown land {land!r} (lands: {', '.join(sorted(lands))})"
                plan.diagnostics.append(context.diag((where, land), "T102", message, key=True))
    card = context.catalog.by_id(str(document.get("play")), "card")
    if card is None:
        plan.diagnostics.append(context.diag(("play",), "T104", "unknown card"))
    else:
        plan.ops = list(card.ops["effect"])
    return plan


def run(plan: TablePlan) -> Outcome:
    state = Table(pieces=Counter((plan.data.get("pieces") or {}).get("table") or {}))
    choices = ScriptedChoices(plan.data.get("choices") or [])
    play(state, plan.ops, choices)
    out = Outcome(log=list(state.log))
    want = Counter(plan.expect.get("table") or {})
    got = +state.pieces
    if "table" in plan.expect and +want != got:
        out.failures.append(f"table: expected {dict(+want)}, got {dict(got)}")
    return out


SCENARIOS = ScenarioSupport(load=load, run=run)
