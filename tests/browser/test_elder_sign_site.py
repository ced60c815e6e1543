"""The Elder Sign site in a real browser: the home page says the cards are samples, the rules
page is there, an index draws every card's face with its sample mark, a card page shows its
face and the English of its effects, the finder searches with the ruleset's keys, and no page
names another game's words. (Browser fixtures: ``test_site.py``.)"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
import test_site

from cardsmith.tools.publish.site import publish

#: the shared browser fixtures
browser, page = test_site.browser, test_site.page

PACK = Path(__file__).resolve().parents[2] / "content" / "elder-sign"
OTHER_GAMES = ("Spirit Island", "Dahan", "Invader", "Risk", "Blight", "recruit")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL of the served Elder Sign site."""
    root = tmp_path_factory.mktemp("elder-sign-site")
    publish([PACK], root, strict=True)
    server, url = test_site._serve(root)
    yield url
    server.shutdown()


def test_home_says_the_cards_are_samples(page: object, site: str) -> None:
    page.goto(site)  # type: ignore[attr-defined]
    page.wait_for_load_state("networkidle")  # type: ignore[attr-defined]
    assert "Elder Sign" in page.title()  # type: ignore[attr-defined]
    body = page.locator("article").text_content()  # type: ignore[attr-defined]
    assert "EVERY CARD HERE IS A SAMPLE" in body
    assert page.errors == []  # type: ignore[attr-defined]


def test_the_rules_page_is_there(page: object, site: str) -> None:
    page.goto(site)  # type: ignore[attr-defined]
    tabs = page.eval_on_selector_all(  # type: ignore[attr-defined]
        ".md-tabs__link", "els => els.map(e => [e.textContent.trim(), e.getAttribute('href')])")
    assert ["Rules", "rules/"] in tabs, tabs
    page.goto(site + "rules/")  # type: ignore[attr-defined]
    heading = page.locator("article h1").first.text_content()  # type: ignore[attr-defined]
    assert heading.startswith("Elder Sign — the rules as cardsmith implements them")
    body = page.locator("article").text_content()  # type: ignore[attr-defined]
    assert "Published rules" in body and "Reading" in body and "Мифа" in body
    assert page.errors == []  # type: ignore[attr-defined]


def test_an_index_draws_every_face_with_its_sample_mark(page: object, site: str) -> None:
    page.goto(site + "adventures/")  # type: ignore[attr-defined]
    faces = page.locator(".cs-card-grid svg.cs-card-face")  # type: ignore[attr-defined]
    assert faces.count() == len(list((PACK / "adventures").glob("*.yaml"))) == 16
    marks = page.locator(".cs-card-grid .cs-sample-mark")  # type: ignore[attr-defined]
    assert marks.count() == 16
    assert marks.first.text_content() == "SAMPLE CARD — not an official text"
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_card_page_shows_its_face_and_english(page: object, site: str) -> None:
    page.goto(site + "mythos/restless-dead-sample/")  # type: ignore[attr-defined]
    face = page.locator("svg.cs-card-face").first  # type: ignore[attr-defined]
    assert face.locator(".cs-card-name").text_content() == "Restless Dead (sample)"
    body = page.locator("article").text_content()  # type: ignore[attr-defined]
    assert "Each investigator loses 2 health." in body
    assert "draw_monster" in body  # the compiled operations
    assert page.errors == []  # type: ignore[attr-defined]


def test_the_finder_uses_the_rulesets_keys(page: object, site: str) -> None:
    page.goto(site + "finder/?q=" + quote("kind:adventure task:terror"))  # type: ignore[attr-defined]
    page.wait_for_selector("#cs-finder[data-ready=yes]")  # type: ignore[attr-defined]
    ids = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "#cs-results li", "els => els.map(e => e.dataset.id)")
    assert ids == ["sample-taxidermy-wing"]
    assert page.errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("path", ["", "rules/", "adventures/", "investigators/",
                                  "ancient-ones/drowned-choir-sample/", "finder/"])
def test_no_page_names_another_game(page: object, site: str, path: str) -> None:
    page.goto(site + path)  # type: ignore[attr-defined]
    text = page.locator("body").text_content()  # type: ignore[attr-defined]
    for word in OTHER_GAMES:
        assert word.lower() not in text.lower(), (path, word)
