"""``--workers 2`` against one worker: the same games, back to back, and the speed-up.

    .venv/bin/python bench/balance_workers_bench.py [GAMES] [POLICY]

Plays ``GAMES`` seeds (default 6) of every shipped spirit, solo on board A, with ``POLICY``
(default ``rollouts``, the strongest) first in one process, then with two local workers; checks
that both runs give the same outcomes and prints the seconds of each and the ratio. The machine
may be shared: the ratio is only honest when nothing else is running.
"""

from __future__ import annotations

import sys
import time

from rulesets.spirit_island.simulate import SIMULATOR
from tools.balance.run import Job, run_jobs
from tools.simulate import load_catalog


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    policy = sys.argv[2] if len(sys.argv) > 2 else "rollouts"
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
        started = time.perf_counter()
        outcomes[workers] = run_jobs(hooks, jobs, policy=policy, workers=workers)
        seconds[workers] = time.perf_counter() - started
        played = sum(len(v) for v in outcomes[workers].values())
        print(
            f"workers={workers}: {played} games in {seconds[workers]:.1f} s "
            f"({played / seconds[workers]:.2f} games/s)"
        )
    same = outcomes[1] == outcomes[2]
    print(f"ratio {seconds[1] / seconds[2]:.2f}x  identical outcomes: {same}")


if __name__ == "__main__":
    main()
