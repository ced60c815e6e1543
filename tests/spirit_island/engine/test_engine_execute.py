"""Executing compiled operations (IR per rulesets/spirit_island/docs/reference/ir.md), written as
plain dicts."""

from __future__ import annotations

from typing import Any

import pytest

from cardsmith.engine.choices import FirstLegal, ScriptedChoices
from cardsmith.rulesets.spirit_island.dsl.ir import OP_NAMES
from cardsmith.rulesets.spirit_island.engine.changes.pieces import add_blight, destroy_piece
from cardsmith.rulesets.spirit_island.engine.effects.run import (
    INTERPRETER,
    OPS,
    ExecutionError,
    Run,
)
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.round import phases as game
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

INVADERS = {"kinds": ["explorer", "town", "city"]}


def P(*kinds: str, **extra: Any) -> dict[str, Any]:
    return {"kinds": list(kinds), **extra}


def run(
    state: State, ops_: list[Any], script: list[tuple[str, Any]] | None = None, **kw: Any
) -> Run:
    choices = ScriptedChoices(script or [])
    r = ex.execute(ops_, state, choices, **kw)
    choices.assert_exhausted()
    return r


@pytest.fixture
def s(empty_a: State) -> State:
    empty_a.place("A8", "city")  # far away: keeps TL1 victory off
    empty_a.add_spirit("river", presence={"A5": 2, "A1": 1})
    empty_a.add_spirit("earth", presence={"A3": 1})
    return empty_a


def test_every_ir_op_has_a_handler() -> None:
    """A game verb of :data:`OPS` (``threshold`` among them: the core has none), or a
    statement of the core interpreter."""
    assert set(OP_NAMES) <= set(OPS) | set(INTERPRETER.core)
    assert {"if", "optional", "choice", "for_each", "repeat"}.isdisjoint(OPS)
    assert "threshold" in OPS and "threshold" not in INTERPRETER.core


def test_dark_and_tangled_woods(s: State) -> None:
    woods = [
        {"op": "fear", "amount": 2},
        {
            "op": "if",
            "cond": {"target_is": ["mountain", "jungle"]},
            "then": [{"op": "defend", "amount": 3}],
            "else": [],
        },
    ]
    run(s, woods, target_land="A1", spirit="river")
    run(s, woods, target_land="A2", spirit="river")
    assert s.land("A1").defend == 3 and s.land("A2").defend == 0
    assert s.fear_pool == 4 and s.earned_fear == ["fear-1"]


def test_push_up_to_with_destinations(s: State) -> None:
    s.place("A3", "explorer", 2)
    s.place("A3", "town")
    r = run(
        s,
        [{"op": "push", "count": {"up_to": 2}, "pieces": P("explorer", "town")}],
        [("push.piece", "town"), ("push.destination", "A4"), ("push.piece", None)],
        target_land="A3",
    )
    assert s.summary("A4") == {"town": 1}
    assert r.count_past("pushed", P("town"), "A4") == 1


def test_push_spread_to_different_lands(s: State) -> None:
    s.place("A3", "dahan", 2)
    run(
        s,
        [{"op": "push", "count": {"all": True}, "pieces": P("dahan"), "spread": True}],
        [("push.destination", "A4")],  # then only A2 is fresh: auto
        target_land="A3",
    )
    assert s.count("A2", "dahan") == 1 and s.count("A4", "dahan") == 1


def test_gather_and_destroy_all(s: State) -> None:
    s.place("A4", "explorer")
    s.place("A2", "town")
    run(
        s,
        [{"op": "gather", "count": {"n": 1}, "pieces": P("explorer", "town")}],
        [("gather.source", "A2")],
        target_land="A3",
    )
    assert s.count("A3", "town") == 1 and s.count("A4", "explorer") == 1
    run(
        s,
        [
            {"op": "destroy", "count": {"all": True}, "pieces": P("explorer")},
            {"op": "destroy", "count": {"all": True}, "pieces": P("town")},
        ],
        target_land="A3",
    )
    assert s.count("A3", "explorer", "town") == 0 and s.generated_fear == 1


def test_damage_split_each_and_per(s: State) -> None:
    s.place("A6", "town", 2)
    s.place("A6", "explorer")
    s.place("A6", "dahan", 2)
    run(
        s,
        [{"op": "damage", "amount": 1, "to": {"kinds": ["town", "city"], "each": True}}],
        target_land="A6",
    )
    assert s.labels("A6", "town") == ["town:1"]
    # 1 damage per dahan = 2 damage, split: the explorer, then a town
    run(
        s,
        [{"op": "damage", "amount": 1, "per": {"pieces": P("dahan")}}],
        [("damage.target", "explorer")],
        target_land="A6",
    )  # then only "town:1" is left
    assert s.summary("A6") == {"town": 1, "damaged town": 1, "dahan": 2}


