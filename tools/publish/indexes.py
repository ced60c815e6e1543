"""Overview pages (home, card finder, powers by kind/cost/speed/element, section lists), the nav,
the copied reference docs and :func:`generate`, which produces every page of a site.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from tools.content.catalog import Record
from tools.publish import pages, svg
from tools.publish.svg import ELEMENTS
from tools.publish.text import SitePlan, front_matter, href, md, record_name, url_of
from tools.search.query import card_index

KIND_ORDER = ("minor", "major", "unique")
REPO_DOCS = Path(__file__).resolve().parents[2] / "docs"
#: docs pages of the repo that describe the repo's own site and are not copied
SKIP_DOCS: frozenset[str] = frozenset()


def _card_table(plan: SitePlan, page: str, cards: list[Record]) -> list[str]:
    rows = ["| Card | Cost | Speed | Elements | Kind |", "|---|---|---|---|---|"]
    for card in cards:
        rows.append(
            f"| {plan.link(page, card)} | {md(card.get('cost', ''))} | {md(card.get('speed', ''))}"
            f" | {pages.elements_inline(card.get('elements'))} | {md(card.get('kind', ''))} |"
        )
    return [*rows, ""]


def _group_page(plan: SitePlan, page: str, title: str, intro: str,
                groups: list[tuple[str, list[Record]]]) -> str:
    out = [front_matter(title, intro), f"# {title}", "", intro, ""]
    for label, cards in groups:
        if cards:
            out += [f"## {label}", "", *_card_table(plan, page, cards)]
    return "\n".join(out)


def power_indexes(plan: SitePlan) -> dict[str, str]:
    """``powers/index.md`` (by kind) and the by-cost, by-speed and by-element pages."""
    cards = plan.records("power")
    kinds = sorted({str(c.get("kind")) for c in cards}, key=lambda k: (
        KIND_ORDER.index(k) if k in KIND_ORDER else 9, k))
    costs = sorted({c.get("cost") for c in cards if isinstance(c.get("cost"), int)})
    return {
        "powers/index.md": _group_page(
            plan, "powers/index.md", "Power cards",
            f"All {len(cards)} power cards by kind. See also: [by cost](by-cost.md), "
            "[by speed](by-speed.md), [by element](by-element.md), "
            "or search them in the [card finder](../finder.md).",
            [(f"{md(k.title())} powers", [c for c in cards if c.get("kind") == k])
             for k in kinds]),
        "powers/by-cost.md": _group_page(
            plan, "powers/by-cost.md", "Powers by cost", "Power cards grouped by energy cost.",
            [(f"Cost {n}", [c for c in cards if c.get("cost") == n]) for n in costs]),
        "powers/by-speed.md": _group_page(
            plan, "powers/by-speed.md", "Powers by speed", "Fast and slow power cards.",
            [(s.title(), [c for c in cards if c.get("speed") == s]) for s in ("fast", "slow")]),
        "powers/by-element.md": _group_page(
            plan, "powers/by-element.md", "Powers by element",
            "Power cards showing each element (a card appears once per element).",
            [(f"{pages.elements_inline([e])} {e.title()}",
              [c for c in cards if e in (c.get("elements") or [])]) for e in ELEMENTS]),
    }


def section_index(plan: SitePlan, kind: str, page: str, title: str, intro: str,
                  describe: Callable[[Record], str]) -> str:
    """A list page for a kind: a table with one link per record."""
    rows = [front_matter(title, intro), f"# {title}", "", intro, "",
            "| Name | About |", "|---|---|"]
    for record in plan.records(kind):
        rows.append(f"| {plan.link(page, record)} | {describe(record)} |")
    return "\n".join([*rows, ""])


def invader_index(plan: SitePlan) -> str:
    """``invaders/index.md``: the invader deck as small card faces, one row per stage."""
    intro = ("The invader deck by stage. Each card names the lands the Invaders explore; the "
             "stage II cards carry the adversary's escalation.")
    out = [front_matter("Invader cards", intro), "# Invader cards", "", intro, ""]
    stages: dict[Any, list[Record]] = {}
    for card in plan.records("invader"):
        stages.setdefault(card.get("stage"), []).append(card)
    for stage, cards in stages.items():
        label = pages.ROMAN.get(stage, stage) if isinstance(stage, int) else stage
        out += [f"## Stage {md(label)}", "", '<div class="cs-invader-grid" markdown="0">']
        for card in cards:
            target = href("../" + url_of(plan.page(card) or ""))
            out.append(f'<a class="cs-card-link" href="{target}" '
                       f'aria-label="{md(pages.invader_title(card))}">'
                       f"{svg.invader_face(card.data if isinstance(card.data, dict) else {})}</a>")
        out += ["</div>", ""]
    return "\n".join(out)


def fear_index(plan: SitePlan) -> str:
    """``fear/index.md``: every fear card with its three terror levels side by side."""
    intro = "Each fear card has three terror levels; the one in effect depends on the Fear earned."
    rows = [front_matter("Fear cards", intro), "# Fear cards", "", intro, "",
            "| Fear card | Terror level I | Terror level II | Terror level III |",
            "|---|---|---|---|"]
    for card in plan.records("fear"):
        levels = [lv if isinstance(lv, dict) else {} for lv in card.get("levels") or []]
        texts = [md(lv.get("text", "")) for lv in levels[:3]] + [""] * (3 - len(levels[:3]))
        rows.append(f"| {plan.link('fear/index.md', card)} | {' | '.join(texts)} |")
    return "\n".join([*rows, ""])


def home_page(plan: SitePlan) -> str:
    """The landing page: pack description, counts, entry points and the search syntax."""
    packs = plan.catalog.pack
    title = " + ".join(record_name(p) for p in packs) or "Card reference"
    description = " ".join(str(p.get("description") or "") for p in packs)
    counts = [("Power cards", "powers/index.md", len(plan.records("power"))),
              ("Spirits", "spirits/index.md", len(plan.records("spirit"))),
              ("Fear cards", "fear/index.md", len(plan.records("fear"))),
              ("Invader cards", "invaders/index.md", len(plan.records("invader"))),
              ("Boards", "boards/index.md", len(plan.records("board")))]
    lines = [front_matter(title, description or "Rules reference"), f"# {md(title)}", "",
             md(description), "", '<div class="grid cards" markdown>', ""]
    for label, target, n in counts:
        lines.append(f"- **[{label}]({target})** · {n}")
    lines += ["- **[Card finder](finder.md)** · search powers, fear cards and spirits", "",
              "</div>", "",
              "## Search in one line", "",
              "Try the [card finder](finder.md?q=el%3Awater+cost%3C%3D1): "
              "`el:water cost<=1 speed:fast kind:minor o:push spirit:\"Sun-Bright\"`.", ""]
    return "\n".join(lines)


FINDER_HELP = """
| Term | Meaning |
|---|---|
| `storm`, `"of the"` | name contains the words (also `name:storm`) |
| `el:water` | shows an element (`element:` too) |
| `cost<=1`, `cost:2`, `cost>3` | energy cost (`=`, `!=`, `<`, `<=`, `>`, `>=`) |
| `speed:fast` | speed of a power |
| `kind:minor`, `kind:power` | `minor`, `major`, `unique`, or any `power` card |
| `kind:fear`, `kind:spirit` | fear cards; spirits |
| `o:push`, `o:"1 fear"` | printed or rendered text contains (any terror level; a spirit's rules) |
| `spirit:"Sun-Bright"` | a unique power of that spirit |
| `range<=1`, `range:none`, `range:sacred-site` | range distance or where it counts from |
| `t:dahan`, `t:spirit`, `target:coastal` | target |
| `verb:gather` | compiled operation used by the effect |
| `el:air kind:spirit` | spirits with the element on a presence track or innate threshold |
| `-el:fire`, `a OR b`, `( … )` | negation, alternatives, grouping |
"""


def finder_page() -> str:
    """The card finder: query box, live results (``finder.js``) and the syntax table."""
    return "\n".join([
        front_matter("Card finder", "Search every power card, fear card and spirit with a "
                     "Scryfall-style query."),
        "# Card finder", "",
        "Power cards, fear cards and spirits. Cost, speed, range and target terms match power "
        "cards only; `kind:fear` or `kind:spirit` narrows to the others.", "",
        # mkdocs-material opens its own search for ?q= (and drops it on close): move the query
        # aside before the theme's bundle runs; finder.js reads it and puts it back in the URL.
        '<script>(function(){var u=new URL(window.location.href);if(u.searchParams.has("q")){'
        'window.__csQuery=u.searchParams.get("q");u.searchParams.delete("q");'
        'history.replaceState(history.state,"",u.href);}})();</script>', "",
        '<div id="cs-finder" class="cs-finder" data-root="../" markdown="0">'
        '<input id="cs-q" class="cs-q" type="search" autocomplete="off" spellcheck="false" '
        'placeholder="el:water cost<=1 speed:fast o:push" aria-label="Card query">'
        '<p id="cs-status" class="cs-status" aria-live="polite"></p>'
        '<ul id="cs-results" class="cs-results"></ul></div>', "",
        "## Query syntax", FINDER_HELP,
    ])


def reference_pages(docs_dir: Path = REPO_DOCS) -> Iterator[tuple[str, Path]]:
    """``(site path, file)`` for each repo doc copied under ``reference/`` (sorted)."""
    if not docs_dir.is_dir():
        return
    for path in sorted(docs_dir.rglob("*")):
        relpath = path.relative_to(docs_dir).as_posix()
        if path.is_file() and relpath not in SKIP_DOCS and not path.name.startswith("."):
            yield f"reference/{relpath}", path


def nav(plan: SitePlan, reference: list[str]) -> list[Any]:
    """The mkdocs ``nav``: sections with their overview pages and every record page."""
    def pages_of(kind: str) -> list[str]:
        return [p for r in plan.records(kind) if (p := plan.page(r))]

    powers: list[Any] = ["powers/index.md", "powers/by-cost.md", "powers/by-speed.md",
                         "powers/by-element.md"]
    for kind in KIND_ORDER:
        cards = [p for r in plan.records("power") if r.get("kind") == kind and (p := plan.page(r))]
        if cards:
            powers.append({f"{kind.title()} powers": cards})
    out: list[Any] = ["index.md", {"Card finder": "finder.md"}, {"Powers": powers}]
    sections = (("Spirits", "spirit", "spirits"), ("Fear", "fear", "fear"),
                ("Invaders", "invader", "invaders"), ("Boards", "board", "boards"))
    for label, kind, section in sections:
        out.append({label: [f"{section}/index.md", *pages_of(kind)]})
    docs = [p for p in reference if p.endswith(".md")]
    if docs:
        out.append({"Reference": docs})
    return out


def generate(plan: SitePlan) -> Iterator[tuple[str, str | bytes]]:
    """Every generated file of the docs dir as ``(path, text or bytes)``, pages first."""
    renderers = {"power": pages.power_page, "spirit": pages.spirit_page, "fear": pages.fear_page,
                 "invader": pages.invader_page, "board": pages.board_page}
    for kind, render in renderers.items():
        for record in plan.records(kind):
            page = plan.page(record)
            if page:
                yield page, render(plan, record)
    yield "index.md", home_page(plan)
    yield "finder.md", finder_page()
    yield from power_indexes(plan).items()
    yield "spirits/index.md", section_index(
        plan, "spirit", "spirits/index.md", "Spirits", "Every spirit of the pack.",
        lambda s: md(f"{len(s.get('innates') or [])} innate powers, "
                     f"{len(s.get('unique_powers') or [])} unique powers"))
    yield "fear/index.md", fear_index(plan)
    yield "invaders/index.md", invader_index(plan)
    yield "boards/index.md", section_index(
        plan, "board", "boards/index.md", "Boards", "Island boards: lands, adjacency and setup.",
        lambda b: md(f"{len(b.get('lands') or [])} lands, "
                     f"{sum(1 for ld in b.get('lands') or [] if ld.get('coastal'))} coastal"))
    def record_url(record: Record) -> str | None:
        page = plan.page(record)
        return url_of(page) if page else None

    index = json.dumps(card_index(plan.catalog, record_url), ensure_ascii=True)
    # inert even if someone pastes it into HTML: no raw < > & in the file
    yield "assets/cards.json", (index.replace("<", "\\u003c").replace(">", "\\u003e")
                                .replace("&", "\\u0026"))
    for site_path, path in reference_pages():
        yield site_path, path.read_bytes()

