"""The same games on an earlier revision and on the working tree, one after the other, game by
game — CPU-seconds a game of each, and whether the reports are the same (a speed-up must not
change what the games do):

    .venv/bin/python bench/ab_bench.py REV POLICY:SEEDS:SPIRITS ...

``REV``: a git revision (exported with ``git archive`` to a temporary folder); each
``POLICY:SEEDS:SPIRITS`` names a policy, comma-separated seeds and spirits (``all``: every
shipped spirit), e.g. ``rollouts:0,1:all nested:2:sun-bright-whirlwind``. Each game is a solo
bulk game (no log, no checks) in a process of its own, timed with ``time.process_time`` inside
it: alternating the two trees game by game, both see the same load when others share the CPU.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPIRITS = (
    "sun-bright-whirlwind",
    "devouring-teeth-lurk-underfoot",
    "eyes-watch-from-the-trees",
    "fathomless-mud-of-the-swamp",
    "rising-heat-of-stone-and-sand",
)
#: one game of the tree on ``sys.path[0]``: prints its CPU-seconds and its report (JSON)
GAME = """
import json, sys, time
sys.path[:0] = [sys.argv[1], sys.argv[1] + "/tests/spirit_island/engine"]
from engine_support import shipped_setup
from cardsmith.rulesets.spirit_island.engine.simulate import play_game
from cardsmith.rulesets.spirit_island.simulate import policy_for
policy, seed, spirit = sys.argv[2], int(sys.argv[3]), sys.argv[4]
setup = shipped_setup(spirit)
cpu = time.process_time()
report = play_game(setup, policy_for(policy, seed), seed, check=False, log=False)
print(json.dumps({"cpu": time.process_time() - cpu, "report": report.to_json()}))
"""


def _plan(specs: list[str]) -> list[tuple[str, int, str]]:
    plan = []
    for spec in specs:
        policy, seeds, spirits = spec.split(":")
        for spirit in SPIRITS if spirits == "all" else spirits.split(","):
            plan += [(policy, int(seed), spirit) for seed in seeds.split(",")]
    return plan


def _game(tree: Path, policy: str, seed: int, spirit: str) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", GAME, str(tree), policy, str(seed), spirit],
        capture_output=True,
        text=True,
        check=True,
        cwd=tree,
    )
    out: dict[str, object] = json.loads(done.stdout)
    return out


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__)
        return 2
    rev, specs = argv[0], argv[1:]
    totals: dict[tuple[str, str], list[float]] = {}
    same = True
    with tempfile.TemporaryDirectory() as tmp:
        before = Path(tmp)
        archive = subprocess.run(["git", "archive", rev], cwd=ROOT, capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", str(before)], input=archive.stdout, check=True)
        for policy, seed, spirit in _plan(specs):
            runs = {
                name: _game(tree, policy, seed, spirit)
                for name, tree in (("before", before), ("after", ROOT))
            }
            for name, run in runs.items():
                total = totals.setdefault((policy, name), [0.0, 0])
                total[0] += float(str(run["cpu"]))
                total[1] += 1
            equal = runs["before"]["report"] == runs["after"]["report"]
            same = same and equal
            print(
                f"{policy:9s} seed {seed:<3d} {spirit:32s} before {runs['before']['cpu']:7.2f}  "
                f"after {runs['after']['cpu']:7.2f} CPU-s  "
                f"{'same report' if equal else 'DIFFERENT REPORTS'}",
                flush=True,
            )
    for (policy, name), (cpu, n) in totals.items():
        print(
            f"{policy:9s} {name:6s} {int(n)} games  {cpu / n:7.2f} CPU-s a game  "
            f"{n / cpu:7.3f} games/CPU-s"
        )
    print("every report the same" if same else "SOME REPORTS DIFFER")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
