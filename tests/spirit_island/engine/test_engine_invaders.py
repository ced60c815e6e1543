from __future__ import annotations

import random
from collections import Counter

import pytest

from cardsmith.engine.choices import ChoiceError, FirstLegal, ScriptedChoices
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.state.board import Island
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard

SANDS = InvaderCard(1, ("sands",))
WETLAND = InvaderCard(1, ("wetland",))
JUNGLE = InvaderCard(1, ("jungle",))
MOUNTAIN = InvaderCard(1, ("mountain",))


def test_ravage_with_defend(empty_a: State) -> None:
    s = empty_a
    s.place("A5", "town")
    s.place("A5", "explorer")  # 3 damage
    s.land("A5").defend = 2  # -> 1 damage: no blight
    s.place("A5", "dahan")
    invaders.ravage(s, "A5", FirstLegal())
    assert s.land("A5").blight == 0
    assert s.labels("A5", "dahan") == ["dahan:1"]
    assert "A5: ravage, invader damage 3 - defend 2 = 1" in s.log


def test_blight_at_exactly_two_damage(empty_a: State) -> None:
    s = empty_a
    s.place("A5", "explorer", 2)
    s.place("A7", "explorer", 1)
    invaders.ravage(s, "A5", FirstLegal())
    invaders.ravage(s, "A7", FirstLegal())
    assert s.land("A5").blight == 1
    assert s.land("A7").blight == 0


def test_ravage_blight_cascades_into_scripted_land(empty_a: State) -> None:
    s = empty_a
    s.place("A4", "blight")
    s.place("A4", "city")
    invaders.ravage(s, "A4", ScriptedChoices([("cascade.land", "A3")]))
    assert s.land("A4").blight == 2
    assert s.land("A3").blight == 1


def test_dahan_destroyed_efficiently(empty_a: State) -> None:
    s = empty_a
    s.place("A5", "city")
    s.place("A5", "town")  # 5 damage
    s.place("A5", "dahan", 3)
    # Survivor counter-attack (2 damage) auto-targeted by FirstLegal: the town.
    invaders.ravage(s, "A5", FirstLegal())
    assert s.labels("A5", "dahan") == ["dahan:1"]
    assert s.count("A5", "dahan") == 1


def test_damaged_dahan_die_first(empty_a: State) -> None:
    s = empty_a
    s.place("A5", "town")  # 2 damage
    s.place("A5", "dahan")
    s.place("A5", "dahan", damage=1)
    s.place("A5", "dahan", damage=1)
    s.land("A5").mods.health_bonus["town"] = 10  # keep the town alive for the count
    invaders.ravage(s, "A5", FirstLegal())
    assert s.labels("A5", "dahan") == ["dahan"]  # two damaged dahan killed with 1 each


def test_counter_attack_split_by_choice(empty_a: State) -> None:
    s = empty_a
    s.place("A3", "explorer")
    s.place("A3", "town")
    s.place("A3", "dahan", 2)
    s.land("A3").defend = 1  # 2 damage: blight, 1 dahan destroyed, 1 survives -> 2 damage
    # explorer takes 1 and dies; the town is then the only target: auto-picked, not asked.
    script = ScriptedChoices([("dahan.counterattack.target", "explorer")])
    invaders.ravage(s, "A3", script)
    script.assert_exhausted()
    assert s.summary("A3") == {"town": 1, "damaged town": 1, "dahan": 1, "blight": 1, "defend": 1}
    assert s.generated_fear == 0


def test_counter_attack_chooses_city_over_town(empty_a: State) -> None:
    s = empty_a
    s.place("A3", "explorer")
    s.place("A3", "town")
    s.place("A3", "city")
    s.place("A3", "dahan", 2)
    s.land("A3").defend = 6  # no damage; 2 dahan deal 4
    script = ScriptedChoices(
        [("dahan.counterattack.target", "explorer"), ("dahan.counterattack.target", "city")]
    )
    invaders.ravage(s, "A3", script)
    script.assert_exhausted()
    assert s.summary("A3") == {"town": 1, "dahan": 2, "defend": 6}
    assert s.generated_fear == 2


