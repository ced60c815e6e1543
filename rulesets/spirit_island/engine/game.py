"""Game setup, the Invader Phase, Time Passes and the end of the game."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from engine.choices import ChoiceProvider, FirstLegal
from engine.dice import Deck, Rng
from rulesets.spirit_island.engine import invaders
from rulesets.spirit_island.engine.board import Island
from rulesets.spirit_island.engine.game_setup import (  # RELOCATED
    FEAR_CARDS_USED,
    build_fear_deck,
    setup_game,
)
from rulesets.spirit_island.engine.state import InvaderCard, LandModifiers, State, default_fear_deck

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
    """Fear cards → Ravage → Build → Explore → Advance (stops as soon as the game is over)."""
    state.log.append(f"-- invader phase, round {state.round + 1}")

    def ravage() -> None:
        for card in list(state.slots["ravage"]):
            invaders.ravage_card(state, card, choices, stop_on_result=True)

    def build() -> None:
        for card in list(state.slots["build"]):
            invaders.build_card(state, card, stop_on_result=True)

    steps: list[Callable[[], None]] = [
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
    """Heal all damage, clear defend and single-round effects, discard played cards; the
    spirits' "at end of turn (after discarding)" effects of this round run after the discard
    (their decisions with ``choices``, default the first legal option)."""
    end_of_turn = [
        e
        for e in (*state.round_effects, *state.spirit_rules)
        if e.get("name") == "trigger:end_of_turn"
    ]
    for ls in state.lands.values():
        for p in ls.pieces:
            if p.kind not in ls.mods.no_heal:
                p.damage = 0
        ls.defend = 0
        ls.mods = LandModifiers()
    state.round_effects.clear()
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
        from rulesets.spirit_island.engine.exec_resources import end_of_turn_effects

        end_of_turn_effects(state, end_of_turn, choices or FirstLegal())
    state.round += 1
    state.log.append(f"-- time passes (round {state.round} over)")
    if state.spirit_rules:  # "from now on" land effects, done again for the new round
        from rulesets.spirit_island.engine.exec_lasting import renew

        renew(state)
    state.update_result()


def check_result(state: State) -> str | None:
    """``"victory"``, ``"defeat"`` or ``None`` (victory wins a tie)."""
    return state.update_result()
