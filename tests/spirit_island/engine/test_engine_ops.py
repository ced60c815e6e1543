from __future__ import annotations

import pytest
from engine_support import gather, push

from cardsmith.engine.choices import ChoiceError, FirstLegal, ScriptedChoices
from cardsmith.engine.state import InvariantError, InvariantWatch
from cardsmith.rulesets.spirit_island.engine.changes.pieces import (
    add_blight,
    add_piece,
    damage_piece,
    destroy_piece,
    downgrade,
    move_piece,
    remove_blight,
    remove_piece,
    replace_piece,
)
from cardsmith.rulesets.spirit_island.engine.changes.record import defend, generate_fear
from cardsmith.rulesets.spirit_island.engine.state.board import Island
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import Piece


def test_add_and_remove_keep_supply_totals(empty_a: State) -> None:
    s = empty_a
    town_supply = s.supply["town"]
    assert add_piece(s, "A5", "town", 2) == 2
    assert s.supply["town"] == town_supply - 2
    remove_piece(s, "A5", s.find("A5", "town"))
    assert s.summary("A5") == {"town": 1}
    assert s.supply["town"] == town_supply - 1
    assert s.generated_fear == 0  # removing is not destroying
    assert s.log[-1] == "A5: remove town"


def test_empty_supply_limits_add(island_a: Island) -> None:
    s = State.empty(island_a, supply={"explorer": 1, "town": 0, "city": 0, "dahan": 0})
    assert add_piece(s, "A1", "explorer", 3) == 1
    assert add_piece(s, "A1", "town") == 0
    assert s.summary("A1") == {"explorer": 1}


def test_destroy_town_one_fear_city_two(empty_a: State) -> None:
    s = empty_a
    s.place("A5", "town")
    s.place("A5", "city")
    s.place("A5", "explorer")  # keeps the island from an instant TL1 victory
    destroy_piece(s, "A5", s.find("A5", "town"))
    assert (s.fear_pool, s.generated_fear) == (3, 1)
    destroy_piece(s, "A5", s.find("A5", "city"))
    assert (s.fear_pool, s.generated_fear) == (1, 3)
    destroy_piece(s, "A5", s.find("A5", "explorer"))
    assert s.generated_fear == 3


def test_damage_destroys_at_health(empty_a: State) -> None:
    s = empty_a
    s.place("A5", "city")
    city = s.find("A5", "city")
    assert not damage_piece(s, "A5", city, 2)
    assert s.labels("A5") == ["city:2"]
    assert damage_piece(s, "A5", city, 1)
    assert s.summary("A5") == {}
    assert s.generated_fear == 2


def test_downgrade_carries_damage_over(empty_a: State) -> None:
    s = empty_a
    s.place("A5", "city", damage=1)
    s.place("A6", "city", damage=2)
    s.place("A7", "explorer")
    [town] = downgrade(s, "A5", s.find("A5", "city:1"))
    assert (town.kind, town.damage) == ("town", 1)
    assert s.generated_fear == 0
    # 2 damage carried onto a town (health 2) destroys it: 1 fear.
    assert downgrade(s, "A6", s.find("A6", "city:2")) == []
    assert s.summary("A6") == {}
    assert s.generated_fear == 1
    assert downgrade(s, "A7", s.find("A7", "explorer")) == []
    assert s.summary("A7") == {}


def test_downgrade_town_with_damage_to_explorer_destroys_it(empty_a: State) -> None:
    s = empty_a
    s.place("A5", "town", damage=1)
    s.place("A1", "city")
    assert downgrade(s, "A5", s.find("A5", "town:1")) == []
    assert s.summary("A5") == {}
    assert s.generated_fear == 0  # an explorer gives no fear


def test_replace_with_two_pieces(empty_a: State) -> None:
    s = empty_a
    s.place("A5", "city", damage=2)
    new = replace_piece(s, "A5", s.find("A5", "city:2"), ["explorer", "explorer"])
    assert [p.label for p in new] == ["explorer", "explorer"]
    assert s.summary("A5") == {"explorer": 2}


def test_defend_adds_up(empty_a: State) -> None:
    defend(empty_a, "A3", 2)
    defend(empty_a, "A3", 1)
    assert empty_a.land("A3").defend == 3


def test_add_blight_takes_from_pool(empty_a: State) -> None:
    s = empty_a
    assert s.blight_pool == 6
    assert add_blight(s, "A5", FirstLegal()) == 1
    assert (s.blight_pool, s.land("A5").blight) == (5, 1)
    assert remove_blight(s, "A5") == 1
    assert (s.blight_pool, s.land("A5").blight) == (6, 0)


def test_blight_cascade_into_scripted_land(empty_a: State) -> None:
    s = empty_a
    s.place("A5", "blight")
    s.place("A7", "blight")
    # A5 already blighted -> cascade to A7 (chosen), which was blighted -> cascade to A8.
    script = ScriptedChoices([("cascade.land", "A7"), ("cascade.land", "A8")])
    assert add_blight(s, "A5", script) == 3
    script.assert_exhausted()
    assert [s.land(x).blight for x in ("A5", "A7", "A8")] == [2, 2, 1]
    assert s.blight_pool == 3
    assert "A7: add blight (cascade from A5) (pool 4)" in s.log


def test_blight_destroys_one_presence_of_each_spirit(empty_a: State) -> None:
    s = empty_a
    s.place("A1", "explorer")
    s.add_spirit("river", presence={"A5": 2, "A1": 1})
    s.add_spirit("earth", presence={"A5": 1, "A2": 1})
    add_blight(s, "A5", FirstLegal())
    assert s.presence_in("A5") == {"river": 1}
    assert s.spirits["earth"].presence_destroyed == 1
    assert s.result is None


