"""The Risk Deep Space engine: galaxy, state, actions, battles, cards, turn, setup.

Importing the package registers the effect handlers (``effects``) into the IR dispatcher.
"""

from cardsmith.rulesets.risk_deep_space.engine import effects as _effects  # noqa: F401  (registers ops)
from cardsmith.rulesets.risk_deep_space.engine.actions import build, mine, move, recruit, trade
from cardsmith.rulesets.risk_deep_space.engine.battle import battle
from cardsmith.rulesets.risk_deep_space.engine.cards import ActionCard, card_from_data
from cardsmith.rulesets.risk_deep_space.engine.dice import ScriptedDice
from cardsmith.rulesets.risk_deep_space.engine.galaxy import Galaxy, galaxy_from_data
from cardsmith.rulesets.risk_deep_space.engine.playing import play_card
from cardsmith.rulesets.risk_deep_space.engine.setup import SetupError, blank_game, new_game
from cardsmith.rulesets.risk_deep_space.engine.state import Game, IllegalAction
from cardsmith.rulesets.risk_deep_space.engine.turn import begin_turn, end_turn, play_turn

__all__ = [
    "ActionCard",
    "Galaxy",
    "Game",
    "IllegalAction",
    "ScriptedDice",
    "SetupError",
    "battle",
    "begin_turn",
    "blank_game",
    "build",
    "card_from_data",
    "end_turn",
    "galaxy_from_data",
    "mine",
    "move",
    "new_game",
    "play_card",
    "play_turn",
    "recruit",
    "trade",
]
