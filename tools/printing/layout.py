"""Sheet geometry in millimetres (origin at the paper's top-left corner): papers, the card grid,
panel pages, mirrored back positions and crop marks. Pure arithmetic, no PDF.

Cards sit edge to edge in a centred grid (each with its bleed around it, so with bleed the cut
lines come in pairs): as many columns and rows as fit inside the paper less :data:`EDGE` on
every side — 3 × 3 standard cards (63 × 88 mm) on A4 and on Letter. Crop marks extend every
cut line into the margin around the grid, so each card's corners are marked on both edges and
no mark touches a card or its bleed. A panel prints alone, at real size when it fits the
paper either way round (the page turns to landscape for a wide panel), else scaled to fit.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import floor

#: paper sizes (portrait), width × height in millimetres
PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
#: millimetres kept free at every paper edge around the grid (unprintable strip and marks)
EDGE = 6.0
#: millimetres at the paper's edge no mark enters (what most printers cannot print)
UNPRINTABLE = 3.0
#: the gap between a bleed edge and its crop mark, and the longest mark (millimetres)
MARK_GAP = 1.0
MARK_LENGTH = 5.0
#: the most bleed ``--bleed`` accepts (millimetres)
MAX_BLEED = 5.0
#: points per millimetre (PDF units)
PT = 72 / 25.4

#: a line from (x1, y1) to (x2, y2), in millimetres
Line = tuple[float, float, float, float]


class LayoutError(ValueError):
    """A card or panel that cannot be laid out on the paper."""


@dataclass(frozen=True)
class Box:
    """A rectangle: left, top, width, height (millimetres)."""

    x: float
    y: float
    w: float
    h: float

    def grown(self, by: float) -> Box:
        """The box with ``by`` added on every side (its bleed box)."""
        return Box(self.x - by, self.y - by, self.w + 2 * by, self.h + 2 * by)

    def mirrored(self, paper_w: float) -> Box:
        """The box mirrored left to right on a paper ``paper_w`` wide (long-edge duplex)."""
        return Box(paper_w - self.x - self.w, self.y, self.w, self.h)


@dataclass(frozen=True)
class Grid:
    """The layout of one kind's pages: paper, card boxes in reading order, scale and marks."""

    paper: tuple[float, float]
    columns: int
    rows: int
    #: the card's printed size (real size × ``scale``)
    card: tuple[float, float]
    bleed: float
    #: 1 at real size; less for a panel shrunk to fit the paper
    scale: float = 1.0

    @property
    def per_page(self) -> int:
        """Cards on one page."""
        return self.columns * self.rows

    @property
    def landscape(self) -> bool:
        """The paper is turned (wider than tall)."""
        return self.paper[0] > self.paper[1]

    def _origin(self) -> tuple[float, float]:
        cell_w, cell_h = self.card[0] + 2 * self.bleed, self.card[1] + 2 * self.bleed
        return ((self.paper[0] - self.columns * cell_w) / 2 + self.bleed,
                (self.paper[1] - self.rows * cell_h) / 2 + self.bleed)

    def box(self, index: int) -> Box:
        """The card box (without bleed) of the ``index``-th card on a page, row by row."""
        x0, y0 = self._origin()
        row, column = divmod(index, self.columns)
        step_w, step_h = self.card[0] + 2 * self.bleed, self.card[1] + 2 * self.bleed
        return Box(x0 + column * step_w, y0 + row * step_h, self.card[0], self.card[1])

    def back_box(self, index: int) -> Box:
        """Where the back of the ``index``-th card prints on the back page (mirrored)."""
        return self.box(index).mirrored(self.paper[0])

    def marks(self, count: int | None = None) -> list[Line]:
        """Crop marks of the first ``count`` cards (default: a full page): every cut line of
        their columns and rows, drawn in the margin beyond the outermost bleed edges."""
        count = self.per_page if count is None else count
        boxes = [self.box(i) for i in range(count)]
        if not boxes:
            return []
        outer = [b.grown(self.bleed) for b in boxes]
        top, bottom = min(b.y for b in outer), max(b.y + b.h for b in outer)
        left, right = min(b.x for b in outer), max(b.x + b.w for b in outer)
        xs = sorted({round(v, 6) for b in boxes for v in (b.x, b.x + b.w)})
        ys = sorted({round(v, 6) for b in boxes for v in (b.y, b.y + b.h)})
        lines: list[Line] = []
        for x in xs:
            lines += _mark(x, top, -1, vertical=True)
            lines += _mark(x, bottom, +1, vertical=True, limit=self.paper[1])
        for y in ys:
            lines += _mark(y, left, -1, vertical=False)
            lines += _mark(y, right, +1, vertical=False, limit=self.paper[0])
        return lines


def _mark(at: float, edge: float, direction: int, *, vertical: bool,
          limit: float = 0.0) -> list[Line]:
    """One crop mark on the cut line ``at``, going out from ``edge`` (away from the grid)."""
    start = edge + direction * MARK_GAP
    room = (start - UNPRINTABLE) if direction < 0 else (limit - UNPRINTABLE - start)
    length = min(MARK_LENGTH, room)
    if length <= 0:
        return []
    end = start + direction * length
    return [(at, start, at, end)] if vertical else [(start, at, end, at)]


def paper_size(name: str) -> tuple[float, float]:
    """A paper's portrait size by name (``a4``, ``letter``)."""
    try:
        return PAPERS[name.lower()]
    except KeyError:
        raise LayoutError(f"unknown paper {name!r} (known: {', '.join(PAPERS)})") from None


def card_grid(paper: tuple[float, float], size: tuple[float, float], bleed: float) -> Grid:
    """The grid of cards of ``size`` (mm) with ``bleed`` on a portrait ``paper``."""
    width, height = paper
    cell_w, cell_h = size[0] + 2 * bleed, size[1] + 2 * bleed
    columns = floor((width - 2 * EDGE) / cell_w + 1e-9)
    rows = floor((height - 2 * EDGE) / cell_h + 1e-9)
    if columns < 1 or rows < 1:
        raise LayoutError(f"a {size[0]:g} × {size[1]:g} mm card with {bleed:g} mm bleed does "
                          f"not fit on {width:g} × {height:g} mm paper")
    return Grid(paper, columns, rows, size, bleed)


def panel_grid(paper: tuple[float, float], size: tuple[float, float], bleed: float) -> Grid:
    """One panel of ``size`` (mm) per page: real size on the paper turned the way it fits
    (portrait first), else the larger of the two scaled fits."""
    best: Grid | None = None
    for turned in (paper, (paper[1], paper[0])):
        room_w = turned[0] - 2 * EDGE - 2 * bleed
        room_h = turned[1] - 2 * EDGE - 2 * bleed
        scale = min(1.0, room_w / size[0], room_h / size[1])
        if scale <= 0:
            continue
        grid = Grid(turned, 1, 1, (size[0] * scale, size[1] * scale), bleed, scale)
        if scale >= 1.0:
            return grid
        if best is None or grid.scale > best.scale:
            best = grid
    if best is None:
        raise LayoutError(f"a {size[0]:g} × {size[1]:g} mm panel does not fit the paper")
    return best
