"""The print hook of a ruleset: which content kinds ``cardsmith print`` lays out, at what size,
as cards in a grid or as panels on their own page, with which faces, backs and background
(:class:`PrintSpec`, the ``printing=`` of a ruleset).

A ruleset without the hook prints every content kind as a standard card (63 × 88 mm) with its
pages hook's face (:meth:`tools.publish.api.BasicPages.face`), else a plain text face drawn by
the core (:mod:`cardsmith.tools.printing.generic`).

Faces and backs are SVG documents (one ``<svg>`` element with a ``viewBox``); the sheet scales
each to fit its card or panel at real size, keeping its aspect, centred on the background.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardsmith.tools.content.catalog import Catalog, Record
    from cardsmith.tools.ruleset import Ruleset

#: a card's or panel's drawing: an SVG document made from the record (and its catalog, where a
#: face names another record)
DrawHook = Callable[["Record", "Catalog"], str]
#: the colour behind a face, filling its bleed: a colour, or one per record
Background = str | Callable[["Record"], str]

#: the standard card size (poker size), width × height in millimetres
CARD_SIZE = (63.0, 88.0)
#: the background of kinds that name none
WHITE = "#ffffff"


@dataclass(frozen=True, kw_only=True)
class PrintKind:
    """How the records of one content kind print."""

    #: the content kind (:attr:`cardsmith.tools.ruleset.ContentKind.name`)
    kind: str
    #: its label in progress and summaries (default: the content kind's title)
    title: str = ""
    #: the real size of a card or panel, width × height in millimetres
    size: tuple[float, float] = CARD_SIZE
    #: ``True``: each record prints alone on its own page (a player board, a panel)
    panel: bool = False
    #: the face (``None``: the pages hook's face, else the core's plain text face)
    face: DrawHook | None = None
    #: the back, printed with ``--backs`` (``None``: a plain back in the background colour
    #: with the title; panels without one get an empty back page)
    back: DrawHook | None = None
    #: the colour behind the face and in its bleed
    background: Background = WHITE
    #: the print order within the kind (``None``: the pages hook's list order)
    sort_key: Callable[[Record], Any] | None = None

    def background_of(self, record: Record) -> str:
        """The background colour of a record's card."""
        return self.background if isinstance(self.background, str) else self.background(record)


@dataclass(frozen=True, kw_only=True)
class PrintSpec:
    """The ``printing`` hook of a ruleset: the kinds that print, in print order (others do
    not print)."""

    kinds: tuple[PrintKind, ...] = ()

    def of(self, kind: str) -> PrintKind | None:
        """The print settings of a content kind (``None``: it does not print)."""
        return next((k for k in self.kinds if k.kind == kind), None)


def spec_of(ruleset: Ruleset) -> PrintSpec:
    """The ruleset's print hook, or a standard card for every content kind it declares."""
    if ruleset.printing is not None:
        return ruleset.printing
    return PrintSpec(kinds=tuple(PrintKind(kind=k.name, title=k.title or k.plural or k.name)
                                 for k in ruleset.kinds))
