"""Each construct compiles to the operations the engine expects (concrete IR values)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardsmith.dsl.ir import to_json, walk
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE
from cardsmith.rulesets.spirit_island.dsl.constructs import thresholds
from cardsmith.rulesets.spirit_island.dsl.ir import OP_NAMES


def compile_levels(levels: Any) -> Any:
    return thresholds.compile_levels(LANGUAGE, levels)


def compile_power(effect: Any, threshold: Any = None) -> Any:
    return thresholds.compile_power(LANGUAGE, effect, threshold)


compile_text, parse_or_raise = LANGUAGE.compile_text, LANGUAGE.parse_or_raise


def ops(text: str) -> list[dict[str, Any]]:
    result, errors = compile_text(text)
    assert errors == [], errors
    assert result is not None
    return result


def test_fear_both_word_orders() -> None:
    assert ops("2 fear") == ops("fear 2") == [{"op": "fear", "amount": 2}]


def test_push_up_to_with_alternatives_and_plurals() -> None:
    assert ops("push up to 2 explorers/towns") == [
        {"op": "push", "count": {"up_to": 2}, "pieces": {"kinds": ["explorer", "town"]}}
    ]


def test_invader_expands_to_three_kinds() -> None:
    assert ops("destroy all invaders")[0]["pieces"] == {"kinds": ["explorer", "town", "city"]}


def test_damage_defaults_to_invaders_and_restricts() -> None:
    assert ops("3 damage") == [{"op": "damage", "amount": 3}]
    assert ops("3 damage to explorer/town only")[0]["to"] == {"kinds": ["explorer", "town"]}
    assert ops("1 damage to each town/city")[0]["to"] == {"kinds": ["town", "city"], "each": True}
    assert ops("1 damage to dahan")[0]["to"] == {"kinds": ["dahan"]}


def test_damage_per_with_max_and_past() -> None:
    op = ops("1 fear per town/city destroyed (max 4)")[0]
    assert op["per"] == {"pieces": {"kinds": ["town", "city"]}, "past": "destroyed", "max": 4}


def test_if_terrain_with_instead_builds_if_else() -> None:
    assert ops("defend 1\nif target is jungle or sands: instead defend 4") == [
        {
            "op": "if",
            "cond": {"target_is": ["jungle", "sands"]},
            "then": [{"op": "defend", "amount": 4}],
            "else": [{"op": "defend", "amount": 1}],
        }
    ]


def test_may_instead_is_a_choice_between_new_and_old() -> None:
    op = ops("defend 6\nthreshold 2 water: may instead remove 1 blight")[0]
    assert op["op"] == "threshold"
    assert op["elements"] == {"water": 2}
    assert op["then"][0]["op"] == "choice"
    assert op["then"][0]["options"][1] == [{"op": "defend", "amount": 6}]


def test_choice_options() -> None:
    op = ops("either: 2 damage\nor: remove 1 blight")[0]
    assert op == {
        "op": "choice",
        "options": [
            [{"op": "damage", "amount": 2}],
            [{"op": "remove", "count": {"n": 1}, "pieces": {"kinds": ["blight"]}}],
        ],
    }


def test_conditions_present_absent_counts() -> None:
    assert ops("if no invaders present: 1 fear")[0]["cond"] == {
        "has": {"kinds": ["explorer", "town", "city"]},
        "at_most": 0,
    }
    assert ops("if at least 2 town/city present: 1 fear")[0]["cond"] == {
        "has": {"kinds": ["town", "city"]},
        "at_least": 2,
    }
    cond = ops("if dahan present and invaders present: 1 fear")[0]["cond"]
    assert [c["has"]["kinds"][0] for c in cond["all"]] == ["dahan", "explorer"]


def test_spirit_targets() -> None:
    assert ops("target spirit gains 2 energy") == [
        {"op": "gain_energy", "who": "target", "amount": 2}
    ]
    assert ops("if target is another spirit: you gain 1 energy")[0]["cond"] == {
        "another_spirit": True
    }
    assert ops("target spirit gains 1 minor power card")[0]["deck"] == "minor"


def test_for_each_and_in_lands() -> None:
    assert ops("for each blight: 1 fear")[0]["query"] == {"pieces": {"kinds": ["blight"]}}
    op = ops("in each other coastal land on this board: 4 damage")[0]
    assert op["lands"] == {"other": True, "coastal": True, "same_board": True}
    assert op["quant"] == "each"


def test_skip_invader_means_all_actions() -> None:
    assert ops("skip all invader actions")[0]["actions"] == ["ravage", "build", "explore"]
    assert ops("skip up to 1 ravage/build action")[0] == {
        "op": "skip",
        "count": {"up_to": 1},
        "actions": ["ravage", "build"],
    }


def test_trigger_and_modifier() -> None:
    op = ops("after town/city/dahan destroyed: 1 damage per town/city/dahan destroyed")[0]
    assert op["op"] == "trigger"
    assert op["event"] == {"past": "destroyed", "pieces": {"kinds": ["town", "city", "dahan"]}}
    assert ops("dahan have +4 health")[0] == {
        "op": "modifier",
        "name": "health",
        "pieces": {"kinds": ["dahan"]},
        "amount": 4,
    }


def test_power_threshold_adds_or_replaces() -> None:
    base = parse_or_raise("1 fear\npush 1 explorer")
    added, errors = compile_power(base, ({"fire": 2}, parse_or_raise("+1 fear")))
    assert errors == []
    assert [o["op"] for o in added] == ["fear", "push", "threshold"]
    replaced, _ = compile_power(base, ({"fire": 2}, parse_or_raise("instead: 3 fear")))
    assert replaced[0]["else"] == added[:2]


def test_innate_levels_fold_instead() -> None:
    levels = [
        ({"moon": 1, "plant": 2}, parse_or_raise("1 fear; defend 2")),
        ({"moon": 2, "plant": 3}, parse_or_raise("instead: 1 fear; defend 4")),
    ]
    result, errors = compile_levels(levels)
    assert errors == []
    assert len(result) == 1
    assert result[0]["elements"] == {"moon": 2, "plant": 3}
    assert result[0]["else"][0]["elements"] == {"moon": 1, "plant": 2}


def test_ir_is_json_and_uses_known_ops() -> None:
    result = ops(
        "1 fear\nthreshold 2 moon:\n  either: repeat\n  or:\n    for each dahan: push 1 dahan"
    )
    assert json.loads(to_json(result)) == result
    assert {o["op"] for o in walk(result)} <= set(OP_NAMES)


@pytest.mark.parametrize(
    ("text", "code", "line", "col"),
    [
        ("push 2 explorr", "C101", 1, 8),
        ("2 fear\nif target is jungel: defend 1", "C102", 2, 14),
        ("threshold 2 wind: repeat", "C103", 1, 13),
        ("in each adjecent land: 1 fear", "C104", 1, 9),
        ("skip all raveg actions", "C105", 1, 10),
        ("if target is sands: instead defend 2", "C107", 1, 21),
        ("for each dahan: repeat", "C108", 1, 17),
        ("downgrade 1 dahan", "C109", 1, 13),
        ("push 1000000000 explorer", "C110", 1, 6),
        ("+1 damage", "C111", 1, 1),
    ],
)
def test_semantic_errors_are_positioned(text: str, code: str, line: int, col: int) -> None:
    _, errors = compile_text(text)
    assert [(e.code, e.span.line, e.span.col) for e in errors][:1] == [(code, line, col)]


def test_unknown_piece_suggests() -> None:
    _, errors = compile_text("push 2 explorr")
    assert errors[0].hint == "did you mean 'explorer'?"


def test_repeat_other_cards_and_presence_ignoring_land_type() -> None:
    assert ops("target spirit may repeat up to 2 other power cards by paying again") == [
        {
            "op": "modifier",
            "name": "repeat_cards",
            "count": {"up_to": 2},
            "other": True,
            "who": "target",
        }
    ]
    assert ops("add 1 of your presence ignoring land type")[0]["ignore_land_type"] is True
