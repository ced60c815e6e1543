"""Mutated content files (keys deleted, types swapped, garbage inserted): `lint` answers each with
positioned diagnostics — never a traceback. The number of inputs tried is reported at the end of
the run (see ``pytest_terminal_summary`` in ``tests/conftest.py``)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardsmith.tools import registry
from cardsmith.tools.diagnostics import Diagnostic, format_json, format_sarif, format_text
from cardsmith.tools.lint import lint_paths

PACK = Path(__file__).resolve().parents[1] / "content" / "horizons"
GAME = registry.get("spirit-island")
SOURCES = sorted(
    p for p in PACK.rglob("*.yaml") if p.name != "pack.yaml" and "tests" not in p.parts
)
TRIED: list[int] = [0]
GARBAGE = [
    "{",
    "]",
    ": :",
    "\t",
    "&a *a",
    "- -",
    "'",
    '"',
    "\x00",
    "!!python/object:os.system",
    "push 99999999999 explorr",
    "if target is:",
    "\n  bad: [",
    "é",
    "*",
]
ODD_VALUES: list[Any] = [None, 0, -1, 10**12, "", "x" * 300, [], {}, [1, "a"], {"a": None}, True]


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _paths(v, (*prefix, i))
    return out


def _mutate_data(data: Any, rng: random.Random) -> Any:
    paths = [p for p in _paths(data) if p]
    if not paths:
        return rng.choice(ODD_VALUES)
    path = rng.choice(paths)
    parent = data
    for part in path[:-1]:
        parent = parent[part]
    if rng.random() < 0.5 and isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent[path[-1]] = rng.choice(ODD_VALUES)
    return data


def _mutated_text(source: Path, seed: int, mode: int) -> str:
    rng = random.Random(seed)
    text = source.read_text(encoding="utf-8")
    if mode == 0:  # structural: delete a key or swap a value's type
        data = yaml.safe_load(text)
        return yaml.safe_dump(_mutate_data(data, rng), sort_keys=False, allow_unicode=True)
    at = rng.randrange(len(text) + 1)
    if mode == 1:  # insert garbage
        return text[:at] + rng.choice(GARBAGE) + text[at:]
    cut = rng.randrange(1, 40)  # delete a slice
    return text[:at] + text[at + cut :]


def _check(diags: list[Diagnostic]) -> None:
    for d in diags:
        assert d.line >= 1 and d.col >= 1
        assert d.code[:1] in "SDCXT" and d.message
    format_text(diags, color=False)
    format_json(diags)
    format_sarif(diags)


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    source=st.sampled_from(SOURCES),
    seed=st.integers(min_value=0, max_value=2**32),
    mode=st.integers(min_value=0, max_value=2),
)
def test_mutated_files_get_diagnostics(tmp_path: Path, source: Path, seed: int, mode: int) -> None:
    rel = source.relative_to(PACK)
    target = tmp_path / f"case{TRIED[0]}" / rel
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(_mutated_text(source, seed, mode), encoding="utf-8")
    TRIED[0] += 1
    result = lint_paths([target], loose=GAME)
    _check(result.diagnostics)


def test_a_mutation_is_reported(tmp_path: Path) -> None:
    """The mutations really break files: deleting the required ``name`` is an S100."""
    data = yaml.safe_load((PACK / "powers" / "minor" / "drought.yaml").read_text())
    del data["name"]
    broken = tmp_path / "powers" / "minor" / "drought.yaml"
    broken.parent.mkdir(parents=True)
    broken.write_text(yaml.safe_dump(data), encoding="utf-8")
    assert "S100" in {d.code for d in lint_paths([broken], loose=GAME).diagnostics}
