"""The rules of the tokens and land states beyond Horizons: Disease, Wilds, Badlands, Strife,
Vitality, Isolate, drowning, and the lasting changes to Invader actions."""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import gather, push

from cardsmith.engine.choices import FirstLegal, ScriptedChoices
from cardsmith.engine.events import Event
from cardsmith.rulesets.spirit_island.engine.changes.pieces import add_blight
from cardsmith.rulesets.spirit_island.engine.changes.tokens import add_token, isolate
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.round import phases as game
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.setup.special_rules import install_special_rules
from cardsmith.rulesets.spirit_island.engine.state.board import OCEAN
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard

WETLAND = InvaderCard(1, ("wetland",))
JUNGLE = InvaderCard(1, ("jungle",))
MOUNTAIN = InvaderCard(1, ("mountain",))


@pytest.fixture
def s(empty_a: State) -> State:
    empty_a.place("A8", "city")  # far away: no terror level 1 victory
    return empty_a


def run(s: State, ops_: list[dict[str, Any]], land: str | None, choices: Any = None, **kw: Any):
    return ex.execute(ops_, s, choices or FirstLegal(), target_land=land, name="power", **kw)


def modifier(name: str, **fields: Any) -> dict[str, Any]:
    return {"op": "modifier", "name": name, **fields}


# --- Disease --------------------------------------------------------------------------------
def test_disease_stops_a_build_and_is_removed(s: State) -> None:
    s.setup_land("A5", {"town": 1, "disease": 2})
    invaders.build(s, "A5")
    assert s.summary("A5") == {"town": 1, "disease": 1}
    assert "A5: build stopped by disease" in s.log
    assert s.events[-1] == Event("remove", "A5", "disease", 1)
    invaders.build(s, "A5")
    invaders.build(s, "A5")
    assert s.summary("A5") == {"town": 1, "city": 1}


def test_a_skipped_build_keeps_the_disease(s: State) -> None:
    s.setup_land("A5", {"town": 1, "disease": 1})
    s.land("A5").mods.skip_all.add("build")
    invaders.build(s, "A5")
    assert s.summary("A5") == {"town": 1, "disease": 1}


def test_disease_without_invaders_is_not_used(s: State) -> None:
    s.setup_land("A5", {"disease": 1})
    invaders.build(s, "A5")
    assert s.summary("A5") == {"disease": 1}


def test_disease_ignored(s: State) -> None:
    s.setup_land("A5", {"town": 1, "disease": 1})
    run(s, [modifier("disease_ignored")], "A5")
    invaders.build(s, "A5")
    assert s.summary("A5") == {"town": 1, "city": 1, "disease": 1}


# --- Wilds ----------------------------------------------------------------------------------
def test_wilds_stop_an_explore_and_are_removed(s: State) -> None:
    s.setup_land("A2", {"wilds": 1})  # coastal wetland
    s.setup_land("A7", {"wilds": 1})  # sands: not explored by a wetland card
    invaders.explore_card(s, WETLAND)
    assert s.summary("A2") == {}
    assert s.summary("A7") == {"wilds": 1}
    assert "A2: explore stopped by wilds" in s.log
    invaders.explore_card(s, WETLAND)
    assert s.summary("A2") == {"explorer": 1}


def test_wilds_do_not_stop_explores_from_their_land(s: State) -> None:
    s.setup_land("A6", {"town": 1, "wilds": 1})
    invaders.explore_card(s, WETLAND)  # A5 is next to the town in A6
    assert s.summary("A5") == {"explorer": 1}
    assert s.summary("A6") == {"town": 1, "wilds": 1}


# --- Badlands -------------------------------------------------------------------------------
def test_badlands_add_to_the_damage_the_dahan_take_not_the_land(s: State) -> None:
    s.setup_land("A5", {"explorer": 1, "badlands": 1, "dahan": 1, "town": 1})
    s.land("A5").mods.health_bonus["town"] = 10  # the town survives the dahan
    invaders.ravage(s, "A5", FirstLegal())
    # invaders 3: blight on their own damage; the dahan take 3 + 1 and are destroyed
    assert "A5: ravage, invader damage 3 - defend 0 = 3" in s.log
    assert "A5: +1 damage to the dahan (badlands)" in s.log
    assert s.summary("A5") == {"explorer": 1, "town": 1, "badlands": 1, "blight": 1}


