"""Games per second per core: random play, Greedy and the bots (``rollouts``, and ``nested``,
the strongest, on a tenth of the games), solo on board A.

    .venv/bin/python bench/simulate_bench.py [GAMES]

Bulk mode (no text log, no invariant checks), one process; prints one line per policy: games
per second of wall-clock time and per second of this process's CPU time (the honest figure per
core when other work shares the machine), and beside them the win rate with its Wilson 95 %
interval (speed is only worth having at the same strength).
"""

from __future__ import annotations

import sys
import time

from rulesets.spirit_island.simulate import SIMULATOR
from tools.balance.run import Job, run_jobs
from tools.balance.stats import wilson
from tools.simulate import load_catalog


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    hooks = SIMULATOR.balance
    catalog = load_catalog()
    roles = hooks.roles(catalog)
    plan = (
        ("random", games * 10),
        ("greedy", games * 2),
        ("rollouts", games),
        ("nested", max(1, games // 10)),
    )
    for policy, n in plan:
        jobs = [
            Job(
                r,
                hooks.setup(catalog, r, players=1, others=[], boards=None, variant={}),
                tuple(range(n)),
            )
            for r in roles
        ]
        started, cpu = time.perf_counter(), time.process_time()
        out = run_jobs(hooks, jobs, policy=policy)
        seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
        played = sum(len(v) for v in out.values())
        wins = sum(o["won"] for v in out.values() for o in v)
        low, high = wilson(wins, played)
        print(
            f"{policy:9s} {played:5d} games  {played / seconds:8.2f} games/s  "
            f"{played / cpu:8.2f} games/CPU-s  {cpu / played:7.3f} CPU-s a game  "
            f"wins {wins}/{played} = {100 * wins / played:.1f} % "
            f"[{100 * low:.1f}, {100 * high:.1f}]"
        )


if __name__ == "__main__":
    main()