def test_dahan_fight_back_without_invader_damage(empty_a: State) -> None:
    s = empty_a
    s.place("A3", "town")
    s.place("A3", "dahan")
    s.land("A3").defend = 5
    invaders.ravage(s, "A3", FirstLegal())
    assert s.count("A3", "town") == 0
    assert s.generated_fear == 1


def test_skipped_ravage_no_counter_attack(empty_a: State) -> None:
    s = empty_a
    s.place("A3", "town")
    s.place("A3", "dahan", 2)
    s.land("A3").mods.skip_next["ravage"] = 1
    invaders.ravage_card(s, JUNGLE, FirstLegal())
    assert s.summary("A3") == {"town": 1, "dahan": 2}
    assert "A3: ravage skipped" in s.log
    invaders.ravage(s, "A3", FirstLegal())  # skip used up: ravages now
    assert s.count("A3", "town") == 0


def test_build_town_or_city(empty_a: State) -> None:
    s = empty_a
    s.place("A2", "explorer")  # wetland: 0 towns, 0 cities -> town
    s.place("A5", "town", 2)  # wetland: 2 towns > 1 city -> city
    s.place("A5", "city")
    invaders.build_card(s, WETLAND)
    assert s.summary("A2") == {"explorer": 1, "town": 1}
    assert s.summary("A5") == {"town": 2, "city": 2}
    invaders.build_card(s, WETLAND)
    assert s.summary("A5") == {"town": 3, "city": 2}


def test_build_needs_invaders_and_respects_skip(empty_a: State) -> None:
    s = empty_a
    s.place("A2", "dahan")
    s.place("A5", "explorer")
    s.land("A5").mods.skip_all.add("build")
    invaders.build_card(s, WETLAND)
    assert s.summary("A2") == {"dahan": 1}
    assert s.summary("A5") == {"explorer": 1}


def test_explore_sources(empty_a: State) -> None:
    s = empty_a
    # Sands: A4 (inland, adjacent to A1/A2/A3/A5), A7 (inland, adjacent to A5/A8).
    s.place("A2", "town")
    s.place("A8", "explorer")  # explorers are not a source
    invaders.explore_card(s, SANDS)
    assert s.count("A4", "explorer") == 1  # next to the town in A2
    assert s.count("A7", "explorer") == 0
    # Mountain: A1 coastal (ocean is a source), A6 inland next to nothing.
    invaders.explore_card(s, MOUNTAIN)
    assert s.count("A1", "explorer") == 1
    assert s.count("A6", "explorer") == 0
    s.place("A7", "city")  # own town/city is a source
    invaders.explore_card(s, SANDS)
    assert s.count("A7", "explorer") == 1


def test_coastal_card(empty_a: State) -> None:
    invaders.explore_card(empty_a, InvaderCard(2, ("coastal",)))
    assert [x for x in empty_a.land_ids() if empty_a.count(x, "explorer")] == ["A1", "A2", "A3"]


def test_stage_three_acts_on_both_terrains(empty_a: State) -> None:
    s = empty_a
    s.place("A1", "explorer")
    s.place("A3", "explorer")
    s.place("A2", "explorer")
    invaders.build_card(s, InvaderCard(3, ("mountain", "jungle")))
    assert [s.count(x, "town") for x in ("A1", "A2", "A3")] == [1, 0, 1]


