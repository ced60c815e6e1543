"""The card ops (forget_card, reclaim, play_card, take_card, gain_card with decks), lasting
("from now on") and "would be destroyed" triggers (destroy_fewer)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardsmith.engine.choices import ScriptedChoices
from cardsmith.engine.dice import Deck
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError, Run
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.round import phases as game
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.state.cards import CardInfo
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.power_decks import PowerDecks

DAHAN = {"kinds": ["dahan"]}


def run(
    state: State, ops_: list[Any], script: list[tuple[str, Any]] | None = None, **kw: Any
) -> Run:
    choices = ScriptedChoices(script or [])
    kw.setdefault("spirit", "river")
    r = ex.execute(ops_, state, choices, **kw)
    choices.assert_exhausted()
    return r


def decks(minor: list[str], major: list[str]) -> PowerDecks:
    rng = random.Random(1)
    kind_of = {**dict.fromkeys(minor, "minor"), **dict.fromkeys(major, "major")}
    return PowerDecks({"minor": Deck(minor, rng=rng), "major": Deck(major, rng=rng)}, kind_of)


@pytest.fixture
def s(empty_a: State) -> State:
    empty_a.place("A8", "city")  # keeps the terror level 1 victory off
    river = empty_a.add_spirit("river", presence={"A5": 1}, energy=3)
    river.hand = ["flash-floods", "boon"]
    river.discard = ["drought", "rain"]
    river.played = ["wash-away"]
    empty_a.cards.powers["flash-floods"] = CardInfo(
        "flash-floods",
        "Flash Floods",
        kind="minor",
        cost=2,
        elements=("sun", "water"),
        range={"from": "presence", "distance": 1},
        target={"land": "any"},
        ops=[{"op": "damage", "amount": 1, "pieces": {"kinds": ["explorer", "town", "city"]}}],
    )
    empty_a.cards.powers["boon"] = CardInfo(
        "boon",
        "Boon",
        cost=0,
        target={"spirit": "any"},
        ops=[{"op": "gain_energy", "who": "target", "amount": 2}],
    )
    return empty_a


# --- forget, reclaim ------------------------------------------------------------------------
def test_forget_a_card_from_the_places_named(s: State) -> None:
    op = {"op": "forget_card", "who": "you", "n": 1, "from": ["hand", "discard"]}
    run(s, [op], [("forget.card", "drought")])
    assert s.spirits["river"].discard == ["rain"]
    assert s.cards.forgotten == {"river": ["drought"]}
    with pytest.raises(Exception, match="legal options"):  # not from the played cards
        run(s, [op], [("forget.card", "wash-away")])


def test_forget_of_a_kind_goes_to_its_deck_discard(s: State) -> None:
    s.cards.decks = decks(["flash-floods"], [])
    op = {"op": "forget_card", "who": "you", "n": 1, "deck": "minor"}
    run(s, [op])  # the only minor: no question
    assert "flash-floods" not in s.spirits["river"].hand
    assert s.cards.decks.decks["minor"].discarded == ["flash-floods"]


def test_forget_this_power(s: State) -> None:
    run(s, [{"op": "forget_card", "who": "you", "this": True}], card="wash-away")
    assert s.spirits["river"].played == [] and s.cards.forgotten["river"] == ["wash-away"]
    run(s, [{"op": "forget_card", "who": "you", "this": True}])  # not a card: nothing
    assert "this power is not a card in play" in s.log[-1]


def test_reclaim_one_up_to_and_all(s: State) -> None:
    river = s.spirits["river"]
    run(s, [{"op": "reclaim", "who": "you", "count": {"n": 1}}], [("reclaim.card", "rain")])
    assert river.discard == ["drought"] and river.hand[-1] == "rain"
    river.discard = ["drought", "rain"]
    run(s, [{"op": "reclaim", "who": "you", "count": {"up_to": 2}}], [("reclaim.card", None)])
    assert river.discard == ["drought", "rain"]
    run(s, [{"op": "reclaim", "who": "you", "count": {"all": True}}])
    assert river.discard == [] and {"drought", "rain"} <= set(river.hand)


# --- gain with decks, take ------------------------------------------------------------------
def test_gain_card_without_decks_is_pending(s: State) -> None:
    run(s, [{"op": "gain_card", "who": "you", "n": 1, "deck": "minor"}])
    assert s.spirits["river"].pending_cards == ["minor"]


def test_gain_card_with_decks_draws_four_and_keeps_one(s: State) -> None:
    s.cards.decks = decks(["m1", "m2", "m3", "m4", "m5"], ["M1", "M2", "M3", "M4"])
    r = run(
        s,
        [{"op": "gain_card", "who": "you", "n": 1, "deck": None}],
        [("gain.deck", "minor"), ("gain.keep", "m3")],
    )
    assert r.gained == ["m3"] and s.spirits["river"].hand[-1] == "m3"
    assert s.cards.decks.decks["minor"].cards == ["m5"]
    assert sorted(s.cards.decks.decks["minor"].discarded) == ["m1", "m2", "m4"]
    # a major forces a forget, unless no_forget
    run(
        s,
        [{"op": "gain_card", "who": "you", "n": 1, "deck": "major"}],
        [("gain.keep", "M2"), ("gain.forget", "drought")],
    )
    assert "drought" not in s.spirits["river"].discard
    run(
        s,
        [{"op": "gain_card", "who": "you", "n": 1, "deck": "major", "no_forget": True}],
        [("gain.keep", "M1")],
    )
    assert "M1" in s.spirits["river"].hand and "rain" in s.spirits["river"].discard


def test_take_card_from_a_deck_into_a_place(s: State) -> None:
    s.cards.decks = decks(["m1", "m2"], ["M1"])
    run(s, [{"op": "take_card", "who": "you", "n": 1, "deck": "minor", "to": "discard"}])
    assert s.spirits["river"].discard[-1] == "m1"
    run(s, [{"op": "take_card", "who": "you", "n": 1}], [("take.deck", "major")])
    assert s.spirits["river"].hand[-1] == "M1"


def test_take_card_from_another_spirits_discard(s: State) -> None:
    other = s.add_spirit("earth", presence={"A3": 1})
    other.discard = ["quake"]
    run(
        s,
        [{"op": "take_card", "who": "you", "n": 1, "from": ["discard"]}],
        [("take.card", "earth:quake")],
    )
    assert other.discard == [] and s.spirits["river"].hand[-1] == "quake"


def test_take_card_without_decks_takes_nothing(s: State) -> None:
    run(s, [{"op": "take_card", "who": "you", "n": 1, "deck": "minor"}])
    assert "not modelled" in s.log[-1]


# --- play another card now ------------------------------------------------------------------
def test_play_another_card_paying_its_cost(s: State) -> None:
    s.place("A4", "explorer")
    op = {"op": "play_card", "who": "you", "n": 1, "another": True, "cost": "pay"}
    run(s, [op], [("play.target", "A4")], card="boon")  # another: Boon is not offered
    river = s.spirits["river"]
    assert s.count("A4", "explorer") == 0  # its 1 damage
    assert river.energy == 1 and river.elements["water"] == 1
    assert "flash-floods" in river.played and "flash-floods" not in river.hand


def test_play_card_free_and_what_cannot_be_paid(s: State) -> None:
    river = s.spirits["river"]
    river.energy = 1
    op = {"op": "play_card", "who": "you", "n": 1, "cost": "pay"}
    run(s, [op])  # only Boon is affordable (and targets)
    assert river.energy == 3 and river.played[-1] == "boon"
    river.energy = 0
    s.place("A1", "explorer")
    run(s, [{**op, "cost": "free"}], [("play.target", "A1")])
    assert river.energy == 0 and s.count("A1", "explorer") == 0


def test_play_it_plays_the_card_just_gained(s: State) -> None:
    s.cards.decks = decks(["flash-floods", "m2"], [])
    s.spirits["river"].hand = []
    s.place("A6", "explorer")
    ops_ = [
        {"op": "gain_card", "who": "you", "n": 1, "deck": "minor"},
        {"op": "play_card", "who": "you", "it": True, "cost": "free"},
    ]
    run(s, ops_, [("gain.keep", "flash-floods"), ("play.target", "A6")])
    assert s.count("A6", "explorer") == 0
    run(s, ops_[1:])  # nothing gained by this run: nothing to play
    assert "no card gained by this power" in s.log[-1]


# --- lasting: from now on -------------------------------------------------------------------
def test_from_now_on_lasts_past_time_passes(s: State) -> None:
    s.place("A5", "dahan")
    body = [
        {"op": "modifier", "name": "health", "pieces": DAHAN, "amount": 1},
        {"op": "modifier", "name": "range_bonus", "who": "you", "amount": 1},
        {"op": "gain_energy", "who": "you", "amount": 1},
    ]
    run(s, [{"op": "lasting", "until": "game", "do": body}], target_land="A5")
    assert s.health("A5", "dahan") == 3 and s.spirits["river"].energy == 4
    game.time_passes(s)
    game.time_passes(s)
    assert s.health("A5", "dahan") == 3  # renewed every round
    assert s.spirit_effects("river", "range_bonus")  # permanent
    assert s.spirits["river"].energy == 4  # the energy came once


def test_from_now_on_trigger_on_pieces_is_renewed(s: State) -> None:
    body = [
        {
            "op": "trigger",
            "event": {"past": "destroyed", "pieces": {"kinds": ["explorer"]}},
            "do": [{"op": "defend", "amount": 1}],
        }
    ]
    run(s, [{"op": "lasting", "until": "game", "do": body}], target_land="A4")
    game.time_passes(s)
    s.place("A4", "explorer")
    run(
        s,
        [{"op": "destroy", "count": {"n": 1}, "pieces": {"kinds": ["explorer"]}}],
        target_land="A4",
    )
    assert s.land("A4").defend == 1


# --- would be destroyed: destroy fewer ------------------------------------------------------
def _would(once: bool) -> dict[str, Any]:
    op: dict[str, Any] = {
        "op": "trigger",
        "event": {"past": "destroyed", "pieces": DAHAN, "would": True},
        "do": [{"op": "destroy_fewer", "n": 2, "pieces": DAHAN}],
    }
    if once:
        op["once"] = True
    return op


def test_the_next_time_dahan_would_be_destroyed_destroy_two_fewer(s: State) -> None:
    s.setup_land("A5", {"dahan": 3})
    run(s, [_would(once=True)], target_land="A5")
    destroy = {"op": "destroy", "count": {"n": 3}, "pieces": DAHAN}
    run(s, [destroy], target_land="A5")
    assert s.count("A5", "dahan") == 2  # 3 would be destroyed: 1 is
    run(s, [destroy], target_land="A5")  # the next effect: the trigger is spent
    assert s.count("A5", "dahan") == 0


def test_each_time_dahan_would_be_destroyed_in_a_ravage(s: State) -> None:
    s.setup_land("A5", {"city": 2, "dahan": 3})  # 6 damage: all 3 dahan would die
    run(s, [_would(once=False)], target_land="A5")
    invaders.ravage(s, "A5", ScriptedChoices([("dahan.counterattack.target", "city")]))
    # 2 damage each: the first two are spared (keeping 1 damage), the third is destroyed
    assert s.labels("A5", "dahan") == ["dahan:1"] and s.count("A5", "dahan") == 2
    assert s.log.count("A5: dahan not destroyed (destroy fewer)") == 2


def test_destroy_fewer_outside_a_would_trigger_is_an_error(s: State) -> None:
    with pytest.raises(ExecutionError, match="would be destroyed"):
        run(s, [{"op": "destroy_fewer", "n": 1, "pieces": DAHAN}], target_land="A5")
