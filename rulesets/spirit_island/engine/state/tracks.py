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

from cardsmith.engine.choices import ChoiceProvider, decide
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import SpiritState
from cardsmith.rulesets.spirit_island.engine.state.panel import (
    ANY,
    ELEMENTS,
    TRACKS,
    PresenceTracks,
    slot_actions,
    slot_elements,
)

__all__ = [
    "card_plays",
    "cover",
    "energy_per_turn",
    "install_tracks",
    "open_tracks",
    "slot_text",
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


def slot_text(slot: Mapping[str, Any]) -> str:
    """A slot's benefits in words (``4 energy + air``, ``reclaim one``, ``push 1 dahan``)."""
    parts = []
    if "energy" in slot:
        parts.append(f"{slot['energy']} energy")
    if "plays" in slot:
        parts.append(f"{slot['plays']} card plays")
    for value in [slot.get("element"), *(slot.get("elements") or [])]:
        if value:
            parts.append("any element" if value == ANY else str(value))
    if slot.get("element_of"):
        parts.append(" or ".join(str(e) for e in slot["element_of"]))
    if slot.get("extra_plays"):
        parts.append(f"+{slot['extra_plays']} card play")
    if slot.get("reclaim_one"):
        parts.append("reclaim one")
    if slot.get("first_uncover_gain_card"):
        parts.append(f"the first time: gain a {slot['first_uncover_gain_card']} power card")
    for action in slot_actions(slot):
        if "effect" in action:
            parts.append(str(action["effect"]).strip())
        else:
            parts += [f"{k} {v}" for k, v in action.items()]
    if slot.get("empower_incarna"):
        parts.append("empower incarna")
    if slot.get("choose_element"):
        parts.append("an element of your choice")
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


def uncover(
    state: State, spirit: str, track: str, choices: ChoiceProvider | None = None
) -> dict[str, Any]:
    """Take the leftmost presence of ``track`` off the panel: its slot's benefits count from
    now on (a shared space's two halves both). Does not place the presence (the caller adds
    it with ``ops.add_presence``, which takes it from ``presence_off_island``). A slot that
    empowers the incarna does so now; one with ``first_uncover_gain_card`` gains that power card
    (pending, like growth's) the first time it is uncovered; one that lets the spirit choose an
    element asks ``tracks.element`` (with ``choices``, else the running action's provider)."""
    s = state.spirits[spirit]
    pt = tracks_of(s)
    slot = pt.take(track)
    if slot is None:
        raise ExecutionError(f"{spirit}: no presence left on the {track} track")
    s.permanent_elements.update(slot_elements(slot))
    s.card_plays = pt.card_plays()
    state.log.append(f"{spirit} uncovers {track} slot {pt.uncovered[track]} ({slot_text(slot)})")
    if slot.get("empower_incarna") and not s.incarna_empowered:
        s.incarna_empowered = True
        state.log.append(f"{spirit} empowers its incarna")
    first = slot.get("first_uncover_gain_card")  # "the first time you uncover it, gain …"
    seen = f"uncovered:{track}:{pt.uncovered[track]}"
    if first and not s.resources[seen]:
        s.resources[seen] += 1
        s.pending_cards.append("minor|major" if first == "any" else str(first))
        state.log.append(f"{spirit} gains 1 {first} power card (first uncovered)")
    if slot.get("choose_element"):
        chooser = choices if choices is not None else state.choices
        picked = decide(
            chooser, "tracks.element", list(ELEMENTS), context=f"{spirit}: a permanent element"
        )
        if picked is not None:
            s.permanent_elements[str(picked)] += 1
            state.log.append(f"{spirit} marks {picked} for the rest of the game")
    return slot


def cover(state: State, spirit: str, track: str) -> bool:
    """Put one presence back onto ``track`` (its rightmost uncovered slot, never the leftmost):
    the slot's benefits stop counting. ``False``: nothing to cover there."""
    s = state.spirits[spirit]
    pt = tracks_of(s)
    slot = pt.cover(track)
    if slot is None:
        return False
    s.permanent_elements.subtract(slot_elements(slot))
    s.permanent_elements += Counter()  # drop the elements no longer held
    s.card_plays = pt.card_plays()
    state.log.append(f"{spirit} covers {track} slot {pt.uncovered[track] + 1} ({slot_text(slot)})")
    return True


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
        uncover(state, spirit, track, choices)
    return track
