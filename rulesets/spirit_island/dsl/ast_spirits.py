"""Spirit Island's syntax-tree nodes for spirits and their cards: what a spirit gains (energy,
cards, elements), card handling (forget, reclaim, play, discard, element markers, the top of a
deck), what a power is (speed, range, targets) and its costs (pay, cost to use, joint pay),
empowering an incarna. Re-exported by :mod:`.ast`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from dsl.ast import NOWHERE, Count, Node, Per, Span, Stmt, Word

from .constructs.pieces import Pieces, Who

# --- what a spirit gains ---------------------------------------------------------------------


# --- cards, speed, range --------------------------------------------------------------------

CardVerb = Literal["forget", "reclaim", "play", "take", "regain", "discard"]


@dataclass(frozen=True)
class CardAction(Node):
    """``forget a power card from your hand``, ``forget this power``, ``reclaim 1 card``,
    ``play another power card now by paying its cost``, ``play it for free``, ``take a minor
    power card into your discard`` (``which``: ``this``/``it``/``another``)."""

    verb: CardVerb
    who: Who | None = None
    count: Count | None = None
    deck: Word | None = None
    which: str | None = None
    #: play: "pay" | "free" | "half_up" | "half_down" | "forget_end"; several ways joined by
    #: "|" ("by paying half its cost (round up) or by forgetting it at end of turn")
    cost: str | None = None
    zones: tuple[tuple[str | None, Word], ...] = ()  # from: (owner/"the", zone word)
    into: tuple[str | None, Word] | None = None
    span: Span = field(default=NOWHERE, compare=False)
    thresholds: bool = False  # play: "…, with all elemental thresholds" (every one met)


@dataclass(frozen=True)
class PayOrDiscard(Node):
    """``target spirit may pay 1 energy or discard 1 power card from their hand: …`` — an
    optional block with a price paid one way or the other (the spirit's choice)."""

    who: Who | None
    cost: int
    discard: CardAction
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Markers(Node):
    """``prepare 1 element marker`` / ``discard up to 3 element markers`` (the elements
    discarded are "those elements" for ``gains the same elements``)."""

    action: Literal["prepare", "discard"]
    count: Count
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class DeckTop(Node):
    """``discard the top card of the minor power deck`` / ``turn the top card of the fear deck
    face-up``: that card is "it" for ``if it provides fire``."""

    action: Literal["discard", "reveal", "remove", "reveal_any"]
    deck: Word
    span: Span = field(default=NOWHERE, compare=False)


# --- costs -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pay(Node):
    """``pay 2 energy`` / ``pay 1 presence from your tracks`` (a cost)."""

    what: Literal["energy", "presence", "time"]
    n: int
    tracks: bool = False
    span: Span = field(default=NOWHERE, compare=False)
    any: bool = False  # "pay any amount of energy" (at least 1; ``per energy paid``)
    per: Per | None = None  # "pay 1 time per player"
    jointly: bool = False  # "spirits jointly pay 1 energy per player": every spirit may chip in


@dataclass(frozen=True)
class CostToUse(Node):
    """``cost to use: ...`` — paid before the power resolves; a power whose cost cannot be paid
    does nothing."""

    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class JointPay(Node):
    """``spirits may jointly pay 3 energy per player [aided by removing disease from the island
    for 3 energy each]: …``: the body if the spirits together pay (each removed piece worth
    ``worth`` Energy)."""

    n: int
    per: Per | None
    aid: Pieces | None
    worth: int
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Empower(Node):
    """``empower your incarna``."""

    pieces: Pieces
    span: Span = field(default=NOWHERE, compare=False)
