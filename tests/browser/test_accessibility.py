"""Accessibility and phones: axe-core on every page type (0 serious or critical violations),
and the pages at a 390-px-wide viewport (no horizontal overflow, text of at least 10 px).

axe-core comes from npm (``tests/browser/axe``, installed by ``tests/run.sh`` when missing).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from cardsmith.tools.publish.site import publish
from tests.browser.test_site import ARGS, CHROMIUM, PUBLISH, _serve

AXE = Path(__file__).parent / "axe" / "node_modules" / "axe-core" / "axe.min.js"
if not AXE.is_file():  # tests/run.sh installs it; a missing engine is a failure
    raise RuntimeError(f"{AXE} is missing: run `npm install --prefix tests/browser/axe`")

from playwright import sync_api  # noqa: E402

PAGES = {
    "home": "",
    "finder": "finder/?q=el%3Awater",
    "power index": "powers/",
    "card": "cards/call-of-the-dahan-ways/",
    "spirit": "spirits/sun-bright-whirlwind/",
    "fear": "fear/dahan-raid/",
    "invader": "invaders/stage-2-coastal/",
    "board": "boards/a/",
    "set": "sets/publish-fixture/",
    "sets": "sets/",
}


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("a11y")
    publish([PUBLISH / "pack"], root / "site")
    server, url = _serve(root / "site")
    yield url
    server.shutdown()


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


def _violations(page: object) -> list[str]:
    page.add_script_tag(path=str(AXE))  # type: ignore[attr-defined]
    found = page.evaluate(  # type: ignore[attr-defined]
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
        ".filter(v => v.impact === 'serious' || v.impact === 'critical')"
        ".map(v => v.id + ': ' + v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' '"
        " + (n.failureSummary || '').split('\\n').slice(1, 2).join('')).join(' | '))")
    return list(found)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("name", list(PAGES))
def test_no_serious_axe_violations(browser: object, site: str, name: str, scheme: str) -> None:
    context = browser.new_context(color_scheme=scheme)  # type: ignore[attr-defined]
    page = context.new_page()
    page.goto(site + PAGES[name])
    if scheme == "dark":  # the palette toggle's choice, as a reader would make it
        page.evaluate("document.body.setAttribute('data-md-color-scheme', 'slate')")
    page.wait_for_load_state("networkidle")
    assert _violations(page) == [], name
    context.close()


@pytest.mark.parametrize("name", list(PAGES))
def test_readable_at_390_px(browser: object, site: str, name: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844})  # type: ignore[attr-defined]
    page = context.new_page()
    page.goto(site + PAGES[name])
    page.wait_for_load_state("networkidle")
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"{name}: {overflow}px wider than the screen"
    small = page.evaluate(
        "() => [...document.querySelectorAll('svg text')].filter(t => t.getBBox().height > 0"
        " && t.getBoundingClientRect().height < 10 * 0.9).map(t => t.textContent).slice(0, 5)")
    assert small == [], f"{name}: labels under 10 px: {small}"
    context.close()