def test_badlands_do_not_make_blight(s: State) -> None:
    s.setup_land("A5", {"explorer": 1, "badlands": 1})
    invaders.ravage(s, "A5", FirstLegal())
    assert "A5: ravage, invader damage 1 - defend 0 = 1" in s.log  # 1 to the land: no blight
    assert s.summary("A5") == {"explorer": 1, "badlands": 1}


def test_badlands_add_to_dahan_fighting_back(s: State) -> None:
    s.setup_land("A5", {"city": 1, "badlands": 2, "dahan": 1, "defend": 9})
    invaders.ravage(s, "A5", FirstLegal())
    # the invaders deal 3 + 2 - 9 = 0; the dahan deal 2 + 2 = 4: the city (3) is destroyed
    assert s.summary("A5") == {"dahan": 1, "badlands": 2, "defend": 9}


def test_badlands_need_damage_to_add_to(s: State) -> None:
    s.setup_land("A5", {"explorer+strife": 1, "badlands": 1, "dahan": 1})
    invaders.ravage(s, "A5", FirstLegal())
    assert "A5: ravage, invader damage 0 - defend 0 = 0" in s.log  # strife: 0, no badlands


def test_badlands_once_per_power_and_land(s: State) -> None:
    s.setup_land("A5", {"city": 1, "town": 1, "badlands": 1})
    damage = {"op": "damage", "amount": 1}
    script = ScriptedChoices([("damage.target", "city"), ("damage.target", "city:2")])
    run(s, [damage, damage], "A5", script)
    # 1 + 1 badlands, then 1: 3 damage to the city
    assert s.summary("A5") == {"town": 1, "badlands": 1}


def test_badlands_with_damage_to_each(s: State) -> None:
    s.setup_land("A5", {"explorer": 2, "town": 1, "badlands": 1})
    each = {"op": "damage", "amount": 1, "to": {"kinds": ["explorer", "town"], "each": True}}
    run(s, [each], "A5", ScriptedChoices([("damage.target", "town:1")]))
    assert s.summary("A5") == {"badlands": 1}


def test_no_badlands_elsewhere(s: State) -> None:
    s.setup_land("A5", {"town": 1})
    s.setup_land("A6", {"badlands": 1})
    run(s, [{"op": "damage", "amount": 1}], "A5")
    assert s.summary("A5") == {"town": 1, "damaged town": 1}


# --- Strife ---------------------------------------------------------------------------------
def test_strifed_invaders_deal_no_ravage_damage_and_lose_one_strife(s: State) -> None:
    s.setup_land("A5", {"city+2strife": 1, "explorer": 1, "dahan": 1})
    invaders.ravage(s, "A5", ScriptedChoices([("dahan.counterattack.target", "city+2strife")]))
    assert "A5: ravage, invader damage 1 - defend 0 = 1" in s.log
    # the dahan took 1 and survived; fought back 2 on the city; the city lost 1 strife
    assert s.labels("A5") == ["explorer", "city:2+strife", "dahan:1"]
    assert s.events[-1] == Event("remove", "A5", "strife", 1, source="ravage")  # a Ravage's


def test_strife_is_kept_when_the_ravage_is_skipped(s: State) -> None:
    s.setup_land("A5", {"town+strife": 1})
    s.land("A5").mods.skip_all.add("ravage")
    invaders.ravage(s, "A5", FirstLegal())
    assert s.labels("A5") == ["town+strife"]


def test_strifed_invaders_still_build_and_explore(s: State) -> None:
    s.setup_land("A6", {"town+strife": 1})
    invaders.build(s, "A6")
    invaders.explore_card(s, WETLAND)
    assert s.summary("A6")["city"] == 1 and s.count("A5", "explorer") == 1


