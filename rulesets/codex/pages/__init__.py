"""The Codex site: a page per card (its drawn face with the sample mark, its facts, the
rendered effect, the compiled operations), per codex and starting deck (their cards linked),
and the index pages. :data:`PAGES` is the ruleset's ``pages`` hook; :data:`PRINTING` its
``printing`` hook (the cards, 63 × 88 mm)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardsmith.tools.content.catalog import Record
from cardsmith.tools.printing.api import PrintKind, PrintSpec
from cardsmith.tools.publish.api import BasicPages, Section
from cardsmith.tools.publish.read import as_dict, as_int, as_list, scalar_text

from ..content import BUILDING, CARD_KINDS, CODEX, DECK, HERO, SPELL, UNIT, UPGRADE
from .faces import SAMPLE_MARK, card_face, type_line

if TYPE_CHECKING:
    from cardsmith.tools.publish.plan import SitePlan

SECTIONS = (
    Section(kind=UNIT, folder="units", title="Units"),
    Section(kind=HERO, folder="heroes", title="Heroes"),
    Section(kind=SPELL, folder="spells", title="Spells"),
    Section(kind=UPGRADE, folder="upgrades", title="Upgrades"),
    Section(kind=BUILDING, folder="buildings", title="Buildings"),
    Section(kind=CODEX, folder="codices", title="Codices"),
    Section(kind=DECK, folder="decks", title="Starting decks"),
)


class CodexPages(BasicPages):
    """Card faces with the sample mark; codices and decks link their cards."""

    def face(self, plan: SitePlan, record: Record) -> str:
        if record.kind in CARD_KINDS:
            return card_face(as_dict(record.data), record.kind)
        return ""

    def facts(self, record: Record) -> list[tuple[str, str]]:
        data = as_dict(record.data)
        out: list[tuple[str, str]] = []
        if record.kind in CARD_KINDS:
            out.append(("Type", type_line(record.kind, data)))
            if data.get("keywords"):
                out.append(("Keywords", ", ".join(map(str, as_list(data.get("keywords"))))))
            if record.kind == UNIT:
                out.append(("Attack / health", f"{data.get('attack')}/{data.get('health')}"))
            if record.kind == BUILDING:
                out.append(("Health", str(as_int(data.get("health")))))
                if data.get("workers"):
                    out.append(("Workers needed", str(data.get("workers"))))
        else:
            out.append(("Cards", str(len(as_list(data.get("cards"))))))
        if scalar_text(data.get("colour")):
            out.append(("Colour", scalar_text(data.get("colour")).capitalize()))
        out.append(("Sample", "written for cardsmith, not an official card"))
        return out

    def related(self, plan: SitePlan, record: Record) -> list[tuple[Record, str]]:
        data = as_dict(record.data)
        out: list[tuple[Record, str]] = []
        if record.kind in (CODEX, DECK):
            for key, why in (("heroes", "a hero of this codex"), ("cards", "a card of it")):
                for cid in dict.fromkeys(map(str, as_list(data.get(key)))):
                    found = next((r for k in CARD_KINDS for r in plan.records(k)
                                  if r.id == cid), None)
                    if found is not None:
                        out.append((found, why))
            return out
        for kind in (CODEX, DECK):
            for other in plan.records(kind):
                cards = [*as_list(as_dict(other.data).get("cards")),
                         *as_list(as_dict(other.data).get("heroes"))]
                if str(record.id) in {str(c) for c in cards}:
                    out.append((other, "holds this card"))
        return out

    def description(self, record: Record) -> str:
        return f"{scalar_text(record.get('text')) or record.kind} ({SAMPLE_MARK})"


PAGES = CodexPages(SECTIONS)

PRINTING = PrintSpec(kinds=tuple(PrintKind(kind=k, title=t) for k, t in (
    (UNIT, "Units"), (HERO, "Heroes"), (SPELL, "Spells"), (UPGRADE, "Upgrades"),
    (BUILDING, "Buildings"))))
