"""Every scenario file of the Risk Deep Space pack passes (the rules and the sample cards)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardsmith.rulesets.risk_deep_space.content import Pack, shipped_pack_root
from cardsmith.rulesets.risk_deep_space.scenarios import run_scenario, scenarios_in

TESTS = shipped_pack_root() / "tests"
CASES = [
    pytest.param(path, i, sc, id=f"{path.relative_to(TESTS).with_suffix('')}#{i + 1}")
    for path in sorted(TESTS.rglob("*.yaml"))
    for i, sc in enumerate(scenarios_in(path))
]


@pytest.mark.parametrize(("path", "index", "scenario"), CASES)
def test_scenario(pack: Pack, path: Path, index: int, scenario: dict[str, object]) -> None:
    failures = run_scenario(scenario, pack)
    assert failures == [], f"{path.name} #{index + 1} {scenario.get('name')}:\n" + "\n".join(
        failures
    )


def test_enough_scenarios() -> None:
    rules = [c for c in CASES if "rules" in str(c.values[0])]
    cards = {p.stem for p in (TESTS / "cards").glob("*.yaml")}
    card_files = {p.stem for p in (shipped_pack_root() / "cards").glob("*.yaml")}
    assert len(rules) >= 40
    assert card_files <= cards, f"cards without a scenario file: {sorted(card_files - cards)}"


def test_every_scenario_names_its_rule() -> None:
    for param in CASES:
        path, _, sc = param.values
        assert sc.get("name"), path
        assert sc.get("rule"), f"{path}: {sc.get('name')} names no rule"


def test_scenario_rules_are_the_rules_of_rules_md() -> None:
    text = (Path(__file__).resolve().parents[2] / "rulesets" / "risk_deep_space" / "RULES.md"
            ).read_text(encoding="utf-8")
    documented = set(re.findall(r"^\*\*([A-Z]+[0-9]+)\*\*", text, re.M))
    tested = {str(c.values[2].get("rule")) for c in CASES}
    assert tested <= documented, sorted(tested - documented)
    # S1 (player counts and colours) is checked by test_setup.py
    assert documented - tested <= {"S1"}, sorted(documented - tested)
