"""tools.scenarios.script: the scripted decisions, ``error:`` steps and "expected …, got …"
lines every ruleset's scenarios share."""

from __future__ import annotations

import pytest

from cardsmith.engine.choices import ChoiceError
from cardsmith.engine.state import IllegalAction
from cardsmith.tools.scenarios.script import as_step, expected_got, run_steps, scripted_choices


def test_choices_from_yaml_entries() -> None:
    choices = scripted_choices([{"move.dog": "follow"}, {"optional": True}, ["pick", 2]])
    assert choices.script == [("move.dog", "follow"), ("optional", "yes"), ("pick", 2)]
    assert choices.choose("move.dog", ["follow", "stay"]) == "follow"
    assert choices.choose("optional", ["yes", "no"]) == "yes"
    with pytest.raises(ChoiceError, match="'other' was asked"):
        choices.choose("other", [1, 2])
    assert scripted_choices(None).script == []


def _doer(refuse: dict[str, str]) -> list[str]:
    done: list[str] = []

    def do(step: dict[str, object]) -> None:
        verb = next(k for k in step if k != "error")
        if verb in refuse:
            raise IllegalAction(refuse[verb])
        done.append(verb)

    run = run_steps(["begin", {"build": "P1", "error": "3 ORE"}, "end"], do)
    return [*done, str(run)]


def test_steps_with_error_expect_a_refusal() -> None:
    assert _doer({"build": "you need 3 ore"}) == ["begin", "end", "None"]
    assert _doer({}) == [
        "begin", "build",
        "step 2 {'build': 'P1', 'error': '3 ORE'}: expected an error with '3 ORE', none came",
    ]
    assert _doer({"build": "no base here"}) == [
        "begin", "step 2: expected an error with '3 ORE', got IllegalAction('no base here')"
    ]
    assert _doer({"begin": "not your turn"}) == ["step 1 {'begin': None}: illegal: not your turn"]
    assert as_step("end_turn") == {"end_turn": None}


def test_expected_got() -> None:
    assert expected_got("gems", 2, 2) is None
    assert expected_got("gems", 2, 0) == "gems: expected 2, got 0"
    assert expected_got("bases on P1", [], ["red"], none="-") == (
        "bases on P1: expected -, got ['red']"
    )
    assert expected_got("winner", None, "red", none="none") == "winner: expected none, got red"
