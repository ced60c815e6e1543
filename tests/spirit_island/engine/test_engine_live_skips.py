"""Fear-card skips with a condition ("in lands with Dahan: skip the Build") are decided when the
Invader action happens, not when the card resolves (regression: Trade Suffers I, Avoid the
Dahan I–III went wrong once a Ravage had changed the land)."""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import compiled

from cardsmith.engine.choices import ChoiceProvider, FirstLegal, ScriptedChoices
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.round import phases as game
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard

WETLAND = InvaderCard(1, ("wetland",))
MOUNTAIN = InvaderCard(1, ("mountain",))
SANDS = InvaderCard(1, ("sands",))

#: the shipped fear cards' level texts (content/horizons/fear/*.yaml)
TRADE_SUFFERS_1 = "in each land with city: skip all build actions"
AVOID_THE_DAHAN_1 = "in each land with at least 2 dahan: skip all explore actions"
AVOID_THE_DAHAN_2 = "in each land where dahan outnumber town/city: skip all build actions"
AVOID_THE_DAHAN_3 = "in each land with dahan: skip all build actions"


def fear_phase(
    s: State,
    ops: list[dict[str, Any]],
    *,
    ravage: tuple[InvaderCard, ...] = (),
    build: tuple[InvaderCard, ...] = (),
    explore: InvaderCard = MOUNTAIN,
    choices: ChoiceProvider | None = None,
) -> None:
    """One Invader Phase whose only earned fear card has the effect ``ops``."""
    s.slots["ravage"] = list(ravage)
    s.slots["build"] = list(build)
    s.invader_deck = [explore, MOUNTAIN]
    s.earned_fear = ["the-card"]

    def effect(state: State, card: str, level: int, chooser: ChoiceProvider) -> None:
        ex.execute(ops, state, chooser, name=f"fear card {card}")

    game.invader_phase(s, choices or FirstLegal(), fear_effect=effect)


@pytest.fixture
def s(empty_a: State) -> State:
    empty_a.place("A7", "explorer")  # far away: no terror level 1 victory
    return empty_a


def test_the_fear_cards_compile_to_in_lands_with_a_condition() -> None:
    """The old IR the fix must read: the condition sits on the ``in_lands``."""
    for text in (TRADE_SUFFERS_1, AVOID_THE_DAHAN_1, AVOID_THE_DAHAN_2, AVOID_THE_DAHAN_3):
        (op,) = compiled(text)
        assert op["op"] == "in_lands" and op["quant"] == "each" and op["lands"]["where"]
        assert [inner["op"] for inner in op["do"]] == ["skip"]


def test_trade_suffers_1_a_city_destroyed_by_the_ravage_no_longer_stops_the_build(
    s: State,
) -> None:
    s.setup_land("A5", {"city": 1, "town": 1, "dahan": 2, "defend": 5})
    # the ravage deals 0 (defend 5); the 2 dahan deal 4: 3 to the city, 1 to the town
    script = ScriptedChoices([("dahan.counterattack.target", "city")])
    fear_phase(s, compiled(TRADE_SUFFERS_1), ravage=(WETLAND,), build=(WETLAND,), choices=script)
    # no city when the build happens: more towns than cities → a city is built
    assert s.summary("A5") == {"town": 1, "damaged town": 1, "city": 1, "dahan": 2, "defend": 5}
    assert "A5: build" in s.log and "A5: build skipped" not in s.log


def test_trade_suffers_1_a_city_built_earlier_this_phase_stops_the_next_build(s: State) -> None:
    s.setup_land("A5", {"town": 2})
    fear_phase(s, compiled(TRADE_SUFFERS_1), build=(WETLAND, WETLAND))
    # the first build adds a city; the second build finds it: skipped
    assert s.summary("A5") == {"town": 2, "city": 1}
    assert s.log.count("A5: build skipped") == 1


def test_avoid_the_dahan_1_dahan_killed_by_the_ravage_no_longer_stop_the_explore(
    s: State,
) -> None:
    s.setup_land("A2", {"town": 1, "dahan": 2})
    # ravage: 2 damage destroys 1 dahan (and blights A2); the survivor destroys the town
    fear_phase(s, compiled(AVOID_THE_DAHAN_1), ravage=(WETLAND,), explore=WETLAND)
    assert s.summary("A2") == {"dahan": 1, "blight": 1, "explorer": 1}
    assert "A2: explore" in s.log


def test_avoid_the_dahan_2_dahan_outnumber_once_they_destroyed_the_towns(s: State) -> None:
    s.setup_land("A5", {"town": 2, "explorer": 1, "dahan": 2, "defend": 5})
    # 2 dahan vs 2 towns when the card resolves; the dahan destroy both towns in the ravage
    script = ScriptedChoices([("dahan.counterattack.target", "town")] * 2)
    fear_phase(s, compiled(AVOID_THE_DAHAN_2), ravage=(WETLAND,), build=(WETLAND,), choices=script)
    assert s.summary("A5") == {"explorer": 1, "dahan": 2, "defend": 5}
    assert "A5: build skipped" in s.log


