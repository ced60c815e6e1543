"""Page generation for the shipped pack, strict mkdocs builds, links, escaping in built HTML
(Spirit Island's own pages: ``tests/spirit_island/publish/test_spirit_island_pages.py``)."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

from mkdocs.commands.build import build
from mkdocs.config import load_config

from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.publish.indexes import generate
from cardsmith.tools.publish.plan import SitePlan
from cardsmith.tools.publish.text import md, slugify

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
SHIPPED = ROOT / "content" / "horizons"
XSS_NAME = "<script>alert(1)</script>"


def _plan() -> SitePlan:
    return SitePlan.build(load_pack(SHIPPED).catalog, [SHIPPED])


def test_every_record_gets_a_page() -> None:
    plan = _plan()
    files = dict(generate(plan))
    for kind, section in (("power", "cards"), ("spirit", "spirits"), ("fear", "fear"),
                          ("invader", "invaders"), ("board", "boards")):
        records = plan.records(kind)
        assert records, kind
        for record in records:
            page = plan.page(record)
            assert page == f"{section}/{page.split('/')[1]}" and page in files
    for index in ("index.md", "finder.md", "powers/index.md", "powers/by-cost.md",
                  "powers/by-speed.md", "powers/by-element.md", "assets/cards.json"):
        assert index in files
    assert "reference/dsl.md" in files


def test_markdown_escape_is_inert() -> None:
    out = md("<b>*x*</b> [a](b) {: .c } | # _y_ `z`")
    assert not re.search(r"[<>*\[\]{}|#_`()]", re.sub(r"&#\d+;", "", out))


def test_slugs() -> None:
    assert slugify("Nature's Resilience") == "nature-s-resilience"
    assert slugify("<script>alert(1)</script>") == "script-alert-1-script"
    assert slugify("???") == "untitled"


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("href", "src") and value:
                self.links.append(value)


def _broken_links(site: Path) -> list[str]:
    broken = []
    for page in site.rglob("*.html"):
        parser = _Links()
        parser.feed(page.read_text(encoding="utf-8"))
        for link in parser.links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc or link.startswith("#") or not parts.path:
                continue
            base = site if parts.path.startswith("/") else page.parent
            target = (base / unquote(parts.path).lstrip("/")).resolve()
            if target.is_dir():
                target = target / "index.html"
            if not target.exists():
                broken.append(f"{page.relative_to(site)} -> {link}")
    return broken


def test_shipped_site_builds_strict_and_links_resolve(shipped_site: Path) -> None:
    assert (shipped_site / "index.html").is_file()
    assert (shipped_site / "cards" / "call-of-the-dahan-ways" / "index.html").is_file()
    assert (shipped_site / "finder" / "index.html").is_file()
    assert (shipped_site / "search" / "search_index.json").is_file()
    assert _broken_links(shipped_site) == []


def test_shipped_site_meta(shipped_site: Path) -> None:
    html = (shipped_site / "cards" / "call-of-the-dahan-ways" / "index.html").read_text()
    assert '<meta property="og:title" content="Call of the Dahan Ways">' in html
    assert 'name="description" content="Minor power, cost 1, slow.' in html
    assert "assets/print.css" in html and 'data-md-color-scheme="slate"' in html
    cards = json.loads((shipped_site / "assets" / "cards.json").read_text())
    assert {c["url"] for c in cards} >= {"cards/call-of-the-dahan-ways/", "fear/dahan-raid/",
                                          "spirits/sun-bright-whirlwind/"}
    for card in cards:  # every result links to a built page
        assert (shipped_site / card["url"] / "index.html").is_file(), card["url"]


class _Active(HTMLParser):
    """Collects markup that would run code: event attributes, script bodies, js: URLs."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._in_script = tag == "script"
        for name, value in attrs:
            if name.startswith("on") or (value or "").strip().lower().startswith("javascript:"):
                self.found.append(f"<{tag} {name}={value}>")
        if tag in ("img", "b") and "alert" in str(attrs):
            self.found.append(f"<{tag} {attrs}>")

    def handle_endtag(self, tag: str) -> None:
        self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script and "alert(" in data:
            self.found.append(f"<script>{data[:60]}")


