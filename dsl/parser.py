"""Effect text → typed AST, with friendly, positioned syntax errors.

The grammar is ``dsl/core.lark`` with a ruleset's grammar text appended (so rule names stay as
written); the ruleset may ``%extend`` only the core's extension points and must not touch the
lexer (``%ignore``/``%declare``), replace core rules (``%override``, redefinition) or pull in
other grammars (``%import``). One LALR parser per grammar, Lark's table cache on disk.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cached_property
from importlib.resources import files
from typing import ClassVar

from lark import Lark, Token, Tree
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)
from lark.indenter import DedentError, Indenter
from lark.lexer import PatternStr

from . import ast as A
from .builder import Builder, phrase_terminals
from .errors import DslError
from .limits import MAX_EFFECT_CHARS, MAX_NESTING, check_depth, check_tree

__all__ = ["MAX_EFFECT_CHARS", "MAX_NESTING", "GrammarError", "Parser", "compose"]

#: the core rules a ruleset grammar may ``%extend`` (see the head of ``dsl/core.lark``)
EXTENSION_POINTS = frozenset(
    {"simple", "compound", "atom", "count", "actor", "query", "event", "scope"}
)
_FORBIDDEN = ("%override", "%ignore", "%import", "%declare")
_DEFINITION = re.compile(r"^[?!]?([A-Za-z_][A-Za-z0-9_]*)(?:\.-?\d+)?\s*:", re.M)
_DIRECTIVE = re.compile(r"^\s*(%[a-z]+)\b\s*([A-Za-z_][A-Za-z0-9_]*)?", re.M)

#: how the core's terminals read in "expected …" messages (a ruleset adds its own)
CORE_EXPECTED_WORDS: Mapping[str, str] = {
    "_NL": "end of line",
    "_INDENT": "an indented block",
    "_DEDENT": "end of block",
    "INT": "a number",
    "NAME": "a word",
    "COLON": "':'",
    "SEMICOLON": "';'",
    "SLASH": "'/'",
    "LPAR": "'('",
    "COMMA": "','",
    "BEYOND_FIRST": "past the first",
    "ROUNDING": "(round up/down)",
}


#: the first word of a statement (after indentation, ``:`` or ``;``)
_FIRST_WORD = re.compile(r"\s*([A-Za-z][A-Za-z'\-]*)")


#: statement texts a parser keeps (then it starts afresh)
_CACHE_SIZE = 50_000
#: a line that continues the statement above it (``or:`` of ``either``, ``otherwise:``)
_CONTINUES = re.compile(r"(or|otherwise)\s*:", re.IGNORECASE)


def _statements(source: str) -> list[tuple[int, str]]:
    """``source`` cut into its top-level statements: (lines before it, its text). A statement
    starts on an unindented line that is not blank, a comment, ``or:`` or ``otherwise:``; blank
    and comment lines stay with the statement before them (the first keeps the lines above)."""
    lines = source.split("\n")
    starts = [
        i
        for i, line in enumerate(lines)
        if line[:1] not in ("", " ", "#", "\r") and not _CONTINUES.match(line)
    ]
    if not starts:
        return []
    starts[0] = 0
    ends = [*starts[1:], len(lines)]
    return [(a, "\n".join(lines[a:b]).rstrip() + "\n") for a, b in zip(starts, ends, strict=True)]


class GrammarError(Exception):
    """A ruleset grammar that breaks the composition rules (raised when the parser is built)."""


def core_grammar() -> str:
    """The text of ``dsl/core.lark``."""
    return files("cardsmith.dsl").joinpath("core.lark").read_text(encoding="utf-8")


def _code(text: str) -> str:
    return "\n".join(line.split("//", 1)[0] for line in text.splitlines())


def compose(ruleset_grammar: str, *, name: str = "ruleset") -> str:
    """The full grammar: core text plus ``ruleset_grammar``, after checking the latter."""
    core = core_grammar()
    core_names = set(_DEFINITION.findall(_code(core)))
    code = _code(ruleset_grammar)
    problems: list[str] = []
    for directive, target in _DIRECTIVE.findall(code):
        if directive in _FORBIDDEN:
            problems.append(f"{directive} is not allowed (the core owns the lexer and its rules)")
        elif directive == "%extend" and target not in EXTENSION_POINTS:
            points = ", ".join(sorted(EXTENSION_POINTS))
            problems.append(f"%extend {target}: not an extension point (those are: {points})")
    for defined in _DEFINITION.findall(code):
        if defined in core_names:
            how = "%extend it" if defined in EXTENSION_POINTS else "give yours another name"
            problems.append(f"{defined!r} is defined by the core grammar ({how})")
    if problems:
        raise GrammarError(f"{name} grammar: " + "; ".join(problems))
    return core + "\n// ---- " + name + " ----\n" + ruleset_grammar


class _EffectIndenter(Indenter):
    NL_type = "_NL"
    OPEN_PAREN_types: ClassVar[list[str]] = []
    CLOSE_PAREN_types: ClassVar[list[str]] = []
    INDENT_type = "_INDENT"
    DEDENT_type = "_DEDENT"
    tab_len = 4


class Parser:
    """One LALR parser for one composed grammar, its AST builder and its error hints.

    ``mistakes`` maps a hint to example texts that fail the way that mistake does (Lark's
    ``match_examples``); ``expected_words`` names terminals in "expected …" messages.
    """

    def __init__(
        self,
        grammar: str,
        builder: type[Builder],
        *,
        expected_words: Mapping[str, str] | None = None,
        mistakes: Mapping[str, Sequence[str]] | None = None,
        nouns: Iterable[str] = (),
    ) -> None:
        self.lark = Lark(
            grammar,
            parser="lalr",
            postlex=_EffectIndenter(),
            propagate_positions=True,
            maybe_placeholders=True,
            # ASCII-only case folding: "İ", "ſ" or the Kelvin sign never match a keyword or a
            # word's letters, so a word reads back the same after it is lower-cased
            g_regex_flags=re.ASCII,
            cache=True,  # LALR tables cached in the temp folder, keyed by the grammar's hash
        )
        self.builder = builder
        #: the grammar's phrase terminals, canonicalised before the builder sees them
        self.phrases = phrase_terminals(self.lark.terminals)
        self.expected_words = {**CORE_EXPECTED_WORDS, **(expected_words or {})}
        self.mistakes = {hint: list(examples) for hint, examples in (mistakes or {}).items()}
        #: (line offset, statement text) → its syntax tree (see :meth:`_parse_statements`)
        self._cache: dict[tuple[int, str], A.Effect] = {}
        self.nouns = frozenset(w.lower() for w in nouns)

    def parse(self, text: str) -> tuple[A.Effect | None, list[DslError]]:
        """Parse effect text; return the AST (or None) and the syntax errors, never raising."""
        if len(text) > MAX_EFFECT_CHARS:
            return None, [
                DslError(
                    A.Span(1, 1, 1, 2),
                    "D005",
                    f"effect text is longer than {MAX_EFFECT_CHARS} characters",
                )
            ]
        source = text.expandtabs(4).rstrip() + "\n"
        return self._parse_statements(source)

    def _parse_statements(self, source: str) -> tuple[A.Effect | None, list[DslError]]:
        """Parse ``source`` one top-level statement at a time, each statement text (at its line)
        parsed once per parser: effects share most of their lines, so a pack parses each
        distinct statement once. A statement that does not parse makes the whole text parse
        again, so its error is exactly the one the whole text gives."""
        chunks = _statements(source)
        if len(chunks) <= 1:
            key = (0, source)
            cached = self._cache.get(key)
            if cached is not None:
                return cached, []
            effect, errors = self._parse_source(source)
            if effect is not None:
                self._remember(key, effect)
            return effect, errors
        body: list[A.Stmt] = []
        parts: list[A.Effect] = []
        for offset, chunk in chunks:
            key = (offset, chunk)
            part = self._cache.get(key)
            if part is None:
                part, _ = self._parse_source("\n" * offset + chunk)
                if part is None:
                    return self._parse_source(source)
                self._remember(key, part)
            parts.append(part)
            body.extend(part.body)
        first, last = parts[0].span, parts[-1].span
        return A.Effect(tuple(body), A.Span(first.line, first.col, last.end_line, last.end_col)), []

    def _remember(self, key: tuple[int, str], effect: A.Effect) -> None:
        if len(self._cache) >= _CACHE_SIZE:
            self._cache.clear()
        self._cache[key] = effect

    def _parse_source(self, source: str) -> tuple[A.Effect | None, list[DslError]]:
        """Parse normalised effect text (tabs expanded, one final newline)."""
        try:
            tree = self.lark.parse(source)
        except UnexpectedInput as exc:
            return None, [self._syntax_error(exc, source)]
        except DedentError as exc:
            return None, [DslError(A.Span(1, 1, 1, 2), "D004", f"inconsistent indentation: {exc}")]
        limit = check_tree(tree)  # before the builder: nesting and numbers within bounds
        if limit is not None:
            return None, [limit]
        try:
            effect = self.builder(self.phrases).transform(tree)
        except (VisitError, ValueError, TypeError, IndexError) as exc:  # a builder bug
            orig = exc.orig_exc if isinstance(exc, VisitError) else exc
            return None, [DslError(A.Span(1, 1, 1, 2), "D099", f"internal: {orig}")]
        if not isinstance(effect, A.Effect):
            return None, [DslError(A.Span(1, 1, 1, 2), "D099", "internal: no effect built")]
        limit = check_depth(effect)
        if limit is not None:
            return None, [limit]
        return effect, []

    def tree_of(self, text: str) -> Tree[Token]:
        """The raw Lark parse tree (for debugging and the ``explain`` command)."""
        return self.lark.parse(text.rstrip() + "\n")

    # --- errors --------------------------------------------------------------------------
    def _describe_expected(self, expected: set[str]) -> str:
        shown = {e for e in expected if not e.startswith("_NO_")}
        words = sorted({self.expected_words.get(e, e.lower().strip("_")) for e in shown})
        if len(words) > 8:
            words = words[:8] + ["…"]
        return ", ".join(words)

    def _hint(self, exc: UnexpectedInput) -> str | None:
        """A named, human explanation when the error looks like a known mistake."""
        if not self.mistakes:
            return None
        try:
            label = exc.match_examples(self.lark.parse, self.mistakes, use_accepts=True)
        except Exception:  # a hint is optional: never let it hide the error itself
            return None
        return label if isinstance(label, str) else None

    @cached_property
    def verbs(self) -> frozenset[str]:
        """The words a statement may start with (its verbs and other keywords), read from the
        parser's start state."""
        start = self.lark.parse_interactive("")
        names: set[str] = start.accepts()  # type: ignore[no-untyped-call]
        return frozenset(w for name in names for w in self._terminal_words(name))

    @cached_property
    def keywords(self) -> frozenset[str]:
        """Every word of the grammar's terminals (``damage`` is one, though no statement starts
        with it)."""
        words = {w for t in self.lark.terminals for w in self._terminal_words(t.name)}
        return frozenset(words | {"or", "otherwise"})

    def _terminal_words(self, name: str) -> list[str]:
        """The words a terminal matches: a string as written, the words of a regex (``gains?``
        → ``gain``, ``do(es)?`` → ``do``)."""
        try:
            pattern = self.lark.get_terminal(name).pattern
        except KeyError:
            return []
        if isinstance(pattern, PatternStr):
            value = pattern.value.lower()
            return [value] if value.isalpha() else []
        source = re.sub(r"\\[a-zA-Z]|\(\w+\)\?|\w\?", " ", pattern.value)
        return [w.lower() for w in re.findall(r"[A-Za-z]{2,}", source)]

    def _unknown_verb(self, exc: UnexpectedInput, text: str) -> DslError | None:
        """"unknown verb 'X'" when the statement the error is in starts with a word that is no
        keyword or noun of the language (the parse failed because of it)."""
        if not isinstance(exc, UnexpectedToken | UnexpectedCharacters):
            return None
        lines = text.splitlines()
        line = getattr(exc, "line", None)
        if not line or line > len(lines):
            return None
        col = max(1, getattr(exc, "column", 1) or 1)
        before = lines[line - 1][: col - 1]
        start = max(before.rfind(":"), before.rfind(";")) + 1
        m = _FIRST_WORD.match(lines[line - 1], start)
        if m is None or m.start(1) > col - 1:
            return None
        word = m.group(1).lower()
        if word in self.keywords or word in self.nouns:
            return None
        span = A.Span(line, m.start(1) + 1, line, m.end(1) + 1)
        # a statement starts with a verb, or with a noun (``units have +1 health``): a verb is
        # guessed first; a noun only when it is spelt nearly so (a verb the language lacks is
        # not answered with a noun that happens to share letters with it)
        guess = difflib.get_close_matches(word, sorted(self.verbs), n=1, cutoff=0.6)
        noun = difflib.get_close_matches(word, sorted(self.nouns), n=1, cutoff=0.75)
        if noun and not guess:
            return DslError(span, "D002", f"unknown word {word!r}", f"did you mean {noun[0]!r}?")
        hint = (
            f"did you mean {guess[0]!r}?"
            if guess
            else "no verb of the language is spelt like it: a statement starts with one of its "
            "verbs (the ruleset's language reference lists them)"
        )
        return DslError(span, "D002", f"unknown verb {word!r}", hint)

    def _syntax_error(self, exc: UnexpectedInput, text: str) -> DslError:
        """The error as a positioned diagnostic, with a hint for a recognised mistake."""
        unknown = self._unknown_verb(exc, text)
        if unknown is not None:
            return unknown
        error = self._plain_syntax_error(exc, text)
        if error.code in ("D002", "D003") and "indentation" not in error.message:
            hint = self._hint(exc)
            if hint is not None:
                return DslError(error.span, error.code, error.message, hint)
        return error

    def _plain_syntax_error(self, exc: UnexpectedInput, text: str) -> DslError:
        line = max(1, getattr(exc, "line", 1) or 1)
        col = max(1, getattr(exc, "column", 1) or 1)
        if isinstance(exc, UnexpectedCharacters):
            ch = text.splitlines()[line - 1][col - 1 : col] if text.splitlines() else ""
            return DslError(
                A.Span(line, col, line, col + 1), "D001", f"unexpected character {ch!r}"
            )
        if isinstance(exc, UnexpectedEOF):
            lines = text.splitlines() or [""]
            last = len(lines)
            return DslError(
                A.Span(last, len(lines[-1]) + 1, last, len(lines[-1]) + 2),
                "D003",
                "effect ends too early: expected " + self._describe_expected(set(exc.expected)),
            )
        if isinstance(exc, UnexpectedToken):
            tok = exc.token
            if tok.type == "$END" or (tok.type == "_DEDENT" and not str(tok)):
                return DslError(
                    A.Span(line, col, line, col + 1),
                    "D003",
                    "effect ends too early: expected " + self._describe_expected(set(exc.expected)),
                )
            if tok.type == "_INDENT":
                lines = text.splitlines()
                nxt = next((i for i in range(line, len(lines)) if lines[i].strip()), line - 1)
                width = len(lines[nxt]) - len(lines[nxt].lstrip()) if lines else 1
                return DslError(
                    A.Span(nxt + 1, 1, nxt + 1, max(2, width + 1)),
                    "D002",
                    "unexpected indentation: only a line ending with ':' opens a block",
                )
            shown = "end of line" if tok.type == "_NL" else repr(str(tok))
            end = col + max(1, len(str(tok).split("\n")[0]))
            return DslError(
                A.Span(line, col, line, end),
                "D002",
                f"unexpected {shown}; expected {self._describe_expected(set(exc.expected))}",
            )
        return DslError(A.Span(line, col, line, col + 1), "D002", str(exc).splitlines()[0])
