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

        Exact for literal block scalars (``|``, ``|-``, ``|+``) and for single-line plain and
        quoted scalars; best effort for folded and multi-line flow scalars.
        """
        pos = self.get(path)
        if pos is None:
            return self.locate(path)
        line_in_value = max(line_in_value, 1)
        col_in_value = max(col_in_value, 1)
        if pos.style in ("|", ">"):
            return self._map_block(pos, line_in_value, col_in_value)
        if line_in_value == 1:
            quote = 1 if pos.style in ('"', "'") else 0
            return pos.line, pos.col + quote + col_in_value - 1
        # Multi-line flow scalar: best effort, continuation lines keep their own indentation.
        file_line = pos.line + line_in_value - 1
        text = self._line(file_line)
        indent = len(text) - len(text.lstrip(" ")) if text is not None else 0
        return file_line, indent + col_in_value

    def source_line(self, number: int) -> str | None:
        """Text of the 1-based file line ``number`` (without newline), if known."""
        return self._line(number)

    def _line(self, number: int) -> str | None:
        if 1 <= number <= len(self._lines):
            return self._lines[number - 1]
        return None

    def _map_block(self, pos: NodePos, line_in_value: int, col_in_value: int) -> tuple[int, int]:
        header = self._line(pos.line) or ""
        indent: int | None = None
        m = _BLOCK_HEADER.match(header, max(pos.col - 1, 0))
        explicit = m and (m.group(1) or m.group(2))
        if explicit:
            parent = self._parent_indent(pos.line, pos.col)
            indent = parent + int(explicit)
        else:
            for n in range(pos.line + 1, pos.end_line + 1):
                text = self._line(n)
                if text is None:
                    break
                if text.strip():
                    indent = len(text) - len(text.lstrip(" "))
                    break
        if indent is None:
            indent = pos.col
        return pos.line + line_in_value, indent + col_in_value

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
