"""Compiled DSL text runs on the engine (integration with the ruleset's language)."""

from __future__ import annotations

import pytest
from engine_support import compiled

from cardsmith.engine.choices import FirstLegal, ScriptedChoices
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.state.game_state import State


@pytest.fixture
def s(empty_a: State) -> State:
    empty_a.place("A8", "city")
    empty_a.add_spirit("river", presence={"A5": 2})
    return empty_a


def test_woods(s: State) -> None:
    ops = compiled("2 fear\nif target is mountain or jungle:\n  defend 3")
    ex.execute(ops, s, FirstLegal(), target_land="A3", spirit="river")
    assert s.land("A3").defend == 3 and s.generated_fear == 2


def test_call_to_migrate(s: State) -> None:
    s.place("A4", "dahan", 2)
    ops = compiled("gather up to 3 dahan\npush up to 3 dahan")
    script = ScriptedChoices(
        [
            ("gather.source", "A4"),
            ("gather.source", "A4"),  # A4 empty: gather stops unasked
            ("push.piece", "dahan"),
            ("push.destination", "A2"),
            ("push.piece", None),
        ]
    )
    ex.execute(ops, s, script, target_land="A3")
    script.assert_exhausted()
    assert (s.count("A3", "dahan"), s.count("A2", "dahan")) == (1, 1)


def test_winds_of_rust(s: State) -> None:
    s.place("A6", "city")
    ops = compiled("downgrade 1 town/city\nthreshold 2 water 1 earth:\n  repeat")
    ex.execute(ops, s, FirstLegal(), target_land="A6", elements={"water": 2, "earth": 1})
    assert s.summary("A6") == {"explorer": 1}


def test_remove_health_budget(s: State) -> None:
    s.place("A6", "town")
    s.place("A6", "explorer", 2)
    ops = compiled("remove up to 3 health of invaders")
    script = ScriptedChoices(
        [("remove.piece", "town"), ("remove.piece", "explorer")]  # 2 + 1 = 3: then nothing fits
    )
    ex.execute(ops, s, script, target_land="A6")
    script.assert_exhausted()
    assert s.summary("A6") == {"explorer": 1}


def test_mists_fear_per_destroyed(s: State) -> None:
    s.place("A6", "town", 2)
    ops = compiled("destroy 2 town\n1 fear per town/city destroyed (max 4)")
    run = ex.execute(ops, s, FirstLegal(), target_land="A6")
    assert run.count_past("destroyed", {"kinds": ["town"]}, "A6") == 2
    assert s.earned_fear == ["fear-1"] and s.generated_fear == 0  # 2 + 2 fear
