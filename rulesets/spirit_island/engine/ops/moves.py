"""Handlers of the operations that move pieces: push, gather, move — with the pieces brought
along (``bringing``). Token kinds, isolation and drowning through :mod:`.ops.tokens`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardsmith.dsl.ir import Op
from cardsmith.engine.choices import decide
from cardsmith.rulesets.spirit_island.engine.changes import box
from cardsmith.rulesets.spirit_island.engine.changes.pieces import (
    move_blight,
    move_piece,
    move_presence,
)
from cardsmith.rulesets.spirit_island.engine.changes.tokens import move_token
from cardsmith.rulesets.spirit_island.engine.effects.run import Handler, Run, need_land
from cardsmith.rulesets.spirit_island.engine.effects.selectors import (
    count_mode,
    landset,
    mult,
    place,
    select_loop,
)
from cardsmith.rulesets.spirit_island.engine.ops import tokens as tok
from cardsmith.rulesets.spirit_island.engine.rules.presence import (
    allowed,
    follow_move,
    presence_may_go,
)
from cardsmith.rulesets.spirit_island.engine.state.board import OCEAN, TOKEN_KINDS


def _move_token(run: Run, src: str, dst: str, label: str, verb: str) -> None:
    state = run.state
    if dst == OCEAN:
        tok.drown(run, src, label, verb)
    elif label in TOKEN_KINDS:
        if move_token(state, src, dst, label, verb=verb):
            follow_move(state, run.choices, src, dst, label)  # "presence may move with beasts"
    elif label == "blight":
        move_blight(state, src, dst, verb=verb)
    elif label.startswith("presence:"):
        spirit = label.split(":", 1)[1]
        if not presence_may_go(state, spirit, dst, "moved"):  # "may only be moved into …"
            state.log.append(f"{src}: the presence of {spirit} may not be moved into {dst}")
            return
        move_presence(state, spirit, src, dst, verb=verb)
    elif label.startswith("incarna:"):
        box.move_incarna(state, label.split(":", 1)[1], src, dst, verb=verb)
    else:
        piece = state.find(src, label)
        move_piece(state, src, dst, piece, verb=verb)
        if any(p is piece for p in state.land(dst).pieces):  # "presence may move with dahan"
            follow_move(state, run.choices, src, dst, piece.kind)


class _Along:
    """The pieces brought along by one push or move (``along``): after each moved piece goes
    from ``src`` to ``dst``, the player may move pieces of each item the same way, within the
    item's count — for the whole operation, or afresh for each moved piece (``each``)."""

    def __init__(self, run: Run, spec: Mapping[str, Any] | None) -> None:
        self.run = run
        self.items: list[Mapping[str, Any]] = list((spec or {}).get("items", []))
        self.each = bool((spec or {}).get("each"))
        self.left = [count_mode(it["count"], 1) for it in self.items]

    def follow(self, src: str, dst: str | None) -> None:
        if not self.items or dst is None or dst in (src, OCEAN):
            return
        run = self.run
        for i, item in enumerate(self.items):
            mode, k = count_mode(item["count"], 1) if self.each else self.left[i]
            if mode in ("n", "up_to") and k <= 0:
                continue
            done = select_loop(
                run,
                src,
                item["pieces"],
                (mode, k),
                "along.piece",
                lambda lb: _move_token(run, src, dst, lb, "move"),
            )
            if not self.each:
                self.left[i] = (mode, k - done)


