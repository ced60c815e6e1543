"""Handlers of the piece operations: fear, defend, destroy, remove, add, downgrade, replace,
skip (damage is :mod:`.ops.damage`'s; push, gather and move are :mod:`.ops.moves`'). Token
kinds and strife are acted on through :mod:`.ops.tokens` (which also holds the token-only
operations)."""

from __future__ import annotations

from collections.abc import Callable

from cardsmith.dsl.ir import Op
from cardsmith.engine.choices import decide
from cardsmith.engine.events import Event
from cardsmith.rulesets.spirit_island.engine.changes import box
from cardsmith.rulesets.spirit_island.engine.changes.pieces import (
    add_blight,
    add_piece,
    add_presence,
    destroy_piece,
    destroy_presence,
    downgrade,
    remove_blight,
    remove_piece,
    replace_piece,
)
from cardsmith.rulesets.spirit_island.engine.changes.record import defend, generate_fear
from cardsmith.rulesets.spirit_island.engine.changes.tokens import (
    add_token,
    destroy_token,
    remove_token,
)
from cardsmith.rulesets.spirit_island.engine.effects.run import (
    ExecutionError,
    Handler,
    Run,
    need_land,
    next_id,
    run_at,
    run_ops,
)
from cardsmith.rulesets.spirit_island.engine.effects.selectors import (
    count_mode,
    landset,
    mult,
    select_loop,
)
from cardsmith.rulesets.spirit_island.engine.ops import tokens as tok
from cardsmith.rulesets.spirit_island.engine.rules import judged_at_action as live
from cardsmith.rulesets.spirit_island.engine.rules.presence import presence_may_go
from cardsmith.rulesets.spirit_island.engine.state.board import TOKEN_KINDS
from cardsmith.rulesets.spirit_island.engine.state.model import INVADER_KINDS, PIECE_KINDS, STRIFE
from cardsmith.rulesets.spirit_island.engine.state.tracks import cover, take_from_track, tracks_of


def _destroy_token(run: Run, land: str, label: str) -> None:
    state = run.state
    if label in TOKEN_KINDS:
        destroy_token(state, land, label, cause=run.name)
    elif label == "blight":
        remove_blight(state, land)
    elif label.startswith("presence:"):
        destroy_presence(state, label.split(":", 1)[1], land, cause=run.name)
    else:
        destroy_piece(state, land, state.find(land, label), cause=run.name)


def _remove_token(run: Run, land: str, label: str) -> None:
    state = run.state
    if label in TOKEN_KINDS:
        remove_token(state, land, label, cause=run.name)
    elif label == "blight":
        remove_blight(state, land)
    elif label.startswith("presence:"):
        destroy_presence(state, label.split(":", 1)[1], land, cause=f"{run.name} (removed)")
    else:
        remove_piece(state, land, state.find(land, label))


def _op_fear(run: Run, op: Op, land: str | None) -> None:
    n = int(op.get("amount", 0)) * mult(run, op.get("per"), land)
    generate_fear(run.state, n, reason=run.name)
    if n > 0 and land is not None:
        _after_fear(run, land, n)


def _after_fear(run: Run, land: str, n: int) -> None:
    """After Powers generate Fear in target land: the ``fear_generated`` triggers set in
    ``land`` (any spirit's, this round's and permanent) run there; ``per fear`` counts ``n``."""
    if run.name.endswith("(after fear)"):
        return  # a trigger's own fear never sets it off
    state = run.state
    for eff in [*state.round_effects, *state.spirit_rules]:
        if eff.get("name") != "trigger:fear_generated" or eff.get("land") != land:
            continue
        sub = Run(
            state=state,
            choices=run.choices,
            top_ops=eff["do"],
            spirit=eff.get("spirit"),
            target_land=land,
            name=f"{run.name} (after fear)",
            id=f"{run.id}/fear{next_id()}",
            repeating=True,
            trigger_events=[Event("fear", None, None, n)],
        )
        run_at(sub, sub.top_ops, land)