def test_damage_each_of_chosen_different(s: State) -> None:
    s.place("A6", "explorer", 3)
    run(
        s,
        [
            {
                "op": "damage",
                "amount": 1,
                "to": {"kinds": ["explorer"], "each": True, "choose": {"up_to": 2}},
            }
        ],
        [("damage.each.target", "explorer"), ("damage.each.target", "explorer")],
        target_land="A6",
    )
    assert s.count("A6", "explorer") == 1


def test_fear_per_destroyed_counts_this_power(s: State) -> None:
    s.place("A6", "town", 3)
    s.place("A6", "city")
    mists = [
        {"op": "destroy", "count": {"n": 2}, "pieces": P("town")},
        {
            "op": "fear",
            "amount": 1,
            "per": {"pieces": P("town", "city"), "past": "destroyed", "max": 4},
        },
    ]
    r = run(s, mists, target_land="A6")
    assert r.count_past("destroyed", P("town"), "A6") == 2
    assert s.generated_fear + 4 * len(s.earned_fear) == 2 + 2  # 2 towns + 2 per-destroyed


def test_downgrade_then_repeat_once(s: State) -> None:
    s.place("A6", "city")
    winds = [
        {"op": "downgrade", "count": {"n": 1}, "pieces": P("town", "city")},
        {"op": "threshold", "elements": {"water": 2}, "then": [{"op": "repeat"}], "else": []},
    ]
    run(s, winds, target_land="A6", elements={"water": 2})
    assert s.summary("A6") == {"explorer": 1}  # city → town → explorer, not removed
    assert any("a repeat inside a repeat does nothing" in line for line in s.log)
    s2_ops = [{"op": "downgrade", "count": {"n": 1}, "pieces": P("town", "city")}]
    run(s, s2_ops, target_land="A6", elements={"water": 0})
    assert s.summary("A6") == {"explorer": 1}


def test_repeat_in_adjacent_land(s: State) -> None:
    s.place("A6", "explorer")
    thrash = [
        {"op": "add", "count": {"n": 1}, "pieces": P("explorer")},
        {"op": "repeat", "in": {"choose": "one", "lands": {"adjacent": True}}},
    ]
    run(s, thrash, [("repeat.land", "A5")], target_land="A6")
    assert s.count("A6", "explorer") == 2 and s.count("A5", "explorer") == 1


def test_replace_and_add_blight_and_presence(s: State) -> None:
    s.place("A6", "explorer")
    run(
        s,
        [
            {
                "op": "replace",
                "count": {"n": 1},
                "pieces": P("explorer"),
                "with": {"n": 1, "pieces": P("dahan")},
            }
        ],
        target_land="A6",
    )
    assert s.summary("A6") == {"dahan": 1}
    run(s, [{"op": "add", "count": {"n": 1}, "pieces": P("blight")}], target_land="A6")
    assert s.land("A6").blight == 1 and s.blight_pool == 5
    run(
        s,
        [{"op": "add", "count": {"n": 1}, "pieces": P("presence")}],
        target_land="A6",
        spirit="earth",
    )
    assert s.spirits["earth"].presence["A6"] == 1


def test_choice_and_optional_cost(s: State) -> None:
    s.spirits["river"].energy = 1
    s.place("A3", "dahan")
    call = [
        {
            "op": "choice",
            "options": [
                [{"op": "push", "count": {"n": 1}, "pieces": P("dahan")}],
                [{"op": "defend", "amount": 2}],
            ],
        }
    ]
    run(s, call, [("choice", 2)], target_land="A3")
    assert s.land("A3").defend == 2
    boon = [
        {"op": "defend", "amount": 4},
        {
            "op": "optional",
            "who": "you",
            "cost": {"energy": 1},
            "then": [{"op": "defend", "amount": 4}],
            "else": [],
        },
    ]
    run(s, boon, [("optional", "yes")], target_land="A4", spirit="river")
    assert s.land("A4").defend == 8 and s.spirits["river"].energy == 0
    run(s, boon, [], target_land="A2", spirit="river")  # cannot pay: not asked
    assert s.land("A2").defend == 4


