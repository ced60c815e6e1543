"""``cardsmith serve``'s site: the home page first (no record page built), then the whole site;
an edit rebuilds nothing when no page changed, one page alone when only its text changed (the
nav the same), and the whole site when the nav changed."""

from __future__ import annotations

import json
import logging
import re
import time
from pathlib import Path

import pytest

from cardsmith.tools.publish.gate import check_packs
from cardsmith.tools.publish.live import LiveSite, page_url
from tests.fixture_pack import clean_fixture_pack


def built(site: Path) -> dict[str, int]:
    return {p.relative_to(site).as_posix(): p.stat().st_mtime_ns
            for p in site.rglob("index.html")}


@pytest.fixture
def live(tmp_path: Path) -> tuple[LiveSite, Path]:
    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    pack = tmp_path / "pack"
    clean_fixture_pack(pack)
    work = tmp_path / "work"
    work.mkdir()
    site = LiveSite(work, [pack], check=True, title=None, url="http://127.0.0.1:8000/")
    site.build_home_page(check_packs([pack], scenarios=False))
    return site, pack


def test_the_home_page_comes_first_then_the_whole_site(live: tuple[LiveSite, Path]) -> None:
    site, _ = live
    home = built(site.root)
    assert "index.html" in home and not any(p.startswith("cards/") for p in home)
    tabs = (site.root / "index.html").read_text()
    assert 'href="finder/"' in tabs and 'href="powers/"' in tabs  # where they will be
    assert ".md" not in "".join(re.findall(r'href="([^"]*)"', tabs))
    site.build_whole_site()
    assert site.root.name == "site"
    assert "cards/drought/index.html" in built(site.root)


def test_an_edit_rebuilds_only_what_changed(live: tuple[LiveSite, Path]) -> None:
    site, pack = live
    site.build_whole_site()
    before = built(site.root)
    site.rebuild()  # nothing changed: nothing built
    assert built(site.root) == before
    card = pack / "powers" / "minor" / "drought.yaml"
    time.sleep(0.01)
    card.write_text(card.read_text().replace("Add 1 Blight.", "Add 2 Blight."))
    site.rebuild()  # the printed text is on the card's page alone: that page alone
    after = built(site.root)
    changed = {page for page in after if after[page] != before[page]}
    assert changed == {"cards/drought/index.html"}
    assert "Add 2 Blight." in (site.root / "cards" / "drought" / "index.html").read_text()
    index = json.loads((site.root / "search" / "search_index.json").read_text())
    locations = [doc["location"] for doc in index["docs"]]
    assert len(locations) == len(set(locations))  # the page's old entries replaced, not kept
    drought = [doc["text"] for doc in index["docs"]
               if doc["location"].startswith("cards/drought/")]
    assert "Add 2 Blight." in "".join(drought)
    assert "cards/call-of-the-dahan-ways/" in locations  # the pages not built again stay
    card.write_text(card.read_text().replace('name: "Drought"', 'name: "Long Drought"'))
    site.rebuild()  # the nav changed: every page again
    renamed = built(site.root)
    assert all(renamed[page] != after[page] for page in after if page in renamed)
    assert "Long Drought" in (site.root / "powers" / "index.html").read_text()


def test_a_page_url_is_its_folder() -> None:
    assert [page_url(p) for p in ("index.md", "finder.md", "powers/index.md", "cards/a.md")] \
        == ["./", "finder/", "powers/", "cards/a/"]
