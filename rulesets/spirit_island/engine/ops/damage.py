"""Handler of the ``damage`` operation: damage to pieces in a land (split by the player, to
each piece, to chosen different pieces, per own strife), damage among lands, the acting spirit's
bonus damage, and powers that ignore Health bonuses (:func:`base_health`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from cardsmith.dsl.ir import Op
from cardsmith.engine.choices import decide
from cardsmith.rulesets.spirit_island.engine.changes import damage as ops
from cardsmith.rulesets.spirit_island.engine.changes.pieces import damage_piece
from cardsmith.rulesets.spirit_island.engine.effects.run import Handler, Run, need_land
from cardsmith.rulesets.spirit_island.engine.effects.selectors import (
    count_mode,
    landset,
    mult,
    pick_distinct,
)
from cardsmith.rulesets.spirit_island.engine.ops import tokens as tok
from cardsmith.rulesets.spirit_island.engine.ops.damage_split import damage_split, split_spec
from cardsmith.rulesets.spirit_island.engine.state.model import INVADER_KINDS, PIECE_KINDS

__all__ = ["base_health"]


def _damage_bonus(run: Run) -> int:
    """``damage_bonus_all`` (this round's and permanent special rules) and one
    ``damage_bonus_once`` of the acting spirit: once per power, on its first damage."""
    if run.damage_bonus_used or run.spirit is None:
        return 0
    run.damage_bonus_used = True
    state = run.state
    bonus = sum(
        int(e.get("amount") or 0) for e in state.spirit_effects(run.spirit, "damage_bonus_all")
    )
    for eff in state.spirit_effects(run.spirit, "damage_bonus_once"):
        bonus += int(eff.get("amount") or 0)
        if eff in state.round_effects:
            state.round_effects.remove(eff)
        break
    return bonus


@contextmanager
def base_health(run: Run) -> Iterator[None]:
    """While the power that runs ignores Health bonuses (a top-level ``this_ignores``
    ``health_bonuses``), health counts no bonus; a piece damaged to that health is destroyed."""
    ignores = any(
        o.get("op") == "modifier"
        and o.get("name") == "this_ignores"
        and o.get("what") == "health_bonuses"
        for o in run.top_ops
    )
    saved = run.state.base_health_only
    run.state.base_health_only = saved or ignores
    try:
        yield
    finally:
        run.state.base_health_only = saved


def _op_damage(run: Run, op: Op, land: str | None) -> None:
    run.damage_mark = len(run.events)  # "destroyed by this damage" counts from here
    with base_health(run):
        _damage(run, op, land)


def _damage(run: Run, op: Op, land: str | None) -> None:
    if op.get("among") is not None and not (op.get("to") or {}).get("each"):
        _damage_among(run, op, land)
        return
    land = need_land(land, op)
    state = run.state
    amount = int(op.get("amount", 0)) * mult(run, op.get("per"), land)
    to = op.get("to") or {"kinds": list(INVADER_KINDS)}
    kinds = [k for k in to.get("kinds", INVADER_KINDS) if k in PIECE_KINDS]
    if amount <= 0:
        return
    bonus = _damage_bonus(run) + tok.badlands_bonus(run, land)
    # "to invaders with strife only": the pieces without strife are left out
    unstrifed = [p for p in state.pieces(land, *kinds) if not p.strife] if to.get("strifed") else []
    if to.get("those") and run.those_pieces is not None:  # "to them": the event's pieces only
        unstrifed += [
            p for p in state.pieces(land, *kinds) if all(p is not q for q in run.those_pieces)
        ]
    if not to.get("each"):
        split = split_spec(run, run.top_ops) if land == run.target_land else None
        if split is not None and not to.get("strifed"):
            damage_split(run, land, amount + bonus, kinds, split)
            return
        ops.distribute_damage(
            state, land, amount + bonus, kinds, run.choices, cause=run.name, exclude=unstrifed
        )
        return
    candidates = [p for p in state.pieces(land, *kinds) if all(p is not q for q in unstrifed)]
    if to.get("choose"):
        # a ``per`` inside ``choose`` multiplies how many pieces are chosen, not the damage
        candidates = pick_distinct(
            run,
            candidates,
            count_mode(to["choose"], mult(run, to["choose"].get("per"), land)),
            "damage.each.target",
            lambda i, limit: f"{run.name}: a different piece ({i}/{limit})",
        )
    if op.get("per_own"):  # "each invader takes 1 damage per strife it has"
        candidates = [p for p in candidates if p.strife]
        if not candidates:
            return  # no damage dealt: no Badlands bonus either
    for p in candidates:
        if any(p is q for q in state.land(land).pieces):
            n = amount * p.strife if op.get("per_own") else amount
            damage_piece(state, land, p, n, cause=run.name)
    if bonus:  # "+1 Damage total for the Power, even if it damages each Invader" (Badlands too)
        ops.distribute_damage(state, land, bonus, kinds, run.choices, cause=run.name)


def _damage_among(run: Run, op: Op, land: str | None) -> None:
    """N damage among LANDS: split point by point, the player picking a land (with such
    pieces) for each point (``damage.land``), then the piece there."""
    state = run.state
    to = op.get("to") or {"kinds": list(INVADER_KINDS)}
    kinds = [k for k in to.get("kinds", INVADER_KINDS) if k in PIECE_KINDS]
    amount = int(op.get("amount", 0)) * mult(run, op.get("per"), land)
    if amount <= 0:
        return
    for i in range(amount + _damage_bonus(run)):
        lands = [x for x in landset(run, op["among"], land) if state.pieces(x, *kinds)]
        where = decide(run.choices, "damage.land", lands, context=f"{run.name}: damage {i + 1}")
        if where is None:
            return
        ops.distribute_damage(state, where, 1, kinds, run.choices, cause=run.name)


#: the operations of this module: IR op name → handler
HANDLERS: dict[str, Handler] = {
    "damage": _op_damage,
}
