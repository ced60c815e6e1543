"""A spirit panel's presence tracks: the slots (plain dicts as in the spirit record) and how
many of each track are uncovered, with what the uncovered slots give.

A slot (``schemas/spirit.schema.json``, ``presence_tracks``) holds any of these benefits:

- ``energy: N`` / ``plays: N`` — the number of the track (the highest uncovered counts);
- ``element: E`` (one of the eight, kept for the rest of the game), ``element: any`` (any one
  element, picked each turn), ``element_of: [sun, moon]`` (one of those, picked each turn),
  ``elements: [water, water]`` (several; ``any`` among them is picked each turn);
- ``extra_plays: N`` — N more card plays each turn (Stone's energy track);
- ``reclaim_one: true``, ``move_presence: {range: N}``, ``effect`` (with ``range``: in a land
  within it) and ``actions: [growth actions]`` — done each turn at growth while uncovered;
- ``empower_incarna: true`` / ``choose_element: true`` — once, when the slot is uncovered
  (:func:`.state.tracks.uncover`).

``presence_tracks.shared: [i, ..]`` lists the indexes where both tracks show one space
(Serpent, Wounded Waters): one presence covers both, uncovered from either track. The leftmost
slot of each track is printed open (at least 1 uncovered); covered slots hold presence.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

ELEMENTS: tuple[str, ...] = ("sun", "moon", "fire", "air", "water", "earth", "plant", "animal")
#: an element benefit that is any one element, picked each turn
ANY = "any"
#: the two presence tracks of a spirit panel, and the number each slot may print
TRACKS: tuple[str, ...] = ("energy", "card_plays")
TRACK_NUMBER: dict[str, str] = {"energy": "energy", "card_plays": "plays"}
#: slot keys that act at growth (:meth:`PresenceTracks.acts_at_growth`)
GROWTH_KEYS = frozenset({"reclaim_one", "element_of", ANY, "move_presence", "effect", "actions"})

__all__ = [
    "ANY",
    "ELEMENTS",
    "TRACKS",
    "TRACK_NUMBER",
    "PresenceTracks",
    "slot_actions",
    "slot_element_choices",
    "slot_elements",
]


def slot_elements(slot: Mapping[str, Any]) -> list[str]:
    """The named elements a slot gives for good (``element`` and ``elements``)."""
    raw = [slot.get("element"), *(slot.get("elements") or [])]
    return [str(v) for v in raw if isinstance(v, str) and v in ELEMENTS]


def slot_element_choices(slot: Mapping[str, Any]) -> list[list[str]]:
    """The element benefits picked each turn: one list of options per ``any`` (in ``element``
    or ``elements``) and per ``element_of``."""
    raw = [slot.get("element"), *(slot.get("elements") or [])]
    found = [list(ELEMENTS) for v in raw if v == ANY]
    if isinstance(slot.get("element_of"), list):
        found.append([str(e) for e in slot["element_of"]])
    return found


def slot_actions(slot: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The growth actions a slot does each turn: ``move_presence``, ``effect`` (the slot itself,
    with its ``range`` and compiled ``ops``) and ``actions``."""
    found: list[dict[str, Any]] = []
    if isinstance(slot.get("move_presence"), Mapping):
        found.append({"move_presence": dict(slot["move_presence"])})
    if "effect" in slot:
        found.append({k: slot[k] for k in ("effect", "range", "text", "ops") if k in slot})
    found += [dict(a) for a in slot.get("actions") or []]
    return found


