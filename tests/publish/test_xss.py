"""Stored XSS: content reaches the generated Markdown only escaped, for Markdown *and* HTML.

Element names, innate element counts, file names, names, ids and printed text carrying
``[l](onmouseover=document.title=1//)``, ``[c](javascript:alert(1))``, ``<img onerror>`` and
``"><script>`` payloads must come out of the built site as text: no ``on*`` attribute, no
``javascript:`` URL, no script element made from content.
"""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from pathlib import Path

import markdown
import pytest
from typer.testing import CliRunner
from xss_payloads import (
    ALL,
    CLEAN_SLUG,
    CLEAN_TEXT,
    IMG,
    LINK_JS,
    LINK_ON,
    PAYLOADS,
    POWER_SLUG,
    SOURCE_FILE,
    SPIRIT_SLUG,
    SVG_FILE,
    make_clean_payload_pack,
    make_payload_pack,
)

from cardsmith.rulesets.spirit_island.pages import faces, icons, island, spirits
from cardsmith.tools.cli import app
from cardsmith.tools.publish.indexes import generate
from cardsmith.tools.publish.plan import SitePlan
from cardsmith.tools.publish.site import load_catalog, mkdocs_config
from cardsmith.tools.publish.text import attr, href, md

URL_ATTRS = {"href", "src", "xlink:href", "action", "formaction", "data", "poster", "srcdoc"}
SCHEMES = ("javascript:", "vbscript:", "data:")


class _Audit(HTMLParser):
    """Everything in a page that could run code, and the text of chosen elements."""

    def __init__(self) -> None:
        super().__init__()
        self.active: list[str] = []
        self.aria: list[str] = []
        self._script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._script = tag == "script"
        for name, value in attrs:
            plain = re.sub(r"[\x00-\x20]", "", value or "").lower()
            if name.startswith("on"):
                self.active.append(f"<{tag} {name}={value!r}>")
            if name in URL_ATTRS and plain.startswith(SCHEMES):
                self.active.append(f"<{tag} {name}={value!r}>")
            if name == "aria-label" and value:
                self.aria.append(value)
        if tag in ("img", "iframe", "object", "embed", "base"):  # the theme has none
            self.active.append(f"<{tag} {attrs}>")

    def handle_endtag(self, tag: str) -> None:
        self._script = False

    def handle_data(self, data: str) -> None:
        if self._script and ("alert(" in data or "document.title" in data):
            self.active.append(f"<script>{data[:80]}")


def _audit(page: Path) -> _Audit:
    audit = _Audit()
    audit.feed(page.read_text(encoding="utf-8"))
    return audit


def _texts(page_html: str, pattern: str) -> list[str]:
    """The unescaped text of every match of ``pattern`` (one group, no nested tags)."""
    return [html.unescape(m) for m in re.findall(pattern, page_html, flags=re.S)]


@pytest.fixture(scope="module")
def payload_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from cardsmith.tools.publish.site import publish

    root = tmp_path_factory.mktemp("payloads")
    publish([make_payload_pack(root)], root / "site", strict=True)
    return root / "site"


# --- the escaping helpers -----------------------------------------------------------------


def test_md_output_is_inert_in_markdown_and_html() -> None:
    for payload in (*PAYLOADS, SOURCE_FILE, "`code` *em* _em_ {: .x } | ~~s~~ \\ !["):
        out = md(payload)
        assert not re.search(r"[\[\]()<>\"'`*_{}|\\!~=:]", re.sub(r"&#\d+;", "", out)), out
        assert html.unescape(out) == payload
    assert attr(LINK_ON).startswith('"') and html.unescape(attr(LINK_ON)[1:-1]) == LINK_ON


def test_href_can_never_carry_a_scheme_or_leave_its_quotes() -> None:
    assert href("../cards/call-of-the-dahan-ways/") == "../cards/call-of-the-dahan-ways/"
    for nasty in ("javascript:alert(1)", 'x" onmouseover="alert(1)', "a) [b](c"):
        out = href(nasty)
        assert not re.search(r"[:\"'()\[\] <>]", out), out


def test_icon_in_a_markdown_table_cell_stays_one_attribute() -> None:
    """The original bug: Python-Markdown reads the text around inline HTML, so a Markdown link
    inside an ``aria-label`` became ``<a href="...">`` whose quotes ended the attribute."""
    cell = icons.elements_inline({LINK_ON: LINK_JS, IMG: 2})
    out = markdown.markdown(f"| Threshold |\n|---|\n| {cell} |\n",
                            extensions=["tables", "attr_list", "md_in_html"])
    assert "<a" not in out and "<img" not in out
    audit = _Audit()
    audit.feed(out)
    assert audit.active == []
    assert LINK_ON in audit.aria and IMG in audit.aria
    assert LINK_JS in _texts(out, r'<span class="cs-count">(.*?)</span>')


