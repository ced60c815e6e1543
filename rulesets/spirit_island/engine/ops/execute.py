"""A power from start to end: run compiled card effects (the IR of
``rulesets/spirit_island/docs/reference/ir.md``) against a :class:`State`, then what follows the
power.

>>> run = execute(ops, state, choices, spirit="river", target_land="A5")   # doctest: +SKIP

Every decision goes through the choice provider (names in
``rulesets/spirit_island/docs/engine-rules.md``). Every
primitive change is a :mod:`.changes` call, so it is logged, checked and recorded as an
:class:`~engine.events.Event` stamped with this run's id — the per-power bookkeeping ("what this
power destroyed / pushed to / added") is read back from those events.

The ops are dispatched by :data:`.effects.run.OPS`, filled from the families' ``HANDLERS`` tables
by :mod:`.ops.registry`. This module keeps the public entry point :func:`execute`; the spirit
triggers run after a power ("after you defend one land", :func:`after_power`; "after … uses a
power", :func:`after_use`) or after growth (:func:`on_growth_presence`); the grants to repeat a
card in play (:func:`offer_repeats`) and a card resolved on a target it chooses
(:func:`resolve_card`: a card played now or repeated).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardsmith.dsl.ir import Ops
from cardsmith.engine.choices import ChoiceProvider, decide
from cardsmith.rulesets.spirit_island.engine.effects.run import (
    Run,
    next_id,
    run_at,
    run_ops,
    with_source,
)
from cardsmith.rulesets.spirit_island.engine.effects.selectors import count_mode
from cardsmith.rulesets.spirit_island.engine.rules.targeting import (
    legal_spirit_targets,
    legal_targets,
    sources_for,
)
from cardsmith.rulesets.spirit_island.engine.state.cards import CardInfo
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.panel import ELEMENTS

__all__ = [
    "after_power",
    "execute",
    "on_card_gained",
    "on_growth_done",
    "on_growth_presence",
    "on_sacred_site",
]



def execute(
    ops_: Ops,
    state: State,
    choices: ChoiceProvider,
    *,
    spirit: str | None = None,
    target_land: str | None = None,
    source_land: str | None = None,
    target_spirit: str | None = None,
    elements: Mapping[str, int] | None = None,
    name: str = "power",
    permanent: bool = False,
    card: str | None = None,
) -> Run:
    """Execute compiled operations; returns the :class:`Run` (its ``events`` = bookkeeping).

    ``permanent``: spirit modifiers and spirit triggers last for the whole game (special rules,
    see :func:`.setup.special_rules.install_special_rules`) instead of this round.
    ``card``: the id of the power card played (``forget this power``).
    """
    if target_land is not None:
        state.land(target_land)
    run = Run(
        state=state,
        choices=choices,
        top_ops=list(ops_),
        spirit=spirit,
        target_land=target_land,
        source_land=source_land,
        target_spirit=target_spirit,
        elements=elements,
        name=name,
        id=f"run{next_id()}" + (f"@{spirit}" if spirit else ""),  # whose power: ``spirit_of``
        permanent=permanent,
        card=card,
    )
    state.log.append(f"== {name}" + (f" on {target_land}" if target_land else ""))
    saved, state.choices = state.choices, choices  # triggers set off now decide with it
    try:
        with state.budget():  # one operation budget per power (engine.budget)
            with_source(run, lambda: run_ops(run, run.top_ops, target_land))
        if not permanent:
            after_power(run)
            after_use(run)
    finally:
        state.choices = saved
    return run


def after_power(run: Run) -> None:
    """Spirit triggers "after your power defends a single land" and "after you create a
    sacred site" (this round's and permanent)."""
    if run.spirit is None:
        return
    spirit = run.state.spirits.get(run.spirit)
    arrived: dict[str, int] = {}  # presence added / moved in by this power, per land
    for e in run.events:
        if e.kind == f"presence:{run.spirit}" and e.op in ("add", "move", "push", "gather"):
            at = e.where if e.op == "add" else e.to
            if at is not None:
                arrived[at] = arrived.get(at, 0) + e.count
    for at, n in arrived.items():
        if spirit is not None and spirit.is_sacred(at) and spirit.presence[at] - n < (
            1 if at in spirit.sacred_lands else 2
        ):
            on_sacred_site(run.state, run.spirit, at, run.choices)
    defended = {e.where for e in run.events if e.op == "defend"}
    if len(defended) != 1:
        return
    land = next(iter(defended))
    for eff in run.state.spirit_effects(run.spirit, "trigger:defend"):
        _used_once(run.state, eff)
        sub = Run(
            state=run.state,
            choices=run.choices,
            top_ops=eff["do"],
            spirit=run.spirit,
            target_land=land,
            name=f"{run.name} (after defend)",
            id=f"{run.id}/defend{next_id()}",
            repeating=True,
        )
        run_at(sub, sub.top_ops, land)


