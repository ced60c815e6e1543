"""Spirit Island's syntax-tree nodes for blocks, scopes and triggers: where and for whom a block
runs (lands, each player, each board, a chosen spirit, your sacred sites), when (end of turn,
from now on, the next time, any number of times) and the events a trigger waits for.
Re-exported by :mod:`.ast`."""

from __future__ import annotations

from dataclasses import dataclass, field

from dsl.ast import NOWHERE, Count, Node, Span, Stmt

from .constructs.lands import LandSet, Quant
from .constructs.pieces import Owner, Pieces

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
