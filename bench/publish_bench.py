"""Publish time ÷ a plain ``mkdocs build`` of the same generated Markdown (target ≤ 1.2).

    .venv/bin/python bench/publish_bench.py [PACK] [--runs N]

The floor is mkdocs-material building the already-generated docs dir; ``cardsmith publish``
adds loading the pack, generating pages and SVGs, and moving the site into ``--out``. The best
of N interleaved runs of each is compared, in wall-clock and in CPU seconds (CPU time is the
steadier number on a machine shared with other work): warm runs, as a rebuild is (the record
cache and the OpenGraph PNG cache filled by a first run, whose time is printed too).
"""

from __future__ import annotations

import argparse
import logging
import shutil
import tempfile
import time
from pathlib import Path

from cardsmith.tools.publish.site import build_site, prepare, publish

ROOT = Path(__file__).resolve().parents[1]


def timed(fn) -> tuple[float, float]:
    """Wall-clock and CPU seconds (user + system, this process) of one call."""
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pack", nargs="?", default=str(ROOT / "content" / "horizons"))
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    pack = Path(args.pack)
    work = Path(tempfile.mkdtemp(prefix="cardsmith-bench-"))
    try:
        config, pages, _ = prepare([pack], work / "floor", work / "floor" / "site")
        counter = iter(range(10**6))

        def run_publish() -> None:
            out = work / f"out-{next(counter)}"
            publish([pack], out)

        cold = timed(run_publish)  # fills the record and OpenGraph caches (a first build)
        build_site(config)  # the floor's first build (its site folder then exists, as later)
        floors, totals = [], []
        for _ in range(args.runs):  # interleaved: both see the same load on a shared machine
            floors.append(timed(lambda: build_site(config)))
            totals.append(timed(run_publish))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    floor = tuple(min(t[i] for t in floors) for i in (0, 1))
    total = tuple(min(t[i] for t in totals) for i in (0, 1))
    print(f"pages: {pages}")
    print(f"mkdocs build (floor): {floor[0]:.2f}s wall, {floor[1]:.2f}s CPU")
    print(f"cardsmith publish:    {total[0]:.2f}s wall, {total[1]:.2f}s CPU "
          f"(first, cold run: {cold[0]:.2f}s wall)")
    print(f"ratio: {total[0] / floor[0]:.2f} wall, {total[1] / floor[1]:.2f} CPU "
          "(target <= 1.2)")


if __name__ == "__main__":
    main()
