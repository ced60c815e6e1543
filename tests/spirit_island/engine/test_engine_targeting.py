"""Legal targets from a card's range and target (board A)."""

from __future__ import annotations

from typing import Any

import pytest

from cardsmith.engine.choices import FirstLegal
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.rules.land_filters import LAND_FILTERS
from cardsmith.rulesets.spirit_island.engine.rules.ranges import effective_range
from cardsmith.rulesets.spirit_island.engine.rules.targeting import (
    legal_spirit_targets,
    legal_targets,
    sources_for,
)
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

# Board A: A1 mountain (coastal) 2,4,5,6 · A2 wetland (coastal) 1,3,4 · A3 jungle (coastal) 2,4
# A4 sands 1,2,3,5 · A5 wetland 1,4,6,7,8 · A6 mountain 1,5,8 · A7 sands 5,8 · A8 jungle 5,6,7


@pytest.fixture
def s(empty_a: State) -> State:
    empty_a.add_spirit("river", presence={"A3": 1, "A7": 2})
    empty_a.setup_land("A2", {"dahan": 1, "blight": 1})
    empty_a.setup_land("A8", {"town": 1})
    return empty_a


def ops(text: str) -> list[dict[str, Any]]:
    result, errors = LANGUAGE.compile_text(text)
    assert not errors and result is not None
    return list(result)


def test_range_from_presence_and_sacred_site(s: State) -> None:
    assert legal_targets(s, "river", {"from": "presence", "distance": 0}, {"land": "any"}) == [
        "A3",
        "A7",
    ]
    assert legal_targets(s, "river", {"from": "presence", "distance": 1}, {"land": "any"}) == [
        "A2",
        "A3",
        "A4",
        "A5",
        "A7",
        "A8",
    ]
    assert legal_targets(s, "river", {"from": "sacred-site", "distance": 1}, {"land": "any"}) == [
        "A5",
        "A7",
        "A8",
    ]
    assert legal_targets(s, "river", {"from": "jungle", "distance": 1}, {"land": "any"}) == [
        "A2",
        "A3",
        "A4",
    ]
    assert legal_targets(s, "river", {"from": "mountain", "distance": 3}, {"land": "any"}) == []


def test_target_filters_match_any(s: State) -> None:
    r1 = {"from": "presence", "distance": 1}
    assert legal_targets(s, "river", r1, {"land": ["dahan"]}) == ["A2"]
    assert legal_targets(s, "river", r1, {"land": ["invaders"]}) == ["A8"]
    assert legal_targets(s, "river", r1, {"land": ["no-invaders"]}) == [
        "A2",
        "A3",
        "A4",
        "A5",
        "A7",
    ]
    assert legal_targets(s, "river", r1, {"land": ["no-blight"]}) == ["A3", "A4", "A5", "A7", "A8"]
    assert legal_targets(s, "river", r1, {"land": ["jungle", "wetland"]}) == [
        "A2",
        "A3",
        "A5",
        "A8",
    ]
    assert legal_targets(s, "river", r1, {"land": ["coastal"]}) == ["A2", "A3"]
    assert legal_targets(s, "river", r1, {"land": ["inland"]}) == ["A4", "A5", "A7", "A8"]
    assert legal_targets(s, "river", r1, {"land": ["sacred-site", "blight"]}) == ["A2", "A7"]
    assert legal_targets(s, "river", r1, {"land": ["town"]}) == ["A8"]
    assert legal_targets(s, "river", r1, {"land": ["no-dahan", "presence"]}) == [
        "A3",
        "A4",
        "A5",
        "A7",
        "A8",
    ]
    assert "no-blight" in LAND_FILTERS
    with pytest.raises(ExecutionError, match="unknown land filter"):
        legal_targets(s, "river", r1, {"land": ["volcano"]})


def test_range_bonus_argument_and_modifiers(s: State) -> None:
    r0 = {"from": "sacred-site", "distance": 0}
    assert legal_targets(s, "river", r0, {"land": "any"}) == ["A7"]
    assert legal_targets(s, "river", r0, {"land": "any"}, range_bonus=1) == ["A5", "A7", "A8"]
    ex.execute(
        ops("target spirit gets +2 range"), s, FirstLegal(), spirit="earth", target_spirit="river"
    )
    assert effective_range(s, "river", r0) == 2
    assert "A1" in legal_targets(s, "river", r0, {"land": "any"})


