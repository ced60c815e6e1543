"""The published site in a real browser (Debian's Chromium through Playwright).

Skipped when /usr/bin/chromium is missing (``tests/run.sh`` installs it).
"""

from __future__ import annotations

import functools
import importlib.util
import io
import json
import shutil
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from PIL import Image

from cardsmith.tools.publish.site import publish
from tests.publish.six_packs import six_packs

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
PUBLISH = Path(__file__).parents[1] / "publish"
CASES = json.loads((PUBLISH / "search_cases.json").read_text(encoding="utf-8"))
XSS_NAME = "<script>alert(1)</script>"
XSS_CARD = f"""\
id: xss-card
name: "{XSS_NAME}"
kind: minor
cost: 2
speed: fast
elements: [fire, water]
range: {{from: presence, distance: 1}}
target: {{land: any}}
text: "<img src=x onerror=alert(2)> **bold** [click](javascript:alert(4))"
effect: fear 1
"""

from playwright import sync_api  # noqa: E402 - a dev dependency: never silently skipped

_spec = importlib.util.spec_from_file_location("publish_xss_payloads", PUBLISH / "xss_payloads.py")
assert _spec is not None and _spec.loader is not None
payloads = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(payloads)

if not Path(CHROMIUM).exists():  # tests/run.sh installs it; a missing browser is a failure
    raise RuntimeError(f"{CHROMIUM} is missing: run `apt-get install chromium` (tests/run.sh does)")


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def _serve(root: Path) -> tuple[ThreadingHTTPServer, str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


@pytest.fixture(scope="module")
def sites(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    """Base URLs of the served sites: the search-fixture pack, it plus an XSS card, it with a
    second pack (``sets``), and six packs (``six``: as many as the shipped Spirit Island
    sets)."""
    root = tmp_path_factory.mktemp("browser")
    publish([PUBLISH / "pack"], root / "fixture")
    xss_pack = root / "xss-pack"
    shutil.copytree(PUBLISH / "pack", xss_pack)
    (xss_pack / "powers" / "minor" / "xss-card.yaml").write_text(XSS_CARD, encoding="utf-8")
    publish([xss_pack], root / "xss")
    publish([PUBLISH.parents[1] / p for p in CASES["several_packs"]["packs"]], root / "sets")
    publish(six_packs(root / "six-packs"), root / "six")
    servers = {name: _serve(root / name) for name in ("fixture", "xss", "sets", "six")}
    yield {name: url for name, (_, url) in servers.items()}
    for server, _ in servers.values():
        server.shutdown()


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser: object) -> Iterator[object]:
    context = browser.new_context()  # type: ignore[attr-defined]
    pg = context.new_page()
    pg.errors = []  # type: ignore[attr-defined]
    pg.on("console", lambda m: m.type == "error" and pg.errors.append(m.text))
    pg.on("pageerror", lambda e: pg.errors.append(str(e)))
    yield pg
    context.close()


def _result_ids(page: object) -> list[str]:
    page.wait_for_selector("#cs-finder[data-ready=yes]")  # type: ignore[attr-defined]
    return sorted(page.eval_on_selector_all(  # type: ignore[attr-defined]
        "#cs-results li", "els => els.map(e => e.dataset.id)"))


def test_home_page_loads_without_console_errors(page: object, sites: dict[str, str]) -> None:
    page.goto(sites["fixture"])  # type: ignore[attr-defined]
    page.wait_for_load_state("networkidle")  # type: ignore[attr-defined]
    assert "Publish Fixture" in page.title()  # type: ignore[attr-defined]
    assert page.errors == []  # type: ignore[attr-defined]


def test_card_page_shows_cost_elements_and_text(page: object, sites: dict[str, str]) -> None:
    page.goto(sites["fixture"] + "cards/call-of-the-dahan-ways/")  # type: ignore[attr-defined]
    face = page.locator("svg.cs-card-face").first  # type: ignore[attr-defined]
    assert face.locator(".cs-card-cost").text_content() == "1"
    assert face.locator(".cs-card-speed").text_content() == "SLOW"
    titles = face.locator("g > title").all_text_contents()
    assert titles == ["moon", "water", "animal", "moon"]  # three on the card, one in threshold
    assert page.locator(".cs-fact-cost").text_content() == "1"  # type: ignore[attr-defined]
    printed = page.locator(".cs-printed").text_content()  # type: ignore[attr-defined]
    assert printed == "Replace 1 Explorer with 1 Dahan."
    assert page.errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("case", CASES["cases"], ids=lambda c: c["query"] or "<empty>")
def test_finder_matches_the_shared_cases(page: object, sites: dict[str, str], case: dict) -> None:
    page.goto(sites["fixture"] + "finder/")  # type: ignore[attr-defined]
    page.wait_for_selector("#cs-finder[data-ready=yes]")  # type: ignore[attr-defined]
    page.fill("#cs-q", case["query"])  # type: ignore[attr-defined]
    status = page.locator("#cs-status").text_content()  # type: ignore[attr-defined]
    if case.get("error"):
        assert status.startswith("Query error")
        if "message" in case:  # the same did-you-mean as Python's
            assert status == "Query error: " + case["message"]
    else:
        assert _result_ids(page) == case["ids"]
    assert page.errors == []  # type: ignore[attr-defined]


@pytest.mark.parametrize("case", CASES["several_packs"]["cases"], ids=lambda c: c["query"])
def test_finder_set_filter_of_several_packs(page: object, sites: dict[str, str],
                                            case: dict) -> None:
    page.goto(sites["sets"] + "finder/")  # type: ignore[attr-defined]
    page.wait_for_selector("#cs-finder[data-ready=yes]")  # type: ignore[attr-defined]
    page.fill("#cs-q", case["query"])  # type: ignore[attr-defined]
    status = page.locator("#cs-status").text_content()  # type: ignore[attr-defined]
    if case.get("error"):
        assert status == "Query error: " + case["message"]
    else:
        assert _result_ids(page) == case["ids"]
    assert page.errors == []  # type: ignore[attr-defined]


def test_finder_set_picker(page: object, sites: dict[str, str]) -> None:
    page.goto(sites["fixture"] + "finder/")  # type: ignore[attr-defined]
    page.wait_for_selector("#cs-finder[data-ready=yes]")  # type: ignore[attr-defined]
    assert page.locator("#cs-set").count() == 0  # type: ignore[attr-defined]  # one pack
    page.goto(sites["sets"] + "finder/?q=" + quote("kind:minor"))  # type: ignore[attr-defined]
    page.wait_for_selector("#cs-finder[data-ready=yes]")  # type: ignore[attr-defined]
    options = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "#cs-set option", "els => els.map(e => [e.value, e.textContent])")
    assert options == [["", "all sets"], ["publish-fixture", "Publish Fixture"],
                       ["second-fixture", "Jagged Fixture"]]
    assert len(_result_ids(page)) == 10
    page.select_option("#cs-set", "second-fixture")  # type: ignore[attr-defined]
    assert page.input_value("#cs-q") == "kind:minor set:second-fixture"  # type: ignore[attr-defined]
    assert _result_ids(page) == ["like-calls-to-like", "skies-herald-the-season-of-return"]
    assert "set%3Asecond-fixture" in page.url  # type: ignore[attr-defined]
    page.select_option("#cs-set", "publish-fixture")  # type: ignore[attr-defined]
    assert page.input_value("#cs-q") == "kind:minor set:publish-fixture"  # type: ignore[attr-defined]
    assert len(_result_ids(page)) == 8
    page.select_option("#cs-set", "")  # type: ignore[attr-defined]
    assert page.input_value("#cs-q") == "kind:minor"  # type: ignore[attr-defined]
    page.go_back()  # type: ignore[attr-defined]  # each pick is its own history entry
    page.wait_for_function(  # type: ignore[attr-defined]
        "document.querySelector('#cs-q').value === 'kind:minor set:publish-fixture'")
    assert page.input_value("#cs-set") == "publish-fixture"  # type: ignore[attr-defined]
    page.fill("#cs-q", "set:jagged")  # type: ignore[attr-defined]  # words of a name: no option
    assert page.input_value("#cs-set") == ""  # type: ignore[attr-defined]
    page.fill("#cs-q", "SET:Second-Fixture o:dahan")  # type: ignore[attr-defined]
    assert page.input_value("#cs-set") == "second-fixture"  # type: ignore[attr-defined]
    help_text = page.locator("article").text_content()  # type: ignore[attr-defined]
    assert "set:publish-fixture, set:second-fixture" in help_text
    assert page.errors == []  # type: ignore[attr-defined]


