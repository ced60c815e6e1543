"""Tokens as pieces in lands (Beasts, Disease, Wilds, Badlands, Vitality, Quake) and Strife on
invaders: the state, its invariants, the logged primitives and the IR ops that act on them."""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import gather, load_board, push

from cardsmith.engine.choices import FirstLegal, ScriptedChoices
from cardsmith.engine.events import Event
from cardsmith.engine.state import InvariantError
from cardsmith.rulesets.spirit_island.engine.changes.pieces import downgrade, replace_piece
from cardsmith.rulesets.spirit_island.engine.changes.tokens import (
    add_strife,
    add_token,
    destroy_token,
    move_token,
    remove_strife,
    remove_token,
)
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.rules.land_filters import LAND_FILTERS
from cardsmith.rulesets.spirit_island.engine.rules.targeting import legal_targets
from cardsmith.rulesets.spirit_island.engine.setup import from_pack as pack_setup
from cardsmith.rulesets.spirit_island.engine.setup.game import setup_game
from cardsmith.rulesets.spirit_island.engine.state.board import TOKEN_KINDS
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import Piece, parse_label


@pytest.fixture
def s(empty_a: State) -> State:
    empty_a.place("A8", "city")  # far away: no terror level 1 victory
    return empty_a


def run(s: State, ops_: list[dict[str, Any]], land: str, choices: Any = None) -> Any:
    return ex.execute(ops_, s, choices or FirstLegal(), target_land=land, name="power")


# --- the state ------------------------------------------------------------------------------
def test_token_kinds() -> None:
    assert TOKEN_KINDS == ("beasts", "disease", "wilds", "badlands", "vitality", "quake")


def test_tokens_are_counted_per_land_and_summarised(s: State) -> None:
    s.setup_land("A5", {"beasts": 2, "disease": 1, "explorer": 1})
    assert s.land("A5").tokens["beasts"] == 2
    assert s.count("A5", "beasts") == 2 and s.count("A5", "beasts", "disease") == 3
    assert s.count("A5", "explorer", "beasts") == 3
    assert s.count_all("beasts") == 2
    assert s.summary("A5") == {"explorer": 1, "beasts": 2, "disease": 1}
    assert s.summary("A6") == {}  # nothing: no zero entries


def test_strife_sits_on_invaders_with_labels(s: State) -> None:
    s.setup_land("A5", {"town+strife": 1, "town:1+2strife": 1, "town": 1, "dahan": 1})
    assert s.labels("A5") == ["town", "town+strife", "town:1+2strife", "dahan"]
    assert [p.strife for p in s.pieces("A5", "town")] == [1, 2, 0]
    assert s.count("A5", "strife") == 3
    assert s.summary("A5") == {
        "town": 3,
        "damaged town": 1,
        "strifed town": 2,
        "strife": 3,
        "dahan": 1,
    }
    assert parse_label("city:2+2strife") == ("city", 2, 2)
    assert parse_label("town+strife") == ("town", 0, 1)
    assert parse_label("explorer") == ("explorer", 0, 0)
    assert Piece("city", 1, 1).label == "city:1+strife"


def test_invariants_of_tokens(s: State) -> None:
    s.land("A5").tokens["beasts"] = -1
    with pytest.raises(InvariantError, match="negative beasts"):
        s.check_invariants()
    s.land("A5").tokens["beasts"] = 0
    s.land("A5").tokens["dragons"] = 1
    with pytest.raises(InvariantError, match="unknown token"):
        s.check_invariants()
    del s.land("A5").tokens["dragons"]
    s.place("A5", "dahan")
    s.find("A5", "dahan").strife = 1
    with pytest.raises(InvariantError, match="strife on dahan"):
        s.check_invariants()
    s.find("A5", "dahan+strife").strife = 0
    s.land("A8").pieces[0].strife = -1
    with pytest.raises(InvariantError, match="negative strife"):
        s.check_invariants()
    s.land("A8").pieces[0].strife = 0
    s.check_invariants()


def test_place_rejects_what_is_not_a_piece_or_token(s: State) -> None:
    with pytest.raises(ValueError, match="unknown piece kind"):
        s.place("A5", "dragons")
    with pytest.raises(ValueError, match="strife only on invaders"):
        s.setup_land("A5", {"dahan+strife": 1})


# --- the primitives -------------------------------------------------------------------------
def test_add_remove_destroy_tokens_are_logged_events(s: State) -> None:
    assert add_token(s, "A5", "beasts", 2) == 2
    assert remove_token(s, "A5", "beasts") == 1
    assert destroy_token(s, "A5", "beasts") == 1
    assert remove_token(s, "A5", "beasts") == 0  # none left: nothing happens
    assert s.count("A5", "beasts") == 0
    assert s.events[-3:] == [
        Event("add", "A5", "beasts", 2),
        Event("remove", "A5", "beasts", 1),
        Event("destroy", "A5", "beasts", 1),
    ]
    assert s.log[-3:] == ["A5: add 2 beasts", "A5: remove 1 beasts", "A5: 1 beasts destroyed"]


