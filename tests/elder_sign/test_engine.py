"""The engine: the task notation and the dice that fill a task, seeded dice, whole games
reproducible from their seed with every invariant checked, the clock and the end."""

from __future__ import annotations

import pytest

from cardsmith.engine import checking_invariants
from cardsmith.engine.state import IllegalAction, InvariantError
from cardsmith.rulesets.elder_sign.content import Pack
from cardsmith.rulesets.elder_sign.engine.bots import Greedy
from cardsmith.rulesets.elder_sign.engine.clock import advance
from cardsmith.rulesets.elder_sign.engine.game import play_game
from cardsmith.rulesets.elder_sign.engine.setup import new_game
from cardsmith.rulesets.elder_sign.tasks import fill, fillable, parse

INVESTIGATORS = ["sample-mara-quill", "sample-tobias-venn"]


def test_the_task_notation() -> None:
    task, problems = parse("3 clues, 2 lore, 1 sanity")
    assert problems == [] and task is not None
    assert (task.clues, dict(task.symbols), task.sanity, task.health) == (3, {"lore": 2}, 1, 0)
    assert task.dice_needed == 3
    assert parse("5 clues, 1 health")[0] is not None
    assert parse("1 health") == (None, ["a task asks for at least one die face"])
    assert parse("3 clus")[1] == ["unknown requirement 'clus' (known: clues, lore, peril, "
                                  "terror, health, sanity)"]


def test_fill_wastes_the_least_and_keeps_wilds_last() -> None:
    task, _ = parse("5 clues, lore")
    assert task is not None
    dice = [(0, "clue3"), (1, "clue3"), (2, "clue2"), (3, "wild"), (4, "lore")]
    assert fill(task, dice) == [4, 0, 2]
    assert fill(task, [(0, "clue3"), (1, "wild")]) is None  # the wild is the lore: 3 clues
    assert fill(task, [(0, "clue3"), (1, "clue2"), (2, "wild")]) == [2, 0, 1]


def test_fillable_knows_the_dice_of_one_roll() -> None:
    assert fillable(parse("26 clues")[0])  # type: ignore[arg-type]
    assert not fillable(parse("27 clues")[0])  # type: ignore[arg-type]
    assert fillable(parse("6 terror")[0]) and not fillable(parse("7 terror")[0])  # type: ignore[arg-type]
    assert not fillable(parse("8 lore, 1 clue")[0])  # type: ignore[arg-type]


def test_setup_refuses_what_the_rules_refuse(pack: Pack) -> None:
    with pytest.raises(IllegalAction, match="1 to 8 investigators, not 0"):
        new_game(pack, [])
    with pytest.raises(IllegalAction, match="unknown investigator 'nobody'"):
        new_game(pack, ["nobody"])
    game = new_game(pack, INVESTIGATORS, seed=3)
    assert (game.clock, game.doom, game.elder_signs, len(game.rooms)) == (12, 0, 0, 6)


def test_the_clock_strikes_midnight_every_four_turns(pack: Pack) -> None:
    game = new_game(pack, INVESTIGATORS, seed=1)
    for _ in range(8):
        advance(game, Greedy(game))
    assert (game.clock, game.midnights) == (12, 2)
    assert game.mythos is not None


def test_a_broken_invariant_is_caught(pack: Pack) -> None:
    game = new_game(pack, INVESTIGATORS)
    game.clock = 5
    with checking_invariants(), pytest.raises(InvariantError, match="the clock shows 5"):
        game.settle()


def test_a_seeded_game_is_reproducible_and_keeps_every_invariant(pack: Pack) -> None:
    with checking_invariants() as watch:
        first, game = play_game(pack, INVESTIGATORS, seed=4, policy="greedy")
    again, _ = play_game(pack, INVESTIGATORS, seed=4, policy="greedy")
    assert watch.checks > 200
    assert first == again
    assert (first.result, first.why, first.turns, first.elder_signs, first.doom) == (
        again.result, again.why, again.turns, again.elder_signs, again.doom)
    assert first.result in ("victory", "defeat")
    assert game.result == first.result


@pytest.mark.parametrize("policy", ["first", "random", "greedy"])
@pytest.mark.parametrize("players", [1, 3, 8])
def test_whole_games_for_every_player_count_end_cleanly(pack: Pack, policy: str,
                                                        players: int) -> None:
    investigators = [pack.ids("investigator")[i % 4] for i in range(players)]
    with checking_invariants():
        record, game = play_game(pack, investigators, seed=players, policy=policy,
                                 max_rounds=20)
    assert record.result in ("victory", "defeat", "unfinished")
    assert record.turns <= 20 * players
    assert len(record.curves["doom"]) == record.rounds
    if record.result == "victory":
        assert game.elder_signs >= 6
    if record.result == "defeat":
        assert game.doom == 12
