"""What a construct is made of, and what its functions may ask of the stage that calls them.

A construct (:class:`Construct`) is one node class with its build rules (grammar rule →
function of ``(span, children)``), its compile function (``(compiler, node) → IR``) and its
write function (``(writer, node) → text``). The writer is the canonical printer or the English
renderer: the same function writes both, asking ``w.style`` at the few points where they
differ (:class:`Style`). Functions see the stages through the protocols below, never through
their classes, so a construct module imports no stage module (no import circle).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from cardsmith.dsl import ast as C
from cardsmith.dsl.ir import Op, Ops
from cardsmith.dsl.style import Style

from .lands import LandSet
from .pieces import Pieces

#: a build function: the rule's span and children → its node (or a part of one)
Build = Callable[[C.Span, list[Any]], Any]


class Compiling(Protocol):
    """What compile functions use of the compiler (:class:`~..terms.TermCompiler` and its
    subclasses)."""

    seen: set[str]
    #: the pieces of the triggers being compiled, innermost last (what ``them`` means)
    event_pieces: list[dict[str, Any] | None]
    #: the spirits of the ``X may`` blocks being compiled, innermost last
    actors: list[str]
    #: how many repeated blocks (for each, in each land …) the statement is inside
    loop_depth: int
    #: a card was turned from a deck before (what ``it provides …`` asks about)
    turned_card: bool

    def seq(self, stmts: Sequence[C.Stmt]) -> Ops: ...

    def loop(self, body: Sequence[C.Stmt], span: C.Span | None = None) -> Ops: ...

    def error(self, span: C.Span, code: str, message: str, hint: str | None = None) -> None: ...

    def number(self, n: int, span: C.Span) -> int: ...

    def word_in(self, word: C.Word, known: Sequence[str], code: str, what: str) -> str: ...

    def count(self, count: C.Count) -> dict[str, Any]: ...

    def counted_of(self, count: C.Count | None, pieces: Pieces, span: C.Span) -> dict[str, Any]: ...

    def per(self, per: C.Per | None) -> dict[str, Any] | None: ...

    def pieces(self, pieces: Pieces, allowed: Sequence[str] = ...) -> dict[str, Any]: ...

    def own(self, w: C.Word, allowed: tuple[str, ...]) -> str: ...

    def landset(self, lands: LandSet) -> dict[str, Any]: ...

    def target_of(self, lands: LandSet) -> dict[str, Any]: ...

    def term(self, node: C.Node) -> dict[str, Any]: ...

    def cond(self, c: C.Cond) -> dict[str, Any]: ...


class Writing(Protocol):
    """What write functions use of a writer: the printer (canonical text) and the renderer
    (English) both offer it."""

    style: Style

    def per(self, per: C.Per | None, total: tuple[object, str] | None = None) -> str: ...

    def term(self, node: C.Node) -> str: ...

    def cond(self, c: C.Cond) -> str: ...

    def words(self, ps: Pieces, plural: bool = False) -> str:
        """Pieces as the style writes them (the canonical text has no plural)."""
        ...

    def counted(self, c: C.Count | None, ps: Pieces) -> str: ...

    def amount(self, c: C.Count) -> tuple[str, bool]:
        """A count's text and whether the noun after it is plural."""
        ...

    def lands(self, ls: LandSet) -> str:
        """A land set in the plural with no head word (``mountain lands with dahan``)."""
        ...

    def block(self, header: str, body: Sequence[C.Stmt], depth: int) -> Any:
        """``header:`` and ``body``: the printer's lines (indented ``depth`` levels), the
        renderer's sentence (``Header: …``)."""
        ...

    def otherwise(self, body: Sequence[C.Stmt], depth: int) -> Any:
        """``otherwise: body`` after a block: the printer's lines, the renderer's sentence
        (`` Otherwise, …``)."""
        ...

    def among(self, ls: LandSet) -> str:
        """The lands after ``among`` (``adjacent lands``): a damage or an addition split
        over them."""
        ...


Compile = Callable[[Any, Any], Op]
Write = Callable[[Any, Any], str]


@dataclass(frozen=True)
class Construct:
    """One construct: its node class, build rules, compile and write functions.

    ``kind`` is where the node stands (a statement, a condition, a term); ``compile`` and
    ``write`` take the stage (a :class:`Compiling` / :class:`Writing`) and the node.
    """

    node: type[C.Node]
    kind: Literal["stmt", "cond", "term"]
    compile: Compile
    write: Write
    rules: Mapping[str, Build] = field(default_factory=dict)
    #: a block statement: the printer lays it out over lines (its ``write`` takes a depth)
    block: bool = False


def with_per(op: Op, per: dict[str, Any] | None) -> Op:
    """``op`` with its ``per`` (when there is one)."""
    if per is not None:
        op["per"] = per
    return op