def test_avoid_the_dahan_3_dahan_destroyed_by_the_ravage_no_longer_stop_the_build(
    s: State,
) -> None:
    s.setup_land("A5", {"town": 1, "explorer": 1, "dahan": 1})
    # 3 damage: blight, the dahan is destroyed (no fight back)
    fear_phase(s, compiled(AVOID_THE_DAHAN_3), ravage=(WETLAND,), build=(WETLAND,))
    assert s.summary("A5") == {"town": 1, "explorer": 1, "city": 1, "blight": 1}


def test_the_new_ir_carries_the_condition_on_the_skip(s: State) -> None:
    """``skip`` with ``lands``: island-wide, each land judged when the action happens."""
    s.setup_land("A5", {"city": 1, "town": 1, "dahan": 2, "defend": 5})
    live = {
        "op": "skip",
        "count": {"all": True},
        "actions": ["build"],
        "lands": {"where": [{"has": {"kinds": ["city"]}, "at_least": 1}]},
    }
    script = ScriptedChoices([("dahan.counterattack.target", "city")])
    fear_phase(s, [live], ravage=(WETLAND,), build=(WETLAND,), choices=script)
    assert s.summary("A5") == {"town": 1, "damaged town": 1, "city": 1, "dahan": 2, "defend": 5}


def test_a_live_skip_judges_every_land_at_the_action(s: State) -> None:
    live = {
        "op": "skip",
        "count": {"all": True},
        "actions": ["build"],
        "lands": {"where": [{"has": {"kinds": ["dahan"]}, "at_least": 1}]},
    }
    s.setup_land("A5", {"town": 1})
    s.setup_land("A2", {"town": 1, "dahan": 1})
    ex.execute([live], s, FirstLegal(), name="fear card")
    s.place("A5", "dahan")  # dahan arrive after the card resolved
    invaders.build(s, "A5")
    invaders.build(s, "A2")
    assert s.summary("A5") == {"town": 1, "dahan": 1}
    assert s.summary("A2") == {"town": 1, "dahan": 1}
    game.time_passes(s)  # the rule lasts this round only
    invaders.build(s, "A5")
    assert s.count("A5", "city") == 1


def test_a_static_land_set_still_skips_where_it_resolved(s: State) -> None:
    """Coastal never changes: the per-land skip of the old IR stays as it was."""
    ops = compiled("in each coastal land:\n  defend 9\n  skip all build actions")
    ex.execute(ops, s, FirstLegal(), name="fear card")
    assert "build" in s.land("A1").mods.skip_all and "build" not in s.land("A5").mods.skip_all
    assert s.land("A2").defend == 9


def test_other_ops_of_a_live_block_still_resolve_at_once(s: State) -> None:
    """Only the skips wait for the action; the rest of the block happens when it resolves."""
    ops = [
        {
            "op": "in_lands",
            "quant": "each",
            "lands": {"where": [{"has": {"kinds": ["dahan"]}, "at_least": 1}]},
            "do": [
                {"op": "defend", "amount": 2},
                {"op": "skip", "count": {"all": True}, "actions": ["build"]},
            ],
        }
    ]
    s.setup_land("A5", {"town": 1, "dahan": 1})
    s.setup_land("A6", {"town": 1})
    ex.execute(ops, s, FirstLegal(), name="fear card")
    assert s.land("A5").defend == 2 and s.land("A6").defend == 0
    s.place("A6", "dahan")
    invaders.build(s, "A6")
    assert s.count("A6", "city") == 0  # dahan there now: skipped


def test_skip_the_next_keeps_its_land_and_a_live_skip_does_not_consume_it(s: State) -> None:
    s.setup_land("A5", {"town": 1, "dahan": 1})
    ex.execute(compiled(AVOID_THE_DAHAN_3), s, FirstLegal(), name="fear card")
    s.land("A5").mods.skip_next["build"] = 1
    invaders.build(s, "A5")
    assert s.land("A5").mods.skip_next["build"] == 1  # the live skip-all came first


def test_the_old_ir_makes_invader_modifiers_live_too(s: State) -> None:
    """``in_lands`` over a changing land set holding an Invader-action modifier."""
    ops = [
        {
            "op": "in_lands",
            "quant": "each",
            "lands": {"where": [{"has": {"kinds": ["dahan"]}, "at_least": 1}]},
            "do": [{"op": "modifier", "name": "invader_damage", "amount": -1}],
        }
    ]
    s.setup_land("A5", {"town": 1})
    ex.execute(ops, s, FirstLegal(), name="fear card")
    s.place("A5", "dahan")  # dahan arrive: the land now counts
    assert invaders.invader_damage(s, "A5") == 1
    assert s.land("A5").mods.invader_mods == []  # nothing was copied into the land


def test_a_live_rule_needs_a_skip_of_all_or_an_invader_modifier(s: State) -> None:
    from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError

    skip_next = {
        "op": "skip",
        "count": {"n": 1},
        "actions": ["build"],
        "lands": {"where": [{"has": {"kinds": ["dahan"]}, "at_least": 1}]},
    }
    with pytest.raises(ExecutionError, match="may be live"):
        ex.execute([skip_next], s, FirstLegal(), name="fear card")
