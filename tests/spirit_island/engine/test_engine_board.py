from __future__ import annotations

from typing import Any

import pytest
from engine_support import load_board

from cardsmith.rulesets.spirit_island.engine.state.board import BoardError, Island


def test_land_ids_terrain_coastal(island_a: Island) -> None:
    assert island_a.land_ids() == [f"A{i}" for i in range(1, 9)]
    a5 = island_a.land("A5")
    assert (a5.board, a5.number, a5.terrain, a5.coastal) == ("A", 5, "wetland", False)
    assert island_a.land("A2").coastal
    assert dict(island_a.land("A2").setup) == {"city": 1, "dahan": 1}


def test_adjacency_is_symmetric(island_a: Island) -> None:
    assert island_a.adjacent("A3") == ["A2", "A4"]
    for a in island_a.land_ids():
        for b in island_a.adjacent(a):
            assert a in island_a.adjacent(b)


def test_distance_and_within(island_a: Island) -> None:
    assert island_a.distance("A3", "A3") == 0
    assert island_a.distance("A3", "A4") == 1
    assert island_a.distance("A3", "A5") == 2
    assert island_a.distance("A3", "A7") == 3
    assert island_a.within("A3", 0) == ["A3"]
    assert island_a.within("A3", 1) == ["A2", "A3", "A4"]
    assert island_a.within("A3", 2) == ["A1", "A2", "A3", "A4", "A5"]


def test_ocean_is_not_a_land(island_a: Island) -> None:
    # A2 and A3 are both coastal but the ocean does not connect lands.
    assert island_a.distance("A1", "A3") == 2
    with pytest.raises(BoardError):
        island_a.land("A0")


def test_lowest_highest_of_terrain(island_a: Island) -> None:
    assert island_a.lowest("A", "wetland").id == "A2"
    assert island_a.highest("A", "wetland").id == "A5"
    assert island_a.lowest("a", "jungle").id == "A3"
    assert [land.id for land in island_a.lands_of_terrain("sands")] == ["A4", "A7"]


def test_two_boards_with_explicit_links() -> None:
    a: dict[str, Any] = load_board("A")
    b: dict[str, Any] = load_board("B")
    alone = Island.from_boards([a, b])
    assert alone.distance("A1", "B1") is None
    island = Island.from_boards([a, b], links=[("A1", "B1"), ("A6", "B1")])
    assert island.boards == ("A", "B")
    assert island.distance("A1", "B1") == 1
    assert island.distance("A3", "B3") == 5  # A3-A2-A1-B1-B2-B3
    assert [land.id for land in island.board_lands("B")][:2] == ["B1", "B2"]
    with pytest.raises(BoardError, match="unknown land"):
        Island.from_boards([a], links=[("A1", "Z9")])


def test_all_six_boards_load() -> None:
    for letter in "ABCDGH":
        island = Island.from_boards([load_board(letter)])
        assert len(island.lands) == 8
        terrains = sorted(land.terrain for land in island.lands.values())
        assert terrains == sorted(["mountain", "wetland", "jungle", "sands"] * 2)
