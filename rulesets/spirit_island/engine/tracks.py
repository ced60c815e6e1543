"""A spirit's presence tracks: installing them from the record, uncovering slots, what the
uncovered slots give (energy per turn, card plays, permanent elements).

>>> install_tracks(state, "wind", record["presence_tracks"])          # doctest: +SKIP

Every slot but the uncovered ones holds presence (the spirit's presence off the island).
Taking a presence off a track uncovers its slot (:func:`uncover`); a power adding presence
takes it from a track the spirit picks (:func:`take_from_track`, decision ``presence.track``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.choices import ChoiceProvider, decide
from rulesets.spirit_island.engine.run import ExecutionError
from rulesets.spirit_island.engine.state import TRACKS, PresenceTracks, SpiritState, State

__all__ = [
    "card_plays",
    "energy_per_turn",
    "install_tracks",
    "open_tracks",
    "take_from_track",
    "track_elements",
    "tracks_of",
    "uncover",
]


def tracks_of(spirit: SpiritState) -> PresenceTracks:
    """The spirit's presence tracks (an error when they are not modelled)."""
    if spirit.tracks is None:
        raise ExecutionError(f"{spirit.name} has no presence tracks (tracks.install_tracks)")
    return spirit.tracks


def _slot_text(track: str, slot: Mapping[str, Any]) -> str:
    parts = []
    if "energy" in slot:
        parts.append(f"{slot['energy']} energy")
    if "plays" in slot:
        parts.append(f"{slot['plays']} card plays")
    if slot.get("element"):
        parts.append(str(slot["element"]))
    if slot.get("reclaim_one"):
        parts.append("reclaim one")
    return " + ".join(parts) or "nothing"


def install_tracks(
    state: State,
    spirit: str,
    tracks: Mapping[str, Any],
    uncovered: Mapping[str, int] | None = None,
) -> PresenceTracks:
    """Give ``spirit`` (already in ``state``) its presence tracks from the record's
    ``presence_tracks``. Every slot but the ``uncovered`` ones (default: the leftmost of each
    track) holds presence: that is its presence off the island from now on. The uncovered
    slots' elements become permanent elements; ``card_plays`` follows the track."""
    s = state.spirits[spirit]
    if s.tracks is not None:
        raise ExecutionError(f"{spirit} already has presence tracks")
    pt = PresenceTracks.from_record(tracks, uncovered)
    s.tracks = pt
    covered = pt.covered()
    s.presence_total += covered - s.presence_off_island
    s.presence_off_island = covered
    s.permanent_elements.update(pt.elements())
    s.card_plays = pt.card_plays()
    return pt


def energy_per_turn(spirit: SpiritState) -> int:
    """The highest number uncovered on the spirit's energy track."""
    return tracks_of(spirit).energy_per_turn()


def card_plays(spirit: SpiritState) -> int:
    """The highest number uncovered on the spirit's card plays track."""
    return tracks_of(spirit).card_plays()


def track_elements(spirit: SpiritState) -> Counter[str]:
    """The elements of the spirit's uncovered track slots (permanent)."""
    return tracks_of(spirit).elements()


def uncover(state: State, spirit: str, track: str) -> dict[str, Any]:
    """Take the leftmost presence of ``track`` off the panel: its slot's benefits count from
    now on. Does not place the presence (the caller adds it with ``ops.add_presence``, which
    takes it from ``presence_off_island``)."""
    s = state.spirits[spirit]
    pt = tracks_of(s)
    slot = pt.next_slot(track)
    if slot is None:
        raise ExecutionError(f"{spirit}: no presence left on the {track} track")
    pt.uncovered[track] += 1
    if slot.get("element"):
        s.permanent_elements[str(slot["element"])] += 1
    s.card_plays = pt.card_plays()
    state.log.append(
        f"{spirit} uncovers {track} slot {pt.uncovered[track]} ({_slot_text(track, slot)})"
    )
    return slot


def open_tracks(spirit: SpiritState) -> list[str]:
    """The tracks still holding presence."""
    pt = tracks_of(spirit)
    return [t for t in TRACKS if pt.covered(t) > 0]


def take_from_track(
    state: State, spirit: str, choices: ChoiceProvider, *, decision: str = "presence.track"
) -> str | None:
    """Presence added by a power (not growth): decision ``presence.track`` between the tracks
    still holding presence, and uncover that slot. ``None``: both tracks are empty."""
    track = decide(
        choices,
        decision,
        open_tracks(state.spirits[spirit]),
        context=f"{spirit}: which presence track to take from",
    )
    if track is not None:
        uncover(state, spirit, track)
    return track
