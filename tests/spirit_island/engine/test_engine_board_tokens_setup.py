"""A game with Branch & Claw places the boards' printed Beasts and Disease at setup: the pack
option ``board_tokens`` of branch-and-claw, inherited by the packs built on it."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.engine.choices import FirstLegal
from cardsmith.rulesets.spirit_island.engine.simulate import new_game, play_game
from cardsmith.rulesets.spirit_island.simulate import SIMULATOR
from cardsmith.tools.content.packs import pack_options
from cardsmith.tools.simulate import load_catalog

CONTENT = Path(__file__).resolve().parents[3] / "content"


@pytest.mark.parametrize(
    ("pack", "tokens"),
    [("horizons", None), ("base-game", None), ("branch-and-claw", True),
     ("jagged-earth", True), ("nature-incarnate", True)],
)  # fmt: skip
def test_board_tokens_come_from_the_pack_and_its_dependencies(pack: str, tokens: bool) -> None:
    assert pack_options(CONTENT / pack).get("board_tokens") is tokens


def test_sharp_fangs_sets_up_on_the_printed_beasts_and_plays() -> None:
    catalog = load_catalog(CONTENT / "branch-and-claw")
    setup = SIMULATOR.build_setup(catalog, {"spirits": "sharp-fangs-behind-the-leaves"})
    assert setup.board_tokens is True
    state = new_game(setup, FirstLegal(), 0, log=False).state
    # board A prints Beasts in A1 (where the spirit's setup puts its presence) and Disease in A2
    assert state.land("A1").count("beasts") == 1
    assert state.land("A2").count("disease") == 1
    assert state.spirits["sharp-fangs-behind-the-leaves"].presence.get("A1", 0) >= 1
    report = play_game(setup, FirstLegal(), 0, max_rounds=3, log=False)
    assert report.rounds >= 1


def test_horizons_games_leave_the_printed_tokens_off() -> None:
    setup = SIMULATOR.build_setup(load_catalog(CONTENT / "horizons"), {})
    assert setup.board_tokens is False
    state = new_game(setup, FirstLegal(), 0, log=False).state
    assert sum(state.land(x).count("beasts") for x in state.island.land_ids()) == 0
