"""IR fields added after the first engine: choose.per, make_fast with_ops, modifier who."""

from __future__ import annotations

import pytest
from engine_support import compiled

from cardsmith.engine.choices import ScriptedChoices
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.round import phases as game
from cardsmith.rulesets.spirit_island.engine.state.game_state import State


@pytest.fixture
def s(empty_a: State) -> State:
    empty_a.place("A8", "city")
    empty_a.add_spirit("river", presence={"A5": 2})
    empty_a.add_spirit("earth", presence={"A1": 1})
    return empty_a


def test_choose_per_multiplies_the_pieces_chosen_not_the_damage(s: State) -> None:
    s.setup_land("A5", {"dahan": 2, "explorer": 2, "town": 1})
    ops = compiled("1 damage to each of 1 invader per dahan")
    assert ops[0]["to"]["choose"]["per"] == {"pieces": {"kinds": ["dahan"]}}
    script = ScriptedChoices([("damage.each.target", "explorer"), ("damage.each.target", "town")])
    ex.execute(ops, s, script, spirit="river", target_land="A5")
    script.assert_exhausted()
    assert s.summary("A5") == {
        "dahan": 2,
        "explorer": 1,
        "town": 1,
        "damaged town": 1,
        "presence river": 2,
    }


def test_choose_per_zero_chooses_nothing(s: State) -> None:
    s.setup_land("A6", {"explorer": 2})
    ex.execute(
        compiled("1 damage to each of 1 invader per dahan"),
        s,
        ScriptedChoices([]),
        target_land="A6",
    )
    assert s.summary("A6") == {"explorer": 2}


def test_make_fast_with_ops_and_who_are_recorded(s: State) -> None:
    ops = compiled("target spirit may make 1 slow power with push/gather fast")
    ex.execute(ops, s, ScriptedChoices([]), spirit="river", target_spirit="earth")
    (eff,) = s.spirit_effects("earth", "make_fast")
    assert eff["with_ops"] == ["push", "gather"] and eff["who"] == "target"
    assert s.spirit_effects("river", "make_fast") == []
    game.time_passes(s)
    assert s.spirit_effects("earth", "make_fast") == []  # a round effect, unlike special rules


def test_negative_health_modifier_destroys_damaged_pieces(s: State) -> None:
    s.setup_land("A6", {"town:1": 1, "city:1": 1})
    ex.execute(
        [
            {
                "op": "modifier",
                "name": "health",
                "amount": -1,
                "pieces": {"kinds": ["explorer", "town", "city"]},
            }
        ],
        s,
        ScriptedChoices([]),
        target_land="A6",
    )
    assert s.summary("A6") == {"city": 1, "damaged city": 1}
    assert s.generated_fear == 1 and s.health("A6", "city") == 2