def test_in_each_adjacent_land(s: State) -> None:
    s.place("A5", "town")
    s.place("A7", "town")
    talons = [
        {
            "op": "in_lands",
            "quant": "each",
            "lands": {"adjacent": True},
            "do": [{"op": "destroy", "count": {"n": 1}, "pieces": P("town")}],
        }
    ]
    run(s, talons, target_land="A8")
    assert s.count("A5", "town") == 0 and s.count("A7", "town") == 0


def test_skip_and_modifiers(s: State) -> None:
    s.place("A6", "explorer")
    run(
        s,
        [
            {"op": "skip", "count": {"all": True}, "actions": ["ravage", "build", "explore"]},
            {"op": "modifier", "name": "health", "pieces": P("dahan"), "amount": 4},
            {"op": "modifier", "name": "prevent", "pieces": P("blight"), "verbs": ["added"]},
        ],
        target_land="A6",
    )
    mods = s.land("A6").mods
    assert mods.skip_all == {"ravage", "build", "explore"}
    assert s.health("A6", "dahan") == 6
    assert add_blight(s, "A6", FirstLegal()) == 0
    run(
        s,
        [{"op": "skip", "count": {"up_to": 1}, "actions": ["ravage", "build"]}],
        [("skip.action", "build")],
        target_land="A1",
    )
    assert s.land("A1").mods.skip_next["build"] == 1
    game.time_passes(s)
    assert s.health("A6", "dahan") == 2 and not s.land("A6").mods.skip_all


def test_move_to_land_within_range(s: State) -> None:
    s.place("A3", "dahan", 2)
    wrap = [
        {
            "op": "move",
            "count": {"up_to": 5},
            "pieces": P("dahan"),
            "to": {
                "choose": "one",
                "lands": {"within": {"distance": 1, "of": P("presence", owner="you")}},
            },
        }
    ]
    run(
        s,
        wrap,
        [("move.destination", "A7"), ("move.piece", "dahan"), ("move.piece", None)],
        target_land="A3",
        spirit="river",
    )
    assert s.count("A7", "dahan") == 1 and s.count("A3", "dahan") == 1


def test_trigger_after_destroyed(s: State) -> None:
    s.place("A6", "town")
    s.place("A6", "explorer", 2)
    vengeance = [
        {
            "op": "trigger",
            "event": {"past": "destroyed", "pieces": P("town", "city", "dahan")},
            "do": [
                {
                    "op": "damage",
                    "amount": 1,
                    "per": {"pieces": P("town", "city", "dahan"), "past": "destroyed"},
                }
            ],
        }
    ]
    run(s, vengeance, target_land="A6")
    destroy_piece(s, "A6", s.find("A6", "town"))  # e.g. by a ravage's dahan
    assert s.count("A6", "explorer") == 1  # 1 damage for the 1 town destroyed
    game.time_passes(s)
    assert not s.listeners


def test_each_player_different_lands(s: State) -> None:
    s.place("A1", "explorer")
    s.place("A2", "explorer")
    fear_card = [
        {
            "op": "each_player",
            "do": [
                {
                    "op": "in_lands",
                    "quant": "different",
                    "lands": {"where": [{"has": INVADERS, "at_least": 1}]},
                    "do": [{"op": "remove", "count": {"n": 1}, "pieces": P("explorer")}],
                }
            ],
        }
    ]
    run(s, fear_card, [("land.choose", "A1"), ("land.choose", "A2")])  # river, then earth
    assert s.count("A1", "explorer") == 0 and s.count("A2", "explorer") == 0


def test_gain_energy_elements(s: State) -> None:
    run(
        s,
        [
            {"op": "gain_elements", "who": "target", "n": 2, "different": True},
            {"op": "gain_elements", "who": "you", "same": True},
            {"op": "gain_energy", "who": "target", "amount": 2},
        ],
        [("elements.choose", "sun"), ("elements.choose", "moon")],
        spirit="river",
        target_spirit="earth",
    )
    assert s.spirits["earth"].elements == {"sun": 1, "moon": 1}
    assert s.spirits["river"].elements == {"sun": 1, "moon": 1}
    assert s.spirits["earth"].energy == 2


def test_unknown_op_is_an_error(s: State) -> None:
    with pytest.raises(ExecutionError, match="unknown operation 'teleport'"):
        ex.execute([{"op": "teleport"}], s, FirstLegal(), target_land="A1")


def test_lowered_health_destroys_damaged_pieces(s: State) -> None:
    s.place("A6", "town", 2, damage=1)
    s.place("A6", "city")
    run(
        s,
        [{"op": "modifier", "name": "health", "pieces": P("town", "city"), "amount": -1}],
        target_land="A6",
    )
    assert s.summary("A6") == {"city": 1}
    assert s.generated_fear == 2