def _op_push(run: Run, op: Op, land: str | None) -> None:
    land = need_land(land, op)
    state = run.state
    count = count_mode(op["count"], mult(run, op.get("per"), land))
    if tok.isolated(state, land):
        state.log.append(f"{land}: isolated, nothing is pushed out")
        return
    adjacent = tok.open_lands(state, state.island.adjacent(land))
    to = op.get("to")
    fixed: str | None = None
    limited: list[str] | None = None
    if to is not None:
        if "land" in to:
            fixed = place(run, to, land, "push.destination")
        elif to.get("choose") == "one":
            lands = [x for x in landset(run, to.get("lands", {}), land) if x in adjacent]
            limited = lands
        else:
            limited = [x for x in landset(run, to.get("lands", {}), land) if x in adjacent]
    if fixed is not None and tok.isolated(state, fixed):
        state.log.append(f"{fixed}: isolated, nothing is pushed in")
        return
    one_land = to is not None and to.get("choose") == "one"
    used: list[str] = []
    ocean = to is None and tok.ocean_allowed(run, op, land)  # drowning (Ocean's Hungry Grasp)
    along = _Along(run, op.get("along"))

    def act(label: str) -> None:
        nonlocal fixed
        if fixed is not None:
            dest: str | None = fixed
        else:
            options = limited if limited is not None else adjacent
            if ocean and tok.can_drown(label):
                options = [*options, OCEAN]
            if label.startswith("presence:"):  # the owner's presence_only rule
                options = allowed(state, label.split(":", 1)[1], options, "moved")
            if op.get("spread") == "even":  # "as evenly as possible": the least-used lands
                fewest = min(used.count(x) for x in options) if options else 0
                options = [x for x in options if used.count(x) == fewest]
            elif op.get("spread"):
                fresh = [x for x in options if x not in used]
                options = fresh or options
            dest = decide(run.choices, "push.destination", options, context=f"push {label}")
            if one_land:
                fixed = dest
        if dest is None:
            return
        used.append(dest)
        _move_token(run, land, dest, label, "push")
        along.follow(land, dest)

    if fixed is None and not (limited if limited is not None else adjacent) and not ocean:
        return
    select_loop(run, land, op["pieces"], count, "push.piece", act)


def _op_gather(run: Run, op: Op, land: str | None) -> None:
    if op.get("into") is not None:
        _gather_into(run, op, land)
        return
    land = need_land(land, op)
    state = run.state
    mode, k = count_mode(op["count"], mult(run, op.get("per"), land))
    pieces = op["pieces"]
    if tok.isolated(state, land):
        state.log.append(f"{land}: isolated, nothing is gathered in")
        return
    adjacent = tok.open_lands(state, state.island.adjacent(land))
    source = op.get("from") or {}
    if source.get("lands") is not None:  # "from one adjacent land …": those lands only
        allowed = landset(run, source["lands"], land)
        adjacent = [a for a in adjacent if a in allowed]
    cap = k if mode in ("n", "up_to") else sum(run.units(a, pieces) for a in adjacent)
    done = 0
    while done < cap:
        sources = [a for a in adjacent if run.tokens(a, pieces)]
        if mode == "all":
            src: str | None = sources[0] if sources else None
        else:
            src = decide(
                run.choices,
                "gather.source",
                sources,
                context=f"gather into {land} ({done + 1})",
                min=1 if mode == "n" else 0,
            )
        if src is None:
            break
        if source.get("choose") == "one":
            adjacent = [src]  # "from a single land": every piece from the first one's land
        labels = run.tokens(src, pieces)
        label = labels[0] if mode == "all" else decide(run.choices, "gather.piece", labels)
        assert label is not None
        _move_token(run, src, land, label, "gather")
        done += 1


def _gather_into(run: Run, op: Op, land: str | None) -> None:
    """"Gather up to 4 explorer (total) into lands with 2 or more invaders": piece by piece, the
    player picks a land of ``into`` (judged then; ``gather.into``), then the adjacent land and
    the piece, as a gather into that land."""
    state = run.state
    mode, k = count_mode(op["count"], mult(run, op.get("per"), land))
    pieces = op["pieces"]

    def sources(dst: str) -> list[str]:
        near = tok.open_lands(state, state.island.adjacent(dst))
        return [a for a in near if run.tokens(a, pieces)]

    cap = k if mode in ("n", "up_to") else sum(run.units(a, pieces) for a in state.land_ids())
    done = 0
    while done < cap:
        into = [d for d in landset(run, op["into"], land) if not tok.isolated(state, d)]
        dests = [d for d in into if sources(d)]
        optional = 0 if mode in ("up_to", "any") else 1
        dst = decide(
            run.choices, "gather.into", dests, context=f"gather ({done + 1})", min=optional
        )
        if dst is None:
            break
        src = decide(run.choices, "gather.source", sources(dst), context=f"gather into {dst}")
        if src is None:
            break
        label = decide(run.choices, "gather.piece", run.tokens(src, pieces))
        assert label is not None
        _move_token(run, src, dst, label, "gather")
        done += 1


