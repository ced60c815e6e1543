"""The sheet plan: which records print (the ruleset's kinds, narrowed by a ``--query``), in
what order, and every page with what goes where — before any PDF is drawn.

Each print kind starts on a new page. Cards fill their kind's grid row by row; with backs, each
front page is followed by its back page, every back in the mirrored box of its card (so it
lands behind it when the sheet is printed two-sided, flipped on the long edge). A panel fills
a page alone; with backs, its back page holds its back, or nothing when the kind has none (so
the fronts after it stay on front sides).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from cardsmith.tools.printing.api import PrintKind, PrintSpec
from cardsmith.tools.printing.generic import plain_back, text_face
from cardsmith.tools.printing.layout import Box, Grid, Line, card_grid, panel_grid, paper_size

if TYPE_CHECKING:
    from cardsmith.tools.content.catalog import Catalog, Record

#: a record's drawing (SVG)
Draw = Callable[["Record"], str]


@dataclass(frozen=True, kw_only=True)
class Options:
    """What ``cardsmith print`` was asked for."""

    paper: str = "a4"
    #: millimetres of background beyond each cut line
    bleed: float = 0.0
    #: a back page after each front page
    backs: bool = False
    #: a search query (the ``cardsmith search`` language) selecting the records
    query: str | None = None


@dataclass(frozen=True)
class Placement:
    """One drawing on a page: its box (the cut size, bleed outside it), SVG and background."""

    box: Box
    svg: str
    background: str
    #: the record it shows
    label: str = ""


@dataclass
class Page:
    """One PDF page: paper size (mm), drawings, crop marks, and what it holds."""

    paper: tuple[float, float]
    kind: str
    bleed: float
    back: bool = False
    placements: list[Placement] = field(default_factory=list)
    marks: list[Line] = field(default_factory=list)


@dataclass(frozen=True)
class KindPlan:
    """The records of one print kind, in print order, with its grid."""

    spec: PrintKind
    records: tuple[Record, ...]
    grid: Grid

    @property
    def sheets(self) -> int:
        """Front pages of the kind."""
        per = self.grid.per_page
        return (len(self.records) + per - 1) // per


def order_records(spec: PrintKind, records: Sequence[Record],
                  list_order: Callable[[str, list[Record]], list[Record]] | None) -> list[Record]:
    """Records in print order: by name, then the pages hook's list order, then the kind's
    ``sort_key`` (each sort stable)."""
    found = sorted(records, key=lambda r: ((r.name or r.id or "").lower(), r.id or ""))
    if list_order is not None:
        found = list_order(spec.kind, found)
    if spec.sort_key is not None:
        found.sort(key=spec.sort_key)
    return found


def plan_kinds(spec: PrintSpec, chosen: Sequence[Record], options: Options,
               list_order: Callable[[str, list[Record]], list[Record]] | None = None,
               ) -> list[KindPlan]:
    """The kinds with records to print, in the spec's order, each with its grid."""
    paper = paper_size(options.paper)
    plans = []
    for kind in spec.kinds:
        records = [r for r in chosen if r.kind == kind.kind]
        if not records:
            continue
        make = panel_grid if kind.panel else card_grid
        grid = make(paper, kind.size, options.bleed)
        plans.append(KindPlan(kind, tuple(order_records(kind, records, list_order)), grid))
    return plans


def page_count(plans: Sequence[KindPlan], backs: bool) -> int:
    """Pages of the whole print."""
    return sum(p.sheets for p in plans) * (2 if backs else 1)


def build_pages(plans: Sequence[KindPlan], options: Options, face: Callable[[PrintKind], Draw],
                catalog: Catalog, progress: Callable[[], None] | None = None) -> list[Page]:
    """Every page of the print (``face`` gives a kind's face drawing; ``progress`` is called
    once per page)."""
    pages: list[Page] = []
    for plan in plans:
        spec, grid = plan.spec, plan.grid
        draw_face = face(spec)
        title = spec.title or spec.kind
        for start in range(0, len(plan.records), grid.per_page):
            batch = plan.records[start:start + grid.per_page]
            front = Page(grid.paper, spec.kind, grid.bleed, marks=grid.marks(len(batch)))
            back = Page(grid.paper, spec.kind, grid.bleed, back=True)
            for i, record in enumerate(batch):
                colour = spec.background_of(record)
                label = record.name or record.id or ""
                front.placements.append(Placement(grid.box(i), draw_face(record), colour, label))
                if not options.backs:
                    continue
                if spec.back is not None:
                    svg = spec.back(record, catalog)
                elif spec.panel:
                    continue
                else:
                    svg = plain_back(title, spec.size, colour)
                back.placements.append(Placement(grid.back_box(i), svg, colour, label))
            pages.append(front)
            if progress:
                progress()
            if options.backs:
                pages.append(back)
                if progress:
                    progress()
    return pages


def generic_face(spec: PrintKind) -> Draw:
    """The core's text face for a kind."""
    title = spec.title or spec.kind
    return lambda record: text_face(record, title, spec.size)
