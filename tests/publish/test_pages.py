"""Page generation for the shipped pack, strict mkdocs builds, links, escaping in built HTML."""

from __future__ import annotations

import dataclasses
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

from mkdocs.commands.build import build
from mkdocs.config import load_config

from tools.content.loader import load_pack
from tools.publish.indexes import generate
from tools.publish.plan import SitePlan
from tools.publish.text import md, slugify

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


def test_differs_note_where_the_text_check_finds_a_difference() -> None:
    pack = HERE / "pack"
    plan = SitePlan.build(load_pack(pack).catalog, [pack])
    files = dict(generate(plan))
    isolation = files["fear/isolation.md"]
    assert 'class="cs-differs"' in isolation and "rendering adds" in isolation
    same = [p for p, text in files.items()
            if p.startswith("cards/") and p.endswith(".md") and "cs-differs" not in text]
    assert same  # cards whose rendering says what they print have no note


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
    from tools.publish.site import publish

    publish([HERE / "pack"], tmp_path / "site")
    docs = json.loads((tmp_path / "site" / "search" / "search_index.json").read_text())["docs"]
    card = [d for d in docs if d["location"].startswith("cards/call-of-the-dahan-ways/")]
    text = " ".join(d["text"] + " " + d["title"] for d in card)
    assert "Replace 1 Explorer with 1 Dahan" in text  # the printed text
    assert "TARGET LAND" not in text and "SLOW" not in text  # the face's SVG text
    assert "shares" not in text and "Source file" not in text  # related cards, source
    assert card[0].get("boost") == 4


def test_spirit_setup_lines_use_the_panel_words() -> None:
    from rulesets.spirit_island.pages.spirits import _setup_line

    assert _setup_line({"count": 1, "land": "ocean"}) == "1 Presence in the Ocean"
    assert _setup_line({"count": 1, "land": {"most": "dahan"}, "lands": 2}) == (
        "1 Presence in each of 2 lands&#58; a land &#40;the most Dahan&#41;")
    assert _setup_line({"count": 2, "land": {"terrain": "jungle", "where": ["no-blight"],
                                             "pick": "highest"}}) == (
        "2 Presence in the highest&#45;numbered Jungle &#40;no Blight&#41;")
    assert _setup_line({"count": 1, "land": 5}) == "1 Presence in a land"  # odd data: no crash


def test_spirit_overview_shows_complexity_only_when_present() -> None:
    from rulesets.spirit_island.pages.spirits import overview

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
