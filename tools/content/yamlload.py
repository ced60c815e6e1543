"""Safe YAML loading that keeps the source position of every value.

The file is parsed in three guarded passes, so hostile input never hangs or crashes:

1. the event stream (flat, no recursion): syntax errors (S004), nesting depth (S007), number of
   documents (S008);
2. composition into a node graph, then a memoised walk of that graph *before* any expansion:
   recursive aliases and alias bombs (S006);
3. our own construction of plain Python data from the nodes, recording a :class:`NodePos` per
   path and reporting duplicate mapping keys (S005), which PyYAML would silently drop.

Codes: S001 not UTF-8, S002 empty (warning), S003 too large, S004 YAML syntax, S005 duplicate
key, S006 alias bomb / recursive alias, S007 nesting too deep, S008 several documents,
S009 symlink escaping the root, S011 a number written with too many digits, S012 not a regular
file (a FIFO, device or socket: skipped unread), S014 too many files under one folder.

The passes live in :mod:`.yamlcompose` (1 and 2) and :mod:`.yamlbuild` (3), reading and walking
files in :mod:`.yamlfiles`, positions in :mod:`.yamlpos`; this module is the entry point and
re-exports their public names.
"""

from __future__ import annotations

import dataclasses
import gc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardsmith.tools.content.yamlbuild import MAX_NUMBER_CHARS, Builder, node_pos
from cardsmith.tools.content.yamlcompose import (
    MAX_DEPTH,
    MAX_EXPANDED_NODES,
    ComposeLoader,
    Loader,
    YamlStop,
    check_graph,
    compose,
    offset_to_line_col,
)
from cardsmith.tools.content.yamlfiles import (
    MAX_BYTES,
    MAX_WALK_ENTRIES,
    YAML_SUFFIXES,
    inside,
    read_regular_file,
    safe_iter_yaml,
)
from cardsmith.tools.content.yamlpos import NodePos, PathKey, PositionMap
from cardsmith.tools.diagnostics import Diagnostic

__all__ = [
    "BULK_GC_LIMITS",
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_EXPANDED_NODES",
    "MAX_NUMBER_CHARS",
    "MAX_WALK_ENTRIES",
    "YAML_SUFFIXES",
    "ComposeLoader",
    "LoadResult",
    "Loader",
    "NodePos",
    "PathKey",
    "PositionMap",
    "bulk_loading",
    "load_yaml_file",
    "load_yaml_text",
    "read_regular_file",
    "safe_iter_yaml",
    "with_source_lines",
]

#: the compose loader's name before it moved to :mod:`.yamlcompose`
_ComposeLoader = ComposeLoader

#: garbage-collector thresholds while many files are loaded (see :func:`bulk_loading`)
BULK_GC_LIMITS = (100_000, 50, 1_000)


@contextmanager
def bulk_loading() -> Iterator[None]:
    """Fewer garbage collections inside the block (the previous thresholds come back after).

    A pack's records, their positions and compiled effects stay alive until the rules have
    run, and the collector's full passes walk all of them again and again: for 10,000 cards
    that was a third of ``cardsmith lint``'s time, for no garbage (the data holds no cycles;
    reference counting frees the rest). Young objects are still collected, every 100,000
    allocations instead of 700.
    """
    before = gc.get_threshold()
    if before[0] == 0:  # automatic collection turned off: leave it off
        yield
        return
    gc.set_threshold(*(max(a, b) for a, b in zip(before, BULK_GC_LIMITS, strict=False)))
    try:
        yield
    finally:
        gc.set_threshold(*before)


@dataclass
class LoadResult:
    """Outcome of loading one YAML file. ``data`` is ``None`` when the file could not be used."""

    data: Any | None
    positions: PositionMap
    diagnostics: list[Diagnostic] = field(default_factory=list)
    text: str = ""

    @property
    def ok(self) -> bool:
        """True when there is data and no error-level diagnostic."""
        return self.data is not None and not any(d.severity == "error" for d in self.diagnostics)


def load_yaml_file(path: Path, max_bytes: int = MAX_BYTES, root: Path | None = None) -> LoadResult:
    """Load one YAML file safely; never raises for bad content (see module docstring for codes).

    With ``root`` given, a file whose real location is outside ``root`` is refused (S009).
    """
    name = str(path)
    empty = PositionMap()

    def fail(line: int, col: int, code: str, msg: str) -> LoadResult:
        return LoadResult(None, empty, [Diagnostic(name, line, col, code, msg)], "")

    if root is not None and not inside(path, root):
        return fail(1, 1, "S009", f"refusing {path}: it resolves outside {root}")
    raw = read_regular_file(path, max_bytes)
    if isinstance(raw, Diagnostic):
        return LoadResult(None, empty, [raw], "")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, col = offset_to_line_col(raw, exc.start)
        return fail(line, col, "S001", f"file is not valid UTF-8 (byte 0x{raw[exc.start]:02x})")
    return load_yaml_text(text, name)


def load_yaml_text(text: str, path: str = "<string>") -> LoadResult:
    """Load YAML from a string; same checks and result as :func:`load_yaml_file`."""
    text = text.removeprefix("\ufeff")
    positions = PositionMap(text.splitlines(), node_pos)
    try:
        root = compose(text, path)
        if root is None:
            diag = Diagnostic(path, 1, 1, "S002", "file is empty", severity="warning")
            return LoadResult(None, positions, [diag], text)
        if "*" in text:  # only aliases can make a node graph larger or deeper than the text
            check_graph(root, path)
        builder = Builder(path, positions)
        data = builder.build(root, ())
    except YamlStop as stop:
        return LoadResult(None, PositionMap(text.splitlines()), [stop.diag.with_source(text)], text)
    diags = with_source_lines(builder.diagnostics, positions)
    return LoadResult(data, positions, diags, text)


def with_source_lines(diags: list[Diagnostic], positions: PositionMap) -> list[Diagnostic]:
    """``diags`` with their ``source_line`` filled from the file's lines (split once, however
    many diagnostics there are)."""
    out = []
    for d in diags:
        line = positions.source_line(d.line) if d.source_line is None else None
        out.append(dataclasses.replace(d, source_line=line) if line is not None else d)
    return out
