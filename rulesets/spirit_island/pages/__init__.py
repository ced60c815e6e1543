"""The Spirit Island site: a page per power card, spirit, aspect, fear card, Blight Card, Event
card, adversary, invader card and island board, with drawn card faces, board maps and presence
tracks, and the overview pages.

:data:`PAGES` is the ruleset's ``pages`` hook (:class:`cardsmith.tools.publish.api.SitePages`); its
static files (element icons, the game's CSS) are in ``assets/``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from cardsmith.rulesets.spirit_island.pages import (
    aspects,
    cards,
    events,
    indexes,
    lands,
    spirits,
    variants,
)
from cardsmith.rulesets.spirit_island.pages.icons import ASSETS
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.publish.api import BasicPages, Section
from cardsmith.tools.publish.text import slugify

if TYPE_CHECKING:
    from cardsmith.tools.publish.plan import SitePlan

SECTIONS = (
    Section(kind="power", folder="cards", title="Powers", label="Power cards",
            index="powers/index.md"),
    Section(kind="spirit", folder="spirits", title="Spirits"),
    Section(kind="aspect", folder="aspects", title="Aspects"),
    Section(kind="fear", folder="fear", title="Fear", label="Fear cards"),
    Section(kind="blight", folder="blight", title="Blight", label="Blight cards"),
    Section(kind="event", folder="events", title="Events", label="Event cards"),
    Section(kind="adversary", folder="adversaries", title="Adversaries"),
    Section(kind="invader", folder="invaders", title="Invaders", label="Invader cards"),
    Section(kind="board", folder="boards", title="Boards"),
)
RENDERERS: dict[str, Callable[[SitePlan, Record], str]] = {
    "power": cards.power_page,
    "spirit": spirits.spirit_page,
    "aspect": aspects.aspect_page,
    "fear": cards.fear_page,
    "blight": variants.blight_page,
    "event": events.event_page,
    "adversary": variants.adversary_page,
    "invader": lands.invader_page,
    "board": lands.board_page,
}


def _stage(record: Record) -> int:
    stage = record.get("stage")
    return stage if isinstance(stage, int) else 9


class SpiritIslandPages(BasicPages):
    """The Spirit Island pages hook."""

    def slug(self, record: Record) -> str:
        stage = record.get("stage") if record.kind == "invader" else None
        if isinstance(stage, int):  # several invader cards share a terrain
            return slugify(f"stage-{stage}-{record.name or record.id or record.kind}")
        return super().slug(record)

    def order(self, kind: str, records: list[Record]) -> list[Record]:
        if kind == "invader":  # the deck's order: by stage
            return sorted(records, key=_stage)
        return records

    def record_page(self, plan: SitePlan, record: Record) -> str:
        render = RENDERERS.get(record.kind)
        return render(plan, record) if render else super().record_page(plan, record)

    def face(self, plan: SitePlan, record: Record) -> str:
        return cards.face_of(record)

    def index_pages(self, plan: SitePlan) -> Iterable[tuple[str, str]]:
        return indexes.index_pages(plan)

    def nav(self, plan: SitePlan, section: Section) -> list[Any]:
        if section.kind == "power":
            return indexes.power_nav(plan)
        return super().nav(plan, section)


PAGES = SpiritIslandPages(SECTIONS, assets=ASSETS, css=("spirit-island.css",))
