"""IR the compiler emitted that the engine ignored or ran wrong (the "not executed" list)."""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import compiled

from cardsmith.engine.choices import ScriptedChoices
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.state.game_state import State


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


# --- conditions -------------------------------------------------------------------------------
def _energy_if(s: State, text: str) -> int:
    before = s.spirits["river"].energy
    ex.execute(compiled(f"if {text}: gain 1 energy"), s, ScriptedChoices([]), spirit="river")
    return s.spirits["river"].energy - before


def test_terror_level_condition(s: State) -> None:
    assert _energy_if(s, "the terror level is 2 or higher") == 0
    s.terror_level = 2
    assert _energy_if(s, "the terror level is 2 or higher") == 1
    assert _energy_if(s, "the terror level is 3") == 0


def test_has_on_the_island_counts_every_land(s: State) -> None:
    s.setup_land("A2", {"blight": 1})
    s.setup_land("A7", {"blight": 1})
    assert _energy_if(s, "at least 3 blight on the island") == 0
    s.setup_land("A8", {"blight": 1})
    assert _energy_if(s, "at least 3 blight on the island") == 1


def _added_dahan(s: State, lands: str) -> list[str]:
    ex.execute(compiled(f"in each {lands}: add 1 dahan"), s, ScriptedChoices([]), spirit="river")
    return [x for x in s.island.land_ids() if s.count(x, "dahan")]


def test_adjacent_has_is_the_adjacent_lands(s: State) -> None:
    s.setup_land("A3", {"dahan": 1})
    assert _added_dahan(s, "land adjacent to dahan") == ["A2", "A3", "A4"]


def test_matches_card_uses_the_slot_cards(s: State) -> None:
    from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard

    assert _added_dahan(s, "land matching a ravage card") == []
    s.slots["ravage"] = [InvaderCard(1, ("sands",))]
    assert _added_dahan(s, "land matching a ravage card") == ["A4", "A7"]


# --- counts and per queries -------------------------------------------------------------------
def _energy(s: State, text: str, **kw: Any) -> int:
    before = s.spirits["river"].energy
    ex.execute(compiled(text), s, ScriptedChoices([]), spirit="river", **kw)
    return s.spirits["river"].energy - before


def test_per_divisor_and_minus(s: State) -> None:
    s.setup_land("A5", {"dahan": 5})
    assert _energy(s, "gain 1 energy per dahan", target_land="A5") == 5
    assert _energy(s, "gain 1 energy per 2 dahan", target_land="A5") == 2  # was 5
    assert _energy(s, "gain 1 energy per 2 dahan past the first", target_land="A5") == 1


def test_per_players_terror_level_boards_elements(s: State) -> None:
    assert _energy(s, "gain 1 energy per player") == 2
    s.terror_level = 3
    assert _energy(s, "gain 1 energy per terror level") == 3
    assert _energy(s, "gain 1 energy per board with both dahan and blight") == 0
    s.setup_land("A6", {"dahan": 1, "blight": 1})
    assert _energy(s, "gain 1 energy per board with both dahan and blight") == 1
    s.spirits["river"].elements["fire"] += 3
    assert _energy(s, "gain 1 energy per 2 fire you have") == 1


def test_half_counts_round_as_said(s: State) -> None:
    s.setup_land("A6", {"explorer": 5})
    ex.execute(compiled("destroy half of explorers"), s, ScriptedChoices([]), target_land="A6")
    assert s.count("A6", "explorer") == 3  # half of 5, rounded down: 2
    script = ScriptedChoices([("destroy.piece", "explorer")] * 2)
    ex.execute(compiled("destroy up to half (round up) of explorers"), s, script, target_land="A6")
    script.assert_exhausted()
    assert s.count("A6", "explorer") == 1


# --- modifiers ------------------------------------------------------------------------------
def test_no_heal_keeps_the_damage_when_time_passes(s: State) -> None:
    from cardsmith.rulesets.spirit_island.engine.round import phases as game

    s.setup_land("A6", {"town:1": 1, "city:1": 1})
    ex.execute(compiled("towns do not heal"), s, ScriptedChoices([]), target_land="A6")
    game.time_passes(s)
    assert s.summary("A6") == {"town": 1, "damaged town": 1, "city": 1}  # the city healed


def test_range_this_adds_to_this_powers_range(s: State) -> None:
    from cardsmith.rulesets.spirit_island.engine.rules.targeting import legal_targets

    plain = legal_targets(s, "river", {"distance": 0}, {"land": "any"})
    wider = legal_targets(
        s, "river", {"distance": 0}, {"land": "any"}, card_ops=compiled("this power has +1 range")
    )
    assert plain == ["A5"]
    assert wider == ["A1", "A4", "A5", "A6", "A7", "A8"]


