"""Lint speed: `cardsmith lint` on a synthetic 10,000-card pack, as ratios measured in one run.

    python bench/lint_bench.py [--cards N]

Prints lint time ÷ the time to merely YAML-load the same files (the floor, PyYAML's C loader)
and ÷ `check-jsonschema` validating the same files against the same schema. "Cold" is a lint with
no cache; "warm" is the next run on unchanged files (the record cache
of `tools.content.record_cache`, as
`cardsmith lint` uses by default).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from synthetic import build_pack

from tools import registry
from tools.content.kinds import kind_map
from tools.lint import lint_paths

Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def yaml_floor(paths: list[Path]) -> float:
    """Seconds to read and YAML-load every file (nothing else)."""
    start = time.perf_counter()
    for path in paths:
        yaml.load(path.read_text(encoding="utf-8"), Loader=Loader)
    return time.perf_counter() - start


def lint_time(root: Path, use_cache: bool = False) -> tuple[float, int]:
    """Seconds for a full lint of the pack, and the number of diagnostics it found."""
    start = time.perf_counter()
    result = lint_paths([root], use_cache=use_cache)
    return time.perf_counter() - start, len(result.diagnostics)


def check_jsonschema_time(paths: list[Path]) -> float | None:
    """Seconds for check-jsonschema on the same files with the same schema (None if absent)."""
    exe = shutil.which("check-jsonschema") or str(
        Path(sys.executable).with_name("check-jsonschema")
    )
    if not Path(exe).exists():
        return None
    schema = kind_map(registry.get("spirit-island")).schema_file("power")
    assert schema is not None
    cmd = [exe, "--schemafile", str(schema), "--base-uri", schema.as_uri(), *map(str, paths)]
    start = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        tail = (done.stdout + done.stderr)[-300:]
        print(f"check-jsonschema failed ({done.returncode}): {tail}")
    return elapsed


def main() -> None:
    """Build the pack, time the three runs, print the ratios."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cards", type=int, default=10_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "synthetic"
        paths = build_pack(root, args.cards)
        yaml_floor(paths[:200])  # warm the OS cache and imports
        floor = yaml_floor(paths)
        lint, findings = lint_time(root)
        os.environ["CARDSMITH_CACHE_DIR"] = str(Path(tmp) / "cache")
        lint_time(root, use_cache=True)  # fills the record cache
        warm, _ = lint_time(root, use_cache=True)
        cjs = check_jsonschema_time(paths)
    print(f"cards:                 {args.cards}")
    print(f"yaml load (floor):     {floor:.2f} s")
    print(f"cardsmith lint, cold:  {lint:.2f} s  ({findings} findings)")
    print(f"cardsmith lint, warm:  {warm:.2f} s  (record cache, files unchanged)")
    print(f"cold lint / floor:     {lint / floor:.2f}x   (target <= 2.0)")
    print(f"warm lint / floor:     {warm / floor:.2f}x   (target <= 2.0)")
    if cjs is not None:
        print(f"check-jsonschema:      {cjs:.2f} s")
        print(f"cold lint / check-jsonschema: {lint / cjs:.2f}x (target <= 1.0)")


if __name__ == "__main__":
    main()
