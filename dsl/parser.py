"""Effect text → typed AST (:mod:`dsl.ast`), with friendly, positioned syntax errors."""

from __future__ import annotations

from functools import lru_cache
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

from . import ast as A
from .builder import AstBuilder
from .errors import DslError, DslSyntaxError

MAX_EFFECT_CHARS = 20_000
MAX_NESTING = 12


class _EffectIndenter(Indenter):
    NL_type = "_NL"
    OPEN_PAREN_types: ClassVar[list[str]] = []
    CLOSE_PAREN_types: ClassVar[list[str]] = []
    INDENT_type = "_INDENT"
    DEDENT_type = "_DEDENT"
    tab_len = 4


@lru_cache(maxsize=1)
def _lark() -> Lark:
    grammar = files("dsl").joinpath("grammar.lark").read_text(encoding="utf-8")
    return Lark(
        grammar,
        parser="lalr",
        postlex=_EffectIndenter(),
        propagate_positions=True,
        maybe_placeholders=True,
        cache=True,  # LALR tables cached in the temp folder, keyed by the grammar's hash
    )


_EXPECTED_WORDS = {
    "_NL": "end of line",
    "_INDENT": "an indented block",
    "_DEDENT": "end of block",
    "INT": "a number",
    "NAME": "a word",
    "COLON": "':'",
    "SEMICOLON": "';'",
    "SLASH": "'/'",
    "LPAR": "'('",
    "OWNER": "your/their",
    "PAST": "destroyed/pushed/…",
    "SACRED_SITE": "sacred site",
    "IGNORING_LAND": "ignoring land type",
    "CARDS": "card",
    "GAIN": "gain",
    "GET": "get",
    "DEAL": "deal",
    "LAND": "land",
    "SIGNED": "+N/-N",
    "BONUS_KIND": "damage/fear",
    "NOT_KEPT": "they did not keep",
}


def _describe_expected(expected: set[str]) -> str:
    words = sorted({_EXPECTED_WORDS.get(e, e.lower().strip("_")) for e in expected})
    if len(words) > 8:
        words = words[:8] + ["…"]
    return ", ".join(words)


#: common mistakes, recognised by the parser state they fail in (Lark's ``match_examples``)
_MISTAKES: dict[str, list[str]] = {
    "a condition, threshold or loop ends with ':' before what it does": [
        "if target is sands\n",
        "if dahan present\n",
        "threshold 2 moon\n",
        "for each dahan\n",
        "in each adjacent land\n",
        "either\n",
        "1 fear\nif target is sands\n",
        "1 fear\nthreshold 2 moon\n",
        "1 fear\neither\n",
    ],
    "say which pieces, e.g. `push 2 explorer/town`": [
        "push 2\n",
        "gather up to 2\n",
        "destroy 1\n",
        "remove 1\n",
        "add 1\n",
        "downgrade 1\n",
        "1 damage to each\n",
        "1 fear\npush 2\n",
        "1 fear\ngather 1\n",
    ],
    "the amount comes first: `2 damage`": ["damage 2\n"],
    "defend needs a number: `defend 2`": ["defend\n", "defend all\n"],
    "a threshold counts elements: `threshold 2 moon 1 water:`": ["threshold moon:\n"],
}


def _hint(exc: UnexpectedInput) -> str | None:
    """A named, human explanation when the error looks like a known mistake."""
    try:
        label = exc.match_examples(_lark().parse, _MISTAKES, use_accepts=True)
    except Exception:  # a hint is optional: never let it hide the error itself
        return None
    return label if isinstance(label, str) else None


def _syntax_error(exc: UnexpectedInput, text: str) -> DslError:
    """The error as a positioned diagnostic, with a hint for a recognised mistake."""
    error = _plain_syntax_error(exc, text)
    if error.code in ("D002", "D003") and "indentation" not in error.message:
        hint = _hint(exc)
        if hint is not None:
            return DslError(error.span, error.code, error.message, hint)
    return error


def _plain_syntax_error(exc: UnexpectedInput, text: str) -> DslError:
    line = max(1, getattr(exc, "line", 1) or 1)
    col = max(1, getattr(exc, "column", 1) or 1)
    if isinstance(exc, UnexpectedCharacters):
        ch = text.splitlines()[line - 1][col - 1 : col] if text.splitlines() else ""
        return DslError(A.Span(line, col, line, col + 1), "D001", f"unexpected character {ch!r}")
    if isinstance(exc, UnexpectedEOF):
        lines = text.splitlines() or [""]
        last = len(lines)
        return DslError(
            A.Span(last, len(lines[-1]) + 1, last, len(lines[-1]) + 2),
            "D003",
            "effect ends too early: expected " + _describe_expected(set(exc.expected)),
        )
    if isinstance(exc, UnexpectedToken):
        tok = exc.token
        if tok.type == "$END" or (tok.type == "_DEDENT" and not str(tok)):
            return DslError(
                A.Span(line, col, line, col + 1),
                "D003",
                "effect ends too early: expected " + _describe_expected(set(exc.expected)),
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
            f"unexpected {shown}; expected {_describe_expected(set(exc.expected))}",
        )
    return DslError(A.Span(line, col, line, col + 1), "D002", str(exc).splitlines()[0])


def parse(text: str) -> tuple[A.Effect | None, list[DslError]]:
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
    depth = max((len(ln) - len(ln.lstrip(" "))) for ln in source.splitlines()) if source else 0
    if depth > MAX_NESTING * 4 * 2:
        return None, [DslError(A.Span(1, 1, 1, 2), "D006", "effect is nested too deeply")]
    try:
        tree = _lark().parse(source)
    except UnexpectedInput as exc:
        return None, [_syntax_error(exc, source)]
    except DedentError as exc:
        return None, [DslError(A.Span(1, 1, 1, 2), "D004", f"inconsistent indentation: {exc}")]
    try:
        effect = AstBuilder().transform(tree)
    except VisitError as exc:  # pragma: no cover - a grammar/builder mismatch is a bug
        return None, [DslError(A.Span(1, 1, 1, 2), "D099", f"internal: {exc.orig_exc}")]
    assert isinstance(effect, A.Effect)
    return effect, []


def parse_or_raise(text: str) -> A.Effect:
    """Parse effect text or raise :class:`DslSyntaxError`."""
    effect, errors = parse(text)
    if effect is None:
        raise DslSyntaxError(errors)
    return effect


def tree_of(text: str) -> Tree[Token]:
    """The raw Lark parse tree (for debugging and the ``explain`` command)."""
    return _lark().parse(text.rstrip() + "\n")
