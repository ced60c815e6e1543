"""The simulation's power phases: ``swap_speed`` (Sky Stretches to Shore) makes one slow power
fast or one fast power slow this round; ``made_slow`` is cleared when time passes."""

from __future__ import annotations

from engine_support import shipped_setup

from cardsmith.engine.choices import FirstLegal
from cardsmith.rulesets.spirit_island.engine.round.powers import (
    offer_make_fast,
    offer_swap_speed,
    waiting_powers,
)
from cardsmith.rulesets.spirit_island.engine.simulate import new_game

SPIRIT = "eyes-watch-from-the-trees"


def _cards(speed: str) -> list[str]:
    return sorted(c for c, p in shipped_setup(SPIRIT).powers.items() if p.speed == speed)


def test_a_fast_power_is_used_as_slow() -> None:
    g = new_game(shipped_setup(SPIRIT), FirstLegal(), 1)
    fast = _cards("fast")[0]
    g.state.spirits[SPIRIT].played = [fast]
    g.state.round_effects.append({"name": "swap_speed", "spirit": SPIRIT, "count": {"n": 1}})
    label = f"card:{fast}"
    assert waiting_powers(g, SPIRIT, "fast") == [label]
    offer_swap_speed(g, SPIRIT)
    assert g.made_slow == {SPIRIT: {label}}
    assert waiting_powers(g, SPIRIT, "fast") == []
    assert waiting_powers(g, SPIRIT, "slow") == [label]
    offer_swap_speed(g, SPIRIT)  # once: nothing more
    assert g.made_fast == {}


def test_a_slow_power_is_used_as_fast() -> None:
    g = new_game(shipped_setup(SPIRIT), FirstLegal(), 1)
    slow = _cards("slow")[0]
    g.state.spirits[SPIRIT].played = [slow]
    g.state.round_effects.append({"name": "swap_speed", "spirit": SPIRIT, "count": {"n": 1}})
    offer_swap_speed(g, SPIRIT)
    assert g.made_fast == {SPIRIT: {f"card:{slow}"}}
    assert waiting_powers(g, SPIRIT, "fast") == [f"card:{slow}"]


def test_make_fast_per_element_is_a_special_rule_each_round() -> None:
    """Swiftness of Lightning: "1 slow power fast per air you have", every round."""
    g = new_game(shipped_setup(SPIRIT), FirstLegal(), 1)
    s = g.state.spirits[SPIRIT]
    slow = _cards("slow")[:3]
    s.played = list(slow)
    s.elements["air"] = 2
    rule = {"name": "make_fast", "spirit": SPIRIT, "scope": "spirit", "count": {"n": 1}}
    g.state.spirit_rules.append({**rule, "per": {"elements": ["air"]}})
    offer_make_fast(g, SPIRIT, waiting_powers(g, SPIRIT, "slow"))
    assert len(g.made_fast[SPIRIT]) == 2  # 2 air: 2 of the 3 slow powers
    offer_make_fast(g, SPIRIT, waiting_powers(g, SPIRIT, "slow"))
    assert len(g.made_fast[SPIRIT]) == 2  # once a round
    g.made_fast.clear()
    g.state.round += 1
    offer_make_fast(g, SPIRIT, waiting_powers(g, SPIRIT, "slow"))
    assert len(g.made_fast[SPIRIT]) == 2  # the next round again


def test_make_fast_non_major_leaves_a_major_power_slow() -> None:
    """Exaltation of the Storm-Wind (Wind): "make one of your non-Major Slow Powers Fast"."""
    setup = shipped_setup(SPIRIT)
    g = new_game(setup, FirstLegal(), 1)
    major = sorted(c for c, p in setup.powers.items() if p.speed == "slow" and p.kind == "major")
    minor = sorted(c for c, p in setup.powers.items() if p.speed == "slow" and p.kind == "minor")
    g.state.spirits[SPIRIT].played = [major[0], minor[0]]
    eff = {"name": "make_fast", "spirit": SPIRIT, "count": {"n": 2}, "non_major": True}
    g.state.round_effects.append(eff)
    offer_make_fast(g, SPIRIT, waiting_powers(g, SPIRIT, "slow"))
    assert g.made_fast == {SPIRIT: {f"card:{minor[0]}"}}