def test_permalink_restores_the_query(page: object, sites: dict[str, str]) -> None:
    query = 'el:water cost<=1 speed:fast kind:minor'
    expected = next(c["ids"] for c in CASES["cases"] if c["query"] == query)
    page.goto(sites["fixture"] + "finder/?q=" + quote(query))  # type: ignore[attr-defined]
    assert _result_ids(page) == expected
    assert page.input_value("#cs-q") == query  # type: ignore[attr-defined]
    assert "q=" in page.evaluate("location.search")  # type: ignore[attr-defined]
    # the theme's own search dialog must not have grabbed the query
    assert not page.evaluate(  # type: ignore[attr-defined]
        "document.querySelector('[data-md-toggle=search]').checked")
    page.fill("#cs-q", "kind:major")  # type: ignore[attr-defined]
    page.wait_for_function(  # type: ignore[attr-defined]
        "new URLSearchParams(location.search).get('q') === 'kind:major'", timeout=5000)


def test_xss_card_is_text_and_no_dialog_fires(page: object, sites: dict[str, str]) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))  # type: ignore[attr-defined]
    page.goto(sites["xss"] + "cards/script-alert-1-script/")  # type: ignore[attr-defined]
    page.wait_for_load_state("networkidle")  # type: ignore[attr-defined]
    heading = page.locator("h1").first.text_content()  # type: ignore[attr-defined]
    assert heading.replace("¶", "").strip() == XSS_NAME
    assert XSS_NAME in page.title()  # type: ignore[attr-defined]
    printed = page.locator(".cs-printed").text_content()  # type: ignore[attr-defined]
    assert printed.startswith("<img src=x onerror=alert(2)> **bold**")
    svg_name = page.locator("svg.cs-card-face .cs-card-name").text_content()  # type: ignore[attr-defined]
    assert svg_name == XSS_NAME
    page.goto(sites["xss"] + "finder/?q=" + quote("el:fire cost:2"))  # type: ignore[attr-defined]
    assert _result_ids(page) == ["xss-card"]
    assert page.locator(".cs-result-name").text_content() == XSS_NAME  # type: ignore[attr-defined]
    page.goto(sites["xss"] + "powers/")  # type: ignore[attr-defined]
    page.wait_for_load_state("networkidle")  # type: ignore[attr-defined]
    assert dialogs == []


