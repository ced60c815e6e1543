"""Whole games with random choices: invariants hold after every op, a result is reached."""

from __future__ import annotations

import pytest
from engine_support import load_board

from cardsmith.engine.choices import SeededRandom
from cardsmith.rulesets.spirit_island.engine.round import phases as game
from cardsmith.rulesets.spirit_island.engine.setup.game import setup_game


@pytest.mark.parametrize("seed", range(6))
def test_random_games_end_and_keep_invariants(seed: int) -> None:
    s = setup_game(
        [load_board("A"), load_board("G")],
        links=[("A1", "G1"), ("A6", "G1"), ("A6", "G6")],
        spirits={"river": {"A5": 2}, "earth": {"G4": 2}},
        fear_cards=[f"card-{i}" for i in range(15)],
        seed=seed,
    )
    choices = SeededRandom(seed)
    for _ in range(15):
        game.invader_phase(s, choices)
        s.check_invariants()
        if s.result is not None:
            break
        game.time_passes(s)
    assert s.result == "defeat"  # nobody defends the island
    assert s.log[-1].startswith("game over: defeat") or any(
        line.startswith("game over: defeat") for line in s.log
    )


def test_same_seed_same_log() -> None:
    def play() -> list[str]:
        s = setup_game([load_board("H")], spirits={"river": {"H6": 2}}, seed=11)
        choices = SeededRandom(11)
        for _ in range(4):
            game.invader_phase(s, choices)
            game.time_passes(s)
        return s.log

    assert play() == play()
