"""The rollout bot's search: every deal of a decision tries the candidate (a forced answer is
not used up by the first deal), and the decisions left to Greedy are not searched."""

from __future__ import annotations

from typing import Any

from cardsmith.rulesets.spirit_island.engine.bots import rollouts as bot_module
from cardsmith.rulesets.spirit_island.engine.bots.lookahead import Replay
from cardsmith.rulesets.spirit_island.engine.bots.rollouts import UNSEARCHED, Rollouts
from cardsmith.rulesets.spirit_island.engine.simulate import new_game
from cardsmith.rulesets.spirit_island.simulate import build_setup
from cardsmith.tools.simulate import load_catalog

SPIRIT = "rising-heat-of-stone-and-sand"


def test_every_deal_forces_the_candidate(monkeypatch: Any) -> None:
    seen: list[list[tuple[str, Any]]] = []
    real = Replay

    def spy(trace: Any, forced: list[tuple[str, Any]], default: Any, **keywords: Any) -> Any:
        seen.append(list(forced))
        return real(trace, forced, default, **keywords)

    monkeypatch.setattr(bot_module, "Replay", spy)
    setup = build_setup(load_catalog(), [SPIRIT], ["a"])
    policy = Rollouts(3, samples=2)
    game = new_game(setup, policy, 3, check=False, log=False)
    policy.start_round(game)
    best = policy._search("sim.growth", [[1], [2], [3]])
    assert best in (0, 1, 2)
    assert seen == [[("sim.growth", n)] for n in (1, 2, 3) for _ in range(2)]


def test_deck_and_forget_are_left_to_greedy() -> None:
    assert {"gain.deck", "gain.forget", "sim.target_spirit"} <= UNSEARCHED
