"""The syntax-tree nodes of Codex's verbs, targets, triggers and condition.

Most verbs share one node, :class:`Act` (its ``verb`` names which); game words stay
:class:`~cardsmith.dsl.ast.Word` nodes as written, and the compiler checks them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardsmith.dsl import ast as C

#: the ways a verb names what it acts on (``target`` rule)
ONE, EACH, THIS, BASE = "target", "each", "this", "base"


@dataclass(frozen=True)
class Target(C.Node):
    """``target [enemy|friendly] unit``, ``each enemy unit``, ``this``, ``the enemy base``."""

    mode: str
    owner: str | None = None
    what: C.Word | None = None
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Act(C.Node):
    """One verb: ``deal 2 damage to target unit``, ``draw 1 card``, ``put 1 +1/+1 rune on this``…

    ``amount``: its number; ``target``: what it acts on; ``word``: its counted noun or keyword
    (``gold``, ``cards``, ``runes``, ``tokens``, ``haste``); ``detail``: the rune (``+1/+1``),
    the stats of a token (``1/1``), ``the opponent`` of a discard, a keyword's number.
    """

    verb: str
    amount: int | None = None
    target: Target | None = None
    word: C.Word | None = None
    detail: str | None = None
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Pay(C.Node):
    """``pay 2 gold: BLOCK`` — the player may pay; the block happens if they do."""

    amount: int
    what: C.Word
    body: tuple[C.Stmt, ...]
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class When(C.Node):
    """``when this arrives:`` / ``when this dies:`` / ``when this attacks:`` /
    ``at the start of your turn:`` and the block it runs then."""

    moment: str
    body: tuple[C.Stmt, ...]
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class HaveAtLeast(C.Node):
    """``you have N or more gold`` / ``… workers``."""

    amount: int
    what: C.Word
    span: C.Span = field(default=C.NOWHERE, compare=False)


#: block statements of the game (the printer opens a block for them)
COMPOUND: tuple[type[C.Node], ...] = (*C.COMPOUND, Pay, When)
