"""Every lint rule documents itself with a failing and a passing example, and both hold."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.tools import registry
from cardsmith.tools.lint import all_rules, core_rules, rules_for
from cardsmith.tools.lint.docs import DOC_PATH, generate
from cardsmith.tools.lint.fixtures import examples, lint_example

GAME = registry.get("spirit-island")
RULES = all_rules(GAME)
#: the core's rules are shown on packs of the tiny test ruleset; a ruleset's own on its content
TINY = registry.get("tiny")
CORE = set(core_rules())


def test_registry_has_every_family() -> None:
    letters = {cls.code[0] for cls in RULES}
    assert letters == {"S", "D", "C", "X", "T"}
    assert len(rules_for(registry.get("spirit-island"))) == len(RULES) >= 45
    assert len({cls.name for cls in RULES}) == len(RULES)


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.code)
def test_rule_examples(rule: type, tmp_path: Path) -> None:
    ex = examples(rule.__doc__)
    assert rule.summary(), f"{rule.code} has no summary line"
    if rule.example_exempt:
        assert not ex, f"{rule.code} is exempt but has examples"
        return
    assert set(ex) == {"Fail", "Pass"}, f"{rule.code} needs a Fail: and a Pass: example"
    text_check = rule.opt_in == "text_check"
    game = TINY if rule.code in CORE else GAME
    failing = lint_example(ex["Fail"], tmp_path / "fail", game, text_check)
    passing = lint_example(ex["Pass"], tmp_path / "pass", game, text_check)
    assert {d.code for d in failing} == {rule.code}, [(d.code, d.message) for d in failing]
    assert all(d.severity == rule.severity for d in failing)
    assert passing == [], [(d.code, d.message) for d in passing]


def test_lint_rules_doc_is_up_to_date() -> None:
    assert DOC_PATH.read_text(encoding="utf-8") == generate(), (
        "docs/lint-rules.md is stale: run python -m cardsmith.tools.lint.docs"
    )
