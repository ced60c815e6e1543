"""The syntax-tree nodes of Risk Deep Space's verbs, conditions and queries.

The core's nodes (``dsl.ast``) hold the statements every game shares; these are the game's.
Game words that vary in spelling (``gem``/``gems``, ``recruit``/``recruits``, ``round``/
``rounds``) stay :class:`~cardsmith.dsl.ast.Word` nodes as written; the compiler checks them. Fixed
phrases (``target planet``, ``your home station``) are fields with a few fixed values.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardsmith.dsl import ast as C

#: where a card's recruits are added (``destination`` rule)
TARGET_PLANET = "target planet"
HOME = "home"
#: who draws or discards (``subject`` rule; ``None``: nobody named, the player of the card)
YOU = "you"
TARGET_PLAYER = "target player"
#: the two tokens ``place`` puts on a planet
FORCE_FIELD = "force field"
SPACE_DOG = "space dog"


# --- verbs ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Gain(C.Node):
    """``gain 2 gems`` / ``gain 1 move``."""

    amount: int
    what: C.Word
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Pay(C.Node):
    """``pay 2 gems: BLOCK`` — the player may pay; the block happens if they do."""

    amount: int
    what: C.Word
    body: tuple[C.Stmt, ...]
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Steal(C.Node):
    """``steal 1 gem from target player``."""

    amount: int
    what: C.Word
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Add(C.Node):
    """``add 2 recruits to target planet`` / ``… to your home station``."""

    amount: int
    piece: C.Word
    to: str
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Remove(C.Node):
    """``remove 2 enemy recruits from target planet`` / ``remove 1 [of] your recruit …``."""

    amount: int
    owner: str
    piece: C.Word
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Move(C.Node):
    """``move up to 3 recruits [through the warp]`` — a free move, not one of the turn's."""

    count: C.Count
    piece: C.Word
    warp: bool = False
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Build(C.Node):
    """``build a base on target planet [for 1 ore]``."""

    price: int | None = None
    what: C.Word | None = None
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Battle(C.Node):
    """``battle 2 rounds on target planet``."""

    rounds: int
    unit: C.Word
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Roll(C.Node):
    """``roll a die`` (a later ``if the roll is N or more`` reads it)."""

    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Place(C.Node):
    """``place a force field on target planet`` / ``place the space dog on target planet``."""

    token: str
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Cards(C.Node):
    """``[SUBJECT] draw(s)|discard(s) N action card(s)``: ``verb`` is ``draw`` or ``discard``."""

    verb: str
    amount: int
    who: str | None = None
    span: C.Span = field(default=C.NOWHERE, compare=False)


# --- conditions ---------------------------------------------------------------------------
@dataclass(frozen=True)
class HasBase(C.Node):
    """``you have a base on target planet``."""

    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class AtLeast(C.Node):
    """``you have N or more WORD [on target planet]`` (recruits there, or gems/ore held)."""

    amount: int
    what: C.Word
    on_planet: bool = False
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class RollAtLeast(C.Node):
    """``the roll is N or more``."""

    value: int
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class MoreBases(C.Node):
    """``target player has more bases than you``."""

    span: C.Span = field(default=C.NOWHERE, compare=False)


# --- queries (what ``for each`` ranges over) ---------------------------------------------
@dataclass(frozen=True)
class Over(C.Node):
    """``for each of your bases`` (``what`` = ``your base``) / ``for each opponent``."""

    what: str
    span: C.Span = field(default=C.NOWHERE, compare=False)


YOUR_BASES = "your base"
OPPONENTS = "opponent"

#: block statements of the game (the printer opens a block for them)
COMPOUND: tuple[type[C.Node], ...] = (*C.COMPOUND, Pay)
