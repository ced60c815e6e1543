"""The control flow of the ops: the game's readings of the core interpreter's statements
(conditions, the ``for_each`` queries, what ``repeat`` runs again, the ``optional`` and
``choice`` decisions: :data:`EXTENSION`, installed by :mod:`.registry`) and the handlers of
the game's own flow ops in_lands, each_player, trigger, threshold (registered into
:data:`.effects.run.OPS`; a trigger on pieces is a listener of the core's,
:meth:`cardsmith.engine.interpret.Interpreter.listen`)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any, cast

from cardsmith.dsl.ir import Op, Ops
from cardsmith.engine.choices import decide
from cardsmith.engine.events import Event
from cardsmith.engine.interpret import Extension
from cardsmith.engine.interpret.extension import Node
from cardsmith.engine.state import GameState
from cardsmith.rulesets.spirit_island.engine.effects.run import (
    INTERPRETER,
    MOVING,
    OPS,
    PAST_TO_OP,
    At,
    ExecutionError,
    Handler,
    LandVerbs,
    Run,
    need_land,
    next_id,
    run_at,
    run_ops,
)
from cardsmith.rulesets.spirit_island.engine.effects.selectors import (
    cond,
    count_mode,
    has_elements,
    kinds_done,
    landset,
    mult,
    place,
)
from cardsmith.rulesets.spirit_island.engine.ops.cards import discardable
from cardsmith.rulesets.spirit_island.engine.ops.lasting import register_would
from cardsmith.rulesets.spirit_island.engine.rules import judged_at_action as live
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import PIECE_KINDS, Piece, spirit_of


def cost_payable(run: Run, cost: Op) -> bool:
    """Can every ``pay`` of a ``cost`` op be paid in full now?"""
    from cardsmith.rulesets.spirit_island.engine.ops.costs import (
        can_pay,  # registered after this module
    )

    return all(can_pay(run, p) for p in cost.get("do", []) if p.get("op") == "pay")


def _again(at: At, op: Mapping[str, Any]) -> Iterator[tuple[At, Ops]]:
    """``repeat``: the power's ops once more (in the ``in`` land, else its target land), not
    while it repeats (the core interpreter runs them: ``Extension.repeats``)."""
    run, land = at.run, at.land
    if run.repeating:
        run.state.log.append(f"{run.name}: a repeat inside a repeat does nothing")
        return
    where = run.target_land
    if op.get("in"):
        where = place(run, op["in"], land, "repeat.land")
        if where is None:
            return
    run.state.log.append(f"{run.name}: repeat" + (f" in {where}" if where else ""))
    # a repeat is an Action of its own: its damage gets the Badlands and once-per-Action bonuses
    saved = (run.target_land, run.badlands_lands, run.damage_bonus_used)
    run.repeating = True
    run.target_land = where
    run.badlands_lands, run.damage_bonus_used = set(), False
    try:
        yield At(run, where), run.top_ops
    finally:
        run.repeating = False
        run.target_land, run.badlands_lands, run.damage_bonus_used = saved


class Asks:
    """The game's ``optional`` (paid in energy or by a discarded card, not offered while a
    power repeats its repeat) and ``choice`` (options by number, summarised)."""

    def optional(self, at: At, op: Mapping[str, Any]) -> bool | None:
        run, land = at.run, at.land
        if run.repeating and any(o.get("op") == "repeat" for o in op.get("then", [])):
            # "you may (pay to) repeat this power": not offered again while it repeats
            run.state.log.append(f"{run.name}: no repeat inside a repeat (not offered)")
            return None
        names = run.spirits_for(op.get("who"))
        payer = run.state.spirits.get(names[0]) if names else None
        cost = int((op.get("cost") or {}).get("energy", 0))
        alt = (op.get("cost") or {}).get("or_discard")  # "… or discard a power card"
        by_energy = cost == 0 or (payer is not None and payer.energy >= cost)
        first = (op.get("then") or [{}])[0]
        if first.get("op") == "cost" and not cost_payable(run, first):
            by_energy = False  # "you may: cost to use: pay 1 time …" without the Time: not offered
        by_card = alt is not None and payer is not None and bool(discardable(run, payer.name, alt))
        answer = "no"
        if by_energy or by_card:
            label = f"pay {cost} energy" if cost else "do it"
            got = decide(run.choices, "optional", ["yes", "no"], context=f"{run.name}: {label}?")
            answer = got or "no"
        if answer != "yes":
            return False
        ways = [w for w, ok in (("energy", by_energy and cost), ("discard", by_card)) if ok]
        way = decide(run.choices, "pay.how", ways, context=f"{run.name}: pay how") if ways else None
        if way == "discard" and payer is not None and alt is not None:
            run_ops(run, [{**alt, "op": "discard_card", "who": op.get("who")}], land)
        elif cost and payer is not None:
            payer.energy -= cost
            run.state.log.append(f"{payer.name} pays {cost} energy")
        return True

    def choice(self, at: At, op: Mapping[str, Any]) -> int | None:
        run = at.run
        options: list[Ops] = op.get("options", [])
        numbers = list(range(1, len(options) + 1))
        summary = "; ".join(
            f"{i}: {', '.join(o.get('op', '?') for o in body)}"
            for i, body in zip(numbers, options, strict=True)
        )
        picked = decide(run.choices, "choice", numbers, context=f"{run.name}: {summary}")
        return None if picked is None else picked - 1


def _cond(at: At, node: Node) -> bool:
    if isinstance(node, str):
        raise ExecutionError(f"a condition is a mapping, not {node!r}")
    return cond(at.run, node, at.land, at.land)


def _op_threshold(run: Run, op: Op, land: str | None) -> None:
    """``threshold``: ``then`` when the acting spirit has the ``elements``, else ``else``."""
    branch = "then" if has_elements(run, op.get("elements") or {}) else "else"
    INTERPRETER.run(At(run, land), op.get(branch) or [])


def _each_kind(at: At, query: Node) -> Iterator[str]:
    """``for each type of … added``: once per kind, "that type" bound."""
    assert isinstance(query, Mapping)
    run = at.run
    saved = run.bound_kind
    try:
        for kind in kinds_done(run, query):
            run.bound_kind = kind
            yield kind
    finally:
        run.bound_kind = saved


def _times(at: At, query: Node) -> Iterator[int]:
    """``for each …`` counted (``per`` of the selectors): the body runs that many times."""
    assert isinstance(query, Mapping)
    yield from range(mult(at.run, query, at.land))


def _op_in_lands(run: Run, op: Op, land: str | None) -> None:
    spec = op.get("lands", {})
    lands = landset(run, spec, land)
    quant = op.get("quant", "each")
    if quant == "each":
        body: Ops = op.get("do", [])
        if live.changes(spec) and any(live.live_capable(o) for o in body):
            # the old IR of "in lands with X: skip …": the skips wait for the invader action
            for inner in body:
                if live.live_capable(inner):
                    live.register(run, inner, spec, land)
            body = [o for o in body if not live.live_capable(o)]
        for one in lands if body else []:
            run_ops(run, body, one)
        return
    if quant == "some":
        _in_some_lands(run, op, lands)
        return
    if quant == "different":
        lands = [x for x in lands if x not in run.picked_lands]
    picked = decide(run.choices, "land.choose", lands, context=f"{run.name}: {quant} land")
    if picked is None:
        return
    run.picked_lands.add(picked)
    run_ops(run, op.get("do", []), picked)


def _in_some_lands(run: Run, op: Op, lands: list[str]) -> None:
    """``in up to N LANDS: …``: the player picks that many different lands of the set (all of
    them first, as the set stands), then the body runs in each picked land in turn."""
    mode, k = count_mode(op.get("count", {"n": 1}), 1)
    cap = len(lands) if mode in ("all", "any") else min(k, len(lands))
    picked: list[str] = []
    while len(picked) < cap:
        rest = [x for x in lands if x not in picked]
        got = decide(
            run.choices,
            "land.choose",
            rest,
            context=f"{run.name}: land {len(picked) + 1}/{cap}",
            min=1 if mode == "n" else 0,
        )
        if got is None:
            break
        picked.append(got)
    for one in picked:
        run_ops(run, op.get("do", []), one)


def _op_each_player(run: Run, op: Op, land: str | None) -> None:
    saved = (run.spirit, run.target_spirit)
    shared: set[str] = set()
    try:
        for name in list(run.state.spirits):
            run.spirit, run.target_spirit = name, name
            run.picked_lands = shared
            run_ops(run, op.get("do", []), land)
    finally:
        run.spirit, run.target_spirit = saved
        run.picked_lands = set()


def _event_pieces(state: State, ev: Event, at: str) -> list[Piece] | None:
    """The very invaders / dahan an event moved or added into ``at``: the last ones of its kind
    there (a moved or added piece goes to the end of the land's list, and the listeners hear
    of each change at once); ``None`` for other events and kinds."""
    kind = str(ev.kind).partition(":")[0]
    if ev.op not in ("move", "push", "gather", "add") or kind not in PIECE_KINDS:
        return None
    return state.pieces(at, kind)[-ev.count :]


def _run_firing(at: At, body: Sequence[Mapping[str, Any]]) -> None:
    """One firing of a trigger: its sub-run's events tagged with its id, then settled."""
    run_at(at.run, cast(Sequence[Op], body), at.land)


