"""Lint speed: `cardsmith lint` on a synthetic 10,000-card pack, as ratios measured in one run.

    python bench/lint_bench.py [--cards N] [--baseline REV] [--rounds N]

Prints lint time ÷ the time to merely YAML-load the same files (the floor, PyYAML's C loader)
and ÷ `check-jsonschema` validating the same files against the same schema. "Cold" is a lint with
no cache; "warm" is the next run on unchanged files (the record cache
of `cardsmith.tools.content.record_cache`, as
`cardsmith lint` uses by default).

Each figure is given as wall-clock time and as CPU time (of this process, or of the child
process for check-jsonschema): on a machine shared with other work the CPU ratios move far
less. ``--baseline REV`` also times a cold lint of the same pack by the code of git revision
REV (extracted with ``git archive``), alternating with this tree's, each in a fresh process,
``--rounds`` times: a before/after comparison under the same load.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from synthetic import build_pack

from cardsmith.tools import registry
from cardsmith.tools.content.kinds import kind_map
from cardsmith.tools.lint import lint_paths

Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


ROOT = Path(__file__).resolve().parents[1]
#: a cold lint in a fresh process, run by :func:`lint_in_process` (argv: pack folder)
_LINT_SNIPPET = """
import json, sys, time
from pathlib import Path
from cardsmith.tools.lint import lint_paths
wall, cpu = time.perf_counter(), time.process_time()
result = lint_paths([Path(sys.argv[1])], use_cache=False)
print(json.dumps([time.perf_counter() - wall, time.process_time() - cpu,
                  len(result.diagnostics)]))
"""


def yaml_floor(paths: list[Path]) -> tuple[float, float]:
    """Seconds (wall, CPU) to read and YAML-load every file (nothing else)."""
    start, cpu = time.perf_counter(), time.process_time()
    for path in paths:
        yaml.load(path.read_text(encoding="utf-8"), Loader=Loader)
    return time.perf_counter() - start, time.process_time() - cpu


def lint_time(root: Path, use_cache: bool = False) -> tuple[float, float, int]:
    """Seconds (wall, CPU) for a full lint of the pack, and the number of diagnostics."""
    start, cpu = time.perf_counter(), time.process_time()
    result = lint_paths([root], use_cache=use_cache)
    return time.perf_counter() - start, time.process_time() - cpu, len(result.diagnostics)


def lint_in_process(source: Path, root: Path) -> tuple[float, float, int]:
    """A cold lint of ``root`` by the code under ``source``, in a fresh process (timed there,
    without the imports)."""
    env = {**os.environ, "PYTHONPATH": str(source)}
    done = subprocess.run([sys.executable, "-c", _LINT_SNIPPET, str(root)], cwd=source,
                          env=env, capture_output=True, text=True, check=True)
    wall, cpu, findings = json.loads(done.stdout.strip().splitlines()[-1])
    return float(wall), float(cpu), int(findings)


def extract(rev: str, into: Path) -> Path:
    """The files of git revision ``rev`` of this repository, written under ``into``."""
    into.mkdir(parents=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], capture_output=True,
                             check=True)
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return into


def child_cpu() -> float:
    """CPU seconds used so far by the finished child processes."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def check_jsonschema_time(paths: list[Path]) -> tuple[float, float] | None:
    """Seconds (wall, CPU) for check-jsonschema on the same files with the same schema
    (None if absent)."""
    exe = shutil.which("check-jsonschema") or str(
        Path(sys.executable).with_name("check-jsonschema")
    )
    if not Path(exe).exists():
        return None
    schema = kind_map(registry.get("spirit-island")).schema_file("power")
    assert schema is not None
    cmd = [exe, "--schemafile", str(schema), "--base-uri", schema.as_uri(), *map(str, paths)]
    start, cpu = time.perf_counter(), child_cpu()
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    elapsed, used = time.perf_counter() - start, child_cpu() - cpu
    if done.returncode != 0:
        tail = (done.stdout + done.stderr)[-300:]
        print(f"check-jsonschema failed ({done.returncode}): {tail}")
    return elapsed, used


def _range(values: list[float]) -> str:
    return f"{min(values):.2f}-{max(values):.2f}" if len(values) > 1 else f"{values[0]:.2f}"


def compare(rev: str, root: Path, tmp: Path, rounds: int, floor_cpu: float) -> None:
    """Cold lints by ``rev`` and by this tree, alternating in fresh processes."""
    baseline = extract(rev, tmp / "baseline")
    runs: dict[str, list[tuple[float, float, int]]] = {"before": [], "after": []}
    for _ in range(rounds):
        runs["before"].append(lint_in_process(baseline, root))
        runs["after"].append(lint_in_process(ROOT, root))
    for label, found in runs.items():
        walls, cpus = [w for w, _, _ in found], [c for _, c, _ in found]
        ratios = [c / floor_cpu for c in cpus]
        print(f"{label + ' (' + (rev if label == 'before' else 'this tree') + ')':24} cold lint "
              f"{_range(walls)} s wall, {_range(cpus)} s CPU, CPU / floor CPU {_range(ratios)}x "
              f"({found[0][2]} findings)")


def main() -> None:
    """Build the pack, time the three runs, print the ratios."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cards", type=int, default=10_000)
    parser.add_argument("--baseline", metavar="REV",
                        help="also time cold lints by this git revision (before/after)")
    parser.add_argument("--rounds", type=int, default=2,
                        help="cold lints of each side with --baseline")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "synthetic"
        paths = build_pack(root, args.cards)
        yaml_floor(paths[:200])  # warm the OS cache and imports
        floor, floor_cpu = yaml_floor(paths)
        lint, lint_cpu, findings = lint_time(root)
        os.environ["CARDSMITH_CACHE_DIR"] = str(Path(tmp) / "cache")
        lint_time(root, use_cache=True)  # fills the record cache
        warm, warm_cpu, _ = lint_time(root, use_cache=True)
        cjs = check_jsonschema_time(paths)
        print(f"cards:                 {args.cards}")
        print(f"yaml load (floor):     {floor:.2f} s  ({floor_cpu:.2f} s CPU)")
        print(f"cardsmith lint, cold:  {lint:.2f} s  ({lint_cpu:.2f} s CPU; {findings} findings)")
        print(f"cardsmith lint, warm:  {warm:.2f} s  ({warm_cpu:.2f} s CPU; record cache, "
              "files unchanged)")
        print(f"cold lint / floor:     {lint / floor:.2f}x   (CPU {lint_cpu / floor_cpu:.2f}x; "
              "target <= 2.0)")
        print(f"warm lint / floor:     {warm / floor:.2f}x   (CPU {warm_cpu / floor_cpu:.2f}x; "
              "target <= 2.0)")
        if cjs is not None:
            print(f"check-jsonschema:      {cjs[0]:.2f} s  ({cjs[1]:.2f} s CPU)")
            print(f"cold lint / check-jsonschema: {lint / cjs[0]:.2f}x "
                  f"(CPU {lint_cpu / cjs[1]:.2f}x; target <= 1.0)")
        if args.baseline:
            compare(args.baseline, root, Path(tmp), args.rounds, floor_cpu)


if __name__ == "__main__":
    main()