def test_strife_damage_to_other_invaders(s: State) -> None:
    s.setup_land("A5", {"city+strife": 1, "town": 1, "explorer": 1})
    script = ScriptedChoices([("strife.damage.target", "town")])  # then the explorer: forced
    run(s, [{"op": "strife_damage"}], "A5", script)
    script.assert_exhausted()
    assert s.labels("A5") == ["city+strife"]  # 3 damage: the town (2) and the explorer (1)
    assert s.generated_fear == 1


def test_a_lone_strifed_invader_damages_nobody(s: State) -> None:
    s.setup_land("A5", {"town+strife": 1})
    run(s, [{"op": "strife_damage"}], "A5", ScriptedChoices([]))
    assert s.labels("A5") == ["town+strife"]


# --- Vitality -------------------------------------------------------------------------------
def test_vitality_stops_blight(s: State) -> None:
    s.setup_land("A5", {"vitality": 1, "blight": 1})
    pool = s.blight_pool
    assert add_blight(s, "A5", FirstLegal()) == 0
    assert s.summary("A5") == {"blight": 1}  # no blight, no cascade; the vitality is gone
    assert s.blight_pool == pool
    assert "A5: vitality stops the blight" in s.log
    assert add_blight(s, "A5", ScriptedChoices([("cascade.land", "A6")])) == 2


def test_vitality_stops_a_cascade(s: State) -> None:
    s.setup_land("A5", {"blight": 1})
    s.setup_land("A6", {"vitality": 1})
    assert add_blight(s, "A5", ScriptedChoices([("cascade.land", "A6")])) == 1
    assert s.summary("A6") == {}


def test_vitality_protects_presence_from_ravage_blight(s: State) -> None:
    s.add_spirit("river", presence={"A5": 1, "A1": 1})
    s.setup_land("A5", {"town": 1, "vitality": 1})
    invaders.ravage(s, "A5", FirstLegal())
    assert s.spirits["river"].presence["A5"] == 1 and s.land("A5").blight == 0


# --- Isolate --------------------------------------------------------------------------------
def test_isolate_is_logged_and_ends_at_time_passes(s: State) -> None:
    run(s, [{"op": "isolate"}], "A5")
    assert s.land("A5").mods.isolated
    assert (s.events[-1].op, s.events[-1].where) == ("isolate", "A5")
    game.time_passes(s)
    assert not s.land("A5").mods.isolated


def test_an_isolated_land_is_no_explore_source_nor_explored_through(empty_a: State) -> None:
    s = empty_a
    s.place("A3", "explorer")  # no terror level 1 victory
    s.setup_land("A6", {"town": 1})
    isolate(s, "A6")
    invaders.explore_card(s, WETLAND)  # A5 would explore from the town in A6
    assert s.count("A5", "explorer") == 0
    isolate(s, "A5")
    s.land("A6").mods.isolated = False
    invaders.explore_card(s, WETLAND)  # A5 isolated: not next to A6 either
    assert s.count("A5", "explorer") == 0


def test_an_isolated_land_still_explores_from_the_ocean_and_its_own_towns(s: State) -> None:
    isolate(s, "A2")
    s.setup_land("A8", {"town": 1})
    isolate(s, "A8")
    invaders.explore_card(s, WETLAND)
    invaders.explore_card(s, JUNGLE)
    assert s.count("A2", "explorer") == 1 and s.count("A8", "explorer") == 1


def test_nothing_is_pushed_gathered_or_moved_into_or_out_of_an_isolated_land(s: State) -> None:
    s.setup_land("A5", {"explorer": 2, "beasts": 1})
    s.setup_land("A6", {"dahan": 1})
    isolate(s, "A6")
    push(s, "A5", ["explorer"], 1, ScriptedChoices([("push.destination", "A7")]))
    assert s.count("A7", "explorer") == 1  # A6 was not offered: the script asked A7 first
    with pytest.raises(Exception, match=r"push\.destination"):
        push(s, "A5", ["explorer"], 1, ScriptedChoices([("push.destination", "A6")]))
    push(s, "A6", ["dahan"], 1, ScriptedChoices([]))
    gather(s, "A6", ["explorer"], 1, ScriptedChoices([]))
    gather(s, "A8", ["dahan"], 1, ScriptedChoices([]))
    move = {
        "op": "move",
        "count": {"n": 1},
        "pieces": {"kinds": ["beasts"]},
        "to": {"choose": "one", "lands": {}},
    }
    run(s, [move], "A5", ScriptedChoices([("move.destination", "A6")]))
    assert s.summary("A6") == {"dahan": 1} and s.count("A5", "beasts") == 1
    assert "A5: isolated" not in s.log and "A6: isolated, nothing is pushed out" in s.log


