"""Spirit Island's syntax-tree nodes for conditions (``if …``): what the target is, pieces
present (here, in or next to lands, on the island), what this power did, thresholds of the
game (terror level, sacred sites, cards you have). Re-exported by :mod:`.ast`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from dsl.ast import NOWHERE, Node, Span, Word

from .constructs.lands import LandSet
from .constructs.pieces import Pieces
from .constructs.queries import Counted, Query

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
class HaveAtLeast(Node):
    """``you have at least 2 impending cards`` (``n``) / ``you have at least as many impending
    cards as power cards you have in play`` (``other``)."""

    query: Query | Counted
    n: int | None = None
    other: Query | Counted | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class SacredSites(Node):
    n: int
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class IslandCount(Node):
    """``at least 3 blight on the island``: counted over every land."""

    pieces: Pieces
    n: int
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class TerrorLevel(Node):
    """``[the] terror level is 2 [or higher | or lower]`` (``op`` ``>=``, ``<=`` or ``==``)."""

    n: int
    op: Literal[">=", "<=", "=="] = "=="
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class PresentOrAdjacent(Node):
    """``invaders present or adjacent``: in the land being resolved or an adjacent one."""

    pieces: Pieces
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class PresentIn(Node):
    """``at least 2 beasts present in adjacent lands``: ``present`` counted over the lands of a
    land set (relative words: to the land being resolved), summed."""

    present: Present
    lands: LandSet
    span: Span = field(default=NOWHERE, compare=False)
    the: bool = False  # "in the origin land": one land, not a set


@dataclass(frozen=True)
class LandExists(Node):
    """``any adjacent land with wilds`` (``exists``) / ``no adjacent land with no your
    presence``: whether such a land is on the island (relative words: to the land being
    resolved)."""

    lands: LandSet
    exists: bool = True
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class OriginIs(Node):
    """``the origin land is your sacred site`` / ``origin land is mountain or jungle``: the
    land the power was used from (``sacred-site``, a terrain, ``coastal``, ``inland``)."""

    words: tuple[Word, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class IncarnaEmpowered(Node):
    """``your incarna is empowered``."""

    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class NoOtherCards(Node):
    """``you have no other power cards in play`` (only the card resolving now)."""

    span: Span = field(default=NOWHERE, compare=False)
