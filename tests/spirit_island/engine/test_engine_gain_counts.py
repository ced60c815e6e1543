"""The cards a game reports gained and forgotten are the real game's, whatever the policy: the
search's copies of the game keep records of their own (issue 25: one Fathomless Mud game with
rollouts reported 530 cards gained where it gained 3)."""

from __future__ import annotations

import re

from engine_support import shipped_setup

from cardsmith.rulesets.spirit_island.engine.bots.lookahead import copy_game
from cardsmith.rulesets.spirit_island.engine.round.play import play_round
from cardsmith.rulesets.spirit_island.engine.simulate import new_game, play_game, report_of
from cardsmith.rulesets.spirit_island.simulate import policy_for

_GAINS = re.compile(r"^(\S+) gains (.+) \((?:minor|major); drew ")


def _logged_gains(log: list[str]) -> dict[str, list[str]]:
    gains: dict[str, list[str]] = {}
    for line in log:
        found = _GAINS.match(line)
        if found:
            gains.setdefault(found[1], []).extend(found[2].split(", "))
    return gains


def test_a_copy_gains_into_its_own_record() -> None:
    g = new_game(shipped_setup("sun-bright-whirlwind"), policy_for("greedy", 3), 3, check=False)
    play_round(g)
    before = {k: (list(v.gained), list(v.forgotten)) for k, v in g.gains.items()}
    clone = copy_game(g, policy_for("greedy", 4))
    for _ in range(4):
        if clone.state.result is None:
            play_round(clone)
    assert sum(len(v.gained) for v in clone.gains.values()) > sum(
        len(gained) for gained, _ in before.values())
    assert {k: (v.gained, v.forgotten) for k, v in g.gains.items()} == before


def test_rollouts_report_the_cards_the_game_gained() -> None:
    setup = shipped_setup("fathomless-mud-of-the-swamp")
    g = new_game(setup, policy_for("rollouts", 1), 1, check=False, log=True)
    for _ in range(3):
        if g.state.result is None:
            play_round(g)
    report = report_of(g, 1)
    logged = _logged_gains(g.state.log)
    assert report.gained == {seat.key: logged.get(seat.key, []) for seat in setup.spirits}
    assert 1 <= len(report.gained["fathomless-mud-of-the-swamp"]) <= 3  # a card a round at most
    owned = {
        card
        for s in g.state.spirits.values()
        for card in (*s.hand, *s.discard, *s.played)
    }
    for cards in report.gained.values():
        assert len(cards) == len(set(cards))
        assert set(cards) <= owned | set(report.forgotten.get(setup.spirits[0].key, []))


def test_greedy_reports_match_the_log() -> None:
    setup = shipped_setup("rising-heat-of-stone-and-sand")
    report = play_game(setup, policy_for("greedy", 5), 5, check=False, log=True)
    assert sum(len(v) for v in report.gained.values()) >= 1
    assert all(len(v) == len(set(v)) for v in report.gained.values())
