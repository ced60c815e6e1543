"""docs/architecture.md traces one card through the code: the files it lists exist, and every
code name it gives a Python file (a class, function or table defined somewhere in the project)
is in that file — so the trace cannot go stale after a move."""

from __future__ import annotations

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