def test_xss_is_text_everywhere(xss_site: Path) -> None:
    cards = (xss_site / "assets" / "cards.json").read_text(encoding="utf-8")
    assert "<" not in cards
    names = [c["name"] for c in json.loads(cards)]
    assert XSS_NAME in names and "Isolation <b onmouseover=alert(7)>" in names
    for path in xss_site.rglob("*.html"):
        parser = _Active()
        parser.feed(path.read_text(encoding="utf-8"))
        assert parser.found == [], path.relative_to(xss_site)
    index = (xss_site / "search" / "search_index.json").read_text(encoding="utf-8")
    for needle in ("<script>alert", "<img src=x", "<svg onload", "<b onmouseover"):
        assert needle not in index
    page = xss_site / "cards" / "script-alert-1-script" / "index.html"
    html = page.read_text(encoding="utf-8")
    assert f"<title>{md(XSS_NAME)}</title>" in html  # the SVG title, escaped
    fear = (xss_site / "fear" / "isolation-b-onmouseover-alert-7" / "index.html").read_text()
    assert f"<title>{md('Isolation <b onmouseover=alert(7)>')}</title>" in fear  # fear face
    assert _broken_links(xss_site) == []


def test_repo_docs_build_strict(tmp_path: Path) -> None:
    config = load_config(config_file=str(ROOT / "mkdocs.yml"), strict=True,
                         site_dir=str(tmp_path / "site"))
    config.plugins.on_startup(command="build", dirty=False)
    try:
        build(config)
    finally:
        config.plugins.on_shutdown()
    assert (tmp_path / "site" / "index.html").is_file()
    # a ruleset's docs (``Ruleset.docs``) join the site under its name, read where they are
    assert (tmp_path / "site" / "spirit-island" / "dsl" / "index.html").is_file()
    assert (tmp_path / "site" / "spirit-island" / "reference" / "ir" / "index.html").is_file()
    assert not (ROOT / "docs" / "spirit-island").exists()


def test_faces_are_files_offered_as_svg_png_and_opengraph_image() -> None:
    plan = _plan()
    files = dict(generate(plan))
    face = files["cards/call-of-the-dahan-ways/face.svg"]
    assert isinstance(face, str) and face.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    page = files["cards/call-of-the-dahan-ways.md"]
    assert '\nimage: "og.png"\n' in page.split("\n---\n")[0]  # a raster OpenGraph image
    assert files["cards/call-of-the-dahan-ways/og.png"][:8] == b"\x89PNG\r\n\x1a\n"
    assert 'href="face.svg" download' in page and 'data-svg="face.svg"' in page
    assert 'href="../../assets/cards.json"' in page
    entries = json.loads(files["assets/cards.json"])
    by_id = {e["id"]: e for e in entries}
    assert by_id["call-of-the-dahan-ways"]["face"] == "cards/call-of-the-dahan-ways/face.svg"
    assert any(p.startswith("fear/") and p.endswith("/face.svg") for p in files)


def test_header_search_indexes_player_text_only_cards_first(tmp_path: Path) -> None:
    from cardsmith.tools.publish.site import publish

    publish([HERE / "pack"], tmp_path / "site")
    docs = json.loads((tmp_path / "site" / "search" / "search_index.json").read_text())["docs"]
    card = [d for d in docs if d["location"].startswith("cards/call-of-the-dahan-ways/")]
    text = " ".join(d["text"] + " " + d["title"] for d in card)
    assert "Replace 1 Explorer with 1 Dahan" in text  # the printed text
    assert "TARGET LAND" not in text and "SLOW" not in text  # the face's SVG text
    assert "shares" not in text and "Source file" not in text  # related cards, source
    assert card[0].get("boost") == 4
    # the facts read as words in a search snippet, not "Cost1Speedslow…"
    assert next(d["text"] for d in card if d["location"].endswith("/")).startswith(
        "Cost 1 Speed slow Elements "
    )


