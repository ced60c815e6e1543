"""The Blight Card flips when the last Blight leaves it (:mod:`.state.blight_card`): its
Blight per player come from the box onto it and its effect waits in ``State.blight_pending``
until the action that took the Blight is over (:mod:`.rules.blight_cards` resolves it)."""

from __future__ import annotations

from cardsmith.rulesets.spirit_island.engine.state.blight_card import BlightCard
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

__all__ = ["blight_ran_out"]


def blight_ran_out(state: State) -> None:
    """Call when the pool (the card) has just given its last Blight: an unflipped card flips;
    a flipped Still-Healthy Island card gives way to the next card of the Blight deck, which
    flips; a Blighted Island card (or an empty deck) leaves the pool empty — the players
    lose."""
    card = state.blight_card
    if card is None:
        return
    if state.blight_flipped:
        if not card.still_healthy or not state.blight_deck:
            return
        card, state.blight_deck = state.blight_deck[0], state.blight_deck[1:]
        state.blight_card = card
        state.log.append(f"blight card: {card.name} is drawn (the island was still healthy)")
    _flip(state, card)


def _flip(state: State, card: BlightCard) -> None:
    added = card.per_player * state.players
    state.blight_flipped = True
    state.blight_pool += added
    state.blight_total += added
    side = "Still-Healthy Island" if card.still_healthy else "Blighted Island"
    if not card.still_healthy:
        state.island_blighted = True
    state.log.append(
        f"blight card: {card.name} flips to {side}, +{added} blight (pool {state.blight_pool})"
    )
    state.blight_pending = (*state.blight_pending, card)
