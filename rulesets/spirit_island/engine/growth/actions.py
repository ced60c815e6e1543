"""The growth actions, one handler each (``schemas/spirit.schema.json#/$defs/growth_action``):
a closed list, also done by the presence-track slots (``move_presence``, ``effect``,
``actions``).

Every handler is ``(state, spirit, value, choices)``; ``value`` is the action's parameter as in
the record. ``{effect: DSL, range: N}`` (and an ``add_presence``'s ``effect``) runs its compiled
ops through :func:`~rulesets.spirit_island.engine.ops.execute.execute` in a land within range of
the spirit's presence, so it behaves like the same words on a power; the ops come with the
record (:func:`.growth.options.panel_with_ops` puts them in the action as ``ops``). Decisions:
``growth.*`` (``rulesets/spirit_island/docs/engine-rules.md``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardsmith.engine.choices import ChoiceProvider, decide
from cardsmith.rulesets.spirit_island.engine.changes import pieces as piece_changes
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.growth.lands import (
    int_range,
    lands_within,
    matching,
    spec_of,
    words,
)
from cardsmith.rulesets.spirit_island.engine.growth.pieces import (
    empower_incarna,
    gather_presence_into_ocean,
    move_incarna,
    place_incarna,
    push_incarna,
    push_presence_from_ocean,
    replace_presence_with_incarna,
)
from cardsmith.rulesets.spirit_island.engine.growth.resources import (
    card_plays,
    discard_cards,
    gain_card,
    gain_element,
    gain_elements,
    gain_energy,
    gain_time,
    pay_energy,
    prepare_element,
    reclaim,
)
from cardsmith.rulesets.spirit_island.engine.ops.execute import execute, on_growth_presence
from cardsmith.rulesets.spirit_island.engine.rules.presence import allowed
from cardsmith.rulesets.spirit_island.engine.state.board import land_sort_key
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.tracks import open_tracks, uncover

__all__ = ["ACTIONS", "ISLAND", "Handler", "action_name", "check_action", "run_action", "run_all"]

Handler = Callable[[State, str, Any, ChoiceProvider], None]
#: the ``growth.track`` option that moves a presence already on the island
ISLAND = "island"
#: the ``growth.pay`` options of a ``may_pay`` action
PAY, SKIP = "pay", "skip"


def _log(state: State, text: str) -> None:
    state.log.append(text)


# --- presence --------------------------------------------------------------------------------
def _presence_lands(state: State, spirit: str, spec: Mapping[str, Any], **kw: Any) -> list[str]:
    near = lands_within(state, spirit, spec.get("range", 0), **kw)
    verb = "moved" if kw.get("moving_from") else "added"  # the spirit's presence_only rule
    return allowed(state, spirit, matching(state, spirit, near, words(spec)), verb)


def add_presence(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """Add a presence within range (``range: N|any``) to a land matching ``terrain`` /
    ``lands`` (any of them); from a track (``growth.track``: ``energy`` / ``card_plays``, or
    ``island`` to move one already on the island, ``growth.from``), from the destroyed ones
    (``destroyed: true``; ``count: N``: up to N of them together, ``growth.count``), or into
    an Ocean (``ocean: true``, ``growth.ocean``: a board letter). The spec's ``effect`` (its
    ``ops``) then runs in that land ("and add 1 Beasts there"). Then the spirit's
    growth-presence triggers."""
    spec = spec_of(value)
    s = state.spirits[spirit]
    only = words(spec)
    what = f"add presence (range {spec.get('range', 0)}" + (f", {'/'.join(only)}" if only else "")
    what += "".join(f", {k}" for k in ("destroyed", "ocean") if spec.get(k)) + ")"
    if spec.get("ocean"):
        track = decide(choices, "growth.track", open_tracks(s), context=f"{spirit}: {what}")
        board = decide(choices, "growth.ocean", list(state.island.boards), context=what)
        if track is None or board is None:
            _log(state, f"{spirit}: {what}: no presence to add, skipped")
            return
        uncover(state, spirit, track, choices)
        s.presence_off_island -= 1
        s.ocean_presence[board] += 1
        _log(state, f"{spirit} growth: {what}: 1 presence into the Ocean of board {board}")
        return
    lands = _presence_lands(state, spirit, spec)
    if spec.get("destroyed"):
        most = min(int(spec.get("count") or 1), s.presence_destroyed)
        counts = list(range(most, 0, -1)) if lands else []
        n = decide(choices, "growth.count", counts, context=f"{spirit}: {what}: how many")
        land = decide(choices, "growth.land", lands, context=f"{spirit}: {what}: where")
        if not n or land is None:
            _log(state, f"{spirit}: {what}: no destroyed presence or no land, skipped")
            return
        _log(state, f"{spirit} growth: {what}: {n} destroyed presence")
        piece_changes.add_presence(state, spirit, land, int(n), from_destroyed=True)
        _after_add(state, spirit, spec, land, choices)
        return
    sources = {
        land: dests
        for land in sorted(s.presence, key=land_sort_key)
        if s.presence[land] > 0
        and (dests := _presence_lands(state, spirit, spec, moving_from=land))
    }
    offered = (open_tracks(s) if lands else []) + ([ISLAND] if sources else [])
    track = decide(choices, "growth.track", offered, context=f"{spirit}: {what}: take from")
    if track is None:
        _log(state, f"{spirit}: {what}: no presence to add or no land in range, skipped")
        return
    source = None
    if track == ISLAND:
        source = decide(
            choices, "growth.from", list(sources), context=f"{spirit}: {what}: move a presence from"
        )
        assert source is not None
        lands = sources[source]
    land = decide(choices, "growth.land", lands, context=f"{spirit}: {what}: where")
    assert land is not None
    if source is not None:
        _log(state, f"{spirit} growth: {what} by moving one from {source}")
        piece_changes.move_presence(state, spirit, source, land)
    else:
        _log(state, f"{spirit} growth: {what} from the {track} track")
        uncover(state, spirit, track, choices)
        piece_changes.add_presence(state, spirit, land)
    _after_add(state, spirit, spec, land, choices)


def _after_add(
    state: State, spirit: str, spec: Mapping[str, Any], land: str, choices: ChoiceProvider
) -> None:
    if "effect" in spec:
        _run_at(state, spirit, land, _ops(spec), choices, "growth")
    on_growth_presence(state, spirit, land, choices)


def _ops(spec: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The compiled ops of an ``effect`` (put there by :func:`.growth.options.panel_with_ops`)."""
    ops_ = spec.get("ops")
    if not isinstance(ops_, list):
        raise ExecutionError(
            f"growth effect {spec.get('effect')!r} has no compiled ops "
            "(give the record's compiled units: growth.panel_with_ops)"
        )
    return ops_