def test_isolate_leaves_targeting_and_cascades_alone(s: State) -> None:
    from cardsmith.rulesets.spirit_island.engine.rules.targeting import legal_targets

    s.add_spirit("river", presence={"A5": 1})
    isolate(s, "A6")
    assert "A6" in legal_targets(s, "river", {"from": "presence", "distance": 1}, {"land": "any"})
    s.setup_land("A5", {"blight": 1})
    add_blight(s, "A5", ScriptedChoices([("cascade.land", "A6")]))
    assert s.land("A6").blight == 1


# --- Drown ----------------------------------------------------------------------------------
def test_a_push_into_the_ocean_drowns(s: State) -> None:
    s.setup_land("A2", {"town": 1, "dahan": 1, "beasts": 1})
    drown = {"op": "push", "count": {"all": True}, "pieces": {"kinds": ["town", "beasts"]}}
    drown["ocean"] = True
    script = ScriptedChoices([("push.destination", OCEAN), ("push.destination", OCEAN)])
    r = run(s, [drown], "A2", script)
    assert s.summary("A2") == {"dahan": 1}
    assert s.generated_fear == 1  # a drowned town is destroyed: 1 fear
    assert Event("push", "A2", "town", 1, OCEAN, r.id) in r.events
    assert Event("destroy", OCEAN, "town", 1, None, r.id) in r.events
    assert r.count_past("destroyed", {"kinds": ["town"]}, None) == 1


def test_the_ocean_is_offered_only_to_coastal_pushes_that_may_drown(s: State) -> None:
    s.setup_land("A2", {"explorer": 2})
    s.setup_land("A5", {"explorer": 1})
    script = ScriptedChoices([("push.destination", OCEAN)])
    with pytest.raises(Exception, match=r"push\.destination"):
        push(s, "A2", ["explorer"], 1, script)  # no drowning allowed
    s.add_spirit("ocean", presence={"A2": 1})
    install_special_rules(s, "ocean", [[modifier("push_into_ocean")]])
    push_op = {"op": "push", "count": {"n": 1}, "pieces": {"kinds": ["explorer"]}}
    ex.execute([push_op], s, script, spirit="ocean", target_land="A2")
    assert s.count("A2", "explorer") == 1  # the other one drowned
    with pytest.raises(Exception, match=r"push\.destination"):
        ex.execute(
            [push_op],
            s,
            ScriptedChoices([("push.destination", OCEAN)]),
            spirit="ocean",
            target_land="A5",
        )  # inland


def test_presence_never_drowns(s: State) -> None:
    s.add_spirit("river", presence={"A2": 2})
    op = {"op": "push", "count": {"n": 1}, "pieces": {"kinds": ["presence"]}, "ocean": True}
    with pytest.raises(Exception, match=r"push\.destination"):
        ex.execute(
            [op],
            s,
            ScriptedChoices([("push.destination", OCEAN)]),
            spirit="river",
            target_land="A2",
        )


# --- Invader-action changes -----------------------------------------------------------------
def test_invaders_do_less_damage(s: State) -> None:
    s.setup_land("A5", {"town": 1, "explorer": 1, "dahan": 1})
    run(s, [modifier("invader_damage", amount=-2)], "A5")
    s.land("A5").mods.health_bonus["town"] = 10
    invaders.ravage(s, "A5", ScriptedChoices([("dahan.counterattack.target", "town")]))
    assert "A5: ravage, invader damage 1 - defend 0 = 1" in s.log


