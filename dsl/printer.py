"""AST → canonical effect text, the inverse of parsing: the framework and the core statements.

``parse(print_effect(e)) == e`` for every effect the parser produces (AST nodes compare without
their spans). The canonical form, used by ``cardsmith fmt``:

* one statement per line (``a; b`` becomes two lines), two-space indentation;
* a block body goes on the same line as its ``:`` when it is a single simple statement
  (``if …: verb 1 thing``), otherwise it is indented below;
* keywords lower-case, ``otherwise``;
* **game words are kept as written** (lower-cased by the parser): the AST records them.

:class:`Printer` prints the skeleton; a ruleset subclasses it with a ``simple_<Node>`` method per
one-line statement of its own, a ``block_<Node>`` per block statement (listing those classes in
``compound``), a ``cond_<Node>`` per condition and a ``term_<Node>`` per query, event or place
(dispatch by node type, :mod:`cardsmith.dsl.dispatch`).

The printer does not keep ``#`` comments (the parser drops them); ``cardsmith fmt`` leaves effects
that contain a comment untouched.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from . import ast as A
from .dispatch import Writer, call
from .words import count_words, per_words

INDENT = "  "


class Printer(Writer):
    """Prints effects as canonical text; stateless, one instance per language."""

    #: statement classes that open a block (the core's and the ruleset's)
    compound: ClassVar[tuple[type[A.Node], ...]] = A.COMPOUND

    # --- entry points --------------------------------------------------------------------
    def print_effect(self, effect: A.Effect) -> str:
        """A whole effect as canonical text: one statement per line, ending with a newline.

        An effect with no statements prints as the empty string.
        """
        lines: list[str] = []
        for s in effect.body:
            lines.extend(self.lines(s, 0))
        return "".join(line + "\n" for line in lines)

    def print_stmt(self, stmt: A.Stmt, depth: int = 0) -> str:
        """One statement (and its blocks) as canonical text, indented ``depth`` levels."""
        return "\n".join(self.lines(stmt, depth))

    # --- dispatch ------------------------------------------------------------------------
    def is_simple(self, s: A.Stmt) -> bool:
        """True when ``s`` prints as a one-line simple statement (may follow a ``:`` inline)."""
        if isinstance(s, A.Optional):
            return s.cost is None and len(s.body) == 1 and self.is_simple(s.body[0])
        return not isinstance(s, self.compound)

    def simple(self, s: A.Stmt) -> str:
        """One simple statement, without indentation or newline."""
        text: str = call(self, "simple", s)
        return text

    def lines(self, s: A.Stmt, depth: int) -> list[str]:
        """A statement as lines indented ``depth`` levels (a block statement spans several)."""
        if self.is_simple(s):
            return [INDENT * depth + self.simple(s)]
        lines: list[str] = call(self, "block", s, depth)
        return lines

    # --- helpers -------------------------------------------------------------------------
    def actor(self, who: str) -> str:
        """An actor value as written (a ruleset maps its values to its words)."""
        return who

    def count(self, c: A.Count, owned: bool = False) -> str:
        words = count_words(c)
        if words is None:
            raise ValueError(f"{type(self).__name__} cannot print a {c.kind!r} count")
        return f"{words} of" if owned and c.kind in ("exact", "up_to") else words

    def per(self, per: A.Per | None, total: tuple[object, str] | None = None) -> str:
        """`` per …`` as written (``total``, the amount and its noun, is the renderer's)."""
        return per_words(per, self.term, "max")

    def inline(self, body: Sequence[A.Stmt]) -> str | None:
        """The text after ``:`` when ``body`` fits on the header line, else None."""
        if len(body) != 1:
            return None
        only = body[0]
        if isinstance(only, A.Instead) and len(only.body) == 1 and self.is_simple(only.body[0]):
            marker = "may instead" if only.may else "instead"
            return f"{marker} {self.simple(only.body[0])}"
        if self.is_simple(only):
            return self.simple(only)
        return None

    def block(self, header: str, body: Sequence[A.Stmt], depth: int) -> list[str]:
        """``header:`` followed by ``body`` inline or as an indented block."""
        pad = INDENT * depth
        inline = self.inline(body)
        if inline is not None:
            return [f"{pad}{header}: {inline}"]
        lines = [f"{pad}{header}:"]
        for s in body:
            lines.extend(self.lines(s, depth + 1))
        return lines

    # --- core statements and conditions --------------------------------------------------
    def simple_Repeat(self, s: A.Repeat) -> str:
        return "repeat" if s.place is None else f"repeat {self.term(s.place)}"

    def simple_Optional(self, s: A.Optional) -> str:
        who = f"{self.actor(s.who)} " if s.who is not None else ""
        return f"{who}may {self.simple(s.body[0])}"

    def block_Optional(self, s: A.Optional, depth: int) -> list[str]:
        who = f"{self.actor(s.who)} " if s.who is not None else ""
        return self.block(f"{who}may", s.body, depth)

    def block_If(self, s: A.If, depth: int) -> list[str]:
        lines = self.block(f"if {self.cond(s.cond)}", s.then, depth)
        if s.otherwise:
            lines += self.block("otherwise", s.otherwise, depth)
        return lines

    def block_Choice(self, s: A.Choice, depth: int) -> list[str]:
        lines: list[str] = []
        for i, option in enumerate(s.options):
            lines += self.block("either" if i == 0 else "or", option, depth)
        return lines

    def block_ForEach(self, s: A.ForEach, depth: int) -> list[str]:
        return self.block(f"for each {self.term(s.query)}", s.body, depth)

    def block_Trigger(self, s: A.Trigger, depth: int) -> list[str]:
        return self.block(f"after {self.term(s.event)}", s.body, depth)

    def block_Instead(self, s: A.Instead, depth: int) -> list[str]:
        pad = INDENT * depth
        marker = "may instead" if s.may else "instead"
        if len(s.body) == 1 and self.is_simple(s.body[0]):
            return [f"{pad}{marker} {self.simple(s.body[0])}"]
        lines = [f"{pad}{marker}:"]
        for x in s.body:
            lines.extend(self.lines(x, depth + 1))
        return lines

    def cond_Not(self, c: A.Not) -> str:
        return f"not {self.cond(c.cond)}"

    def cond_AllOf(self, c: A.AllOf) -> str:
        return " and ".join(self.cond(x) for x in c.conds)
