"""docs/elder-sign.md: every ```es example compiles cleanly, renders to the English under it
and compiles to the operations shown; every finding shown is the one the compiler gives; the
adventure example lints clean."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cardsmith.rulesets.elder_sign.dsl import LANGUAGE
from cardsmith.tools.lint import lint_paths

DOC = Path(__file__).resolve().parents[2] / "docs" / "elder-sign.md"
TEXT = DOC.read_text(encoding="utf-8")
BLOCK = r"```es\n((?:(?!```).)*)```\n\n"
EXAMPLE = re.compile(BLOCK + r"> Renders as: ([^\n]*)\n>\n> Compiles to: `([^`]*)`\n", re.S)
FINDING = re.compile(BLOCK + r"> Finding: `(\w+)` ([^\n]*?) — ([^\n]*)\n", re.S)
EXAMPLES = EXAMPLE.findall(TEXT)
FINDINGS = FINDING.findall(TEXT)


def test_every_es_block_is_checked() -> None:
    assert TEXT.count("```es\n") == len(EXAMPLES) + len(FINDINGS)
    assert len(EXAMPLES) == 24 and len(FINDINGS) == 4


@pytest.mark.parametrize(("source", "english", "ops"), EXAMPLES)
def test_example_compiles_and_renders(source: str, english: str, ops: str) -> None:
    effect, errors = LANGUAGE.parse(source)
    assert errors == [] and effect is not None
    compiled, cerrors = LANGUAGE.compile_effect(effect)
    assert cerrors == []
    assert LANGUAGE.render(effect) == english
    assert compiled == json.loads(ops)
    assert LANGUAGE.print_effect(effect) == source  # the examples are in canonical form


@pytest.mark.parametrize(("source", "code", "message", "hint"), FINDINGS)
def test_finding_is_the_compilers(source: str, code: str, message: str, hint: str) -> None:
    _, errors = LANGUAGE.compile_text(source)
    assert [(e.code, e.message, e.hint) for e in errors] == [(code, message, hint)]


def test_the_adventure_example_lints_clean(tmp_path: Path) -> None:
    card = re.search(r"```yaml\n(kind: adventure\n.*?)```", TEXT, re.S)
    assert card is not None
    pack = tmp_path / "docs-pack"
    (pack / "adventures").mkdir(parents=True)
    (pack / "pack.yaml").write_text(
        "id: docs-pack\nname: Docs\nversion: 1.0.0\nruleset: elder-sign\n", encoding="utf-8")
    (pack / "adventures" / "crypt.yaml").write_text(card.group(1), encoding="utf-8")
    result = lint_paths([pack], use_cache=False)
    assert [(d.code, d.message) for d in result.diagnostics] == []