def _op_trigger(run: Run, op: Op, land: str | None) -> None:
    state = run.state
    event = op.get("event", {})
    body: Ops = op.get("do", [])
    if "past" not in event:
        whose = run.target_spirit or run.spirit if event.get("who") == "target" else run.spirit
        effect: dict[str, Any] = {
            "name": f"trigger:{event.get('kind')}",
            "spirit": whose,
            "do": body,
            "land": land,  # where it was set (``fear_generated``: fear there)
        }
        if event.get("kind") in ("power_used", "skipped"):  # not for / only for this power
            effect.update(event=dict(event), run=run.id)
        if event.get("kind") == "card_gained":  # only for a card of that deck
            effect["deck"] = event.get("deck")
        if op.get("once"):
            effect["once"] = True
        if run.permanent:
            state.spirit_rules.append({**effect, "scope": "spirit"})
        else:
            state.round_effects.append(effect)
        when = "for the game" if run.permanent else "this round"
        state.log.append(f"{when}: after {event.get('kind')} ({run.spirit})")
        return
    if event.get("would"):  # before it happens: a replacement effect (rules.would_be_destroyed)
        register_would(run, op, need_land(land, op))
        return
    # a special rule (permanent, no land) waits for the pieces anywhere on the island
    where = None if run.permanent and land is None else need_land(land, op)
    past = str(event["past"])
    pieces = event.get("pieces", {})
    trigger_id = f"{run.id}/trigger{next_id()}"
    by = run.target_spirit if event.get("by") == "target" else run.spirit  # with ``by`` only
    owner = Run(
        state=state,
        choices=run.choices,
        top_ops=body,
        spirit=run.spirit,
        target_land=where,
        source_land=run.source_land,
        target_spirit=run.target_spirit,
        elements=run.elements,
        name=f"{run.name} (trigger)",
        id=trigger_id,
        repeating=True,
    )

    fired: set[str] = set()  # ``per_action``: the actions it fired for

    def select(listened: GameState, ev: Event) -> At | None:
        """The run of this firing (in the land the event happened in), or ``None``."""
        st = cast(State, listened)
        # "added or moved": the verb of the event among those the trigger waits for
        hit = next((p for p in (past, *event.get("or", ())) if ev.op == PAST_TO_OP.get(p)), None)
        if hit is None or ev.kind is None:
            return None
        at = ev.to if hit in MOVING else ev.where
        if at is None or (where is not None and at != where):
            return None
        if not owner.kind_matches(ev.kind, pieces, query=True):
            return None
        if "by" in event and spirit_of(ev.source) != by:
            return None  # "after your powers …": only events of that spirit's powers
        if event.get("not_by_spirits") and spirit_of(ev.source) is not None:
            return None  # "… by anything except a spirit action"
        if event.get("by_action") and ev.source != event["by_action"]:
            return None  # "… by a ravage action" (``invaders.RAVAGE_SOURCE``)
        if event.get("per_action"):  # "… 1 or more …": once per action (its root run)
            action = (ev.source or "").split("/")[0].split(".")[0]
            if action in fired:
                return None
            fired.add(action)
        sub = replace(
            owner,
            target_land=at,
            trigger_events=[ev],
            those_pieces=_event_pieces(st, ev, at),
            badlands_lands=set(),  # each firing is an effect of its own
            id=f"{trigger_id}.{next_id()}",
            choices=st.choices if st.choices is not None else owner.choices,
        )
        st.log.append(f"{at}: trigger of {run.name} ({ev.op} {ev.kind})")
        return At(sub, at)

    # the core's listener: never after its own results (``trigger_id`` …), ``once``: "the next
    # time …"; each firing runs with its events tagged with the sub-run's id
    INTERPRETER.listen(At(run, land), op, trigger_id, select, _run_firing)
    when = "for the game" if where is None else f"{where}: this round"
    state.log.append(f"{when}, after {'/'.join(pieces.get('kinds', []))} {past}: …")


#: the operations of this module: IR op name → handler
HANDLERS: dict[str, Handler] = {
    "in_lands": _op_in_lands,
    "each_player": _op_each_player,
    "trigger": _op_trigger,
    "threshold": _op_threshold,
}

#: the game's extension of the core interpreter (its verbs: :data:`.effects.run.OPS`)
EXTENSION: Extension[At] = Extension(
    verbs=LandVerbs(OPS),
    conditions={"": _cond, "not": _cond, "all": _cond, "any": _cond},
    queries={"kinds_of": _each_kind, "": _times},
    repeats=_again,
    decisions=Asks(),
    error=ExecutionError,
)