def test_blight_blocked_this_round(empty_a: State) -> None:
    s = empty_a
    s.land("A5").mods.blight_blocked = True
    assert add_blight(s, "A5", FirstLegal()) == 0
    assert s.land("A5").blight == 0


def test_last_blight_loses(island_a: Island) -> None:
    s = State.empty(island_a, blight_pool=1)
    s.place("A1", "explorer")
    add_blight(s, "A5", FirstLegal())
    assert s.blight_pool == 0
    assert s.result == "defeat"
    assert s.result_reasons == ["the blight pool is empty"]


def test_losing_last_presence_loses(empty_a: State) -> None:
    s = empty_a
    s.place("A1", "explorer")
    s.add_spirit("river", presence={"A5": 1})
    add_blight(s, "A5", FirstLegal())
    assert s.result == "defeat"
    assert "river has no presence on the island" in s.result_reasons


def test_fear_card_earned_and_terror_level(empty_a: State) -> None:
    s = empty_a
    s.place("A1", "city")
    s.fear_deck = ["f1", "f2", "f3", "TL2", "f4", "f5", "f6", "TL3", "f7", "f8", "f9"]
    generate_fear(s, 3)
    assert (s.fear_pool, s.generated_fear, s.earned_fear) == (1, 3, [])
    generate_fear(s, 2)  # pool empties after 1: card earned, the 2nd stays generated
    assert (s.fear_pool, s.generated_fear, s.earned_fear) == (3, 1, ["f1"])
    assert s.terror_level == 1
    generate_fear(s, 8)  # earns f2 and f3: the TL2 divider is revealed
    assert s.earned_fear == ["f1", "f2", "f3"]
    assert s.terror_level == 2
    assert s.fear_deck[0] == "f4"


def test_all_fear_cards_earned_is_victory(empty_a: State) -> None:
    s = empty_a
    s.place("A1", "city")
    s.fear_deck = ["f8", "TL3", "f9"]
    s.terror_level = 2
    generate_fear(s, 4)
    assert s.terror_level == 3
    assert s.result is None
    generate_fear(s, 4)
    assert s.terror_level == 4
    assert s.result == "victory"


def test_push_to_scripted_adjacent_lands(empty_a: State) -> None:
    s = empty_a
    s.place("A3", "explorer", 2)
    s.place("A3", "town")
    script = ScriptedChoices(
        [
            ("push.piece", "explorer"),
            ("push.destination", "A2"),
            ("push.piece", "town"),
            ("push.destination", "A4"),
        ]
    )
    push(s, "A3", ["explorer", "town"], 2, script)
    assert s.summary("A2") == {"explorer": 1}
    assert s.summary("A4") == {"town": 1}
    with pytest.raises(ChoiceError, match="A9"):
        push(s, "A3", ["explorer"], 1, ScriptedChoices([("push.destination", "A9")]))


def test_push_up_to_may_stop(empty_a: State) -> None:
    s = empty_a
    s.place("A3", "dahan", 2)
    push(
        s,
        "A3",
        ["dahan"],
        2,
        ScriptedChoices(
            [("push.piece", "dahan"), ("push.destination", "A2"), ("push.piece", None)]
        ),
        up_to=True,
    )
    assert s.count("A2", "dahan") == 1
    assert s.count("A3", "dahan") == 1


def test_push_keeps_damage(empty_a: State) -> None:
    s = empty_a
    s.place("A3", "town", damage=1)
    push(s, "A3", ["town"], 1, ScriptedChoices([("push.destination", "A4")]))
    assert s.labels("A4") == ["town:1"]


def test_gather_from_scripted_sources(empty_a: State) -> None:
    s = empty_a
    s.place("A1", "dahan")
    s.place("A4", "dahan")
    s.place("A7", "dahan")  # not adjacent to A5? it is: A5 adj 1,4,6,7,8
    script = ScriptedChoices([("gather.source", "A4"), ("gather.source", "A7")])
    gather(s, "A5", ["dahan"], 2, script)
    assert s.count("A5", "dahan") == 2
    assert s.count("A1", "dahan") == 1 and s.count("A4", "dahan") == 0


def test_move_to_non_land_is_refused(empty_a: State) -> None:
    s = empty_a
    s.place("A3", "explorer")
    with pytest.raises(InvariantError, match="not a land"):
        move_piece(s, "A3", "ocean", s.find("A3", "explorer"))
    assert s.summary("A3") == {"explorer": 1}


def test_invariants_catch_corruption(empty_a: State) -> None:
    s = empty_a
    s.land("A1").pieces.append(Piece("town"))  # conjured from nowhere
    with pytest.raises(InvariantError, match="town: supply"):
        s.check_invariants()
    s.land("A1").pieces[-1].damage = 2
    with pytest.raises(InvariantError, match="health 2"):
        s.check_invariants()
    s.land("A1").pieces.clear()
    s.blight_pool -= 1
    with pytest.raises(InvariantError, match="blight"):
        s.check_invariants()


def test_invariants_checked_after_each_op(
    empty_a: State, invariants_after_each_op: InvariantWatch
) -> None:
    before = invariants_after_each_op.checks
    add_piece(empty_a, "A1", "explorer")
    assert invariants_after_each_op.checks > before


def test_setup_land_mirrors_summary(empty_a: State) -> None:
    s = empty_a
    spec = {"town": 1, "town:1": 1, "blight": 1, "defend": 2, "presence river": 2}
    s.setup_land("A5", spec)
    s.check_invariants()
    assert s.summary("A5") == {
        "town": 2,
        "damaged town": 1,
        "blight": 1,
        "defend": 2,
        "presence river": 2,
    }
