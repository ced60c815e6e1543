"""``balance --budget MINUTES``: the pilot climbs from the weakest policy while the one just
timed still fits enough seeds, never times a policy the budget cannot afford once the pilot
has spent its share, and the report says what the budget bought."""

from __future__ import annotations

import json
from typing import Any

from typer.testing import CliRunner

from cardsmith.tools.balance.budget import MIN_GAMES, plan_budget
from cardsmith.tools.cli import app

#: seconds a game takes with each policy (strongest first, as a simulator lists them reversed)
COST = {"nested": 30.0, "rollouts": 4.0, "greedy": 0.02, "random": 0.005}
POLICIES = ("nested", "rollouts", "greedy", "random")


class FakeHooks:
    def __init__(self) -> None:
        self.now = 0.0
        self.timed: list[str] = []

    def clock(self) -> float:
        return self.now

    def play(self, setup: Any, *, policy: str, seed: int, max_rounds: int) -> None:
        self.timed.append(policy)
        self.now += COST[policy]


def _plan(minutes: float, setups: int = 5, workers: int = 2, max_games: int = 100) -> Any:
    hooks = FakeHooks()
    plan = plan_budget(hooks, None, minutes=minutes, policies=POLICIES, setups=setups,  # type: ignore[arg-type]
                       max_games=max_games, seed=0, max_rounds=30, workers=workers,
                       clock=hooks.clock)  # fmt: skip
    return plan, hooks.timed


def test_a_short_budget_stops_below_the_slow_policies() -> None:
    plan, timed = _plan(0.5)
    # rollouts: (30 - 4.025) s × 2 workers / (4 s × 5 setups) = 2 seeds < 20: greedy it is
    assert timed == ["random", "greedy", "rollouts"]
    assert (plan.policy, plan.games) == ("greedy", 100)
    assert plan.estimated_seconds == 0.02 * 100 * 5 / 2


def test_a_long_budget_buys_the_strongest_policy_that_fits() -> None:
    plan, timed = _plan(60)
    # nested: (3600 - 34.025) × 2 / (30 × 5) = 47 seeds ≥ 20
    assert timed == ["random", "greedy", "rollouts", "nested"]
    assert (plan.policy, plan.games) == ("nested", 47)
    assert plan.pilot == COST and plan.to_json()["games"] == 47


def test_the_pilot_stops_climbing_once_it_has_spent_its_share() -> None:
    plan, timed = _plan(0.6, setups=1, workers=8)  # rollouts fits, but 4 s > 10 % of 36 s
    assert timed == ["random", "greedy", "rollouts"]
    assert plan.policy == "rollouts" and plan.games >= MIN_GAMES


def test_the_cli_reports_the_budget_and_refuses_a_bad_one() -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["balance", "sun-bright-whirlwind", "--budget", "0.2", "--policy",
                                 "first", "--no-ablation", "-n", "7", "--json"])  # fmt: skip
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["budget"]["policy"] == "first" and report["games"] == 7
    assert report["budget"]["minutes"] == 0.2
    bad = runner.invoke(app, ["balance", "sun-bright-whirlwind", "--budget", "-1"])
    assert bad.exit_code == 2
    assert bad.stderr == "error: --budget is minutes of wall time, more than 0 (got -1.0)\n"
