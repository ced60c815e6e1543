"""Island geography: lands, terrain, coastal, adjacency and distance.

A land id is the board letter followed by the land number (``"A5"``). The Ocean is not a land:
it never appears in the adjacency graph, so pushes can never go there and distances never pass
through it. Cross-board adjacency is given explicitly as pairs of land ids.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

TERRAINS: tuple[str, ...] = ("mountain", "wetland", "jungle", "sands")
#: the invader cards' word for the coastal lands
COASTAL = "coastal"
#: tokens: pieces in lands that are neither invaders nor dahan (a board may print some)
TOKEN_KINDS: tuple[str, ...] = ("beasts", "disease", "wilds", "badlands", "vitality", "quake")
#: where pieces pushed into the Ocean go (not a land: never adjacent, never counted)
OCEAN = "ocean"

_LAND_ID = re.compile(r"^([A-Z]+)(\d+)$")


class BoardError(ValueError):
    """Malformed board data or an unknown land id."""


@dataclass(frozen=True)
class Land:
    """One land of an island board (immutable geography)."""

    id: str
    board: str
    number: int
    terrain: str
    coastal: bool
    setup: tuple[tuple[str, int], ...] = ()
    #: printed tokens (``tokens: {beasts: 1}``), placed only when a setup asks for them
    tokens: tuple[tuple[str, int], ...] = ()

    @property
    def inland(self) -> bool:
        return not self.coastal

    def setup_pieces(self) -> dict[str, int]:
        return dict(self.setup)


@lru_cache(maxsize=4096)
def land_sort_key(land_id: str) -> tuple[str, int]:
    """Order land ids board by board, then by number (``A2`` < ``A10`` < ``B1``); kept per id
    (the bots sort lands all the time)."""
    m = _LAND_ID.match(land_id)
    if m is None:
        return (land_id, 0)
    return (m.group(1), int(m.group(2)))


def _board_letter(board: Mapping[str, Any]) -> str:
    raw = board.get("id")
    if raw is None:
        name = str(board.get("name", ""))
        raw = name.split()[-1] if name.split() else ""
    letter = str(raw).strip().upper()
    if not re.fullmatch(r"[A-Z]+", letter):
        raise BoardError(f"board needs an `id` made of letters (got {raw!r})")
    return letter


@dataclass
class Island:
    """The lands in play and their adjacency graph."""

    lands: dict[str, Land] = field(default_factory=dict)
    adjacency: dict[str, frozenset[str]] = field(default_factory=dict)
    boards: tuple[str, ...] = ()
    #: off-board places (a spirit's, e.g. the Endless Dark): held pieces like a land, but not a
    #: land of the island (no terrain, inland, adjacent to nothing, never in ``land_ids``);
    #: each with its rules (``owner``, ``name``, ``abduct``, ``target``: see ``with_place``)
    places: dict[str, Land] = field(default_factory=dict)
    place_rules: dict[str, dict[str, Any]] = field(default_factory=dict)
    _ids: tuple[str, ...] = field(default=(), init=False, repr=False, compare=False)
    #: :meth:`matching`'s answers, by terrains (and the number of lands, like ``_ids``)
    _matching: dict[tuple[tuple[str, ...], int], tuple[str, ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    @classmethod
    def from_boards(
        cls,
        boards: Sequence[Mapping[str, Any]],
        links: Iterable[tuple[str, str]] = (),
    ) -> Island:
        """Build an island from board dicts (``id``/``name`` + ``lands``) and cross-board links.

        Adjacency listed in the data is made symmetric.
        """
        lands: dict[str, Land] = {}
        adj: dict[str, set[str]] = {}
        letters: list[str] = []
        for board in boards:
            letter = _board_letter(board)
            if letter in letters:
                raise BoardError(f"board {letter} given twice")
            letters.append(letter)
            for raw in board.get("lands", []):
                number = int(raw["number"])
                terrain = str(raw["terrain"]).lower()
                if terrain not in TERRAINS:
                    raise BoardError(f"{letter}{number}: unknown terrain {terrain!r}")
                setup = raw.get("setup") or {}
                tokens = raw.get("tokens") or {}
                for kind in tokens:
                    if kind not in TOKEN_KINDS:
                        known = list(TOKEN_KINDS)
                        raise BoardError(f"{letter}{number}: unknown token {kind!r} ({known})")
                land = Land(
                    id=f"{letter}{number}",
                    board=letter,
                    number=number,
                    terrain=terrain,
                    coastal=bool(raw.get("coastal", False)),
                    setup=tuple(sorted((str(k), int(v)) for k, v in setup.items())),
                    tokens=tuple(sorted((str(k), int(v)) for k, v in tokens.items() if int(v))),
                )
                if land.id in lands:
                    raise BoardError(f"land {land.id} given twice")
                lands[land.id] = land
                adj.setdefault(land.id, set())
            for raw in board.get("lands", []):
                me = f"{letter}{int(raw['number'])}"
                for other in raw.get("adjacent", []):
                    other_id = f"{letter}{int(other)}"
                    if other_id not in lands:
                        raise BoardError(f"{me}: adjacent land {other_id} does not exist")
                    if other_id != me:
                        adj[me].add(other_id)
                        adj[other_id].add(me)
        for a, b in links:
            for x in (a, b):
                if x not in lands:
                    raise BoardError(f"link {a}-{b}: unknown land {x}")
            if a != b:
                adj[a].add(b)
                adj[b].add(a)
        return cls(
            lands=lands,
            adjacency={k: frozenset(v) for k, v in adj.items()},
            boards=tuple(letters),
        )

    def with_place(self, place_id: str, **rules: Any) -> Island:
        """A copy with the off-board place ``place_id`` (an existing one keeps its rules).
        ``rules``: ``owner`` (the spirit holding it), ``name`` (printed), ``abduct`` (Abduct
        moves pieces there), ``target`` (the owner's land-targeting powers may target it,
        ignoring range)."""
        if place_id in self.places:
            return self
        if place_id in self.lands or _LAND_ID.match(place_id):
            raise BoardError(f"place {place_id!r}: a land id cannot name a place")
        place = Land(id=place_id, board="", number=0, terrain="", coastal=False)
        return Island(
            lands=self.lands,
            adjacency={**self.adjacency, place_id: frozenset()},
            boards=self.boards,
            places={**self.places, place_id: place},
            place_rules={**self.place_rules, place_id: dict(rules)},
        )

    def without_land(self, land_id: str) -> Island:
        """A copy where ``land_id`` has ceased to exist (Absolute Stasis): no longer a land
        (out of ``land_ids``, adjacent to nothing, nothing reaches through it) but kept as a
        place (``ceased: True``) so its pieces still count; :meth:`with_land_back` undoes it."""
        land = self.land(land_id)
        if land_id in self.places:
            return self
        adjacency = {k: v - {land_id} for k, v in self.adjacency.items()}
        adjacency[land_id] = frozenset()
        rules = {"ceased": True, "adjacent": sorted(self.adjacency[land_id], key=land_sort_key)}
        return Island(
            lands={k: v for k, v in self.lands.items() if k != land_id},
            adjacency=adjacency,
            boards=self.boards,
            places={**self.places, land_id: land},
            place_rules={**self.place_rules, land_id: rules},
        )

    def with_land_back(self, land_id: str) -> Island:
        """A copy where the ceased land ``land_id`` exists again, with its adjacencies."""
        rules = self.place_rules.get(land_id) or {}
        if not rules.get("ceased"):
            return self
        near = frozenset(str(x) for x in rules.get("adjacent", ()) if x in self.lands)
        adjacency = {k: (v | {land_id} if k in near else v) for k, v in self.adjacency.items()}
        adjacency[land_id] = near
        return Island(
            lands={**self.lands, land_id: self.places[land_id]},
            adjacency=adjacency,
            boards=self.boards,
            places={k: v for k, v in self.places.items() if k != land_id},
            place_rules={k: v for k, v in self.place_rules.items() if k != land_id},
        )

    def is_place(self, land_id: str) -> bool:
        return land_id in self.places

    # --- look-ups -------------------------------------------------------------------------
    def __contains__(self, land_id: object) -> bool:
        return land_id in self.lands or land_id in self.places

    def land(self, land_id: str) -> Land:
        try:
            return self.lands[land_id]
        except KeyError:
            if land_id in self.places:
                return self.places[land_id]
            raise BoardError(f"unknown land {land_id!r}") from None

    def land_ids(self) -> list[str]:
        if len(self._ids) != len(self.lands):  # sorted once (the lands are fixed)
            self._ids = tuple(sorted(self.lands, key=land_sort_key))
        return list(self._ids)

    def matching(self, terrains: tuple[str, ...]) -> list[str]:
        """The lands (in :meth:`land_ids` order) of one of ``terrains``, or coastal when
        ``coastal`` is one of them (an invader card's lands); kept per terrains."""
        key = (terrains, len(self.lands))
        found = self._matching.get(key)
        if found is None:
            found = self._matching[key] = tuple(
                land
                for land in self.land_ids()
                if any(
                    t == self.lands[land].terrain or (t == COASTAL and self.lands[land].coastal)
                    for t in terrains
                )
            )
        return list(found)

    def adjacent(self, land_id: str) -> list[str]:
        self.land(land_id)
        return sorted(self.adjacency[land_id], key=land_sort_key)

    def is_adjacent(self, a: str, b: str) -> bool:
        return b in self.adjacency.get(a, frozenset())

    def distance(self, a: str, b: str) -> int | None:
        """Number of land-to-land steps from ``a`` to ``b`` (BFS); ``None`` if unreachable."""
        self.land(a)
        self.land(b)
        if a == b:
            return 0
        seen = {a}
        queue: deque[tuple[str, int]] = deque([(a, 0)])
        while queue:
            here, d = queue.popleft()
            for nxt in self.adjacency[here]:
                if nxt == b:
                    return d + 1
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append((nxt, d + 1))
        return None

    def within(self, land_id: str, n: int) -> list[str]:
        """Lands at distance ≤ n from ``land_id`` (the land itself included), sorted."""
        self.land(land_id)
        dist = {land_id: 0}
        queue: deque[str] = deque([land_id])
        while queue:
            here = queue.popleft()
            if dist[here] >= n:
                continue
            for nxt in self.adjacency[here]:
                if nxt not in dist:
                    dist[nxt] = dist[here] + 1
                    queue.append(nxt)
        return sorted(dist, key=land_sort_key)

    def board_lands(self, board: str) -> list[Land]:
        board = board.upper()
        return sorted(
            (land for land in self.lands.values() if land.board == board),
            key=lambda land: land.number,
        )

    def lands_of_terrain(self, terrain: str) -> list[Land]:
        return [self.lands[i] for i in self.land_ids() if self.lands[i].terrain == terrain]

    def coastal_lands(self) -> list[Land]:
        return [self.lands[i] for i in self.land_ids() if self.lands[i].coastal]

    def lowest(self, board: str, terrain: str) -> Land:
        """Lowest-numbered land of a terrain on a board (e.g. spirit setup)."""
        found = [land for land in self.board_lands(board) if land.terrain == terrain]
        if not found:
            raise BoardError(f"board {board} has no {terrain}")
        return found[0]

    def highest(self, board: str, terrain: str) -> Land:
        """Highest-numbered land of a terrain on a board."""
        found = [land for land in self.board_lands(board) if land.terrain == terrain]
        if not found:
            raise BoardError(f"board {board} has no {terrain}")
        return found[-1]
