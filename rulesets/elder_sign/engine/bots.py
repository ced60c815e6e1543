"""The bots of ``cardsmith simulate``: ``first`` and ``random`` (the engine's own policies)
and ``greedy``, which reads the game: it goes where the reward is worth the dice, rests at
the Entrance when hurt, spends items on hard cards, focuses the faces still needed and gives
up the least useful die."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from cardsmith.engine import ChoiceProvider
from cardsmith.engine.choices import FirstLegal, SeededRandom
from cardsmith.rulesets.elder_sign.engine.roll import open_tasks, task_labels
from cardsmith.rulesets.elder_sign.engine.state import ENTRANCE, Game

T = TypeVar("T")
#: how much a die face is worth keeping (higher: kept longer)
KEEP = {"wild": 9, "lore": 6, "peril": 5, "clue4": 4, "clue3": 3, "clue2": 2, "clue1": 1,
        "terror": 0}
SHOP = ("elder sign", "unique item", "spell", "common item", "clue")


def _face(label: str) -> str:
    return label.split()[-1]


class Greedy:
    """A heuristic player of the whole game (every decision of ``engine/``)."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def choose(self, decision: str, options: Sequence[T], *, context: str = "",
               min: int = 1) -> T | None:
        pick = getattr(self, "d_" + decision.replace(".", "_"), None)
        if pick is None:
            return options[0] if options else None
        answer: T | None = pick(list(options), min)
        return answer

    # --- where to go -------------------------------------------------------------------
    def value(self, card_id: str) -> float:
        g = self.game
        card = g.card(card_id)
        ops = repr(card.unit("reward"))
        worth = 4.0 * ops.count("elder_sign") + float(card.get("trophies") or 0)
        worth += 1.0 * ops.count("'draw'") + 0.5 * ops.count("'clue'")
        worth -= 1.0 * ("remove_doom" not in ops and "doom" in repr(card.unit("penalty")))
        dice = sum(t.dice_needed for _, t in task_labels(g, card))
        chance = math.exp(-0.5 * max(0, dice - 1)) * (0.75 if card.get("ordered") else 1.0)
        return worth * chance

    def d_turn_where(self, options: list[Any], min: int) -> Any:
        inv = self.game.current
        if ENTRANCE in options and (inv.health <= 2 or inv.sanity <= 2 or (
                sum(self.game.trophy_value(t) for t in inv.trophies) >= 8)):
            return ENTRANCE
        cards = [o for o in options if o != ENTRANCE]
        return max(cards, key=self.value) if cards else options[0]

    def d_entrance_buy(self, options: list[Any], min: int) -> Any:
        return next((s for s in SHOP if s in options), None)

    # --- before the roll ---------------------------------------------------------------
    def d_roll_item(self, options: list[Any], min: int) -> Any:
        attempt = self.game.attempt
        if attempt is None:
            return None
        need = sum(t.dice_needed for _, t in open_tasks(self.game, attempt))
        return options[0] if options and need >= 4 else None

    def d_roll_spell(self, options: list[Any], min: int) -> Any:
        return options[0] if options and not self.game.spells_out else None

    # --- after a roll ------------------------------------------------------------------
    def _best(self, options: list[Any]) -> Any:
        return max(options, key=lambda o: KEEP.get(_face(str(o)), 0))

    def d_roll_hold(self, options: list[Any], min: int) -> Any:
        best = self._best(options)
        return best if KEEP.get(_face(str(best)), 0) >= 5 else None

    def d_roll_task(self, options: list[Any], min: int) -> Any:
        attempt = self.game.attempt
        if attempt is None:
            return options[0]
        sizes = dict(open_tasks(self.game, attempt))
        return max(options, key=lambda o: sizes[o].dice_needed if o in sizes else 0)

    def d_roll_focus(self, options: list[Any], min: int) -> Any:
        best = self._best(options)
        return best if KEEP.get(_face(str(best)), 0) >= 3 else None

    d_roll_assist = d_roll_focus

    def d_roll_free_reroll(self, options: list[Any], min: int) -> Any:
        return options[0]

    def d_roll_clue(self, options: list[Any], min: int) -> Any:
        return options[0]

    def d_roll_give_up(self, options: list[Any], min: int) -> Any:
        return min_by(options, lambda o: KEEP.get(_face(str(o)), 0))

    def d_lock_die(self, options: list[Any], min: int) -> Any:
        return min_by(options, lambda o: KEEP.get(_face(str(o)), 0))

    def d_optional(self, options: list[Any], min: int) -> Any:
        return "yes" if "yes" in options else options[0]


def min_by(options: list[Any], key: Callable[[Any], int]) -> Any:
    return min(options, key=key)


def bot(name: str, game: Game, seed: int) -> ChoiceProvider:
    """The bot called ``name`` for ``game`` (its random choices seeded by ``seed``)."""
    if name == "greedy":
        return Greedy(game)
    if name == "random":
        return SeededRandom(seed)
    return FirstLegal()


BOTS = ("first", "random", "greedy")
