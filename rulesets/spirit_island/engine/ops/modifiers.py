"""The handler of ``modifier``: a change to the rules, in one land this round (health,
prevent, builds that add something else, the Invader-action changes, …) or for spirits (this
round's effects, or for the game when the power runs ``permanent``). One function per modifier
name in :data:`MODIFIERS`; a name not listed is a spirit-wide effect, stored for the code that
reads it (:func:`_spirit_effect`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardsmith.dsl.ir import Op
from cardsmith.rulesets.spirit_island.engine.changes import damage as ops
from cardsmith.rulesets.spirit_island.engine.changes.pieces import enforce_health
from cardsmith.rulesets.spirit_island.engine.effects.run import (
    ExecutionError,
    Handler,
    Run,
    need_land,
)
from cardsmith.rulesets.spirit_island.engine.effects.selectors import count_mode, mult
from cardsmith.rulesets.spirit_island.engine.rules import invader_modifiers as rules
from cardsmith.rulesets.spirit_island.engine.rules import judged_at_action as live
from cardsmith.rulesets.spirit_island.engine.rules.invader_modifiers import INVADER_MODIFIERS
from cardsmith.rulesets.spirit_island.engine.rules.presence import make_sacred
from cardsmith.rulesets.spirit_island.engine.state.model import ATTACK, INVADER_ACTIONS, PIECE_KINDS


def _kinds(spec: Any) -> list[str]:
    return [str(k) for k in (spec or {}).get("kinds", [])]


def _mult_for(run: Run, per: Any, land: str | None, spirit: str | None) -> int:
    """A ``per`` counted with ``spirit`` as "they" (each spirit's own presence)."""
    saved = run.target_spirit
    run.target_spirit = spirit
    try:
        return mult(run, per, land)
    finally:
        run.target_spirit = saved


def _health(run: Run, op: Op, land: str | None) -> None:
    state = run.state
    land = need_land(land, op)
    mods = state.land(land).mods
    for kind in _kinds(op.get("pieces")):
        if kind in PIECE_KINDS and op.get("per_own"):  # per strife each piece has
            low = int(op.get("min", 1))
            mods.health_per_strife.append((kind, int(op.get("amount", 0)), low))
        elif kind in PIECE_KINDS:
            mods.health_bonus[kind] += int(op.get("amount", 0))
    state.log.append(f"{land}: {_kinds(op.get('pieces'))} health {op.get('amount', 0):+d}")
    enforce_health(state, land)


def _prevent(run: Run, op: Op, land: str | None) -> None:
    state = run.state
    land = need_land(land, op)
    mods = state.land(land).mods
    by = f"@{op['by']}" if op.get("by") else ""  # "from ravaging invaders": damaged@ravage
    for kind in _kinds(op.get("pieces")):
        for verb in op.get("verbs", []):
            mods.prevent.add((kind, verb + by))
            if kind == "blight" and verb == "added":
                mods.blight_blocked = True
    state.log.append(f"{land}: {_kinds(op.get('pieces'))} cannot be {op.get('verbs')}")


def _push_instead(run: Run, op: Op, land: str | None) -> None:
    land = need_land(land, op)
    run.state.land(land).mods.push_instead = True
    run.state.log.append(f"{land}: presence that would be destroyed may be pushed instead")


def _no_heal(run: Run, op: Op, land: str | None) -> None:
    land = need_land(land, op)
    run.state.land(land).mods.no_heal.update(_kinds(op.get("pieces")))
    run.state.log.append(f"{land}: {_kinds(op.get('pieces'))} do not heal this round")


def _build_adds(run: Run, op: Op, land: str | None) -> None:
    land = need_land(land, op)
    instead = tuple(_kinds(op.get("pieces")))
    replaced = tuple(_kinds(op.get("other")))
    run.state.land(land).mods.build_adds.append((replaced, instead))
    run.state.log.append(
        f"{land}: builds add {'/'.join(instead)} instead of {'/'.join(replaced)}"
    )


def _damage_each_other(run: Run, op: Op, land: str | None) -> None:
    state = run.state
    land = need_land(land, op)
    a = [k for k in _kinds(op.get("pieces")) if k in PIECE_KINDS]
    b = [k for k in _kinds(op.get("other")) if k in PIECE_KINDS]
    a_attack = sum(ATTACK[p.kind] for p in state.pieces(land, *a))
    b_attack = sum(ATTACK[p.kind] for p in state.pieces(land, *b))
    state.log.append(f"{land}: {a} deal {a_attack} damage to {b}, {b} deal {b_attack} back")
    a_attack += rules.badlands(state, land, a_attack, "/".join(a))
    ops.distribute_damage(state, land, a_attack, b, run.choices, cause=run.name)
    b_attack += rules.badlands(state, land, b_attack, "/".join(b))
    ops.distribute_damage(state, land, b_attack, a, run.choices, cause=run.name)


def _read_by_damage(run: Run, op: Op, land: str | None) -> None:
    """``split_damage``: read by the power's damage (``damage_split.split_spec``)."""


def _this_ignores(run: Run, op: Op, land: str | None) -> None:
    """Read by the power's damage (``ops.damage.base_health``); logged here."""
    run.state.log.append(f"{run.name}: ignores {str(op.get('what')).replace('_', ' ')}")


def _invader_modifier(run: Run, op: Op, land: str | None) -> None:
    """A change to the Invader actions in the current land this round (``lands``: live, in
    each land matching when the action happens)."""
    if op.get("lands") is not None:
        live.register(run, op, op["lands"], land)
        return
    land = need_land(land, op)
    effect = {k: v for k, v in op.items() if k != "op"}
    if op.get("per"):  # counted in the land at the action, for this spirit ("your presence")
        effect["spirit"] = run.spirit
    if op.get("name") == "action_becomes":
        if op.get("instead") not in INVADER_ACTIONS or not set(op.get("actions", [])) <= set(
            INVADER_ACTIONS
        ):
            raise ExecutionError(f"action_becomes needs invader actions: {dict(op)!r}")
        mode, k = count_mode(op.get("count") or {"all": True}, 1)
        effect["left"] = None if mode in ("all", "any") else k
    run.state.land(land).mods.invader_mods.append(effect)
    detail = _modifier_detail(op)
    run.state.log.append(
        f"{land}: {op.get('name')} this round" + (f" ({detail})" if detail else "")
    )


def _modifier_detail(op: Op) -> str:
    """How many / how much a spirit modifier gives, for the log ("1", "up to 2", "+3")."""
    parts: list[str] = []
    count = op.get("count") or {}
    if "n" in count:
        parts.append(str(count["n"]))
    elif "up_to" in count:
        parts.append(f"up to {count['up_to']}")
    if op.get("amount") is not None:
        parts.append(f"{int(op['amount']):+d}")
    return ", ".join(parts)


def _spirit_effect(run: Run, op: Op, land: str | None) -> None:
    """A spirit-wide modifier: each spirit it names gets it, this round or for the game."""
    state = run.state
    name = op.get("name")
    who = op.get("who")
    spirits = run.spirits_for(who) if who else ([run.spirit] if run.spirit else [None])
    if name == "presence_sacred":  # "your presence in wetland lands counts as sacred site"
        if not run.permanent:
            raise ExecutionError("presence_sacred is a special rule (for the game), not a power's")
        for spirit in spirits:
            make_sacred(state, str(spirit), op.get("lands") or {"land": "any"})
        return
    for spirit in spirits:
        effect = {k: v for k, v in op.items() if k not in ("op", "per")}
        effect["spirit"] = spirit
        effect["land"] = land
        if op.get("per"):  # counted for this spirit ("their presence": its own)
            effect["amount"] = int(op.get("amount") or 0) * _mult_for(run, op["per"], land, spirit)
        if name == "share_presence":
            effect["with"] = run.target_spirit
        if name == "repeat_cards":
            effect["from_card"] = run.card  # ``other``: not the card that grants it
        if run.permanent:
            effect["scope"] = "spirit"
            state.spirit_rules.append(effect)
        else:
            state.round_effects.append(effect)
    when = "for the game" if run.permanent else "this round"
    detail = _modifier_detail(op)
    state.log.append(
        f"{when}: {name} for {', '.join(str(s) for s in spirits)}"
        + (f" ({detail})" if detail else "")
    )


#: the modifiers handled by name; any other is a spirit-wide effect (:func:`_spirit_effect`)
MODIFIERS: Mapping[str, Handler] = {
    "health": _health,
    "prevent": _prevent,
    "push_instead": _push_instead,
    "no_heal": _no_heal,
    "build_adds": _build_adds,
    **dict.fromkeys(INVADER_MODIFIERS, _invader_modifier),
    "damage_each_other": _damage_each_other,
    "split_damage": _read_by_damage,
    "this_ignores": _this_ignores,
}


def _op_modifier(run: Run, op: Op, land: str | None) -> None:
    MODIFIERS.get(str(op.get("name")), _spirit_effect)(run, op, land)


#: the operations of this module: IR op name → handler
HANDLERS: dict[str, Handler] = {"modifier": _op_modifier}
