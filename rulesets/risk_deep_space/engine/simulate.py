"""Whole seeded games between bots, and what they show: win rate per seat, game length.

Everything comes from the seed: the deck shuffle, every die (first player, battles, cards)
and every bot's choices — the same seed gives the same game, event for event.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from cardsmith.rulesets.risk_deep_space.engine.bots import make_bot
from cardsmith.rulesets.risk_deep_space.engine.cards import ActionCard
from cardsmith.rulesets.risk_deep_space.engine.galaxy import Galaxy
from cardsmith.rulesets.risk_deep_space.engine.rules import COLOURS
from cardsmith.rulesets.risk_deep_space.engine.setup import new_game
from cardsmith.rulesets.risk_deep_space.engine.state import Game
from cardsmith.rulesets.risk_deep_space.engine.turn import play_turn

#: 2-player games use opposite corners (a colour pair of the galaxy's 2-player layouts)
SEATS = {2: ("red", "blue"), 3: ("red", "yellow", "blue"), 4: COLOURS}


@dataclass(frozen=True)
class GameRecord:
    seed: int
    seats: tuple[str, ...]
    bots: tuple[str, ...]
    first: str
    winner: str | None
    turns: int
    bases: dict[str, int]
    events: int

    @property
    def rounds(self) -> int:
        return -(-self.turns // len(self.seats))

    @property
    def winner_seat(self) -> int | None:
        return self.seats.index(self.winner) if self.winner else None


@dataclass
class Summary:
    players: int
    bots: tuple[str, ...]
    games: list[GameRecord] = field(default_factory=list)

    def wins(self) -> list[int]:
        return [sum(g.winner_seat == i for g in self.games) for i in range(self.players)]

    def win_rates(self) -> list[float]:
        n = len(self.games) or 1
        return [w / n for w in self.wins()]

    def unfinished(self) -> int:
        return sum(g.winner is None for g in self.games)

    def mean_turns(self) -> float:
        return sum(g.turns for g in self.games) / (len(self.games) or 1)

    def lines(self) -> list[str]:
        """A short readable report."""
        out = [f"{len(self.games)} games, {self.players} players ({', '.join(self.bots)})"]
        for i, (w, r) in enumerate(zip(self.wins(), self.win_rates(), strict=True)):
            out.append(f"  seat {i + 1} ({SEATS[self.players][i]}, {self.bots[i]}): "
                       f"{w} wins ({r:.0%})")
        turns = [g.turns for g in self.games]
        if turns:
            out.append(f"  length: {self.mean_turns():.1f} turns on average "
                       f"(min {min(turns)}, max {max(turns)}); unfinished: {self.unfinished()}")
        return out


def setup_game(
    galaxy: Galaxy, cards: Sequence[ActionCard], players: int, bots: Sequence[str], seed: int,
    seats: Sequence[str] | None = None,
) -> Game:
    """A new game of ``players`` (seated as ``seats``, default :data:`SEATS`), one bot each."""
    seats = tuple(seats or SEATS[players])
    if len(seats) != players:
        raise ValueError(f"{players} players need {players} seats, got {list(seats)}")
    if len(bots) != players:
        raise ValueError(f"{players} players need {players} bots, got {list(bots)}")
    game = new_game(galaxy, cards, seats, seed=seed)
    for i, (colour, bot) in enumerate(zip(seats, bots, strict=True)):
        game.providers[colour] = make_bot(bot, colour, seed * 101 + i, game)
    return game


def play_game(
    galaxy: Galaxy,
    cards: Sequence[ActionCard],
    *,
    players: int = 3,
    bots: Sequence[str] | None = None,
    seed: int = 0,
    max_turns: int = 1000,
    seats: Sequence[str] | None = None,
) -> tuple[GameRecord, Game]:
    """One whole game (stopped unfinished after ``max_turns`` turns)."""
    bots = tuple(bots or ["greedy"] * players)
    game = setup_game(galaxy, cards, players, bots, seed, seats)
    first = game.turn.colour
    turns = 0
    while not game.over and turns < max_turns:
        play_turn(game)
        turns += 1
    record = GameRecord(seed, tuple(game.seats), bots, first, game.winner, turns,
                        {c: game.base_count(c) for c in game.seats}, len(game.events))
    return record, game


def simulate(
    galaxy: Galaxy,
    cards: Sequence[ActionCard],
    *,
    games: int,
    players: int = 3,
    bots: Sequence[str] | None = None,
    seed: int = 0,
    max_turns: int = 1000,
) -> Summary:
    """``games`` games with seeds ``seed``, ``seed + 1``, …"""
    bots = tuple(bots or ["greedy"] * players)
    summary = Summary(players, bots)
    for i in range(games):
        record, _ = play_game(galaxy, cards, players=players, bots=bots, seed=seed + i,
                              max_turns=max_turns)
        summary.games.append(record)
    return summary
