"""The simulation's round (rounds.py): innate levels, including levels written "instead"."""

from __future__ import annotations

from engine_support import shipped_setup

from cardsmith.engine.choices import FirstLegal
from cardsmith.rulesets.spirit_island.engine.ops.execute import execute
from cardsmith.rulesets.spirit_island.engine.round import play as rounds
from cardsmith.rulesets.spirit_island.engine.round.game import InnateData
from cardsmith.rulesets.spirit_island.engine.round.innate_levels import (
    innate_ops,
    level_elements,
    levels_met,
)
from cardsmith.rulesets.spirit_island.engine.round.powers import waiting_powers
from cardsmith.rulesets.spirit_island.engine.simulate import new_game


def _innate(spirit: str) -> InnateData:
    return shipped_setup(spirit).spirits[0].innates[0]


def test_levels_written_instead_are_offered() -> None:
    """Mischief and Sabotage's levels 2-4 say "Instead": compiled as one nested threshold,
    highest first. Level 1 (moon 1, plant 2) must still make the innate usable."""
    spirit = "eyes-watch-from-the-trees"
    g = new_game(shipped_setup(spirit), FirstLegal(), 1)
    s = g.state.spirits[spirit]
    innate = _innate(spirit)
    assert len(innate.ops) == 1  # the folded chain
    assert level_elements(innate)[0] == {"moon": 1, "plant": 2}
    s.elements.update({"moon": 1, "plant": 2})
    assert levels_met(g, spirit, innate) == 1
    assert f"innate:{innate.name}" in waiting_powers(g, spirit, "fast")
    s.elements.update({"moon": 1, "plant": 1})
    assert levels_met(g, spirit, innate) == 2


def test_instead_levels_stop_early() -> None:
    """Used up to level 1 with the elements of level 2: level 1's effect (Defend 2), not 4."""
    spirit = "eyes-watch-from-the-trees"
    innate = _innate(spirit)
    for level, defend in ((1, 2), (2, 4)):
        g = new_game(shipped_setup(spirit), FirstLegal(), 1)
        g.state.spirits[spirit].elements.update({"moon": 2, "plant": 3})
        land = next(iter(g.state.spirits[spirit].presence))
        g.state.place(land, "explorer")
        execute(
            innate_ops(innate, level),
            g.state,
            FirstLegal(),
            spirit=spirit,
            target_land=land,
            source_land=land,
        )
        assert g.state.land(land).defend == defend


def test_flat_levels_stop_early() -> None:
    """Levels without "instead" are one threshold each: up to level k keeps the first k."""
    innate = _innate("sun-bright-whirlwind")
    assert len(innate_ops(innate, 2)) == 2
    assert len(innate_ops(innate, 4)) == 4


def test_solo_another_spirit_is_yourself() -> None:
    """Solo: "Spirit Powers that say to target another Spirit can be used on yourself";
    with two players another spirit is still required."""
    from cardsmith.rulesets.spirit_island.engine.rules.targeting import legal_spirit_targets

    g = new_game(shipped_setup("rising-heat-of-stone-and-sand"), FirstLegal(), 1)
    key = "rising-heat-of-stone-and-sand"
    assert legal_spirit_targets(g.state, key, {"spirit": "another"}) == [key]
    g.state.players = 2
    assert legal_spirit_targets(g.state, key, {"spirit": "another"}) == []


def test_the_easier_game_adds_no_escalation_town() -> None:
    """The rules' easier game (``difficulty: easier``) ignores the Stage II escalation: on the
    same seed the standard game adds a Town when the first Stage II card is revealed."""
    from dataclasses import replace

    standard = shipped_setup("sun-bright-whirlwind")
    counts: dict[str, tuple[int, int]] = {}
    for setup in (standard, replace(standard, difficulty="easier")):
        g = new_game(setup, FirstLegal(), 3, check=True)
        while g.state.result is None and g.rounds < 8:
            rounds.play_round(g)
        logged = sum("escalation" in line for line in g.state.log)
        counts[setup.difficulty] = (g.state.escalations, logged)
    assert counts["standard"][0] == 1 and counts["standard"][1] >= 1
    assert counts["easier"] == (0, 0)