def test_svg_drawings_escape_markdown_too() -> None:
    card = {"name": LINK_ON, "kind": "minor", "cost": LINK_JS, "elements": [LINK_ON],
            "threshold": {"elements": {LINK_ON: LINK_JS}, "text": ALL}, "text": ALL}
    for drawing in (faces.power_face(card, {"effect": ALL}, LINK_JS), icons.inline_icon(LINK_ON),
                    faces.fear_face({"name": LINK_JS, "levels": [{"text": ALL}]}, {}),
                    island.invader_face({"name": LINK_JS, "terrains": [LINK_ON]}),
                    island.board_map({"name": LINK_ON, "lands": [
                        {"number": 1, "terrain": LINK_JS, "setup": {LINK_ON: LINK_JS}}]}),
                    spirits.presence_tracks({"energy": [{"energy": LINK_JS, "element": LINK_ON}]})):
        stripped = re.sub(r"&#\d+;", "", drawing)
        for payload in (*PAYLOADS, "[l]", "[c]", "]("):
            assert payload not in stripped


# --- the generated Markdown ---------------------------------------------------------------


def test_no_payload_reaches_the_markdown_raw(tmp_path: Path) -> None:
    pack = make_payload_pack(tmp_path)
    plan = SitePlan.build(load_catalog([pack])[0], [pack])
    checked = 0
    for path, text in generate(plan):
        if not path.endswith(".md") or path.startswith("reference/") or path == "finder.md":
            continue  # copied docs and the finder page (its own script) hold no content
        body = text.split("\n---\n", 1)[1]  # the front matter is YAML, printed HTML-escaped
        body = re.sub(r"````json\n.*?````", "", body, flags=re.S)  # operations: code blocks
        for needle in (*PAYLOADS, SOURCE_FILE, SVG_FILE, "[l]", "[c]", "[source]", "<img",
                       "<script", "onmouseover=", "javascript:"):
            assert needle not in body, (path, needle)
        checked += 1
    assert checked > 20
    config = mkdocs_config(plan, tmp_path / "docs", tmp_path / "site", [])
    assert "<" not in config["site_name"] and "<" not in config["site_description"]


# --- the built site -----------------------------------------------------------------------


def test_payload_site_has_no_active_markup(payload_site: Path) -> None:
    pages_seen = 0
    for page in sorted(payload_site.rglob("*.html")):
        assert _audit(page).active == [], page.relative_to(payload_site)
        pages_seen += 1
    assert pages_seen > 30


def test_payloads_show_as_text(payload_site: Path) -> None:
    card = (payload_site / "cards" / POWER_SLUG / "index.html").read_text(encoding="utf-8")
    assert f"{LINK_ON} {IMG}" in _texts(card, r"<h1[^>]*>(.*?)<a ")[0]
    assert {LINK_ON, IMG} <= set(_audit(payload_site / "cards" / POWER_SLUG / "index.html").aria)
    assert _texts(card, r'<dd class="cs-fact-cost">(.*?)</dd>') == [LINK_JS]
    assert _texts(card, r'<p class="cs-printed">(.*?)</p>') == [ALL]
    assert _texts(card, r'<p class="cs-threshold-line">.*?</svg>: (.*?)</p>') == [ALL]
    assert _texts(card, r"Source file: <code>(.*?)</code>") == [
        f"payload-pack/powers/minor/{SVG_FILE}"]
    renamed = (payload_site / "cards" / "steam-vents" / "index.html").read_text(encoding="utf-8")
    assert _texts(renamed, r"Source file: <code>(.*?)</code>") == [
        f"payload-pack/powers/minor/{SOURCE_FILE}"]
    spirit = (payload_site / "spirits" / SPIRIT_SLUG / "index.html").read_text(encoding="utf-8")
    assert LINK_JS in _texts(spirit, r'<span class="cs-count">(.*?)</span>')
    assert LINK_ON in _audit(payload_site / "spirits" / SPIRIT_SLUG / "index.html").aria
    for index in ("powers", "powers/by-speed"):  # a string cost: not on by-cost
        assert LINK_ON in _audit(payload_site / index / "index.html").aria, index


# --- end to end: a pack that lints clean ---------------------------------------------------


def test_lint_clean_pack_with_a_link_file_name_publishes_inert(tmp_path: Path) -> None:
    pack = make_clean_payload_pack(tmp_path)
    runner = CliRunner()
    lint = runner.invoke(app, ["lint", str(pack)])
    assert lint.exit_code == 0, lint.output
    assert "0 errors, 0 warnings" in lint.output
    out = tmp_path / "site"
    published = runner.invoke(app, ["publish", str(pack), "--out", str(out), "--strict"])
    assert published.exit_code == 0, published.output
    for page in sorted(out.rglob("*.html")):
        assert _audit(page).active == [], page.relative_to(out)
    card = (out / "cards" / CLEAN_SLUG / "index.html").read_text(encoding="utf-8")
    assert _texts(card, r"Source file: <code>(.*?)</code>") == [
        f"clean-pack/powers/minor/{SOURCE_FILE}"]
    assert not re.search(r"<a [^>]*>\s*source\s*</a>", card)
    assert _texts(card, r'<p class="cs-printed">(.*?)</p>') == [CLEAN_TEXT]
