"""Simple players for whole games: random-legal, first-legal and a greedy one.

A bot is a :class:`cardsmith.engine.choices.ChoiceProvider`. The greedy bot reads the game it plays
(:meth:`GreedyBot.bind`): it builds whenever it can, mines ore until it can pay for a base,
recruits with every gem, keeps 3 recruits on a planet until its base stands there (then 2 to
mine), sends the rest to planets where it has no base yet, attacks only with a crew larger
than the defenders, plays its cards and always uses a space dog.
"""

from __future__ import annotations

import builtins
import random
from collections.abc import Sequence
from typing import TypeVar

from cardsmith.engine.choices import ChoiceProvider, FirstLegal, SeededRandom
from cardsmith.rulesets.risk_deep_space.engine import legal
from cardsmith.rulesets.risk_deep_space.engine import rules as R
from cardsmith.rulesets.risk_deep_space.engine.state import Game

T = TypeVar("T")

#: cards played per turn at most by the greedy bot (draw-and-play cards could chain)
CARD_PLAYS = 4


class GreedyBot:
    def __init__(self, colour: str, seed: int = 0) -> None:
        self.colour = colour
        self.rng = random.Random(seed)
        self.game: Game | None = None
        self._plays: tuple[int, int] = (0, 0)  # (turn number, cards played in it)

    def bind(self, game: Game) -> GreedyBot:
        self.game = game
        return self

    # --- reading the position --------------------------------------------------------------
    def keep(self, space: str) -> int:
        """Recruits to leave on ``space``: 3 until a base stands there, then 2 to mine."""
        g = self._g()
        if g.galaxy.is_station(space):
            return 0
        return R.MINE_RECRUITS if g.has_base(space, self.colour) else R.BUILD_RECRUITS

    def surplus(self, space: str) -> int:
        return self._g().count(space, self.colour) - self.keep(space)

    def _g(self) -> Game:
        if self.game is None:
            raise RuntimeError("GreedyBot.bind(game) first")
        return self.game

    def _score_destination(self, src: str, dst: str) -> float:
        g, me = self._g(), self.colour
        crew = max(self.surplus(src), 1)
        enemies = sum(n for c, n in g.recruits.get(dst, {}).items() if c != me)
        mine = g.count(dst, me)
        base = g.has_base(dst, me)
        score = 0.0
        if enemies:
            score = 4.0 if crew >= enemies + 2 and not base else -10.0
        elif not base:
            score = 6.0 + (2.0 if mine else 0.0) - (1.0 if mine >= R.BUILD_RECRUITS else 0.0)
        else:
            score = 1.0
        if dst in g.galaxy.warp_destinations(src) and not g.galaxy.connected(src, dst):
            score -= 1.5
        return score + self.rng.random() * 0.1

    # --- the provider ----------------------------------------------------------------------
    def choose(
        self, decision: str, options: Sequence[T], *, context: str = "", min: int = 1
    ) -> T | None:
        if not options:
            return None
        g, me = self._g(), self.colour
        labels = [str(o) for o in options]

        def pick(label: str) -> T:
            return options[labels.index(label)]

        if decision == "start.trade":
            return None
        if decision == "mine.take":
            want = "ore" if g.players[me].ore < R.BUILD_ORE else "gem"
            return pick(want) if want in labels else options[0]
        if decision == "turn.action":
            return pick(self._action(labels))
        if decision == "move.from":
            return max(options, key=lambda s: self.surplus(str(s)))
        if decision == "move.to":
            src = context.split(": ", 1)[-1] if ": " in context else ""
            if src not in g.galaxy.spaces():
                src = max((s for s in g.galaxy.spaces() if g.count(s, me)),
                          key=self.surplus, default="")
            return max(options, key=lambda d: self._score_destination(src, str(d)))
        if decision == "move.count":
            src = context.split(": ", 1)[-1].split(" → ")[0]
            crew = self.surplus(src) if src in g.galaxy.spaces() else 1
            counts = [int(x) for x in labels]
            return pick(str(max(1, builtins.min(crew, max(counts)))))
        if decision in ("effect.pay", "effect.may", "battle.card", "move.dog"):
            return options[0]
        if decision == "effect.either":
            p = g.players[me]
            return pick("2" if p.ore >= R.BUILD_ORE + 2 or p.gems < 2 else "1")
        if decision == "card.player":
            return max(options, key=lambda c: (g.base_count(str(c)), self.rng.random()))
        if decision == "card.planet":
            return max(options, key=lambda p: sum(g.recruits.get(str(p), {}).values()))
        if decision == "recruit.count":
            return options[-1]
        if decision == "cost.recruit":
            return max(options, key=lambda s: self.surplus(str(s)))
        if decision == "end.swap":
            return None
        return options[0]

    def _action(self, labels: list[str]) -> str:
        g, me = self._g(), self.colour
        if "build" in labels:
            return "build"
        turn, played = self._plays
        if turn != g.turn.number:
            self._plays = (g.turn.number, 0)
            played = 0
        if "play" in labels and played < CARD_PLAYS:
            self._plays = (g.turn.number, played + 1)
            return "play"
        if "recruit" in labels:
            return "recruit"
        if "move" in labels and any(
            self.surplus(s) > 0 for s in legal.move_sources(g, me)
        ):
            return "move"
        return "end"


BOTS = ("random", "first", "greedy")


def make_bot(name: str, colour: str, seed: int, game: Game) -> ChoiceProvider:
    """A bot by name (``random``: uniformly random legal choices, seeded)."""
    if name == "random":
        return SeededRandom(seed)
    if name == "first":
        return FirstLegal()
    if name == "greedy":
        return GreedyBot(colour, seed).bind(game)
    raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOTS)})")
