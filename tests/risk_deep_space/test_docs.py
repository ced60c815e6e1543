"""docs/risk-deep-space.md: every ```rds example compiles cleanly, renders to the English under it
and compiles to the operations shown; every finding shown is the one the compiler gives; the
action card, galaxy and scenario examples lint clean and the scenario passes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from cardsmith.rulesets.risk_deep_space.content import Pack
from cardsmith.rulesets.risk_deep_space.dsl import LANGUAGE
from cardsmith.rulesets.risk_deep_space.scenarios import run_scenario
from cardsmith.tools.lint import lint_paths
from tests.language_docs import check_example, check_finding, doc_blocks

DOC = Path(__file__).resolve().parents[2] / "docs" / "risk-deep-space.md"
TEXT = DOC.read_text(encoding="utf-8")
TESTED = re.compile(r"<!-- tested: ([\w-]+) -->\n```yaml\n(.*?)```", re.S)
EXAMPLES, FINDINGS = doc_blocks(TEXT, "rds")
FILES = dict(TESTED.findall(TEXT))


def test_every_rds_block_is_checked() -> None:
    assert TEXT.count("```rds\n") == len(EXAMPLES) + len(FINDINGS)
    assert len(EXAMPLES) >= 20 and len(FINDINGS) >= 2
    assert set(FILES) == {"action-card", "galaxy", "scenario"}


@pytest.mark.parametrize(("source", "english", "ops"), EXAMPLES)
def test_example_compiles_and_renders(source: str, english: str, ops: str) -> None:
    check_example(LANGUAGE, source, english, ops)


@pytest.mark.parametrize(("source", "code", "message", "hint"), FINDINGS)
def test_finding_is_the_compilers(source: str, code: str, message: str, hint: str) -> None:
    check_finding(LANGUAGE, source, code, message, hint)


def test_card_and_galaxy_examples_lint_clean(tmp_path: Path) -> None:
    pack = tmp_path / "docs-pack"
    (pack / "cards").mkdir(parents=True)
    (pack / "boards").mkdir()
    (pack / "pack.yaml").write_text(
        "id: docs-pack\nname: Docs\nversion: 1.0.0\nruleset: risk-deep-space\n", encoding="utf-8")
    (pack / "cards" / "ion-storm.yaml").write_text(FILES["action-card"], encoding="utf-8")
    (pack / "boards" / "twin-suns.yaml").write_text(FILES["galaxy"], encoding="utf-8")
    result = lint_paths([pack], use_cache=False)
    assert [(d.code, d.message) for d in result.diagnostics] == []
    assert result.files == 3


def test_scenario_example_passes(pack: Pack) -> None:
    assert run_scenario(yaml.safe_load(FILES["scenario"]), pack) == []
