"""Invader-action modifiers of the fear cards (issue 10, H2): per-strife health, ravage
immunity at a live sacred site, skips that set off the power's own triggers."""

from __future__ import annotations

import pytest
from engine_support import compiled

from cardsmith.engine.choices import FirstLegal, ScriptedChoices
from cardsmith.rulesets.spirit_island.engine.changes.pieces import add_presence
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.setup.special_rules import install_special_rules
from cardsmith.rulesets.spirit_island.engine.state.game_state import State


@pytest.fixture
def s(empty_a: State) -> State:
    empty_a.place("A8", "city")  # far away: keeps the terror level 1 victory off
    return empty_a


def test_health_per_strife_is_each_pieces_own_with_a_minimum(s: State) -> None:
    s.setup_land("A5", {"town+2strife": 1, "city+strife": 1, "city": 1, "explorer+strife": 1})
    ex.execute(
        compiled("invaders have -1 health per strife they have (min 1)"),
        s,
        FirstLegal(),
        target_land="A5",
    )
    healths = sorted(s.piece_health("A5", p) for p in s.pieces("A5"))
    assert healths == [1, 1, 2, 3]  # explorer 1 (min), town 2-2 -> 1, city 3-1, city 3
    assert s.health("A5", "city") == 3  # the kind's health is unchanged
    s.check_invariants()


def test_ravage_immunity_holds_at_a_live_sacred_site(s: State) -> None:
    s.add_spirit("shadow", presence={"A5": 1})
    s.setup_land("A5", {"city": 1, "dahan": 1})
    rule = compiled("at your sacred sites: dahan take no damage from ravaging invaders")
    install_special_rules(s, "shadow", [rule])
    assert not s.prevented("A5", "dahan", "damaged@ravage")  # no sacred site yet
    add_presence(s, "shadow", "A5")  # a sacred site now
    add_presence(s, "shadow", "A5")  # 3: still one after the ravage's blight destroys one
    assert s.prevented("A5", "dahan", "damaged@ravage")
    assert not s.prevented("A5", "dahan", "damaged")  # other damage still hurts them
    invaders.ravage(s, "A5", ScriptedChoices([("dahan.counterattack.target", "city")]))
    assert s.summary("A5")["dahan"] == 1
    assert s.summary("A5")["blight"] == 1  # the land still takes the 3 damage


def test_a_used_skip_sets_off_only_its_powers_trigger(s: State) -> None:
    s.setup_land("A5", {"city": 1, "town": 1})
    ex.execute(
        compiled(
            "skip 1 ravage action\nafter this power causes invaders to skip an action: 2 damage"
        ),
        s,
        FirstLegal(),
        target_land="A5",
    )
    ex.execute(compiled("skip 1 build action"), s, FirstLegal(), target_land="A5")
    invaders.build(s, "A5", ScriptedChoices([]))  # another power's skip: no damage
    assert s.summary("A5") == {"city": 1, "town": 1}
    invaders.ravage(s, "A5", ScriptedChoices([("damage.target", "town")]))  # its skip: 2 damage
    assert s.summary("A5") == {"city": 1}
    assert s.generated_fear == 1
