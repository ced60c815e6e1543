"""Handlers of the spirit operations: energy, cards, elements, and the live ``at_sacred_sites``
scope (the modifiers it may hold are :mod:`.modifiers`')."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardsmith.dsl.ir import Op
from cardsmith.engine.choices import choose_many, decide
from cardsmith.engine.events import Event
from cardsmith.rulesets.spirit_island.engine.changes.pieces import enforce_health_in
from cardsmith.rulesets.spirit_island.engine.changes.record import _log
from cardsmith.rulesets.spirit_island.engine.effects.run import (
    ExecutionError,
    Handler,
    Run,
)
from cardsmith.rulesets.spirit_island.engine.effects.selectors import (
    count_mode,
    mult,
)
from cardsmith.rulesets.spirit_island.engine.ops.cards import gain_now
from cardsmith.rulesets.spirit_island.engine.rules import judged_at_action as live
from cardsmith.rulesets.spirit_island.engine.state.panel import ELEMENTS

#: modifiers an ``at_sacred_sites`` scope may hold (the code consulting them:
#: ``State.health``, ``State.prevented``, ``State.build_substitute``, ``round.phases.time_passes``
#: for ``no_heal``, and for the Invader-action changes judged live,
#: ``rules.invader_modifiers.invader_mods``)
SITE_MODIFIERS: tuple[str, ...] = (
    "health",
    "prevent",
    "build_adds",
    "sit_out",
    "skip_for_presence",
    "no_heal",
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
    "at_sacred_sites": _op_at_sacred_sites,
    "empower": _op_empower,
    "prepare_markers": _op_prepare_markers,
    "discard_markers": _op_discard_markers,
}
