"""Handlers of spirit-specific and round-changing operations: ``choose_spirit`` ("a spirit
with presence on this board"), ``swap_card`` (an invader card with one of the discard),
``cease`` (a land ceases to exist this round) and ``board_actions`` (a board resolves Invader
Actions more / fewer times), registered into :data:`.effects.run.OPS`. The readings are in
``rulesets/spirit_island/docs/engine-rules.md`` ("Costs, marks, boards, the Endless Dark")."""

from __future__ import annotations

from cardsmith.dsl.ir import Op
from cardsmith.engine.choices import decide
from cardsmith.engine.events import Event
from cardsmith.rulesets.spirit_island.engine.changes.pieces import add_blight, add_piece
from cardsmith.rulesets.spirit_island.engine.changes.record import _log
from cardsmith.rulesets.spirit_island.engine.changes.tokens import add_token
from cardsmith.rulesets.spirit_island.engine.effects.run import (
    ExecutionError,
    Handler,
    Run,
    need_land,
    run_ops,
)
from cardsmith.rulesets.spirit_island.engine.state.board import TOKEN_KINDS


# --- a spirit chosen among those with pieces here ---------------------------------------------
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
                add_blight(state, land, run.choices, cause=run.name)
            elif kind in TOKEN_KINDS:
                add_token(state, land, kind)
            else:
                add_piece(state, land, kind)


# --- mark, each board -----------------------------------------------------------------------
def _op_mark(run: Run, op: Op, land: str | None) -> None:
    land = need_land(land, op)
    if land in run.marked:
        return
    run.marked.add(land)
    _log(run.state, f"{land}: marked by {run.name}", Event("mark", land, None, 1))


def _op_each_board(run: Run, op: Op, land: str | None) -> None:
    """The body once per board (``boards``: only those holding some — ``at_least`` N — or none
    of the pieces, summed over their lands)."""
    saved = run.board
    only = op.get("boards")
    island = run.state.island
    try:
        for board in island.boards:
            if only is not None:
                lands = [x for x in island.land_ids() if island.land(x).board == board]
                count = sum(run.count_in(x, only["pieces"]) for x in lands)
                held = count >= int(only.get("at_least", 1))
                if held != bool(only.get("present", True)):
                    continue
            run.board = board
            run.state.log.append(f"{run.name}: on board {board}")
            run_ops(run, op.get("do", []), None)
    finally:
        run.board = saved


# --- several target lands ---------------------------------------------------------------------
def _op_second_target(run: Run, op: Op, land: str | None) -> None:
    """``target a second land within N range``: another land within N (plus the spirit's
    range bonuses) of the origin land the first target was measured from."""
    state = run.state
    origin = run.source_land or run.target_land
    if origin is None:
        raise ExecutionError("a second target land is measured from the origin land: none")
    bonus = sum(int(e.get("amount") or 0) for e in state.spirit_effects(run.spirit, "range_bonus"))
    reach = max(0, int(op.get("distance", 0)) + bonus)
    taken = {run.target_land, *run.more_targets}
    lands = [x for x in state.island.within(origin, reach) if x not in taken]
    pick = decide(
        run.choices, "target.second", lands, context=f"{run.name}: a second target land"
    )
    if pick is not None:
        run.more_targets.append(str(pick))
        state.log.append(f"{run.name}: second target land {pick} (within {reach} of {origin})")


#: the operations of this module: IR op name → handler
HANDLERS: dict[str, Handler] = {
    "choose_spirit": _op_choose_spirit,
    "swap_card": _op_swap_card,
    "cease": _op_cease,
    "board_actions": _op_board_actions,
    "add_setup": _op_add_setup,
    "mark": _op_mark,
    "each_board": _op_each_board,
    "second_target": _op_second_target,
}