def test_finder_lists_fear_cards_and_spirits_with_links(page: object,
                                                        sites: dict[str, str]) -> None:
    page.goto(sites["fixture"] + "finder/?q="  # type: ignore[attr-defined]
              + quote("-kind:power -kind:invader -kind:board"))
    assert _result_ids(page) == ["dahan-raid", "isolation", "sun-bright-whirlwind"]
    types = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "#cs-results li", "els => els.map(e => e.dataset.type)")
    assert sorted(types) == ["fear", "fear", "spirit"]
    meta = page.locator("li[data-id=isolation] .cs-result-meta").text_content()  # type: ignore[attr-defined]
    assert meta.startswith("Fear card · Level I: Each player Removes")
    page.click("li[data-id=dahan-raid] a")  # type: ignore[attr-defined]
    page.wait_for_url("**/fear/dahan-raid/")  # type: ignore[attr-defined]
    bands = page.locator("svg.cs-fear-face .cs-fear-band")  # type: ignore[attr-defined]
    assert bands.count() == 3
    assert "In each: 2 Damage" in bands.nth(2).locator(".cs-fear-printed").text_content()
    page.goto(sites["fixture"] + "finder/?q=" + quote("kind:spirit"))  # type: ignore[attr-defined]
    assert _result_ids(page) == ["sun-bright-whirlwind"]
    page.click("li[data-id=sun-bright-whirlwind] a")  # type: ignore[attr-defined]
    page.wait_for_url("**/spirits/sun-bright-whirlwind/")  # type: ignore[attr-defined]
    assert page.errors == []  # type: ignore[attr-defined]


