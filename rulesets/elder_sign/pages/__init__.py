"""The Elder Sign site: a page per card (its drawn face with the sample mark, its facts, the
English of every effect field, the compiled operations), a grid of faces per kind.

:data:`PAGES` is the ruleset's ``pages`` hook (a :class:`cardsmith.tools.publish.api.BasicPages`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from cardsmith.rulesets.elder_sign.content import (
    ADVENTURE,
    ALLY,
    ANCIENT_ONE,
    INVESTIGATOR,
    ITEM,
    MONSTER,
    MYTHOS,
    OTHER_WORLD,
    SPELL,
)
from cardsmith.rulesets.elder_sign.pages.faces import card_face, subtitle
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.api import BasicPages, Section
from cardsmith.tools.publish.text import front_matter, href, md, url_of

if TYPE_CHECKING:
    from cardsmith.tools.publish.plan import SitePlan

SECTIONS = (
    Section(kind=ADVENTURE, folder="adventures", title="Adventures"),
    Section(kind=OTHER_WORLD, folder="other-worlds", title="Other Worlds"),
    Section(kind=MYTHOS, folder="mythos", title="Mythos cards"),
    Section(kind=ITEM, folder="items", title="Items"),
    Section(kind=SPELL, folder="spells", title="Spells"),
    Section(kind=ALLY, folder="allies", title="Allies"),
    Section(kind=INVESTIGATOR, folder="investigators", title="Investigators"),
    Section(kind=MONSTER, folder="monsters", title="Monsters"),
    Section(kind=ANCIENT_ONE, folder="ancient-ones", title="Ancient One"),
)
SAMPLE_NOTE = ("Every card of this pack is a sample written for cardsmith to exercise the "
               "rules: the source rule book prints no card texts, so none is an official card.")


class ElderSignPages(BasicPages):
    """The Elder Sign pages hook: card faces, facts, a grid of faces per kind."""

    def face(self, plan: SitePlan, record: Record) -> str:
        return card_face(record)

    def description(self, record: Record) -> str:
        return f"{subtitle(record)} (sample card)"

    def facts(self, record: Record) -> list[tuple[str, str]]:
        out = [("Card", subtitle(record))]
        out += [(k, v) for k, v in super().facts(record) if k not in ("Kind", "Sample")]
        out.append(("Sample", "written for this toolkit, not an official card"))
        return out

    def about(self, record: Record) -> str:
        return md(subtitle(record))

    def index_pages(self, plan: SitePlan) -> Iterable[tuple[str, str]]:
        for section in self.sections:
            yield section.index_page, card_index(plan, section)


def card_index(plan: SitePlan, section: Section) -> str:
    """A section's index: every card's face linking to its page, then a table."""
    cards = plan.records(section.kind)
    intro = f"All {len(cards)} {section.title.lower()} of the pack. {SAMPLE_NOTE}"
    out = [front_matter(section.title, intro), f"# {section.title}", "", intro, "",
           '<div class="cs-card-grid" markdown="0">']
    for card in cards:
        target = href("../" + url_of(plan.page(card) or ""))
        out.append(f'<a class="cs-card-link" href="{target}">{card_face(card)}</a>')
    out += ["</div>", "", "| Card | What |", "|---|---|"]
    for card in cards:
        out.append(f"| {plan.link(section.index_page, card)} | {md(subtitle(card))} |")
    return "\n".join([*out, ""])


PAGES = ElderSignPages(SECTIONS)
