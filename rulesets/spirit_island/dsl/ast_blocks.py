"""Spirit Island's syntax-tree nodes for blocks: where and for whom a block runs (lands, a
chosen spirit, your sacred sites), the next time, and pay-or-discard. Re-exported by
:mod:`.ast`."""

from __future__ import annotations

from dataclasses import dataclass, field

from dsl.ast import NOWHERE, Count, Node, Span, Stmt

from .constructs.cards import CardAction
from .constructs.lands import LandSet, Quant
from .constructs.pieces import Owner, Pieces, Who

# --- scopes and triggers ---------------------------------------------------------------------


@dataclass(frozen=True)
class InLands(Node):
    """``in each / one / the … land(s): …``; ``in [any] up to 3 lands: …`` (quant ``some``, with
    ``count``: that many different lands, each chosen by the player)."""

    quant: Quant
    lands: LandSet
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)
    count: Count | None = None
    any: bool = False


@dataclass(frozen=True)
class AtSacredSites(Node):
    """``at your sacred sites: ...`` — a live scope: applies wherever the spirit has a Sacred
    Site at any moment (special rules)."""

    owner: Owner
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)
    #: ``in your lands: …`` — every land with the spirit's presence, not only its sacred sites
    presence: bool = False


@dataclass(frozen=True)
class NextTime(Node):
    """``the next time EVENT: ...`` — a trigger that fires once."""

    lead: str
    event: Node
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class ChooseSpirit(Node):
    """``a spirit with presence on this board: they may …``: one such spirit is chosen; in the
    body it is "they" (the target spirit)."""

    pieces: Pieces
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class PayOrDiscard(Node):
    """``target spirit may pay 1 energy or discard 1 power card from their hand: …`` — an
    optional block with a price paid one way or the other (the spirit's choice)."""

    who: Who | None
    cost: int
    discard: CardAction
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)
