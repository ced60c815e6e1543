"""The scenario files: a scenario for every rule of RULES.md (at least 60 in all) and for every
sample card; a wrong expectation fails with what differs; the dice script is checked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from cardsmith.rulesets.elder_sign.content import KINDS, Pack, shipped_pack_root
from cardsmith.rulesets.elder_sign.scenarios import expand_dice, play_scenario

PACK = shipped_pack_root()
RULES = Path(__file__).resolve().parents[2] / "rulesets" / "elder_sign" / "RULES.md"


def _scenarios(folder: str) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for path in sorted((PACK / "tests" / folder).glob("*.yaml")):
        out += yaml.safe_load(path.read_text(encoding="utf-8"))["scenarios"]
    return out


def test_every_rule_has_a_scenario() -> None:
    rules = re.findall(r"^\*\*([A-Z]\d+)\*\*", RULES.read_text(encoding="utf-8"), re.M)
    scenarios = _scenarios("rules")
    named = {str(s["rule"]) for s in scenarios}
    assert len(rules) == 98 and len(set(rules)) == 98
    assert set(rules) == named
    assert len(scenarios) == 113
    assert all(s.get("source") for s in scenarios)


def test_every_sample_card_has_a_scenario(pack: Pack) -> None:
    cards = {c.id for kind in KINDS for c in pack.of(kind)}
    scenarios = _scenarios("cards")
    assert {str(s["card"]) for s in scenarios} == cards
    assert len(cards) == 65 and len(scenarios) == 88


def test_a_wrong_expectation_says_what_differs(pack: Pack) -> None:
    scenario = {"name": "x", "setup": {"clock": 3}, "steps": [{"turn": "entrance"}],
                "expect": {"clock": 9, "investigators": {"sample-mara-quill": {"health": 4}}}}
    failures, log = play_scenario(scenario, pack)
    assert failures == ["clock: expected 9, got 6",
                        "sample-mara-quill: expected {'health': 4}, got {'health': 5}"]
    assert "the clock shows VI" in log


def test_unused_dice_and_choices_fail(pack: Pack) -> None:
    scenario = {"name": "x", "dice": ["lore"], "choices": [{"roll.focus": "lore"}],
                "steps": [{"turn": "entrance"}]}
    failures, _ = play_scenario(scenario, pack)
    assert failures == ["choices not used: [('roll.focus', 'lore')]",
                        "dice not rolled: ['lore']"]
    assert expand_dice(["clue3", "lore x3"]) == ["clue3", "lore", "lore", "lore"]


@pytest.mark.parametrize(("scenario", "failure"), [
    ({"steps": [{"attempt": "sample-brass-lantern"}], "setup": {"rooms": ["sample-map-room"]}},
     "step 1 {'attempt': 'sample-brass-lantern'}: illegal: 'sample-brass-lantern' is not a "
     "card in play (in play: sample-map-room)"),
    ({"hold": {"sample-ida-lark": {"health": 2}}},
     "IllegalAction: hold: 'sample-ida-lark' is not seated (seated: sample-mara-quill)"),
    ({"setup": {"mythos": "sample-dusty-archive"}},
     "IllegalAction: card 'sample-dusty-archive' is not in the mythos deck (placed twice?)"),
    ({"investigators": ["sample-mara-quill"] * 9},
     "IllegalAction: Elder Sign is played by 1 to 8 investigators, not 9"),
    ({"steps": [{"effect": "gain lots of clues"}]},
     "step 1 {'effect': 'gain lots of clues'}: illegal: effect 'gain lots of clues' does not "
     "compile: 1:6 D002 unexpected 'lots'; expected a number, end of line"),
    ({"dice": ["clue4"], "setup": {"rooms": ["sample-map-room"]},
      "steps": [{"attempt": "sample-map-room"}]},
     "step 1 {'attempt': 'sample-map-room'}: illegal: scripted die #1: a green die has no "
     "'clue4' face (its faces: clue1, clue2, clue3, lore, peril, terror)"),
])
def test_a_bad_position_is_a_failure_in_the_users_words(pack: Pack, scenario: dict[str, object],
                                                        failure: str) -> None:
    failures, _ = play_scenario({"name": "bad", **scenario}, pack)
    assert failures[0] == failure
