"""Spirit Island's syntax-tree nodes, beside the core's (:mod:`dsl.ast`): pieces, lands, places,
its conditions, verbs, lasting effects, block statements and events.

Every node is a frozen dataclass with a :class:`~dsl.ast.Span`; game words stay
:class:`~dsl.ast.Word` nodes, checked by the compiler against the vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from dsl.ast import NOWHERE, Cond, Count, Node, Per, Span, Stmt, Word

# --- pieces, counts, queries -----------------------------------------------------------------

Owner = Literal["you", "target"]
Who = Literal["you", "target", "each"]


@dataclass(frozen=True)
class Piece(Node):
    word: Word
    owner: Owner | None = None
    destroyed: bool = False
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Pieces(Node):
    items: tuple[Piece, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Query(Node):
    """What a ``per`` / ``for each`` counts: pieces, optionally what this power did to them."""

    pieces: Pieces
    past: str | None = None
    where: Located | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Located(Node):
    """``in each adjacent land`` or ``here`` (the land being resolved)."""

    lands: LandSet | None  # None means "here"
    span: Span = field(default=NOWHERE, compare=False)


# --- lands -------------------------------------------------------------------------------

Quant = Literal["each", "one", "any", "different"]


@dataclass(frozen=True)
class LandFilter(Node):
    kind: Literal[
        "with", "without", "more", "at_least", "where", "within", "same_board", "moved_to"
    ]
    pieces: Pieces | None = None
    n: int | None = None
    cond: Cond | None = None
    past: str | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class LandSet(Node):
    adjectives: tuple[Word, ...]
    filters: tuple[LandFilter, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Place(Node):
    """Where a move or push goes: the target land, the source land, or a chosen land."""

    kind: Literal["target", "source", "choice"]
    quant: Quant | None = None
    lands: LandSet | None = None
    span: Span = field(default=NOWHERE, compare=False)


# --- conditions --------------------------------------------------------------------------


@dataclass(frozen=True)
class TargetIs(Node):
    words: tuple[Word, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class AnotherSpirit(Node):
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Present(Node):
    pieces: Pieces
    op: Literal[">=", "<=", "=="]
    n: int
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Did(Node):
    pieces: Pieces
    past: str
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Outnumber(Node):
    more: Pieces
    fewer: Pieces
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class SacredSites(Node):
    n: int
    span: Span = field(default=NOWHERE, compare=False)


# --- statements --------------------------------------------------------------------------


@dataclass(frozen=True)
class Fear(Node):
    amount: int
    per: Per | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class DamageTo(Node):
    pieces: Pieces
    each: bool = False
    only: bool = False
    chosen: Count | None = None  # "to each of up to 5 invaders"
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Damage(Node):
    amount: int
    to: DamageTo | None = None
    per: Per | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Bonus(Node):
    """``+1 damage`` / ``+1 fear``: adds to what the power already does."""

    kind: Literal["damage", "fear"]
    amount: int
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Defend(Node):
    amount: int
    per: Per | None = None
    span: Span = field(default=NOWHERE, compare=False)


PieceVerb = Literal["push", "gather", "destroy", "remove", "add", "downgrade"]


@dataclass(frozen=True)
class PieceAction(Node):
    verb: PieceVerb
    count: Count
    pieces: Pieces
    per: Per | None = None
    to: Place | None = None
    spread: bool = False
    ignore_land: bool = False  # "add ... ignoring land type" (Indomitable Claim)
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Replace(Node):
    count: Count
    pieces: Pieces
    n: int
    with_pieces: Pieces
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Move(Node):
    count: Count
    pieces: Pieces
    source: Place | None
    to: Place
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Skip(Node):
    count: Count
    actions: tuple[Word, ...]
    adding: Pieces | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class GainEnergy(Node):
    who: Who
    amount: int
    per: Per | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class GainCard(Node):
    who: Who
    n: int
    deck: Word | None = None
    not_kept: bool = False
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class GainElements(Node):
    who: Who
    n: int | None  # None: the same elements the target chose
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Modifier(Node):
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
class InLands(Node):
    quant: Quant
    lands: LandSet
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class EachPlayer(Node):
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class AtSacredSites(Node):
    """``at your sacred sites: ...`` — a live scope: applies wherever the spirit has a Sacred
    Site at any moment (special rules)."""

    owner: Owner
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Event(Node):
    kind: Literal["pieces", "defend", "growth_presence"]
    pieces: Pieces | None = None
    past: str | None = None
    span: Span = field(default=NOWHERE, compare=False)