def test_invader_index_draws_the_deck(page: object, sites: dict[str, str]) -> None:
    page.goto(sites["fixture"] + "invaders/")  # type: ignore[attr-defined]
    face = page.locator(".cs-invader-grid a svg.cs-invader-face").first  # type: ignore[attr-defined]
    assert face.locator("title").first.text_content() == "Stage II: Coastal Lands"
    assert face.locator(".cs-escalation").count() == 1
    box = face.bounding_box()
    assert box and 100 <= box["width"] <= 200  # a small card, not stretched
    page.locator(".cs-invader-grid a").first.click()  # type: ignore[attr-defined]
    page.wait_for_url("**/invaders/stage-2-coastal-lands/")  # type: ignore[attr-defined]
    assert page.errors == []  # type: ignore[attr-defined]


def test_print_keeps_the_card_and_hides_chrome_and_operations(page: object,
                                                               sites: dict[str, str]) -> None:
    page.goto(sites["fixture"] + "fear/isolation/")  # type: ignore[attr-defined]
    page.emulate_media(media="print")  # type: ignore[attr-defined]
    assert page.locator("svg.cs-fear-face").is_visible()  # type: ignore[attr-defined]
    for hidden in (".md-header", ".md-sidebar--primary", ".md-typeset details"):
        assert not page.locator(hidden).first.is_visible(), hidden  # type: ignore[attr-defined]


#: every element with an ``on*`` attribute, and every ``javascript:`` (or data:, vbscript:) URL
AUDIT_JS = """() => {
  const bad = [];
  for (const el of document.querySelectorAll('*')) {
    for (const a of el.attributes) {
      const v = a.value.replace(/[\\u0000-\\u0020]/g, '').toLowerCase();
      const url = /(^|:)href$|^src$|^action$|^formaction$/.test(a.name);
      if (a.name.startsWith('on') || (url && /^(javascript|vbscript|data):/.test(v))) {
        bad.push(el.tagName + ' ' + a.name + '=' + a.value);
      }
    }
  }
  for (const a of document.querySelectorAll('a[href^="javascript:" i]')) bad.push(a.outerHTML);
  for (const a of document.links) if (a.protocol === 'javascript:') bad.push(a.outerHTML);
  for (const s of document.scripts) if (/alert\\(|document\\.title/.test(s.text)) bad.push(s.text);
  return bad;
}"""
#: mouse over (and focus) every element icon, count and code span, including ones off screen
HOVER_ALL_JS = """() => {
  const els = document.querySelectorAll('svg.cs-el, svg.cs-el *, .cs-count, svg title, code');
  for (const el of els) {
    for (const type of ['mouseover', 'mouseenter', 'mousemove', 'focus']) {
      el.dispatchEvent(new MouseEvent(type, {bubbles: true}));
    }
  }
  return els.length;
}"""


