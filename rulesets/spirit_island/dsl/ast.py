"""Spirit Island's syntax-tree nodes, beside the core's (:mod:`dsl.ast`): the statements not
moved to a construct (pay-or-discard, a block of the core's ``may`` kind) and, re-exported,
the constructs' nodes (:mod:`.constructs`), so ``A.X`` names any node.

Every node is a frozen dataclass with a :class:`~cardsmith.dsl.ast.Span`; game words stay
:class:`~cardsmith.dsl.ast.Word` nodes, checked by the compiler against the vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardsmith.dsl.ast import NOWHERE, Node, Span, Stmt

from .constructs.blocks import AtSacredSites, ChooseSpirit, InLands, NextTime
from .constructs.cards import CardAction, CardVerb, DeckTop, Markers
from .constructs.conditions import (
    AnotherSpirit,
    CardProvides,
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
from .constructs.costs import CostToUse, JointPay, Pay
from .constructs.damage import Bonus, Damage, DamageTo, Defend, Fear
from .constructs.events import Event
from .constructs.gains import ChosenSpirit, GainCard, GainElements, GainEnergy, GainNamed
from .constructs.invaders import (
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
    Skip,
    StrifeDamage,
    SwapCard,
)
from .constructs.land_effects import Cease, Mark
from .constructs.lands import LandFilter, LandSet, Quant
from .constructs.modifier_node import Modifier
from .constructs.piece_verbs import (
    TO_TRACKS,
    AddKind,
    AddSetup,
    Along,
    Empower,
    Escape,
    Move,
    PieceAction,
    PieceVerb,
    Replace,
    ReturnPieces,
)
from .constructs.pieces import Owner, Piece, Pieces, Who
from .constructs.places import Place
from .constructs.powers import SecondTarget, ThisPower
from .constructs.queries import Counted, KindCount, LandCount, Located, Query
from .constructs.scopes import AnyTimes, EachBoard, EachPlayer, EndOfTurn, FromNowOn
from .constructs.thresholds import Threshold

#: the constructs' nodes, re-exported, and this module's: ``A.Piece`` names any node
__all__ = [
    "TO_TRACKS",
    "ActionBecomes",
    "AddKind",
    "AddSetup",
    "Along",
    "AnotherSpirit",
    "AnyTimes",
    "AtSacredSites",
    "BoardActions",
    "Bonus",
    "CardAction",
    "CardProvides",
    "CardStays",
    "CardVerb",
    "Cease",
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
    "Escape",
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
    "Mark",
    "Markers",
    "Modifier",
    "Move",
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
    "PieceAction",
    "PieceVerb",
    "Pieces",
    "Place",
    "Present",
    "PresentIn",
    "PresentOrAdjacent",
    "Quant",
    "Query",
    "RavageImmune",
    "RavageRedirect",
    "Replace",
    "ReturnPieces",
    "SacredSites",
    "SecondTarget",
    "Simultaneous",
    "Skip",
    "StrifeDamage",
    "SwapCard",
    "TargetIs",
    "TerrorLevel",
    "ThisPower",
    "Threshold",
    "Who",
]


# --- verbs: pieces, lasting effects (fear, damage: :mod:`.constructs.damage`) ---------------


@dataclass(frozen=True)
class PayOrDiscard(Node):
    """``target spirit may pay 1 energy or discard 1 power card from their hand: …`` — an
    optional block with a price paid one way or the other (the spirit's choice)."""

    who: Who | None
    cost: int
    discard: CardAction
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)