def test_move_token(s: State) -> None:
    s.place("A5", "wilds")
    assert move_token(s, "A5", "A6", "wilds", verb="push")
    assert not move_token(s, "A5", "A6", "wilds")  # none left
    assert (s.count("A5", "wilds"), s.count("A6", "wilds")) == (0, 1)
    assert s.events[-1] == Event("push", "A5", "wilds", 1, "A6")


def test_prevented_token_is_not_added(s: State) -> None:
    s.land("A5").mods.prevent.add(("disease", "added"))
    assert add_token(s, "A5", "disease") == 0
    assert s.count("A5", "disease") == 0


def test_strife_primitives(s: State) -> None:
    s.place("A5", "town")
    town = s.find("A5", "town")
    add_strife(s, "A5", town)
    add_strife(s, "A5", town)
    assert town.strife == 2 and s.labels("A5") == ["town+2strife"]
    assert remove_strife(s, "A5", town) == 1
    assert s.events[-3:] == [
        Event("add", "A5", "strife"),
        Event("add", "A5", "strife"),
        Event("remove", "A5", "strife"),
    ]
    s.place("A5", "dahan")
    with pytest.raises(ValueError, match="strife only on invaders"):
        add_strife(s, "A5", s.find("A5", "dahan"))


def test_strife_is_kept_when_pushed_gathered_downgraded_or_replaced(s: State) -> None:
    s.setup_land("A5", {"city+strife": 1})
    push(s, "A5", ["city"], 1, ScriptedChoices([("push.destination", "A6")]))
    assert s.labels("A6") == ["city+strife"]
    gather(s, "A5", ["city"], 1, FirstLegal())
    assert s.labels("A5") == ["city+strife"]
    downgrade(s, "A5", s.find("A5", "city+strife"))
    assert s.labels("A5") == ["town+strife"]
    replace_piece(s, "A5", s.find("A5", "town+strife"), ["explorer", "explorer"])
    assert s.labels("A5") == ["explorer", "explorer+strife"]  # on the first replacement
    downgrade(s, "A5", s.find("A5", "explorer+strife"))  # removed: the strife goes too
    assert s.count("A5", "strife") == 0


def test_strife_stays_with_damage_carried_over(s: State) -> None:
    s.setup_land("A5", {"city:1+strife": 1})
    downgrade(s, "A5", s.find("A5", "city:1+strife"))
    assert s.labels("A5") == ["town:1+strife"]


def test_replaced_by_a_non_invader_loses_the_strife(s: State) -> None:
    s.setup_land("A5", {"town+strife": 1})
    replace_piece(s, "A5", s.find("A5", "town+strife"), ["dahan"])
    assert s.labels("A5") == ["dahan"] and s.count("A5", "strife") == 0


# --- the IR ops on tokens -------------------------------------------------------------------
def test_add_push_gather_tokens_by_ir(s: State) -> None:
    run(s, [{"op": "add", "count": {"n": 2}, "pieces": {"kinds": ["beasts"]}}], "A5")
    assert s.count("A5", "beasts") == 2
    script = ScriptedChoices(
        [("push.piece", "beasts"), ("push.destination", "A6"), ("push.piece", None)]
    )
    r = run(
        s,
        [{"op": "push", "count": {"up_to": 2}, "pieces": {"kinds": ["beasts", "explorer"]}}],
        "A5",
        script,
    )
    script.assert_exhausted()
    assert (s.count("A5", "beasts"), s.count("A6", "beasts")) == (1, 1)
    assert r.count_past("pushed", {"kinds": ["beasts"]}, "A6") == 1
    run(s, [{"op": "gather", "count": {"n": 1}, "pieces": {"kinds": ["beasts"]}}], "A5")
    assert (s.count("A5", "beasts"), s.count("A6", "beasts")) == (2, 0)


def test_destroy_and_remove_tokens_by_ir(s: State) -> None:
    s.setup_land("A5", {"beasts": 2, "disease": 1, "explorer": 1})
    script = ScriptedChoices([("destroy.piece", "beasts")])
    run(
        s,
        [{"op": "destroy", "count": {"n": 1}, "pieces": {"kinds": ["beasts", "explorer"]}}],
        "A5",
        script,
    )
    assert s.summary("A5") == {"beasts": 1, "disease": 1, "explorer": 1}
    run(
        s,
        [{"op": "remove", "count": {"all": True}, "pieces": {"kinds": ["disease", "beasts"]}}],
        "A5",
    )
    assert s.summary("A5") == {"explorer": 1}
    assert s.generated_fear == 0


def test_per_token_and_conditions_on_tokens(s: State) -> None:
    s.setup_land("A5", {"badlands": 1, "beasts": 2, "explorer": 2})
    per = {"pieces": {"kinds": ["beasts"]}}
    run(s, [{"op": "fear", "amount": 1, "per": per}], "A5")
    assert s.generated_fear == 2
    has = {
        "op": "if",
        "cond": {"has": {"kinds": ["beasts"]}, "at_least": 2},
        "then": [{"op": "defend", "amount": 3}],
        "else": [],
    }
    run(s, [has], "A5")
    assert s.land("A5").defend == 3


