"""Handlers of the cost and expansion operations: ``pay``, ``cost`` ("Cost to Use"), ``mark``,
``each_board`` ("On each board"), ``abduct`` (the Endless Dark, Nature Incarnate) and
``empower`` (the incarna), registered into :data:`.effects.run.OPS`. The readings are in
``rulesets/spirit_island/docs/engine-rules.md`` ("Costs, marks, boards, the Endless Dark")."""

from __future__ import annotations

from cardsmith.dsl.ir import Op
from cardsmith.engine.choices import decide
from cardsmith.engine.events import Event
from cardsmith.rulesets.spirit_island.engine.changes.record import _log
from cardsmith.rulesets.spirit_island.engine.effects.run import (
    OPS,
    CostUnpaid,
    ExecutionError,
    Handler,
    Run,
    run_ops,
)
from cardsmith.rulesets.spirit_island.engine.effects.selectors import (
    mult,
)
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.tracks import take_from_track

#: the spirit resource counting Time (Fractured Days; ``gain_time`` in growth adds to it)
TIME = "time"


# --- pay and cost ---------------------------------------------------------------------------
def _payer(run: Run) -> str:
    if run.spirit is None or run.spirit not in run.state.spirits:
        raise ExecutionError("pay needs an acting spirit")
    return run.spirit


def can_pay(run: Run, op: Op) -> bool:
    """Can the acting spirit pay ``op`` (a ``pay``) in full now?"""
    s = run.state.spirits[_payer(run)]
    if "energy" in op and op.get("jointly"):  # every spirit may chip in
        return sum(x.energy for x in run.state.spirits.values()) >= energy_owed(run, op)
    if "energy" in op:
        return s.energy >= energy_owed(run, op)
    if "time" in op:
        return s.resources[TIME] >= time_owed(run, op)
    n = int(op.get("presence", 0))
    if op.get("from") == "tracks":
        return s.presence_off_island >= n
    return s.presence_on_island() + s.presence_off_island >= n


def energy_owed(run: Run, op: Op) -> int:
    """The Energy a ``pay`` asks for (``per player``: counted now)."""
    return int(op["energy"]) * mult(run, op.get("per"), run.target_land)


def pay_jointly(run: Run, spirit: str, n: int) -> None:
    """"Spirits jointly pay N Energy": the acting spirit first, then the others, each pays a
    share (``pay.share``: at least what the later ones cannot cover)."""
    state = run.state
    order = [spirit, *(x for x in state.spirits if x != spirit)]
    left = n
    for i, name in enumerate(order):
        later = sum(state.spirits[x].energy for x in order[i + 1 :])
        low, high = max(0, left - later), min(state.spirits[name].energy, left)
        options = [str(k) for k in range(low, high + 1)]
        got = decide(run.choices, "pay.share", options, context=f"{name}: energy to chip in")
        share = int(got or low)
        if share:
            _pay_energy(state, name, share)
        left -= share
        if left <= 0:
            break


def time_owed(run: Run, op: Op) -> int:
    """The Time a ``pay`` asks for (``per player``: counted now)."""
    return int(op["time"]) * mult(run, op.get("per"), run.target_land)


def _pay_time(state: State, spirit: str, n: int) -> None:
    """Spend Time (Fractured Days): the spirit's ``time`` count drops."""
    state.spirits[spirit].resources[TIME] -= n
    _log(state, f"{spirit} spends {n} time", Event("pay", None, TIME, n))
    state.settle()


def _pay_energy(state: State, spirit: str, n: int) -> None:
    state.spirits[spirit].energy -= n
    _log(state, f"{spirit} pays {n} energy", Event("pay", None, "energy", n))
    state.settle()


def _pay_presence(run: Run, spirit: str, n: int, tracks_only: bool) -> int:
    """Presence paid leaves the game: from the tracks (decision ``presence.track``) or, unless
    ``tracks_only``, from the island (decision ``pay.presence``: a land, or ``tracks``)."""
    state = run.state
    s = state.spirits[spirit]
    paid = 0
    for i in range(n):
        options = sorted(s.presence, key=state.island.land_ids().index) if not tracks_only else []
        if s.presence_off_island > 0:
            options.append("tracks")
        where = decide(
            run.choices, "pay.presence", options, context=f"{spirit}: pay presence {i + 1}/{n}"
        )
        if where is None:
            break
        if where == "tracks":
            if s.tracks is not None:
                take_from_track(state, spirit, run.choices)
            s.presence_off_island -= 1
        else:
            s.presence[where] -= 1
            if s.presence[where] == 0:
                del s.presence[where]
        s.presence_total -= 1  # paid presence is gone for good
        paid += 1
        place = None if where == "tracks" else where
        _log(
            state,
            f"{spirit} pays 1 presence ({where})",
            Event("pay", place, f"presence:{spirit}", 1),
        )
        state.settle()
    return paid


