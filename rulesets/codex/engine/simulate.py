"""Whole seeded bot games: :func:`play_game` plays one to a destroyed base or the turn limit
and returns its :class:`GameRecord`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .bots import bind, bot_turn, provider
from .cards import Library
from .setup import new_game
from .state import Game


@dataclass(frozen=True)
class GameRecord:
    """One finished (or unfinished) game."""

    seed: int
    colours: tuple[str, str]
    heroes: tuple[str | None, str | None]
    winner: str | None
    ending: str
    turns: int
    rounds: int
    bases: dict[str, int] = field(default_factory=dict)
    #: player → card → times played
    played: dict[str, dict[str, int]] = field(default_factory=dict)


def play_game(lib: Library, colours: Sequence[str], *, seed: int, policy: str = "random",
              max_rounds: int = 30, heroes: Sequence[str | None] = (None, None),
              quiet: bool = True, without: tuple[str | None, str | None] = (None, None),
              after_turn: Callable[[Game], None] | None = None) -> tuple[GameRecord, Game]:
    """Play one game between two bots of ``policy``; ``heroes``: the one hero each player may
    summon (``None``: both of the colour's)."""
    choices = provider(policy, seed)
    game = new_game(lib, colours, seed, choices, quiet=quiet, heroes=heroes, without=without)
    bind(game)
    while game.winner is None and game.turn <= max_rounds * 2:
        bot_turn(game)
        if after_turn is not None:
            after_turn(game)
    bases = {n: min(b.damage if (b := p.base()) is not None else 20, 20)
             for n, p in game.players.items()}
    played: dict[str, Counter[str]] = {n: Counter() for n in game.players}
    for event in game.events:
        if event.op == "play":
            played[str(event.where)][str(event.kind)] += 1
    record = GameRecord(seed, (colours[0], colours[1]), (heroes[0], heroes[1]), game.winner,
                        game.ending or "unfinished", game.turn, (game.turn + 1) // 2, bases,
                        {n: dict(c) for n, c in played.items()})
    return record, game