def test_escalation_on_stage_two_reveal(island_a: Island) -> None:
    s = State.empty(island_a)
    s.place("A8", "town")
    s.invader_deck = [InvaderCard(2, ("mountain",))]
    script = ScriptedChoices([("escalation.land", "A6")])
    invaders.reveal_and_explore(s, script)
    script.assert_exhausted()
    assert s.escalations == 1
    assert s.summary("A6") == {"town": 1, "explorer": 1}  # escalation town, then explore
    assert s.count("A1", "explorer") == 1
    with pytest.raises(ChoiceError, match="A8"):
        # A8 already has a town: not a legal escalation land
        s.invader_deck = [InvaderCard(2, ("sands",))]
        invaders.reveal_and_explore(s, ScriptedChoices([("escalation.land", "A8")]))


def test_empty_invader_deck_loses(empty_a: State) -> None:
    s = empty_a
    s.place("A1", "city")
    invaders.reveal_and_explore(s, FirstLegal())
    assert s.result == "defeat"
    assert s.result_reasons == ["no invader card left to explore"]


def test_advance(empty_a: State) -> None:
    s = empty_a
    s.slots = {"ravage": [SANDS], "build": [JUNGLE], "explore": [WETLAND]}
    invaders.advance(s)
    assert s.slots == {"ravage": [JUNGLE], "build": [WETLAND], "explore": []}
    assert s.invader_discard == [SANDS]


def test_invader_deck_composition_seeded() -> None:
    deck = invaders.build_invader_deck(random.Random(7))
    assert [c.stage for c in deck] == [1] * 3 + [2] * 4 + [3] * 5
    assert len(set(deck)) == 12
    assert deck == invaders.build_invader_deck(random.Random(7))
    assert Counter(len(c.terrains) for c in deck if c.stage == 3) == {2: 5}
    assert (
        len(invaders.invader_cards(1) + invaders.invader_cards(2) + invaders.invader_cards(3)) == 15
    )


def test_dahan_health_bonus_protects_them(empty_a: State) -> None:
    s = empty_a
    s.place("A5", "city")
    s.place("A5", "dahan", 2)
    s.land("A5").mods.health_bonus["dahan"] = 4  # e.g. "Dahan have +4 Health"
    invaders.ravage(s, "A5", FirstLegal())  # 3 damage: one dahan takes it all and survives
    assert s.labels("A5", "dahan") == ["dahan", "dahan:3"]
    assert s.count("A5", "city") == 0  # 2 dahan x 2 damage = 4 ≥ 3
    assert s.generated_fear == 2


def test_skip_builds_adding_a_town_only(empty_a: State) -> None:
    s = empty_a
    s.place("A2", "explorer")
    s.place("A5", "town")
    s.land("A2").mods.skip_all.add("build+town")
    s.land("A5").mods.skip_all.add("build+town")
    invaders.build_card(s, WETLAND)
    assert s.summary("A2") == {"explorer": 1}  # would add a town: skipped
    assert s.summary("A5") == {"town": 1, "city": 1}  # adds a city: not skipped


def test_content_invader_cards() -> None:
    import yaml
    from engine_support import ROOT

    folder = ROOT / "content" / "horizons" / "invaders"
    if not folder.exists():
        pytest.skip("invader cards not written yet")
    cards = [
        InvaderCard.from_record(yaml.safe_load(p.read_text(encoding="utf-8")))
        for p in sorted(folder.glob("*.yaml"))
    ]
    assert len(cards) == 15
    deck = invaders.build_invader_deck(random.Random(1), cards)
    assert [c.stage for c in deck] == [1] * 3 + [2] * 4 + [3] * 5
    coastal = next(c for c in cards if c.terrains == ("coastal",))
    # issue 11: the rule book gives "most" Stage II cards the escalation; Coastal Lands has none
    assert not coastal.escalates and coastal.id == "stage-2-coastal"
    assert all(c.escalates for c in cards if c.stage == 2 and c is not coastal)


def test_no_escalation_when_card_says_so(empty_a: State) -> None:
    s = empty_a
    s.place("A8", "town")
    s.invader_deck = [InvaderCard(2, ("mountain",), escalation=False)]
    invaders.reveal_and_explore(s, FirstLegal())
    assert s.escalations == 0
    assert s.count_all("town") == 1