def _op_defend(run: Run, op: Op, land: str | None) -> None:
    land = need_land(land, op)
    n = int(op.get("amount", 0)) * mult(run, op.get("per"), land)
    if n > 0:
        defend(run.state, land, n)


def _op_destroy(run: Run, op: Op, land: str | None) -> None:
    land = need_land(land, op)
    count = count_mode(op["count"], mult(run, op.get("per"), land))
    select_loop(
        run, land, op["pieces"], count, "destroy.piece", lambda lb: _destroy_token(run, land, lb)
    )


def _op_remove(run: Run, op: Op, land: str | None) -> None:
    pieces = op["pieces"]
    if pieces.get("destroyed") and "presence" in pieces.get("kinds", []):
        mode, k = count_mode(op["count"], 1)  # off no land: from the destroyed pile
        for name in run.owners(pieces, query=False) or []:
            box.destroyed_presence_to_box(run.state, name, None if mode in ("all", "any") else k)
        return
    land = need_land(land, op)
    count = count_mode(op["count"], mult(run, op.get("per"), land))
    kinds = pieces.get("kinds", [])
    if STRIFE in kinds:  # strife comes off the invaders carrying it
        if len(kinds) == 1:
            tok.remove_strife_loop(run, land, count)
            return
        # strife among other kinds: the others are picked one by one, the strife after them
        rest = {**pieces, "kinds": [k for k in kinds if k != STRIFE]}
        done = select_loop(run, land, rest, count, "remove.piece", _remover(run, op, land))
        mode, k = count
        if mode in ("all", "any") or k > done:
            tok.remove_strife_loop(run, land, (mode, k - done if mode not in ("all", "any") else k))
        return
    select_loop(run, land, pieces, count, "remove.piece", _remover(run, op, land))


def _remover(run: Run, op: Op, land: str) -> Callable[[str], None]:
    """How one picked thing comes off: blight removed from the game goes to the box."""
    if not op.get("from_game"):
        return lambda lb: _remove_token(run, land, lb)

    def act(label: str) -> None:
        if label == "blight":
            box.blight_to_box(run.state, land)
        else:
            _remove_token(run, land, label)

    return act


def _op_add(run: Run, op: Op, land: str | None) -> None:
    land = need_land(land, op)
    state = run.state
    mode, k = count_mode(op["count"], mult(run, op.get("per"), land))
    if mode not in ("n", "up_to"):
        raise ExecutionError(f"add needs a number (got {op['count']!r})")
    pieces = run.those(op["pieces"])  # "that type": the kind of the enclosing loop
    kinds = [x for x in pieces.get("kinds", []) if x != "sacred-site"]
    for i in range(k):
        if op.get("max_each") is not None:  # "(max +3 of each)": counted over the whole power
            most = int(op["max_each"])
            kinds = [x for x in kinds if run.count_past("added", {"kinds": [x]}, None) < most]
        kind = decide(
            run.choices,
            "add.kind",
            kinds,
            context=f"{run.name}: add in {land} ({i + 1}/{k})",
            min=0 if mode == "up_to" else 1,
        )
        if kind is None:
            break
        at = land
        if op.get("among") is not None:  # "add 4 disease among other coastal lands"
            spots = landset(run, op["among"], land)
            picked = decide(run.choices, "add.land", spots, context=f"{run.name}: add {kind}")
            if picked is None:
                break
            at = str(picked)
        if kind == "blight":
            cascade = op.get("cascade", True) is not False  # "without cascading"
            add_blight(state, at, run.choices, cascade=cascade, cause=run.name)
        elif kind in TOKEN_KINDS:
            add_token(state, at, kind)
        elif kind == STRIFE:
            tok.add_strife_to_one(run, at, op.get("to"))
        elif kind == "incarna":
            for name in run.owners(pieces, query=False) or []:
                box.place_incarna(state, name, at)
        elif kind == "presence":
            destroyed = bool(pieces.get("destroyed"))
            for name in run.owners(pieces, query=False) or []:
                if not presence_may_go(state, name, at, "added"):  # "may only be added into …"
                    state.log.append(f"{at}: the presence of {name} may not be added here")
                    continue
                # from the presence tracks: the spirit picks one (``presence.track``)
                from_tracks = not destroyed and state.spirits[name].tracks is not None
                if from_tracks and take_from_track(state, name, run.choices) is None:
                    state.log.append(f"{name}: no presence left on the tracks")
                    continue
                add_presence(state, name, at, from_destroyed=destroyed)
        else:
            add_piece(state, at, kind)


