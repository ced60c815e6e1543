"""The smallest working effect language: one verb (``take N KIND``) over two piece kinds.

What a ruleset must provide for a :class:`dsl.language.Language`: grammar text that ``%extend``s
the core's extension points it uses, a builder method per rule it adds, and compiler, renderer
and printer methods per node it adds. Everything else (lines, blocks, ``if``/``otherwise``,
``either``/``or``, ``may``, ``for each``, ``after``, ``repeat``, ``instead``,
counts, ``per … (max N)``, ``and``/``not``) comes from the core.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardsmith.dsl import ast as C
from cardsmith.dsl.builder import Builder, word
from cardsmith.dsl.compiler import Compiler
from cardsmith.dsl.ir import Op
from cardsmith.dsl.language import Language
from cardsmith.dsl.printer import Printer
from cardsmith.dsl.render import Renderer

KINDS = ("red", "blue")

GRAMMAR = r"""
%extend simple: take
take: "take"i count NAME [per]
%extend query: NAME              -> kind
%extend atom: NAME "left"i       -> left
%extend event: NAME "taken"i     -> taken
"""


@dataclass(frozen=True)
class Take(C.Node):
    count: C.Count
    kind: C.Word
    per: C.Per | None = None
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Kind(C.Node):
    """A kind as a query (``for each red``), a condition (``red left``) or an event
    (``after red taken``)."""

    word: C.Word
    role: str = "query"
    span: C.Span = field(default=C.NOWHERE, compare=False)


class TinyBuilder(Builder):
    def r_take(self, span: C.Span, ch: list[Any]) -> Take:
        return Take(ch[0], word(ch[1]), ch[2], span)

    def r_kind(self, span: C.Span, ch: list[Any]) -> Kind:
        return Kind(word(ch[0]), "query", span)

    def r_left(self, span: C.Span, ch: list[Any]) -> Kind:
        return Kind(word(ch[0]), "left", span)

    def r_taken(self, span: C.Span, ch: list[Any]) -> Kind:
        return Kind(word(ch[0]), "taken", span)


class TinyCompiler(Compiler):
    def kind(self, w: C.Word) -> str:
        return self.word_in(w, KINDS, "Z101", "piece")

    def stmt_Take(self, s: Take) -> Op:
        op: Op = {"op": "take", "count": self.count(s.count), "kind": self.kind(s.kind)}
        if s.per is not None:
            op["per"] = self.per(s.per)
        return op

    def term_Kind(self, k: Kind) -> dict[str, Any]:
        return {k.role: self.kind(k.word)}

    def cond_Kind(self, k: Kind) -> dict[str, Any]:
        return {"left": self.kind(k.word)}


class TinyRenderer(Renderer):
    def stmt_Take(self, s: Take) -> str:
        count, _ = self.count(s.count)
        return f"Take {count} {s.kind.text.capitalize()}{self.per(s.per)}."

    def term_Kind(self, k: Kind) -> str:
        return k.word.text.capitalize() + (" is taken" if k.role == "taken" else "")

    def cond_Kind(self, k: Kind) -> str:
        return f"{k.word.text.capitalize()} is left"


class TinyPrinter(Printer):
    def simple_Take(self, s: Take) -> str:
        return f"take {self.count(s.count)} {s.kind.text}{self.per(s.per)}"

    def term_Kind(self, k: Kind) -> str:
        return k.word.text + (" taken" if k.role == "taken" else "")

    def cond_Kind(self, k: Kind) -> str:
        return f"{k.word.text} left"


TINY = Language(
    name="tiny",
    grammar=GRAMMAR,
    builder=TinyBuilder,
    compiler=TinyCompiler,
    renderer=TinyRenderer,
    printer=TinyPrinter,
    expected_words={},
    mistakes={"say which kind: `take 1 red`": ["take 1\n", "take up to 2\n"]},
)