@dataclass
class PresenceTracks:
    """Both presence tracks: slots left to right and the uncovered count of each (a prefix;
    a shared slot counts as uncovered on both tracks when either has uncovered it)."""

    energy_track: list[dict[str, Any]]
    card_plays_track: list[dict[str, Any]]
    uncovered: dict[str, int] = field(default_factory=lambda: dict.fromkeys(TRACKS, 1))
    #: indexes where both tracks show one space (``presence_tracks.shared``)
    shared_slots: frozenset[int] = frozenset()
    #: the slot keys used anywhere on the panel (fast paths skip the benefits no slot has)
    features: frozenset[str] = frozenset()

    @classmethod
    def from_record(
        cls, tracks: Mapping[str, Any], uncovered: Mapping[str, int] | None = None
    ) -> PresenceTracks:
        """From a spirit record's ``presence_tracks``; ``uncovered`` slots per track (default:
        1, the game's setup)."""
        slots: dict[str, list[dict[str, Any]]] = {}
        for track in TRACKS:
            raw = tracks.get(track)
            if not isinstance(raw, list) or not raw or not all(isinstance(x, Mapping) for x in raw):
                raise ValueError(f"presence track {track!r}: a non-empty list of slots expected")
            slots[track] = [dict(x) for x in raw]
        shared = frozenset(int(i) for i in tracks.get("shared") or [])
        for i in shared:
            if not 0 <= i < min(len(slots["energy"]), len(slots["card_plays"])):
                raise ValueError(f"presence tracks: shared slot {i} is not on both tracks")
        features = {key for t in TRACKS for slot in slots[t] for key in slot}
        if any(
            s.get("element") == ANY or ANY in (s.get("elements") or [])
            for t in TRACKS
            for s in slots[t]
        ):
            features.add(ANY)
        out = cls(
            energy_track=slots["energy"],
            card_plays_track=slots["card_plays"],
            shared_slots=shared,
            features=frozenset(features),
        )
        for track, n in (uncovered or {}).items():
            if track not in TRACKS:
                raise ValueError(f"unknown presence track {track!r} (tracks: {list(TRACKS)})")
            if not 1 <= int(n) <= len(slots[track]):
                raise ValueError(
                    f"presence track {track!r}: {n} slots uncovered, must be 1..{len(slots[track])}"
                )
            out.uncovered[track] = int(n)
        return out

    def slots(self, track: str) -> list[dict[str, Any]]:
        if track not in TRACKS:
            raise ValueError(f"unknown presence track {track!r} (tracks: {list(TRACKS)})")
        return self.energy_track if track == "energy" else self.card_plays_track

    # --- shared spaces ------------------------------------------------------------------
    def shared(self) -> frozenset[int]:
        """Indexes where both tracks show one space."""
        return self.shared_slots

    def is_open(self, track: str, index: int) -> bool:
        """Slot ``index`` of ``track`` is uncovered (on a shared space: from either track)."""
        if index < self.uncovered[track]:
            return True
        other = TRACKS[1 - TRACKS.index(track)]
        return index in self.shared() and index < self.uncovered[other]

    def uncovered_slots(self, track: str) -> list[dict[str, Any]]:
        slots = self.slots(track)
        if not self.shared_slots:
            return slots[: self.uncovered[track]]
        return [s for i, s in enumerate(slots) if self.is_open(track, i)]

    def open_slots(self) -> Iterator[dict[str, Any]]:
        """Every uncovered slot of both tracks (a shared space's two halves both)."""
        for track in TRACKS:
            yield from self.uncovered_slots(track)

    def covered(self, track: str | None = None) -> int:
        """Presence still on ``track`` (both tracks without one; a shared space holds one)."""
        if track is not None:
            if not self.shared_slots:
                return len(self.slots(track)) - self.uncovered[track]
            return sum(1 for i in range(len(self.slots(track))) if not self.is_open(track, i))
        if not self.shared_slots:
            return self.covered("energy") + self.covered("card_plays")
        both = sum(1 for i in self.shared() if not self.is_open("energy", i))
        return self.covered("energy") + self.covered("card_plays") - both

    def _next_index(self, track: str) -> int | None:
        slots = self.slots(track)
        i = self.uncovered[track]
        while i < len(slots) and self.is_open(track, i):
            i += 1
        return i if i < len(slots) else None

    def next_slot(self, track: str) -> dict[str, Any] | None:
        """The slot the leftmost presence of ``track`` covers (``None``: the track is empty);
        on a shared space, both halves' benefits together."""
        i = self._next_index(track)
        if i is None:
            return None
        slot = dict(self.slots(track)[i])
        if i in self.shared():
            other = TRACKS[1 - TRACKS.index(track)]
            for key, value in self.slots(other)[i].items():
                slot.setdefault(key, value)
        return slot

    def take(self, track: str) -> dict[str, Any] | None:
        """Uncover the next slot of ``track``; returns its benefits (``None``: empty)."""
        i = self._next_index(track)
        if i is None:
            return None
        slot = self.next_slot(track)
        self.uncovered[track] = i + 1
        return slot

    def cover(self, track: str) -> dict[str, Any] | None:
        """Cover the rightmost uncovered slot of ``track`` again (never the leftmost one);
        returns its benefits (``None``: only the leftmost is uncovered)."""
        if self.uncovered[track] <= 1:
            return None
        self.uncovered[track] -= 1
        return dict(self.slots(track)[self.uncovered[track]])

    # --- what the uncovered slots give ---------------------------------------------------
    def _highest(self, track: str) -> int:
        key = TRACK_NUMBER[track]
        return max((int(s[key]) for s in self.uncovered_slots(track) if key in s), default=0)

    @property
    def acts_at_growth(self) -> bool:
        """Some slot acts at growth (reclaim one, an element picked each turn, actions)."""
        return bool(self.features & GROWTH_KEYS)

    def energy_per_turn(self) -> int:
        """The highest number uncovered on the energy track."""
        return self._highest("energy")

    def card_plays(self) -> int:
        """The highest number uncovered on the card plays track, plus every ``extra_plays``
        slot (on either track)."""
        if "extra_plays" not in self.features:
            return self._highest("card_plays")
        bonus = sum(int(s.get("extra_plays") or 0) for s in self.open_slots())
        return self._highest("card_plays") + bonus

    def elements(self) -> Counter[str]:
        """Named elements of the uncovered slots of both tracks (kept for the rest of the
        game)."""
        if "elements" not in self.features:  # the common case: one named element a slot
            return Counter(
                str(e)
                for s in self.open_slots()
                if isinstance(e := s.get("element"), str) and e in ELEMENTS
            )
        return Counter(e for s in self.open_slots() for e in slot_elements(s))

    def element_choices(self) -> list[list[str]]:
        """The ``any`` / ``one_of`` element benefits of the uncovered slots (each turn)."""
        return [c for s in self.open_slots() for c in slot_element_choices(s)]

    def reclaim_one(self) -> int:
        """Uncovered ``reclaim_one`` slots."""
        return sum(1 for s in self.open_slots() if s.get("reclaim_one"))

    def actions(self) -> list[dict[str, Any]]:
        """The growth actions of the uncovered slots, done each turn (left to right, energy
        track first; :func:`slot_actions`)."""
        return [a for s in self.open_slots() for a in slot_actions(s)]
