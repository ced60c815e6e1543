"""A game on a bare state: the fear cards, the Invader Phase, Time Passes (with the "at end of
turn" effects) and the result."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardsmith.engine.choices import ChoiceProvider, FirstLegal
from cardsmith.rulesets.spirit_island.engine.changes.pieces import enforce_health_in
from cardsmith.rulesets.spirit_island.engine.effects.run import Run, next_id, run_at
from cardsmith.rulesets.spirit_island.engine.ops.lasting import renew
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.rules.blight_cards import blight_card_invader_phase
from cardsmith.rulesets.spirit_island.engine.rules.events import event_phase
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import LandModifiers

FearEffect = Callable[[State, str, int, ChoiceProvider], None]
"""Resolve one fear card: ``(state, card id, terror level, choices)``."""


def resolve_fear(state: State, choices: ChoiceProvider, effect: FearEffect | None) -> None:
    """Earned fear cards, first earned first, at the current terror level (cards earned while
    resolving join the end of the pile)."""
    while state.earned_fear and state.result is None:
        card = state.earned_fear.pop(0)
        state.log.append(f"fear card {card} (terror level {state.terror_level})")
        if effect is not None:
            effect(state, card, state.terror_level, choices)
        state.resolved_fear.append(card)


def invader_phase(
    state: State, choices: ChoiceProvider, *, fear_effect: FearEffect | None = None
) -> None:
    """Blighted Island effect → Event → Fear cards → Ravage → Build → Explore → Advance (stops as
    soon as the game is over; no Event step without an Event deck)."""
    state.log.append(f"-- invader phase, round {state.round + 1}")

    def ravage() -> None:
        for card in list(state.slots["ravage"]):
            invaders.ravage_card(state, card, choices, stop_on_result=True)

    def build() -> None:
        for card in list(state.slots["build"]):
            invaders.build_card(state, card, stop_on_result=True)

    steps: list[Callable[[], None]] = [
        lambda: blight_card_invader_phase(state, choices),
        lambda: event_phase(state, choices),
        lambda: resolve_fear(state, choices, fear_effect),
        ravage,
        build,
        lambda: invaders.reveal_and_explore(state, choices, stop_on_result=True),
        lambda: invaders.advance(state),
    ]
    for step in steps:
        if state.update_result() is not None:
            return
        step()
    state.update_result()


def time_passes(state: State, choices: ChoiceProvider | None = None) -> None:
    """Heal all damage, clear defend and single-round effects, discard played cards (a piece
    that keeps its damage, ``no_heal``, is destroyed when its Health falls to it); the
    spirits' "at end of turn (after discarding)" effects of this round run after the discard
    (their decisions with ``choices``, default the first legal option)."""
    end_of_turn = [
        e
        for e in (*state.round_effects, *state.spirit_rules)
        if e.get("name") == "trigger:end_of_turn"
    ]
    unhealed: list[str] = []  # lands where pieces keep their damage
    for land_id, ls in state.lands.items():
        kept = set(ls.mods.no_heal)  # this round's, and the live "in your lands" rules
        for rule in state.site_rules(land_id, "no_heal") if state.spirit_rules else ():
            kept.update(rule.get("pieces", {}).get("kinds", ()))
        for p in ls.pieces:
            if p.kind not in kept:
                p.damage = 0
            elif p.damage:
                unhealed.append(land_id)
        ls.defend = 0
        ls.mods = LandModifiers()
    state.round_effects.clear()
    if unhealed:  # the round's Health bonuses ended: kept damage may now reach the health
        enforce_health_in(state, list(dict.fromkeys(unhealed)), cause="time passes")
    state.listeners.clear()  # triggers last for the round
    for land_id, rules in list(state.island.place_rules.items()):
        if rules.get("ceased"):  # Absolute Stasis ends with the Slow phase
            state.island = state.island.with_land_back(land_id)
            state.log.append(f"{land_id} exists again")
    for s in state.spirits.values():
        s.discard.extend(s.played)
        s.played.clear()
        s.elements.clear()
    if end_of_turn:
        end_of_turn_effects(state, end_of_turn, choices or FirstLegal())
    state.round += 1
    state.log.append(f"-- time passes (round {state.round} over)")
    if state.spirit_rules:  # "from now on" land effects, done again for the new round
        renew(state)
    state.update_result()


def check_result(state: State) -> str | None:
    """``"victory"``, ``"defeat"`` or ``None`` (victory wins a tie)."""
    return state.update_result()


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
