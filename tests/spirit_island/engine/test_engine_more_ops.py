"""The cost and expansion ops (``pay``, ``cost``, ``mark``, ``each_board``, ``abduct``,
``empower``): concrete before/after states (readings in
rulesets/spirit_island/docs/engine-rules.md)."""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import load_board

from cardsmith.engine.choices import ScriptedChoices
from cardsmith.rulesets.spirit_island.engine.effects.run import Run
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.ops.places import ABDUCT_PLACE
from cardsmith.rulesets.spirit_island.engine.state.board import Island
from cardsmith.rulesets.spirit_island.engine.state.game_state import State


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
    empty_a.add_spirit("river", presence={"A5": 2, "A1": 1}, off_island=4)
    empty_a.spirits["river"].energy = 3
    return empty_a


# --- pay -----------------------------------------------------------------------------------
def test_pay_energy(s: State) -> None:
    r = run(s, [{"op": "pay", "energy": 2}], spirit="river")
    assert s.spirits["river"].energy == 1
    assert [(e.op, e.kind, e.count) for e in r.events] == [("pay", "energy", 2)]


def test_pay_energy_it_cannot_pay_changes_nothing(s: State) -> None:
    r = run(s, [{"op": "pay", "energy": 5}], spirit="river")
    assert s.spirits["river"].energy == 3 and r.events == []


def test_pay_presence_from_tracks_leaves_the_game(s: State) -> None:
    river = s.spirits["river"]
    run(
        s,
        [{"op": "pay", "presence": 2, "from": "tracks"}],  # one option: no decision
        spirit="river",
    )
    assert river.presence_off_island == 2 and river.presence_total == 5
    assert dict(river.presence) == {"A5": 2, "A1": 1}


def test_pay_presence_from_the_island(s: State) -> None:
    river = s.spirits["river"]
    run(s, [{"op": "pay", "presence": 1}], [("pay.presence", "A1")], spirit="river")
    assert dict(river.presence) == {"A5": 2} and river.presence_total == 6


# --- cost ----------------------------------------------------------------------------------
def test_cost_paid_then_the_power_runs(s: State) -> None:
    power = [{"op": "cost", "do": [{"op": "pay", "energy": 2}]}, {"op": "defend", "amount": 2}]
    run(s, power, spirit="river", target_land="A3")
    assert s.spirits["river"].energy == 1 and s.land("A3").defend == 2


def test_cost_unpaid_the_power_does_nothing(s: State) -> None:
    power = [
        {"op": "cost", "do": [{"op": "pay", "energy": 1}, {"op": "pay", "energy": 9}]},
        {"op": "defend", "amount": 2},
    ]
    r = run(s, power, spirit="river", target_land="A3")
    assert s.spirits["river"].energy == 3 and s.land("A3").defend == 0 and r.events == []


def test_cost_whose_op_changes_nothing_is_unpaid(s: State) -> None:
    power = [
        {"op": "cost", "do": [{"op": "remove", "count": {"n": 1}, "pieces": P("explorer")}]},
        {"op": "fear", "amount": 1},
    ]
    run(s, power, spirit="river", target_land="A3")
    assert s.generated_fear == 0
    s.place("A3", "explorer")
    run(s, power, spirit="river", target_land="A3")
    assert s.summary("A3") == {} and s.generated_fear == 1


# --- mark ----------------------------------------------------------------------------------
def test_mark_then_in_each_marked_land(s: State) -> None:
    power = [
        {"op": "mark"},
        {
            "op": "in_lands",
            "quant": "each",
            "lands": {"marked": True},
            "do": [{"op": "defend", "amount": 1}],
        },
    ]
    r = run(s, power, spirit="river", target_land="A4")
    assert r.marked == {"A4"}
    assert {k: s.land(k).defend for k in ("A3", "A4")} == {"A3": 0, "A4": 1}
    assert [(e.op, e.where) for e in r.events] == [("mark", "A4"), ("defend", "A4")]


# --- each_board ------------------------------------------------------------------------------
def test_each_board_runs_once_per_board_limited_to_it() -> None:
    island = Island.from_boards([load_board("A"), load_board("B")])
    st = State.empty(island, players=2)
    st.place("A8", "city")
    st.place("B8", "city")
    for land in ("A2", "A3", "B2"):
        st.place(land, "explorer")
    fear_card = [
        {
            "op": "each_board",
            "do": [
                {
                    "op": "in_lands",
                    "quant": "one",
                    "lands": {"where": [{"has": P("explorer")}]},
                    "do": [{"op": "remove", "count": {"n": 1}, "pieces": P("explorer")}],
                }
            ],
        }
    ]
    run(st, fear_card, [("land.choose", "A3")])  # board B: only B2 has an explorer
    assert st.summary("A2") == {"explorer": 1}
    assert st.summary("A3") == {} and st.summary("B2") == {}


# --- abduct ----------------------------------------------------------------------------------
def test_abduct_takes_the_piece_to_the_endless_dark(s: State) -> None:
    s.place("A3", "explorer", 2)
    s.place("A3", "town")
    supply = s.supply["explorer"]
    r = run(
        s,
        [{"op": "abduct", "count": {"n": 1}, "pieces": P("explorer")}],
        spirit="river",
        target_land="A3",
    )
    assert s.summary("A3") == {"explorer": 1, "town": 1}
    assert s.supply["explorer"] == supply and s.generated_fear == 0  # not destroyed
    assert s.summary(ABDUCT_PLACE) == {"explorer": 1}  # the place holds the same piece
    assert s.island.place_rules[ABDUCT_PLACE]["owner"] == "river"
    assert ABDUCT_PLACE not in s.island.land_ids()  # not a land of the island
    assert [(e.op, e.kind, e.to) for e in r.events] == [("abduct", "explorer", ABDUCT_PLACE)]


def test_abduct_keeps_damage_and_strife_and_uses_the_declared_place(s: State) -> None:
    s.add_place("dark", owner="river", name="Dark", abduct=True)
    s.setup_land("A3", {"town:1+strife": 1})
    run(
        s,
        [{"op": "abduct", "count": {"n": 1}, "pieces": P("town")}],
        spirit="river",
        target_land="A3",
    )
    assert s.pieces("dark")[0].label == "town:1+strife" and s.summary("A3") == {}


def test_abduct_presence_goes_to_its_owners_endless_dark(s: State) -> None:
    river = s.spirits["river"]
    run(
        s,
        [{"op": "abduct", "count": {"n": 1}, "pieces": P("presence", owner="you")}],
        spirit="river",
        target_land="A1",
    )
    assert "A1" not in river.presence and river.presence_destroyed == 0
    assert river.presence[ABDUCT_PLACE] == 1 and river.presence_total == 7  # still in play


# --- empower ---------------------------------------------------------------------------------
def test_empower_the_incarna(s: State) -> None:
    river = s.spirits["river"]
    river.incarna = "A5"
    op = {"op": "empower", "pieces": P("incarna", owner="you")}
    r = run(s, [op], spirit="river")
    assert river.incarna_empowered
    assert [(e.op, e.where, e.kind) for e in r.events] == [("empower", "A5", "incarna:river")]
    r = run(s, [op], spirit="river")  # already empowered: nothing changes
    assert river.incarna_empowered and r.events == []
