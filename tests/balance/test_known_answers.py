"""Known-answer checks of the balance measurement on paired seeds: a buff raises the win rate
significantly, a nerf lowers it, the same spirit against itself shows no difference.

The buff and the nerf change the energy a spirit gets at every Gain Energy
(``variant={"energy_bonus": n}``). The default checks play the one-step ``greedy`` policy, 100
seeds in about two seconds, where the effect is large and deterministic given the seeds
(measured: Devouring Teeth wins 4/100 as shipped, 24/100 with +3; 34/100 with +6, 9/100 with
+2). The same checks with the search bot (``rollouts``, two seconds a game: the buff on its
weakest spirit, the nerf on its strongest) are bulk runs, only with ``CARDSMITH_BULK=1``
(measured before Greedy's escalation change, seeds 0-39: Sun-Bright Whirlwind 12/40, 35/40
with +3; Fathomless Mud 39/40, 0/40 with -3). The strongest policy, ``nested``, costs about
fifteen times as much a game; its figures are in ``rulesets/spirit_island/docs/simulation.md``.
"""

from __future__ import annotations

import os
from functools import cache
from typing import Any

import pytest

from cardsmith.rulesets.spirit_island.simulate import SIMULATOR
from cardsmith.tools.balance.run import Job, run_jobs
from cardsmith.tools.balance.stats import paired_difference
from cardsmith.tools.simulate import load_catalog

SPIRIT = "devouring-teeth-lurk-underfoot"
HOOKS = SIMULATOR.balance
bulk = pytest.mark.skipif(
    not os.environ.get("CARDSMITH_BULK"), reason="bulk run (CARDSMITH_BULK=1)"
)


@cache
def wins(
    bonus: int, policy: str = "greedy", games: int = 100, spirit: str = SPIRIT
) -> tuple[bool, ...]:
    """Seeds 0 .. games-1 of ``spirit`` solo on board A with ``bonus`` energy a turn."""
    catalog = load_catalog()
    variant: dict[str, Any] = {"energy_bonus": bonus} if bonus else {}
    setup = HOOKS.setup(catalog, spirit, players=1, others=[], boards=None, variant=variant)
    workers = 2 if policy == "rollouts" else 1
    out = run_jobs(HOOKS, [Job("x", setup, tuple(range(games)))], policy=policy, workers=workers)
    return tuple(o["won"] for o in out["x"])


def test_a_buff_raises_the_win_rate_significantly() -> None:
    buffed, shipped = wins(3), wins(0)
    d, lo, hi = paired_difference(buffed, shipped)
    assert d > 0 and lo > 0, (sum(buffed), sum(shipped), d, lo, hi)


def test_a_nerf_lowers_the_win_rate_significantly() -> None:
    strong, nerfed = wins(6), wins(2)  # a strong variant (+6) nerfed by 4 energy a turn
    d, lo, hi = paired_difference(nerfed, strong)
    assert d < 0 and hi < 0, (sum(nerfed), sum(strong), d, lo, hi)


def test_the_same_spirit_shows_no_difference() -> None:
    first = wins(0)
    wins.cache_clear()
    again = wins(0)
    d, lo, hi = paired_difference(first, again)
    assert first == again and d == 0 and lo <= 0 <= hi


#: the strong bot's weakest and strongest spirits (room to rise, room to fall)
WEAK, STRONG = "sun-bright-whirlwind", "fathomless-mud-of-the-swamp"


@bulk
def test_the_strong_bot_a_buff_raises_the_win_rate_significantly() -> None:
    buffed, shipped = wins(3, "rollouts", 40, WEAK), wins(0, "rollouts", 40, WEAK)
    d, lo, hi = paired_difference(buffed, shipped)
    assert d > 0 and lo > 0, (sum(buffed), sum(shipped), d, lo, hi)


@bulk
def test_the_strong_bot_a_nerf_lowers_the_win_rate_significantly() -> None:
    nerfed, shipped = wins(-3, "rollouts", 40, STRONG), wins(0, "rollouts", 40, STRONG)
    d, lo, hi = paired_difference(nerfed, shipped)
    assert d < 0 and hi < 0, (sum(nerfed), sum(shipped), d, lo, hi)
