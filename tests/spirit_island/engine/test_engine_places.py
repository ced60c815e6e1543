"""Off-board places and lands leaving the island for a round (``Island.with_place``,
``without_land`` / ``with_land_back``, ``invaders.card_runs``): concrete before/after values."""

from __future__ import annotations

import pytest
from engine_support import load_board

from cardsmith.rulesets.spirit_island.engine.round import phases as game
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.state.board import BoardError, Island
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard


def _island() -> Island:
    return Island.from_boards([load_board("a")])


def test_a_place_holds_pieces_but_is_no_land() -> None:
    base = _island()
    island = base.with_place("endless-dark", owner="s", abduct=True)
    assert "endless-dark" in island and "endless-dark" not in island.land_ids()
    assert "endless-dark" not in base  # the original island is unchanged
    assert island.adjacent("endless-dark") == [] and island.within("endless-dark", 3) == [
        "endless-dark"
    ]
    assert island.distance("A5", "endless-dark") is None
    assert island.land("endless-dark").terrain == "" and island.land("endless-dark").inland
    state = State.empty(island)
    state.place("endless-dark", "town", 2)
    assert state.count_all("town") == 2  # still in play (victory counts them)
    assert state.places_of("s", "abduct") == ["endless-dark"]


def test_a_land_id_cannot_name_a_place() -> None:
    with pytest.raises(BoardError, match="A9"):
        _island().with_place("A9")


def test_a_land_ceases_to_exist_until_time_passes() -> None:
    state = State.empty(_island())
    state.place("A5", "dahan")
    state.island = state.island.without_land("A5")
    assert "A5" not in state.island.land_ids() and state.island.is_place("A5")
    assert "A5" not in state.island.adjacent("A1")
    assert state.island.distance("A1", "A7") == 3  # no longer through A5 (A1-A6-A8-A7)
    assert state.count_all("dahan") == 1
    game.time_passes(state)
    assert "A5" in state.island.land_ids() and not state.island.is_place("A5")
    assert state.island.adjacent("A5") == ["A1", "A4", "A6", "A7", "A8"]
    assert state.island.distance("A1", "A7") == 2


def test_board_actions_repeat_or_skip_the_lands_of_a_board() -> None:
    state = State.empty(Island.from_boards([load_board("a"), load_board("b")], [("A7", "B5")]))
    card = InvaderCard(1, ("wetland",))
    assert invaders.card_runs(state, card) == ["A2", "A5", "B1", "B6"]
    state.round_effects.append({"name": "board_actions", "board": "A", "delta": -1})
    state.round_effects.append({"name": "board_actions", "board": "B", "delta": 1})
    assert invaders.card_runs(state, card) == ["B1", "B1", "B6", "B6"]