def test_threshold_range_set_applies_when_elements_are_met(s: State) -> None:
    card = ops("defend 5\nthreshold 1 air:\n  increase range to 1")
    r0 = {"from": "presence", "distance": 0}
    assert legal_targets(s, "river", r0, {"land": "any"}, card_ops=card) == ["A3", "A7"]
    met = legal_targets(s, "river", r0, {"land": "any"}, card_ops=card, elements={"air": 1})
    assert met == ["A2", "A3", "A4", "A5", "A7", "A8"]
    s.spirits["river"].elements["air"] = 1
    assert legal_targets(s, "river", r0, {"land": "any"}, card_ops=card) == met
    assert effective_range(s, "river", r0, card_ops=card, range_bonus=1) == 2


def test_sources_and_spirit_targets(s: State) -> None:
    r1 = {"from": "presence", "distance": 1}
    assert sources_for(s, "river", r1) == ["A3", "A7"]
    assert sources_for(s, "river", r1, "A8") == ["A7"]
    assert sources_for(s, "river", r1, "A7") == ["A7"]
    assert sources_for(s, "river", {"from": "sacred-site", "distance": 1}, "A2") == []
    assert sources_for(s, "river", "none") == []
    assert legal_targets(s, "river", "none", {"spirit": "any"}) == []
    s.add_spirit("earth", presence={"A1": 1})
    assert legal_spirit_targets(s, "river", {"spirit": "another"}) == ["earth"]
    assert legal_spirit_targets(s, "river", {"spirit": "yourself"}) == ["river"]
    assert legal_spirit_targets(s, "river", {"spirit": "any"}) == ["river", "earth"]
    with pytest.raises(ExecutionError, match="unknown spirit"):
        legal_targets(s, "nobody", r1, {"land": "any"})


def test_range_from_several_terrains_and_from_presence_with(s: State) -> None:
    # river: A3 (jungle) and A7 (sands); from mountain or jungle only A3 counts
    both = {"from": ["mountain", "jungle"], "distance": 1}
    assert legal_targets(s, "river", both, {"land": "any"}) == ["A2", "A3", "A4"]
    assert legal_targets(s, "river", {"from": ["sands"], "distance": 0}, {"land": "any"}) == [
        "A7"
    ]
    # "1 from presence in a land with dahan": no dahan under A3/A7 — none; then A3 gets one
    with_dahan = {"from": "presence", "distance": 1, "with": ["dahan"]}
    assert legal_targets(s, "river", with_dahan, {"land": "any"}) == []
    s.setup_land("A3", {"dahan": 1})
    assert legal_targets(s, "river", with_dahan, {"land": "any"}) == ["A2", "A3", "A4"]
    assert sources_for(s, "river", with_dahan, "A4") == ["A3"]


def test_target_not_terrain_at_least_all_and_incarna(s: State) -> None:
    rng = {"from": "presence", "distance": 1}
    assert legal_targets(s, "river", rng, {"land": ["no-wetland"]}) == ["A3", "A4", "A7", "A8"]
    s.setup_land("A4", {"beasts": 2})
    s.setup_land("A5", {"beasts": 1})
    two = {"land": [{"at_least": {"beasts": 2}}]}
    assert legal_targets(s, "river", rng, two) == ["A4"]
    own = {"land": [{"at_least": {"presence": 2}}]}  # "land with 2 or more of your Presence"
    assert legal_targets(s, "river", rng, own) == ["A7"]
    assert legal_targets(s, "river", rng, {"land": {"all": ["no-town", "no-presence"]}}) == [
        "A2", "A4", "A5"
    ]
    assert legal_targets(s, "river", rng, {"land": {"all": ["blight", "dahan"]}}) == ["A2"]
    assert legal_targets(s, "river", rng, {"land": {"all": ["blight", "town"]}}) == []
    either = {"land": {"all": [["wetland", "jungle"], "no-blight"]}}  # Jungle or Wetland, no Blight
    assert legal_targets(s, "river", rng, either) == ["A3", "A5", "A8"]
    assert legal_targets(s, "river", rng, {"land": ["incarna"]}) == []
    s.spirits["river"].incarna = "A5"
    assert legal_targets(s, "river", "none", {"land": ["incarna"]}) == ["A5"]
    assert legal_targets(s, "river", rng, {"land": ["no-incarna"]}) == [
        "A2", "A3", "A4", "A7", "A8"
    ]


def test_this_power_can_target_widens_the_target(s: State) -> None:
    rng = {"from": "presence", "distance": 1}
    card = ops("threshold 2 sun: this power can target lands with blight")
    assert legal_targets(s, "river", rng, {"land": ["no-blight"]}, card_ops=card) == [
        "A3", "A4", "A5", "A7", "A8"
    ]
    met = legal_targets(
        s, "river", rng, {"land": ["no-blight"]}, card_ops=card, elements={"sun": 2}
    )
    assert met == ["A2", "A3", "A4", "A5", "A7", "A8"]