def _used_once(state: State, eff: dict[str, Any]) -> None:
    """A "the next time …" trigger fires once: it is taken away as it fires."""
    if eff.get("once"):
        for rules in (state.round_effects, state.spirit_rules):
            if eff in rules:
                rules.remove(eff)


def on_sacred_site(state: State, spirit: str, land: str, choices: ChoiceProvider) -> None:
    """``spirit`` just created a Sacred Site in ``land``: its "sacred_site_created" triggers."""
    _spirit_triggers(
        state, spirit, land, choices, "sacred_site_created",
        ("after creating a sacred site", "site", f"{land}: {spirit} created a sacred site"),
    )  # fmt: skip


def on_growth_presence(state: State, spirit: str, land: str, choices: ChoiceProvider) -> None:
    """Call after ``spirit`` adds presence in growth: runs its "growth_presence" triggers (and
    its "sacred_site_created" ones when that presence made a second one there)."""
    s = state.spirits.get(spirit)
    if s is not None and s.presence[land] == 2:
        on_sacred_site(state, spirit, land, choices)
    _spirit_triggers(
        state, spirit, land, choices, "growth_presence",
        ("after growth presence", "growth", f"{land}: after growth presence ({spirit})"),
    )  # fmt: skip


def on_card_gained(state: State, spirit: str, deck: str, choices: ChoiceProvider) -> None:
    """``spirit`` just gained a power card of ``deck`` (``minor`` / ``major``): its
    "card_gained" triggers for that deck ("after you gain a major power card: …")."""
    _spirit_triggers(
        state, spirit, None, choices, "card_gained",
        (f"after gaining a {deck} power", "gained", f"{spirit}: after gaining a {deck} power card"),
        only={"deck": deck},
    )  # fmt: skip


def on_growth_done(state: State, spirit: str, choices: ChoiceProvider) -> None:
    """Call after ``spirit``'s growth (its Spirit Phase): its "growth_done" triggers ("after
    you grow: …"), with no land."""
    _spirit_triggers(
        state, spirit, None, choices, "growth_done",
        ("after growth", "grown", f"after the growth of {spirit}"),
    )  # fmt: skip


def _spirit_triggers(
    state: State,
    spirit: str,
    land: str | None,
    choices: ChoiceProvider,
    trigger: str,
    words: tuple[str, str, str],
    only: Mapping[str, Any] | None = None,
) -> None:
    """Run each of ``spirit``'s ``trigger:<trigger>`` effects at ``land``, one run each;
    ``words``: the run's name suffix, its id prefix and the log line; ``only``: the values an
    effect must carry to fire (``{"deck": "major"}``)."""
    suffix, prefix, line = words
    for eff in state.spirit_effects(spirit, f"trigger:{trigger}"):
        if only and any(eff.get(key) != value for key, value in only.items()):
            continue
        _used_once(state, eff)
        sub = Run(
            state=state,
            choices=choices,
            top_ops=eff["do"],
            spirit=spirit,
            target_land=land,
            name=f"{spirit} ({suffix})",
            id=f"{prefix}{next_id()}",
            repeating=True,
        )
        state.log.append(line)
        run_at(sub, sub.top_ops, land)


def resolve_card(
    state: State,
    choices: Any,
    name: str,
    card: str,
    info: CardInfo,
    *,
    all_thresholds: bool = False,
) -> None:
    """``name`` resolves ``card``'s effect on a target it chooses (its range and target rules;
    decisions ``play.target`` / ``play.target_spirit``) — playing it now or repeating it.
    ``all_thresholds``: it runs as if the spirit had every element its thresholds ask."""

    target = info.target or {}
    target_land: str | None = None
    target_spirit: str | None = None
    source: str | None = None
    if isinstance(target, Mapping) and "spirit" in target:
        target_spirit = decide(
            choices,
            "play.target_spirit",
            legal_spirit_targets(state, name, target),
            context=f"{info.name}: target spirit",
        )
        if target_spirit is None:
            state.log.append(f"{info.name}: no spirit to target, no effect")
            return
    elif target == "none":  # "Target: none": used without a target
        pass
    else:
        lands = legal_targets(state, name, info.range, target, card_ops=info.ops)
        target_land = decide(choices, "play.target", lands, context=f"{info.name}: target")
        if target_land is None:
            state.log.append(f"{info.name}: no land to target, no effect")
            return
        sources = sources_for(state, name, info.range, target_land, card_ops=info.ops)
        source = sources[0] if sources else None
    execute(
        info.ops,
        state,
        choices,
        spirit=name,
        target_land=target_land,
        source_land=source,
        target_spirit=target_spirit,
        elements=_all_elements(state, name) if all_thresholds else None,
        name=info.name,
        card=card,
    )