def _op_move(run: Run, op: Op, land: str | None) -> None:
    if op.get("steps"):
        _move_steps(run, op, need_land(land, op))
        return
    source = op.get("from") or {}
    if source.get("choose") == "any":  # "from any land …": each piece from a land of its own
        _move_from_many(run, op, land)
        return
    src = place(run, op["from"], land, "move.source") if op.get("from") else land
    src = need_land(src, op)
    dst = place(run, op["to"], src, "move.destination")
    if dst is None:
        return
    if dst != src and (tok.isolated(run.state, src) or tok.isolated(run.state, dst)):
        run.state.log.append(f"{src} → {dst}: an isolated land, nothing is moved")
        return
    count = count_mode(op["count"], mult(run, op.get("per"), src))
    if dst == src:
        # "to any land (including back into target land)": the chosen pieces stay, but they
        # count as moved there (each piece at most once)
        mode, k = count
        if mode in ("n", "up_to"):
            count = (mode, min(k, run.units(src, op["pieces"])))
    along = _Along(run, op.get("along"))

    def act(label: str) -> None:
        _move_token(run, src, dst, label, "move")
        along.follow(src, dst)

    select_loop(run, src, op["pieces"], count, "move.piece", act)


def _move_from_many(run: Run, op: Op, land: str | None) -> None:
    """``move up to 2 beasts from any land within 3 range to target``: the destination first,
    then for each piece the land it comes from (``move.source``; not the destination)."""
    dst = place(run, op["to"], land, "move.destination")
    if dst is None or tok.isolated(run.state, dst):
        return
    pieces = op["pieces"]
    mode, k = count_mode(op["count"], mult(run, op.get("per"), land))
    along = _Along(run, op.get("along"))
    done = 0
    while mode not in ("n", "up_to") or done < k:
        sources = [
            x
            for x in landset(run, op["from"].get("lands", {}), land)
            if x != dst and run.tokens(x, pieces) and not tok.isolated(run.state, x)
        ]
        if not sources:
            break
        src = (
            sources[0]
            if mode == "all"
            else decide(
                run.choices,
                "move.source",
                sources,
                context=f"{run.name}: move to {dst} ({done + 1})",
                min=1 if mode == "n" else 0,
            )
        )
        if src is None:
            break
        labels = run.tokens(src, pieces)
        label = labels[0] if mode == "all" else decide(run.choices, "move.piece", labels)
        if label is None:
            break
        _move_token(run, src, dst, label, "move")
        along.follow(src, dst)
        done += 1


def _move_steps(run: Run, op: Op, land: str) -> None:
    """``move 1 beasts up to 2 lands, bringing up to 2 dahan``: each picked piece goes one
    adjacent land at a time (``move.step``; after the first step the player may stop), and at
    each step the ``along`` pieces may come from the land it leaves (afresh at each step)."""
    state = run.state
    steps = int(op["steps"])

    def act(label: str) -> None:
        here = land
        for step in range(steps):
            if tok.isolated(state, here):
                break
            options = tok.open_lands(state, state.island.adjacent(here))
            nxt = decide(
                run.choices,
                "move.step",
                options,
                context=f"{run.name}: {label} step {step + 1}/{steps}",
                min=1 if step == 0 else 0,
            )
            if nxt is None:
                break
            _move_token(run, here, nxt, label, "move")
            _Along(run, op.get("along")).follow(here, nxt)
            here = nxt

    count = count_mode(op["count"], mult(run, op.get("per"), land))
    select_loop(run, land, op["pieces"], count, "move.piece", act)


#: the operations of this module: IR op name → handler
HANDLERS: dict[str, Handler] = {
    "push": _op_push,
    "gather": _op_gather,
    "move": _op_move,
}
