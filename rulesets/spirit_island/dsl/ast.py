"""Spirit Island's syntax-tree nodes, beside the core's (:mod:`dsl.ast`): the verbs (fear,
damage, defence, the piece verbs, lasting effects) — and, re-exported, the other node families:
pieces and lands (:mod:`.ast_pieces`), conditions (:mod:`.ast_conditions`), tokens and Invader
actions (:mod:`.ast_invaders`), spirits and their cards (:mod:`.ast_spirits`), blocks, scopes and
triggers (:mod:`.ast_blocks`), so ``A.X`` names any node.

Every node is a frozen dataclass with a :class:`~dsl.ast.Span`; game words stay
:class:`~dsl.ast.Word` nodes, checked by the compiler against the vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from dsl.ast import NOWHERE, Count, Node, Per, Span, Word

from .ast_blocks import (
    AnyTimes,
    AtSacredSites,
    ChooseSpirit,
    EachBoard,
    EachPlayer,
    EndOfTurn,
    Event,
    FromNowOn,
    InLands,
    NextTime,
)
from .ast_conditions import (
    AnotherSpirit,
    Did,
    HaveAtLeast,
    IncarnaEmpowered,
    IslandCount,
    LandExists,
    NoOtherCards,
    OriginIs,
    Outnumber,
    Present,
    PresentIn,
    PresentOrAdjacent,
    SacredSites,
    TargetIs,
    TerrorLevel,
)
from .ast_invaders import (
    ActionBecomes,
    BoardActions,
    CardStays,
    DestroyFewer,
    DoNot,
    InvaderAct,
    InvaderDamage,
    Isolate,
    NotSource,
    OwnDamage,
    RavageImmune,
    RavageRedirect,
    Simultaneous,
    StrifeDamage,
    SwapCard,
)
from .ast_pieces import (
    Counted,
    KindCount,
    LandCount,
    LandFilter,
    LandSet,
    Located,
    Owner,
    Piece,
    Pieces,
    Place,
    Quant,
    Query,
    Who,
)
from .ast_spirits import (
    CardAction,
    CardProvides,
    CardVerb,
    ChosenSpirit,
    CostToUse,
    DeckTop,
    Empower,
    GainCard,
    GainElements,
    GainEnergy,
    GainNamed,
    JointPay,
    Markers,
    Pay,
    PayOrDiscard,
    SecondTarget,
    ThisPower,
)
from .constructs.damage import Bonus, Damage, DamageTo, Defend, Fear
from .constructs.modifiers import Modifier

#: the nodes of the ``ast_*`` modules, re-exported: ``A.Piece`` names any node
__all__ = [
    "ActionBecomes",
    "AnotherSpirit",
    "AnyTimes",
    "AtSacredSites",
    "BoardActions",
    "Bonus",
    "CardAction",
    "CardProvides",
    "CardStays",
    "CardVerb",
    "ChooseSpirit",
    "ChosenSpirit",
    "CostToUse",
    "Counted",
    "Damage",
    "DamageTo",
    "DeckTop",
    "Defend",
    "DestroyFewer",
    "Did",
    "DoNot",
    "EachBoard",
    "EachPlayer",
    "Empower",
    "EndOfTurn",
    "Event",
    "Fear",
    "FromNowOn",
    "GainCard",
    "GainElements",
    "GainEnergy",
    "GainNamed",
    "HaveAtLeast",
    "InLands",
    "IncarnaEmpowered",
    "InvaderAct",
    "InvaderDamage",
    "IslandCount",
    "Isolate",
    "JointPay",
    "KindCount",
    "LandCount",
    "LandExists",
    "LandFilter",
    "LandSet",
    "Located",
    "Markers",
    "Modifier",
    "NextTime",
    "NoOtherCards",
    "NotSource",
    "OriginIs",
    "Outnumber",
    "OwnDamage",
    "Owner",
    "Pay",
    "PayOrDiscard",
    "Piece",
    "Pieces",
    "Place",
    "Present",
    "PresentIn",
    "PresentOrAdjacent",
    "Quant",
    "Query",
    "RavageImmune",
    "RavageRedirect",
    "SacredSites",
    "SecondTarget",
    "Simultaneous",
    "StrifeDamage",
    "SwapCard",
    "TargetIs",
    "TerrorLevel",
    "ThisPower",
    "Who",
]


# --- verbs: pieces, lasting effects (fear, damage: :mod:`.constructs.damage`) ---------------


PieceVerb = Literal["push", "gather", "destroy", "remove", "add", "downgrade", "abduct"]


@dataclass(frozen=True)
class Along(Node):
    """``bringing up to 1 explorer/town, up to 1 dahan [with each]``: pieces that may move with
    the pushed / moved pieces, from the land they leave to the land they reach (``each``: that
    many with each moved piece; else in total)."""

    items: tuple[tuple[Count, Pieces], ...]
    each: bool = False
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class PieceAction(Node):
    """``push up to 2 explorer/town``; ``count`` is None when the text gives none (``push
    them``, ``push your incarna``)."""

    verb: PieceVerb
    count: Count | None
    pieces: Pieces
    per: Per | None = None
    to: Place | None = None
    spread: bool = False
    ignore_land: bool = False  # "add ... ignoring land type" (Indomitable Claim)
    no_cascade: bool = False  # "add 1 blight without cascading"
    span: Span = field(default=NOWHERE, compare=False)
    ocean: bool = False  # "push … or into the ocean"
    onto: Pieces | None = None  # "add 1 strife to town": the pieces strife may go on
    from_game: bool = False  # "remove … from the game"
    along: Along | None = None  # "push …, bringing up to 1 dahan"
    evenly: bool = False  # "push …, dividing them as evenly as possible"
    among: LandSet | None = None  # "add 4 disease among other coastal lands": a land for each
    max_each: int | None = None  # "add 1 badlands/disease (max 3 of each)": per kind, per power
    source: Place | None = None  # "abduct … from any lands with presence"
    into: LandSet | None = None  # "gather up to 4 explorer into lands with 2 or more invaders"


@dataclass(frozen=True)
class Replace(Node):
    count: Count
    pieces: Pieces
    n: int
    with_pieces: Pieces
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Move(Node):
    """``move … [from PLACE] to PLACE``, or step by step ``move 1 beasts up to 2 lands``
    (``steps``: ``to`` is then None; each step goes to an adjacent land)."""

    count: Count
    pieces: Pieces
    source: Place | None
    to: Place | None
    span: Span = field(default=NOWHERE, compare=False)
    along: Along | None = None
    steps: int | None = None


@dataclass(frozen=True)
class Skip(Node):
    count: Count
    actions: tuple[Word, ...]
    adding: Pieces | None = None
    span: Span = field(default=NOWHERE, compare=False)


# --- more piece and land verbs ---------------------------------------------------------------


#: ``ReturnPieces.past`` of ``return … to your presence tracks`` (as written)
TO_TRACKS = "to your presence tracks"


@dataclass(frozen=True)
class ReturnPieces(Node):
    """``return up to 2 beasts/disease removed``: pieces this power removed go back to the
    land they were removed from (``past``: ``removed``); ``past`` :data:`TO_TRACKS`: the
    spirit's destroyed presence goes back onto its presence tracks."""

    count: Count
    pieces: Pieces
    past: str
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class AddKind(Node):
    """``add 1 beasts/disease of a kind in an adjacent land (disease costs 1 energy)``: one of
    the kinds found in an adjacent land, chosen; a kind may cost energy."""

    count: Count
    pieces: Pieces
    cost_kind: Word | None = None
    cost: int = 0
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class AddSetup(Node):
    """``add the setup pieces [except invaders/blight]``: the pieces of the land's printed
    Setup symbols (Fragments of Yesteryear)."""

    other: Pieces | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Escape(Node):
    """``escape 2 pieces from the endless-dark``: pieces leave a spirit's place for the lands
    its ``escape`` rule names (no such land: that spirit loses)."""

    count: Count
    place: Place
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Cease(Node):
    """``target land ceases to exist`` (until the end of the Slow phase: Absolute Stasis)."""

    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Mark(Node):
    """``mark [target land]``: later parts of the card (``in each marked land``) refer to it."""

    target: bool = False
    span: Span = field(default=NOWHERE, compare=False)