@pytest.fixture(scope="module")
def payload_sites(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """The payload pack (published by the library: it does not lint) and the lint-clean pack
    with ``[source](javascript:alert(1)).yaml``, linted and published by the CLI."""
    from typer.testing import CliRunner

    from cardsmith.tools.cli import app

    root = tmp_path_factory.mktemp("payload-browser")
    publish([payloads.make_payload_pack(root)], root / "payload")
    clean = payloads.make_clean_payload_pack(root)
    runner = CliRunner()
    lint = runner.invoke(app, ["lint", str(clean)])
    assert lint.exit_code == 0 and "0 errors, 0 warnings" in lint.output, lint.output
    built = runner.invoke(app, ["publish", str(clean), "--out", str(root / "clean"), "--strict"])
    assert built.exit_code == 0, built.output
    servers = {name: _serve(root / name) for name in ("payload", "clean")}
    pages = sorted(p.parent.relative_to(root / "payload").as_posix() + "/"
                   for p in (root / "payload").rglob("index.html"))
    yield {"pages": [p.removeprefix("./") for p in pages if not p.startswith("reference/")],
           **{name: url for name, (_, url) in servers.items()}}
    for server, _ in servers.values():
        server.shutdown()


def _assert_inert(page: object, url: str, dialogs: list[str], hover: bool = True) -> None:
    """No active markup, and hovering the icons changes nothing (title, dialogs, markup)."""
    page.goto(url)  # type: ignore[attr-defined]
    page.wait_for_load_state("networkidle")  # type: ignore[attr-defined]
    title = page.title()  # type: ignore[attr-defined]
    assert page.evaluate(AUDIT_JS) == [], url  # type: ignore[attr-defined]
    icons = page.locator("svg.cs-el")  # type: ignore[attr-defined]
    for i in range(min(icons.count(), 40) if hover else 0):  # real mouse moves
        icon = icons.nth(i)
        if icon.is_visible():
            icon.hover()
    page.evaluate(HOVER_ALL_JS)  # type: ignore[attr-defined]
    page.wait_for_timeout(50)  # type: ignore[attr-defined]
    assert page.title() == title, url  # type: ignore[attr-defined]
    assert page.evaluate(AUDIT_JS) == [], url  # type: ignore[attr-defined]
    assert dialogs == [], url


@pytest.mark.parametrize("path", [
    "", "powers/", "powers/by-speed/", "powers/by-element/",
    f"cards/{payloads.POWER_SLUG}/", "cards/steam-vents/", f"spirits/{payloads.SPIRIT_SLUG}/",
    "fear/", "invaders/", "boards/"])
def test_payload_pages_run_no_content_script(page: object, payload_sites: dict[str, Any],
                                             path: str) -> None:
    """Hovering element icons on the power indexes and the spirit page runs nothing; no
    ``on*`` attribute and no ``javascript:`` link exists on any payload page."""
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))  # type: ignore[attr-defined]
    _assert_inert(page, payload_sites["payload"] + path, dialogs)
    labels = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "svg.cs-el", "els => els.map(e => e.getAttribute('aria-label'))")
    if path in ("powers/", f"spirits/{payloads.SPIRIT_SLUG}/", f"cards/{payloads.POWER_SLUG}/"):
        assert payloads.LINK_ON in labels  # the payload is the label, as text
    if path == f"spirits/{payloads.SPIRIT_SLUG}/":
        counts = page.locator(".cs-count").all_text_contents()  # type: ignore[attr-defined]
        assert payloads.LINK_JS in counts
        assert page.locator("td a").count() == 0  # type: ignore[attr-defined]


def test_every_payload_page_is_inert(page: object, payload_sites: dict[str, Any]) -> None:
    """Every page of the payload site: fear card, board, invader card, unique powers, finder."""
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))  # type: ignore[attr-defined]
    assert len(payload_sites["pages"]) > 25
    for path in payload_sites["pages"]:
        _assert_inert(page, payload_sites["payload"] + path, dialogs, hover=False)


def test_source_file_named_like_a_link_is_text(page: object,
                                               payload_sites: dict[str, Any]) -> None:
    """End to end: a pack that lints clean, with ``[source](javascript:alert(1)).yaml``."""
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))  # type: ignore[attr-defined]
    url = payload_sites["clean"] + f"cards/{payloads.CLEAN_SLUG}/"
    _assert_inert(page, url, dialogs)
    source = page.locator(".cs-source")  # type: ignore[attr-defined]
    links = source.locator("a")
    assert links.count() == 1  # the set's page (the pack's slug), never the file
    assert links.first.get_attribute("class") == "cs-set"
    assert links.first.get_attribute("href").startswith("../../sets/")
    assert source.locator("code a").count() == 0
    assert source.locator("code").text_content() == (
        f"clean-pack/powers/minor/{payloads.SOURCE_FILE}")
    assert page.locator(".cs-printed").text_content() == payloads.CLEAN_TEXT  # type: ignore[attr-defined]
    source.locator("code").click()
    page.wait_for_timeout(50)  # type: ignore[attr-defined]
    assert page.url == url and dialogs == []  # type: ignore[attr-defined]


def test_every_example_on_the_site_returns_results(page: object, sites: dict[str, str]) -> None:
    page.goto(sites["fixture"])  # type: ignore[attr-defined]
    examples = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "a[href*='finder/?q=']", "els => els.map(e => e.href)")
    page.goto(sites["fixture"] + "finder/")  # type: ignore[attr-defined]
    placeholder = page.get_attribute("#cs-q", "placeholder")  # type: ignore[attr-defined]
    examples.append(sites["fixture"] + "finder/?q=" + quote(placeholder))
    assert len(examples) >= 2
    for url in examples:
        page.goto(url)  # type: ignore[attr-defined]
        assert _result_ids(page), url
        assert page.evaluate("document.activeElement.id") == "cs-q"  # type: ignore[attr-defined]


