"""Known-answer checks of the balance measurement on paired seeds: a buff raises the win rate
significantly, a nerf lowers it, the same spirit against itself shows no difference.

The buff is extra energy at every Gain Energy (``variant={"energy_bonus": n}``). The buff and
nerf checks play the strongest policy (``rollouts``, ~0.2-0.4 s a game) and run only with
``CARDSMITH_BULK=1`` (bulk runs stay out of the default test path). They are expected to fail
today: the bot wins 0-15 % of solo games and extra energy does not move that (measured: 0 wins
in 40 seeds with +0, +3 and +6 energy for devouring-teeth-lurk-underfoot) — see
``docs/simulation.md``, "What is not reached yet".
"""

from __future__ import annotations

import os
from functools import cache
from typing import Any

import pytest

from rulesets.spirit_island.simulate import SIMULATOR
from tools.balance.run import Job, run_jobs
from tools.balance.stats import paired_difference
from tools.simulate import load_catalog

SPIRIT = "devouring-teeth-lurk-underfoot"
HOOKS = SIMULATOR.balance
bulk = pytest.mark.skipif(
    not os.environ.get("CARDSMITH_BULK"), reason="bulk run (CARDSMITH_BULK=1)"
)


@cache
def wins(bonus: int, policy: str = "rollouts", games: int = 40) -> tuple[bool, ...]:
    catalog = load_catalog()
    variant: dict[str, Any] = {"energy_bonus": bonus} if bonus else {}
    setup = HOOKS.setup(catalog, SPIRIT, players=1, others=[], boards=None, variant=variant)
    out = run_jobs(HOOKS, [Job("x", setup, tuple(range(games)))], policy=policy, workers=2)
    return tuple(o["won"] for o in out["x"])


@bulk
@pytest.mark.xfail(reason="the bot does not turn extra energy into wins yet", strict=False)
def test_a_buff_raises_the_win_rate_significantly() -> None:
    d, lo, hi = paired_difference(wins(3), wins(0))
    assert d > 0 and lo > 0, (d, lo, hi)


@bulk
@pytest.mark.xfail(reason="the bot does not turn extra energy into wins yet", strict=False)
def test_a_nerf_lowers_the_win_rate_significantly() -> None:
    d, lo, hi = paired_difference(wins(3), wins(6))  # the +6 version nerfed by 3 energy
    assert d < 0 and hi < 0, (d, lo, hi)


def test_the_same_spirit_shows_no_difference() -> None:
    first, again = wins(0, "greedy", 60), wins(0, "greedy", 60)
    d, lo, hi = paired_difference(first, again)
    assert first == again and d == 0 and lo <= 0 <= hi
