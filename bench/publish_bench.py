"""Publishing speed, as figures and ratios measured in one run (the targets of issue 26):

    .venv/bin/python bench/publish_bench.py [PACK ...] [--runs N] [--cards N] [--no-serve]
                                            [--no-synthetic]

1. ``publish`` of the packs (default: the six Spirit Island packs) ÷ a plain ``mkdocs build`` of
   the same generated Markdown (the floor; target ≤ 1.1). The best of N interleaved runs of
   each, in wall-clock and in CPU seconds (CPU time is the steadier number on a machine shared
   with other work): warm runs, as a rebuild is (the record cache and the OpenGraph PNG cache
   filled by a first run, whose time is printed too).
2. ``cardsmith serve`` of the same packs: seconds from starting the command to the first page
   answered (target ≤ 3 s), and to the whole site.
3. A synthetic pack of ``--cards`` power cards (default 2,000; ``bench/synthetic.py``):
   ``cardsmith print`` (target < 20 s) and ``cardsmith publish`` (target < 60 s), wall-clock,
   each a fresh command; publish first with cold caches, then again (the figure compared).
"""

from __future__ import annotations

import argparse
import logging
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

from synthetic import build_pack

from cardsmith.tools.publish.site import build_site, prepare, publish

ROOT = Path(__file__).resolve().parents[1]
SIX = ["horizons", "base-game", "branch-and-claw", "jagged-earth", "nature-incarnate",
       "promo-packs"]
CARDSMITH = str(Path(sys.executable).with_name("cardsmith"))


def timed(fn: Callable[[], object]) -> tuple[float, float]:
    """Wall-clock and CPU seconds (user + system, this process) of one call."""
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - wall, time.process_time() - cpu


def wall(command: list[str]) -> float:
    """Seconds of one command run to its end (its output kept out of the way)."""
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def publish_ratio(packs: list[Path], work: Path, runs: int) -> None:
    config, pages, _ = prepare(packs, work / "floor", work / "floor" / "site")
    counter = iter(range(10**6))

    def run_publish() -> None:
        publish(packs, work / f"out-{next(counter)}")

    cold = timed(run_publish)  # fills the record and OpenGraph caches (a first build)
    build_site(config)  # the floor's first build (its site folder then exists, as later)
    floors, totals = [], []
    for _ in range(runs):  # interleaved: both see the same load on a shared machine
        floors.append(timed(lambda: build_site(config)))
        totals.append(timed(run_publish))
    floor = tuple(min(t[i] for t in floors) for i in (0, 1))
    total = tuple(min(t[i] for t in totals) for i in (0, 1))
    print(f"publish of {len(packs)} pack(s), {pages} pages")
    print(f"  mkdocs build (floor): {floor[0]:.2f}s wall, {floor[1]:.2f}s CPU")
    print(f"  cardsmith publish:    {total[0]:.2f}s wall, {total[1]:.2f}s CPU "
          f"(first, cold run: {cold[0]:.2f}s wall)")
    print(f"  ratio: {total[0] / floor[0]:.2f} wall, {total[1] / floor[1]:.2f} CPU "
          "(target <= 1.1)")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _answered(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return response.status == 200
    except OSError:
        return False


def serve_first_page(packs: list[Path]) -> None:
    port = _free_port()
    url = f"http://127.0.0.1:{port}/"
    start = time.perf_counter()
    proc = subprocess.Popen([CARDSMITH, "serve", *map(str, packs), "-a", f"127.0.0.1:{port}"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        first = whole = None
        while time.perf_counter() - start < 300 and whole is None:
            if first is None and _answered(url):
                first = time.perf_counter() - start
            if first is not None and _answered(url + "finder/"):
                whole = time.perf_counter() - start
            time.sleep(0.05)
    finally:
        proc.terminate()
        proc.wait(30)
    print(f"serve of {len(packs)} pack(s): first page after {first or float('nan'):.2f}s "
          f"(target <= 3), the whole site after {whole or float('nan'):.2f}s")


def synthetic(cards: int, work: Path) -> None:
    pack = work / "synthetic"
    build_pack(pack, cards)
    subprocess.run([CARDSMITH, "lint", str(pack)], check=True, stdout=subprocess.DEVNULL)
    printed = wall([CARDSMITH, "print", str(pack), "--out", str(work / "cards.pdf")])
    cold = wall([CARDSMITH, "publish", str(pack), "--out", str(work / "site-cold")])
    again = wall([CARDSMITH, "publish", str(pack), "--out", str(work / "site")])
    print(f"{cards} synthetic cards: print {printed:.1f}s (target < 20), publish "
          f"{again:.1f}s (target < 60; the first, cold publish {cold:.1f}s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("packs", nargs="*",
                        default=[str(ROOT / "content" / name) for name in SIX])
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--cards", type=int, default=2000)
    parser.add_argument("--no-serve", action="store_true")
    parser.add_argument("--no-synthetic", action="store_true")
    args = parser.parse_args()
    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    packs = [Path(p) for p in args.packs]
    work = Path(tempfile.mkdtemp(prefix="cardsmith-bench-"))
    try:
        publish_ratio(packs, work, args.runs)
        if not args.no_serve:
            serve_first_page(packs)
        if not args.no_synthetic:
            synthetic(args.cards, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
