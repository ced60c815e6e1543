"""The Codex site in a real browser: the home page and the Rules tab, a card page with its
drawn face and the sample mark, the finder with the ruleset's keys — and no other game's words
anywhere the visitor reads. (Browser fixtures: ``test_site.py``.)"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
import test_site

from cardsmith.tools.publish.site import publish

#: the shared browser fixtures
browser, page = test_site.browser, test_site.page

PACK = Path(__file__).resolve().parents[2] / "content" / "codex"
OTHER_GAMES = ("Spirit Island", "Dahan", "Invader", "Risk", "Elder Sign")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL of the served Codex site."""
    root = tmp_path_factory.mktemp("codex-site")
    publish([PACK], root, strict=True)
    server, url = test_site._serve(root)
    yield url
    server.shutdown()


def test_home_and_rules_page(page: object, site: str) -> None:
    page.goto(site)  # type: ignore[attr-defined]
    page.wait_for_load_state("networkidle")  # type: ignore[attr-defined]
    assert "Codex" in page.title()  # type: ignore[attr-defined]
    home = page.locator("article").text_content()  # type: ignore[attr-defined]
    assert "none of these is an official card" in home
    tabs = page.eval_on_selector_all(  # type: ignore[attr-defined]
        ".md-tabs__link", "els => els.map(e => [e.textContent.trim(), e.getAttribute('href')])")
    assert ["Rules", "rules/"] in tabs, tabs
    page.goto(site + "rules/")  # type: ignore[attr-defined]
    heading = page.locator("article h1").first.text_content()  # type: ignore[attr-defined]
    assert heading.startswith("Codex — the rules as this ruleset implements them")
    body = page.locator("article").text_content()  # type: ignore[attr-defined]
    assert "squad leader" in body and "published rules" in body and "Reading" in body
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_card_page_shows_its_face_with_the_sample_mark(page: object, site: str) -> None:
    page.goto(site + "heroes/pyra-flint/")  # type: ignore[attr-defined]
    face = page.locator("svg.cs-card-face").first  # type: ignore[attr-defined]
    assert face.locator(".cs-card-name").text_content() == "Pyra Flint"
    assert face.locator(".cs-sample-mark").text_content() == "SAMPLE CARD — not an official card"
    body = page.locator("article").text_content()  # type: ignore[attr-defined]
    assert "When this attacks: deal 1 damage to the enemy base." in body
    assert page.errors == []  # type: ignore[attr-defined]


def test_the_finder_uses_the_rulesets_keys(page: object, site: str) -> None:
    page.goto(site + "finder/?q=" + quote("colour:ember kw:flying"))  # type: ignore[attr-defined]
    page.wait_for_selector("#cs-finder[data-ready=yes]")  # type: ignore[attr-defined]
    ids = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "#cs-results li", "els => els.map(e => e.dataset.id)")
    assert ids == ["scorch-drake"]
    assert page.errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("path", ["", "rules/", "units/", "units/ash-brawler/", "finder/"])
def test_no_other_games_words(page: object, site: str, path: str) -> None:
    page.goto(site + path)  # type: ignore[attr-defined]
    text = page.locator("body").text_content()  # type: ignore[attr-defined]
    assert [w for w in OTHER_GAMES if w in text] == []
    assert page.errors == []  # type: ignore[attr-defined]
