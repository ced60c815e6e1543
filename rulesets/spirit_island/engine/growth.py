"""The Spirit Phase's growth and Gain Energy: presence tracks and growth options.

The tools side reads a spirit record and passes plain dicts; the engine never reads files.

>>> install_tracks(state, "wind", record["presence_tracks"])          # doctest: +SKIP
>>> grow(state, "wind", record["growth"][1], choices)                 # doctest: +SKIP
>>> gain_energy_phase(state, "wind")                                  # doctest: +SKIP

A growth option is a list of actions, done in the listed order (the rules allow any order;
a scenario or a caller picks the order by the list):

- ``{add_presence: {range: N, terrain: [..]}}`` — decisions ``growth.track`` (``energy`` /
  ``card_plays``: take the leftmost presence of that track, uncovering its slot; ``island``:
  move a presence already on the island), ``growth.from`` (with ``island``: the land it leaves),
  ``growth.land`` (a land within N of a land with the spirit's presence, of one of the terrains
  when the option lists some). Then the spirit's ``growth_presence`` triggers run
  (:func:`rulesets.spirit_island.engine.exec_flow.on_growth_presence`: A Stiff Wind at Their Backs).
- ``{gain_energy: N}`` — N energy at once.
- ``{gain_card: any|minor|major}`` — recorded in ``SpiritState.pending_cards`` like the
  ``gain_card`` op (decks are not modelled).
- ``{reclaim: all}`` — the discard goes back to the hand; ``{reclaim: one}`` — decision
  ``growth.reclaim`` (a card of the discard). Logged.
- ``{gain_element: X}`` — one X this round.

Uncovered slots give: the highest number uncovered on the energy track (:func:`energy_per_turn`,
gained by :func:`gain_energy_phase`), the highest on the card plays track (:func:`card_plays`,
kept in ``SpiritState.card_plays``), and their elements for the rest of the game
(:func:`track_elements`, added to ``SpiritState.permanent_elements``). A slot with several
benefits ("4 + air") gives all of them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from engine.choices import ChoiceProvider, decide
from rulesets.spirit_island.engine import ops_core as ops
from rulesets.spirit_island.engine.board import land_sort_key
from rulesets.spirit_island.engine.exec_flow import on_growth_presence
from rulesets.spirit_island.engine.run import ExecutionError
from rulesets.spirit_island.engine.state import TRACKS, PresenceTracks, SpiritState, State

__all__ = [
    "GROWTH_ACTIONS",
    "ISLAND",
    "PresenceTracks",
    "add_presence_lands",
    "card_plays",
    "energy_per_turn",
    "gain_energy_phase",
    "grow",
    "install_tracks",
    "take_from_track",
    "track_elements",
    "uncover",
]

#: the growth actions a spirit record may list (``schemas/spirit.schema.json``)
GROWTH_ACTIONS: tuple[str, ...] = (
    "add_presence",
    "gain_energy",
    "gain_card",
    "reclaim",
    "gain_element",
)
#: the ``growth.track`` option that moves a presence already on the island
ISLAND = "island"


def _tracks(spirit: SpiritState) -> PresenceTracks:
    if spirit.tracks is None:
        raise ExecutionError(f"{spirit.name} has no presence tracks (growth.install_tracks)")
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


# --- tracks ----------------------------------------------------------------------------------
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
    return _tracks(spirit).energy_per_turn()


def card_plays(spirit: SpiritState) -> int:
    """The highest number uncovered on the spirit's card plays track."""
    return _tracks(spirit).card_plays()


def track_elements(spirit: SpiritState) -> Counter[str]:
    """The elements of the spirit's uncovered track slots (permanent)."""
    return _tracks(spirit).elements()


def uncover(state: State, spirit: str, track: str) -> dict[str, Any]:
    """Take the leftmost presence of ``track`` off the panel: its slot's benefits count from
    now on. Does not place the presence (the caller adds it with ``ops.add_presence``, which
    takes it from ``presence_off_island``)."""
    s = state.spirits[spirit]
    pt = _tracks(s)
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


def _open_tracks(spirit: SpiritState) -> list[str]:
    pt = _tracks(spirit)
    return [t for t in TRACKS if pt.covered(t) > 0]


def take_from_track(
    state: State, spirit: str, choices: ChoiceProvider, *, decision: str = "presence.track"
) -> str | None:
    """Presence added by a power (not growth): decision ``presence.track`` between the tracks
    still holding presence, and uncover that slot. ``None``: both tracks are empty."""
    track = decide(
        choices,
        decision,
        _open_tracks(state.spirits[spirit]),
        context=f"{spirit}: which presence track to take from",
    )
    if track is not None:
        uncover(state, spirit, track)
    return track


