"""Publish time ÷ a plain ``mkdocs build`` of the same generated Markdown (target ≤ 1.2).

    .venv/bin/python bench/publish_bench.py [PACK] [--runs N]

The floor is mkdocs-material building the already-generated docs dir; ``cardsmith publish``
adds loading the pack, generating pages and SVGs, and moving the site into ``--out``. The best
of N runs of each is compared: warm runs, as a rebuild is (the record cache and the OpenGraph
PNG cache filled by the first run; the first, cold run is printed too).
"""

from __future__ import annotations

import argparse
import logging
import shutil
import tempfile
import time
from pathlib import Path

from tools.publish.site import build_site, prepare, publish

ROOT = Path(__file__).resolve().parents[1]


def best(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


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
        floor = best(lambda: build_site(config), args.runs)
        counter = iter(range(10**6))

        def run_publish() -> None:
            out = work / f"out-{next(counter)}"
            publish([pack], out)

        start = time.perf_counter()
        run_publish()  # fills the record and OpenGraph caches (as a first build does)
        cold = time.perf_counter() - start
        total = best(run_publish, args.runs)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"pages: {pages}")
    print(f"mkdocs build (floor): {floor:.2f}s")
    print(f"cardsmith publish:    {total:.2f}s (first run in this process: {cold:.2f}s)")
    print(f"ratio: {total / floor:.2f} (target <= 1.2)")


if __name__ == "__main__":
    main()