def test_each_invader_does_less_damage(s: State) -> None:
    s.setup_land("A5", {"town": 1, "explorer": 2})
    run(s, [modifier("invader_damage", amount=-1, each=True)], "A5")
    assert invaders.invader_damage(s, "A5") == 1  # town 2-1, explorers 0
    run(s, [modifier("invader_damage", amount=1, each=True, pieces={"kinds": ["town"]})], "A5")
    assert invaders.invader_damage(s, "A5") == 2


def test_dahan_deal_damage_simultaneously(s: State) -> None:
    s.setup_land("A5", {"city": 1, "town": 1, "dahan": 2})  # 5 damage destroys both dahan
    run(s, [modifier("dahan_simultaneous")], "A5")
    invaders.ravage(s, "A5", ScriptedChoices([("dahan.counterattack.target", "city")]))
    assert "A5: 2 dahan fight back (simultaneously)" in s.log
    assert s.summary("A5") == {"town": 1, "damaged town": 1, "blight": 1}


def test_without_simultaneous_destroyed_dahan_do_not_fight(s: State) -> None:
    s.setup_land("A5", {"city": 1, "town": 1, "dahan": 2})
    invaders.ravage(s, "A5", FirstLegal())
    assert s.summary("A5") == {"city": 1, "town": 1, "blight": 1}


def test_this_ravage_becomes_a_build(s: State) -> None:
    s.setup_land("A5", {"town": 1, "dahan": 2})
    run(s, [modifier("action_becomes", actions=["ravage"], instead="build", count={"n": 1})], "A5")
    invaders.ravage(s, "A5", FirstLegal())
    assert s.summary("A5") == {"town": 1, "city": 1, "dahan": 2}
    assert "A5: the ravage becomes a build" in s.log
    invaders.ravage(s, "A5", FirstLegal())  # only once: this one ravages
    assert s.land("A5").blight == 1


def test_an_action_that_became_another_is_not_replaced_again(s: State) -> None:
    s.setup_land("A5", {"town": 1})
    run(s, [modifier("action_becomes", actions=["ravage"], instead="build")], "A5")
    run(s, [modifier("action_becomes", actions=["build"], instead="ravage")], "A5")
    invaders.ravage(s, "A5", FirstLegal())  # → build (not back to a ravage)
    assert s.summary("A5") == {"town": 1, "city": 1}


def test_then_invaders_ravage_in_target_land(s: State) -> None:
    s.setup_land("A5", {"town": 1, "disease": 1})
    s.setup_land("A6", {"town": 1})
    run(s, [{"op": "invader_action", "actions": ["ravage", "build"]}], "A5")
    assert s.summary("A5") == {"town": 1, "blight": 1}  # ravaged, then Disease stopped the build
    run(s, [{"op": "invader_action", "actions": ["explore"]}], "A5")  # next to A6's town
    assert s.count("A5", "explorer") == 1
    run(s, [{"op": "invader_action", "actions": ["explore"]}], "A3")  # coastal: a source
    assert s.count("A3", "explorer") == 1
    with pytest.raises(ExecutionError, match="unknown invader action"):
        run(s, [{"op": "invader_action", "actions": ["fight"]}], "A5")


def test_an_extra_explore_needs_a_source(empty_a: State) -> None:
    empty_a.place("A3", "explorer")
    run(empty_a, [{"op": "invader_action", "actions": ["explore"]}], "A7")
    assert empty_a.count("A7", "explorer") == 0
    assert "A7: no explore source, nothing explores" in empty_a.log


def test_an_extra_ravage_respects_skips(s: State) -> None:
    s.setup_land("A5", {"town": 1})
    s.land("A5").mods.skip_all.add("ravage")
    run(s, [{"op": "invader_action", "actions": ["ravage"]}], "A5")
    assert s.land("A5").blight == 0


def test_live_invader_modifiers(s: State) -> None:
    """``lands`` on the new modifiers: judged in each land at the Ravage."""
    live = modifier(
        "invader_damage",
        amount=-3,
        lands={"where": [{"has": {"kinds": ["dahan"]}, "at_least": 1}]},
    )
    run(s, [live], None)
    s.setup_land("A5", {"city": 1, "dahan": 1})
    invaders.ravage(s, "A5", ScriptedChoices([("dahan.counterattack.target", "city")]))
    assert "A5: ravage, invader damage 0 - defend 0 = 0" in s.log


