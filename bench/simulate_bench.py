"""Games per second per core: random play, Greedy and the bots (``rollouts``, and ``nested``,
the strongest, on a tenth of the games), solo on board A with every shipped spirit.

    .venv/bin/python bench/simulate_bench.py [GAMES] [--policies random,greedy,...] [--nested N]

``GAMES`` per spirit for ``rollouts`` (default 20; ten times as many random games, twice as many
greedy ones); ``--nested N``: ``nested`` games per spirit (default a tenth of ``GAMES``, at least
one; a ``nested`` game costs some 15 CPU-seconds); ``--policies``: only these. A quick look:
``simulate_bench.py 2 --nested 1`` (a few CPU-minutes).

Bulk mode (no text log, no invariant checks), one process; prints one line per policy: games
per second of wall-clock time and per second of this process's CPU time (the honest figure per
core when other work shares the machine), and beside them the win rate with its Wilson 95 %
interval (speed is only worth having at the same strength).
"""

from __future__ import annotations

import argparse
import sys
import time

from cardsmith.rulesets.spirit_island.simulate import SIMULATOR
from cardsmith.tools.balance.run import Job, run_jobs
from cardsmith.tools.balance.stats import wilson
from cardsmith.tools.simulate import load_catalog

POLICIES: tuple[str, ...] = ("random", "greedy", "rollouts", "nested")


def _arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Games per CPU-second per policy.")
    parser.add_argument("games", nargs="?", type=int, default=20, help="rollouts games a spirit")
    parser.add_argument("--policies", default=",".join(POLICIES), help="comma-separated")
    parser.add_argument("--nested", type=int, default=None, help="nested games a spirit")
    args = parser.parse_args(argv)
    unknown = set(args.policies.split(",")) - set(POLICIES)
    if unknown:
        parser.error(f"unknown policies {sorted(unknown)} (known: {', '.join(POLICIES)})")
    return args


def main(argv: list[str] | None = None) -> None:
    args = _arguments(sys.argv[1:] if argv is None else argv)
    games = args.games
    hooks = SIMULATOR.balance
    catalog = load_catalog()
    roles = hooks.roles(catalog)
    counts = {
        "random": games * 10,
        "greedy": games * 2,
        "rollouts": games,
        "nested": max(1, games // 10) if args.nested is None else args.nested,
    }
    wanted = args.policies.split(",")
    plan = [(policy, counts[policy]) for policy in POLICIES if policy in wanted]
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
