"""Whole seeded games between bots: they end, keep every invariant, and replay by seed."""

from __future__ import annotations

import pytest

from cardsmith.engine.state import checking_invariants
from cardsmith.rulesets.risk_deep_space.content import Pack
from cardsmith.rulesets.risk_deep_space.engine.bots import make_bot
from cardsmith.rulesets.risk_deep_space.engine.simulate import play_game, simulate

BOTS = {
    "greedy": ["greedy"] * 4,
    "random": ["random"] * 4,
    "mixed": ["greedy", "random", "first", "random"],
}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("bots", sorted(BOTS))
def test_games_end_with_a_winner_and_keep_the_invariants(pack: Pack, players: int,
                                                         bots: str) -> None:
    for seed in range(3):
        with checking_invariants() as watch:
            record, game = play_game(pack.galaxy, pack.cards, players=players,
                                     bots=BOTS[bots][:players], seed=seed)
        assert record.winner is not None, f"seed {seed}: no winner after {record.turns} turns"
        assert game.base_count(record.winner) == (5 if players == 2 else 4)
        assert all(n < game.bases_to_win for c, n in record.bases.items() if c != record.winner)
        assert watch.checks >= record.events > 0
        assert game.invariant_problems() == []


@pytest.mark.parametrize("players", [2, 4])
def test_the_same_seed_replays_the_same_game(pack: Pack, players: int) -> None:
    bots = ["greedy", "random", "random", "greedy"][:players]
    a = play_game(pack.galaxy, pack.cards, players=players, bots=bots, seed=11)
    b = play_game(pack.galaxy, pack.cards, players=players, bots=bots, seed=11)
    c = play_game(pack.galaxy, pack.cards, players=players, bots=bots, seed=12)
    assert a[0] == b[0]
    assert a[1].log == b[1].log
    assert a[1].events == b[1].events
    assert a[1].log != c[1].log


def test_every_battle_roll_is_in_the_event_log(pack: Pack) -> None:
    _, game = play_game(pack.galaxy, pack.cards, players=4, bots=["random"] * 4, seed=3)
    rolls = [e for e in game.events if e.op == "roll"]
    assert rolls and all(1 <= e.count <= 6 for e in rolls)
    assert any(e.op == "battle" for e in game.events)


def test_the_summary_counts_wins_per_seat_and_game_length(pack: Pack) -> None:
    summary = simulate(pack.galaxy, pack.cards, games=12, players=3, seed=100)
    assert sum(summary.wins()) == 12 - summary.unfinished() == 12
    assert abs(sum(summary.win_rates()) - 1.0) < 1e-9
    assert 5 < summary.mean_turns() < 100
    text = "\n".join(summary.lines())
    assert "seat 1 (red, greedy)" in text and "turns on average" in text


def test_greedy_beats_random(pack: Pack) -> None:
    summary = simulate(pack.galaxy, pack.cards, games=10, players=2, bots=["greedy", "random"],
                       seed=0)
    assert summary.wins()[0] >= 8


def test_unknown_bot(pack: Pack) -> None:
    _, game = play_game(pack.galaxy, pack.cards, players=2, seed=0, max_turns=1)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("clever", "red", 0, game)
