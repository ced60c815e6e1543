"""Handlers of spirit-specific and round-changing operations: ``choose_spirit`` ("a spirit
with presence on this board"), ``swap_card`` (an invader card with one of the discard),
``cease`` (a land ceases to exist this round) and ``board_actions`` (a board resolves Invader
Actions more / fewer times), registered into :data:`.run.OPS`. The readings are in
``docs/engine-rules.md`` ("Costs, marks, boards, the Endless Dark")."""

from __future__ import annotations

from dsl.ir import Op
from engine.choices import decide
from engine.events import Event
from rulesets.spirit_island.engine import ops_core as ops
from rulesets.spirit_island.engine.exec_moves import _move_token as move_one
from rulesets.spirit_island.engine.ops_base import _log
from rulesets.spirit_island.engine.run import OPS, CostUnpaid, Run, handler, need_land, run_ops
from rulesets.spirit_island.engine.selectors import count_mode, mult
from rulesets.spirit_island.engine.state import PIECE_KINDS, TOKEN_KINDS


# --- a spirit chosen among those with pieces here ---------------------------------------------
@handler("choose_spirit")
def _op_choose_spirit(run: Run, op: Op, land: str | None) -> None:
    """``a spirit with presence on this board: …``: the spirits with those pieces on the
    current land's board; one is chosen (``spirit.choose``; one: no decision) and is the
    target spirit ("they") in the body."""
    land = need_land(land, op)
    state = run.state
    board = state.island.land(land).board
    lands = [x.id for x in state.island.board_lands(board)] if board else [land]
    kinds = (op.get("with") or {}).get("kinds", [])
    need = 1 if "presence" in kinds else 2  # a sacred site: 2 presence in one land
    names = [
        name
        for name, s in state.spirits.items()
        if any(s.presence[x] >= need or (need == 2 and s.is_sacred(x)) for x in lands)
        or ("incarna" in kinds and s.incarna in lands)
    ]
    if not names:
        state.log.append(f"{run.name}: no spirit with presence on board {board}")
        return
    picked = decide(run.choices, "spirit.choose", names, context=f"{run.name}: which spirit")
    if picked is None:
        return
    saved = run.target_spirit
    run.target_spirit = str(picked)
    try:
        run_ops(run, op.get("do", []), land)
    finally:
        run.target_spirit = saved


# --- swapping invader cards ------------------------------------------------------------------
@handler("swap_card")
def _op_swap_card(run: Run, op: Op, land: str | None) -> None:
    """Swap the top card of the Invader Deck with a card of the Invader discard within
    ``within`` stages of it (``invader.swap``: the discarded card's id; none: nothing)."""
    state = run.state
    if not state.invader_deck:
        state.log.append(f"{run.name}: no invader card to swap")
        return
    top = state.invader_deck[0]
    within = int(op.get("within", 1))
    options = [c.id for c in state.invader_discard if abs(c.stage - top.stage) <= within]
    if not options:
        state.log.append(f"{run.name}: no discarded invader card within {within} stage of {top}")
        return
    picked = decide(run.choices, "invader.swap", options, context=f"{run.name}: swap with {top}")
    if picked is None:
        return
    i = next(k for k, c in enumerate(state.invader_discard) if c.id == picked)
    state.invader_deck[0], state.invader_discard[i] = state.invader_discard[i], top
    _log(
        state,
        f"{run.name}: invader card {top} swapped with {picked} from the discard",
        Event("swap", None, "invader_card", 1),
    )
    state.settle()


@handler("cease")
def _op_cease(run: Run, op: Op, land: str | None) -> None:
    """The current land ceases to exist until time passes (the end of the Slow phase): it is
    no land of the island then (``Island.without_land``); its pieces still count for victory
    and defeat."""
    land = need_land(land, op)
    state = run.state
    if state.island.is_place(land):
        state.log.append(f"{land} is no land: it cannot cease to exist")
        return
    state.island = state.island.without_land(land)
    _log(state, f"{land} ceases to exist until the end of the Slow phase", Event("cease", land))
    state.settle()


@handler("board_actions")
def _op_board_actions(run: Run, op: Op, land: str | None) -> None:
    """This round the board a presence of this power moved from (``moved_from``) / to
    (``moved_to``) resolves Invader Actions ``delta`` more times (``invaders.card_runs``)."""
    state = run.state
    side = str(op.get("board"))
    moves = [e for e in run.events if e.op == "move" and e.where and e.to]
    if not moves:
        state.log.append(f"{run.name}: nothing moved, no board to change")
        return
    last = moves[-1]
    where = last.where if side == "moved_from" else last.to
    assert where is not None
    board = state.island.land(where).board
    delta = int(op.get("delta") or 0)
    state.round_effects.append({"name": "board_actions", "board": board, "delta": delta})
    state.log.append(f"this round: board {board} resolves invader actions {delta:+d} time(s)")


@handler("add_setup")
def _op_add_setup(run: Run, op: Op, land: str | None) -> None:
    """Add the pieces of the current land's printed Setup symbols (the board's ``setup`` and
    printed ``tokens``), except the kinds of ``except``; blight comes from the pool."""
    land = need_land(land, op)
    state = run.state
    info = state.island.land(land)
    skip = set(op.get("except") or ())
    for kind, n in (*info.setup, *info.tokens):
        if kind in skip:
            continue
        for _ in range(int(n)):
            if kind == "blight":
                ops.add_blight(state, land, run.choices, cause=run.name)
            elif kind in TOKEN_KINDS:
                ops.add_token(state, land, kind)
            else:
                ops.add_piece(state, land, kind)


@handler("any_times")
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


@handler("joint_optional")
def _op_joint_optional(run: Run, op: Op, land: str | None) -> None:
    """"Spirits may jointly spend N Energy (aided by removing X from the island for W Energy
    each)": offered only when the spirits together can pay; removed pieces first (``pay.aid``:
    how many, then ``remove.land`` for each), the rest as jointly paid energy, then the body."""
    from rulesets.spirit_island.engine.exec_more import pay_jointly

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


@handler("escape")
def _op_escape(run: Run, op: Op, land: str | None) -> None:
    """Pieces escape from a spirit's place (``escape.piece``) to a land of the island matching
    the place's ``escape`` filters for its owner (``escape.land``; "non-Ocean lands with your
    Presence/Incarna"); with no such land the owner loses."""
    from rulesets.spirit_island.engine.land_filters import land_matches

    state = run.state
    place = str((op.get("from") or {}).get("place", ""))
    if not state.island.is_place(place):
        state.log.append(f"{run.name}: {place} is not in play, nothing escapes")
        return
    rules = state.island.place_rules[place]
    owner = str(rules.get("owner") or run.spirit or "")
    words = list(rules.get("escape") or ["presence"])
    mode, k = count_mode(op["count"], 1)
    done = 0
    while mode == "all" or done < k:
        every = {"kinds": [*PIECE_KINDS, *TOKEN_KINDS, "presence"], "owner": "any"}
        labels = run.tokens(place, every)
        if not labels:
            break
        lands = [
            x for x in state.land_ids() if any(land_matches(state, owner, x, w) for w in words)
        ]
        if not lands:
            state.loss_events.append(f"{owner}: an escaping piece has no land to go to")
            state.log.append(f"{place}: no land for escaping pieces: {owner} loses")
            return
        label = labels[0] if mode == "all" else decide(run.choices, "escape.piece", labels)
        if label is None:
            break
        dest = decide(run.choices, "escape.land", lands, context=f"{label} escapes {place}")
        if dest is None:
            break
        move_one(run, place, str(dest), str(label), "escape")
        done += 1
