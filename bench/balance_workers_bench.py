"""``--workers 2`` against one worker: the same games, back to back, and the speed-up.

    .venv/bin/python bench/balance_workers_bench.py [GAMES] [POLICY]

Plays ``GAMES`` seeds (default 6) of every shipped spirit, solo on board A, with ``POLICY``
(default ``rollouts``, the strongest) first in one process, then with two local workers; checks
that both runs give the same outcomes and prints the seconds of each and the ratio. The machine
may be shared: it first prints the ceiling it allows right now (two busy-loop processes at
once against the same loops one after the other); a ratio is only meaningful next to it.
"""

from __future__ import annotations

import multiprocessing
import os
import resource
import sys
import time

from cardsmith.rulesets.spirit_island.simulate import SIMULATOR
from cardsmith.tools.balance.run import Job, run_jobs
from cardsmith.tools.simulate import load_catalog


def _cpu() -> float:
    """CPU seconds of this process and of its finished children (the workers)."""
    me, kids = (resource.getrusage(w) for w in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def _burn(n: int) -> int:
    x = 0
    for i in range(n):
        x += i * i
    return x


def ceiling(n: int = 10_000_000) -> float:
    """How much faster two busy processes finish two loops than one process does now."""
    started = time.perf_counter()
    _burn(n), _burn(n)
    serial = time.perf_counter() - started
    started = time.perf_counter()
    with multiprocessing.get_context("fork").Pool(2) as pool:
        pool.map(_burn, [n, n])
    return serial / (time.perf_counter() - started)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    policy = sys.argv[2] if len(sys.argv) > 2 else "rollouts"
    print(f"machine ceiling now: {ceiling():.2f}x (two busy processes against one)")
    hooks = SIMULATOR.balance
    catalog = load_catalog()
    jobs = [
        Job(
            r,
            hooks.setup(catalog, r, players=1, others=[], boards=None, variant={}),
            tuple(range(games)),
        )
        for r in hooks.roles(catalog)
    ]
    seconds: dict[int, float] = {}
    outcomes = {}
    for workers in (1, 2):
        started, cpu = time.perf_counter(), _cpu()
        outcomes[workers] = run_jobs(hooks, jobs, policy=policy, workers=workers)
        seconds[workers], cpu = time.perf_counter() - started, _cpu() - cpu
        played = sum(len(v) for v in outcomes[workers].values())
        print(
            f"workers={workers}: {played} games in {seconds[workers]:.1f} s "
            f"({played / seconds[workers]:.2f} games/s; {cpu:.1f} CPU-s, "
            f"{cpu / seconds[workers]:.2f} cores busy on average)"
        )
    same = outcomes[1] == outcomes[2]
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"ratio {seconds[1] / seconds[2]:.2f}x  identical outcomes: {same}  load average {load}")


if __name__ == "__main__":
    main()
