"""``cardsmith balance --budget MINUTES``: the strongest policy and the most seeds that fit.

A short pilot times one game of the subject with each policy, weakest first, and climbs while
the policy just timed still fits :data:`MIN_GAMES` seeds per setup in what is left of the
budget (the report's games grow with the seeds: every compared role, player count and ablated
card plays them all) and the pilot has spent less than :data:`PILOT_SHARE` of the budget — so a
slow policy is timed only when the budget could afford it. The strongest policy that fitted
plays the most seeds that fit (at most ``--games``; the weakest plays at least 2). The plan —
the policy, the seeds, the estimate and the pilot's timings — goes into the report."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cardsmith.tools.balance.api import BalanceHooks

__all__ = ["MIN_GAMES", "PILOT_GAMES", "BudgetPlan", "plan_budget"]

#: seeds per setup a policy must fit to be chosen (fewer: too noisy to be worth its strength)
MIN_GAMES = 20
#: games the pilot plays with each policy it times
PILOT_GAMES = 1
#: the share of the budget the pilot may spend before it stops climbing
PILOT_SHARE = 0.1


@dataclass(frozen=True)
class BudgetPlan:
    """What the budget buys: ``games`` seeds per setup with ``policy``, ``estimated_seconds``
    for the whole report (from ``seconds_per_game`` of the pilot, over the workers)."""

    minutes: float
    policy: str
    games: int
    seconds_per_game: float
    estimated_seconds: float
    pilot: dict[str, float]

    def to_json(self) -> dict[str, Any]:
        return {
            "minutes": self.minutes,
            "policy": self.policy,
            "games": self.games,
            "seconds_per_game": round(self.seconds_per_game, 3),
            "estimated_seconds": round(self.estimated_seconds, 1),
            "pilot_seconds_per_game": {k: round(v, 3) for k, v in self.pilot.items()},
        }


def plan_budget(
    hooks: BalanceHooks,
    setup: Any,
    *,
    minutes: float,
    policies: Sequence[str],
    setups: int,
    max_games: int,
    seed: int,
    max_rounds: int,
    workers: int,
    clock: Callable[[], float] = time.perf_counter,
) -> BudgetPlan:
    """The plan for ``minutes`` of wall time: ``policies`` strongest first, ``setups`` jobs
    that each play every seed, at most ``max_games`` seeds (``--games``)."""
    budget = minutes * 60.0
    pilot: dict[str, float] = {}
    spent = 0.0
    fitted: list[tuple[str, int, float]] = []
    for policy in reversed(policies):  # weakest first
        start = clock()
        for s in range(seed, seed + PILOT_GAMES):
            hooks.play(setup, policy=policy, seed=s, max_rounds=max_rounds)
        took = clock() - start
        spent += took
        per_game = max(took / PILOT_GAMES, 1e-6)
        pilot[policy] = per_game
        left = max(0.0, budget - spent)
        games = min(max_games, int(left * max(1, workers) / (per_game * max(1, setups))))
        if games < MIN_GAMES and fitted:
            break
        fitted.append((policy, games, per_game))
        if games < MIN_GAMES or spent >= PILOT_SHARE * budget:
            break
    policy, games, per_game = fitted[-1]
    games = max(2, games)
    estimate = per_game * games * max(1, setups) / max(1, workers)
    return BudgetPlan(minutes, policy, games, per_game, estimate, pilot)
