"""Island layouts as board data: a board record's ``layouts`` give the cross-board links."""

from __future__ import annotations

import pytest

from cardsmith.rulesets.spirit_island.engine.state.board import BoardError, Island
from cardsmith.rulesets.spirit_island.simulate import build_setup, default_links, layout_links
from cardsmith.tools.simulate import SimulateError, load_catalog

SPIRITS = ["eyes-watch-from-the-trees", "sun-bright-whirlwind", "rising-heat-of-stone-and-sand"]


def test_two_and_three_boards_use_the_layout_in_board_a() -> None:
    catalog = load_catalog()
    two = build_setup(catalog, SPIRITS[:2], ["a", "b"])
    assert two.links == [("A1", "B1"), ("A6", "B1"), ("A6", "B6")]
    three = build_setup(catalog, SPIRITS, ["c", "a", "b"])  # any order of the same boards
    assert ("B6", "C6") in three.links and len(three.links) == 6
    island = Island.from_boards(three.boards, three.links)
    assert island.is_adjacent("C1", "B6")


def test_boards_without_a_layout_fall_back_and_links_override() -> None:
    catalog = load_catalog()
    assert build_setup(catalog, SPIRITS[:2], ["g", "h"]).links == default_links(["g", "h"])
    given = build_setup(catalog, SPIRITS[:2], ["a", "b"], [("A3", "B3")])
    assert given.links == [("A3", "B3")]
    assert build_setup(catalog, SPIRITS[:1], ["a"]).links == []


def test_layout_links_read_any_board_of_the_layout() -> None:
    a = {"id": "x", "lands": []}
    b = {"id": "y", "layouts": [{"boards": ["x", "y"], "links": [["x1", "y2"]]}]}
    assert layout_links([a, b]) == [("X1", "Y2")]
    assert layout_links([a, {"id": "z"}]) is None


def test_a_layout_naming_a_missing_land_is_refused() -> None:
    catalog = load_catalog()
    with pytest.raises(SimulateError, match="link A1-B9: unknown land B9"):  # before a game
        build_setup(catalog, SPIRITS[:2], ["a", "b"], [("A1", "B9")])
    setup = build_setup(catalog, SPIRITS[:2], ["a", "b"], [("A1", "B1")])
    with pytest.raises(BoardError, match="B9"):
        Island.from_boards(setup.boards, [*setup.links, ("A1", "B9")])
