"""Handlers of the cost and expansion operations: ``pay``, ``cost`` ("Cost to Use"), ``mark``,
``each_board`` ("On each board"), ``abduct`` (the Endless Dark, Nature Incarnate) and
``empower`` (the incarna), registered into :data:`.run.OPS`. The readings are in
``docs/engine-rules.md`` ("Costs, marks, boards, the Endless Dark")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dsl.ir import Op
from engine.choices import decide
from engine.events import Event
from engine.state import InvariantError
from rulesets.spirit_island.engine.ops_base import _log
from rulesets.spirit_island.engine.run import (
    CostUnpaid,
    ExecutionError,
    Run,
    handler,
    need_land,
    run_ops,
)
from rulesets.spirit_island.engine.selectors import (
    count_mode,
    landset,
    mult,
    place,
    select_loop,
)
from rulesets.spirit_island.engine.state import TOKEN_KINDS, State
from rulesets.spirit_island.engine.tracks import take_from_track

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


@handler("pay")
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


@handler("cost")
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


# --- mark, each board -----------------------------------------------------------------------
@handler("mark")
def _op_mark(run: Run, op: Op, land: str | None) -> None:
    land = need_land(land, op)
    if land in run.marked:
        return
    run.marked.add(land)
    _log(run.state, f"{land}: marked by {run.name}", Event("mark", land, None, 1))


@handler("each_board")
def _op_each_board(run: Run, op: Op, land: str | None) -> None:
    saved = run.board
    try:
        for board in run.state.island.boards:
            run.board = board
            run.state.log.append(f"{run.name}: on board {board}")
            run_ops(run, op.get("do", []), None)
    finally:
        run.board = saved


# --- the Endless Dark, the incarna ------------------------------------------------------------
#: the place Abduct moves pieces to when no spirit in play declares one (``places:`` of a
#: spirit record with ``abduct: true``)
ABDUCT_PLACE = "endless-dark"


def abduct_place(state: State, spirit: str | None) -> str:
    """Where an Abduct of ``spirit``'s power sends pieces: its own abduct place, else any
    spirit's, else the default place, brought into play for that spirit."""
    found = state.places_of(spirit, "abduct")
    if found:
        return found[0]
    state.add_place(ABDUCT_PLACE, owner=spirit, name="The Endless Dark", abduct=True)
    return ABDUCT_PLACE


def _abduct_one(run: Run, land: str, label: str) -> None:
    """Move one piece (or presence, ``presence:<spirit>``) from ``land`` to the abduct place:
    the same piece (its damage and strife go with it), not destroyed, not to the supply."""
    state = run.state
    place = abduct_place(state, run.spirit)
    if land == place:  # abducting in the Endless Dark itself: the piece is there already
        state.log.append(f"{place}: {label} is already there, nothing abducted")
        return
    ls, to = state.land(land), state.land(place)
    if label.startswith("presence:"):
        owner = label.split(":", 1)[1]
        s = state.spirits[owner]
        s.presence[land] -= 1
        if s.presence[land] == 0:
            del s.presence[land]
        s.presence[place] += 1
        kind = "presence"
    elif label in TOKEN_KINDS:
        ls.tokens[label] -= 1
        if ls.tokens[label] == 0:
            del ls.tokens[label]
        to.tokens[label] = to.tokens.get(label, 0) + 1
        kind = label
    else:
        piece = state.find(land, label)
        for i, p in enumerate(ls.pieces):
            if p is piece:
                del ls.pieces[i]
                break
        else:
            raise InvariantError(f"{label} is not in {land}")
        to.pieces.append(piece)
        kind = piece.kind
    _log(state, f"{land}: {label} abducted to {place}", Event("abduct", land, kind, 1, place))
    state.settle()


@handler("abduct")
def _op_abduct(run: Run, op: Op, land: str | None) -> None:
    source = op.get("from") or {}
    if source.get("choose") == "any":  # "from any lands": each piece from a land of its own
        _abduct_from_many(run, op, land)
        return
    src = place(run, source, land, "abduct.source") if source else land
    src = need_land(src, op)
    count = count_mode(op["count"], mult(run, op.get("per"), src))
    select_loop(
        run, src, op["pieces"], count, "abduct.piece", lambda lb: _abduct_one(run, src, lb)
    )


def _abduct_from_many(run: Run, op: Op, land: str | None) -> None:
    """``abduct up to 2 presence of any spirit from any lands``: for each piece the land it
    comes from (``abduct.source``; none: stop when the count is "up to"), then the piece."""
    pieces = op["pieces"]
    mode, k = count_mode(op["count"], mult(run, op.get("per"), land))
    home = abduct_place(run.state, run.spirit)
    done = 0
    while mode not in ("n", "up_to") or done < k:
        lands = landset(run, op["from"].get("lands", {}), land)
        sources = [x for x in lands if x != home and run.tokens(x, pieces)]
        if not sources:
            break
        src = decide(
            run.choices,
            "abduct.source",
            sources,
            context=f"{run.name}: abduct from ({done + 1})",
            min=1 if mode in ("n", "all") else 0,
        )
        if src is None:
            break
        label = decide(run.choices, "abduct.piece", run.tokens(src, pieces), min=1)
        assert label is not None
        _abduct_one(run, src, label)
        done += 1


def _incarna_owners(run: Run, pieces: Mapping[str, Any] | None) -> list[str]:
    spec = dict(pieces or {})
    spec.setdefault("owner", "you")
    return run.owners(spec, query=False) or []


@handler("empower")
def _op_empower(run: Run, op: Op, land: str | None) -> None:
    state = run.state
    for name in _incarna_owners(run, op.get("pieces")):
        s = state.spirits.get(name)
        if s is None:
            continue
        if s.incarna_empowered:
            state.log.append(f"{name}: the incarna is already empowered")
            continue
        s.incarna_empowered = True
        _log(
            state,
            f"{name} empowers its incarna",
            Event("empower", s.incarna, f"incarna:{name}", 1),
        )
        state.settle()