def _op_downgrade(run: Run, op: Op, land: str | None) -> None:
    land = need_land(land, op)
    count = count_mode(op["count"], mult(run, op.get("per"), land))
    pieces = {**op["pieces"], "kinds": [k for k in op["pieces"]["kinds"] if k in INVADER_KINDS]}

    def act(label: str) -> None:
        downgrade(run.state, land, run.state.find(land, label))

    select_loop(run, land, pieces, count, "downgrade.piece", act)


def _op_replace(run: Run, op: Op, land: str | None) -> None:
    land = need_land(land, op)
    count = count_mode(op["count"], mult(run, op.get("per"), land))
    new = op["with"]
    new_kinds = [k for k in new["pieces"]["kinds"] if k in PIECE_KINDS or k in _ADDABLE]

    def act(label: str) -> None:
        kind = decide(run.choices, "replace.kind", new_kinds, context=f"replace {label}")
        if kind is None:
            return
        state = run.state
        n = int(new.get("n", 1))
        if kind in PIECE_KINDS and not _is_other(label):
            replace_piece(state, land, state.find(land, label), [kind] * n)
            return
        # a token, blight or presence on either side: take the old one off, add the new ones
        if label.startswith("presence:"):
            box.presence_to_box(run.state, land, label.split(":", 1)[1])
        else:
            _remove_token(run, land, label)
            box.replaced(state, land, label)
        for _ in range(n):
            if kind == "blight":
                add_blight(state, land, run.choices, cause=run.name)
            elif kind in TOKEN_KINDS:
                add_token(state, land, kind)
            else:
                add_piece(state, land, kind)

    select_loop(run, land, op["pieces"], count, "replace.piece", act)


#: what a replacement may bring besides invaders and dahan
_ADDABLE = (*TOKEN_KINDS, "blight")


def _is_other(label: str) -> bool:
    """Whether a label names a token, blight or presence rather than a piece."""
    return label in TOKEN_KINDS or label == "blight" or label.startswith("presence:")


def _op_skip(run: Run, op: Op, land: str | None) -> None:
    if op.get("lands") is not None:  # live: each land judged when its action happens
        live.register(run, op, op["lands"], land)
        return
    land = need_land(land, op)
    mods = run.state.land(land).mods
    keys = live.skip_keys(op)
    mode, k = count_mode(op["count"], 1)
    if mode in ("all", "any"):
        mods.skip_all.update(keys)
        mods.skip_sources += [(key, run.id, True) for key in keys]
        run.state.log.append(f"{land}: skip all {'/'.join(keys)} this round")
        return
    for _ in range(k):
        key = decide(
            run.choices,
            "skip.action",
            keys,
            context=f"{run.name}: which invader action to skip in {land}",
            min=0 if mode == "up_to" else 1,
        )
        if key is None:
            break
        mods.skip_next[key] += 1
        mods.skip_sources.append((key, run.id, False))
        run.state.log.append(f"{land}: skip the next {key}")


