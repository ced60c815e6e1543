"""The stand-in galaxy follows every board rule the source states; broken boards are caught."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from cardsmith.rulesets.risk_deep_space.content import Pack
from cardsmith.rulesets.risk_deep_space.engine.galaxy import galaxy_from_data


def test_the_shipped_galaxy_has_no_problem(pack: Pack) -> None:
    assert pack.galaxy.problems() == []
    assert pack.problems() == []


def test_one_home_station_per_colour_each_on_a_corner_planet(pack: Pack) -> None:
    g = pack.galaxy
    assert sorted(g.colours()) == ["blue", "green", "red", "yellow"]
    for station in g.stations.values():
        (planet,) = g.neighbours(station.id)
        assert g.planets[planet].corner == station.corner


def test_connections_go_both_ways(pack: Pack) -> None:
    g = pack.galaxy
    for space in g.spaces():
        for n in g.neighbours(space):
            assert space in g.neighbours(n)


def test_the_gem_warp_is_central_and_joins_every_warp_planet(pack: Pack) -> None:
    g = pack.galaxy
    assert set(g.warp) == {"P9", "P10", "P11", "P12"}
    assert set(g.warp_destinations("P9")) == {"P10", "P11", "P12"}
    assert g.warp_destinations("P1") == ()


def test_two_player_covers_are_in_opposite_corners(pack: Pack) -> None:
    g = pack.galaxy
    assert g.covers_for(["red", "blue"]) == ("P3", "P7")
    assert g.covers_for(["green", "yellow"]) == ("P1", "P5")
    with pytest.raises(KeyError, match="colour pairs"):
        g.covers_for(["red", "yellow"])


def _broken(pack: Pack, change: Any) -> list[str]:
    data = copy.deepcopy(pack.galaxy_data)
    change(data)
    return galaxy_from_data(data).problems()


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (lambda d: d["home_stations"].pop(), "green: 0 home stations"),
        (lambda d: d["home_stations"][1].update(colour="red"), "red: 2 home stations"),
        (lambda d: d["connections"].append(["P1", "P99"]), "unknown space 'P99'"),
        (lambda d: d["gem_warp"].update(connects=["P9"]), "at least two planets"),
        (lambda d: d["two_player"][0].update(covers=["P3", "P5"]), "not in opposite corners"),
        (lambda d: d["two_player"].clear(), "no 2-player layout"),
        (lambda d: d["connections"].append(["red-home", "blue-home"]), "two home stations"),
        (
            lambda d: d.update(connections=[c for c in d["connections"] if "P12" not in c]),
            "P12 is connected to nothing",
        ),
    ],
)
def test_broken_boards_are_reported(pack: Pack, change: Any, problem: str) -> None:
    problems = _broken(pack, change)
    assert any(problem in p for p in problems), problems


def test_unreachable_planets_are_reported(pack: Pack) -> None:
    def cut(d: dict[str, Any]) -> None:
        island = {"P6", "P12"}
        d["connections"] = [c for c in d["connections"]
                            if set(c) == island or not set(c) & island]
        d["gem_warp"]["connects"] = ["P9", "P10", "P11"]

    problems = _broken(pack, cut)
    assert any("['P12', 'P6'] cannot be reached" in p for p in problems), problems
