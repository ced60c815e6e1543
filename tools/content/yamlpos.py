"""Source positions of YAML nodes, addressed by their path in the loaded data."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

PathKey = tuple[str | int, ...]

_BLOCK_HEADER = re.compile(r"[|>]([1-9])?[+-]?([1-9])?")


@dataclass(frozen=True)
class NodePos:
    """Where a node sits in the file: 1-based start, exclusive end, and its scalar style.

    ``style`` is ``None`` for plain scalars and collections, ``"|"`` literal, ``">"`` folded,
    ``'"'`` or ``"'"`` for quoted scalars.
    """

    line: int
    col: int
    end_line: int
    end_col: int
    style: str | None = None


class _LazyPositions:
    """Positions by path, converted to :class:`NodePos` only when read: loading a file records
    a position for every node, but only files with problems ever look one up."""

    def __init__(self, convert: Callable[[Any], NodePos] | None) -> None:
        self.raw: dict[PathKey, Any] = {}
        self._convert = convert

    def get(self, path: PathKey) -> NodePos | None:
        value = self.raw.get(path)
        if value is None or isinstance(value, NodePos):
            return value
        assert self._convert is not None
        pos = self.raw[path] = self._convert(value)
        return pos

    def __getitem__(self, path: PathKey) -> NodePos:
        pos = self.get(path)
        if pos is None:
            raise KeyError(path)
        return pos

    def __contains__(self, path: object) -> bool:
        return path in self.raw

    def __iter__(self) -> Iterator[PathKey]:
        return iter(self.raw)

    def __len__(self) -> int:
        return len(self.raw)

    def __getstate__(self) -> dict[str, Any]:
        """Pickle as plain positions (the source nodes stay behind)."""
        return {"raw": {path: self.get(path) for path in self.raw}, "_convert": None}


class PositionMap:
    """Map from a data path such as ``("levels", 0, "effect")`` to the node's :class:`NodePos`.

    ``()`` is the document root. Mapping keys have their own positions (:meth:`key_pos`),
    used to point at the key for problems like "unknown property".
    """

    def __init__(
        self, lines: list[str] | None = None, convert: Callable[[Any], NodePos] | None = None
    ) -> None:
        self._values: _LazyPositions = _LazyPositions(convert)
        self._keys: _LazyPositions = _LazyPositions(convert)
        self._lines = lines or []

    def set_value(self, path: PathKey, pos: Any) -> None:
        """Record the position of the value at ``path`` (a NodePos, or a source object that the
        map's ``convert`` function turns into one the first time it is asked for)."""
        self._values.raw[path] = pos

    def set_key(self, path: PathKey, pos: Any) -> None:
        """Record the position of the mapping key whose value is at ``path``."""
        self._keys.raw[path] = pos

    def stores(self) -> tuple[dict[PathKey, Any], dict[PathKey, Any]]:
        """The dictionaries :meth:`set_value` and :meth:`set_key` write into (values, keys):
        the loader records one position per node and writes them directly."""
        return self._values.raw, self._keys.raw

    def get(self, path: PathKey) -> NodePos | None:
        """Position of the value at ``path``, or ``None``."""
        return self._values.get(tuple(path))

    def key_pos(self, path: PathKey) -> NodePos | None:
        """Position of the key of the mapping entry at ``path``, or ``None``."""
        return self._keys.get(tuple(path))

    def __contains__(self, path: object) -> bool:
        return isinstance(path, tuple) and path in self._values

    def __getitem__(self, path: PathKey) -> NodePos:
        return self._values[tuple(path)]

    def __len__(self) -> int:
        return len(self._values)

    def paths(self) -> list[PathKey]:
        """All recorded value paths."""
        return list(self._values)

    def nearest(self, path: PathKey) -> tuple[PathKey, NodePos] | None:
        """The recorded path closest to ``path``: itself or its nearest existing parent."""
        p = tuple(path)
        while True:
            if p in self._values:
                return p, self._values[p]
            if not p:
                return None
            p = p[:-1]

    def locate(self, path: PathKey, prefer_key: bool = False) -> tuple[int, int]:
        """(line, col) of ``path``, falling back to the nearest parent; ``(1, 1)`` if unknown.

        With ``prefer_key`` the position of the mapping key is returned when there is one.
        """
        if prefer_key and (kp := self._keys.get(tuple(path))) is not None:
            return kp.line, kp.col
        found = self.nearest(path)
        if found is None:
            return 1, 1
        return found[1].line, found[1].col

    def map_scalar_offset(
        self, path: PathKey, line_in_value: int, col_in_value: int
    ) -> tuple[int, int]:
        """Map a 1-based (line, col) inside a string scalar's value to the file (line, col).

        Exact for literal block scalars (``|``, ``|-``, ``|+``) and for plain and quoted
        scalars, through their escapes (``\\n``, ``\\t``, ``\\x41``, ``''``…) and line
        folding; folded block scalars (``>``) map through their folding too. A position past
        the value's end maps just after its last character; the result is always inside the
        file.
        """
        pos = self.get(path)
        if pos is None:
            return self._clamp(*self.locate(path))
        line_in_value = max(line_in_value, 1)
        col_in_value = max(col_in_value, 1)
        if pos.style == "|":
            return self._clamp(*self._map_block(pos, line_in_value, col_in_value))
        chars = self._folded_chars(pos) if pos.style == ">" else self._flow_chars(pos)
        return self._clamp(*_find(chars, line_in_value, col_in_value, (pos.line, pos.col)))

    def _clamp(self, line: int, col: int) -> tuple[int, int]:
        """(line, col) moved inside the file: a real line, at most one past its last column."""
        if not self._lines:
            return max(line, 1), max(col, 1)
        line = min(max(line, 1), len(self._lines))
        return line, min(max(col, 1), len(self._lines[line - 1]) + 1)

    def _flow_chars(self, pos: NodePos) -> list[_Char]:
        """Each character of a plain or quoted scalar's value with its (line, col) in the file,
        decoded as YAML does: escapes, ``''``, line folding, trimmed white space."""
        src = _Source(self._lines, pos.line, pos.col, pos.end_line, pos.end_col)
        quote = pos.style if pos.style in ('"', "'") else None
        if quote is not None:
            src.advance()  # the opening quote
        out: list[_Char] = []
        while not src.done():
            c = src.peek()
            if quote is not None and c == quote:
                if quote == "'" and src.peek(1) == "'":
                    out.append(("'", *src.here()))
                    src.advance(2)
                    continue
                break  # the closing quote
            if c == "\\" and quote == '"':
                at, nxt = src.here(), src.peek(1)
                if nxt == "":  # an escaped line break: it and the indentation vanish
                    src.next_line()
                    src.skip_blanks()
                    continue
                width = 2 + _HEX_ESCAPES.get(nxt, 0)
                out.append((_ESCAPES.get(nxt, "?"), *at))
                src.advance(width)
                continue
            if c == "":  # a line break inside the scalar: folded
                while out and out[-1][0] in " \t" and out[-1][1] == src.line:
                    out.pop()  # trailing white space before a break is not content
                at = src.here()
                src.next_line()
                blank = 0
                while not src.done() and src.rest().strip(" \t") == "":
                    blank += 1
                    src.next_line()
                src.skip_blanks()
                out.extend([("\n", *at)] * blank if blank else [(" ", *at)])
                continue
            out.append((c, *src.here()))
            src.advance()
        return out

    def _folded_chars(self, pos: NodePos) -> list[_Char]:
        """Each character of a folded block scalar's value with its file position: lines of
        the block's indentation join with a space, blank and more-indented lines keep breaks."""
        indent = self._block_indent(pos)
        out: list[_Char] = []
        previous: str | None = None  # "text" or "other" (blank / more indented)
        pending_blank = 0
        for number in range(pos.line + 1, pos.end_line + 1):
            text = self._line(number)
            if text is None:
                break
            body = text[indent:]
            if not body.strip():
                pending_blank += 1
                continue
            kind = "other" if body[:1] in (" ", "\t") else "text"
            if previous is not None:
                at = (number - 1, len(self._line(number - 1) or "") + 1)
                if previous == "text" and kind == "text" and not pending_blank:
                    out.append((" ", *at))
                else:
                    breaks = pending_blank + (0 if previous == kind == "text" else 1)
                    out.extend([("\n", *at)] * max(breaks, 1))
            elif pending_blank:
                out.extend([("\n", number, 1)] * pending_blank)
            pending_blank = 0
            out.extend((ch, number, indent + i + 1) for i, ch in enumerate(body))
            previous = kind
        return out

    def _block_indent(self, pos: NodePos) -> int:
        """The content indentation of the block scalar at ``pos`` (0-based columns)."""
        header = self._line(pos.line) or ""
        m = _BLOCK_HEADER.match(header, max(pos.col - 1, 0))
        explicit = m and (m.group(1) or m.group(2))
        if explicit:
            return self._parent_indent(pos.line, pos.col) + int(explicit)
        for n in range(pos.line + 1, pos.end_line + 1):
            text = self._line(n)
            if text is None:
                break
            if text.strip():
                return len(text) - len(text.lstrip(" "))
        return pos.col

    def source_line(self, number: int) -> str | None:
        """Text of the 1-based file line ``number`` (without newline), if known."""
        return self._line(number)

    def _line(self, number: int) -> str | None:
        if 1 <= number <= len(self._lines):
            return self._lines[number - 1]
        return None

    def _map_block(self, pos: NodePos, line_in_value: int, col_in_value: int) -> tuple[int, int]:
        return pos.line + line_in_value, self._block_indent(pos) + col_in_value

    def _parent_indent(self, line: int, col: int) -> int:
        """Indentation of the node that owns a block scalar starting at (line, col)."""
        text = self._line(line) or ""
        prefix = text[: col - 1]
        stripped = prefix.lstrip(" ")
        indent = len(prefix) - len(stripped)
        while stripped.startswith("- "):  # a sequence entry: its content indent counts
            indent += 2
            rest = stripped[2:]
            indent += len(rest) - len(rest.lstrip(" "))
            stripped = rest.lstrip(" ")
        return indent


#: a value character, and its 1-based (line, col) in the file
_Char = tuple[str, int, int]

#: YAML's one-character escapes in double-quoted scalars (``\\n``…)
_ESCAPES = {
    "0": "\0", "a": "\a", "b": "\b", "t": "\t", "\t": "\t", "n": "\n", "v": "\v",
    "f": "\f", "r": "\r", "e": "\x1b", " ": " ", '"': '"', "/": "/", "\\": "\\",
    "N": "\x85", "_": "\xa0", "L": "\u2028", "P": "\u2029",
    "x": "?", "u": "?", "U": "?",
}  # fmt: skip
#: how many hex digits follow ``\\x``, ``\\u``, ``\\U``
_HEX_ESCAPES = {"x": 2, "u": 4, "U": 8}


def _find(chars: list[_Char], line: int, col: int, start: tuple[int, int]) -> tuple[int, int]:
    """The file position of the value character at 1-based (``line``, ``col``); past the end of
    a value line (or of the value), just after the last character before it."""
    at_line, at_col = 1, 1
    last = start
    for ch, file_line, file_col in chars:
        if (at_line, at_col) == (line, col):
            return file_line, file_col
        if at_line > line:
            break
        last = (file_line, file_col + 1)
        if ch == "\n":
            if at_line == line:
                return file_line, file_col  # the end of the wanted line
            at_line, at_col = at_line + 1, 1
        else:
            at_col += 1
    return last


class _Source:
    """A cursor over the file lines of one scalar (0-based inside, 1-based out)."""

    def __init__(self, lines: list[str], line: int, col: int, end_line: int, end_col: int):
        self.lines = lines
        self.line, self.col = line, col
        self.end = (end_line, end_col)

    def done(self) -> bool:
        return (self.line, self.col) >= self.end or self.line > len(self.lines)

    def text(self) -> str:
        return self.lines[self.line - 1] if 1 <= self.line <= len(self.lines) else ""

    def peek(self, ahead: int = 0) -> str:
        """The character ``ahead`` places on (``""`` at the end of the line)."""
        i = self.col - 1 + ahead
        text = self.text()
        return text[i] if 0 <= i < len(text) else ""

    def rest(self) -> str:
        return self.text()[self.col - 1 :]

    def here(self) -> tuple[int, int]:
        return self.line, self.col

    def advance(self, n: int = 1) -> None:
        self.col = min(self.col + n, len(self.text()) + 1)

    def next_line(self) -> None:
        self.line, self.col = self.line + 1, 1

    def skip_blanks(self) -> None:
        while self.peek() in (" ", "\t") and self.peek() != "":
            self.advance()
