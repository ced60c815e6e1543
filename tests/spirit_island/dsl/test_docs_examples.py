"""Every ```cardsmith example of the docs (the toolkit's ``docs/`` and Spirit Island's
``rulesets/spirit_island/docs/``) compiles cleanly and renders to the English under it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardsmith.rulesets.spirit_island.dsl import LANGUAGE
from cardsmith.rulesets.spirit_island.dsl.constructs.thresholds import compile_levels

compile_effect = LANGUAGE.compile_effect
parse, render = LANGUAGE.parse, LANGUAGE.render

ROOT = Path(__file__).resolve().parents[3]
DOCS = (ROOT / "docs", ROOT / "rulesets" / "spirit_island" / "docs")
BLOCK = re.compile(r"```cardsmith\n(.*?)```\n\n> Renders as: ([^\n]*)\n", re.S)


def _examples() -> list[tuple[str, str, str]]:
    found = []
    for page in sorted(p for docs in DOCS for p in docs.rglob("*.md")):
        for m in BLOCK.finditer(page.read_text(encoding="utf-8")):
            found.append((page.name, m.group(1), m.group(2)))
    return found


EXAMPLES = _examples()


def test_docs_have_examples() -> None:
    assert len(EXAMPLES) >= 35


@pytest.mark.parametrize(("page", "source", "english"), EXAMPLES)
def test_example_compiles_and_renders(page: str, source: str, english: str) -> None:
    effect, errors = parse(source)
    assert errors == []
    assert effect is not None
    if source.lstrip().startswith("instead"):
        levels = [({"moon": 1}, parse("1 fear")[0]), ({"moon": 2}, effect)]
        ops, cerrors = compile_levels(LANGUAGE, levels)  # type: ignore[arg-type]
    else:
        ops, cerrors = compile_effect(effect)
    assert cerrors == []
    assert ops
    assert render(effect) == english
