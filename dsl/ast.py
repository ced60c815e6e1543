"""Typed syntax tree of the language skeleton: the statements every ruleset shares.

Every node is a frozen dataclass carrying a :class:`Span` into the effect text (1-based line and
column, end exclusive), so diagnostics and the renderer can point back at what the author wrote.
A ruleset adds its own nodes (verbs, conditions, queries, events) as subclasses of :class:`Node`;
fields below that hold such nodes are typed :class:`Node`. Game words stay :class:`Word` nodes:
the parser does not know the vocabulary, the ruleset's compiler checks them.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, order=True)
class Span:
    """A region of the effect text: 1-based line/column, end column exclusive."""

    line: int
    col: int
    end_line: int
    end_col: int


NOWHERE = Span(1, 1, 1, 1)


class Node:
    """Base of every syntax-tree node, the core's and the rulesets' (each has a ``span``)."""

    __slots__ = ()
    span: Span


#: a statement (a core one below, or one of the ruleset's)
Stmt = Node
#: a condition (``Not``/``AllOf`` below, or a ruleset's atom)
Cond = Node


@dataclass(frozen=True)
class Word(Node):
    """A game word as written (e.g. ``explorers``), checked later against the vocabulary."""

    text: str
    span: Span = field(compare=False)


# --- counts and per --------------------------------------------------------------------------


@dataclass(frozen=True)
class Count(Node):
    """``2``, ``up to 2``, ``all``, ``any number of``, ``half (round down) of``, ``up to half
    (round up) of`` (kinds ``exact``, ``up_to``, ``all``, ``any_number``, ``half``,
    ``up_to_half``; ``rounding`` is ``up``/``down`` for the halves, ``down`` when not written);
    a ruleset may add kinds of its own."""

    kind: str
    n: int | None = None
    span: Span = field(default=NOWHERE, compare=False)
    rounding: str | None = None


@dataclass(frozen=True)
class Per(Node):
    """``per [N] QUERY [past the first] (max N)``: the amount before it is multiplied by what the
    query counts — divided by ``divisor`` (rounded down) and less ``beyond`` first."""

    query: Node
    max: int | None = None
    span: Span = field(default=NOWHERE, compare=False)
    divisor: int | None = None
    beyond: int | None = None


# --- conditions --------------------------------------------------------------------------


@dataclass(frozen=True)
class Not(Node):
    cond: Cond
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class AllOf(Node):
    conds: tuple[Cond, ...]
    span: Span = field(default=NOWHERE, compare=False)


# --- statements --------------------------------------------------------------------------


@dataclass(frozen=True)
class Repeat(Node):
    """``repeat`` (this power, again), optionally somewhere else (the ruleset's ``scope``)."""

    place: Node | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Optional(Node):
    """``may: ...`` / ``ACTOR may ...``; ``cost`` is a price a ruleset's grammar may attach."""

    who: str | None
    body: tuple[Stmt, ...]
    cost: int | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class If(Node):
    cond: Cond
    then: tuple[Stmt, ...]
    otherwise: tuple[Stmt, ...] = ()
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Choice(Node):
    options: tuple[tuple[Stmt, ...], ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class ForEach(Node):
    query: Node
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Trigger(Node):
    """``after EVENT: ...`` (the event is the ruleset's node)."""

    event: Node
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Instead(Node):
    """``instead ...``: replaces what came before it (``may instead``: the player picks)."""

    may: bool
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


#: the core statements that open a block (a ruleset's printer adds its own)
COMPOUND: tuple[type[Node], ...] = (If, Choice, ForEach, Trigger, Instead)


@dataclass(frozen=True)
class Effect(Node):
    """A whole effect text: a sequence of statements."""

    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)
