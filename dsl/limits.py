"""The parser's limits on hostile input, and the checks that enforce them before anything recurses.

Every check here is iterative (an explicit stack), so no input can exhaust Python's recursion
limit: the tree checks run on Lark's parse tree before the builder sees it, the depth check on
the built syntax tree before the compiler, renderer or printer walk it. Each limit is reported as
a positioned diagnostic naming the limit (``docs/limits.md`` lists them all).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from lark import Token, Tree

from . import ast as A
from .errors import DslError

#: the longest effect text the parser reads, in characters, both as written and in its canonical
#: form (``cardsmith fmt``'s text, checked by :meth:`cardsmith.dsl.language.Language.parse`) (D005)
MAX_EFFECT_CHARS = 20_000
#: blocks inside blocks: each ``…:`` body is a level, written indented or on the same line
#: (``if x: if y: z`` is two levels); ``instead a; b`` counts as the block it prints as (D006)
MAX_NESTING = 8
#: the deepest syntax tree (statements, conditions, ``not``/``may`` chains…) (D006)
MAX_DEPTH = 40
#: the most digits a number may have: the largest number is 999 999 999 999 (D007)
MAX_NUMBER_DIGITS = 12
MAX_NUMBER = 10**MAX_NUMBER_DIGITS - 1
#: repeated blocks (``for each``, ``after``, a ruleset's ``each …``) inside one another: their
#: work multiplies (two loops over 99 pieces run their body 9,801 times, three 970,299 times),
#: so a third level is refused by the compiler (C120)
MAX_LOOP_NESTING = 2

#: parse-tree rules that are a block body (one nesting level each)
BODY_RULES = frozenset({"inline_body", "nested_body", "block_body"})
_DIGITS = re.compile("[0-9]{" + str(MAX_NUMBER_DIGITS + 1) + ",}")


def _tree_span(tree: Tree[Token]) -> A.Span:
    meta = tree.meta
    if getattr(meta, "empty", True):
        return A.Span(1, 1, 1, 2)
    end = meta.end_column if meta.end_line == meta.line else meta.column + 1
    return A.Span(meta.line, meta.column, meta.line, max(end, meta.column + 1))


def _opens_level(tree: Tree[Token]) -> bool:
    """True for a block body, and for ``instead a; b`` written without a colon (its AST is a
    block, printed as one), so that printing an effect never makes it nest deeper."""
    if tree.data in BODY_RULES:
        return True
    if tree.data in ("instead_stmt", "inline"):
        marker = tree.children[0] if tree.children else None
        has_marker = isinstance(marker, Token) and marker.type == "INSTEAD"
        has_body = any(isinstance(c, Tree) and c.data in BODY_RULES for c in tree.children)
        return has_marker and not has_body
    return False


def check_tree(tree: Tree[Token]) -> DslError | None:
    """The first limit ``tree`` breaks (too deep a nesting of blocks, too big a number)."""
    stack: list[tuple[Tree[Token] | Token | None, int, Tree[Token]]] = [(tree, 0, tree)]
    while stack:
        node, level, owner = stack.pop()
        if isinstance(node, Token):
            found = _DIGITS.search(str(node))
            if found is not None:
                line, col = node.line or 1, (node.column or 1) + found.start()
                return DslError(
                    A.Span(line, col, line, col + len(found.group())),
                    "D007",
                    f"number too large: a number has at most {MAX_NUMBER_DIGITS} digits "
                    f"(the largest is {MAX_NUMBER})",
                )
            continue
        if not isinstance(node, Tree):
            continue
        if _opens_level(node):
            level += 1
            if level > MAX_NESTING:
                return DslError(
                    _tree_span(owner),
                    "D006",
                    f"effect is nested too deeply: at most {MAX_NESTING} levels of blocks "
                    "(a block written on the same line after ':' counts too)",
                )
        for child in reversed(node.children):
            stack.append((child, level, node))
    return None


_FIELDS: dict[type, tuple[str, ...]] = {}


def _fields(cls: type) -> tuple[str, ...]:
    """The names of the fields of a node class that may hold nodes (not its span)."""
    names = _FIELDS.get(cls)
    if names is None:
        found = dataclasses.fields(cls) if dataclasses.is_dataclass(cls) else ()
        names = _FIELDS[cls] = tuple(f.name for f in found if f.name != "span")
    return names


def check_depth(effect: A.Effect) -> DslError | None:
    """A D006 error when the syntax tree is deeper than :data:`MAX_DEPTH` nodes (the same
    tree, hence the same answer, for an effect and its canonical form)."""
    stack: list[tuple[Any, int]] = [(effect, 0)]
    push, pop, node_type = stack.append, stack.pop, A.Node
    while stack:
        value, depth = pop()
        if isinstance(value, node_type):
            if depth > MAX_DEPTH:
                span = value.span if value.span != A.NOWHERE else A.Span(1, 1, 1, 2)
                return DslError(
                    span,
                    "D006",
                    f"effect is nested too deeply: at most {MAX_DEPTH} levels of statements "
                    "and conditions",
                )
            for name in _fields(type(value)):
                child = getattr(value, name)
                if isinstance(child, node_type | tuple | list):
                    push((child, depth + 1))
        elif isinstance(value, tuple | list):
            for child in value:
                if isinstance(child, node_type | tuple | list):
                    push((child, depth))
    return None
