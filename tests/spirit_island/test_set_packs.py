"""The other Spirit Island sets' packs (base game, Branch & Claw, the promo packs, Jagged Earth,
Nature Incarnate): the counts of the reference data, clean lint (text check included), formatted,
and how many cards need no ``unexpressed:`` free text."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from cardsmith.tools.authoring.fmt import format_paths
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.lint import lint_paths

CONTENT = Path(__file__).resolve().parents[2] / "content"

#: pack → (minor, major, unique, fear) cards, as in the reference data of each set
COUNTS: dict[str, tuple[int, int, int, int]] = {
    "base-game": (0, 0, 26, 0),
    "promo-packs": (0, 0, 14, 5),
    "branch-and-claw": (21, 15, 7, 11),
    "jagged-earth": (22, 15, 35, 4),
    "nature-incarnate": (1, 9, 32, 5),
}

#: pack → the least share of its cards with no ``unexpressed:`` (the issue's aim: 0.95; a
#: ratchet: raise it as the language grows)
EXPRESSED_AT_LEAST: dict[str, float] = {
    "base-game": 0.96,
    "promo-packs": 1.0,
    "branch-and-claw": 1.0,
    "jagged-earth": 0.97,
    "nature-incarnate": 0.97,
}

#: lint codes not yet clean (none: every spirit of these sets is written)
PENDING: set[str] = set()

PACKS = [p for p in COUNTS if (CONTENT / p / "pack.yaml").is_file()]


def _cards(pack: str) -> list[Record]:
    catalog = load_pack(CONTENT / pack).catalog
    return [*catalog.of_kind("power"), *catalog.of_kind("fear")]


@pytest.mark.parametrize("pack", PACKS)
def test_counts_match_the_data(pack: str) -> None:
    catalog = load_pack(CONTENT / pack).catalog
    powers = Counter(r.get("kind") for r in catalog.of_kind("power"))
    minor, major, unique, fear = COUNTS[pack]
    assert (powers["minor"], powers["major"], powers["unique"]) == (minor, major, unique)
    assert len(catalog.of_kind("fear")) == fear
    assert sum(powers.values()) == len(catalog.of_kind("power"))


@pytest.mark.parametrize("pack", PACKS)
def test_lint_and_text_check_have_no_errors(pack: str) -> None:
    result = lint_paths([CONTENT / pack], text_check=True)
    errors = [d for d in result.diagnostics if d.severity == "error" and d.code not in PENDING]
    assert errors == []
    warnings = {d.code for d in result.diagnostics if d.severity != "error"}
    assert warnings <= {"C205"}, "only free text may warn; explain others with a suppression"


@pytest.mark.parametrize("pack", PACKS)
def test_share_without_free_text(pack: str, capsys: pytest.CaptureFixture[str]) -> None:
    cards = _cards(pack)
    free = [c for c in cards if c.get("unexpressed")]
    share = 1 - len(free) / len(cards)
    with capsys.disabled():
        done = len(cards) - len(free)
        print(f"\n{pack}: {done}/{len(cards)} cards need no unexpressed: ({share:.0%})")
    assert share >= EXPRESSED_AT_LEAST[pack]


@pytest.mark.parametrize("pack", PACKS)
def test_formatted(pack: str) -> None:
    results = format_paths([CONTENT / pack], check=True)
    assert [r.path for r in results if r.changed or r.error] == []
