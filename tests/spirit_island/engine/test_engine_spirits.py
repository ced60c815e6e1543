"""Spirit special rules compiled from the shipped spirits, installed for the whole game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from engine_support import compiled

from cardsmith.engine.choices import FirstLegal, ScriptedChoices
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE
from cardsmith.rulesets.spirit_island.engine.changes.pieces import add_presence, move_presence
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.round import phases as game
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.setup.special_rules import (
    install_special_rules,
    special_rules_of,
)
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard

SPIRITS = Path(__file__).resolve().parents[3] / "content" / "horizons" / "spirits"


def rules(spirit_id: str) -> list[list[dict[str, Any]]]:
    data = yaml.safe_load((SPIRITS / f"{spirit_id}.yaml").read_text(encoding="utf-8"))
    out = []
    for rule in data["special_rules"]:
        compiled, errors = LANGUAGE.compile_text(rule["effect"])
        assert not errors and compiled is not None, errors
        out.append(list(compiled))
    return out


@pytest.fixture
def s(empty_a: State) -> State:
    empty_a.place("A8", "city")  # far away: keeps the terror level 1 victory off
    return empty_a


def test_territorial_aggression_adds_one_damage_per_power_all_game(s: State) -> None:
    s.add_spirit("teeth", presence={"A5": 1})
    install_special_rules(s, "teeth", rules("devouring-teeth-lurk-underfoot"))
    s.setup_land("A5", {"town": 1})
    ex.execute(compiled("1 damage"), s, FirstLegal(), spirit="teeth", target_land="A5")
    assert s.summary("A5") == {"presence teeth": 1}  # 1 + 1 destroys the town
    game.time_passes(s)  # permanent: not cleared
    s.setup_land("A6", {"explorer": 2, "town": 1})
    ex.execute(
        compiled("1 damage to each invader"), s, FirstLegal(), spirit="teeth", target_land="A6"
    )
    # +1 damage total for the power, not +1 per invader: the town takes 1 + 1
    assert s.summary("A6") == {}
    s.setup_land("A7", {"city": 1})
    ex.execute(compiled("1 damage\n1 damage"), s, FirstLegal(), spirit="teeth", target_land="A7")
    assert s.summary("A7") == {}  # (1 + 1 bonus) + 1 = 3 damage: the city is destroyed


def test_territorial_aggression_once_per_power(s: State) -> None:
    s.add_spirit("teeth", presence={"A5": 1})
    install_special_rules(s, "teeth", rules("devouring-teeth-lurk-underfoot"))
    s.setup_land("A7", {"city": 1, "town": 1})
    script = ScriptedChoices([("damage.target", "town")])  # then only the city: auto-picked
    ex.execute(compiled("1 damage\n1 damage"), s, script, spirit="teeth", target_land="A7")
    script.assert_exhausted()
    # first op 1 + 1 bonus → town destroyed; second op 1 damage (no more bonus) → city 1/3
    assert s.summary("A7") == {"city": 1, "damaged city": 1}
    ex.execute(compiled("1 damage"), s, FirstLegal(), spirit="river", target_land="A7")
    assert s.find("A7", "city:2").damage == 2  # another spirit's power: no bonus


def test_dahan_trust_the_watchers_gathers_after_a_single_land_defend(s: State) -> None:
    s.add_spirit("eyes", presence={"A5": 2})
    install_special_rules(s, "eyes", rules("eyes-watch-from-the-trees"))
    s.setup_land("A4", {"dahan": 1})
    s.setup_land("A6", {"dahan": 1})
    script = ScriptedChoices([("gather.source", "A6")])
    ex.execute(compiled("defend 2"), s, script, spirit="eyes", target_land="A5")
    script.assert_exhausted()
    assert s.summary("A5") == {"defend": 2, "dahan": 1, "presence eyes": 2}
    assert s.summary("A6") == {}
    game.time_passes(s)
    script = ScriptedChoices([("gather.source", None)])  # "up to": may decline
    ex.execute(compiled("defend 1"), s, script, spirit="eyes", target_land="A5")
    script.assert_exhausted()
    assert s.summary("A4") == {"dahan": 1}
    # no defend → no gather; two lands defended → no gather
    ex.execute(compiled("1 fear"), s, ScriptedChoices([]), spirit="eyes", target_land="A5")
    ex.execute(
        [
            {
                "op": "in_lands",
                "quant": "each",
                "lands": {"terrains": ["sands"]},
                "do": [{"op": "defend", "amount": 1}],
            }
        ],
        s,
        ScriptedChoices([]),
        spirit="eyes",
    )
    assert s.summary("A4") == {"dahan": 1, "defend": 1}


def test_stiff_wind_pushes_after_growth_presence(s: State) -> None:
    s.add_spirit("wind", presence={"A5": 1})
    install_special_rules(s, "wind", rules("sun-bright-whirlwind"))
    s.setup_land("A1", {"explorer": 1, "town": 1})
    add_presence(s, "wind", "A1")
    script = ScriptedChoices([("push.piece", "explorer"), ("push.destination", "A2")])
    ex.on_growth_presence(s, "wind", "A1", script)
    script.assert_exhausted()
    assert s.summary("A1") == {"town": 1, "presence wind": 1}
    assert s.summary("A2") == {"explorer": 1}
    game.time_passes(s)
    assert special_rules_of(s, "wind")[0]["name"] == "trigger:growth_presence"


def test_blistering_heat_is_live_at_sacred_sites(s: State) -> None:
    s.add_spirit("heat", presence={"A5": 1})
    s.setup_land("A5", {"town:1": 1, "city": 1, "explorer": 1})
    install_special_rules(s, "heat", rules("rising-heat-of-stone-and-sand"))
    assert s.health("A5", "town") == 2  # no sacred site yet
    add_presence(s, "heat", "A5")  # a sacred site appears: the town's 1 damage is enough
    assert s.summary("A5") == {"city": 1, "explorer": 1, "presence heat": 2}
    assert s.generated_fear == 1
    assert (s.health("A5", "city"), s.health("A5", "explorer")) == (2, 1)  # min. 1
    assert s.health("A5", "dahan") == 2  # invaders only
    ex.execute(
        compiled("2 damage"), s, ScriptedChoices([("damage.target", "city")]), target_land="A5"
    )
    assert s.summary("A5") == {"explorer": 1, "presence heat": 2}  # city: 2 damage is enough
    move_presence(s, "heat", "A5", "A6")  # no longer a sacred site
    assert s.health("A5", "town") == 2
    game.time_passes(s)
    s.setup_land("A7", {"town:1": 1})
    move_presence(s, "heat", "A5", "A7")
    move_presence(s, "heat", "A6", "A7")  # sacred site in A7 after time passed
    assert s.summary("A7") == {"presence heat": 2}
    s.check_invariants()


def test_blistering_heat_destroys_a_damaged_town_pushed_into_the_site(s: State) -> None:
    s.add_spirit("heat", presence={"A5": 2})
    install_special_rules(s, "heat", rules("rising-heat-of-stone-and-sand"))
    s.setup_land("A4", {"town:1": 1})
    ex.execute(
        compiled("push 1 town"), s, ScriptedChoices([("push.destination", "A5")]), target_land="A4"
    )
    assert s.summary("A5") == {"presence heat": 2}
    assert s.generated_fear == 1


def test_offer_no_firm_foundations(s: State) -> None:
    s.add_spirit("mud", presence={"A5": 2, "A6": 1})
    install_special_rules(s, "mud", rules("fathomless-mud-of-the-swamp"))
    s.setup_land("A5", {"town": 1})
    s.setup_land("A6", {"town": 1})
    invaders.build_card(s, InvaderCard(1, ("wetland",)))  # A2 has nothing, A5 is a site
    invaders.build(s, "A6")
    assert s.summary("A5") == {"explorer": 1, "town": 1, "presence mud": 2}
    assert s.summary("A6") == {"town": 1, "city": 1, "presence mud": 1}
    game.time_passes(s)
    invaders.build(s, "A5")  # still after time passes (would have been a city)
    assert s.count("A5", "explorer") == 2 and s.count("A5", "city") == 0
    add_presence(s, "mud", "A6")
    invaders.build(s, "A6")
    assert s.summary("A6") == {"explorer": 1, "town": 1, "city": 1, "presence mud": 2}


def test_build_adds_round_modifier_and_skip_of_town_builds(s: State) -> None:
    s.setup_land("A6", {"town": 1, "city": 1})
    ex.execute(
        [
            {
                "op": "modifier",
                "name": "build_adds",
                "pieces": {"kinds": ["explorer"]},
                "other": {"kinds": ["town", "city"]},
            },
            {"op": "skip", "count": {"n": 1}, "actions": ["build"], "adding": {"kinds": ["town"]}},
        ],
        s,
        FirstLegal(),
        target_land="A6",
    )
    invaders.build(s, "A6")  # adds an explorer, so the "builds adding a town" skip stays
    assert s.summary("A6") == {"explorer": 1, "town": 1, "city": 1}
    game.time_passes(s)
    invaders.build(s, "A6")
    assert s.summary("A6") == {"explorer": 1, "town": 2, "city": 1}


def test_install_rejects_non_rules_and_unknown_spirits(s: State) -> None:
    s.add_spirit("river", presence={"A5": 1})
    with pytest.raises(ExecutionError, match="not in the game"):
        install_special_rules(s, "nobody", [])
    with pytest.raises(ExecutionError, match="may only hold"):
        install_special_rules(s, "river", [compiled("1 fear")])
    with pytest.raises(ExecutionError, match="needs a land"):
        install_special_rules(s, "river", [[{"op": "modifier", "name": "health", "amount": 1}]])
    assert s.spirit_rules == [] and s.generated_fear == 0


def test_blistering_heat_installed_over_two_damaged_sacred_sites(s: State) -> None:
    # found by the property test: every site is made consistent before anything is destroyed
    s.add_spirit("heat", presence={"A5": 2, "A7": 2})
    s.setup_land("A5", {"town:1": 1})
    s.setup_land("A7", {"town:1": 1, "city:1": 1})
    install_special_rules(s, "heat", rules("rising-heat-of-stone-and-sand"))
    assert s.summary("A5") == {"presence heat": 2}
    assert s.summary("A7") == {"city": 1, "damaged city": 1, "presence heat": 2}
    assert s.generated_fear == 2


def test_defend_and_invader_damage_are_live_at_sacred_sites(s: State) -> None:
    s.add_spirit("vital", presence={"A5": 2, "A7": 1})
    s.setup_land("A5", {"city": 1})
    s.setup_land("A7", {"city": 1})
    install_special_rules(
        s, "vital", [compiled("at your sacred sites:\n  defend 3\n  invaders deal -1 damage")]
    )
    assert (s.defend_at("A5"), s.defend_at("A7"), s.land("A5").defend) == (3, 0, 0)
    add_presence(s, "vital", "A7")  # a sacred site later: defend and damage follow it
    assert s.defend_at("A7") == 3
    s.land("A7").defend = 1  # a power's defend adds to it
    invaders.ravage(s, "A7", FirstLegal())  # city 3 - 1 (damage) - 4 (defend) = 0
    assert s.land("A7").blight == 0
    assert any("A7: ravage, invader damage 2 - defend 4 = 0" in line for line in s.log)
    move_presence(s, "vital", "A5", "A6")  # A5 no longer a sacred site
    assert s.defend_at("A5") == 0


def test_sacred_site_effects_agree_with_the_engine_and_misuse_is_c153(s: State) -> None:
    from cardsmith.rulesets.spirit_island.dsl.constructs.blocks import SITE_EFFECTS
    from cardsmith.rulesets.spirit_island.engine.ops.spirit import SITE_MODIFIERS, SITE_OPS

    assert set(SITE_EFFECTS) == {*SITE_MODIFIERS, *SITE_OPS}
    for text in ("at your sacred sites: 1 fear", "at your sacred sites: defend 1 per dahan"):
        _, errors = LANGUAGE.compile_text(text)
        assert [e.code for e in errors] == ["C153"]
    s.add_spirit("vital", presence={"A5": 2})
    bad = [{"op": "at_sacred_sites", "owner": "you", "do": [{"op": "fear", "amount": 1}]}]
    with pytest.raises(ExecutionError, match="at_sacred_sites holds only"):
        install_special_rules(s, "vital", [bad])
    assert s.spirit_rules == [] and s.generated_fear == 0