def test_invader_modifiers_need_a_land_in_special_rules(s: State) -> None:
    s.add_spirit("river", presence={"A5": 1})
    with pytest.raises(ExecutionError, match="needs a land"):
        install_special_rules(s, "river", [[modifier("invader_damage", amount=-1)]])


def test_modifiers_end_when_time_passes(s: State) -> None:
    s.setup_land("A5", {"town": 1})
    run(s, [modifier("invader_damage", amount=-2)], "A5")
    game.time_passes(s)
    assert invaders.invader_damage(s, "A5") == 2


# --- more Invader-action changes and one-shot triggers --------------------------------------
def test_pieces_that_do_not_participate_in_the_ravage(s: State) -> None:
    s.setup_land("A5", {"town": 1, "explorer": 2, "dahan": 2})
    sit = modifier("sit_out", pieces={"kinds": ["explorer"]}, count={"all": True})
    run(s, [sit], "A5")
    s.land("A5").mods.health_bonus["town"] = 10
    invaders.ravage(s, "A5", FirstLegal())
    assert "A5: ravage, invader damage 2 - defend 0 = 2" in s.log  # the town only
    assert "A5: explorer, explorer do not participate" in s.log


def test_up_to_n_pieces_sit_out_the_players_pick(s: State) -> None:
    s.setup_land("A5", {"town": 1, "explorer": 1, "dahan": 2})
    sit = modifier("sit_out", pieces={"kinds": ["town", "dahan"]}, count={"up_to": 2})
    run(s, [sit], "A5")
    script = ScriptedChoices(
        [
            ("sit_out.piece", "town"),
            ("sit_out.piece", "dahan"),
            ("dahan.counterattack.target", "explorer"),
        ]
    )
    invaders.ravage(s, "A5", script)
    # the explorer deals 1 (one dahan damaged); one dahan sits out: the other fights back (2)
    assert "A5: ravage, invader damage 1 - defend 0 = 1" in s.log
    assert "A5: 1 dahan fight back" in s.log


def test_invaders_do_less_damage_to_dahan_only(s: State) -> None:
    s.setup_land("A5", {"town": 1, "dahan": 1})
    less = modifier("invader_damage", amount=-2, to={"kinds": ["dahan"]})
    run(s, [less], "A5")
    s.land("A5").mods.health_bonus["town"] = 10
    invaders.ravage(s, "A5", FirstLegal())
    assert s.land("A5").blight == 1  # the land still takes 2
    assert "A5: 0 of it to the dahan" in s.log
    assert s.labels("A5", "dahan") == ["dahan"]


def test_strife_damage_by_some_strifed_invaders(s: State) -> None:
    s.setup_land("A5", {"city+strife": 1, "explorer+strife": 1, "town": 1})
    one = {"op": "strife_damage", "count": {"n": 1}}
    script = ScriptedChoices(
        [("strife.attacker", "explorer+strife"), ("strife.damage.target", "town")]
    )
    run(s, [one], "A5", script)
    script.assert_exhausted()
    assert s.labels("A5") == ["explorer+strife", "town:1", "city+strife"]


def test_the_next_time_trigger_fires_once(s: State) -> None:
    once = {
        "op": "trigger",
        "event": {"past": "added", "pieces": {"kinds": ["beasts"]}},
        "once": True,
        "do": [{"op": "fear", "amount": 1}],
    }
    run(s, [once], "A5")
    add_token(s, "A5", "beasts")
    add_token(s, "A5", "beasts")
    assert s.generated_fear == 1


def test_a_once_spirit_trigger_fires_once(s: State) -> None:
    s.add_spirit("river", presence={"A5": 1})
    once = {
        "op": "trigger",
        "event": {"kind": "defend"},
        "once": True,
        "do": [{"op": "fear", "amount": 1}],
    }
    ex.execute([once], s, FirstLegal(), spirit="river", target_land="A5")
    for _ in range(2):
        ex.execute(
            [{"op": "defend", "amount": 1}], s, FirstLegal(), spirit="river", target_land="A5"
        )
    assert s.generated_fear == 1