def add_presence_lands(
    state: State,
    spirit: str,
    distance: int,
    terrains: Sequence[str] = (),
    *,
    moving_from: str | None = None,
) -> list[str]:
    """Lands where growth may add presence: within ``distance`` of a land with the spirit's
    presence (counted before a move, so the land it leaves is an origin too), of one of
    ``terrains`` when given; a moved presence must change land."""
    s = state.spirits[spirit]
    found: set[str] = set()
    for origin in (land for land, n in s.presence.items() if n > 0):
        found.update(state.island.within(origin, distance))
    if terrains:
        found = {x for x in found if state.island.land(x).terrain in terrains}
    found.discard(moving_from or "")
    return sorted(found, key=land_sort_key)


# --- growth ----------------------------------------------------------------------------------
def _add_presence(
    state: State, spirit: str, spec: Mapping[str, Any], choices: ChoiceProvider
) -> None:
    s = state.spirits[spirit]
    distance = int(spec.get("range", 0))
    terrains = [str(t) for t in spec.get("terrain") or []]
    what = f"add presence (range {distance}" + (f", {'/'.join(terrains)}" if terrains else "") + ")"
    lands = add_presence_lands(state, spirit, distance, terrains)
    sources = {
        land: dests
        for land in sorted(s.presence, key=land_sort_key)
        if s.presence[land] > 0
        and (dests := add_presence_lands(state, spirit, distance, terrains, moving_from=land))
    }
    options = (_open_tracks(s) if lands else []) + ([ISLAND] if sources else [])
    track = decide(choices, "growth.track", options, context=f"{spirit}: {what}: take from")
    if track is None:
        state.log.append(f"{spirit}: {what}: no presence to add or no land in range, skipped")
        return
    source = None
    if track == ISLAND:
        source = decide(
            choices,
            "growth.from",
            list(sources),
            context=f"{spirit}: {what}: move a presence from",
        )
        assert source is not None
        lands = sources[source]
    land = decide(choices, "growth.land", lands, context=f"{spirit}: {what}: where")
    assert land is not None
    if source is not None:
        state.log.append(f"{spirit} growth: {what} by moving one from {source}")
        ops.move_presence(state, spirit, source, land)
    else:
        state.log.append(f"{spirit} growth: {what} from the {track} track")
        uncover(state, spirit, track)
        ops.add_presence(state, spirit, land)
    on_growth_presence(state, spirit, land, choices)


def _reclaim(state: State, spirit: str, which: str, choices: ChoiceProvider) -> None:
    s = state.spirits[spirit]
    if which == "all":
        cards, s.discard = list(s.discard), []
    else:
        card = decide(
            choices, "growth.reclaim", sorted(set(s.discard)), context=f"{spirit}: reclaim one"
        )
        cards = [] if card is None else [card]
        if card is not None:
            s.discard.remove(card)
    s.hand.extend(cards)
    state.log.append(
        f"{spirit} reclaims {which}: " + (", ".join(cards) if cards else "no card in the discard")
    )


def grow(
    state: State,
    spirit: str,
    option: Sequence[Mapping[str, Any]],
    choices: ChoiceProvider,
) -> None:
    """Do one growth option of ``spirit`` (a list of one-key actions, as in the spirit record's
    ``growth``), in the listed order. Decisions: ``growth.track``, ``growth.from``,
    ``growth.land``, ``growth.reclaim`` (``docs/engine-rules.md``)."""
    s = state.spirits.get(spirit)
    if s is None:
        raise ExecutionError(
            f"spirit {spirit!r} is not in the game (known: {sorted(state.spirits)})"
        )
    _tracks(s)
    for action in option:
        if len(action) != 1 or next(iter(action)) not in GROWTH_ACTIONS:
            raise ExecutionError(
                f"a growth action is one of {list(GROWTH_ACTIONS)}, got {dict(action)!r}"
            )
    state.log.append(
        f"== {spirit} growth: " + ", ".join(f"{k} {v}" for a in option for k, v in a.items())
    )
    saved, state.choices = state.choices, choices  # triggers set off now decide with it
    try:
        for action in option:
            name, value = next(iter(action.items()))
            if name == "add_presence":
                _add_presence(state, spirit, value or {}, choices)
            elif name == "gain_energy":
                s.energy += int(value)
                state.log.append(f"{spirit} gains {int(value)} energy")
            elif name == "gain_card":
                deck = "minor|major" if value in (None, "any") else str(value)
                s.pending_cards.append(deck)
                state.log.append(f"{spirit} gains 1 {deck} power card")
            elif name == "reclaim":
                _reclaim(state, spirit, str(value), choices)
            elif name == "gain_element":
                s.elements[str(value)] += 1
                state.log.append(f"{spirit} gains element {value}")
        for _ in range(_tracks(s).reclaim_one()):
            if s.discard:
                _reclaim(state, spirit, "one", choices)
    finally:
        state.choices = saved
        state.dispatch_events()
        state.update_result()


def gain_energy_phase(state: State, spirit: str) -> int:
    """Gain Energy: the highest number uncovered on the energy track; returns it."""
    s = state.spirits[spirit]
    n = energy_per_turn(s)
    s.energy += n
    state.log.append(f"{spirit} gains {n} energy (energy track)")
    return n
