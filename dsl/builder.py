"""Lark parse tree → typed AST: one builder method per grammar rule.

Each ``r_<rule>`` method receives the rule's span and its children (anonymous keyword tokens are
already filtered out by Lark) and returns the AST node for that rule. :class:`Builder` knows the
rules of ``dsl/core.lark``; a ruleset subclasses it with a method per rule of its own grammar.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar

from lark import Token, Transformer, Tree
from lark.lexer import PatternRE, TerminalDef

from . import ast as A


def span_of(meta: Any) -> A.Span:
    """The span Lark recorded for a rule (``NOWHERE`` for an empty one)."""
    if getattr(meta, "empty", True):
        return A.NOWHERE
    return A.Span(meta.line, meta.column, meta.end_line, meta.end_column)


def tok_span(tok: Token) -> A.Span:
    """The span of one token."""
    return A.Span(tok.line or 1, tok.column or 1, tok.end_line or 1, tok.end_column or 1)


def word(tok: Token) -> A.Word:
    """A token as a :class:`~cardsmith.dsl.ast.Word`: lower-cased, its inner spacing one space."""
    return A.Word(" ".join(str(tok).lower().split()), tok_span(tok))


def canonical(tok: Token, fold_case: bool) -> Token:
    """A phrase token (a terminal matching several words) with its spacing collapsed to one
    space — and lower-cased when ``fold_case`` (its terminal is case-insensitive) — so the text
    as typed never changes the tree; its position is kept."""
    text = " ".join(str(tok).split())
    if fold_case:
        text = text.lower()
    return tok if text == str(tok) else Token.new_borrow_pos(tok.type, text, tok)


def flatten(items: list[Any]) -> tuple[A.Stmt, ...]:
    """Statements out of children that may be statements, lists of them, or ``None``."""
    out: list[A.Stmt] = []
    for item in items:
        if isinstance(item, list | tuple):
            out.extend(item)
        elif item is not None:
            out.append(item)
    return tuple(out)


def toks(children: list[Any], kind: str) -> list[Token]:
    """The tokens of type ``kind`` among ``children``."""
    return [c for c in children if isinstance(c, Token) and c.type == kind]


#: white space in a regex: ``\s``, ``\t`` or a space
_SPACE_IN_PATTERN = re.compile(r"\\s|\\t| ")


def phrase_terminals(terminals: Iterable[TerminalDef]) -> dict[str, bool]:
    """The terminals written as regexes that match several words (``/from\\s+the\\s+game/i``),
    each with whether it is case-insensitive; white space and newline terminals are left out."""
    out: dict[str, bool] = {}
    for term in terminals:
        pattern = term.pattern
        if not isinstance(pattern, PatternRE) or not _SPACE_IN_PATTERN.search(pattern.value):
            continue
        if re.search(r"[A-Za-z]{2}", re.sub(r"\\.", "", pattern.value)):  # a word in it
            out[term.name] = "i" in pattern.flags
    return out


_Handler = Callable[[A.Span, list[Any]], Any]


class Builder(Transformer[Token, Any]):
    """Builds AST nodes; every rule receives (span, children).

    The tree is walked with an explicit stack (children before their rule), so a deep tree
    never reaches Python's recursion limit. Tokens reach the rules as typed, except those of
    ``phrases`` (terminal name → case-insensitive?, see :func:`phrase_terminals`): each goes
    through :func:`canonical` first.
    """

    #: rule name → build function of (span, children), looked up before the ``r_<rule>``
    #: methods (a ruleset keeping each construct's functions together registers them here)
    rules: ClassVar[Mapping[str, _Handler]] = {}

    def __init__(self, phrases: Mapping[str, bool] | None = None) -> None:
        super().__init__()
        self.phrases: Mapping[str, bool] = phrases or {}

    def transform(self, tree: Tree[Token]) -> Any:
        """The AST node of ``tree``'s root rule (every rule built bottom-up, iteratively)."""
        stack: list[tuple[Tree[Token], int, list[Any]]] = [(tree, 0, [])]
        while True:
            node, at, built = stack[-1]
            if at < len(node.children):
                stack[-1] = (node, at + 1, built)
                child = node.children[at]
                if isinstance(child, Tree):
                    stack.append((child, 0, []))
                elif isinstance(child, Token) and child.type in self.phrases:
                    built.append(canonical(child, self.phrases[child.type]))
                else:
                    built.append(child)
                continue
            stack.pop()
            value = self.__default__(node.data, built, node.meta)
            if not stack:
                return value
            stack[-1][2].append(value)

    def __default__(self, data: str, children: list[Any], meta: Any) -> Any:
        handler: _Handler | None = self.rules.get(data) or getattr(self, f"r_{data}", None)
        if handler is None:
            raise ValueError(f"no AST builder for rule {data!r}")
        return handler(span_of(meta), children)

    # --- structure -----------------------------------------------------------------------
    def r_start(self, span: A.Span, ch: list[Any]) -> A.Effect:
        return A.Effect(flatten(ch), span)

    def r_line(self, span: A.Span, ch: list[Any]) -> list[A.Stmt]:
        return list(flatten(ch))

    def r_inline(self, span: A.Span, ch: list[Any]) -> list[A.Stmt]:
        marker, *rest = ch
        stmts = flatten(rest)
        if marker is None:
            return list(stmts)
        return [A.Instead("may" in str(marker).lower(), stmts, span)]

    def r_inline_body(self, span: A.Span, ch: list[Any]) -> tuple[A.Stmt, ...]:
        return flatten(ch)

    def r_nested_body(self, span: A.Span, ch: list[Any]) -> tuple[A.Stmt, ...]:
        return flatten(ch)

    def r_block_body(self, span: A.Span, ch: list[Any]) -> tuple[A.Stmt, ...]:
        return flatten(ch)

    def r_otherwise(self, span: A.Span, ch: list[Any]) -> tuple[A.Stmt, ...]:
        return tuple(ch[0])

    # --- block statements ----------------------------------------------------------------
    def r_if_stmt(self, span: A.Span, ch: list[Any]) -> A.If:
        return A.If(ch[0], ch[1], ch[2] or (), span)

    def r_choice_stmt(self, span: A.Span, ch: list[Any]) -> A.Choice:
        return A.Choice(tuple(ch), span)

    def r_may_stmt(self, span: A.Span, ch: list[Any]) -> A.Optional:
        return A.Optional(ch[0], ch[1], None, span)

    def r_may_simple(self, span: A.Span, ch: list[Any]) -> A.Optional:
        return A.Optional(ch[0], (ch[2],), None, span)

    def r_for_each_stmt(self, span: A.Span, ch: list[Any]) -> A.ForEach:
        return A.ForEach(ch[0], ch[1], span)

    def r_trigger_stmt(self, span: A.Span, ch: list[Any]) -> A.Trigger:
        return A.Trigger(ch[0], ch[1], span)

    def r_instead_stmt(self, span: A.Span, ch: list[Any]) -> A.Instead:
        marker, *rest = ch
        return A.Instead("may" in str(marker).lower(), flatten(rest), span)

    def r_repeat(self, span: A.Span, ch: list[Any]) -> A.Repeat:
        return A.Repeat(ch[0] if ch else None, span)

    # --- counts, per, conditions ---------------------------------------------------------
    def r_exact(self, span: A.Span, ch: list[Any]) -> A.Count:
        return A.Count("exact", int(ch[0]), span)

    def r_up_to(self, span: A.Span, ch: list[Any]) -> A.Count:
        return A.Count("up_to", int(ch[0]), span)

    def r_all(self, span: A.Span, ch: list[Any]) -> A.Count:
        return A.Count("all", None, span)

    def r_any_number(self, span: A.Span, ch: list[Any]) -> A.Count:
        return A.Count("any_number", None, span)

    def r_half(self, span: A.Span, ch: list[Any]) -> A.Count:
        return A.Count("half", None, span, _rounding(ch[0]))

    def r_up_to_half(self, span: A.Span, ch: list[Any]) -> A.Count:
        return A.Count("up_to_half", None, span, _rounding(ch[0]))

    def r_per(self, span: A.Span, ch: list[Any]) -> A.Per:
        divisor, query, beyond, cap = ch
        return A.Per(
            query,
            cap,
            span,
            int(divisor) if divisor is not None else None,
            1 if beyond is not None else None,
        )

    def r_max(self, span: A.Span, ch: list[Any]) -> int:
        return int(ch[0])

    def r_cond(self, span: A.Span, ch: list[Any]) -> A.Cond:
        if len(ch) == 1:
            cond: A.Cond = ch[0]
            return cond
        return A.AllOf(tuple(ch), span)

    def r_negated(self, span: A.Span, ch: list[Any]) -> A.Not:
        return A.Not(ch[1], span)


def _rounding(tok: Token | None) -> str:
    """``(round up)`` → ``up``; a half with no rounding written rounds down."""
    return "up" if tok is not None and "up" in str(tok).lower() else "down"
