"""Spirit Island's syntax-tree nodes for pieces and the lands they stand in: pieces and piece
sets, what ``per`` / ``for each`` count (queries, counted things, kinds, lands), land sets with
their filters, and places a move goes to. Re-exported by :mod:`.ast`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from dsl.ast import NOWHERE, Cond, Node, Span, Word

# --- pieces, counts, queries -----------------------------------------------------------------

Owner = Literal["you", "target"]

Who = Literal["you", "target", "each"]


@dataclass(frozen=True)
class Piece(Node):
    """``explorer``, ``your presence``, ``their destroyed presence``, ``damaged invaders``
    (``past``: a participle before the word other than ``destroyed``)."""

    word: Word
    owner: Owner | None = None
    destroyed: bool = False
    span: Span = field(default=NOWHERE, compare=False)
    past: str | None = None


@dataclass(frozen=True)
class Pieces(Node):
    """``explorer/town``; ``invaders with strife`` (``strifed``); ``them`` (``those``: the pieces
    of the event that set off the trigger, no items)."""

    items: tuple[Piece, ...]
    span: Span = field(default=NOWHERE, compare=False)
    strifed: bool = False
    those: bool = False
    anyone: bool = False  # "presence of any spirit": whoever owns them
    another: bool = False  # with ``anyone``: "of another spirit" (not yours)
    #: "invaders with health at most 2" / "… at most the terror level" (``"terror_level"``)
    max_health: int | str | None = None
    #: "the invader you added strife to": only the invaders this power gave strife
    strifed_here: bool = False
    #: "that type": the kind a ``for each type of … added`` loop is at (no items)
    that_type: bool = False


@dataclass(frozen=True)
class Query(Node):
    """What a ``per`` / ``for each`` counts: pieces, optionally what this power did to them."""

    pieces: Pieces
    past: str | None = None
    where: Located | None = None
    span: Span = field(default=NOWHERE, compare=False)
    by_damage: bool = False  # "destroyed by this damage": only the last damage's


@dataclass(frozen=True)
class Located(Node):
    """``in each adjacent land``, ``in the origin land``, ``here`` (the land being resolved) or
    ``on the island`` (every land)."""

    lands: LandSet | None  # None means "here" (or the island, with ``island``, or ``place``)
    span: Span = field(default=NOWHERE, compare=False)
    island: bool = False
    the: bool = False
    #: ``in the endless-dark``: an off-board place (its id)
    place: Word | None = None


@dataclass(frozen=True)
class Counted(Node):
    """A query that counts no pieces: ``player``, ``board [with P and P]``, ``terror level``,
    ``fear`` (the fear of the triggering event) or ``fire/water you have`` (elements)."""

    kind: Literal[
        "players",
        "boards",
        "terror_level",
        "fear",
        "elements",
        "cards_played",
        "energy_paid",
        "cards_in_play",
        "impending",
        "element_sets",
        "invader_discard",
        "land_damage",
    ]
    pieces: tuple[Pieces, ...] = ()
    words: tuple[Word, ...] = ()
    amounts: tuple[int, ...] = ()  # element_sets: how many of each word a set takes
    pair: bool = False  # element_sets: written "… pair you have"
    span: Span = field(default=NOWHERE, compare=False)
    owner: Owner | None = None  # cards_played: whose cards (``they played``: the target)


@dataclass(frozen=True)
class KindCount(Node):
    """``type of badlands/disease/strife added``: the kinds this power ``past``-ed (a ``for
    each`` over it runs once per such kind; ``that type`` in its body is that kind)."""

    pieces: Pieces
    past: str
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class LandCount(Node):
    """A query counting lands: ``per adjacent land with your presence``, ``for each adjacent
    land with blight`` (the land set is relative to the land being resolved)."""

    lands: LandSet
    span: Span = field(default=NOWHERE, compare=False)


# --- lands -------------------------------------------------------------------------------

Quant = Literal["each", "one", "any", "different", "the", "some"]


@dataclass(frozen=True)
class LandFilter(Node):
    """A land-set suffix (``with dahan``, ``with 2 or more beasts`` = ``at_least`` with
    ``or_more``, ``with or adjacent to beasts``, ``adjacent to beasts`` …)."""

    kind: Literal[
        "with",
        "without",
        "more",
        "at_least",
        "where",
        "within",
        "same_board",
        "moved_to",
        "with_or_adjacent",
        "or_adjacent",
        "adjacent_to",
        "matching",
        "within_range",
        "same_terrain",
        "also_like",
        "did_here",
    ]
    pieces: Pieces | None = None
    n: int | None = None
    cond: Cond | None = None
    past: str | None = None
    span: Span = field(default=NOWHERE, compare=False)
    or_more: bool = False
    word: Word | None = None  # matching: the invader action of the card
    negated: bool = False  # "not matching a ravage card"
    words: tuple[Word, ...] = ()  # also_like: "that is also coastal/inland"
    #: or_adjacent ("with dahan or adjacent to at least 3 dahan"): the pieces counted (``n``)
    #: in the adjacent lands, summed
    other: Pieces | None = None


@dataclass(frozen=True)
class LandSet(Node):
    adjectives: tuple[Word, ...]
    filters: tuple[LandFilter, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Place(Node):
    """Where a move or push goes: the target land, the source land, a chosen land, or an
    off-board place (``to the deep-slumber``: kind ``named``, ``name`` its id)."""

    kind: Literal["target", "source", "choice", "named"]
    quant: Quant | None = None
    lands: LandSet | None = None
    span: Span = field(default=NOWHERE, compare=False)
    name: Word | None = None
