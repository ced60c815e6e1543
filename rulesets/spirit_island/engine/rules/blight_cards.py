"""What a flipped Blight Card does (:mod:`.state.blight_card`): its effect at once, at the start
of each Invader Phase from then on, or as a lasting rule (``when``). Its instructions are the
effect language's, run as the card's own action (no spirit's power: "each player" is each
spirit, modifiers last for the game). :func:`install_blight_card` puts a card and a deck in
play at setup; the state resolves the flip once the action that took the last Blight is over
(``State.update_result``), and the Invader Phase calls :func:`blight_card_invader_phase`."""

from __future__ import annotations

from collections.abc import Sequence

from cardsmith.engine.choices import ChoiceProvider, FirstLegal
from cardsmith.rulesets.spirit_island.engine.ops.execute import execute
from cardsmith.rulesets.spirit_island.engine.state.blight_card import BlightCard, healthy_pool
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

__all__ = ["blight_card_invader_phase", "install_blight_card", "resolve_blight_card"]


def install_blight_card(
    state: State, card: BlightCard, deck: Sequence[BlightCard] = (), pool: int | None = None
) -> None:
    """``card`` Healthy Island side up holding the pool (default :func:`healthy_pool`), the
    ``deck`` (top first) drawn from when a Still-Healthy Island card runs out."""
    on_island = state.blight_on_island()
    state.blight_card = card
    state.blight_deck = tuple(deck)
    state.blight_flipped = state.island_blighted = False
    state.blight_pool = healthy_pool(state.players) if pool is None else pool
    state.blight_total = state.blight_pool + on_island
    state.on_blight_card = resolve_blight_card
    state.log.append(f"blight card: {card.name} (healthy island, pool {state.blight_pool})")


def resolve_blight_card(state: State) -> None:
    """The effects of the cards flipped since the last call (``State.on_blight_card``)."""
    pending, state.blight_pending = state.blight_pending, ()
    choices = state.choices or FirstLegal()
    for card in pending:
        if "immediately" in card.when:
            _run(state, card, choices)
        if "ongoing" in card.when:
            _run(state, card, choices, permanent=True)
        if "each_invader_phase" in card.when:
            state.blight_each_phase = (*state.blight_each_phase, card)


def blight_card_invader_phase(state: State, choices: ChoiceProvider) -> None:
    """At the start of the Invader Phase: the effect of the card in play, if it acts then."""
    for card in state.blight_each_phase:
        if card is state.blight_card and state.result is None:
            _run(state, card, choices)


def _run(state: State, card: BlightCard, choices: ChoiceProvider, permanent: bool = False) -> None:
    execute(list(card.ops), state, choices, name=f"blight card {card.name}", permanent=permanent)
