"""docs/elder-sign.md: every ```es example compiles cleanly, renders to the English under it
and compiles to the operations shown; every finding shown is the one the compiler gives; the
adventure example lints clean."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardsmith.rulesets.elder_sign.dsl import LANGUAGE
from cardsmith.tools.lint import lint_paths
from tests.language_docs import check_example, check_finding, doc_blocks

DOC = Path(__file__).resolve().parents[2] / "docs" / "elder-sign.md"
TEXT = DOC.read_text(encoding="utf-8")
EXAMPLES, FINDINGS = doc_blocks(TEXT, "es")


def test_every_es_block_is_checked() -> None:
    assert TEXT.count("```es\n") == len(EXAMPLES) + len(FINDINGS)
    assert len(EXAMPLES) == 24 and len(FINDINGS) == 4


@pytest.mark.parametrize(("source", "english", "ops"), EXAMPLES)
def test_example_compiles_and_renders(source: str, english: str, ops: str) -> None:
    check_example(LANGUAGE, source, english, ops)


@pytest.mark.parametrize(("source", "code", "message", "hint"), FINDINGS)
def test_finding_is_the_compilers(source: str, code: str, message: str, hint: str) -> None:
    check_finding(LANGUAGE, source, code, message, hint)


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
