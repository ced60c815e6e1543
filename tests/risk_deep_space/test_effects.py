"""The effect IR: every card's compiled effect is valid IR; each operation and condition runs
as RULES.md says; broken IR is reported, never half-run."""

from __future__ import annotations

from typing import Any

import pytest

from cardsmith.engine.choices import ScriptedChoices
from cardsmith.rulesets.risk_deep_space.content import Pack
from cardsmith.rulesets.risk_deep_space.engine import ops
from cardsmith.rulesets.risk_deep_space.engine.dice import ScriptedDice
from cardsmith.rulesets.risk_deep_space.engine.state import Game, IllegalAction
from cardsmith.rulesets.risk_deep_space.scenarios import build_game

#: the verbs the issue asks the cards to exercise, as IR operation names
VERBS = {
    "gain", "pay", "steal", "add_recruits", "remove_recruits", "move_recruits", "build_base",
    "battle", "roll", "place_force_field", "place_space_dog", "draw", "discard",
    "if", "may", "either", "for_each",
}


def game_with(pack: Pack, **position: Any) -> tuple[Game, ScriptedChoices]:
    game, choices, _ = build_game(position, pack)
    return game, choices


def run(game: Game, effect: list[dict[str, Any]], *, planet: str | None = None,
        player: str | None = None, roll: int | None = None) -> ops.EffectCtx:
    ctx = ops.EffectCtx(game, game.turn.colour, "test", planet, player, roll)
    ops.run(ctx, effect)
    return ctx


def test_every_card_compiles_to_valid_ir(pack: Pack) -> None:
    for card in pack.cards:
        assert ops.ir_problems(list(card.effect), card.id) == []
        assert card.effect, f"{card.id} has no compiled effect"


def test_the_cards_exercise_every_verb(pack: Pack) -> None:
    used = {name for card in pack.cards for name in ops.ops_named(list(card.effect))}
    assert used >= VERBS, sorted(VERBS - used)


def test_the_samples_are_labelled_and_the_space_dog_is_not(pack: Pack) -> None:
    for card in pack.cards:
        data = pack.card_data[card.id]
        if card.id == "space-dog":
            assert not card.sample
        else:
            assert card.sample and "(sample)" in card.name and card.id.startswith("sample-")
            assert "SAMPLE" in (pack.root / card.source).read_text(encoding="utf-8")
        assert data["text"] and data["effect"]
    assert sum(c.copies for c in pack.cards) == 36


@pytest.mark.parametrize(
    ("ir", "problem"),
    [
        ([{"op": "explode"}], "unknown operation 'explode'"),
        ([{"op": "gain", "resource": "gold", "amount": 1}], "resource is 'gold'"),
        ([{"op": "gain", "resource": "gem", "amount": 0}], "whole number"),
        ([{"op": "gain", "resource": "gem"}], "missing 'amount'"),
        ([{"op": "gain", "resource": "gem", "amount": 1, "twice": True}], "unknown field"),
        ([{"op": "if", "cond": {"test": "lucky"}, "then": []}], "unknown condition 'lucky'"),
        ([{"op": "either", "options": [[]]}], "two or more blocks"),
        ([{"op": "may", "then": [{"op": "nope"}]}], "may.then[1]: unknown operation"),
        ({"op": "gain"}, "a list of operations"),
    ],
)
def test_broken_ir_is_reported(ir: Any, problem: str) -> None:
    problems = ops.ir_problems(ir)
    assert any(problem in p for p in problems), problems


def test_an_unknown_operation_is_an_illegal_action(pack: Pack) -> None:
    game, _ = game_with(pack)
    with pytest.raises(IllegalAction, match="unknown operation 'explode'"):
        run(game, [{"op": "explode"}])


@pytest.mark.parametrize(
    ("cond", "expected"),
    [
        ({"test": "has_base", "at": "target planet"}, True),
        ({"test": "recruits_at_least", "amount": 3, "at": "target planet"}, True),
        ({"test": "recruits_at_least", "amount": 4, "at": "target planet"}, False),
        ({"test": "resource_at_least", "resource": "ore", "amount": 2}, True),
        ({"test": "resource_at_least", "resource": "gem", "amount": 1}, False),
        ({"test": "more_bases", "who": "target player"}, True),
        ({"test": "roll_at_least", "value": 5}, False),
        ({"test": "not", "of": {"test": "has_base", "at": "target planet"}}, False),
        ({"test": "and", "of": [{"test": "has_base", "at": "target planet"},
                                {"test": "roll_at_least", "value": 4}]}, True),
    ],
)
def test_conditions(pack: Pack, cond: dict[str, Any], expected: bool) -> None:
    game, _ = game_with(pack, recruits={"P1": {"red": 3}}, bases={"P1": ["red"], "P2":
                        ["blue"], "P3": ["blue"]}, players={"red": {"ore": 2}})
    effect = [{"op": "if", "cond": cond, "then": [{"op": "gain", "resource": "gem",
                                                    "amount": 1}]}]
    assert ops.ir_problems(effect) == []
    run(game, effect, planet="P1", player="blue", roll=4)
    assert game.players["red"].gems == (1 if expected else 0)


def test_for_each_opponent_binds_the_target_player(pack: Pack) -> None:
    game, _ = game_with(pack, players={"yellow": {"gems": 2}, "blue": {"gems": 1}})
    run(game, [{"op": "for_each", "over": "opponent",
                "then": [{"op": "steal", "resource": "gem", "amount": 1,
                          "from": "target player"}]}])
    assert [game.players[c].gems for c in ("red", "yellow", "blue")] == [2, 1, 0]


def test_for_each_base_binds_the_target_planet(pack: Pack) -> None:
    game, _ = game_with(pack, bases={"P1": ["red"], "P5": ["red"]})
    run(game, [{"op": "for_each", "over": "your base",
                "then": [{"op": "add_recruits", "amount": 1, "to": "target planet"}]}])
    assert game.recruits == {"P1": {"red": 1}, "P5": {"red": 1}}


def test_adding_recruits_home_and_onto_an_enemy_planet(pack: Pack) -> None:
    game, _ = game_with(pack, recruits={"P2": {"yellow": 1}})
    run(game, [{"op": "add_recruits", "amount": 2, "to": "home"}])
    assert game.count("red-home", "red") == 2
    game.dice = ScriptedDice([6, 1])
    run(game, [{"op": "add_recruits", "amount": 1, "to": "target planet"}], planet="P2")
    assert game.recruits["P2"] == {"red": 1}


def test_remove_your_own_recruits(pack: Pack) -> None:
    game, _ = game_with(pack, recruits={"P1": {"red": 3}})
    run(game, [{"op": "remove_recruits", "amount": 2, "owner": "your", "from": "target planet"}],
        planet="P1")
    assert game.recruits["P1"] == {"red": 1}
    assert game.players["red"].pile == 31


def test_gain_moves_and_draw_for_the_target(pack: Pack) -> None:
    game, _ = game_with(pack, deck=["sample-sabotage", "sample-hyperjump"])
    run(game, [{"op": "gain_moves", "amount": 2},
               {"op": "draw", "amount": 1, "who": "target player"}], player="blue")
    assert game.turn.moves_left == 4
    assert game.players["blue"].hand == ["sample-sabotage"]


def test_an_effect_that_names_a_missing_target_is_refused(pack: Pack) -> None:
    game, _ = game_with(pack)
    with pytest.raises(IllegalAction, match="names a target planet but has none"):
        run(game, [{"op": "battle", "at": "target planet", "rounds": 1}])
