from __future__ import annotations

from typing import Any

from engine_support import load_board

from cardsmith.engine.choices import ChoiceProvider, FirstLegal, ScriptedChoices, SeededRandom
from cardsmith.rulesets.spirit_island.engine.changes.pieces import damage_piece, destroy_piece
from cardsmith.rulesets.spirit_island.engine.round import phases as game
from cardsmith.rulesets.spirit_island.engine.setup.game import setup_game
from cardsmith.rulesets.spirit_island.engine.state.board import Island
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard


def test_setup_one_board() -> None:
    s = setup_game(
        [load_board("A")], spirits={"river": {"A5": 2}}, seed=3, first_explore=False
    )
    assert (s.players, s.blight_pool, s.fear_pool) == (1, 6, 4)
    assert s.summary("A2") == {"city": 1, "dahan": 1}
    assert s.land("A4").blight == 1  # printed blight comes from the box, not the pool
    assert len(s.invader_deck) == 12
    assert len(s.fear_deck) == 11
    assert s.fear_deck[3] == "TL2" and s.fear_deck[7] == "TL3"
    assert s.spirits["river"].presence["A5"] == 2
    s.check_invariants()


def test_setup_two_players_and_first_explore() -> None:
    boards: list[dict[str, Any]] = [load_board("A"), load_board("B")]
    s = setup_game(boards, links=[("A1", "B1")], seed=1)
    assert (s.blight_pool, s.fear_pool) == (11, 8)
    first = s.slots["build"][0]
    assert first.stage == 1 and s.slots["explore"] == []
    explored = [x for x in s.land_ids() if s.count(x, "explorer")]
    assert explored and all(s.island.land(x).terrain == first.terrains[0] for x in explored)
    s.check_invariants()


def test_same_seed_same_game() -> None:
    def play(seed: int) -> list[str]:
        s = setup_game([load_board("A")], spirits={"river": {"A5": 2}}, seed=seed)
        for _ in range(3):
            game.invader_phase(s, SeededRandom(seed))
            game.time_passes(s)
        return s.log

    assert play(5) == play(5)


def _tl2_state(island: Island) -> State:
    s = State.empty(island)
    s.terror_level = 2
    s.place("A5", "town")
    s.place("A1", "explorer", 2)
    return s


def test_victory_at_terror_level_two(island_a: Island) -> None:
    s = _tl2_state(island_a)
    damage_piece(s, "A5", s.find("A5", "town"), 2)
    assert s.result == "victory"
    assert s.result_reasons == ["terror level 2: no towns and no cities"]


def test_no_victory_at_terror_level_one_with_explorers(island_a: Island) -> None:
    s = _tl2_state(island_a)
    s.terror_level = 1
    destroy_piece(s, "A5", s.find("A5", "town"))
    assert s.result is None


def test_winning_and_losing_at_once_is_victory(island_a: Island) -> None:
    s = State.empty(island_a, blight_pool=1)
    s.terror_level = 3
    s.place("A5", "city")
    s.place("A5", "dahan", 2)
    # Ravage: 3 damage takes the last blight; the city survives the counter-attack: defeat.
    s.invader_deck = [InvaderCard(1, ("sands",))]
    s.slots["ravage"] = [InvaderCard(1, ("wetland",))]
    game.invader_phase(s, FirstLegal())
    assert s.result == "defeat"

    s2 = State.empty(island_a, blight_pool=1)
    s2.terror_level = 3
    s2.place("A5", "city")
    # Pool already empty when the last city falls: both conditions hold at once.
    s2.blight_pool = 0
    s2.blight_total = s2.blight_on_island()
    destroy_piece(s2, "A5", s2.find("A5", "city"))
    assert s2.result == "victory"
    assert "the blight pool is empty" in s2.result_reasons


def test_invader_phase_order(island_a: Island) -> None:
    s = State.empty(island_a)
    s.place("A5", "explorer")  # ravaged (wetland), then built on
    s.place("A7", "dahan")
    s.slots["ravage"] = [InvaderCard(1, ("wetland",))]
    s.slots["build"] = [InvaderCard(1, ("wetland",))]
    s.invader_deck = [InvaderCard(1, ("sands",)), InvaderCard(1, ("jungle",))]
    s.earned_fear = ["f1"]
    seen: list[tuple[str, int]] = []

    def fear(state: State, card: str, tl: int, choices: ChoiceProvider) -> None:
        seen.append((card, tl))

    game.invader_phase(s, FirstLegal(), fear_effect=fear)
    assert seen == [("f1", 1)] and s.resolved_fear == ["f1"]
    assert s.summary("A5") == {"explorer": 1, "town": 1}  # 1 damage: no blight; then build
    assert s.count("A4", "explorer") == 1  # sands next to the town just built in A5
    assert s.count("A7", "explorer") == 1  # adjacent to the new town in A5
    assert s.slots["ravage"][0].terrains == ("wetland",)
    assert s.slots["build"][0].terrains == ("sands",)
    assert s.invader_deck == [InvaderCard(1, ("jungle",))]


def test_time_passes_heals_and_clears(island_a: Island) -> None:
    s = State.empty(island_a)
    s.place("A5", "city", damage=2)
    s.place("A5", "dahan", damage=1)
    s.land("A5").defend = 3
    s.land("A5").mods.skip_all.add("ravage")
    s.land("A5").mods.blight_blocked = True
    game.time_passes(s)
    assert s.labels("A5") == ["city", "dahan"]
    assert s.land("A5").defend == 0
    assert not s.land("A5").mods.skip_all and not s.land("A5").mods.blight_blocked
    assert s.round == 1


def test_escalation_scripted_in_full_phase(island_a: Island) -> None:
    s = State.empty(island_a)
    s.place("A8", "town")
    s.invader_deck = [InvaderCard(2, ("coastal",))]
    game.invader_phase(s, ScriptedChoices([("escalation.land", "A3")]))
    assert s.summary("A3") == {"town": 1, "explorer": 1}
