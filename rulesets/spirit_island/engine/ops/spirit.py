"""Handlers of the spirit operations: energy, cards, elements, modifiers (this round's and
permanent special rules), and the live ``at_sacred_sites`` scope."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dsl.ir import Op
from engine.choices import choose_many, decide
from engine.events import Event
from rulesets.spirit_island.engine.changes import damage as ops
from rulesets.spirit_island.engine.changes.pieces import enforce_health, enforce_health_in
from rulesets.spirit_island.engine.changes.record import _log
from rulesets.spirit_island.engine.effects.run import (
    ExecutionError,
    Handler,
    Run,
    need_land,
)
from rulesets.spirit_island.engine.effects.selectors import (
    count_mode,
    mult,
)
from rulesets.spirit_island.engine.ops.cards import gain_now
from rulesets.spirit_island.engine.rules import invader_modifiers as rules
from rulesets.spirit_island.engine.rules import judged_at_action as live
from rulesets.spirit_island.engine.rules.invader_modifiers import INVADER_MODIFIERS
from rulesets.spirit_island.engine.rules.presence import make_sacred
from rulesets.spirit_island.engine.state.model import ATTACK, INVADER_ACTIONS, PIECE_KINDS
from rulesets.spirit_island.engine.state.panel import ELEMENTS

#: modifiers an ``at_sacred_sites`` scope may hold (the code consulting them:
#: ``State.health``, ``State.prevented``, ``State.build_substitute``, and for the Invader-action
#: changes judged live, ``rules.invader_modifiers.invader_mods``)
SITE_MODIFIERS: tuple[str, ...] = (
    "health",
    "prevent",
    "build_adds",
    "sit_out",
    "skip_for_presence",
    *live.LIVE_MODIFIERS,
)
#: other ops an ``at_sacred_sites`` scope may hold (``defend``: ``State.defend_at``)
SITE_OPS: tuple[str, ...] = ("defend",)


def _op_choose_another(run: Run, op: Op, land: str | None) -> None:
    """``choose another spirit``: it is the target spirit ("they", "the chosen spirit") for
    the rest of the power (``spirit.choose``; a single other spirit: no decision)."""
    names = [n for n in run.state.spirits if n != run.spirit]
    picked = decide(run.choices, "spirit.choose", names, context=f"{run.name}: another spirit")
    if picked is not None:
        run.target_spirit = str(picked)
        run.state.log.append(f"{run.name}: {picked} is chosen")


def _op_give_energy(run: Run, op: Op, land: str | None) -> None:
    """``give up to N of your energy to the chosen spirit`` (``give.amount``: 0..N)."""
    state = run.state
    me, them = state.spirits.get(run.spirit or ""), run.target_spirit
    if me is None or them is None or them == run.spirit or them not in state.spirits:
        return
    most = min(int(op.get("up_to") or 0), me.energy)
    n = decide(run.choices, "give.amount", list(range(most, -1, -1)), context=f"{run.name}")
    if n:
        me.energy -= int(n)
        state.spirits[them].energy += int(n)
        state.log.append(f"{run.spirit} gives {n} energy to {them}")


def _op_gain_energy(run: Run, op: Op, land: str | None) -> None:
    saved = run.target_spirit
    try:
        for name in run.spirits_for(op.get("who")):
            if op.get("who") == "each":
                run.target_spirit = name  # "each spirit … per their …": counted per spirit
            n = int(op.get("amount", 0)) * mult(run, op.get("per"), land)
            run.state.spirits[name].energy += n
            run.state.log.append(f"{name} gains {n} energy")
    finally:
        run.target_spirit = saved


def _op_gain_card(run: Run, op: Op, land: str | None) -> None:
    deck = op.get("deck") or "minor|major"
    if op.get("from") == "not_kept":
        deck = f"{deck} (not kept)"
    for name in run.spirits_for(op.get("who")):
        if run.state.cards.decks is not None and op.get("from") != "not_kept":
            gain_now(run, name, op)  # the decks are modelled: draw and keep now
            continue
        for _ in range(int(op.get("n", 1))):
            run.state.spirits[name].pending_cards.append(deck)
        run.state.log.append(f"{name} gains {op.get('n', 1)} {deck} power card(s)")


def _op_gain_elements(run: Run, op: Op, land: str | None) -> None:
    for name in run.spirits_for(op.get("who")):
        if op.get("same"):
            picked = list(run.chosen_elements)
        elif op.get("have"):  # "an element they have": one they have at least 1 of
            spirit = run.state.spirits[name]
            picked = choose_many(
                run.choices,
                "elements.choose",
                [el for el in ELEMENTS if spirit.element_count(el) >= 1],
                count=int(op.get("n", 1)),
                context=f"{name} gains an element it has",
                distinct=False,
            )
        elif op.get("single"):  # "2 of a single element": one element, n times
            one = choose_many(
                run.choices,
                "elements.choose",
                list(ELEMENTS),
                count=1,
                context=f"{name} gains {op.get('n', 1)} of a single element",
            )
            picked = one * int(op.get("n", 1))
        elif "elements" in op or "any" in op:
            picked = _named_elements(run, op, name)
        else:
            picked = choose_many(
                run.choices,
                "elements.choose",
                list(ELEMENTS),
                count=int(op.get("n", 1)),
                context=f"{name} gains different elements",
            )
            run.chosen_elements = list(picked)
        for el in picked:
            run.state.spirits[name].elements[el] += 1
        run.state.log.append(f"{name} gains elements {', '.join(picked) or 'none'}")


def _named_elements(run: Run, op: Op, name: str) -> list[str]:
    """The named elements ("gains 1 fire"), then ``any`` picks of choice (repeats allowed)."""
    picked = [str(el) for el, n in dict(op.get("elements") or {}).items() for _ in range(int(n))]
    picked += choose_many(
        run.choices,
        "elements.choose",
        list(ELEMENTS),
        count=int(op.get("any", 0)),
        context=f"{name} gains elements of its choice",
        distinct=False,
    )
    return picked


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


def _op_modifier(run: Run, op: Op, land: str | None) -> None:
    state = run.state
    name = op.get("name")
    if name == "health":
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
        return
    if name == "prevent":
        land = need_land(land, op)
        mods = state.land(land).mods
        by = f"@{op['by']}" if op.get("by") else ""  # "from ravaging invaders": damaged@ravage
        for kind in _kinds(op.get("pieces")):
            for verb in op.get("verbs", []):
                mods.prevent.add((kind, verb + by))
                if kind == "blight" and verb == "added":
                    mods.blight_blocked = True
        state.log.append(f"{land}: {_kinds(op.get('pieces'))} cannot be {op.get('verbs')}")
        return
    if name == "push_instead":
        land = need_land(land, op)
        state.land(land).mods.push_instead = True
        state.log.append(f"{land}: presence that would be destroyed may be pushed instead")
        return
    if name == "no_heal":
        land = need_land(land, op)
        state.land(land).mods.no_heal.update(_kinds(op.get("pieces")))
        state.log.append(f"{land}: {_kinds(op.get('pieces'))} do not heal this round")
        return
    if name == "build_adds":
        land = need_land(land, op)
        instead = tuple(_kinds(op.get("pieces")))
        replaced = tuple(_kinds(op.get("other")))
        state.land(land).mods.build_adds.append((replaced, instead))
        state.log.append(f"{land}: builds add {'/'.join(instead)} instead of {'/'.join(replaced)}")
        return
    if name in INVADER_MODIFIERS:
        _invader_modifier(run, op, land)
        return
    if name == "damage_each_other":
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
        return
    if name == "split_damage":  # read by the power's damage (damage_split.split_spec)
        return
    if name == "this_ignores":  # read by the power's damage (ops.damage.base_health)
        state.log.append(f"{run.name}: ignores {str(op.get('what')).replace('_', ' ')}")
        return
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


def _op_at_sacred_sites(run: Run, op: Op, land: str | None) -> None:
    """A live, permanent scope: the body's modifiers apply wherever the owner has a Sacred
    Site *now* (registered as ``State.spirit_rules``; nothing is copied into lands)."""
    state = run.state
    owners = run.spirits_for(op.get("owner", "you"))
    for inner in op.get("do", []):
        kind = inner.get("op")
        if kind in SITE_OPS and not inner.get("per"):
            name = str(kind)
        elif kind == "modifier" and inner.get("name") in SITE_MODIFIERS:
            name = str(inner["name"])
        else:
            raise ExecutionError(
                f"at_sacred_sites holds only the modifiers {list(SITE_MODIFIERS)} and "
                f"{list(SITE_OPS)} (without 'per'): {dict(inner)!r}"
            )
        scope = "presence_lands" if op.get("presence") else "sacred_sites"  # "in your lands"
        for owner in owners:
            rule = {k: v for k, v in inner.items() if k != "op"}
            rule.update(name=name, spirit=owner, scope=scope)
            state.spirit_rules.append(rule)
            state.log.append(f"for the game: {name} at the sacred sites of {owner}")
            if inner.get("name") == "health":
                spirit = state.spirits.get(owner)
                sites = spirit.sacred_sites() if spirit else []
                enforce_health_in(state, sites, cause=f"sacred site of {owner}")


def _incarna_owners(run: Run, pieces: Mapping[str, Any] | None) -> list[str]:
    spec = dict(pieces or {})
    spec.setdefault("owner", "you")
    return run.owners(spec, query=False) or []


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


# --- element markers (Shifting Memory of Ages) -----------------------------------------------
MARKER = "marker:"  # a prepared element marker: ``resources["marker:fire"]``


def _op_prepare_markers(run: Run, op: Op, land: str | None) -> None:
    """The acting spirit prepares ``n`` element markers, each of an element of its choice
    (``marker.element``)."""
    name = run.spirit
    if name is None or name not in run.state.spirits:
        return
    for i in range(int(op.get("n", 1))):
        picked = decide(
            run.choices, "marker.element", list(ELEMENTS), context=f"{name}: prepare ({i + 1})"
        )
        if picked is None:
            break
        run.state.spirits[name].resources[MARKER + picked] += 1
        run.state.log.append(f"{name} prepares a {picked} marker")


def _op_discard_markers(run: Run, op: Op, land: str | None) -> None:
    """The acting spirit discards prepared markers (``marker.discard``, by element); their
    elements are the run's chosen ones (``gains those elements``)."""
    name = run.spirit
    if name is None or name not in run.state.spirits:
        return
    held = run.state.spirits[name].resources
    mode, k = count_mode(op.get("count") or {"n": 1}, 1)
    run.chosen_elements = []
    while mode in ("all", "any") or len(run.chosen_elements) < k:
        options = [el for el in ELEMENTS if held[MARKER + el] > 0]
        if not options:
            break
        picked = decide(
            run.choices,
            "marker.discard",
            options,
            context=f"{name}: discard a marker ({len(run.chosen_elements) + 1})",
            min=0 if mode in ("up_to", "any") else 1,
        )
        if picked is None:
            break
        held[MARKER + picked] -= 1
        run.chosen_elements.append(picked)
    run.state.log.append(f"{name} discards markers: {', '.join(run.chosen_elements) or 'none'}")


#: the operations of this module: IR op name → handler
HANDLERS: dict[str, Handler] = {
    "choose_another": _op_choose_another,
    "give_energy": _op_give_energy,
    "gain_energy": _op_gain_energy,
    "gain_card": _op_gain_card,
    "gain_elements": _op_gain_elements,
    "modifier": _op_modifier,
    "at_sacred_sites": _op_at_sacred_sites,
    "empower": _op_empower,
    "prepare_markers": _op_prepare_markers,
    "discard_markers": _op_discard_markers,
}
