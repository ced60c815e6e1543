"""Spirit Island's syntax-tree nodes for a power's costs (pay, pay or discard, cost to use,
joint pay) and empowering an incarna. Re-exported by :mod:`.ast`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from dsl.ast import NOWHERE, Node, Per, Span, Stmt

from .constructs.cards import CardAction
from .constructs.pieces import Pieces, Who


@dataclass(frozen=True)
class PayOrDiscard(Node):
    """``target spirit may pay 1 energy or discard 1 power card from their hand: …`` — an
    optional block with a price paid one way or the other (the spirit's choice)."""

    who: Who | None
    cost: int
    discard: CardAction
    body: tuple[Stmt, ...]
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
