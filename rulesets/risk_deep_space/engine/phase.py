"""Whose turn it is and which part of it: the checks every action makes first."""

from __future__ import annotations

from collections.abc import Sequence

from cardsmith.rulesets.risk_deep_space.engine.state import Game, IllegalAction

#: the phases in which the main actions (recruit, move, build, play) may be taken
MAIN = ("start", "mine", "main")


def require_turn(game: Game, colour: str, phases: Sequence[str], doing: str) -> None:
    """It is ``colour``'s turn, in one of ``phases``, and the game goes on."""
    if game.over:
        raise IllegalAction(f"the game is over ({game.result} won): no one can {doing}")
    if colour not in game.players:
        raise IllegalAction(f"{colour} does not play in this game")
    if game.turn.colour != colour:
        raise IllegalAction(f"it is not {colour}'s turn ({game.turn.colour}'s): cannot {doing}")
    if game.turn.phase == "waiting":
        raise IllegalAction(f"{colour}'s turn has not begun: cannot {doing}")
    if game.turn.phase not in phases:
        raise IllegalAction(f"cannot {doing} now ({game.turn.phase} phase)")


def enter_main(game: Game) -> None:
    """The first main action ends the start of the turn (no more trading or mining)."""
    game.turn.phase = "main"
