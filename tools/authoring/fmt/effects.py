"""Canonical effects for ``cardsmith fmt``: every ``effect:`` string that parses is printed back.

One statement per line; a ``|`` block scalar when it has several lines, a plain (or double
quoted) scalar otherwise. Effects that do not parse, or that contain a ``#`` comment, are left
untouched; comments hanging on the value's old style move with it.
"""

from __future__ import annotations

from typing import Any

from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import CommentMark
from ruamel.yaml.scalarstring import (
    DoubleQuotedScalarString,
    FoldedScalarString,
    LiteralScalarString,
    PlainScalarString,
)
from ruamel.yaml.tokens import CommentToken

from cardsmith.dsl.language import Language

__all__ = ["normalise_effect", "normalise_effects"]


def normalise_effect(text: str, language: Language) -> str | None:
    """Canonical text for one effect in ``language``, or None to leave it as written.

    Effects that do not parse, contain a ``#`` comment (the printer would drop it) or would not
    print back to the same syntax tree are left alone.
    """
    if "#" in text:
        return None
    effect, errors = language.parse(text)
    if effect is None or errors or not effect.body:
        return None
    printed = language.print_effect(effect)
    again, _ = language.parse(printed)
    if again != effect:  # pragma: no cover - a printer bug; never lose meaning
        return None
    return printed


def _effect_value(old: str, printed: str) -> str | None:
    """The new YAML value for an effect (None: keep ``old``)."""
    if printed.count("\n") > 1:
        if isinstance(old, LiteralScalarString) and str(old) == printed:
            return None
        block: str = LiteralScalarString(printed)
        return block
    line = printed.rstrip("\n")
    if str(old) == line and not isinstance(old, LiteralScalarString):
        return None  # keep its quoting
    value: str = DoubleQuotedScalarString(line) if _needs_quotes(line) else PlainScalarString(line)
    return value


def _needs_quotes(line: str) -> bool:
    """True when a one-line effect cannot be a plain YAML scalar."""
    return ": " in line or line.endswith(":") or " #" in line or line[0] in "!&*-?[]{}|>'\"%@`,#"


def normalise_effects(node: Any, language: Language | None) -> None:
    """Rewrite every ``effect:`` string in place, recursively (``None``: a file whose game is
    unknown, its effects left as written)."""
    if language is None:
        return
    if isinstance(node, CommentedMap):
        for key in list(node):
            value = node[key]
            if key == "effect" and isinstance(value, str):
                printed = normalise_effect(str(value), language)
                new = _effect_value(value, printed) if printed is not None else None
                if new is not None:
                    node[key] = new
                    _move_style_comments(node, key, value, new)
            else:
                normalise_effects(value, language)
    elif isinstance(node, CommentedSeq):
        for item in node:
            normalise_effects(item, language)


def _move_style_comments(node: CommentedMap, key: Any, old: Any, new: Any) -> None:
    """Move the comments of ``key``'s value that hang on its old style, now that ``old`` is
    ``new``.

    ruamel keeps a block scalar's header comment (``effect: |  # note``) with the block scalar,
    and the comments after a one-line value (``effect: fear 2  # note`` and the comment lines
    below it) as one end-of-line token, written right after the value. So:

    * block scalar to one line: the header comment becomes the end-of-line comment;
    * one line to block scalar: the end-of-line comment becomes the header comment, and the
      comment lines below are written at the key's column, where they cannot be taken for
      lines of the block scalar.
    """
    old_block = isinstance(old, LiteralScalarString | FoldedScalarString)
    new_block = isinstance(new, LiteralScalarString)
    slot = node.ca.items.setdefault(key, [None, None, None, None])
    following = slot[2]  # the end-of-line token, or the comment lines after a block scalar
    if old_block and not new_block:
        header = str(getattr(old, "comment", None) or "").strip()
        slot[3] = None  # ruamel's copy of the header, used for block scalars only
        header = f" {header}" if header.startswith("#") else ""  # two spaces before "#"
        if following is None:
            if header:
                node.yaml_add_eol_comment(header.strip(), key)
        else:  # the comment lines below the block scalar stay on lines of their own
            below = following.value
            indent = "" if below.startswith("\n") else " " * following.start_mark.column
            following.value = f"{header}\n{indent}{below}"
    elif new_block and not old_block and following is not None:
        first, _, rest = following.value.partition("\n")
        if first.strip():
            slot[3] = [f"  {first.strip()}"]
        try:
            column = int(node.lc.key(key)[1])
        except (AttributeError, KeyError, TypeError):  # pragma: no cover - a node we built
            column = 0
        below = [line.strip() for line in rest.split("\n")[:-1]]
        while below and not below[0]:
            below.pop(0)  # the block scalar ends the line already
        if not any(below):
            slot[2] = None
            return
        text = "\n".join(f"{' ' * column}{line}" if line else "" for line in below)
        slot[2] = CommentToken(f"{text.lstrip()}\n", CommentMark(column))
