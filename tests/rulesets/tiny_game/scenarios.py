"""The tiny game's scenarios hook: what a ruleset writes to run scenario tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from cardsmith.tools.scenarios.api import Outcome, Plan, ScenarioContext, ScenarioSupport
from cardsmith.tools.scenarios.script import expected_got, scripted_choices

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
    cards = context.catalog.of_kind("card")
    card = context.catalog.by_id(str(document.get("play")), "card")
    if card is None:
        found = context.unknown(("play",), document.get("play"), [c.id for c in cards], "T104",
                                "card")
        plan.diagnostics += [found] if found else []
    else:
        plan.ops = list(card.ops["effect"])
    return plan


def run(plan: TablePlan) -> Outcome:
    state = Table(pieces=Counter((plan.data.get("pieces") or {}).get("table") or {}))
    choices = scripted_choices(plan.data.get("choices"))
    play(state, plan.ops, choices)
    out = Outcome(log=list(state.log))
    want = Counter(plan.expect.get("table") or {})
    got = +state.pieces
    failure = expected_got("table", dict(+want), dict(got), none="-")
    if "table" in plan.expect and failure is not None:
        out.failures.append(failure)
    return out


SCENARIOS = ScenarioSupport(load=load, run=run)
