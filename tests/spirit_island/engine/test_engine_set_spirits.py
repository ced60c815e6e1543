"""Every spirit of the set packs (base game, Branch & Claw, the promo packs, Jagged Earth,
Nature Incarnate) in the engine: its setup on board A (printed tokens placed), every growth
pick it may take, and every slot of its presence tracks uncovered and acting at growth."""

from __future__ import annotations

import copy
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from engine_support import load_board

from cardsmith.engine.choices import FirstLegal, ScriptedChoices
from cardsmith.rulesets.spirit_island.engine.changes.pieces import add_presence
from cardsmith.rulesets.spirit_island.engine.growth import options as growth
from cardsmith.rulesets.spirit_island.engine.setup.from_pack import setup_from_pack
from cardsmith.rulesets.spirit_island.engine.state import tracks
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.tools.content.loader import load_pack

CONTENT = Path(__file__).resolve().parents[3] / "content"
PACKS = ("base-game", "branch-and-claw", "promo-packs", "jagged-earth", "nature-incarnate")


@cache
def spirits() -> dict[str, dict[str, Any]]:
    """Spirit id → its record data with the panel's compiled effects attached, and its
    compiled special rules (``_rules``)."""
    found: dict[str, dict[str, Any]] = {}
    for pack in PACKS:
        for record in load_pack(CONTENT / pack).catalog.of_kind("spirit"):
            assert record.id is not None
            data = growth.panel_with_ops(record.data, record.ops)
            rules = data.get("special_rules") or []
            data["_rules"] = [
                record.ops[f"special_rules[{i}]"]
                for i in range(len(rules))
                if f"special_rules[{i}]" in record.ops
            ]
            found[record.id] = data
    return found


#: spirits whose special rules the engine cannot install yet (the language says them)
ENGINE_GAPS: dict[str, str] = {}
IDS = [
    pytest.param(i, marks=pytest.mark.xfail(reason=ENGINE_GAPS[i], strict=True))
    if i in ENGINE_GAPS
    else i
    for i in sorted(spirits())
]


def test_every_published_spirit_is_written() -> None:
    assert len(spirits()) == 32  # every spirit of the reference data (Horizons' five apart)


def game(spirit_id: str) -> State:
    record = spirits()[spirit_id]
    state = setup_from_pack(
        [load_board("A")],
        spirits={"sp": (record, "A")},
        special_rules={"sp": record["_rules"]},
        first_explore=False,
        board_tokens=True,
    )
    state.place("A3", "explorer", 2)  # no early victory
    state.check_invariants()
    return state


@pytest.mark.parametrize("spirit_id", IDS)
def test_setup(spirit_id: str) -> None:
    record = spirits()[spirit_id]
    state = game(spirit_id)
    s = state.spirits["sp"]
    placed = sum(int(p["count"]) * int(p.get("lands", 1)) for p in record["setup"]["presence"])
    assert s.presence_on_island() + sum(s.ocean_presence.values()) == placed
    if any(p["piece"] == "incarna" for p in record["setup"].get("pieces") or []):
        assert s.incarna is not None


@pytest.mark.parametrize("spirit_id", IDS)
def test_every_growth_pick_runs(spirit_id: str) -> None:
    record = spirits()[spirit_id]
    base = game(spirit_id)
    picks = growth.growth_picks(record, base.spirits["sp"])
    assert picks
    for pick in picks:
        state = copy.deepcopy(base)
        s = state.spirits["sp"]
        s.energy, s.discard, s.hand = 9, ["card-a", "card-b"], ["card-c"]
        growth.grow_turn(state, "sp", record, pick, FirstLegal())
        state.check_invariants()


@pytest.mark.parametrize("spirit_id", IDS)
def test_every_track_slot_uncovers_and_acts(spirit_id: str) -> None:
    state = game(spirit_id)
    s = state.spirits["sp"]
    land = next(iter(s.presence)) if s.presence else "A1"
    for track in tracks.open_tracks(s):
        while tracks.tracks_of(s).next_slot(track) is not None:
            tracks.uncover(state, "sp", track, FirstLegal())
            add_presence(state, "sp", land)
    assert tracks.tracks_of(s).covered() == 0 == s.presence_off_island
    s.energy, s.discard = 9, ["card-a"]
    growth.track_benefits(state, "sp", FirstLegal())
    state.check_invariants()
    assert tracks.energy_per_turn(s) >= 0 and s.card_plays >= 1


def test_setup_effects_run_in_their_land() -> None:
    """Volcano Looming High's setup: its presence and Badlands in the Mountain picked (A6,
    printed with 1 Dahan), then ``setup.effects`` "push all dahan" there."""
    record = spirits()["volcano-looming-high"]
    script = ScriptedChoices(
        [("setup.land", "A6"), ("push.destination", "A5")]  # the mountain; the dahan's land
    )
    state = setup_from_pack(
        [load_board("A")],
        spirits={"sp": (record, "A")},
        special_rules={"sp": record["_rules"]},
        choices=script,
        first_explore=False,
    )
    script.assert_exhausted()
    assert dict(state.spirits["sp"].presence) == {"A6": 1}
    assert state.summary("A6") == {"presence sp": 1, "badlands": 1}  # no dahan left
    assert state.count("A5", "dahan") == 1


def test_a_space_gains_a_power_card_the_first_time_it_is_uncovered() -> None:
    """Stone's Unyielding Defiance's "+1 Card Play" spaces (``first_uncover_gain_card: minor``):
    a Minor Power the first time each is uncovered, not when it is covered and uncovered again."""
    state = game("stones-unyielding-defiance")
    s = state.spirits["sp"]
    tracks.uncover(state, "sp", "energy")  # 3 energy
    assert s.pending_cards == []
    tracks.uncover(state, "sp", "energy")  # +1 card play
    assert s.pending_cards == ["minor"] and s.card_plays == 2
    assert tracks.cover(state, "sp", "energy")
    tracks.uncover(state, "sp", "energy")  # the same space again
    assert s.pending_cards == ["minor"]
    tracks.uncover(state, "sp", "energy")  # 4 energy
    tracks.uncover(state, "sp", "energy")  # the second "+1 card play"
    assert s.pending_cards == ["minor", "minor"] and s.card_plays == 3
