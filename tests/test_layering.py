"""The layers stay apart: the DSL imports nothing of ours, the engine only the DSL's IR."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _imports(package: str) -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for path in (ROOT / package).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found |= {(path.name, alias.name) for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                found.add((path.name, node.module))
    return found


@pytest.mark.parametrize(
    ("package", "forbidden", "allowed"),
    [
        ("dsl", ("engine", "tools"), ()),
        ("engine", ("tools",), ()),
        ("engine", ("dsl",), ("dsl.ir",)),
    ],
)
def test_no_upward_imports(
    package: str, forbidden: tuple[str, ...], allowed: tuple[str, ...]
) -> None:
    bad = sorted(
        (file, module)
        for file, module in _imports(package)
        if module.split(".")[0] in forbidden and module not in allowed
    )
    assert bad == []
