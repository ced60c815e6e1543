"""The Spirit Phase's growth and Gain Energy: growth options on the presence tracks
(:mod:`.tracks`).

The tools side reads a spirit record and passes plain dicts; the engine never reads files.

>>> tracks.install_tracks(state, "wind", record["presence_tracks"])   # doctest: +SKIP
>>> grow(state, "wind", record["growth"][1], choices)                 # doctest: +SKIP
>>> gain_energy_phase(state, "wind")                                  # doctest: +SKIP

A growth option is a list of actions, done in the listed order (the rules allow any order;
a scenario or a caller picks the order by the list):

- ``{add_presence: {range: N, terrain: [..]}}`` — decisions ``growth.track`` (``energy`` /
  ``card_plays``: take the leftmost presence of that track, uncovering its slot; ``island``:
  move a presence already on the island), ``growth.from`` (with ``island``: the land it leaves),
  ``growth.land`` (a land within N of a land with the spirit's presence, of one of the terrains
  when the option lists some). Then the spirit's ``growth_presence`` triggers run
  (:func:`rulesets.spirit_island.engine.execute.on_growth_presence`: A Stiff Wind at Their
  Backs).
- ``{gain_energy: N}`` — N energy at once.
- ``{gain_card: any|minor|major}`` — recorded in ``SpiritState.pending_cards`` like the
  ``gain_card`` op (decks are not modelled).
- ``{reclaim: all}`` — the discard goes back to the hand; ``{reclaim: one}`` — decision
  ``growth.reclaim`` (a card of the discard). Logged.
- ``{gain_element: X}`` — one X this round.

Uncovered slots give: the highest number uncovered on the energy track
(:func:`.tracks.energy_per_turn`, gained by :func:`gain_energy_phase`), the highest on the card
plays track (:func:`.tracks.card_plays`, kept in ``SpiritState.card_plays``), and their
elements for the rest of the game (:func:`.tracks.track_elements`, added to
``SpiritState.permanent_elements``). A slot with several
benefits ("4 + air") gives all of them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.choices import ChoiceProvider, decide
from rulesets.spirit_island.engine import ops_core as ops
from rulesets.spirit_island.engine.board import land_sort_key
from rulesets.spirit_island.engine.execute import on_growth_presence
from rulesets.spirit_island.engine.run import ExecutionError
from rulesets.spirit_island.engine.state import State
from rulesets.spirit_island.engine.tracks import energy_per_turn, open_tracks, tracks_of, uncover

__all__ = [
    "GROWTH_ACTIONS",
    "ISLAND",
    "add_presence_lands",
    "gain_energy_phase",
    "grow",
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
    options = (open_tracks(s) if lands else []) + ([ISLAND] if sources else [])
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
    tracks_of(s)
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
        for _ in range(tracks_of(s).reclaim_one()):
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
