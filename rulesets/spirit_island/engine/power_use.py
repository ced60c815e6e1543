"""After a power is used: the spirit's "after … uses a power" triggers (``power_used``), the
grants to repeat a power card in play, and the "at end of turn" effects of the round."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.choices import ChoiceProvider, decide
from rulesets.spirit_island.engine.run import Run, next_id, run_at
from rulesets.spirit_island.engine.selectors import count_mode
from rulesets.spirit_island.engine.state import State


# --- after a power is used: "after … uses a power" triggers, repeating a card --------------------
def after_use(run: Run) -> None:
    """Call after ``run`` (a power of ``run.spirit``) resolved: the spirit's ``power_used``
    triggers (``… targeting a land``: only after a land-targeting power, in that land), then
    its grants to repeat a power card in play (``repeat_cards``) are offered."""
    if run.spirit is None or run.spirit not in run.state.spirits:
        return
    _power_used(run)
    if run.card is not None:
        offer_repeats(run.state, run.spirit, run.choices)


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
    from rulesets.spirit_island.engine.exec_cards import resolve_card  # no import cycle

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


def end_of_turn_effects(
    state: State, effects: Sequence[Mapping[str, Any]], choices: ChoiceProvider
) -> None:
    """The ``at end of turn`` bodies of this round (``trigger:end_of_turn``), each for its
    spirit, after the played cards were discarded (Time Passes)."""
    for eff in effects:
        spirit = eff.get("spirit")
        sub = Run(
            state=state,
            choices=choices,
            top_ops=list(eff.get("do", [])),
            spirit=spirit,
            name=f"{spirit} (at end of turn)",
            id=f"endturn{next_id()}" + (f"@{spirit}" if spirit else ""),
            repeating=True,
        )
        state.log.append(f"at end of turn: {spirit}")
        run_at(sub, sub.top_ops, None)