# --- returning removed pieces ---------------------------------------------------------------
def _op_return_presence(run: Run, op: Op, land: str | None) -> None:
    """``return up to 2 of your destroyed presence to your presence tracks``: each one leaves
    the destroyed pile for a track the player picks (``presence.return``; its rightmost
    uncovered slot, never the leftmost, is covered again)."""
    state = run.state
    s = state.spirits.get(run.spirit or "")
    if s is None:
        return
    mode, k = count_mode(op["count"], 1)
    for i in range(k):
        tracks = [t for t, n in tracks_of(s).uncovered.items() if n > 1]
        if s.presence_destroyed <= 0 or not tracks:
            return
        track = decide(
            run.choices,
            "presence.return",
            tracks,
            context=f"{run.name}: a destroyed presence back onto a track ({i + 1}/{k})",
            min=0 if mode == "up_to" else 1,
        )
        if track is None:
            return
        cover(state, s.name, str(track))
        s.presence_destroyed -= 1
        s.presence_off_island += 1


def _op_return(run: Run, op: Op, land: str | None) -> None:
    """``return up to 2 beasts/disease removed``: pieces of ``pieces`` this power removed are
    added back where they were removed (decision ``return.piece``: ``kind@land``; strife goes
    onto an invader there, ``strife.piece``)."""
    kinds = list((op.get("pieces") or {}).get("kinds", []))
    left: dict[str, int] = {}
    for ev in run.events:
        if ev.op == "remove" and ev.kind is not None and ev.where is not None:
            kind = ev.kind.partition(":")[0]
            if kind in kinds:
                key = f"{kind}@{ev.where}"
                left[key] = left.get(key, 0) + ev.count
    mode, k = count_mode(op.get("count") or {"n": 1}, 1)
    done = 0
    while mode in ("all", "any") or done < k:
        options = [key for key, n in left.items() if n > 0]
        if not options:
            break
        picked = decide(
            run.choices,
            "return.piece",
            options,
            context=f"{run.name}: return a removed piece ({done + 1})",
            min=0 if mode in ("up_to", "any") else 1,
        )
        if picked is None:
            break
        left[picked] -= 1
        kind, _, where = picked.partition("@")
        before = len(run.state.journal.events)
        run_ops(run, [{"op": "add", "count": {"n": 1}, "pieces": {"kinds": [kind]}}], where)
        if len(run.state.journal.events) == before:
            break  # nothing could be added back (no invader for strife …)
        done += 1


# --- adding a kind found nearby --------------------------------------------------------------
def _op_add_kind(run: Run, op: Op, land: str | None) -> None:
    """``add 1 beasts/disease of a kind in an adjacent land``: the kinds of ``pieces`` present
    in a land adjacent to the current one whose ``costs`` the acting spirit can pay are offered
    (``add.kind``); the chosen kind's cost is paid and ``count`` of it added here."""
    here = need_land(land, op)
    state = run.state
    costs = dict(op.get("costs") or {})
    energy = state.spirits[run.spirit].energy if run.spirit in state.spirits else 0
    near = state.island.adjacent(here)
    options = [
        kind
        for kind in (op.get("pieces") or {}).get("kinds", [])
        if any(run.count_in(x, {"kinds": [kind]}) for x in near)
        and int((costs.get(kind) or {}).get("energy", 0)) <= energy
    ]
    kind = decide(run.choices, "add.kind", options, context=f"{run.name}: a kind to add")
    if kind is None:
        state.log.append(f"{run.name}: no kind to add found in an adjacent land")
        return
    price = int((costs.get(kind) or {}).get("energy", 0))
    if price and run.spirit is not None:
        state.spirits[run.spirit].energy -= price
        state.log.append(f"{run.spirit} pays {price} energy for {kind}")
    run_ops(
        run,
        [{"op": "add", "count": op.get("count") or {"n": 1}, "pieces": {"kinds": [kind]}}],
        here,
    )


#: the operations of this module: IR op name → handler
HANDLERS: dict[str, Handler] = {
    "fear": _op_fear,
    "defend": _op_defend,
    "destroy": _op_destroy,
    "remove": _op_remove,
    "add": _op_add,
    "downgrade": _op_downgrade,
    "replace": _op_replace,
    "skip": _op_skip,
    "return_presence": _op_return_presence,
    "return": _op_return,
    "add_kind": _op_add_kind,
}
