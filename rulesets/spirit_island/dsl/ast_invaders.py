"""Spirit Island's syntax-tree nodes for tokens and the Invaders' actions: isolating a land,
strife and damage the invaders deal or take, changes to Ravage / Build / Explore in a land,
the Invader cards (staying, swapped, actions on a board). Re-exported by :mod:`.ast`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from dsl.ast import NOWHERE, Count, Node, Per, Span, Word

from .constructs.lands import LandSet
from .constructs.pieces import Pieces

# --- tokens, isolate, invader actions -------------------------------------------------------


@dataclass(frozen=True)
class Isolate(Node):
    """``isolate [target land]``: the current land is isolated this round."""

    target: bool = False
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class StrifeDamage(Node):
    """``each invader with strife deals damage to other invaders`` (``count``: how many of
    them, None = each)."""

    count: Count | None
    pieces: Pieces
    victims: Pieces
    span: Span = field(default=NOWHERE, compare=False)
    where: str | None = None  # "in its land" / "in target land", as written


@dataclass(frozen=True)
class InvaderDamage(Node):
    """``invaders do -1 damage`` / ``town/city each deal -1 damage [to dahan] [during
    ravage]``: a change to the Ravage damage in the land this round."""

    pieces: Pieces
    amount: int
    each: bool = False
    to: Pieces | None = None
    during: bool = False
    verb: str = "deal"
    span: Span = field(default=NOWHERE, compare=False)
    #: "per damage they have taken" / "per strife they have": per invader, times its own
    per_own: Word | None = None


@dataclass(frozen=True)
class OwnDamage(Node):
    """``each invader takes 1 damage per strife it has``: every piece takes the amount times
    what it has itself."""

    pieces: Pieces
    amount: int
    per_own: Word
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class CardStays(Node):
    """``the build card remains in place`` (instead of shifting left when the cards advance)."""

    action: Word
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class RavageRedirect(Node):
    """``ravaging invaders damage invaders in adjacent lands instead of dahan and the land``:
    this round, the land's Ravage damage goes to ``to`` pieces in ``lands``."""

    pieces: Pieces
    to: Pieces
    lands: LandSet
    instead_of: Pieces
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class NotSource(Node):
    """``it is not a source of invaders when exploring`` (the current land, this round)."""

    pieces: Pieces
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class RavageImmune(Node):
    """``dahan take no damage from ravaging invaders``: this round, in the land."""

    pieces: Pieces
    by: Pieces
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Simultaneous(Node):
    """``dahan deal damage simultaneously [with invaders]``."""

    pieces: Pieces
    other: Pieces | None = None
    verb: str = "deal"
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class DoNot(Node):
    """``up to 2 explorers do not participate in ravage`` (``what`` ``participate``, the action
    in ``actions``) / ``disease does not prevent build`` (``what`` ``prevent``)."""

    what: Literal["participate", "prevent", "heal", "fight"]
    pieces: Pieces
    actions: tuple[Word, ...]
    count: Count | None = None
    span: Span = field(default=NOWHERE, compare=False)
    #: ``participate``: "up to 2 explorer per your presence …" — the count times that number
    per: Per | None = None


@dataclass(frozen=True)
class InvaderAct(Node):
    """``[then] invaders ravage`` / ``invaders build then ravage``: extra Invader actions in
    the land now."""

    pieces: Pieces
    actions: tuple[Word, ...]
    then: bool = False
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class ActionBecomes(Node):
    """``the next ravage becomes a build`` / ``this ravage becomes a build``."""

    lead: str
    actions: tuple[Word, ...]
    instead: Word
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class DestroyFewer(Node):
    """``destroy 2 fewer dahan`` (inside ``the next time dahan would be destroyed``)."""

    n: int
    pieces: Pieces
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class BoardActions(Node):
    """``invader actions on the board moved from resolve 1 fewer time`` (Pour Time Sideways):
    this round's Invader Phase on the board a piece of this power moved from / to."""

    actions: Word
    past: str
    side: Literal["from", "to"]
    n: int
    more: bool
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class SwapCard(Node):
    """``swap the top invader card with one in the invader discard within 1 stage``."""

    deck: Word
    discard: Word
    stages: int
    span: Span = field(default=NOWHERE, compare=False)