def test_second_target_within_range_of_the_same_origin(s: State) -> None:
    card = ops("target a second land within 1 range\nin each target land: defend 2")
    ex.execute(card, s, FirstLegal(), spirit="river", target_land="A7", source_land="A7")
    assert {x: s.land(x).defend for x in s.land_ids() if s.land(x).defend} == {"A5": 2, "A7": 2}


def test_land_conditions_around_the_target(s: State) -> None:
    # A5's neighbours: A1 A4 A6 A7 A8 (A8 holds a town); A3's: A2 A4
    card = ops(
        "if invaders present in adjacent lands: defend 1\n"
        "if at least 2 beasts present in adjacent lands: defend 2\n"
        "if any adjacent land with town: defend 4\n"
        "if no adjacent land with no your presence: defend 8\n"
        "if town present or adjacent: defend 16"
    )
    ex.execute(card, s, FirstLegal(), spirit="river", target_land="A5", source_land="A7")
    assert s.land("A5").defend == 1 + 4 + 16
    s.setup_land("A4", {"beasts": 1})
    s.setup_land("A2", {"beasts": 1})
    s.add_spirit("ocean", presence={"A2": 1, "A4": 1})
    ex.execute(card, s, FirstLegal(), spirit="ocean", target_land="A3", source_land="A2")
    assert s.land("A3").defend == 2 + 8


def test_origin_land_is(s: State) -> None:
    card = ops(
        "if origin land is your sacred site: defend 1\nif origin land is jungle: defend 2\n"
        "if at least 2 your presence present in the origin land: defend 4"
    )
    ex.execute(card, s, FirstLegal(), spirit="river", target_land="A8", source_land="A7")
    ex.execute(card, s, FirstLegal(), spirit="river", target_land="A4", source_land="A3")
    assert (s.land("A8").defend, s.land("A4").defend) == (1 + 4, 2)


def test_a_power_with_no_target(s: State) -> None:
    from cardsmith.rulesets.spirit_island.engine.ops.execute import resolve_card
    from cardsmith.rulesets.spirit_island.engine.state.cards import CardInfo

    record = {"id": "x", "name": "X", "kind": "minor", "cost": 0, "elements": [],
              "range": "none", "target": "none", "speed": "fast"}  # fmt: skip
    info = CardInfo.from_record(record, ops("you gain 2 energy"))
    assert info.target == "none"
    assert legal_targets(s, "river", "none", "none") == []
    assert legal_targets(s, "river", {"from": "presence", "distance": 1}, "none") == []
    before = s.spirits["river"].energy
    resolve_card(s, FirstLegal(), "river", "x", info)
    assert s.spirits["river"].energy == before + 2


def test_range_bonus_from_some_origins_and_for_power_cards_only(s: State) -> None:
    # river: A3 (1 presence) and A7 (2): "+1 range with power cards from lands with 2 or more
    # of your presence" widens only what A7 reaches, and not for innate powers
    rule = ops("you get +1 range with power cards from lands with 2 or more your presence")
    ex.execute(rule, s, FirstLegal(), spirit="river")
    rng = {"from": "presence", "distance": 0}
    assert legal_targets(s, "river", rng, {"land": "any"}) == ["A3", "A5", "A7", "A8"]
    assert legal_targets(s, "river", rng, {"land": "any"}, card=False) == ["A3", "A7"]
    assert sources_for(s, "river", rng, "A5") == ["A7"]
    assert sources_for(s, "river", rng, "A5", card=False) == []


def test_range_none_with_a_land_target_targets_a_land(s: State) -> None:
    """``range: none`` + ``target: {land: …}`` (Radiant and Hallowed Grove, Lost in the Endless
    Dark) is a land power that ignores range, not a spirit power; with no land target it
    targets a spirit."""
    from cardsmith.rulesets.spirit_island.engine.round.resolve_power import targets
    from cardsmith.rulesets.spirit_island.engine.rules.targeting import spirit_spec

    s.spirits["river"].incarna = "A5"
    assert spirit_spec("none", {"land": ["incarna"]}) is None
    assert spirit_spec("none", "none") == {"spirit": "any"}
    assert spirit_spec({"from": "presence", "distance": 1}, {"spirit": "another"}) == {
        "spirit": "another"
    }
    assert targets(s, "river", "none", {"land": ["incarna"]}, []) == (["A5"], [])
    assert targets(s, "river", "none", "none", []) == ([], ["river"])
