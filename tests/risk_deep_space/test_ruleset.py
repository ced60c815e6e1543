"""Both rulesets are installed and conform; Risk Deep Space's hooks are wired; its lint rules
document themselves with a failing and a passing example that hold; its positions are right."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.rulesets.risk_deep_space import RULESET
from cardsmith.rulesets.risk_deep_space.content import shipped_pack_root
from cardsmith.rulesets.risk_deep_space.lint import RULES
from cardsmith.tools import registry
from cardsmith.tools.cli import app
from cardsmith.tools.lint import lint_paths, rules_for
from cardsmith.tools.lint.fixtures import examples, lint_example
from cardsmith.tools.ruleset import HOOKS, conformance_problems

PACK = shipped_pack_root()


def test_discover_finds_both_rulesets_and_both_conform() -> None:
    found = registry.discover()
    assert {"spirit-island", "risk-deep-space"} <= set(found)
    for name in ("spirit-island", "risk-deep-space"):
        assert conformance_problems(found[name], expected_name=name) == []
    assert found["risk-deep-space"] is RULESET
    assert registry.for_pack(PACK) is RULESET


def test_every_hook_is_filled() -> None:
    unfilled = {h for h in HOOKS if getattr(RULESET, h) in (None, (), {})}
    assert unfilled <= {"printing", "docs", "text_check"}, unfilled  # the default text check
    caps = RULESET.capabilities
    assert caps.players == (2, 4) and caps.can_test and caps.can_simulate
    assert not caps.cooperative
    assert [k.name for k in RULESET.kinds] == ["galaxy", "action-card"]
    assert RULESET.kind("action") is RULESET.kinds[1]
    assert set(RULESET.scaffolds) == {"action-card", "card", "galaxy", "pack"}


def test_its_rules_and_no_spirit_island_rule() -> None:
    rules = rules_for(RULESET)
    assert {"R101", "R102", "R103", "R201", "R202", "R203"} <= set(rules)
    assert "S100" in rules and "X001" in rules and "C107" in rules and "T001" in rules  # core
    assert not {"C101", "C201", "X003"} & set(rules)  # Spirit Island's


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.code)
def test_rule_examples(rule: type, tmp_path: Path) -> None:
    ex = examples(rule.__doc__)
    assert rule.summary() and set(ex) == {"Fail", "Pass"}
    failing = lint_example(ex["Fail"], tmp_path / "fail", RULESET)
    passing = lint_example(ex["Pass"], tmp_path / "pass", RULESET)
    assert {d.code for d in failing} == {rule.code}, [(d.code, d.message) for d in failing]
    assert passing == [], [(d.code, d.message) for d in passing]


def _lint_with(tmp_path: Path, rel: str, old: str, new: str) -> list[tuple[str, int, str]]:
    pack = tmp_path / "rds"
    shutil.copytree(PACK, pack)
    path = pack / rel
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return [(d.code, d.line, d.message) for d in lint_paths([pack], use_cache=False).diagnostics]


def test_a_galaxy_problem_is_at_the_value_it_is_about(tmp_path: Path) -> None:
    found = _lint_with(tmp_path, "boards/galaxy.yaml", "covers: [P3, P7]", "covers: [P3, P8]")
    assert [(c, m) for c, _, m in found] == [
        ("R201", "2-player covers ('P3', 'P8') are not in opposite corners")]
    line = next(n for n, text in enumerate(
        (tmp_path / "rds" / "boards" / "galaxy.yaml").read_text().splitlines(), 1)
        if text.startswith("two_player"))
    assert found[0][1] == line


def test_a_missing_target_is_a_card_problem(tmp_path: Path) -> None:
    found = _lint_with(tmp_path, "cards/sample-pirate-raid.yaml", "target: {player: opponent}\n",
                       "")
    assert [c for c, _, _ in found] == ["R202"]
    assert "names target player" in found[0][2]


def test_a_zero_amount_is_an_ir_problem(tmp_path: Path) -> None:
    found = _lint_with(tmp_path, "cards/sample-mining-drone.yaml", "gain 1 ore\n", "gain 0 ore\n")
    assert [(c, m) for c, _, m in found] == [
        ("R203", "effect[1] gain: amount must be a whole number ≥ 1, not 0")]


def test_a_scenario_naming_an_unknown_space_is_a_diagnostic(tmp_path: Path) -> None:
    pack = tmp_path / "rds"
    shutil.copytree(PACK, pack)
    bad = pack / "tests" / "typo.yaml"
    bad.write_text("name: typo\nrule: V1\nrecruits: {P13: {red: 2}}\nsteps:\n"
                   "  - play: sample-hyperjumb\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["test", str(bad)])
    assert result.exit_code == 1
    assert "typo.yaml:3:12: R301 unknown space 'P13'" in result.output
    assert "did you mean 'P3'?" in result.output
    assert "typo.yaml:5:11: R303 unknown card 'sample-hyperjumb'" in result.output
    assert "did you mean 'sample-hyperjump'?" in result.output


def test_a_card_of_a_billion_copies_is_refused_by_lint(tmp_path: Path) -> None:
    found = _lint_with(tmp_path, "cards/sample-hyperjump.yaml", "copies: 3\n",
                       "copies: 1000000000\n")
    assert [(c, line, m) for c, line, m in found] == [
        ("R202", 7, "copies 1,000,000,000: a deck holds at most 1,000 cards (the game's holds 36)")]


def test_copies_that_together_pass_the_deck_bound_are_refused_at_the_card_that_does(
        tmp_path: Path) -> None:
    found = _lint_with(tmp_path, "cards/sample-hyperjump.yaml", "copies: 3\n", "copies: 999\n")
    assert len(found) == 1 and found[0][0] == "R202" and found[0][1] == 7
    message = found[0][2]
    assert message.startswith("copies ") and "at most 1,000 (the game's holds 36)" in message


def test_simulate_refuses_a_pack_of_too_many_copies_before_playing(tmp_path: Path) -> None:
    pack = tmp_path / "rds"
    shutil.copytree(PACK, pack)
    card = pack / "cards" / "sample-hyperjump.yaml"
    card.write_text(card.read_text().replace("copies: 3\n", "copies: 1000000000\n"))
    result = CliRunner().invoke(app, ["simulate", "--pack", str(pack)])
    assert result.exit_code == 1, result.output
    assert "R202" in result.output and "Traceback" not in result.output


def test_a_threshold_is_an_unknown_verb(tmp_path: Path) -> None:
    """``threshold`` is Spirit Island's statement, not the core's: Risk does not know it."""
    found = _lint_with(tmp_path, "cards/sample-asteroid-gamble.yaml", "  roll a die\n",
                       "  threshold 2 gems: gain 1 ore\n  roll a die\n")
    assert found == [("D002", 12, "unknown verb 'threshold'")]
