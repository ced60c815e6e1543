"""The Risk Deep Space site: a page per action card (its drawn face, when and how it is
played, the rendered effect, the compiled operations) and per galaxy (the map drawn from the
board data, its spaces and 2-player covers), and the overview pages.

:data:`PAGES` is the ruleset's ``pages`` hook (a :class:`cardsmith.tools.publish.api.BasicPages`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from cardsmith.dsl.ir import op_names
from cardsmith.rulesets.risk_deep_space.content import ACTION_CARD, EFFECT, GALAXY
from cardsmith.rulesets.risk_deep_space.pages.faces import (
    card_face,
    cost_text,
    target_text,
    timing_text,
)
from cardsmith.rulesets.risk_deep_space.pages.galaxy import covered, galaxy_map
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.api import BasicPages, Section
from cardsmith.tools.publish.pages import section_index
from cardsmith.tools.publish.read import as_dict, as_int, as_list, dicts, scalar_text, words
from cardsmith.tools.publish.text import front_matter, href, md, url_of

if TYPE_CHECKING:
    from cardsmith.tools.publish.plan import SitePlan

SECTIONS = (
    Section(kind=ACTION_CARD, folder="cards", title="Action cards"),
    Section(kind=GALAXY, folder="galaxy", title="Galaxy", label="The galaxy map"),
)
#: compiled operations that only structure an effect (not verbs)
STRUCTURAL = frozenset({"if", "may", "either", "for_each"})


def verbs(ops: object) -> list[str]:
    """The verbs (operation names) of compiled operations, structure left out, sorted."""
    return op_names(ops, STRUCTURAL)


class RiskPages(BasicPages):
    """The Risk Deep Space pages hook: card faces, the galaxy map, a grid of cards."""

    def face(self, plan: SitePlan, record: Record) -> str:
        data = as_dict(record.data)
        if record.kind == ACTION_CARD:
            return card_face(data)
        if record.kind == GALAXY:
            return galaxy_map(data)
        return ""

    def facts(self, record: Record) -> list[tuple[str, str]]:
        data = as_dict(record.data)
        if record.kind == ACTION_CARD:
            out = [("Cost", cost_text(data)), ("Played", timing_text(data))]
            if target_text(data):
                out.append(("Target", target_text(data)))
            copies = as_int(data.get("copies"))
            if copies is not None:
                out.append(("Copies", f"{copies} in the deck"))
            if data.get("sample") is True:
                out.append(("Sample", "written for this toolkit, not an official card"))
            return out
        if record.kind == GALAXY:
            warp = words(as_dict(data.get("gem_warp")).get("connects"))
            return [("Planets", str(len(dicts(data.get("planets"))))),
                    ("Home stations", str(len(dicts(data.get("home_stations"))))),
                    ("Connections", str(len(as_list(data.get("connections"))))),
                    ("Gem warp", ", ".join(warp) or "none"),
                    *([("Stand-in", "an authored layout, not the printed map")]
                      if data.get("stand_in") is True else [])]
        return super().facts(record)

    def related(self, plan: SitePlan, record: Record) -> list[tuple[Record, str]]:
        if record.kind != ACTION_CARD:
            return []
        mine = set(verbs(record.ops.get(EFFECT)))
        out = []
        for other in plan.records(ACTION_CARD):
            shared = mine & set(verbs(other.ops.get(EFFECT)))
            if other is not record and shared:
                out.append((other, "the verb " + ", ".join(sorted(shared))))
        return out

    def record_page(self, plan: SitePlan, record: Record) -> str:
        page = super().record_page(plan, record)
        if record.kind == GALAXY:
            page += "\n" + spaces_table(as_dict(record.data))
        return page

    def index_pages(self, plan: SitePlan) -> Iterable[tuple[str, str]]:
        for section in self.sections:
            if section.kind == ACTION_CARD:
                yield section.index_page, card_index(plan, section)
            else:
                yield section.index_page, section_index(
                    plan, section.kind, section.index_page, section.title,
                    "The board of the pack.", self.about)


def card_index(plan: SitePlan, section: Section) -> str:
    """``cards/index.md``: every card's face, linking to its page, then a table."""
    cards = plan.records(ACTION_CARD)
    intro = (f"All {len(cards)} action cards of the pack "
             f"({sum(as_int(c.get('copies')) or 1 for c in cards)} in the deck).")
    out = [front_matter(section.title, intro), f"# {section.title}", "", intro, "",
           '<div class="cs-card-grid" markdown="0">']
    for card in cards:
        target = href("../" + url_of(plan.page(card) or ""))
        out.append(f'<a class="cs-card-link" href="{target}">{card_face(as_dict(card.data))}</a>')
    out += ["</div>", "", "| Card | Cost | Played | Text |", "|---|---|---|---|"]
    for card in cards:
        data = as_dict(card.data)
        text = " ".join(scalar_text(data.get("text")).split())
        out.append(f"| {plan.link(section.index_page, card)} | {md(cost_text(data))} | "
                   f"{md(timing_text(data))} | {md(text)} |")
    return "\n".join([*out, ""])


def spaces_table(data: dict[str, object]) -> str:
    """The spaces of a galaxy: what each is joined to, the warp, the 2-player covers."""
    links: dict[str, list[str]] = {}
    for pair in as_list(data.get("connections")):
        ends = words(pair)
        if len(ends) == 2:
            links.setdefault(ends[0], []).append(ends[1])
            links.setdefault(ends[1], []).append(ends[0])
    warp = set(words(as_dict(data.get("gem_warp")).get("connects")))
    covers = covered(data)
    rows = ["## Spaces", "", "| Space | Name | Joined to | Gem warp | Covered (2 players) |",
            "|---|---|---|---|---|"]
    for planet in dicts(data.get("planets")):
        pid = scalar_text(planet.get("id"))
        rows.append(f"| {md(pid)} | {md(scalar_text(planet.get('name')))} | "
                    f"{md(', '.join(links.get(pid, [])))} | {'yes' if pid in warp else ''} | "
                    f"{md('; '.join(covers.get(pid, [])))} |")
    for station in dicts(data.get("home_stations")):
        sid = scalar_text(station.get("id"))
        rows.append(f"| {md(sid)} | {md(scalar_text(station.get('colour')))} home station | "
                    f"{md(', '.join(links.get(sid, [])))} |  |  |")
    return "\n".join([*rows, ""])


PAGES = RiskPages(SECTIONS)
