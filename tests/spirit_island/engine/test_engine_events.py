"""The Event deck: built from the packs' Event cards (none in Horizons games, none with
``--events off``), the adversary's own card only in its games, shuffled by a generator of its
own; the Invader Stage an Event reads and the cost of a choice aided by elements."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

from cardsmith.rulesets.spirit_island.engine.round.play import play_round
from cardsmith.rulesets.spirit_island.engine.rules.events import (
    event_cost,
    game_event_deck,
    invader_stage,
)
from cardsmith.rulesets.spirit_island.engine.simulate import new_game
from cardsmith.rulesets.spirit_island.engine.state.board import Island
from cardsmith.rulesets.spirit_island.engine.state.event_card import EventPart
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard
from cardsmith.rulesets.spirit_island.simulate import SIMULATOR, policy_for
from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.simulate import SimulateError, load_catalog

CONTENT = Path(__file__).resolve().parents[3] / "content"


@cache
def _catalog(pack: str) -> Catalog:
    return load_catalog(CONTENT / pack)


@pytest.mark.parametrize(
    ("pack", "cards"),
    [("horizons", 0), ("base-game", 0), ("branch-and-claw", 26), ("jagged-earth", 56),
     ("nature-incarnate", 65)],
)
def test_the_packs_event_deck(pack: str, cards: int) -> None:
    setup = SIMULATOR.build_setup(_catalog(pack), {})
    assert len(setup.event_cards) == cards
    off = SIMULATOR.build_setup(_catalog(pack), {"events": "off"})
    assert off.event_cards == []


def test_events_is_on_or_off() -> None:
    with pytest.raises(SimulateError, match="--events is on or off, got 'maybe'"):
        SIMULATOR.build_setup(_catalog("branch-and-claw"), {"events": "maybe"})


def test_the_adversarys_card_only_in_its_games() -> None:
    cards = SIMULATOR.build_setup(_catalog("branch-and-claw"), {}).event_cards
    ids = {c.id for c in game_event_deck(cards, None)}
    assert len(ids) == 25 and "slave-rebellion" not in ids
    assert "slave-rebellion" in {c.id for c in game_event_deck(cards, "france")}


def test_the_deck_is_shuffled_by_the_seed() -> None:
    setup = SIMULATOR.build_setup(_catalog("jagged-earth"), {})
    first = [c.id for c in new_game(setup, policy_for("first", 0), 4).state.event_deck]
    again = [c.id for c in new_game(setup, policy_for("first", 0), 4).state.event_deck]
    other = [c.id for c in new_game(setup, policy_for("first", 0), 5).state.event_deck]
    assert first == again and first != other and sorted(first) == sorted(other)
    assert len(first) == 55  # Slave Rebellion waits for France


def test_one_event_per_invader_phase() -> None:
    setup = SIMULATOR.build_setup(_catalog("jagged-earth"), {})
    game = new_game(setup, policy_for("greedy", 3), 3)
    assert len(game.state.event_discard) == 0 and len(game.state.event_deck) == 55
    top = game.state.event_deck[:3]
    for _ in range(3):
        assert not play_round(game)
    assert game.state.event_discard == top and len(game.state.event_deck) == 52
    assert game.state.event_card is top[-1]


def test_invader_stage_is_the_last_revealed_card() -> None:
    state = State.empty(Island.from_boards([_board_a()]))
    assert invader_stage(state) == 1
    state.slots["ravage"] = [InvaderCard(stage=1, terrains=("sands",))]
    state.slots["build"] = [InvaderCard(stage=2, terrains=("jungle",))]
    assert invader_stage(state) == 2
    state.slots["build"] = []
    assert invader_stage(state) == 1


def test_a_cost_per_player_aided_by_an_element() -> None:
    state = State.empty(Island.from_boards([_board_a()]), players=2)
    state.add_spirit("a").elements["water"] = 3
    state.add_spirit("b").elements["water"] = 2
    part = EventPart(name="x", energy=4, per="player", aided_by="water")
    assert event_cost(state, part) == 8 - 5
    assert event_cost(state, replace(part, aided_by="")) == 8
    assert event_cost(state, replace(part, per="land where you do damage")) is None
    assert event_cost(state, EventPart(name="free")) == 0


def _board_a() -> dict[str, object]:
    import yaml

    return dict(yaml.safe_load((CONTENT / "horizons" / "boards" / "a.yaml").read_text()))
