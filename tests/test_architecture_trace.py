"""docs/architecture.md traces one card through the code: the files it lists exist, and every
code name it gives a Python file (a class, function or table defined somewhere in the project)
is in that file — so the trace cannot go stale after a move."""

from __future__ import annotations

import dataclasses
import re
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "architecture.md"
PACKAGES = ("dsl", "engine", "rulesets", "tools")
_ITEM = re.compile(r"^\d+\. `([^`]+)` — (.*?)(?=^\d+\. |\Z)", re.M | re.S)
_NAME = re.compile(r"`([A-Za-z_]\w*)`")


def _definition(name: str) -> re.Pattern[str]:
    return re.compile(rf"^\s*(?:class|def) {name}\b|^{name}\s*(?::[^=\n]*)?=", re.M)


def trace() -> list[tuple[str, list[str]]]:
    """``(file, code names said of it)`` for each numbered step of the trace, in order."""
    section = DOC.read_text(encoding="utf-8").split("## Tracing one card", 1)[1]
    section = section.split("\n## ", 1)[0]
    return [(m.group(1), _NAME.findall(m.group(2))) for m in _ITEM.finditer(section)]


@cache
def _sources() -> dict[Path, str]:
    return {
        p: p.read_text(encoding="utf-8")
        for package in PACKAGES
        for p in sorted((ROOT / package).rglob("*.py"))
    }


def defined_anywhere(name: str) -> bool:
    pattern = _definition(name)
    return any(pattern.search(text) for text in _sources().values())


def test_the_trace_is_short_and_every_file_exists() -> None:
    steps = trace()
    assert 5 <= len(steps) <= 10, [f for f, _ in steps]
    assert steps[0][0].endswith(".yaml") and steps[-1][0].endswith(".py")
    assert [f for f, _ in steps if not (ROOT / f).is_file()] == []


def test_each_file_holds_the_names_the_doc_gives_it() -> None:
    wrong = []
    for file, names in trace():
        if not file.endswith(".py"):
            continue
        text = (ROOT / file).read_text(encoding="utf-8")
        for name in names:
            if defined_anywhere(name) and not re.search(rf"\b{name}\b", text):
                wrong.append(f"{file}: {name}")
    assert wrong == []
    constructs = dict(trace())
    verbs = ROOT / "rulesets/spirit_island/dsl/constructs/piece_verbs.py"
    assert "PieceAction" in constructs[str(verbs.relative_to(ROOT))]
    assert _definition("PieceAction").search(verbs.read_text(encoding="utf-8"))


def test_the_checker_sees_a_name_in_the_wrong_file() -> None:
    assert defined_anywhere("PieceAction") and defined_anywhere("compile_record")
    moves = (ROOT / "rulesets/spirit_island/engine/ops/moves.py").read_text(encoding="utf-8")
    assert not _definition("compile_record").search(moves)
    assert not defined_anywhere("NoSuchConstructAnywhere")


# --- one card of each construct family ----------------------------------------------------
FAMILY_PACKS = ("horizons", "base-game", "branch-and-claw", "jagged-earth", "nature-incarnate")
#: the files every family's trace reads beside the card's YAML, its family module and the
#: engine modules that run it (the trace above, less the construct and engine modules)
SHARED = (
    "rulesets/spirit_island/grammar.lark",
    "rulesets/spirit_island/dsl/constructs/table.py",
    "dsl/style.py",
    "rulesets/spirit_island/content.py",
    "rulesets/spirit_island/pages/cards.py",
)


def _nodes(value: object, out: set[type]) -> set[type]:
    from cardsmith.dsl import ast as C

    if isinstance(value, C.Node):
        out.add(type(value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _nodes(getattr(value, f.name), out)
    elif isinstance(value, list | tuple):
        for item in value:
            _nodes(item, out)
    return out


def _op_names(ops: object, out: set[str]) -> set[str]:
    if isinstance(ops, dict):
        if isinstance(ops.get("op"), str):
            out.add(ops["op"])
        ops = list(ops.values())
    if isinstance(ops, list):
        for item in ops:
            if isinstance(item, dict | list):
                _op_names(item, out)
    return out


def family_table() -> list[str]:
    """One row per construct family: the shipped power that uses it and needs the fewest
    engine modules (then the shortest effect), and those modules — the table's rows."""
    from cardsmith.rulesets.spirit_island.dsl.constructs.table import FAMILIES
    from cardsmith.rulesets.spirit_island.engine.effects.run import OPS
    from cardsmith.rulesets.spirit_island.engine.ops import registry
    from cardsmith.tools.content.loader import load_pack

    assert registry.HANDLER_TABLES  # importing it fills OPS

    powers = [
        r for pack in FAMILY_PACKS for r in load_pack(ROOT / "content" / pack).catalog
        if r.kind == "power"
    ]
    rows = []
    for family in FAMILIES:
        types = {c.node for c in family}
        best: tuple[tuple[object, ...], str] | None = None
        for r in powers:
            if not set().union(*(_nodes(e, set()) for e in r.ast.values())) & types:
                continue
            names = set().union(*(_op_names(v, set()) for v in r.ops.values()))
            mods = sorted({
                OPS.lookup(n).__module__.rsplit(".", 1)[-1] for n in names if OPS.handles(n)
            })
            path = Path(r.path).resolve().relative_to(ROOT).as_posix()
            key = (not mods, len(mods), len(str(r.data.get("effect", ""))), path)
            engine = ", ".join(f"`ops/{m}.py`" for m in mods)
            module = family[0].node.__module__.rsplit(".", 1)[-1]
            row = f"| `{module}.py` | *{r.name}* | `{path}` | {engine} |"
            if best is None or key < best[0]:
                best = (key, row)
        assert best is not None, f"no shipped power uses {family[0].node.__module__}"
        rows.append(best[1])
    return rows


def test_one_card_of_each_family_is_traced_in_at_most_10_files() -> None:
    section = DOC.read_text(encoding="utf-8").split("## One card of each construct family", 1)
    rows = [line for line in section[1].split("\n## ", 1)[0].splitlines()
            if line.startswith("| `")]
    assert rows == family_table(), "\n".join(family_table())
    for row in rows:
        files = re.findall(r"`([^`]+\.(?:py|yaml))`", row)
        assert all((ROOT / "rulesets/spirit_island/engine" / f).is_file() for f in files[2:])
        assert 1 + len(SHARED) + 1 + len(files[2:]) <= 10, row
    assert all((ROOT / f).is_file() for f in SHARED)
