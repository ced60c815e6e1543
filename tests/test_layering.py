"""The layers stay apart: the DSL imports nothing of ours, the engine only the DSL's IR, the tools
reach rulesets only through the registry (never by import), and a ruleset plugs into the tools'
plug-in API but never imports the command line — nor another ruleset."""

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
                found |= {(path.name, _ours(alias.name)) for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                found.add((path.name, _ours(node.module)))
    return found


def _ours(module: str) -> str:
    """``cardsmith.engine.state`` → ``engine.state``: the layer is the name after the namespace."""
    return module.removeprefix("cardsmith.")


@pytest.mark.parametrize(
    ("package", "forbidden", "allowed"),
    [
        ("dsl", ("engine", "tools", "rulesets"), ()),
        ("engine", ("tools", "rulesets"), ()),
        ("engine", ("dsl",), ("dsl.ir",)),
        ("tools", ("rulesets",), ()),
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


def test_every_import_of_ours_is_under_the_namespace() -> None:
    """``import engine`` would find another project's ``engine``: ours is ``cardsmith.engine``."""
    ours = {"dsl", "engine", "tools", "rulesets"}
    bare = []
    for package in sorted(ours):
        for path in sorted((ROOT / package).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    names = [node.module]
                bare += [(str(path.relative_to(ROOT)), n) for n in names if n.split(".")[0] in ours]
    assert bare == []


def test_rulesets_never_import_the_cli_nor_each_other() -> None:
    bad = []
    for folder in sorted(p for p in (ROOT / "rulesets").iterdir() if (p / "__init__.py").is_file()):
        own = f"cardsmith.rulesets.{folder.name}"
        for path in folder.rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                names = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    names = [node.module]
                for name in names:
                    ruleset = name.startswith("cardsmith.rulesets.")
                    other_ruleset = ruleset and not name.startswith(own)
                    if name.startswith("cardsmith.tools.cli") or other_ruleset:
                        bad.append((str(path.relative_to(ROOT)), name))
    assert bad == []
