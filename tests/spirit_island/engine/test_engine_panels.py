"""Spirit panels beyond Horizons in the engine: every growth action, every presence-track slot
benefit, shared track spaces, the growth picks, setup land descriptions and pieces, presence in
the Ocean, the Incarna."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from engine_support import compiled

from cardsmith.engine.choices import FirstLegal, ScriptedChoices
from cardsmith.rulesets.spirit_island.engine.changes.pieces import add_presence, destroy_presence
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.growth import options as growth
from cardsmith.rulesets.spirit_island.engine.growth.actions import ACTIONS
from cardsmith.rulesets.spirit_island.engine.setup.special_rules import install_special_rules
from cardsmith.rulesets.spirit_island.engine.setup.spirit import fitting_lands, place_setup
from cardsmith.rulesets.spirit_island.engine.state import tracks
from cardsmith.rulesets.spirit_island.engine.state.board import BoardError
from cardsmith.rulesets.spirit_island.engine.state.cards import CardInfo
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.panel import PresenceTracks

# board A: 1 mountain (coastal), 2 wetland (coastal), 3 jungle (coastal), 4 sands, 5 wetland,
# 6 mountain, 7 sands, 8 jungle
TRACKS: dict[str, Any] = {
    "energy": [{"energy": 1}, {"energy": 2}, {"element": "fire"}, {"energy": 3}],
    "card_plays": [{"plays": 1}, {"plays": 2}, {"element": "water"}, {"plays": 3}],
}


def make(s: State, presence: dict[str, int], panel: dict[str, Any] | None = None, **kw: Any) -> Any:
    s.place("A3", "explorer")  # keeps the terror level 1 victory off
    spirit = s.add_spirit("sp", presence=presence, off_island=0, **kw)
    tracks.install_tracks(s, "sp", panel or TRACKS)
    s.check_invariants()
    return spirit


def uncover(s: State, track: str, n: int = 1, choices: Any = None) -> None:
    """Take ``n`` presence off ``track`` into A5 (as growth does)."""
    for _ in range(n):
        tracks.uncover(s, "sp", track, choices)
        add_presence(s, "sp", "A5")


def grow(s: State, actions: list[dict[str, Any]], script: list[tuple[str, Any]]) -> None:
    choices = ScriptedChoices(script)
    growth.grow(s, "sp", actions, choices)
    assert choices.position == len(script), "the script was not used up"
    s.check_invariants()


# --- growth actions ------------------------------------------------------------------------
def test_every_action_has_a_handler_and_unknown_ones_fail(empty_a: State) -> None:
    make(empty_a, {"A5": 1})
    assert set(growth.GROWTH_ACTIONS) == set(ACTIONS)
    with pytest.raises(ExecutionError, match="a growth action is one of"):
        growth.grow(empty_a, "sp", [{"summon": 1}], FirstLegal())
    with pytest.raises(ExecutionError, match="a growth action is one of"):
        growth.grow(
            empty_a, "sp", [{"one_of": [[{"summon": 1}], [{"gain_energy": 1}]]}], FirstLegal()
        )


def test_add_presence_land_filters_and_any_range(empty_a: State) -> None:
    sp = make(empty_a, {"A5": 1})
    empty_a.place("A7", "dahan")
    # Range 1, land with Dahan or Invaders only: A7 (dahan); A3 is out of range
    grow(
        empty_a,
        [{"add_presence": {"range": 1, "lands": ["dahan", "invaders"]}}],
        [("growth.track", "energy")],  # A7 is the only land: not asked
    )
    assert sp.presence == Counter({"A5": 1, "A7": 1})
    # any range, terrain or land filter (either may hold): A3 is a jungle far away
    assert growth.add_presence_lands(empty_a, "sp", 0, ["jungle", "no-dahan"]) == ["A5"]
    grow(
        empty_a,
        [{"add_presence": {"range": "any", "terrain": ["jungle"]}}],
        [("growth.track", "energy"), ("growth.land", "A3")],
    )
    assert sp.presence["A3"] == 1


def test_add_presence_then_an_effect_there(empty_a: State) -> None:
    sp = make(empty_a, {"A5": 1})
    spec = {"range": 3, "effect": "add 1 beasts", "ops": compiled("add 1 beasts")}
    grow(empty_a, [{"add_presence": spec}], [("growth.track", "card_plays"), ("growth.land", "A8")])
    assert sp.presence["A8"] == 1 and empty_a.land("A8").tokens == {"beasts": 1}


def test_an_effect_without_its_compiled_ops_is_an_error(empty_a: State) -> None:
    make(empty_a, {"A5": 1})
    with pytest.raises(ExecutionError, match="panel_with_ops"):
        growth.grow(empty_a, "sp", [{"effect": "push 1 dahan", "range": 0}], FirstLegal())


def test_add_destroyed_presence_together(empty_a: State) -> None:
    sp = make(empty_a, {"A5": 1})
    sp.presence_destroyed, sp.presence_total = 3, sp.presence_total + 3
    grow(
        empty_a,
        [{"add_presence": {"range": 1, "destroyed": True, "count": 3}}],
        [("growth.count", 2), ("growth.land", "A4")],
    )
    assert (sp.presence["A4"], sp.presence_destroyed) == (2, 1)


def test_presence_into_and_out_of_the_ocean(empty_a: State) -> None:
    sp = make(empty_a, {"A5": 1, "A2": 1, "A3": 1})
    grow(empty_a, [{"add_presence": {"range": 0, "ocean": True}}], [("growth.track", "energy")])
    assert sp.ocean_presence == Counter({"A": 1}) and sp.presence_on_island() == 3
    # the Ocean's presence reaches the coastal lands at range 1: A1 (not A6, inland)
    assert "A1" in growth.add_presence_lands(empty_a, "sp", 1, ["coastal"])
    grow(empty_a, [{"gather_presence_into_ocean": 1}], [("growth.from", "A2")])
    assert sp.ocean_presence["A"] == 2 and "A2" not in sp.presence
    grow(empty_a, [{"push_presence_from_ocean": 1}], [("growth.land", "A1")])
    assert sp.ocean_presence["A"] == 1 and sp.presence["A1"] == 1


def test_move_presence_together(empty_a: State) -> None:
    sp = make(empty_a, {"A5": 3})
    grow(
        empty_a,
        [{"move_presence": {"range": 3, "count": 3}}],
        [("growth.count", 2), ("growth.land", "A3")],
    )
    assert sp.presence == Counter({"A5": 1, "A3": 2})


def test_energy_actions(empty_a: State) -> None:
    sp = make(empty_a, {"A5": 1}, energy=2)
    uncover(empty_a, "energy", 2)  # 2, fire
    grow(
        empty_a,
        [
            {"pay_energy": 2},
            {"gain_energy": "card_plays"},
            {"gain_energy": "track"},
            {"gain_energy": {"per_element": "fire"}},
            {"gain_energy": 3},
        ],
        [],
    )
    assert sp.energy == 0 + 1 + 2 + 1 + 3
    with pytest.raises(ExecutionError, match="cannot pay"):
        growth.grow(empty_a, "sp", [{"pay_energy": 99}], FirstLegal())
    # growth actions go in any order: energy gained later in the growth pays
    sp.energy = 0
    grow(empty_a, [{"pay_energy": 3}, {"gain_energy": 4}], [])
    assert sp.energy == 1 and "energy_owed" not in sp.resources
    record = {
        "growth": [[{"pay_energy": 3}], [{"gain_energy": 1}], [{"gain_energy": 2}]],
        "growth_pick": "two",
    }
    assert growth.growth_picks(record, sp) == [(1, 3), (2, 3)]


def test_card_actions(empty_a: State) -> None:
    sp = make(empty_a, {"A5": 1})
    empty_a.cards.powers["hot"] = CardInfo("hot", elements=("fire",))
    sp.discard, sp.hand = ["hot", "a", "b", "c"], ["x", "hot2"]
    empty_a.cards.powers["hot2"] = CardInfo("hot2", elements=("fire", "air"))
    grow(empty_a, [{"reclaim": {"element": "fire"}}], [])
    assert sp.hand == ["x", "hot2", "hot"] and sp.discard == ["a", "b", "c"]
    grow(empty_a, [{"reclaim": "half"}], [("growth.reclaim", "a"), ("growth.reclaim", "c")])
    assert sp.discard == ["b"]
    grow(
        empty_a, [{"discard_cards": {"count": 1, "element": "fire"}}], [("growth.discard", "hot2")]
    )
    assert "hot2" in sp.discard
    grow(empty_a, [{"gain_card": {"deck": "major", "no_forget": True}}, {"gain_card": "minor"}], [])
    assert sp.pending_cards == ["major (without forgetting)", "minor"]


def test_element_actions_and_markers_and_time(empty_a: State) -> None:
    sp = make(empty_a, {"A5": 1})
    grow(
        empty_a,
        [
            {"gain_element": ["moon", "air", "plant"]},
            {"gain_element": "any"},
            {"gain_elements": {"earth": 2}},
            {"gain_time": 2},
            {"prepare_element": 1},
        ],
        [("growth.element", "air"), ("growth.element", "sun"), ("growth.element", "moon")],
    )
    assert sp.elements == Counter({"air": 1, "sun": 1, "earth": 2})
    assert sp.resources == Counter({"time": 2, "marker:moon": 1})
    # discard 2 element markers: +1 card play
    sp.resources["marker:sun"] += 1
    pay = {"may_pay": {"markers": 2, "then": [{"card_plays": 1}]}}
    grow(
        empty_a,
        [pay],
        [("growth.pay", "pay"), ("growth.marker", "marker:moon")],  # then the only one left
    )
    assert sp.card_plays == 2 and sp.resources["marker:moon"] == 0
    grow(empty_a, [pay], [])  # no markers left: nothing to pay with, nothing asked
    assert sp.card_plays == 1  # a new turn: the extra play is gone


def test_one_of_card_plays_and_ignore_range(empty_a: State) -> None:
    sp = make(empty_a, {"A5": 1})
    choice = {"one_of": [[{"gain_time": 1}], [{"card_plays": 2}]]}
    grow(
        empty_a,
        [choice, choice, {"ignore_range": True}],
        [("growth.choose", 2), ("growth.choose", 1)],
    )
    assert sp.card_plays == 1 + 2 and sp.resources["time"] == 1
    assert empty_a.spirit_effects("sp", "range_bonus")[0]["amount"] >= 8


def test_effect_actions_in_a_land_in_range_or_none(empty_a: State) -> None:
    make(empty_a, {"A5": 1})
    empty_a.place("A7", "dahan")
    empty_a.place("A8", "beasts")
    gather = {"effect": "gather 1 beasts", "range": 2, "ops": compiled("gather 1 beasts")}
    fast = {"effect": "make 1 slow power fast", "ops": compiled("make 1 slow power fast")}
    grow(empty_a, [gather, fast], [("growth.land", "A7")])
    assert empty_a.land("A7").tokens == {"beasts": 1}
    assert empty_a.spirit_effects("sp", "make_fast")


# --- the incarna ---------------------------------------------------------------------------
def test_incarna_growth_actions(empty_a: State) -> None:
    sp = make(empty_a, {"A5": 1, "A8": 1})
    grow(empty_a, [{"move_incarna": {"range": 1}}], [])  # not on the island: skipped
    grow(empty_a, [{"place_incarna": {}}], [("growth.incarna", "A8")])
    assert sp.incarna == "A8"
    grow(
        empty_a,
        [{"move_incarna": {"range": "any", "lands": ["sands"]}}],
        [("growth.incarna", "A7")],
    )
    assert sp.incarna == "A7"
    vitality = {"effect": "add 1 vitality", "at": "incarna", "ops": compiled("add 1 vitality")}
    grow(empty_a, [{"replace_presence_with_incarna": True}, vitality], [("growth.from", "A5")])
    assert sp.incarna == "A5" and "A5" not in sp.presence and sp.presence_destroyed == 1
    assert empty_a.land("A5").tokens == {"vitality": 1}
    grow(empty_a, [{"push_incarna": True}, {"empower_incarna": True}], [("growth.incarna", "A6")])
    assert (sp.incarna, sp.incarna_empowered) == ("A6", True)
    sp.incarna = "A0"
    with pytest.raises(Exception, match="incarna of sp"):
        empty_a.check_invariants()


# --- presence-track slots ------------------------------------------------------------------
def test_element_slots_any_element_of_and_several(empty_a: State) -> None:
    panel = {
        "energy": [
            {"energy": 1},
            {"element": "any"},
            {"elements": ["water", "water"]},
            {"energy": 4, "element_of": ["fire", "plant"]},
            {"elements": ["earth", "any"]},
        ],
        "card_plays": [{"plays": 1}, {"extra_plays": 1}, {"plays": 2, "reclaim_one": True}],
    }
    sp = make(empty_a, {"A5": 1}, panel)
    uncover(empty_a, "energy", 4)
    assert sp.permanent_elements == Counter({"water": 2, "earth": 1})
    uncover(empty_a, "card_plays")
    assert sp.card_plays == 1 + 1
    uncover(empty_a, "card_plays")
    sp.discard = ["c"]
    grow(
        empty_a,
        [{"gain_energy": 1}],
        [
            ("growth.element", "sun"),
            ("growth.element", "plant"),
            ("growth.element", "moon"),
        ],
    )
    assert sp.elements == Counter({"sun": 1, "plant": 1, "moon": 1}) and sp.hand == ["c"]
    assert (sp.card_plays, tracks.energy_per_turn(sp)) == (3, 4)


def test_action_slots_run_each_growth(empty_a: State) -> None:
    panel = {
        "energy": [{"energy": 1}, {"move_presence": {"range": 1}}],
        "card_plays": [
            {"plays": 1, "effect": "gather 1 dahan", "range": 0},
            {"actions": [{"prepare_element": 1}]},
        ],
    }
    data = growth.panel_with_ops(
        {"presence_tracks": panel},
        {"presence_tracks.card_plays[0]": compiled("gather 1 dahan")},
    )
    sp = make(empty_a, {"A5": 1}, data["presence_tracks"])
    empty_a.place("A7", "dahan")
    uncover(empty_a, "energy")
    uncover(empty_a, "card_plays")
    grow(
        empty_a,
        [{"gain_energy": 1}],
        [
            ("growth.land", "A8"),
            ("growth.land", "A8"),
            ("growth.element", "moon"),
        ],
    )
    assert sp.presence == Counter({"A5": 2, "A8": 1}) and empty_a.count("A8", "dahan") == 1
    assert sp.resources["marker:moon"] == 1


def test_slots_that_act_once_when_uncovered(empty_a: State) -> None:
    panel = {
        "energy": [{"energy": 1}, {"empower_incarna": True}],
        "card_plays": [{"plays": 1}, {"choose_element": True}],
    }
    sp = make(empty_a, {"A5": 1}, panel)
    uncover(empty_a, "energy")
    assert sp.incarna_empowered
    uncover(empty_a, "card_plays", choices=ScriptedChoices([("tracks.element", "moon")]))
    assert sp.permanent_elements == Counter({"moon": 1})


def test_shared_spaces() -> None:
    # Wounded Waters: the first four spaces are one track, then it splits
    panel = {
        "energy": [
            {"energy": 0},
            {"element_of": ["water", "animal"]},
            {"energy": 0},
            {"energy": 1},
            {"energy": 3},
        ],
        "card_plays": [{"plays": 1}, {"plays": 1}, {"plays": 1}, {"plays": 2}, {"plays": 3}],
        "shared": [0, 1, 2, 3],
    }
    pt = PresenceTracks.from_record(panel)
    assert pt.covered() == 3 + 1 + 1 and pt.covered("card_plays") == 4
    assert pt.take("card_plays") == {"element_of": ["water", "animal"], "plays": 1}
    assert pt.next_slot("energy") == {"energy": 0, "plays": 1}  # index 2, shared
    pt.take("energy")
    pt.take("energy")
    assert pt.is_open("card_plays", 3) and pt.next_slot("card_plays") == {"plays": 3}
    assert (pt.energy_per_turn(), pt.card_plays(), pt.covered()) == (1, 2, 2)
    with pytest.raises(ValueError, match="not on both tracks"):
        PresenceTracks.from_record({**panel, "shared": [7]})


# --- growth picks --------------------------------------------------------------------------
def test_growth_picks() -> None:
    options = [[{"gain_energy": n}] for n in (1, 2, 3, 4)]
    assert growth.growth_picks({"growth": options}) == [(1,), (2,), (3,), (4,)]
    two = growth.growth_picks({"growth": options, "growth_pick": "two"})
    assert len(two) == 6 and (1, 4) in two
    lure = {
        "growth": options,
        "growth_pick": "one_from_each_group",
        "growth_groups": [[1, 2], [3, 4]],
    }
    assert growth.growth_picks(lure) == [(1, 3), (1, 4), (2, 3), (2, 4)]
    always = {"growth": options, "growth_always": [{"gain_time": 1}]}
    assert growth.pick_actions(always, (2,)) == [{"gain_time": 1}, {"gain_energy": 2}]


def test_grow_turn_once_per_game(empty_a: State) -> None:
    sp = make(empty_a, {"A5": 1})
    record = {"growth": [[{"gain_energy": 1}], [{"gain_energy": 5}]], "growth_once_per_game": [2]}
    growth.grow_turn(empty_a, "sp", record, (2,), FirstLegal())
    assert sp.energy == 5
    assert growth.growth_picks(record, sp) == [(1,)]
    with pytest.raises(ExecutionError, match="not allowed"):
        growth.grow_turn(empty_a, "sp", record, (2,), FirstLegal())


def test_panel_with_ops_names_units_as_compile_record_does() -> None:
    data = {
        "growth": [
            [{"reclaim": "all"}, {"add_presence": {"range": 1, "effect": "x"}}],
            [{"one_of": [[{"gain_time": 1}], [{"effect": "y", "range": 1}]]}],
        ],
        "growth_always": [{"effect": "z"}],
    }
    units = {
        "growth[0][1].add_presence": ["X"],
        "growth[1][0].one_of[1][0]": ["Y"],
        "growth_always[0]": ["Z"],
    }
    out = growth.panel_with_ops(data, units)
    assert out["growth"][0][1]["add_presence"]["ops"] == ["X"]
    assert out["growth"][1][0]["one_of"][1][0]["ops"] == ["Y"]
    assert out["growth_always"][0]["ops"] == ["Z"] and "ops" not in data["growth_always"][0]


# --- setup ---------------------------------------------------------------------------------
def setup_spirit(s: State, setup: dict[str, Any], script: list[tuple[str, Any]] = ()) -> Any:
    spirit = s.add_spirit("sp", off_island=0)
    choices = ScriptedChoices(list(script))
    place_setup(s, "sp", "A", setup, choices)
    s.check_invariants()
    return spirit


def test_setup_land_descriptions(empty_a: State) -> None:
    s = empty_a
    for land, kind, n in [
        ("A2", "dahan", 1),
        ("A3", "dahan", 2),
        ("A6", "dahan", 1),
        ("A7", "dahan", 2),
        ("A4", "blight", 1),
        ("A8", "town", 1),
    ]:
        s.place(land, kind, n)
    s.add_spirit("x", off_island=0)

    def fit(desc: dict[str, Any], placed: tuple[str, ...] = ()) -> list[str]:
        return fitting_lands(s, "x", "A", desc, placed)

    assert fit({"terrain": "mountain", "where": ["no-dahan"]}) == ["A1"]
    assert fit({"exactly": {"dahan": 1}}) == ["A2", "A6"]
    assert fit({"at_least": {"dahan": 2}}) == ["A3", "A7"]
    assert fit({"most": "dahan"}) == ["A3", "A7"]
    assert fit({"terrain": ["sands", "mountain"]}) == ["A1", "A4", "A6", "A7"]
    assert fit({"terrain": "wetland", "adjacent": ["jungle"]}) == ["A2", "A5"]
    assert fit({"where": ["coastal"]}) == ["A1", "A2", "A3"]
    assert fit({"next_to": 1, "where": ["blight"]}, ("A1",)) == ["A4"]
    assert (
        fit(
            {"next_to": 1, "where": ["blight"], "else": {"next_to": 1, "terrain": "sands"}}, ("A7",)
        )
        == []
    )
    assert fit(
        {"next_to": 1, "where": ["blight"], "else": {"next_to": 1, "terrain": "mountain"}}, ("A8",)
    ) == ["A6"]
    assert fit({"same": 1}, ("A5",)) == ["A5"]


def test_setup_presence_pieces_ocean_destroyed_incarna(empty_a: State) -> None:
    s = empty_a
    s.place("A3", "dahan", 2)
    s.place("A7", "dahan", 2)
    setup = {
        "presence": [
            {"count": 1, "land": "ocean"},
            {"count": 1, "land": {"most": "dahan"}, "lands": 2},
            {"count": 2, "land": {"terrain": "wetland", "pick": "highest"}},
        ],
        "pieces": [
            {"piece": "badlands", "count": 1, "land": {"same": 3}},
            {"piece": "blight", "count": 2, "land": {"same": 3}},
            {"piece": "incarna", "count": 1, "land": {"number": 8}},
        ],
        "destroyed": 1,
    }
    sp = setup_spirit(s, setup, [("setup.land", "A7"), ("setup.land", "A3")])
    assert sp.ocean_presence == Counter({"A": 1})
    assert sp.presence == Counter({"A3": 1, "A7": 1, "A5": 2})
    assert (sp.presence_destroyed, sp.presence_total) == (1, 6)
    assert s.land("A5").tokens == {"badlands": 1} and s.land("A5").blight == 2
    assert (sp.incarna, sp.incarna_empowered) == ("A8", False)
    with pytest.raises(BoardError, match="no land of board A fits"):
        setup_spirit(
            State.empty(s.island), {"presence": [{"count": 1, "land": {"exactly": {"dahan": 5}}}]}
        )


def test_setup_the_lands_with_the_most(empty_a: State) -> None:
    # Thunderspeaker: 1 in each of the 2 lands with the most Dahan (3 in A3, 2 in A7 and A6)
    for land, n in (("A3", 3), ("A7", 2), ("A6", 2)):
        empty_a.place(land, "dahan", n)
    setup = {"presence": [{"count": 1, "land": {"most": "dahan"}, "lands": 2}]}
    sp = setup_spirit(empty_a, setup, [("setup.land", "A7")])  # A3 first, then a tie
    assert sp.presence == Counter({"A3": 1, "A7": 1})


# --- special rules waiting for pieces anywhere ---------------------------------------------
def test_a_special_rule_triggers_on_pieces_anywhere(empty_a: State) -> None:
    sp = make(empty_a, {"A5": 2, "A8": 1})
    # Vengeance's Lingering Pestilence, Volcano's Collapse in a Blast of Lava and Steam
    pestilence = compiled("after your presence destroyed: add 1 disease per presence destroyed")
    install_special_rules(empty_a, "sp", [pestilence])
    empty_a.place("A8", "explorer")
    destroy_presence(empty_a, "sp", "A5", 2)
    destroy_presence(empty_a, "sp", "A8", 1)
    assert empty_a.land("A5").tokens == {"disease": 2} and empty_a.land("A8").tokens == {
        "disease": 1
    }
    assert sp.presence_destroyed == 3
    empty_a.check_invariants()


def test_setup_prepares_element_markers(empty_a: State) -> None:
    """``setup.markers`` (Shifting Memory of Ages): markers prepared before the first turn."""
    spirit = setup_spirit(
        empty_a,
        {
            "presence": [{"count": 1, "land": {"terrain": "sands"}}],
            "markers": {"moon": 1, "air": 2},
        },
        [("setup.land", "A4")],
    )
    assert spirit.resources["marker:moon"] == 1
    assert spirit.resources["marker:air"] == 2
    assert spirit.resources["marker:earth"] == 0
