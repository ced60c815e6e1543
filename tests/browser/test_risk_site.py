"""The Risk Deep Space site in a real browser: the card index draws every card's face, a card
page shows its face and rendered effect, the galaxy page draws the map from the board data, and
the finder searches with the ruleset's keys. (Browser fixtures: ``test_site.py``.)"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
import test_site

from cardsmith.tools.publish.site import publish

#: the shared browser fixtures
browser, page = test_site.browser, test_site.page

PACK = Path(__file__).resolve().parents[2] / "content" / "risk-deep-space"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL of the served Risk Deep Space site."""
    root = tmp_path_factory.mktemp("risk-site")
    publish([PACK], root, strict=True)
    server, url = test_site._serve(root)
    yield url
    server.shutdown()


def test_home_and_card_index(page: object, site: str) -> None:
    page.goto(site)  # type: ignore[attr-defined]
    page.wait_for_load_state("networkidle")  # type: ignore[attr-defined]
    assert "Risk Deep Space" in page.title()  # type: ignore[attr-defined]
    page.goto(site + "cards/")  # type: ignore[attr-defined]
    faces = page.locator(".cs-card-grid svg.cs-card-face")  # type: ignore[attr-defined]
    assert faces.count() == len(list((PACK / "cards").glob("*.yaml")))
    assert page.errors == []  # type: ignore[attr-defined]


def test_card_page_shows_its_face_and_rendered_effect(page: object, site: str) -> None:
    page.goto(site + "cards/trade-convoy-sample/")  # type: ignore[attr-defined]
    face = page.locator("svg.cs-card-face").first  # type: ignore[attr-defined]
    assert face.locator(".cs-card-cost").text_content() == "free"
    assert face.locator(".cs-card-name").text_content() == "Trade Convoy (sample)"
    body = page.locator("article").text_content()  # type: ignore[attr-defined]
    assert "Gain 1 gem for each of your bases." in body
    assert "for_each" in body  # the compiled operations
    assert page.errors == []  # type: ignore[attr-defined]


def test_galaxy_page_draws_the_map(page: object, site: str) -> None:
    page.goto(site + "galaxy/")  # type: ignore[attr-defined]
    page.locator("article a").filter(has_text="galaxy").first.click()  # type: ignore[attr-defined]
    # the click navigates: wait for the new page's map before counting (count() does not wait)
    page.wait_for_selector("svg.cs-galaxy-map g.cs-planet")  # type: ignore[attr-defined]
    svg = page.locator("svg.cs-galaxy-map")  # type: ignore[attr-defined]
    assert svg.locator("g.cs-planet").count() == 12
    assert svg.locator("g.cs-station").count() == 4
    assert svg.locator("line.cs-connection").count() == 24
    assert svg.locator("circle.cs-warp").count() == 1
    box = svg.bounding_box()
    assert box is not None and box["width"] > 200
    assert page.errors == []  # type: ignore[attr-defined]


def test_the_finder_uses_the_rulesets_keys(page: object, site: str) -> None:
    page.goto(site + "finder/?q=" + quote("cost:gem verb:battle"))  # type: ignore[attr-defined]
    page.wait_for_selector("#cs-finder[data-ready=yes]")  # type: ignore[attr-defined]
    ids = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "#cs-results li", "els => els.map(e => e.dataset.id)")
    assert ids == ["sample-orbital-strike"]
    assert page.errors == []  # type: ignore[attr-defined]


def test_the_site_holds_the_rules_page_and_no_developer_facts(page: object, site: str) -> None:
    page.goto(site)  # type: ignore[attr-defined]
    tabs = page.eval_on_selector_all(  # type: ignore[attr-defined]
        ".md-tabs__link", "els => els.map(e => [e.textContent.trim(), e.getAttribute('href')])")
    assert ["Rules", "rules/"] in tabs, tabs
    page.goto(site + "rules/")  # type: ignore[attr-defined]
    heading = page.locator("article h1").first.text_content()  # type: ignore[attr-defined]
    assert heading.startswith("Risk Deep Space — the rules as this ruleset implements them")
    body = page.locator("article").text_content()  # type: ignore[attr-defined]
    assert "Reading" in body and "recruits" in body
    page.goto(site + "cards/paw-the-space-dog/")  # type: ignore[attr-defined]
    facts = page.locator("article dl").first.text_content()  # type: ignore[attr-defined]
    assert "Verbs" not in facts and "place_space_dog" not in facts
    assert page.errors == []  # type: ignore[attr-defined]
