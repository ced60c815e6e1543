"""Whole games: seeded setup, turns until the Elder Signs seal the Ancient One, the doom track
fills, or the turn limit (RULES.md W1–W3)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardsmith.rulesets.elder_sign.content import Pack
from cardsmith.rulesets.elder_sign.engine.bots import bot
from cardsmith.rulesets.elder_sign.engine.setup import new_game
from cardsmith.rulesets.elder_sign.engine.state import Game
from cardsmith.rulesets.elder_sign.engine.turn import take_turn


@dataclass(frozen=True)
class GameRecord:
    """One played game."""

    seed: int
    investigators: tuple[str, ...]
    policy: str
    result: str
    reason: str
    turns: int
    rounds: int
    elder_signs: int
    doom: int
    midnights: int
    devoured: int
    #: per round (every investigator's turn): the doom tokens and the Elder Signs after it
    curves: dict[str, list[float]]

    @property
    def why(self) -> str:
        """How the game ended, in one word: ``elder-signs``, ``doom`` or ``round-limit``."""
        return {"victory": "elder-signs", "defeat": "doom"}.get(self.result, "round-limit")


def play_game(pack: Pack, investigators: Sequence[str], *, seed: int, policy: str,
              max_rounds: int = 30) -> tuple[GameRecord, Game]:
    """Play one game to its end (or ``max_rounds`` rounds of every investigator's turn)."""
    game = new_game(pack, investigators, seed=seed)
    choices = bot(policy, game, seed)
    limit = max_rounds * len(investigators)
    curves: dict[str, list[float]] = {"doom": [], "elder_signs": []}
    while game.result is None and game.turns < limit:
        take_turn(game, choices)
        game.update_result()
        if game.turns % len(investigators) == 0 or game.result is not None:
            curves["doom"].append(float(game.doom))
            curves["elder_signs"].append(float(game.elder_signs))
    result = game.result or "unfinished"
    reason = "; ".join(game.result_reasons) or f"{max_rounds} rounds played"
    n = len(investigators)
    record = GameRecord(seed, tuple(investigators), policy, result, reason, game.turns,
                        -(-game.turns // n), game.elder_signs, game.doom, game.midnights,
                        sum(i.devoured for i in game.investigators), curves)
    return record, game