def _all_elements(state: State, name: str) -> dict[str, int]:
    """The spirit's elements with enough of each for any threshold ("it gains all elemental
    thresholds"): at least 9 of every element."""
    spirit = state.spirits[name]
    return {el: max(9, spirit.element_count(el)) for el in ELEMENTS}


# --- after a power is used: "after … uses a power" triggers, repeating a card --------------------
def after_use(run: Run) -> None:
    """Call after ``run`` (a power of ``run.spirit``) resolved: the spirit's ``power_used``
    triggers (``… targeting a land``: only after a land-targeting power, in that land), then
    its grants to repeat a power card in play (``repeat_cards``) are offered — and at once to
    every other spirit this card granted a repeat, so a card it already used this turn can be
    repeated (not only cards after its next power)."""
    if run.spirit is None or run.spirit not in run.state.spirits:
        return
    _power_used(run)
    if run.card is None:
        return
    offer_repeats(run.state, run.spirit, run.choices)
    for other in list(run.state.spirits):
        granted = run.state.spirit_effects(other, "repeat_cards")
        if other != run.spirit and any(e.get("from_card") == run.card for e in granted):
            offer_repeats(run.state, other, run.choices)


def _power_used(run: Run) -> None:
    state = run.state
    for eff in state.spirit_effects(run.spirit, "trigger:power_used"):
        if eff.get("run") == run.id or (eff.get("event", {}).get("land") and not run.target_land):
            continue
        if eff.get("once"):
            for rules in (state.round_effects, state.spirit_rules):
                if eff in rules:
                    rules.remove(eff)
        sub = Run(
            state=state,
            choices=run.choices,
            top_ops=eff["do"],
            spirit=run.spirit,
            target_land=run.target_land,
            name=f"{run.name} (after using a power)",
            id=f"{run.id}/used{next_id()}",
            repeating=True,
        )
        run_at(sub, sub.top_ops, run.target_land)


def _repeatable(state: State, spirit: str, eff: Mapping[str, Any]) -> list[str]:
    """The cards ``spirit`` has in play that ``eff`` (a ``repeat_cards`` grant) lets it repeat
    now: known cards, not the granting card (``other``), within ``max_cost``, the cheapest
    (``lowest``), affordable unless ``free``."""
    s = state.spirits[spirit]
    cards = {c: state.cards.powers[c] for c in dict.fromkeys(s.played) if c in state.cards.powers}
    if eff.get("other"):
        cards.pop(str(eff.get("from_card")), None)
    if eff.get("max_cost") is not None:
        cards = {c: i for c, i in cards.items() if i.cost <= int(eff["max_cost"])}
    if eff.get("lowest") and cards:
        least = min(i.cost for i in cards.values())
        cards = {c: i for c, i in cards.items() if i.cost == least}
    if not eff.get("free"):
        cards = {c: i for c, i in cards.items() if i.cost <= s.energy}
    return sorted(cards)


def offer_repeats(state: State, spirit: str, choices: Any) -> None:
    """Each unused grant of ``spirit`` to repeat a power card in play (decision
    ``repeat.card``, declinable: the grant then waits for the next card): the cost is paid
    again (unless ``free``) and the card resolves again on a target chosen anew."""
    for eff in list(state.spirit_effects(spirit, "repeat_cards")):
        if "left" not in eff:
            eff["left"] = count_mode(eff.get("count") or {"n": 1}, 1)[1]
        while eff["left"] > 0:
            options = _repeatable(state, spirit, eff)
            if not options:
                break
            card = decide(
                choices, "repeat.card", options, context=f"{spirit}: repeat a card", min=0
            )
            if card is None:
                break
            eff["left"] -= 1
            if eff["left"] == 0 and eff in state.round_effects:
                state.round_effects.remove(eff)
            info = state.cards.powers[card]
            if not eff.get("free") and info.cost:
                state.spirits[spirit].energy -= info.cost
                state.log.append(f"{spirit} pays {info.cost} energy again")
            state.log.append(f"{spirit} repeats {info.name}")
            resolve_card(state, choices, spirit, card, info)
