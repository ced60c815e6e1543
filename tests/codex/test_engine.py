"""The Codex engine: setup, whole seeded games (reproducible, invariants checked after every
change), the pack's compiled effects use only the engine's verbs, and refusals name the rule."""

from __future__ import annotations

from typing import Any

import pytest

from cardsmith.engine import checking_invariants
from cardsmith.rulesets.codex.engine import actions, combat
from cardsmith.rulesets.codex.engine.cards import Library
from cardsmith.rulesets.codex.engine.effects import VERBS
from cardsmith.rulesets.codex.engine.setup import SetupError, new_game
from cardsmith.rulesets.codex.engine.simulate import play_game
from cardsmith.rulesets.codex.engine.state import Refused
from cardsmith.tools.content.catalog import Catalog


def test_setup_deals_5_cards_and_the_workers(lib: Library) -> None:
    game = new_game(lib, ["ember", "grove"], 5)
    p1, p2 = game.players["p1"], game.players["p2"]
    assert p1.hand == ["ash-brawler", "ash-brawler", "cinder-scout", "cinder-scout", "stoke"]
    assert len(p2.hand) == 5 and len(p1.deck) == len(p2.deck) == 5
    assert (len(p1.workers), len(p2.workers)) == (4, 5)
    assert (p1.gold, p2.gold) == (4, 0)  # the first player's upkeep has run
    assert p1.command == ["pyra-flint", "brandt-coalheart"]
    assert game.active == "p1" and game.phase == "main"


def test_setup_refuses_an_unknown_colour_in_words(lib: Library) -> None:
    with pytest.raises(SetupError, match=r"unknown colour .blue. \(known: ember, grove\)"):
        new_game(lib, ["ember", "blue"], 0)


@pytest.mark.parametrize(("policy", "winner", "turns", "bases"), [
    ("first", "p2", 16, {"p1": 20, "p2": 5}),
    ("random", "p2", 24, {"p1": 20, "p2": 5}),
    ("greedy", "p1", 29, {"p1": 11, "p2": 20}),
])
def test_a_seeded_game_is_reproducible(lib: Library, policy: str, winner: str, turns: int,
                                       bases: dict[str, int]) -> None:
    with checking_invariants() as watch:
        record, _ = play_game(lib, ["ember", "grove"], seed=7, policy=policy)
    assert (record.winner, record.ending, record.turns) == (winner, "base destroyed", turns)
    assert record.bases == bases
    assert watch.checks > 100
    again, _ = play_game(lib, ["ember", "grove"], seed=7, policy=policy)
    assert again == record


def test_a_game_can_stop_unfinished(lib: Library) -> None:
    record, _ = play_game(lib, ["ember", "grove"], seed=1, policy="random", max_rounds=2)
    assert record.winner is None and record.ending == "unfinished" and record.turns == 5


def _ops(value: Any) -> set[str]:
    if isinstance(value, dict):
        found = {value["op"]} if isinstance(value.get("op"), str) else set()
        return found.union(*(_ops(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_ops(v) for v in value))
    return set()


def test_every_compiled_effect_uses_the_engines_verbs(catalog: Catalog) -> None:
    used = set().union(*(_ops(list(r.ops.values())) for r in catalog.records))
    assert used <= VERBS
    # the sample cards exercise every verb the language has
    assert VERBS - used == {"optional", "choice"}


def test_the_squad_leader_must_be_attacked_first(lib: Library) -> None:
    game = new_game(lib, ["ember", "grove"], 3)
    game.active = "p2"
    p2 = game.players["p2"]
    p2.gold = 3
    p2.hand.append("sapling-guard")
    actions.play(game, "sapling-guard")
    actions.patrol(game, {"squad_leader": "sapling-guard"})
    game.active = "p1"
    p1 = game.players["p1"]
    p1.hand.append("cinder-scout")
    p1.gold = 1
    actions.play(game, "cinder-scout")
    with pytest.raises(Refused, match=r"must attack the squad leader p2\.sapling-guard"):
        combat.attack(game, "p1.cinder-scout", "p2.base")
    assert [t.label for t in combat.attack_targets(game, p1.things["cinder-scout"])] == [
        "p2.sapling-guard"]


@pytest.mark.parametrize("policy", ["first", "random", "greedy"])
def test_many_bot_games_keep_every_invariant(lib: Library, policy: str) -> None:
    endings = []
    with checking_invariants() as watch:
        for seed in range(8):
            colours = [["ember", "grove"], ["grove", "ember"], ["ember", "ember"],
                       ["grove", "grove"]][seed % 4]
            record, _ = play_game(lib, colours, seed=seed, policy=policy)
            endings.append(record.ending)
    assert endings == ["base destroyed"] * 8
    assert watch.checks > 1000
