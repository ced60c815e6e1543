"""The Spirit Phase's growth and Gain Energy: growth options on the presence tracks
(:mod:`.state.tracks`), the growth actions (:mod:`.growth.actions`), and which options a spirit may
pick.

The tools side reads a spirit record and passes plain dicts; the engine never reads files.

>>> tracks.install_tracks(state, "wind", record["presence_tracks"])   # doctest: +SKIP
>>> grow(state, "wind", record["growth"][1], choices)                 # doctest: +SKIP
>>> grow_turn(state, "keeper", record, (1, 3), choices)               # doctest: +SKIP
>>> gain_energy_phase(state, "wind")                                  # doctest: +SKIP

A growth option is a list of actions, done in the listed order (the rules allow any order;
a scenario or a caller picks the order by the list). The actions are a closed list
(:data:`.growth.actions.ACTIONS`, ``schemas/spirit.schema.json#/$defs/growth_action``), e.g.:

- ``{add_presence: {range: N|any, terrain: [..], lands: [..]}}`` — decisions ``growth.track``
  (``energy`` / ``card_plays``: take the leftmost presence of that track, uncovering its slot;
  ``island``: move a presence already on the island), ``growth.from`` (with ``island``: the
  land it leaves), ``growth.land`` (a land within N of a land with the spirit's presence,
  matching one of the terrains / land filters when the action lists some). ``destroyed``,
  ``ocean`` and ``effect`` add destroyed presence, presence in an Ocean, an effect there.
  Then the spirit's ``growth_presence`` triggers run
  (:func:`rulesets.spirit_island.engine.ops.execute.on_growth_presence`: A Stiff Wind at Their
  Backs).
- ``{gain_energy: N}``, ``{pay_energy: N}``, ``{gain_card: any|minor|major}`` (recorded in
  ``SpiritState.pending_cards``), ``{reclaim: all|one|half}``, ``{gain_element: X}``,
  ``{card_plays: 1}``, ``{move_presence: {range: N}}``, ``{one_of: [[..], [..]]}``, the
  incarna's moves, ``{effect: "gather 1 beasts", range: 2}`` (compiled ops), …

After the option's actions, the uncovered track slots act (:func:`track_benefits`): each
``reclaim_one`` slot reclaims one card, each ``any`` / ``element_of`` slot gives one element
of the spirit's choice this turn (``growth.element``), and each slot's actions run.

Uncovered slots give: the highest number uncovered on the energy track
(:func:`.state.tracks.energy_per_turn`, gained by :func:`gain_energy_phase`), the highest on the
card plays track (:func:`.state.tracks.card_plays`, kept in ``SpiritState.card_plays``), and their
elements for the rest of the game (:func:`.state.tracks.track_elements`, added to
``SpiritState.permanent_elements``). A slot with several benefits ("4 + air") gives all of
them.

Which options a turn takes (:func:`growth_picks`): ``growth_pick`` ``one`` (default), ``two``
or ``three`` different ones, or ``one_from_each_group`` of ``growth_groups``;
``growth_always`` actions come first every turn; ``growth_once_per_game`` options are usable
once a game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations, product
from typing import Any

from cardsmith.engine.choices import ChoiceProvider
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.growth.actions import (
    ACTIONS,
    check_action,
    run_action,
    run_all,
)
from cardsmith.rulesets.spirit_island.engine.growth.lands import lands_within, matching
from cardsmith.rulesets.spirit_island.engine.growth.resources import settle_owed
from cardsmith.rulesets.spirit_island.engine.ops.execute import on_growth_done
from cardsmith.rulesets.spirit_island.engine.rules.presence import allowed
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import SpiritState
from cardsmith.rulesets.spirit_island.engine.state.tracks import energy_per_turn, tracks_of

__all__ = [
    "GROWTH_ACTIONS",
    "add_presence_lands",
    "gain_energy_phase",
    "grow",
    "grow_turn",
    "growth_picks",
    "panel_with_ops",
    "pick_actions",
    "track_benefits",
]

#: the growth actions a spirit record may list (``schemas/spirit.schema.json``)
GROWTH_ACTIONS: tuple[str, ...] = tuple(ACTIONS)


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
    ``terrains`` (or land filters) when given; a moved presence must change land."""
    near = lands_within(state, spirit, distance, moving_from=moving_from)
    verb = "moved" if moving_from else "added"  # the spirit's presence_only rule
    return allowed(state, spirit, matching(state, spirit, near, terrains), verb)


# --- growth ----------------------------------------------------------------------------------
def _spirit(state: State, spirit: str) -> SpiritState:
    s = state.spirits.get(spirit)
    if s is None:
        raise ExecutionError(
            f"spirit {spirit!r} is not in the game (known: {sorted(state.spirits)})"
        )
    return s


def track_benefits(state: State, spirit: str, choices: ChoiceProvider) -> None:
    """What the uncovered track slots do at growth: reclaim one card per ``reclaim_one``
    slot, an element of the spirit's choice per ``any`` / ``element_of`` slot (this turn), and
    the slots' actions (``move_presence``, ``effect``, ``actions``)."""
    s = state.spirits[spirit]
    pt = tracks_of(s)
    if not pt.acts_at_growth:
        return
    for _ in range(pt.reclaim_one()):
        if s.discard:
            run_action(state, spirit, {"reclaim": "one"}, choices)
    for options in pt.element_choices():
        run_action(state, spirit, {"gain_element": options}, choices)
    run_all(state, spirit, pt.actions(), choices)


