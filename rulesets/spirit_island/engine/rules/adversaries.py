"""A game against an adversary (:mod:`.state.adversary`): the setup builds its fear deck and
Invader Deck (:func:`.setup.game.setup_game`); here, its escalation — what a Stage II card's
escalation does instead of the usual Town — run as the adversary's own action."""

from __future__ import annotations

from cardsmith.engine.choices import ChoiceProvider
from cardsmith.rulesets.spirit_island.engine.ops.execute import execute
from cardsmith.rulesets.spirit_island.engine.state.adversary import Adversary
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

__all__ = ["install_adversary", "run_escalation"]


def install_adversary(state: State, adversary: Adversary) -> None:
    """The game is played against ``adversary`` (its decks are the setup's to build)."""
    state.adversary = adversary
    state.on_escalation = run_escalation
    state.log.append(
        f"adversary: {adversary.name} level {adversary.level} (difficulty {adversary.difficulty})"
    )


def run_escalation(state: State, choices: ChoiceProvider) -> None:
    """The adversary's escalation (nothing when its text is not in the language yet)."""
    adversary = state.adversary
    if adversary is not None and adversary.escalation_ops:
        name = f"escalation {adversary.escalation}"
        execute(list(adversary.escalation_ops), state, choices, name=name)
