"""Setting up: 2-4 players, distinct colours, 2-player games only in opposite corners."""

from __future__ import annotations

import pytest

from cardsmith.engine.state import checking_invariants
from cardsmith.rulesets.risk_deep_space import engine as E
from cardsmith.rulesets.risk_deep_space.content import Pack
from cardsmith.rulesets.risk_deep_space.engine.dice import DiceScriptError, ScriptedDice


@pytest.mark.parametrize(
    ("colours", "message"),
    [
        (["red"], "2 to 4 players"),
        (["red", "yellow", "blue", "green", "red"], "2 to 4 players"),
        (["red", "red", "blue"], "different colour"),
        (["red", "purple", "blue"], "not a colour"),
        (["red", "yellow"], "colour pairs"),
    ],
)
def test_impossible_setups(pack: Pack, colours: list[str], message: str) -> None:
    with pytest.raises(E.SetupError, match=message):
        E.new_game(pack.galaxy, pack.cards, colours, seed=1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_keeps_the_books(pack: Pack, players: int) -> None:
    colours = [["red", "blue"], ["red", "yellow", "blue"], ["red", "yellow", "blue", "green"]]
    with checking_invariants() as watch:
        game = E.new_game(pack.galaxy, pack.cards, colours[players - 2], seed=players)
    assert watch.checks > 0
    assert game.invariant_problems() == []
    assert game.card_total == 36
    assert game.bases_to_win == (5 if players == 2 else 4)
    assert len(game.deck) == 36 - 2 * players


def test_the_same_seed_deals_the_same_cards(pack: Pack) -> None:
    a = E.new_game(pack.galaxy, pack.cards, ["red", "yellow", "blue"], seed=5)
    b = E.new_game(pack.galaxy, pack.cards, ["red", "yellow", "blue"], seed=5)
    c = E.new_game(pack.galaxy, pack.cards, ["red", "yellow", "blue"], seed=6)
    hands = [{p: list(g.players[p].hand) for p in g.seats} for g in (a, b, c)]
    assert hands[0] == hands[1]
    assert list(a.deck) == list(b.deck) != list(c.deck)
    assert a.turn.colour == b.turn.colour


def test_scripted_dice_say_when_they_run_out() -> None:
    dice = ScriptedDice([3])
    assert dice.roll() == 3
    with pytest.raises(DiceScriptError, match="ran out after 1 rolls"):
        dice.roll()
    with pytest.raises(DiceScriptError, match=r"not 1\.\.6"):
        ScriptedDice([7]).roll()
