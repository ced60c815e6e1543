"""The Elder Sign ruleset is installed and conforms, every hook is wired, its lint rules
document themselves with a failing and a passing example that hold, and a finding sits at the
value it is about."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cardsmith.rulesets.elder_sign import RULESET
from cardsmith.rulesets.elder_sign.content import KINDS, Pack, shipped_pack_root
from cardsmith.rulesets.elder_sign.lint import RULES
from cardsmith.tools import registry
from cardsmith.tools.lint import lint_paths, rules_for
from cardsmith.tools.lint.fixtures import examples, lint_example
from cardsmith.tools.ruleset import HOOKS, conformance_problems

PACK = shipped_pack_root()


def test_it_is_found_and_conforms() -> None:
    found = registry.discover()
    assert conformance_problems(found["elder-sign"], expected_name="elder-sign") == []
    assert found["elder-sign"] is RULESET
    assert registry.for_pack(PACK) is RULESET


def test_every_hook_is_filled() -> None:
    unfilled = {h for h in HOOKS if getattr(RULESET, h) in (None, (), {})}
    assert unfilled <= {"docs", "text_check"}, unfilled
    caps = RULESET.capabilities
    assert caps.players == (1, 8) and caps.cooperative and caps.can_test and caps.can_simulate
    assert [k.name for k in RULESET.kinds] == list(KINDS)
    assert RULESET.kind("world") is RULESET.kinds[1]
    assert set(RULESET.scaffolds) == {*KINDS, "card", "pack"}


def test_its_rules_and_no_other_games() -> None:
    rules = rules_for(RULESET)
    assert {"E101", "E102", "E103", "E201", "E202"} <= set(rules)
    assert "S100" in rules and "X001" in rules  # the core's
    assert not {"C101", "C201", "R101", "R201"} & set(rules)


@pytest.mark.parametrize("rule", [r for r in RULES if not r.example_exempt],
                         ids=lambda r: r.code)
def test_rule_examples(rule: type, tmp_path: Path) -> None:
    ex = examples(rule.__doc__)
    assert rule.summary() and set(ex) == {"Fail", "Pass"}
    failing = lint_example(ex["Fail"], tmp_path / "fail", RULESET)
    passing = lint_example(ex["Pass"], tmp_path / "pass", RULESET)
    assert {d.code for d in failing} == {rule.code}, [(d.code, d.message) for d in failing]
    assert passing == [], [(d.code, d.message) for d in passing]


def test_the_pack_has_every_kind_in_the_counts_of_the_issue(pack: Pack) -> None:
    counts = {kind: len(pack.of(kind)) for kind in KINDS}
    assert counts == {"adventure": 16, "other-world": 6, "mythos": 12, "item": 10, "spell": 4,
                      "ally": 4, "investigator": 4, "monster": 8, "ancient-one": 1}
    assert all(c.get("sample") is True and c.name.endswith("(sample)")
               for kind in KINDS for c in pack.of(kind))
    assert "SAMPLE" in (PACK / "pack.yaml").read_text(encoding="utf-8")


def _lint_with(tmp_path: Path, rel: str, old: str, new: str) -> list[tuple[str, int, int, str]]:
    pack = tmp_path / "es"
    shutil.copytree(PACK, pack)
    path = pack / rel
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return [(d.code, d.line, d.col, d.message)
            for d in lint_paths([pack], use_cache=False).diagnostics]


def test_an_unfillable_task_is_found_at_its_row(tmp_path: Path) -> None:
    found = _lint_with(tmp_path, "adventures/sample-dusty-archive.yaml", "- 4 clues",
                       "- 7 terror")
    assert found == [("E201", 11, 5, "no roll can fill the task '7 terror'")]


def test_a_bad_task_row_and_a_typo_are_positioned(tmp_path: Path) -> None:
    found = _lint_with(tmp_path, "monsters/sample-ash-hound.yaml", "task: peril, peril",
                       "task: peril, perl")
    assert found == [("E201", 7, 7, "unknown requirement 'perl' (known: clues, lore, peril, "
                                    "terror, health, sanity)")]
    found = _lint_with(tmp_path / "b", "adventures/sample-dusty-archive.yaml",
                       "penalty: lose 1 sanity", "penalty: lose 1 sanitty")
    assert found == [("E101", 16, 17, "unknown thing to lose 'sanitty'")]