def test_this_speed_is_found_in_the_powers_ops(s: State) -> None:
    from cardsmith.rulesets.spirit_island.engine.rules.ranges import card_modifiers

    ops = compiled("threshold 2 air: this power is fast")
    assert card_modifiers(s, "river", ops, None, "this_speed") == []
    s.spirits["river"].elements["air"] += 2
    assert [o["speed"] for o in card_modifiers(s, "river", ops, None, "this_speed")] == ["fast"]


# --- land sets ------------------------------------------------------------------------------
def test_origin_and_target_land_sets(s: State) -> None:
    script = ScriptedChoices([])
    ex.execute(
        compiled("in the origin land: add 1 dahan"),
        s,
        script,
        spirit="river",
        target_land="A6",
        source_land="A5",
    )
    ex.execute(compiled("in each target land: add 1 beasts"), s, script, target_land="A6")
    assert s.summary("A5") == {"dahan": 1, "presence river": 2}  # was: every land
    assert s.summary("A6") == {"beasts": 1}
    assert s.count("A8", "dahan") == 0


# --- events -----------------------------------------------------------------------------------
def test_trigger_by_you_fires_only_on_that_spirits_powers(s: State) -> None:
    s.setup_land("A6", {"explorer": 2})
    trigger = compiled("after your powers destroy invaders in its land:\n  gain 1 energy")
    ex.execute(trigger, s, ScriptedChoices([]), spirit="river", target_land="A6")
    destroy = compiled("destroy 1 explorer")
    ex.execute(destroy, s, ScriptedChoices([]), spirit="earth", target_land="A6")
    assert s.spirits["river"].energy == 0  # earth's power: not river's
    ex.execute(destroy, s, ScriptedChoices([]), spirit="river", target_land="A6")
    assert s.spirits["river"].energy == 1


def test_damage_among_lands_is_split_over_them(s: State) -> None:
    s.setup_land("A1", {"explorer": 1})
    s.setup_land("A2", {"explorer": 1})
    s.setup_land("A8", {"explorer": 1})  # inland: not among coastal lands
    script = ScriptedChoices([("damage.land", "A1")])  # then A2 is the only one left
    ex.execute(compiled("2 damage among coastal lands"), s, script, spirit="river")
    script.assert_exhausted()
    assert (s.count("A1", "explorer"), s.count("A2", "explorer")) == (0, 0)  # was: an error
    assert s.count("A8", "explorer") == 1


def test_those_are_the_kinds_of_the_triggering_event(s: State) -> None:
    s.setup_land("A6", {"explorer": 1, "town": 1})
    s.setup_land("A5", {"town": 1})
    trigger = compiled("after invaders pushed in its land:\n  destroy all them")
    ex.execute(trigger, s, ScriptedChoices([]), spirit="river", target_land="A5")
    push = compiled("push 1 explorer")
    ex.execute(push, s, ScriptedChoices([("push.destination", "A5")]), target_land="A6")
    assert s.count("A5", "explorer") == 0
    assert s.count("A5", "town") == 1  # was: destroyed too (all invaders there)
    assert s.summary("A6") == {"town": 1}


def test_fear_generated_trigger_defends_per_fear_in_its_land(s: State) -> None:
    ops = compiled("after powers generate fear: defend 1 per fear\n1 fear")
    ex.execute(ops, s, ScriptedChoices([]), spirit="river", target_land="A5")
    assert s.land("A5").defend == 1  # its own 1 fear, after the trigger was set (was: 0)
    ex.execute(compiled("2 fear"), s, ScriptedChoices([]), spirit="earth", target_land="A5")
    assert s.land("A5").defend == 3
    ex.execute(compiled("1 fear"), s, ScriptedChoices([]), spirit="earth", target_land="A6")
    assert s.land("A5").defend == 3 and s.land("A6").defend == 0


def test_sacred_site_created_trigger(s: State) -> None:
    ex.execute(
        compiled("after you create a sacred site: push all dahan"),
        s,
        ScriptedChoices([]),
        spirit="earth",
        permanent=True,
    )
    s.setup_land("A1", {"dahan": 1})  # earth has 1 presence there
    script = ScriptedChoices([("push.destination", "A4")])
    ex.execute(compiled("add 1 presence"), s, script, spirit="earth", target_land="A1")
    script.assert_exhausted()
    assert s.count("A1", "dahan") == 0 and s.count("A4", "dahan") == 1  # was: not pushed
