"""The galaxy board: planets, home stations, connections, the gem warp, the 2-player covers.

A :class:`Galaxy` is immutable data built from a board file's plain data
(:func:`galaxy_from_data`); :meth:`Galaxy.problems` lists everything that breaks a rule the
source states about the board (one home station per colour, a central warp, two covers).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardsmith.rulesets.risk_deep_space.engine.rules import COLOURS


@dataclass(frozen=True)
class Planet:
    id: str
    name: str
    corner: str | None = None


@dataclass(frozen=True)
class HomeStation:
    id: str
    colour: str
    corner: str | None = None


@dataclass(frozen=True)
class TwoPlayerLayout:
    """The two colours of a 2-player game and the planets their covers hide."""

    colours: frozenset[str]
    covers: tuple[str, ...]


@dataclass(frozen=True)
class Galaxy:
    id: str
    name: str
    planets: Mapping[str, Planet]
    stations: Mapping[str, HomeStation]
    connections: frozenset[frozenset[str]]
    warp: tuple[str, ...]
    two_player: tuple[TwoPlayerLayout, ...] = ()
    _links: Mapping[str, tuple[str, ...]] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        links: dict[str, list[str]] = {s: [] for s in self.spaces()}
        for pair in self.connections:
            a, b = sorted(pair)
            links.setdefault(a, []).append(b)
            links.setdefault(b, []).append(a)
        order = {s: i for i, s in enumerate(self.spaces())}
        object.__setattr__(
            self,
            "_links",
            {s: tuple(sorted(ns, key=lambda x: order.get(x, 999))) for s, ns in links.items()},
        )

    def spaces(self) -> list[str]:
        """Every space id: planets first (board order), then home stations."""
        return [*self.planets, *self.stations]

    def is_planet(self, space: str) -> bool:
        return space in self.planets

    def is_station(self, space: str) -> bool:
        return space in self.stations

    def station_of(self, colour: str) -> str:
        for s in self.stations.values():
            if s.colour == colour:
                return s.id
        raise KeyError(f"no home station for colour {colour!r}")

    def colours(self) -> list[str]:
        return [s.colour for s in self.stations.values()]

    def neighbours(self, space: str) -> tuple[str, ...]:
        """The spaces connected to ``space`` (not through the warp)."""
        return self._links.get(space, ())

    def connected(self, a: str, b: str) -> bool:
        return frozenset((a, b)) in self.connections

    def warp_destinations(self, planet: str) -> tuple[str, ...]:
        """The planets reached from ``planet`` through the gem warp (none if not on it)."""
        if planet not in self.warp:
            return ()
        return tuple(p for p in self.warp if p != planet)

    def covers_for(self, colours: Sequence[str]) -> tuple[str, ...]:
        """The planets covered in a 2-player game of ``colours`` (KeyError: not a layout)."""
        wanted = frozenset(colours)
        for layout in self.two_player:
            if layout.colours == wanted:
                return layout.covers
        pairs = [sorted(layout.colours) for layout in self.two_player]
        raise KeyError(f"a 2-player game uses one of the colour pairs {pairs}, "
                       f"not {sorted(wanted)}")

    def problems(self) -> list[str]:
        """Everything that breaks a stated board rule (empty: the board is playable)."""
        out: list[str] = []
        spaces = set(self.spaces())
        if len(spaces) != len(self.planets) + len(self.stations):
            out.append("a planet and a home station share an id")
        colours = [s.colour for s in self.stations.values()]
        for colour in COLOURS:
            n = colours.count(colour)
            if n != 1:
                out.append(f"colour {colour}: {n} home stations (the rules give one per colour)")
        for colour in set(colours) - set(COLOURS):
            out.append(f"unknown colour {colour!r}")
        for pair in self.connections:
            if len(pair) != 2:
                out.append(f"connection {sorted(pair)} joins a space to itself")
            for s in pair:
                if s not in spaces:
                    out.append(f"connection {sorted(pair)}: unknown space {s!r}")
            if len(pair) == 2 and all(s in self.stations for s in pair):
                out.append(f"connection {sorted(pair)} joins two home stations")
        for s in self.stations:
            if not self.neighbours(s):
                out.append(f"home station {s} is connected to no planet")
        for p in self.planets:
            if not self.neighbours(p):
                out.append(f"planet {p} is connected to nothing")
        if len(self.warp) < 2:
            out.append("the gem warp must connect at least two planets")
        for p in self.warp:
            if p not in self.planets:
                out.append(f"the gem warp connects {p!r}, which is not a planet")
        if not self.two_player:
            out.append("no 2-player layout (two planets to cover in opposite corners)")
        for layout in self.two_player:
            if len(layout.colours) != 2:
                out.append(f"2-player layout {sorted(layout.colours)}: not two colours")
            if len(set(layout.covers)) != 2:
                out.append(f"2-player layout {sorted(layout.colours)}: covers {layout.covers}")
            for p in layout.covers:
                if p not in self.planets:
                    out.append(f"2-player cover on {p!r}, which is not a planet")
            corners = {self.planets[p].corner for p in layout.covers if p in self.planets}
            if len(corners) == 2 and not _opposite(*sorted(c or "" for c in corners)):
                out.append(f"2-player covers {layout.covers} are not in opposite corners")
        out += self._reachability_problems()
        return out

    def _reachability_problems(self) -> list[str]:
        out: list[str] = []
        for layout in [None, *self.two_player]:
            covered = set(layout.covers) if layout else set()
            start = next((p for p in self.planets if p not in covered), None)
            if start is None:
                continue
            seen = {start}
            todo = [start]
            while todo:
                here = todo.pop()
                for n in (*self.neighbours(here), *self.warp_destinations(here)):
                    if n in self.planets and n not in covered and n not in seen:
                        seen.add(n)
                        todo.append(n)
            missing = sorted(set(self.planets) - covered - seen)
            if missing:
                which = f"with covers {sorted(covered)}" if covered else "uncovered"
                out.append(f"planets {missing} cannot be reached ({which})")
        return out


_OPPOSITE = {("north-east", "south-west"), ("north-west", "south-east")}


def _opposite(a: str, b: str) -> bool:
    return (a, b) in _OPPOSITE or (b, a) in _OPPOSITE


def galaxy_from_data(data: Mapping[str, Any]) -> Galaxy:
    """A galaxy from a board file's data (``kind: galaxy``; see ``schemas/galaxy.schema.json``)."""
    planets = {
        str(p["id"]): Planet(str(p["id"]), str(p.get("name", p["id"])), p.get("corner"))
        for p in data.get("planets", [])
    }
    stations = {
        str(s["id"]): HomeStation(str(s["id"]), str(s["colour"]), s.get("corner"))
        for s in data.get("home_stations", [])
    }
    connections = frozenset(frozenset(str(x) for x in pair) for pair in data.get("connections", []))
    warp = tuple(str(p) for p in (data.get("gem_warp") or {}).get("connects", []))
    two = tuple(
        TwoPlayerLayout(frozenset(str(c) for c in t["colours"]), tuple(str(p) for p in t["covers"]))
        for t in data.get("two_player", [])
    )
    return Galaxy(
        id=str(data.get("id", "galaxy")),
        name=str(data.get("name", "")),
        planets=planets,
        stations=stations,
        connections=connections,
        warp=warp,
        two_player=two,
    )
