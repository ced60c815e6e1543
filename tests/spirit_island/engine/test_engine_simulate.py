"""Whole-game simulation (simulate): determinism, termination, invariants, card flow."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from engine_support import SPIRITS, load_board, shipped_setup

from cardsmith.engine.choices import FirstLegal, SeededRandom
from cardsmith.rulesets.spirit_island.engine.round.game import GameSetup, PowerData, SpiritData
from cardsmith.rulesets.spirit_island.engine.round.play import play_round
from cardsmith.rulesets.spirit_island.engine.simulate import (
    UNFINISHED,
    new_game,
    play_game,
    summarize,
)
from cardsmith.rulesets.spirit_island.engine.state.game_state import State


def test_a_seeded_game_is_deterministic() -> None:
    setup = shipped_setup("sun-bright-whirlwind")
    one = play_game(setup, SeededRandom(5), 5)
    two = play_game(setup, SeededRandom(5), 5)
    assert one == two
    assert one.to_json() == two.to_json()


def test_same_seed_same_log() -> None:
    def log() -> list[str]:
        g = new_game(shipped_setup("eyes-watch-from-the-trees"), SeededRandom(3), 3)
        while g.state.result is None and g.rounds < 30:
            play_round(g)
        return g.state.log

    assert log() == log()


@pytest.mark.parametrize("spirit", SPIRITS)
@pytest.mark.parametrize("seed", range(3))
def test_every_game_ends_within_the_cap(spirit: str, seed: int) -> None:
    report = play_game(shipped_setup(spirit), SeededRandom(seed), seed, max_rounds=30)
    assert report.result in ("victory", "defeat", UNFINISHED)
    assert 1 <= report.rounds <= 30
    if report.result == UNFINISHED:
        assert report.rounds == 30
    else:
        assert report.reason
    assert report.errors == []
    assert report.blight_left >= 0
    assert 1 <= report.terror_level <= 4


@pytest.mark.parametrize("spirit", SPIRITS)
def test_first_legal_policy_plays_a_whole_game(spirit: str) -> None:
    report = play_game(shipped_setup(spirit), FirstLegal(), 0)
    assert report.result in ("victory", "defeat", UNFINISHED)
    assert report.cards_played >= 1


def test_round_cap_reports_unfinished() -> None:
    report = play_game(shipped_setup("sun-bright-whirlwind"), SeededRandom(0), 0, max_rounds=1)
    assert report.result == UNFINISHED
    assert report.rounds == 1
    assert report.reason == "no result after 1 rounds"


def test_two_spirits_on_two_boards() -> None:
    setup = shipped_setup("eyes-watch-from-the-trees", "fathomless-mud-of-the-swamp")
    report = play_game(setup, SeededRandom(9), 9)
    assert report.result in ("victory", "defeat", UNFINISHED)
    assert report.cards_played >= 2


def test_invariants_checked_after_every_phase(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = [0]
    original = State.check_invariants

    def counted(self: State) -> None:
        calls[0] += 1
        original(self)

    monkeypatch.setattr(State, "check_invariants", counted)
    g = new_game(shipped_setup("sun-bright-whirlwind"), SeededRandom(1), 1)
    before = calls[0]
    over = play_round(g)
    # spirit phase (1 spirit), fast, invader, slow, time passes
    assert over or calls[0] - before >= 5


@pytest.mark.parametrize("spirit", SPIRITS)
def test_cards_are_never_lost_and_energy_never_negative(spirit: str) -> None:
    setup = shipped_setup(spirit)
    unique = Counter(str(c) for c in setup.spirits[0].record["unique_powers"])
    g = new_game(setup, SeededRandom(2), 2)
    s = g.state.spirits[spirit]
    decks = Counter(setup.minors) + Counter(setup.majors)
    while g.state.result is None and g.rounds < 30:
        play_round(g)
        gains = g.gains[spirit]
        owned = unique + Counter(gains.gained)
        owned.subtract(Counter(gains.forgotten))
        assert Counter(s.hand + s.discard + s.played) == +owned
        # every Minor and Major is in its deck, its discard or a spirit's cards
        in_decks = Counter(c for d in g.decks.decks.values() for c in (*d.cards, *d.discarded))
        assert in_decks + Counter(c for c in s.hand + s.discard + s.played if c in decks) == decks
        assert s.energy >= 0
        assert len(s.played) <= s.card_plays or g.state.result is not None


# --- a synthetic game: plain data only -----------------------------------------------------
def _scream_setup(fear_levels: dict[str, Any]) -> GameSetup:
    record = {
        "setup": {"presence": [{"count": 2, "land": {"number": 5}}], "energy": 0},
        "growth": [[{"reclaim": "all"}, {"gain_energy": 1}]],
        "presence_tracks": {
            "energy": [{"energy": 1}, {"energy": 2}],
            "card_plays": [{"plays": 1}, {"plays": 2}],
        },
        "unique_powers": ["scream"],
    }
    scream = PowerData(
        id="scream",
        name="Scream",
        cost=0,
        speed="fast",
        elements=("air",),
        range={"from": "presence", "distance": 0},
        target={"land": "any"},
        ops=[{"op": "fear", "amount": 4}],
    )
    return GameSetup(
        boards=[load_board("A")],
        spirits=[SpiritData(key="screamer", record=record, board="A")],
        powers={"scream": scream},
        fear_levels=fear_levels,
    )


def test_fear_cards_resolve_with_their_level_ops() -> None:
    levels = [[{"op": "fear", "amount": 0}]] * 3
    setup = _scream_setup({f"f{i}": levels for i in range(9)})
    g = new_game(setup, FirstLegal(), 0)
    play_round(g)
    assert g.state.resolved_fear  # 4 fear a round = 1 card (solo pool 4)
    assert any(line.startswith("== fear card f") and "(level 1)" in line for line in g.state.log)
    report = play_game(setup, FirstLegal(), 0)
    # 4 fear every round: 9 cards in 9 rounds, unless the blight ends it first
    assert report.fear_cards_earned >= min(9, report.rounds - 1)
    if report.result == "victory":
        assert report.terror_level == 4 or report.reason.startswith("terror level")
    assert report.played == {"scream": report.cards_played}


def test_missing_fear_card_effects_are_skipped() -> None:
    g = new_game(_scream_setup({}), FirstLegal(), 0)
    play_round(g)
    assert any("no compiled effect, skipped" in line for line in g.state.log)


def test_summary() -> None:
    setup = shipped_setup("sun-bright-whirlwind")
    reports = [play_game(setup, SeededRandom(i), i) for i in range(4)]
    summary = summarize(reports)
    assert summary["games"] == 4
    assert summary["victories"] + summary["defeats"] + summary["unfinished"] == 4
    assert sum(summary["endings"].values()) == 4
    assert 0.0 <= summary["win_rate"] <= 1.0
    assert summarize([])["games"] == 0