def test_finder_history_sort_grid_and_random(page: object, sites: dict[str, str]) -> None:
    page.goto(sites["fixture"] + "finder/")  # type: ignore[attr-defined]
    page.wait_for_selector("#cs-finder[data-ready=yes]")  # type: ignore[attr-defined]
    start = page.evaluate("history.length")  # type: ignore[attr-defined]
    page.type("#cs-q", "kind:major")  # type: ignore[attr-defined]
    page.press("#cs-q", "Enter")  # type: ignore[attr-defined]
    assert page.evaluate("history.length") == start + 1  # type: ignore[attr-defined]
    majors = _result_ids(page)
    assert majors
    page.fill("#cs-q", "")  # type: ignore[attr-defined]
    page.type("#cs-q", "gather dahan")  # type: ignore[attr-defined]
    page.press("#cs-q", "Enter")  # type: ignore[attr-defined]
    assert page.evaluate("history.length") == start + 2  # type: ignore[attr-defined]
    assert _result_ids(page) == ["call-to-migrate"]
    page.go_back()  # type: ignore[attr-defined]
    page.wait_for_function("document.querySelector('#cs-q').value === 'kind:major'")  # type: ignore[attr-defined]
    assert _result_ids(page) == majors
    page.select_option("#cs-sort", "cost")  # type: ignore[attr-defined]
    costs = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "#cs-results .cs-result-cost", "els => els.map(e => +e.textContent)")
    assert costs == sorted(costs) and len(costs) == len(majors)
    page.select_option("#cs-view", "grid")  # type: ignore[attr-defined]
    assert page.locator("#cs-results img.cs-result-face").count() == len(majors)  # type: ignore[attr-defined]
    page.click("#cs-random")  # type: ignore[attr-defined]
    page.wait_for_url("**/cards/**")  # type: ignore[attr-defined]
    assert any(page.url.rstrip("/").endswith(i) for i in majors)  # type: ignore[attr-defined]
    assert page.errors == []  # type: ignore[attr-defined]


def test_card_face_downloads_and_opengraph_image(page: object, sites: dict[str, str]) -> None:
    page.goto(sites["fixture"] + "cards/call-of-the-dahan-ways/")  # type: ignore[attr-defined]
    og = page.get_attribute("meta[property='og:image']", "content")  # type: ignore[attr-defined]
    assert og.endswith("og.png")  # a raster image: link unfurlers show no SVG
    png = page.request.get(page.url + og)  # type: ignore[attr-defined]
    assert png.ok and png.headers["content-type"] == "image/png"
    image = Image.open(io.BytesIO(png.body()))
    assert image.format == "PNG" and image.size == (1200, 630)
    assert image.convert("RGB").getpixel((600, 315)) != image.convert("RGB").getpixel((5, 5))
    sizes = [page.get_attribute(f"meta[property='og:image:{k}']", "content")  # type: ignore[attr-defined]
             for k in ("width", "height", "type")]
    assert sizes == ["1200", "630", "image/png"]
    svg = page.request.get(sites["fixture"] + "cards/call-of-the-dahan-ways/face.svg")  # type: ignore[attr-defined]
    assert svg.ok and svg.text().startswith("<svg")
    with page.expect_download() as info:  # type: ignore[attr-defined]
        page.click("button.cs-png")  # type: ignore[attr-defined]
    path = info.value.path()
    assert Path(path).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert info.value.suggested_filename == "call-of-the-dahan-ways.png"
    with page.expect_download() as svg_info:  # type: ignore[attr-defined]
        page.click("a[download]:has-text('face (SVG)')")  # type: ignore[attr-defined]
    assert svg_info.value.suggested_filename == "call-of-the-dahan-ways.svg"  # not face.svg
    assert Path(svg_info.value.path()).read_text(encoding="utf-8").startswith("<svg")
    assert page.errors == []  # type: ignore[attr-defined]


