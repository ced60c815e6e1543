"""IR the compiler emitted that the engine ignored or ran wrong (the "not executed" list)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.choices import ScriptedChoices
from rulesets.spirit_island.dsl import LANGUAGE
from rulesets.spirit_island.engine import execute as ex
from rulesets.spirit_island.engine.state import State


def compiled(text: str) -> list[dict[str, Any]]:
    result, errors = LANGUAGE.compile_text(text)
    assert not errors and result is not None, errors
    return list(result)


@pytest.fixture
def s(empty_a: State) -> State:
    empty_a.add_spirit("river", presence={"A5": 2})
    empty_a.add_spirit("earth", presence={"A1": 1})
    return empty_a


def _els(s: State, name: str) -> dict[str, int]:
    return {k: v for k, v in s.spirits[name].elements.items() if v}


def test_gain_named_elements_gains_those_elements(s: State) -> None:
    assert _els(s, "earth") == {}
    ops = compiled("target spirit gains 1 fire")
    script = ScriptedChoices([])
    ex.execute(ops, s, script, spirit="river", target_spirit="earth")
    script.assert_exhausted()
    assert _els(s, "earth") == {"fire": 1}
    assert _els(s, "river") == {}


def test_gain_named_and_any_elements_may_repeat(s: State) -> None:
    ops = compiled("you gain 1 fire and 1 element of your choice")
    script = ScriptedChoices([("elements.choose", "fire")])
    ex.execute(ops, s, script, spirit="river")
    script.assert_exhausted()
    assert _els(s, "river") == {"fire": 2}