def test_add_and_remove_strife_by_ir(s: State) -> None:
    s.setup_land("A5", {"town": 1, "explorer": 1, "dahan": 1})
    add = {"op": "add", "count": {"n": 1}, "pieces": {"kinds": ["strife"]}}
    run(s, [add], "A5", ScriptedChoices([("strife.piece", "town")]))
    assert s.labels("A5") == ["explorer", "town+strife", "dahan"]
    only_explorers = {**add, "to": {"kinds": ["explorer"]}}
    run(s, [only_explorers], "A5", ScriptedChoices([]))  # one option: not asked
    assert s.labels("A5") == ["explorer+strife", "town+strife", "dahan"]
    remove = {"op": "remove", "count": {"n": 1}, "pieces": {"kinds": ["strife"]}}
    run(s, [remove], "A5", ScriptedChoices([("strife.remove", "town+strife")]))
    assert s.labels("A5") == ["explorer+strife", "town", "dahan"]
    assert s.count("A5", "town") == 1  # the town stays: only its strife went


def test_pieces_with_strife_filter(s: State) -> None:
    s.setup_land("A5", {"town+strife": 1, "town": 1, "explorer+strife": 1})
    strifed = {"kinds": ["explorer", "town", "city"], "strifed": True}
    run(s, [{"op": "fear", "amount": 1, "per": {"pieces": strifed}}], "A5")
    assert s.generated_fear == 2
    script = ScriptedChoices([("destroy.piece", "town+strife")])
    run(s, [{"op": "destroy", "count": {"n": 1}, "pieces": strifed}], "A5", script)
    assert s.labels("A5") == ["explorer+strife", "town"]


def test_remove_all_strife(s: State) -> None:
    s.setup_land("A5", {"town+2strife": 1, "explorer+strife": 1})
    run(s, [{"op": "remove", "count": {"all": True}, "pieces": {"kinds": ["strife"]}}], "A5")
    assert s.labels("A5") == ["explorer", "town"]


def test_trigger_sees_tokens_added(s: State) -> None:
    trigger = {
        "op": "trigger",
        "event": {"past": "added", "pieces": {"kinds": ["beasts"]}},
        "do": [{"op": "fear", "amount": 1}],
    }
    run(s, [trigger], "A5")
    add_token(s, "A5", "beasts")
    assert s.generated_fear == 1


def test_land_filters_for_tokens(s: State) -> None:
    s.add_spirit("river", presence={"A5": 1})
    s.place("A6", "beasts")
    s.setup_land("A4", {"town+strife": 1})
    r1 = {"from": "presence", "distance": 1}
    assert legal_targets(s, "river", r1, {"land": ["beasts"]}) == ["A6"]
    assert legal_targets(s, "river", r1, {"land": ["strife"]}) == ["A4"]
    assert "A6" not in legal_targets(s, "river", r1, {"land": ["no-beasts"]})
    assert {"beasts", "no-beasts", "strife", "disease"} <= set(LAND_FILTERS)


# --- board tokens ---------------------------------------------------------------------------
def _board_with_tokens() -> dict[str, Any]:
    board = load_board("A")
    board["lands"] = [dict(land) for land in board["lands"]]
    board["lands"][0]["tokens"] = {"beasts": 1}
    board["lands"][1]["tokens"] = {"disease": 1}
    return board


def test_printed_tokens_are_placed_only_when_asked() -> None:
    board = _board_with_tokens()
    plain = setup_game([board], seed=1, first_explore=False)
    assert plain.count_all(*TOKEN_KINDS) == 0  # Horizons games ignore them
    with_tokens = setup_game([board], seed=1, first_explore=False, board_tokens=True)
    assert with_tokens.summary("A1") == {"beasts": 1}
    assert with_tokens.summary("A2") == {"city": 1, "dahan": 1, "disease": 1}
    assert with_tokens.invader_deck == plain.invader_deck  # nothing random changes
    packed = pack_setup.setup_from_pack([board], seed=1, first_explore=False, board_tokens=True)
    assert packed.summary("A1") == {"beasts": 1}


def test_board_tokens_are_read_into_the_lands() -> None:
    from cardsmith.rulesets.spirit_island.engine.state.board import BoardError, Island

    island = Island.from_boards([_board_with_tokens()])
    assert island.land("A1").tokens == (("beasts", 1),)
    assert island.land("A3").tokens == ()
    bad = _board_with_tokens()
    bad["lands"][0]["tokens"] = {"dragons": 1}
    with pytest.raises(BoardError, match="unknown token"):
        Island.from_boards([bad])


def test_position_reading_knows_strife_labels(s: State) -> None:
    from cardsmith.rulesets.spirit_island.engine.bots.appraisal import (
        kind_of,
        label_health,
        ravage_damage,
    )

    s.setup_land("A5", {"city:1+strife": 1, "town": 1, "badlands": 1})
    assert kind_of("city:1+strife") == "city" and kind_of("presence:river") == "presence"
    assert label_health(s, "A5", "city:1+strife") == 2
    assert ravage_damage(s, "A5") == 3  # the strifed city deals nothing; town 2 + badlands 1
