"""The comment safety net of ``cardsmith fmt``: comments listed by an independent tokenizer.

:func:`find_comments` lists a YAML text's comments with PyYAML's scanner (not ruamel, which does
the formatting); :func:`lost_comments` compares the input's and the output's as multisets.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

import yaml as pyyaml

__all__ = ["Comment", "CommentLostError", "find_comments", "lost_comments"]

_Scanner: type[Any] = getattr(pyyaml, "CSafeLoader", pyyaml.SafeLoader)
_LINE_BREAK_RE = re.compile("\r\n|[\r\n\x85\u2028\u2029]")  # PyYAML's line breaks
_BLOCK_HEADER_RE = re.compile(r"[|>][-+0-9]*")


@dataclass(frozen=True)
class Comment:
    """One YAML comment: 1-based position of its ``#`` and its text (``#`` to end of line)."""

    line: int
    col: int
    text: str


class CommentLostError(ValueError):
    """Formatting would lose ``comment`` (a comment of the input text)."""

    def __init__(self, comment: Comment) -> None:
        super().__init__(f"{comment.line}:{comment.col}: fmt would drop a comment: {comment.text}")
        self.comment = comment


def find_comments(text: str) -> list[Comment]:
    """Every comment of the YAML ``text``, in order, found independently of ruamel.

    PyYAML's scanner gives the span of every token; a ``#`` outside all spans starts a comment
    (the scanner skips nothing else between tokens but white space). A ``#`` inside a quoted,
    plain or block scalar is text. A block scalar's span covers its header, so the rest of the
    header line after ``|``/``>`` and its indicators is searched too. Raises
    ``yaml.YAMLError`` for text PyYAML cannot scan.
    """
    text = text.removeprefix("\ufeff")
    lines = _LINE_BREAK_RE.split(text)
    spans: dict[int, list[tuple[int, int]]] = {}

    def cover(line: int, start: int, end: int) -> None:
        if end > start:
            spans.setdefault(line, []).append((start, end))

    for token in pyyaml.scan(text, Loader=_Scanner):
        start, end = token.start_mark, token.end_mark
        if (start.line, start.column) == (end.line, end.column):
            continue
        first_end = len(lines[start.line]) if end.line > start.line else end.column
        if isinstance(token, pyyaml.ScalarToken) and token.style in ("|", ">"):
            header = _BLOCK_HEADER_RE.match(lines[start.line], start.column)
            first_end = header.end() if header else start.column + 1
        cover(start.line, start.column, first_end)
        for middle in range(start.line + 1, end.line):
            cover(middle, 0, len(lines[middle]))
        if end.line > start.line:
            cover(end.line, 0, end.column)

    found = []
    for number, line in enumerate(lines):
        col = line.find("#")
        while col != -1:
            if not any(a <= col < b for a, b in spans.get(number, ())):
                found.append(Comment(number + 1, col + 1, line[col:].rstrip()))
                break
            col = line.find("#", col + 1)
    return found


def lost_comments(before: list[Comment], after: list[Comment]) -> list[Comment]:
    """The comments of ``before`` that ``after`` lacks (compared by text, as multisets).

    When a text occurs more often before than after, its last occurrences count as lost.
    """
    left = Counter(c.text for c in after)
    lost = []
    for comment in before:
        if left[comment.text] > 0:
            left[comment.text] -= 1
        else:
            lost.append(comment)
    return lost