def grow(
    state: State,
    spirit: str,
    option: Sequence[Mapping[str, Any]],
    choices: ChoiceProvider,
) -> None:
    """Do one growth option of ``spirit`` (a list of one-key actions, as in the spirit record's
    ``growth``), in the listed order, then the uncovered slots' benefits
    (:func:`track_benefits`). Decisions: ``growth.*``
    (``rulesets/spirit_island/docs/engine-rules.md``)."""
    s = _spirit(state, spirit)
    pt = tracks_of(s)
    for action in option:
        check_action(action)
    state.log.append(
        f"== {spirit} growth: "
        + ", ".join(f"{k} {v}" for a in option for k, v in a.items() if k != "ops")
    )
    s.card_plays = pt.card_plays()  # a new turn: this turn's extra card plays start again
    saved, state.choices = state.choices, choices  # triggers set off now decide with it
    try:
        run_all(state, spirit, option, choices)
        track_benefits(state, spirit, choices)
        settle_owed(state, spirit)
        on_growth_done(state, spirit, choices)  # "after you grow: …"
    finally:
        state.choices = saved
        state.dispatch_events()
        state.update_result()


# --- which options a turn takes --------------------------------------------------------------
#: ``growth_pick`` → how many different options a turn takes
PICKS: dict[str, int] = {"one": 1, "two": 2, "three": 3}


def growth_picks(
    record: Mapping[str, Any], spirit: SpiritState | None = None
) -> list[tuple[int, ...]]:
    """The legal picks of a turn (tuples of 1-based option numbers, in the record's order):
    ``growth_pick`` ``one`` (default), ``two``, ``three`` different options, or
    ``one_from_each_group`` (one of each ``growth_groups``). With ``spirit``, the options of
    ``growth_once_per_game`` it has used are left out, and the picks whose ``pay_energy`` it
    cannot pay (with the energy the pick gains)."""
    count = len(record.get("growth") or [])
    pick = str(record.get("growth_pick") or "one")
    used: set[int] = set()
    if spirit is not None:
        once = {int(n) for n in record.get("growth_once_per_game") or []}
        used = {n for n in once if spirit.growth_used[n]}
    if pick == "one_from_each_group":
        groups = [[int(n) for n in g] for g in record.get("growth_groups") or []]
        picks = [tuple(p) for p in product(*groups)]
    elif pick in PICKS:
        picks = list(combinations(range(1, count + 1), PICKS[pick]))
    else:
        raise ExecutionError(
            f"unknown growth_pick {pick!r} (known: {[*PICKS, 'one_from_each_group']})"
        )
    allowed = [p for p in picks if not used & set(p)] if used else picks
    options = record.get("growth") or []
    always = record.get("growth_always") or []
    if spirit is None or not any("pay_energy" in a for o in [*options, always] for a in o):
        return allowed
    return [p for p in allowed if _affordable(record, p, spirit.energy)]


def _affordable(record: Mapping[str, Any], pick: Sequence[int], energy: int) -> bool:
    """The pick's ``pay_energy`` is at most the energy the spirit has plus the energy the pick
    gains (a number of it)."""
    actions = pick_actions(record, pick)
    pay = sum(int(a["pay_energy"]) for a in actions if "pay_energy" in a)
    gain = sum(int(a["gain_energy"]) for a in actions if isinstance(a.get("gain_energy"), int))
    return pay <= energy + gain


def pick_actions(record: Mapping[str, Any], pick: Sequence[int]) -> list[Mapping[str, Any]]:
    """The actions of a pick: ``growth_always`` first, then each option's in the pick's order."""
    options = list(record.get("growth") or [])
    for n in pick:
        if not 1 <= int(n) <= len(options):
            raise ExecutionError(f"growth options are 1..{len(options)}, not {n!r}")
    out = list(record.get("growth_always") or [])
    for n in pick:
        out += options[int(n) - 1]
    return out


def panel_with_ops(data: Mapping[str, Any], ops: Mapping[str, Any]) -> dict[str, Any]:
    """A copy of a spirit record's data whose panel ``effect`` actions (growth options,
    ``growth_always``, track slots) carry their compiled ``ops`` (the record's units, named as
    ``compile_record`` names them: ``growth[1][2]``, ``growth[2][0].add_presence``,
    ``growth_always[0]``, ``presence_tracks.energy[3]``, ``setup.effects[0]``)."""

    def walk(node: Any, at: str) -> Any:
        if isinstance(node, Mapping):
            out = {}
            for key, value in node.items():
                out[key] = walk(value, f"{at}.{key}" if at else str(key))
            if isinstance(node.get("effect"), str) and at in ops:
                out["ops"] = list(ops[at])
            return out
        if isinstance(node, list):
            return [walk(v, f"{at}[{i}]") for i, v in enumerate(node)]
        return node

    out = dict(data)
    for part in ("growth", "growth_always", "presence_tracks", "setup"):
        if part in data:
            out[part] = walk(data[part], part)
    return out


def grow_turn(
    state: State,
    spirit: str,
    record: Mapping[str, Any],
    pick: Sequence[int],
    choices: ChoiceProvider,
) -> None:
    """One turn's growth: the pick (:func:`growth_picks`) of the spirit's record (its data;
    with panel effects, :func:`panel_with_ops` first), its ``growth_always`` actions and the
    track slots' benefits once."""
    s = _spirit(state, spirit)
    if tuple(pick) not in growth_picks(record, s):
        raise ExecutionError(
            f"{spirit}: growth pick {tuple(pick)} is not allowed "
            f"(allowed: {growth_picks(record, s)})"
        )
    for n in pick:
        s.growth_used[int(n)] += 1
    grow(state, spirit, pick_actions(record, pick), choices)


def gain_energy_phase(state: State, spirit: str) -> int:
    """Gain Energy: the highest number uncovered on the energy track; returns it."""
    s = state.spirits[spirit]
    n = energy_per_turn(s)
    s.energy += n
    state.log.append(f"{spirit} gains {n} energy (energy track)")
    return n
