"""Every shipped spirit plays a whole game (greedy policy, invariants checked after every
phase) against every adversary at level 6, with the boards' printed tokens and without them,
on a Blight Card of the packs — no error, no broken invariant. (It found a Dahan left with
more damage than health when a Blight Card destroyed the Presence its bonus hung on, and
spirits that set up on printed Beasts dying without them.)"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

from cardsmith.rulesets.spirit_island.engine.simulate import play_game
from cardsmith.rulesets.spirit_island.simulate import SIMULATOR, policy_for
from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.simulate import load_catalog

CONTENT = Path(__file__).resolve().parents[3] / "content"
#: the packs (with what they build on) that hold every adversary between them: Nature
#: Incarnate's chain has seven, Scotland is Promo Pack 2's
PACKS = {"nature-incarnate": 7, "promo-packs": 4}



@cache
def _catalog(pack: str) -> Catalog:
    return load_catalog(CONTENT / pack)


def _games() -> list[tuple[str, str, str]]:
    """(pack, spirit, adversary): each adversary from the first pack that has it."""
    out, seen = [], set()
    for pack, count in PACKS.items():
        catalog = _catalog(pack)
        foes = sorted(str(r.id) for r in catalog.of_kind("adversary"))
        assert len(foes) == count, foes
        new = [foe for foe in foes if foe not in seen]
        seen.update(new)
        out += [(pack, str(s.id), foe) for s in catalog.of_kind("spirit") for foe in new]
    return sorted(out)


GAMES = _games()


def test_every_spirit_meets_every_adversary() -> None:
    spirits = {s for _, s, _ in GAMES}
    assert len(spirits) == 37 and len({f for _, _, f in GAMES}) == 8


@pytest.mark.parametrize("tokens", [True, False], ids=["board-tokens", "no-tokens"])
@pytest.mark.parametrize(("pack", "spirit", "adversary"), GAMES)
def test_a_whole_game_at_level_6(pack: str, spirit: str, adversary: str, tokens: bool) -> None:
    setup = SIMULATOR.build_setup(
        _catalog(pack), {"spirits": spirit, "adversary": adversary, "level": "6"}
    )
    setup = replace(setup, board_tokens=tokens)
    report = play_game(setup, policy_for("greedy", 0), 0, max_rounds=30, check=True, log=False)
    assert report.errors == []
    assert report.result in ("victory", "defeat", "unfinished")
    assert report.blight_card is not None  # the packs' Blight deck is in play