def _op_pay(run: Run, op: Op, land: str | None) -> None:
    spirit = _payer(run)
    if not can_pay(run, op):
        what = next((k for k in ("energy", "time", "presence") if k in op), "presence")
        run.state.log.append(f"{spirit} cannot pay {op.get(what, 0)} {what}")
        return
    if "energy" in op and op.get("any"):  # "pay any amount of energy": at least ``energy``
        have = run.state.spirits[spirit].energy
        amounts = [str(n) for n in range(int(op["energy"]), have + 1)]
        got = decide(run.choices, "pay.amount", amounts, context=f"{spirit}: energy to pay")
        n = int(got or 0)
        if n:
            _pay_energy(run.state, spirit, n)
            run.energy_paid += n
    elif "energy" in op and op.get("jointly"):
        pay_jointly(run, spirit, energy_owed(run, op))
    elif "energy" in op:
        _pay_energy(run.state, spirit, energy_owed(run, op))
    elif "time" in op:
        _pay_time(run.state, spirit, time_owed(run, op))
    else:
        _pay_presence(run, spirit, int(op.get("presence", 0)), op.get("from") == "tracks")


def _op_cost(run: Run, op: Op, land: str | None) -> None:
    """Every ``pay`` of the cost is checked first; then the cost runs op by op, and an op that
    changes nothing (records no event) was not paid. Unpaid: the rest of the power is skipped."""
    body = list(op.get("do", []))
    unpaid = [p for p in body if p.get("op") == "pay" and not can_pay(run, p)]
    if unpaid:
        run.state.log.append(f"{run.name}: the cost cannot be paid, the power does nothing")
        raise CostUnpaid(op)
    journal = run.state.journal
    for part in body:
        before = len(journal.events)
        run_ops(run, [part], land)
        if len(journal.events) == before:
            run.state.log.append(f"{run.name}: the cost was not paid, the power does nothing")
            raise CostUnpaid(op)


def _op_any_times(run: Run, op: Op, land: str | None) -> None:
    """``any number of times``: while the player says yes (``optional``) and the body's cost
    is paid, run the body (its ``repeat`` re-runs the power once each time). Not offered while
    the power repeats."""
    if run.repeating:
        return
    body = list(op.get("do", []))
    while decide(run.choices, "optional", ["yes", "no"], context=f"{run.name}: again?") == "yes":
        for part in body:
            if part.get("op") == "cost":
                try:
                    OPS.lookup("cost")(run, part, land)
                except CostUnpaid:
                    return
            else:
                run_ops(run, [part], land)


def _op_joint_optional(run: Run, op: Op, land: str | None) -> None:
    """"Spirits may jointly spend N Energy (aided by removing X from the island for W Energy
    each)": offered only when the spirits together can pay; removed pieces first (``pay.aid``:
    how many, then ``remove.land`` for each), the rest as jointly paid energy, then the body."""
    from cardsmith.rulesets.spirit_island.engine.ops.costs import pay_jointly

    state = run.state
    owed = int(op.get("energy", 0)) * mult(run, op.get("per"), land)
    aid = op.get("aid") or {}
    worth = int(aid.get("worth") or 0)
    pieces = aid.get("pieces") or {"kinds": []}
    have = sum(run.count_in(x, pieces) for x in state.land_ids()) if worth else 0
    energy = sum(s.energy for s in state.spirits.values())
    if energy + worth * have < owed or run.spirit is None:
        state.log.append(f"{run.name}: the spirits cannot pay {owed} energy together")
        return
    if decide(run.choices, "optional", ["yes", "no"], context=f"{run.name}: pay {owed}?") != "yes":
        return
    removed = 0
    if worth:
        low = max(0, -(-(owed - energy) // worth))
        high = min(have, -(-owed // worth))
        got = decide(run.choices, "pay.aid", [str(k) for k in range(low, high + 1)])
        for _ in range(int(got or low)):
            spots = [x for x in state.land_ids() if run.count_in(x, pieces)]
            spot = decide(run.choices, "remove.land", spots, context=f"{run.name}: remove")
            if spot is None:
                break
            run_ops(run, [{"op": "remove", "count": {"n": 1}, "pieces": pieces}], str(spot))
            removed += 1
    left = max(0, owed - removed * worth)
    if left:
        pay_jointly(run, run.spirit, left)
    run_ops(run, op.get("do", []), land)


#: the operations of this module: IR op name → handler
HANDLERS: dict[str, Handler] = {
    "pay": _op_pay,
    "cost": _op_cost,
    "any_times": _op_any_times,
    "joint_optional": _op_joint_optional,
}
