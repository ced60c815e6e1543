"""Every shipped aspect plays a whole game (greedy policy, invariants checked after every
phase) with its spirit, and the spirit it plays is the printed one with what the aspect
replaces swapped for what it brings."""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from cardsmith.rulesets.spirit_island.engine.simulate import play_game
from cardsmith.rulesets.spirit_island.simulate import SIMULATOR, policy_for
from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.simulate import SimulateError, load_catalog

CONTENT = Path(__file__).resolve().parents[3] / "content"
#: the packs holding aspects, with how many each holds (Nature Incarnate's Transforming and
#: Locus are in promo-packs with their spirits)
PACKS = {"jagged-earth": 6, "promo-packs": 7, "nature-incarnate": 18}


@cache
def _catalog(pack: str) -> Catalog:
    return load_catalog(CONTENT / pack)


def _aspects() -> list[tuple[str, str, str]]:
    """(pack, aspect, spirit) for each aspect, from the pack that holds it."""
    out = []
    for pack in PACKS:
        root = (CONTENT / pack / "aspects").resolve()
        for record in _catalog(pack).of_kind("aspect"):
            if record.path.resolve().parent == root:
                out.append((pack, str(record.id), str(record.get("spirit"))))
    return sorted(out)


ASPECTS = _aspects()


def test_the_31_aspects_of_15_spirits() -> None:
    per_pack = Counter(pack for pack, _, _ in ASPECTS)
    assert dict(per_pack) == PACKS
    assert len({a for _, a, _ in ASPECTS}) == 31
    assert len({s for _, _, s in ASPECTS}) == 15
    sets = Counter(
        _catalog(pack).by_id(aspect, "aspect").get("set")  # type: ignore[union-attr]
        for pack, aspect, _ in ASPECTS
    )
    assert sets == {"Jagged Earth": 6, "Promo Pack 2": 5, "Nature Incarnate": 20}


@pytest.mark.parametrize(("pack", "aspect", "spirit"), ASPECTS)
def test_a_whole_game_with_the_aspect(pack: str, aspect: str, spirit: str) -> None:
    setup = SIMULATOR.build_setup(_catalog(pack), {"spirits": spirit, "aspect": aspect})
    (seat,) = setup.spirits
    assert seat.key == spirit and seat.record["aspect"] == aspect
    report = play_game(setup, policy_for("greedy", 0), 0, max_rounds=30, check=True, log=False)
    assert report.errors == []
    assert report.result in ("victory", "defeat", "unfinished")


def test_the_aspect_swaps_innates_and_cards_for_the_game() -> None:
    catalog = _catalog("nature-incarnate")
    plain = SIMULATOR.build_setup(catalog, {"spirits": "a-spread-of-rampant-green"})
    tangles = SIMULATOR.build_setup(
        catalog, {"spirits": "a-spread-of-rampant-green", "aspect": "Tangles"}
    )
    assert [i.name for i in plain.spirits[0].innates] == [
        "Creepers Tear into Mortar", "All-Enveloping Green"]  # fmt: skip
    assert [i.name for i in tangles.spirits[0].innates] == [
        "Impenetrable Tangles of Greenery", "All-Enveloping Green"]  # fmt: skip
    assert tangles.spirits[0].record["unique_powers"] == [
        "fields-choked-with-growth", "belligerent-and-aggressive-crops",
        "stem-the-flow-of-fresh-water"]  # fmt: skip
    # a minor an aspect puts in hand leaves the minor deck
    warrior = SIMULATOR.build_setup(catalog, {"spirits": "thunderspeaker", "aspect": "warrior"})
    assert "call-to-bloodshed" in plain.minors
    assert "call-to-bloodshed" not in warrior.minors
    assert SIMULATOR.title(warrior).startswith("thunderspeaker (warrior) on A")
    assert SIMULATOR.describe(warrior)["aspects"] == ["warrior"]


def test_simulate_refuses_a_bad_aspect() -> None:
    catalog = _catalog("nature-incarnate")
    with pytest.raises(SimulateError, match="unknown aspect 'nope' \\(known: dark-fire, "):
        SIMULATOR.build_setup(catalog, {"spirits": "thunderspeaker", "aspect": "nope"})
    with pytest.raises(
        SimulateError,
        match="the aspect 'tangles' is an aspect of 'a-spread-of-rampant-green', which is not "
        "at the table \\(spirits: thunderspeaker\\)",
    ):
        SIMULATOR.build_setup(catalog, {"spirits": "thunderspeaker", "aspect": "tangles"})
    with pytest.raises(SimulateError, match="two aspects for 'thunderspeaker'"):
        SIMULATOR.build_setup(
            catalog, {"spirits": "thunderspeaker", "aspect": "warrior,tactician"}
        )