def test_header_search_sends_key_value_queries_to_the_finder(page: object,
                                                            sites: dict[str, str]) -> None:
    page.goto(sites["fixture"] + "powers/")  # type: ignore[attr-defined]
    page.keyboard.press("s")  # type: ignore[attr-defined]  # material opens its search
    page.wait_for_selector("input.md-search__input", state="visible")  # type: ignore[attr-defined]
    assert page.get_attribute(".md-search", "aria-label") == "Search the site"  # type: ignore[attr-defined]
    page.fill("input.md-search__input", "speed:fast kind:major")  # type: ignore[attr-defined]
    page.press("input.md-search__input", "Enter")  # type: ignore[attr-defined]
    page.wait_for_url("**/finder/**")  # type: ignore[attr-defined]
    expected = next(c["ids"] for c in CASES["cases"] if c["query"] == "speed:fast kind:major")
    assert _result_ids(page) == expected
    assert page.input_value("#cs-q") == "speed:fast kind:major"  # type: ignore[attr-defined]


def test_spirit_page_for_players(page: object, sites: dict[str, str]) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})  # type: ignore[attr-defined]
    page.goto(sites["fixture"] + "spirits/sun-bright-whirlwind/")  # type: ignore[attr-defined]
    overview = page.locator(".cs-overview").text_content()  # type: ignore[attr-defined]
    assert "Gains" in overview and "air" in overview and "1 innate power ·" in overview
    faces = page.locator(".cs-card-grid-full svg.cs-card-face")  # type: ignore[attr-defined]
    assert faces.count() >= 1
    for i in range(faces.count()):
        box = faces.nth(i).bounding_box()
        assert box["width"] >= 319  # the card's own size, not two thirds
        footer = faces.nth(i).locator(".cs-card-footer").bounding_box()
        assert box["x"] <= footer["x"] and footer["x"] + footer["width"] <= box["x"] + box["width"]
    options = page.eval_on_selector_all(  # type: ignore[attr-defined]
        ".cs-growth-option", "els => els.map(o => [...o.querySelectorAll('li')].map(li => "
        "[li.querySelector('svg.cs-growth-icon')?.dataset.kind, "
        "li.querySelector('.cs-growth-words').textContent]))")
    assert options == [  # the panel's icons, then its words (panel_text)
        [["reclaim", "Reclaim Cards"], ["card", "Gain Power Card"], ["energy", "Gain 1 Energy"]],
        [["presence", "Add a Presence (Range 1)"], ["energy", "Gain 4 Energy"]],
        [["card", "Gain Power Card"], ["presence", "Add a Presence (Range 4)"]],
    ]
    ranges = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "svg.cs-growth-icon[data-kind=presence] text", "els => els.map(e => e.textContent)")
    assert ranges == ["1", "4"]  # the range drawn beside the presence, as on the panel
    energy = page.locator("svg.cs-growth-icon[data-kind=energy]").first  # type: ignore[attr-defined]
    assert energy.text_content() == "+1" and energy.bounding_box()["width"] == 30
    headings = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "article h2", "els => els.map(e => e.textContent.replace('¶', '').trim())")
    assert "Growth (pick one)" in headings
    setup = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "article h2#setup ~ ul:first-of-type li", "els => els.map(e => e.textContent)")
    assert setup == ["1 Presence in the highest-numbered Sands",
                     "2 Presence in the lowest-numbered Mountain"]
    assert page.locator(".cs-overview .cs-el-names").text_content() == "air, sun"  # type: ignore[attr-defined]
    page.goto(sites["fixture"] + "spirits/")  # type: ignore[attr-defined]
    assert "1 innate power," in page.locator("article").text_content()  # type: ignore[attr-defined]
    page.goto(sites["fixture"] + "powers/by-element/")  # type: ignore[attr-defined]
    headings = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "article h2", "els => els.map(e => e.textContent.trim())")
    assert "Sun¶" in headings and not any("sun Sun" in h for h in headings)
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_site_of_several_packs_has_one_short_title(page: object, sites: dict[str, str]) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})  # type: ignore[attr-defined]
    page.goto(sites["sets"])  # type: ignore[attr-defined]
    assert page.title() == "Spirit Island — 2 sets"  # type: ignore[attr-defined]
    heading = page.locator("article h1").first.text_content()  # type: ignore[attr-defined]
    assert heading.strip().removesuffix("¶") == "Spirit Island — 2 sets"  # ¶: the permalink
    topic = page.locator(".md-header__topic").first.text_content()  # type: ignore[attr-defined]
    assert topic.strip() == "Spirit Island — 2 sets"
    tabs = page.eval_on_selector_all(  # type: ignore[attr-defined]
        ".md-tabs__link", "els => els.map(e => [e.textContent.trim(), e.scrollWidth <= "
        "e.clientWidth + 1])")
    assert tabs and all(fits for _, fits in tabs), tabs  # no tab label is cut at 1280 px
    assert "Card finder" in [label for label, _ in tabs]
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_site_of_six_packs_is_named_by_the_game_and_its_sets(page: object,
                                                              sites: dict[str, str]) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})  # type: ignore[attr-defined]
    page.goto(sites["six"])  # type: ignore[attr-defined]
    assert page.title() == "Spirit Island — 6 sets"  # type: ignore[attr-defined]
    topic = page.locator(".md-header__topic").first.text_content()  # type: ignore[attr-defined]
    assert topic.strip() == "Spirit Island — 6 sets"
    tabs = page.eval_on_selector_all(  # type: ignore[attr-defined]
        ".md-tabs__link", "els => els.map(e => [e.textContent.trim(), e.scrollWidth <= "
        "e.clientWidth + 1])")
    assert tabs[0][0] == "Spirit Island — 6 sets" and "Sets" in [t for t, _ in tabs]
    assert all(fits for _, fits in tabs), tabs
    page.goto(sites["six"] + "cards/fifth-card/")  # type: ignore[attr-defined]
    assert page.title() == "Fifth Card - Spirit Island — 6 sets"  # type: ignore[attr-defined]
    assert page.errors == []  # type: ignore[attr-defined]


