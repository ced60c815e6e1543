"""The invariants name every broken book: tokens, recruits, bases, dogs, cards."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardsmith.engine.state import InvariantError
from cardsmith.rulesets.risk_deep_space.content import Pack
from cardsmith.rulesets.risk_deep_space.engine.state import Battle, Game
from cardsmith.rulesets.risk_deep_space.scenarios import build_game


def fresh(pack: Pack) -> Game:
    game, _, _ = build_game(
        {"recruits": {"P1": {"red": 2}, "P2": {"yellow": 1}}, "dogs": {"P1": {"red": 1}},
         "players": {"red": {"gems": 2, "hand": ["space-dog"]}}}, pack)
    return game


def _two_colours(g: Game) -> None:
    g.recruits["P1"]["yellow"] = 1
    g.players["yellow"].pile -= 1


def _lonely_dog(g: Game) -> None:
    g.dogs["P2"] = {"blue": 1}
    g.dog_tokens -= 1


def _covered_recruits(g: Game) -> None:
    g.covered = frozenset({"P1"})


BREAKS: list[tuple[Callable[[Game], None], str]] = [
    (lambda g: setattr(g, "gems", g.gems - 1), "gems: supply"),
    (lambda g: setattr(g.players["red"], "ore", -1), "negative gems/ore"),
    (lambda g: setattr(g.players["red"], "pile", 10), "red: pile 10"),
    (_two_colours, "P1 holds recruits of ['red', 'yellow'] outside a battle"),
    (lambda g: g.recruits.setdefault("blue-home", {}).update(red=1), "blue's home station"),
    (lambda g: g.bases.update(P3=["red", "red"]), "2 red bases"),
    (lambda g: g.bases.update({"red-home": ["red"]}), "not a planet"),
    (_lonely_dog, "blue's space dog on P2 accompanies no recruit"),
    (lambda g: setattr(g, "dog_tokens", 3), "space dogs: supply 3"),
    (lambda g: g.force_fields.update(P4="red"), "force fields"),
    (lambda g: g.players["red"].hand.append("space-dog"), "action cards"),
    (lambda g: setattr(g, "result", "blue"), "blue won with 0 bases"),
    (_covered_recruits, "P1 is covered but holds recruits"),
]


@pytest.mark.parametrize(("breaks", "problem"), BREAKS)
def test_a_broken_book_is_named(pack: Pack, breaks: Callable[[Game], None],
                                problem: str) -> None:
    game = fresh(pack)
    assert game.invariant_problems() == []
    breaks(game)
    problems = game.invariant_problems()
    assert any(problem in p for p in problems), problems
    with pytest.raises(InvariantError):
        game.check_invariants()


def test_two_colours_share_a_planet_only_during_its_battle(pack: Pack) -> None:
    game = fresh(pack)
    _two_colours(game)
    game.battles.append(Battle("P1", "yellow", "red"))
    assert game.invariant_problems() == []


def test_a_scenario_position_that_breaks_the_rules_is_refused(pack: Pack) -> None:
    with pytest.raises(InvariantError, match="outside a battle"):
        build_game({"recruits": {"P1": {"red": 1, "blue": 1}}}, pack)