def move_presence(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """Move a presence (``count: N``: up to N together, ``growth.count``) from one land
    (``growth.from``) to another within ``range`` of it (``growth.land``)."""
    spec = spec_of(value)
    s = state.spirits[spirit]
    distance = spec.get("range", 1)
    sources = [x for x in sorted(s.presence, key=land_sort_key) if s.presence[x] > 0]
    src = decide(choices, "growth.from", sources, context=f"{spirit}: move a presence from")
    if src is None:
        _log(state, f"{spirit}: move presence: none on the island, skipped")
        return
    near = [x for x in state.island.within(src, int_range(distance)) if x != src]
    dests = allowed(state, spirit, matching(state, spirit, near, words(spec)), "moved")
    most = min(int(spec.get("count") or 1), s.presence[src])
    n = decide(choices, "growth.count", list(range(most, 0, -1)), context=f"{spirit}: how many")
    dst = decide(choices, "growth.land", dests, context=f"{spirit}: move presence from {src} to")
    if dst is None or not n:
        _log(state, f"{spirit}: move presence from {src}: no land in range, skipped")
        return
    piece_changes.move_presence(state, spirit, src, dst, int(n))


def may_pay(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """``{energy: N | markers: N, then: [actions]}``: the spirit may pay (``growth.pay``:
    ``pay`` / ``skip``) for the actions of ``then``; markers are prepared element markers,
    each one picked (``growth.marker``)."""
    spec = spec_of(value)
    s = state.spirits[spirit]
    energy, markers = int(spec.get("energy") or 0), int(spec.get("markers") or 0)
    held = sum(n for k, n in s.resources.items() if k.startswith("marker:"))
    can = s.energy >= energy and held >= markers
    answer = decide(choices, "growth.pay", [PAY, SKIP] if can else [], context=f"{spirit}: pay?")
    if answer != PAY:
        return
    s.energy -= energy
    for _ in range(markers):
        kinds = sorted(k for k, n in s.resources.items() if k.startswith("marker:") and n > 0)
        kind = decide(choices, "growth.marker", kinds, context=f"{spirit}: discard a marker")
        assert kind is not None
        s.resources[kind] -= 1
    _log(state, f"{spirit} pays {energy} energy, {markers} element markers")
    run_all(state, spirit, spec.get("then") or [], choices)


def one_of(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """``[[actions], [actions], ..]``: one of these lists (``growth.choose``: its 1-based
    number)."""
    options = [list(o) for o in value or []]
    n = decide(choices, "growth.choose", list(range(1, len(options) + 1)), context=f"{spirit}: or")
    if n is not None:
        run_all(state, spirit, options[int(n) - 1], choices)


# --- this turn's changes and actions on lands ------------------------------------------------
def _run_at(
    state: State,
    spirit: str,
    land: str | None,
    body: list[dict[str, Any]],
    choices: ChoiceProvider,
    name: str,
) -> None:
    execute(body, state, choices, spirit=spirit, target_land=land, name=f"{spirit} {name}")


def _land_action(
    state: State,
    spirit: str,
    body: list[dict[str, Any]],
    lands: Sequence[str],
    choices: ChoiceProvider,
    what: str,
) -> None:
    land = decide(choices, "growth.land", list(lands), context=f"{spirit}: {what}: where")
    if land is None:
        _log(state, f"{spirit}: {what}: no land, skipped")
        return
    _run_at(state, spirit, land, body, choices, f"growth: {what}")


def ignore_range(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """The spirit's powers ignore range this turn (a range bonus past every land)."""
    amount = len(state.island.land_ids())
    op = {"op": "modifier", "name": "range_bonus", "who": "you", "amount": amount}
    _run_at(state, spirit, None, [op], choices, "growth (ignore range)")


def effect(state: State, spirit: str, value: Any, choices: ChoiceProvider) -> None:
    """An action in the effect language (its compiled ``ops``): in a land within ``range`` of
    the spirit's presence (``growth.land``), in its incarna's land (``at: incarna``), or with
    no land (the spirit's own actions)."""
    spec = value
    body = _ops(spec)
    what = str(spec.get("effect", "")).strip()
    if spec.get("at") == "incarna":
        where = state.spirits[spirit].incarna
        if where is None:
            _log(state, f"{spirit}: {what}: the incarna is not on the island, skipped")
            return
        _run_at(state, spirit, where, body, choices, f"growth: {what}")
    elif "range" in spec:
        _land_action(state, spirit, body, lands_within(state, spirit, spec["range"]), choices, what)
    else:
        _run_at(state, spirit, None, body, choices, f"growth: {what}")


ACTIONS: dict[str, Handler] = {
    "reclaim": reclaim,
    "gain_card": gain_card,
    "gain_energy": gain_energy,
    "gain_element": gain_element,
    "add_presence": add_presence,
    "move_presence": move_presence,
    "gain_elements": gain_elements,
    "pay_energy": pay_energy,
    "card_plays": card_plays,
    "discard_cards": discard_cards,
    "ignore_range": ignore_range,
    "one_of": one_of,
    "gain_time": gain_time,
    "prepare_element": prepare_element,
    "may_pay": may_pay,
    "gather_presence_into_ocean": gather_presence_into_ocean,
    "push_presence_from_ocean": push_presence_from_ocean,
    "move_incarna": move_incarna,
    "place_incarna": place_incarna,
    "replace_presence_with_incarna": replace_presence_with_incarna,
    "empower_incarna": empower_incarna,
    "push_incarna": push_incarna,
    "effect": effect,
}


def action_name(action: Mapping[str, Any]) -> str | None:
    """The action's name: its one key, or ``effect`` for ``{effect, range, text, at, ops}``."""
    if not isinstance(action, Mapping) or not action:
        return None
    if len(action) == 1:  # the common case first
        key = next(iter(action))
        if key in ACTIONS and key != "effect":
            return str(key)
    if "effect" in action:
        return "effect" if set(action) <= {"effect", "range", "text", "at", "ops"} else None
    if len(action) != 1:
        return None
    name = str(next(iter(action)))
    return name if name in ACTIONS else None


def check_action(action: Mapping[str, Any]) -> tuple[str, Any]:
    """The (name, value) of an action (the effect action's value: the action itself); an
    error for anything else."""
    name = action_name(action)
    if name is None:
        raise ExecutionError(f"a growth action is one of {list(ACTIONS)}, got {action!r}")
    value = action if name == "effect" else action[name]
    for nested in _nested(name, value):
        check_action(nested)
    return name, value


def _nested(name: str, value: Any) -> list[Any]:
    if name == "one_of":
        return [a for o in value or [] for a in o]
    if name == "may_pay":
        return list(spec_of(value).get("then") or [])
    return []


def run_action(
    state: State, spirit: str, action: Mapping[str, Any], choices: ChoiceProvider
) -> None:
    """Do one growth action (checked by :func:`check_action` before the growth began)."""
    name = action_name(action)
    if name is None:
        raise ExecutionError(f"a growth action is one of {list(ACTIONS)}, got {action!r}")
    ACTIONS[name](state, spirit, action if name == "effect" else action[name], choices)


def run_all(
    state: State, spirit: str, actions: Sequence[Mapping[str, Any]], choices: ChoiceProvider
) -> None:
    """Do ``actions`` in order."""
    for action in actions:
        run_action(state, spirit, action, choices)
