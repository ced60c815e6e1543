"""Typed syntax tree of the effect language.

Every node is a frozen dataclass carrying a :class:`Span` into the effect text (1-based line and
column, end exclusive), so diagnostics and the renderer can point back at what the author wrote.
Game words (pieces, terrains, elements, land adjectives) stay as :class:`Word` nodes: the parser
does not know the vocabulary, the compiler checks them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal


@dataclass(frozen=True, order=True)
class Span:
    """A region of the effect text: 1-based line/column, end column exclusive."""

    line: int
    col: int
    end_line: int
    end_col: int


NOWHERE = Span(1, 1, 1, 1)


@dataclass(frozen=True)
class Word:
    """A game word as written (e.g. ``explorers``), checked later against the vocabulary."""

    text: str
    span: Span = field(compare=False)


# --- pieces, counts, queries -----------------------------------------------------------------

Owner = Literal["you", "target"]
Who = Literal["you", "target", "each"]


@dataclass(frozen=True)
class Piece:
    word: Word
    owner: Owner | None = None
    destroyed: bool = False
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Pieces:
    items: tuple[Piece, ...]
    span: Span = field(default=NOWHERE, compare=False)


CountKind = Literal["exact", "up_to", "all", "any_number", "health"]


@dataclass(frozen=True)
class Count:
    kind: CountKind
    n: int | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Query:
    """What a ``per`` / ``for each`` counts: pieces, optionally what this power did to them."""

    pieces: Pieces
    past: str | None = None
    where: Located | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Located:
    """``in each adjacent land`` or ``here`` (the land being resolved)."""

    lands: LandSet | None  # None means "here"
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Per:
    query: Query
    max: int | None = None
    span: Span = field(default=NOWHERE, compare=False)


# --- lands -------------------------------------------------------------------------------

Quant = Literal["each", "one", "any", "different"]


@dataclass(frozen=True)
class LandFilter:
    kind: Literal[
        "with", "without", "more", "at_least", "where", "within", "same_board", "moved_to"
    ]
    pieces: Pieces | None = None
    n: int | None = None
    cond: Cond | None = None
    past: str | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class LandSet:
    adjectives: tuple[Word, ...]
    filters: tuple[LandFilter, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Place:
    """Where a move or push goes: the target land, the source land, or a chosen land."""

    kind: Literal["target", "source", "choice"]
    quant: Quant | None = None
    lands: LandSet | None = None
    span: Span = field(default=NOWHERE, compare=False)


# --- conditions --------------------------------------------------------------------------


@dataclass(frozen=True)
class TargetIs:
    words: tuple[Word, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class AnotherSpirit:
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Present:
    pieces: Pieces
    op: Literal[">=", "<=", "=="]
    n: int
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Did:
    pieces: Pieces
    past: str
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Outnumber:
    more: Pieces
    fewer: Pieces
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class SacredSites:
    n: int
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Not:
    cond: Cond
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class AllOf:
    conds: tuple[Cond, ...]
    span: Span = field(default=NOWHERE, compare=False)


Cond = TargetIs | AnotherSpirit | Present | Did | Outnumber | SacredSites | Not | AllOf


# --- statements --------------------------------------------------------------------------


@dataclass(frozen=True)
class Fear:
    amount: int
    per: Per | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class DamageTo:
    pieces: Pieces
    each: bool = False
    only: bool = False
    chosen: Count | None = None  # "to each of up to 5 invaders"
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Damage:
    amount: int
    to: DamageTo | None = None
    per: Per | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Bonus:
    """``+1 damage`` / ``+1 fear``: adds to what the power already does."""

    kind: Literal["damage", "fear"]
    amount: int
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Defend:
    amount: int
    per: Per | None = None
    span: Span = field(default=NOWHERE, compare=False)


PieceVerb = Literal["push", "gather", "destroy", "remove", "add", "downgrade"]


@dataclass(frozen=True)
class PieceAction:
    verb: PieceVerb
    count: Count
    pieces: Pieces
    per: Per | None = None
    to: Place | None = None
    spread: bool = False
    ignore_land: bool = False  # "add ... ignoring land type" (Indomitable Claim)
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Replace:
    count: Count
    pieces: Pieces
    n: int
    with_pieces: Pieces
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Move:
    count: Count
    pieces: Pieces
    source: Place | None
    to: Place
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Skip:
    count: Count
    actions: tuple[Word, ...]
    adding: Pieces | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class GainEnergy:
    who: Who
    amount: int
    per: Per | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class GainCard:
    who: Who
    n: int
    deck: Word | None = None
    not_kept: bool = False
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class GainElements:
    who: Who
    n: int | None  # None: the same elements the target chose
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Repeat:
    place: Place | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Modifier:
    """A lasting effect for the round, from the closed registry in :mod:`the vocabulary`."""

    name: str
    who: Who | None = None
    pieces: Pieces | None = None
    other: Pieces | None = None
    amount: int | None = None
    count: Count | None = None
    words: tuple[Word, ...] = ()
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Optional:
    """``you may ...`` or ``target spirit may pay 1 energy: ...``."""

    who: Who | None
    body: tuple[Stmt, ...]
    cost: int | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class If:
    cond: Cond
    then: tuple[Stmt, ...]
    otherwise: tuple[Stmt, ...] = ()
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Threshold:
    elements: tuple[tuple[int, Word], ...]
    then: tuple[Stmt, ...]
    otherwise: tuple[Stmt, ...] = ()
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Choice:
    options: tuple[tuple[Stmt, ...], ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class ForEach:
    query: Query
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class InLands:
    quant: Quant
    lands: LandSet
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class EachPlayer:
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class AtSacredSites:
    """``at your sacred sites: ...`` — a live scope: applies wherever the spirit has a Sacred
    Site at any moment (special rules)."""

    owner: Owner
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Event:
    kind: Literal["pieces", "defend", "growth_presence"]
    pieces: Pieces | None = None
    past: str | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Trigger:
    event: Event
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Instead:
    """``instead ...``: replaces what came before it (``may instead``: the player picks)."""

    may: bool
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


Stmt = (
    Fear
    | Damage
    | Bonus
    | Defend
    | PieceAction
    | Replace
    | Move
    | Skip
    | GainEnergy
    | GainCard
    | GainElements
    | Repeat
    | Modifier
    | Optional
    | If
    | Threshold
    | Choice
    | ForEach
    | InLands
    | EachPlayer
    | Trigger
    | Instead
)


@dataclass(frozen=True)
class Effect:
    """A whole effect text: a sequence of statements."""

    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)
