"""Spirit Island's syntax-tree nodes for blocks, scopes and triggers: where and for whom a block
runs (lands, each player, each board, a chosen spirit, your sacred sites), when (end of turn,
from now on, the next time, any number of times) and the events a trigger waits for.
Re-exported by :mod:`.ast`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from dsl.ast import NOWHERE, Count, Node, Span, Stmt, Word

from .ast_pieces import LandSet, Owner, Pieces, Quant, Who

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
class Event(Node):
    """``town/city destroyed``, ``dahan would be destroyed`` (``would``: before it happens),
    ``you defend one land``, ``you add presence in growth``, ``powers generate fear``."""

    kind: Literal[
        "pieces",
        "defend",
        "growth_presence",
        "fear",
        "by_powers",
        "sacred_site",
        "power_used",
        "skipped",  # "this power causes invaders to skip an action"
        "land_damaged",  # "invaders deal damage to the land" (their Ravage)
    ]
    pieces: Pieces | None = None
    past: str | None = None
    span: Span = field(default=NOWHERE, compare=False)
    would: bool = False
    owner: Owner | None = None  # by_powers: whose powers
    verb: Word | None = None  # by_powers: what they did (``add``)
    who: Who | None = None  # power_used: whose power (``target spirit uses a power``)
    land: bool = False  # power_used: ``… targeting a land`` only
    #: pieces: "… by anything except a spirit action" (not by any spirit's powers or rules)
    not_by_spirits: bool = False
    #: pieces: "… by a ravage action" (only what a Ravage does)
    by_ravage: bool = False
    #: pieces: "added or pushed or moved": the other past verbs that set it off too
    also: tuple[str, ...] = ()


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


