"""A ruleset's effect language: the core grammar plus the ruleset's, and the classes that build,
compile, render and print what it parses. The one object callers use (``ruleset.language``).

A ruleset builds one::

    LANGUAGE = Language(
        name="my-game",
        grammar=(HERE / "grammar.lark").read_text(encoding="utf-8"),
        builder=MyBuilder, compiler=MyCompiler, renderer=MyRenderer, printer=MyPrinter,
        expected_words={"PIECE": "a piece"}, mistakes={"hint": ["example text\\n"]},
    )

The parser is built on first use and kept (one LALR parser per language; Lark caches its
tables on disk, keyed by the grammar's hash).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from lark import Token, Tree
from lark.exceptions import GrammarError as LarkGrammarError

from . import ast as A
from .builder import Builder
from .compiler import Compiler, starts_with_instead
from .errors import DslError, DslSyntaxError
from .ir import Ops
from .limits import MAX_EFFECT_CHARS
from .parser import GrammarError, Parser, compose
from .printer import Printer
from .render import Renderer

#: how many times longer than the text its canonical form can be (one-character statements at
#: the deepest nesting); shorter texts need no measuring
_MAX_EXPANSION = 24


@dataclass(frozen=True, eq=False)
class Language:
    """The effect language of one ruleset (see the module docstring for how to build one)."""

    #: the ruleset's name, for error messages
    name: str
    #: the ruleset's grammar text, appended to ``dsl/core.lark``
    grammar: str
    builder: type[Builder] = Builder
    compiler: type[Compiler] = Compiler
    renderer: type[Renderer] = Renderer
    printer: type[Printer] = Printer
    #: terminal name → how it reads in "expected …" messages
    expected_words: Mapping[str, str] = field(default_factory=dict)
    #: hint → example texts that fail the way that mistake does
    mistakes: Mapping[str, Sequence[str]] = field(default_factory=dict)
    #: game words that may open a statement as its subject (``dahan have +1 health``): a
    #: statement starting with a word that is neither one of these nor a keyword of the grammar
    #: is reported as "unknown verb 'X'" (with the closest verb as a guess)
    nouns: Sequence[str] = ()

    # --- parsing -------------------------------------------------------------------------
    @cached_property
    def parser(self) -> Parser:
        """The language's parser (built on first use; :class:`GrammarError` if it cannot be)."""
        try:
            return Parser(
                compose(self.grammar, name=self.name),
                self.builder,
                expected_words=self.expected_words,
                mistakes=self.mistakes,
                nouns=self.nouns,
            )
        except LarkGrammarError as exc:
            raise GrammarError(f"{self.name} grammar: {exc}") from exc

    def parse(self, text: str) -> tuple[A.Effect | None, list[DslError]]:
        """Parse effect text; the AST (or None) and the syntax errors, never raising.

        An effect whose canonical form would be longer than :data:`~dsl.limits.MAX_EFFECT_CHARS`
        is refused like a long text (D005), so that what ``cardsmith fmt`` prints always parses.
        """
        effect, errors = self.parser.parse(text)
        long = effect is not None and len(text) > MAX_EFFECT_CHARS // _MAX_EXPANSION
        if long and effect is not None and self._canonical_length(effect) > MAX_EFFECT_CHARS:
            return None, [
                DslError(
                    A.Span(1, 1, 1, 2),
                    "D005",
                    f"effect text is longer than {MAX_EFFECT_CHARS} characters "
                    "once formatted (one statement per line, indented)",
                )
            ]
        return effect, errors

    def _canonical_length(self, effect: A.Effect) -> int:
        """The length of ``effect``'s canonical text (0 when a printer bug cannot print it:
        parsing never raises; the printer's own tests find the bug)."""
        try:
            return len(self.print_effect(effect))
        except (TypeError, ValueError, AttributeError):
            return 0

    def parse_or_raise(self, text: str) -> A.Effect:
        """Parse effect text or raise :class:`~cardsmith.dsl.errors.DslSyntaxError`."""
        effect, errors = self.parse(text)
        if effect is None:
            raise DslSyntaxError(errors)
        return effect

    def tree_of(self, text: str) -> Tree[Token]:
        """The raw Lark parse tree (for debugging and the ``explain`` command)."""
        return self.parser.tree_of(text)

    # --- compiling -----------------------------------------------------------------------
    def compile_effect(self, effect: A.Effect) -> tuple[Ops, list[DslError]]:
        """Compile a parsed effect to operations plus any semantic errors (sorted by position)."""
        return self.compile_with(lambda compiler: compiler.effect(effect))

    def compile_text(self, text: str) -> tuple[Ops | None, list[DslError]]:
        """Parse and compile effect text; ``None`` ops when the text does not parse."""
        effect, errors = self.parse(text)
        if effect is None:
            return None, errors
        return self.compile_effect(effect)

    def compile_with(self, compile: Callable[[Compiler], Ops]) -> tuple[Ops, list[DslError]]:
        """Compile with ``compile`` on a fresh compiler of the language (a ruleset folding
        several effects into one unit), its ops plus the errors found (sorted by position)."""
        compiler = self.compiler()
        ops = compile(compiler)
        return ops, sorted(compiler.errors)

    @staticmethod
    def starts_with_instead(effect: A.Effect) -> bool:
        """True when the effect opens with ``instead`` (a level replacing lower levels)."""
        return starts_with_instead(effect)

    # --- text ----------------------------------------------------------------------------
    @cached_property
    def _renderer(self) -> Renderer:
        return self.renderer()

    @cached_property
    def _printer(self) -> Printer:
        return self.printer()

    def render(self, effect: A.Effect) -> str:
        """The effect as card text (English)."""
        return self._renderer.render(effect)

    def print_effect(self, effect: A.Effect) -> str:
        """The effect as canonical effect text (``cardsmith fmt``)."""
        return self._printer.print_effect(effect)

    def print_stmt(self, stmt: A.Stmt, depth: int = 0) -> str:
        """One statement as canonical text, indented ``depth`` levels, no newline."""
        return self._printer.print_stmt(stmt, depth)
