"""Spirit Island's site pages (``rulesets.spirit_island.pages``): a power card's page, the fear
and invader cards drawn, the "differs" note of the printed-text check, a spirit's setup lines
and overview (moved from ``tests/publish/test_pages.py``, whose tests are the core's)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.publish.indexes import generate
from cardsmith.tools.publish.plan import SitePlan
from cardsmith.tools.publish.text import md

ROOT = Path(__file__).resolve().parents[3]
SHIPPED = ROOT / "content" / "horizons"
#: the publish tests' small pack (``tests/publish/pack``)
FIXTURE_PACK = ROOT / "tests" / "publish" / "pack"


def _plan() -> SitePlan:
    return SitePlan.build(load_pack(SHIPPED).catalog, [SHIPPED])


def test_card_page_content() -> None:
    plan = _plan()
    card = plan.catalog.by_id("call-of-the-dahan-ways")
    assert card is not None and plan.page(card) == "cards/call-of-the-dahan-ways.md"
    text = dict(generate(plan))["cards/call-of-the-dahan-ways.md"]
    assert '??? note "Compiled operations"' in text
    assert "cs-card-face" in text and "## Related cards" in text
    assert md("horizons/powers/minor/call-of-the-dahan-ways.yaml") in text  # escaped text
    assert text.startswith("---\ntitle: \"Call of the Dahan Ways\"")


def test_fear_and_invader_pages_draw_their_cards() -> None:
    plan = _plan()
    files = dict(generate(plan))
    fear = files["fear/dahan-raid.md"]
    assert fear.count("cs-fear-face") == 1 and fear.count('class="cs-fear-band"') == 3
    assert "## Terror levels" in fear
    invader_pages = [p for p in files if p.startswith("invaders/") and p.endswith(".md")
                     and not p.endswith("/index.md")]
    assert "invaders/stage-2-jungle.md" in invader_pages  # stage in the slug: names repeat
    assert "invaders/stage-3-wetland-sands.md" in invader_pages
    page = files["invaders/stage-2-jungle.md"]
    assert 'title: "Stage II \\u00b7 Jungle"' in page and "cs-invader-face" in page
    assert "cs-escalation" in page and '!!! warning "Escalation"' in page
    index = files["invaders/index.md"]
    assert index.count("<svg") == len(invader_pages)
    assert [line for line in index.splitlines() if line.startswith("## ")] == [
        "## Stage I", "## Stage II", "## Stage III"]
    assert 'href="../invaders/stage-2-coastal-lands/"' in index


def test_differs_note_where_the_text_check_finds_a_difference() -> None:
    pack = FIXTURE_PACK
    plan = SitePlan.build(load_pack(pack).catalog, [pack])
    files = dict(generate(plan))
    isolation = files["fear/isolation.md"]
    assert 'class="cs-differs"' in isolation and "rendering adds" in isolation
    same = [p for p, text in files.items()
            if p.startswith("cards/") and p.endswith(".md") and "cs-differs" not in text]
    assert same  # cards whose rendering says what they print have no note


def test_spirit_setup_lines_use_the_panel_words() -> None:
    from cardsmith.rulesets.spirit_island.pages.spirits import _setup_line

    assert _setup_line({"count": 1, "land": "ocean"}) == "1 Presence in the Ocean"
    assert _setup_line({"count": 1, "land": {"most": "dahan"}, "lands": 2}) == (
        "1 Presence in each of 2 lands&#58; a land &#40;the most Dahan&#41;")
    assert _setup_line({"count": 2, "land": {"terrain": "jungle", "where": ["no-blight"],
                                             "pick": "highest"}}) == (
        "2 Presence in the highest&#45;numbered Jungle &#40;no Blight&#41;")
    assert _setup_line({"count": 1, "land": 5}) == "1 Presence in a land"  # odd data: no crash


def test_spirit_overview_shows_complexity_only_when_present() -> None:
    from cardsmith.rulesets.spirit_island.pages.spirits import overview

    base = ROOT / "content" / "base-game"
    plan = SitePlan.build(load_pack(base).catalog, [base])
    files = dict(generate(plan))
    river = files["spirits/river-surges-in-sunlight.md"]
    line = '<p class="cs-overview">1 innate power · 3 unique powers · Complexity: low</p>'
    assert line in river.splitlines()
    shipped = _plan()  # horizons: no complexity in its data
    whirlwind = shipped.catalog.by_id("sun-bright-whirlwind")
    assert whirlwind is not None
    text = overview(whirlwind)
    assert "Complexity" not in text and text.endswith(" · 4 unique powers</p>")
    assert "Complexity" not in dict(generate(shipped))["spirits/sun-bright-whirlwind.md"]
    odd = dataclasses.replace(whirlwind, data={**whirlwind.data, "complexity": "<b>x</b>"})
    assert overview(odd).endswith(f" · Complexity: {md('<b>x</b>')}</p>")
    assert "<b>" not in overview(odd)


def test_an_aspect_has_a_page_and_its_spirit_links_to_it() -> None:
    from cardsmith.tools.simulate import load_catalog

    names = ("horizons", "base-game", "branch-and-claw", "jagged-earth", "nature-incarnate")
    packs = [ROOT / "content" / p for p in names]
    files = dict(generate(SitePlan.build(load_catalog(packs[-1]), packs)))
    tangles = files["aspects/tangles.md"]
    spirit_link = "[A Spread of Rampant Green](../spirits/a-spread-of-rampant-green.md)"
    assert f"**Aspect of {spirit_link}** · Nature Incarnate" in tangles
    assert "- Innate powers: Creepers Tear into Mortar" in tangles
    assert "- Unique powers: [Gift of Proliferation](../cards/gift-of-proliferation.md)" in tangles
    assert "### Impenetrable Tangles of Greenery" in tangles
    assert "| Isolate target land&#46; | Isolate target land&#46; |" in tangles
    crops = "[Belligerent and Aggressive Crops](../cards/belligerent-and-aggressive-crops.md)"
    assert f"## Power cards it brings\n\n- {crops}" in tangles
    spirit = files["spirits/a-spread-of-rampant-green.md"]
    assert "## Aspects\n\n- [Regrowth](../aspects/regrowth.md) (Nature Incarnate)\n" in spirit
    assert "- [Tangles](../aspects/tangles.md) (Nature Incarnate)" in spirit
    index = files["aspects/index.md"]
    assert "| [Tangles](tangles.md) | Nature Incarnate&#58; aspect of " in index
