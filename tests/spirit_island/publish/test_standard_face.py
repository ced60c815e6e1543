"""Every power and fear face is the standard card (320 × 448, 63 × 88 mm): long text is fitted
by giving up art, then by a smaller type — never by a taller face."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardsmith.rulesets.spirit_island.pages import faces
from cardsmith.rulesets.spirit_island.pages.cards import face_of
from cardsmith.tools.publish.site import load_catalog

ROOT = Path(__file__).resolve().parents[3]
PACKS = ("horizons", "base-game", "branch-and-claw", "jagged-earth", "nature-incarnate",
         "promo-packs")
LONG = " ".join(["Push up to 2 Explorers/Towns and add 1 Blight to target land."] * 6)


@pytest.fixture(scope="module")
def shipped_faces() -> dict[str, tuple[str, str]]:
    catalog, _ = load_catalog([ROOT / "content" / pack for pack in PACKS])
    return {r.id: (r.kind, face_of(r)) for r in catalog if r.kind in ("power", "fear")}


def test_every_shipped_power_and_fear_face_is_the_standard_size(
        shipped_faces: dict[str, tuple[str, str]]) -> None:
    sizes = {
        card: re.search(r'viewBox="0 0 (\d+) (\d+)"', svg).groups()  # type: ignore[union-attr]
        for card, (_, svg) in shipped_faces.items()
    }
    kinds = [kind for kind, _ in shipped_faces.values()]
    assert kinds.count("power") >= 274 and kinds.count("fear") >= 40
    assert {card: size for card, size in sizes.items() if size != ("320", "448")} == {}


def test_the_longest_shipped_card_keeps_its_printed_type_size(
        shipped_faces: dict[str, tuple[str, str]]) -> None:
    face = shipped_faces["dream-of-the-untouched-land"][1]  # the longest text of the six packs
    assert re.search(r'<text font-size="13" [^>]*card&#45;effect', face)  # attributes escaped
    art = re.search(r'<rect x="18" y="96" width="284" height="([\d.]+)"', face)
    assert art is not None and 44 <= float(art.group(1)) < 108  # it gave up art, not type


def test_a_short_card_keeps_all_its_art() -> None:
    fit = faces.fit_power_text("Destroy 3 Towns.", None, 276)
    assert (fit.art_height, fit.size, fit.lh) == (108, 13.0, 17.0)


def test_a_very_long_card_gives_up_art_then_type_and_still_ends_above_the_footer() -> None:
    fit = faces.fit_power_text(LONG, LONG[:200], 276)
    assert faces.MIN_ART_HEIGHT <= fit.art_height < 60 and fit.size < 13  # art gone, type smaller
    text_h = len(fit.effect_lines) * fit.lh + 10 + 30 + len(fit.threshold_lines) * (fit.lh - 1)
    top = 262 - (faces.ART_HEIGHT - fit.art_height)
    assert top + text_h + 14 <= faces.TEXT_BOTTOM


def test_a_fear_card_shares_the_face_between_its_three_bands() -> None:
    bands = faces.fear_bands(["Each player gains 1 Energy.", "x " * 40, "Skip all Builds."],
                             72, 228)
    assert [number for _, _, number, _, _, _ in bands] == [1, 2, 3]
    last_top, last_h = bands[-1][0], bands[-1][1]
    assert last_top + last_h == faces.FACE_HEIGHT - 30  # the bands fill the face to the footer
    assert bands[1][1] > bands[0][1]  # the longer text has the taller band