def test_one_pack_s_titles_are_never_doubled(page: object, sites: dict[str, str]) -> None:
    for path, title in [("", "Publish Fixture"), ("sets/publish-fixture/", "Publish Fixture"),
                        ("sets/", "Sets - Publish Fixture"),
                        ("fear/isolation/", "Isolation - Publish Fixture")]:
        page.goto(sites["fixture"] + path)  # type: ignore[attr-defined]
        assert page.title() == title, path  # type: ignore[attr-defined]
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_card_page_names_its_set_and_the_set_page_lists_it(page: object,
                                                             sites: dict[str, str]) -> None:
    page.goto(sites["six"] + "cards/like-calls-to-like/")  # type: ignore[attr-defined]
    link = page.locator("article .cs-source a.cs-set")  # type: ignore[attr-defined]
    assert link.text_content() == "Jagged Fixture"
    assert page.locator("article .cs-source").text_content().startswith(  # type: ignore[attr-defined]
        "Set: Jagged Fixture · Source file:")
    link.click()
    page.wait_for_url("**/sets/second-fixture/")  # type: ignore[attr-defined]
    assert page.title() == "Jagged Fixture - Spirit Island — 6 sets"  # type: ignore[attr-defined]
    assert page.locator("article h1").text_content().startswith(  # type: ignore[attr-defined]
        "Jagged Fixture")
    headings = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "article h2", "els => els.map(e => e.textContent.replace('¶', '').trim())")
    assert headings == ["Powers"]  # the ruleset's section titles
    listed = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "article li a", "els => els.map(e => e.textContent.trim())")
    assert listed == ["Like Calls to Like", "Skies Herald The Season Of Return"]
    page.click("article li a >> text=Like Calls to Like")  # type: ignore[attr-defined]
    page.wait_for_url("**/cards/like-calls-to-like/")  # type: ignore[attr-defined]
    page.goto(sites["six"] + "sets/")  # type: ignore[attr-defined]
    sets = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "article td a", "els => els.map(e => e.textContent.trim())")
    assert sets == ["Publish Fixture", "Jagged Fixture", "Branch Fixture", "Horizons Fixture",
                    "Nature Fixture", "Promo Fixture"]
    assert page.errors == []  # type: ignore[attr-defined]
