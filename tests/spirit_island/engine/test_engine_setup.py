"""Setup from the shipped pack data: decks, pools, starting pieces and presence."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import yaml
from engine_support import load_board

from cardsmith.rulesets.spirit_island.dsl import LANGUAGE
from cardsmith.rulesets.spirit_island.engine.setup.from_pack import (
    fear_deck_from_ids,
    invader_deck_from_records,
    pools_for,
    presence_on_tracks,
    setup_from_pack,
    starting_presence,
)
from cardsmith.rulesets.spirit_island.engine.state.board import Island
from cardsmith.rulesets.spirit_island.engine.state.model import BOX_SUPPLY

PACK = Path(__file__).resolve().parents[3] / "content" / "horizons"


def records(kind: str) -> list[dict[str, Any]]:
    return [
        yaml.safe_load(p.read_text(encoding="utf-8")) for p in sorted((PACK / kind).glob("*.yaml"))
    ]


FEAR_IDS = [r["id"] for r in records("fear")]
INVADERS = records("invaders")
SPIRITS = {r["id"]: r for r in records("spirits")}


def test_pools() -> None:
    assert pools_for(1) == (6, 4)
    assert pools_for(2) == (11, 8)
    assert pools_for(4) == (21, 16)


def test_fear_deck_nine_cards_with_dividers_seeded() -> None:
    deck = fear_deck_from_ids(FEAR_IDS, seed=3)
    assert len(deck) == 11 and deck[3] == "TL2" and deck[7] == "TL3"
    cards = [c for c in deck if c not in ("TL2", "TL3")]
    assert len(cards) == 9 == len(set(cards)) and set(cards) <= set(FEAR_IDS)
    assert fear_deck_from_ids(FEAR_IDS, seed=3) == deck
    assert any(fear_deck_from_ids(FEAR_IDS, seed=k) != deck for k in range(4, 10))


def test_invader_deck_three_four_five_seeded() -> None:
    assert len(INVADERS) == 15
    deck = invader_deck_from_records(INVADERS, seed=5)
    assert [c.stage for c in deck] == [1] * 3 + [2] * 4 + [3] * 5
    assert len({c.id for c in deck}) == 12
    assert {c.id for c in deck} <= {r["id"] for r in INVADERS}
    assert [c.id for c in invader_deck_from_records(INVADERS, seed=5)] == [c.id for c in deck]
    removed = {
        frozenset(
            {r["id"] for r in INVADERS} - {c.id for c in invader_deck_from_records(INVADERS, k)}
        )
        for k in range(12)
    }
    assert len(removed) > 1  # which cards leave depends on the seed
    assert all(len(r) == 3 for r in removed)


def test_starting_presence_from_spirit_setup() -> None:
    island = Island.from_boards([load_board("A")])
    # A: 1 mountain, 2 wetland, 3 jungle, 4 sands, 5 wetland, 6 mountain, 7 sands, 8 jungle
    got = {k: starting_presence(island, "A", r["setup"]) for k, r in SPIRITS.items()}
    assert got == {
        "devouring-teeth-lurk-underfoot": {"A5": 1},
        "eyes-watch-from-the-trees": {"A8": 2},
        "fathomless-mud-of-the-swamp": {"A2": 2},
        "rising-heat-of-stone-and-sand": {"A7": 2},
        "sun-bright-whirlwind": {"A7": 1, "A1": 2},
    }
    assert presence_on_tracks(SPIRITS["sun-bright-whirlwind"]) == 5 + 5


def test_setup_from_pack_two_players() -> None:
    a, b = load_board("A"), load_board("B")
    rules = {
        "rising-heat-of-stone-and-sand": [
            list(LANGUAGE.compile_text(r["effect"])[0] or [])
            for r in SPIRITS["rising-heat-of-stone-and-sand"]["special_rules"]
        ]
    }
    s = setup_from_pack(
        [a, b],
        spirits={
            "rising-heat-of-stone-and-sand": (SPIRITS["rising-heat-of-stone-and-sand"], "A"),
            "eyes-watch-from-the-trees": (SPIRITS["eyes-watch-from-the-trees"], "B"),
        },
        special_rules=rules,
        fear_cards=FEAR_IDS,
        invader_records=INVADERS,
        seed=7,
        first_explore=False,
    )
    assert (s.players, s.blight_pool, s.fear_pool) == (2, 11, 8)
    assert len(s.invader_deck) == 12 and len(s.fear_deck) == 11
    printed: Counter[str] = Counter()
    for board in (a, b):
        for land in board["lands"]:
            printed.update(land.get("setup") or {})
    for kind in ("explorer", "town", "city", "dahan"):
        assert s.count_all(kind) == printed[kind]
        assert s.supply[kind] == BOX_SUPPLY[kind] - printed[kind]
    assert s.blight_on_island() == printed["blight"]  # printed blight is not from the pool
    heat = s.spirits["rising-heat-of-stone-and-sand"]
    assert dict(heat.presence) == {"A7": 2} and heat.energy == 0
    assert heat.presence_off_island == presence_on_tracks(SPIRITS["rising-heat-of-stone-and-sand"])
    assert len(heat.hand) == 4
    eyes_land = max(
        (f"B{land['number']}" for land in b["lands"] if land["terrain"] == "jungle"),
        key=lambda x: int(x[1:]),
    )
    assert dict(s.spirits["eyes-watch-from-the-trees"].presence) == {eyes_land: 2}
    assert s.site_rules("A7", "health") and s.health("A7", "town") == 1
    s.check_invariants()


def test_setup_from_pack_solo_is_deterministic_and_explores() -> None:
    def make(seed: int) -> list[str]:
        s = setup_from_pack(
            [load_board("A")],
            spirits={"teeth": (SPIRITS["devouring-teeth-lurk-underfoot"], "A")},
            fear_cards=FEAR_IDS,
            invader_records=INVADERS,
            seed=seed,
        )
        assert (s.players, s.blight_pool, s.fear_pool) == (1, 6, 4)
        assert len(s.invader_deck) == 11 and len(s.slots["build"]) == 1
        s.check_invariants()
        return s.log

    assert make(2) == make(2)
