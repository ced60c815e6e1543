"""Tokens, strife, Isolate, drowning and the Invader-action changes in compiled effects: the
helpers :mod:`.ops.pieces` calls for token kinds, and the token-only operations
(``isolate``, ``invader_action``, ``strife_damage``), registered into :data:`.effects.run.OPS`.

Decision names: ``strife.piece`` (which invader gets a strife), ``strife.remove`` (which
invader loses one), ``strife.damage.target`` (whom a strifed invader damages); the Ocean is the
``push.destination`` option ``ocean`` when the push may drown.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from cardsmith.dsl.ir import Op
from cardsmith.engine.choices import decide
from cardsmith.rulesets.spirit_island.engine.changes.pieces import damage_piece, enforce_health
from cardsmith.rulesets.spirit_island.engine.changes.tokens import (
    add_strife,
    drown_piece,
    drown_token,
    isolate,
    remove_strife,
)
from cardsmith.rulesets.spirit_island.engine.effects.run import (
    ExecutionError,
    Handler,
    Run,
    need_land,
)
from cardsmith.rulesets.spirit_island.engine.effects.selectors import count_mode, pick_distinct
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.rules.treat_as import treated_count
from cardsmith.rulesets.spirit_island.engine.state.board import TOKEN_KINDS
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import (
    ATTACK,
    INVADER_ACTIONS,
    INVADER_KINDS,
    Piece,
)

#: the spirit modifier that lets its pushes go into the Ocean, where pieces drown
PUSH_INTO_OCEAN = "push_into_ocean"


# --- Isolate ------------------------------------------------------------------------------
def isolated(state: State, land: str) -> bool:
    """Is ``land`` isolated this round (nothing moves in or out)?"""
    return state.land(land).mods.isolated


def open_lands(state: State, lands: Iterable[str]) -> list[str]:
    """``lands`` without the isolated ones (the destinations / sources of a move)."""
    return [x for x in lands if not state.land(x).mods.isolated]


def _op_isolate(run: Run, op: Op, land: str | None) -> None:
    isolate(run.state, need_land(land, op))


# --- drowning -----------------------------------------------------------------------------
def ocean_allowed(run: Run, op: Op, land: str) -> bool:
    """May this push go into the Ocean (a coastal land; the op's ``ocean`` flag or the acting
    spirit's ``push_into_ocean`` modifier)?"""
    if not run.state.island.land(land).coastal:
        return False
    return bool(op.get("ocean")) or bool(run.state.spirit_effects(run.spirit, PUSH_INTO_OCEAN))


def can_drown(label: str) -> bool:
    """Presence is never pushed into the Ocean; everything else drowns there."""
    return not label.startswith("presence:")


def drown(run: Run, land: str, label: str, verb: str) -> None:
    state = run.state
    if label == "blight" or label in TOKEN_KINDS:
        drown_token(state, land, label, verb=verb)
    else:
        drown_piece(state, land, state.find(land, label), verb=verb)


# --- Badlands -----------------------------------------------------------------------------
def badlands_bonus(run: Run, land: str) -> int:
    """+1 damage per Badlands in ``land``, once per power in each land (the caller deals ≥ 1)."""
    n = run.state.count(land, "badlands") + treated_count(run.state, run.spirit, land, "badlands")
    if not n or land in run.badlands_lands:
        return 0
    run.badlands_lands.add(land)
    run.state.log.append(f"{land}: +{n} damage (badlands)")
    return n


# --- strife -------------------------------------------------------------------------------
def add_strife_to_one(run: Run, land: str, to: Mapping[str, Any] | None) -> None:
    """Add 1 strife to an invader of the land (``to``: the kinds it may go on)."""
    state = run.state
    kinds = [k for k in (to or {}).get("kinds", INVADER_KINDS) if k in INVADER_KINDS]
    labels = state.labels(land, *kinds)
    label = decide(run.choices, "strife.piece", labels, context=f"{run.name}: strife in {land}")
    if label is None:
        state.log.append(f"{land}: no invader to add strife to")
        return
    piece = state.find(land, label)
    if add_strife(state, land, piece):
        run.strifed_pieces.append(piece)  # "the invader you added strife to"
    enforce_health(state, land, cause="health lowered by its strife")


def remove_strife_loop(run: Run, land: str, count: tuple[str, int]) -> int:
    """Remove strife one at a time (``strife.remove``: an invader carrying some); returns how
    many. ``all`` removes every strife in the land."""
    state = run.state
    mode, k = count
    cap = state.count(land, "strife") if mode in ("all", "any", "health") else k
    done = 0
    while done < cap:
        labels = [p.label for p in state.pieces(land) if p.strife]
        labels = sorted(set(labels), key=labels.index)
        if not labels:
            break
        if mode == "all":
            label: str | None = labels[0]
        else:
            label = decide(
                run.choices,
                "strife.remove",
                labels,
                context=f"{run.name}: remove strife in {land} ({done + 1})",
                min=1 if mode == "n" else 0,
            )
        if label is None:
            break
        remove_strife(state, land, state.find(land, label))
        done += 1
    return done


def _op_strife_damage(run: Run, op: Op, land: str | None) -> None:
    """Each invader with strife deals its damage (explorer 1, town 2, city 3) to other invaders
    of its land, split by the player (``strife.damage.target``); Badlands once for the op.
    ``count``: only that many of them, picked by the player (``strife.attacker``)."""
    land = need_land(land, op)
    state = run.state
    strifed = [p for p in state.pieces(land, *INVADER_KINDS) if p.strife]
    if op.get("count"):
        strifed = _attackers(run, land, strifed, count_mode(op["count"], 1))
    first = True
    for attacker in strifed:
        if not any(attacker is q for q in state.land(land).pieces):
            continue  # destroyed by an earlier one
        amount = ATTACK[attacker.kind]
        if first:
            amount += badlands_bonus(run, land)
            first = False
        _damage_others(run, land, attacker, amount)


def _attackers(run: Run, land: str, strifed: list[Piece], count: tuple[str, int]) -> list[Piece]:
    if count[0] == "all":
        return strifed
    return pick_distinct(
        run,
        strifed,
        count,
        "strife.attacker",
        lambda i, limit: f"{run.name}: an invader with strife deals damage in {land}",
    )


def _damage_others(run: Run, land: str, attacker: Piece, amount: int) -> None:
    state = run.state
    while amount > 0:
        others = [p for p in state.pieces(land, *INVADER_KINDS) if p is not attacker]
        labels = sorted({p.label for p in others}, key=[p.label for p in others].index)
        label = decide(
            run.choices,
            "strife.damage.target",
            labels,
            context=f"{run.name}: the strifed {attacker.kind} deals {amount} in {land}",
        )
        if label is None:
            return
        target = next(p for p in others if p.label == label)
        hit = min(amount, state.remaining_health(land, target))
        damage_piece(state, land, target, hit, cause="strife")
        amount -= hit


# --- an extra Invader action --------------------------------------------------------------
def _op_invader_action(run: Run, op: Op, land: str | None) -> None:
    """An extra action ("Then Invaders Ravage in target land"): the Invader action happens
    now, in the current land, with its usual rules (skips, Disease, Wilds, strife, …)."""
    land = need_land(land, op)
    for action in op.get("actions", []):
        if action not in INVADER_ACTIONS:
            raise ExecutionError(f"unknown invader action {action!r}")
        run.state.log.append(f"{land}: {run.name} makes the invaders {action}")
        invaders.invader_action(run.state, land, action, run.choices)


#: the operations of this module: IR op name → handler
HANDLERS: dict[str, Handler] = {
    "isolate": _op_isolate,
    "strife_damage": _op_strife_damage,
    "invader_action": _op_invader_action,
}
