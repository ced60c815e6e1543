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
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import gc
import json
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from tools.content.yamlpos import NodePos, PathKey, PositionMap
from tools.diagnostics import Diagnostic

__all__ = [
    "LoadResult",
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

Loader: type[Any] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_Resolve: Any = Loader.resolve
#: tags of plain scalars already resolved, by (value, implicit); cleared when full
_TAGS: dict[tuple[str, tuple[bool, bool]], str] = {}
_MAX_TAGS = 50_000
#: scalars longer than this are resolved every time (effect texts: long and all different)
_MAX_TAG_VALUE = 100


class _ComposeLoader(Loader):  # type: ignore[misc]
    """The safe loader composing nodes, with the implicit-tag resolution of scalars memoised:
    the same keys and short values (``id``, ``kind: minor``, ``2``…) recur in every file, and
    resolving one is Python regex work per node, the loader's largest cost after the C parser.
    The safe loader has no path resolvers, so a tag depends on the scalar alone and the
    per-collection resolver bookkeeping is skipped."""

    def resolve(self, kind: Any, value: Any, implicit: Any) -> Any:
        if kind is yaml.ScalarNode and len(value) <= _MAX_TAG_VALUE:
            key = (value, implicit)
            tag = _TAGS.get(key)
            if tag is None:
                if len(_TAGS) >= _MAX_TAGS:
                    _TAGS.clear()
                tag = _TAGS[key] = _Resolve(self, kind, value, implicit)
            return tag
        return _Resolve(self, kind, value, implicit)

    def descend_resolver(self, current_node: Any, current_index: Any) -> None:
        return None

    def ascend_resolver(self) -> None:
        return None


#: garbage-collector thresholds while many files are loaded (see :func:`bulk_loading`)
BULK_GC_THRESHOLDS = (100_000, 50, 1_000)


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
    gc.set_threshold(*(max(a, b) for a, b in zip(before, BULK_GC_THRESHOLDS, strict=False)))
    try:
        yield
    finally:
        gc.set_threshold(*before)

MAX_BYTES = 2_000_000
MAX_DEPTH = 64
MAX_EXPANDED_NODES = 100_000
#: the most files and folders looked through under one folder (S014)
MAX_WALK_ENTRIES = 100_000
#: the longest number (characters) a value may be written with (S011)
MAX_NUMBER_CHARS = 100
YAML_SUFFIXES = (".yaml", ".yml")

_MERGE_TAG = "tag:yaml.org,2002:merge"
_STR_TAG = "tag:yaml.org,2002:str"
_STR_TAGS = {"tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:binary"}
_NUMBER_TAGS = {"tag:yaml.org,2002:int", "tag:yaml.org,2002:float"}


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


class _Stop(Exception):
    """Aborts loading; carries the diagnostic that explains why."""

    def __init__(self, diag: Diagnostic) -> None:
        super().__init__(diag.message)
        self.diag = diag


def _pos(node: yaml.Node) -> NodePos:
    start: Any = node.start_mark
    end: Any = node.end_mark
    style = node.style if isinstance(node, yaml.ScalarNode) else None
    return NodePos(start.line + 1, start.column + 1, end.line + 1, end.column + 1, style or None)


def _offset_to_line_col(data: bytes | str, offset: int) -> tuple[int, int]:
    nl: Any = b"\n" if isinstance(data, bytes) else "\n"
    line = data.count(nl, 0, offset) + 1
    return line, offset - (data.rfind(nl, 0, offset) + 1) + 1


def load_yaml_file(path: Path, max_bytes: int = MAX_BYTES, root: Path | None = None) -> LoadResult:
    """Load one YAML file safely; never raises for bad content (see module docstring for codes).

    With ``root`` given, a file whose real location is outside ``root`` is refused (S009).
    """
    name = str(path)
    empty = PositionMap()

    def fail(line: int, col: int, code: str, msg: str) -> LoadResult:
        return LoadResult(None, empty, [Diagnostic(name, line, col, code, msg)], "")

    if root is not None and not _inside(path, root):
        return fail(1, 1, "S009", f"refusing {path}: it resolves outside {root}")
    raw = read_regular_file(path, max_bytes)
    if isinstance(raw, Diagnostic):
        return LoadResult(None, empty, [raw], "")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, col = _offset_to_line_col(raw, exc.start)
        return fail(line, col, "S001", f"file is not valid UTF-8 (byte 0x{raw[exc.start]:02x})")
    return load_yaml_text(text, name)


def read_regular_file(path: Path, max_bytes: int = MAX_BYTES) -> bytes | Diagnostic:
    """The bytes of the regular file ``path``, or why not: S012 for a FIFO, device or socket
    (opened without blocking, never read), S003 over ``max_bytes``, S000 unreadable."""
    name = str(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        return Diagnostic(name, 1, 1, "S000", f"cannot read file: {exc.strerror or exc}")
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = _file_type(info)
            return Diagnostic(name, 1, 1, "S012", f"not a regular file ({kind}): skipped")
        if info.st_size > max_bytes:
            return Diagnostic(
                name, 1, 1, "S003", f"file is {info.st_size} bytes, over the limit of {max_bytes}"
            )
        parts: list[bytes] = []
        left = max_bytes + 1  # one byte more than allowed tells a file that grew meanwhile
        while left > 0:
            chunk = os.read(fd, min(left, max(info.st_size + 1, 1 << 16)))
            if not chunk:
                break
            parts.append(chunk)
            left -= len(chunk)
        raw = b"".join(parts)
    except OSError as exc:
        return Diagnostic(name, 1, 1, "S000", f"cannot read file: {exc.strerror or exc}")
    finally:
        os.close(fd)
    if len(raw) > max_bytes:
        return Diagnostic(name, 1, 1, "S003", f"file is over the limit of {max_bytes} bytes")
    return raw


def _file_type(info: os.stat_result) -> str:
    mode = info.st_mode
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISDIR(mode):
        return "a folder"
    return "not a file"


def load_yaml_text(text: str, path: str = "<string>") -> LoadResult:
    """Load YAML from a string; same checks and result as :func:`load_yaml_file`."""
    text = text.removeprefix("\ufeff")
    positions = PositionMap(text.splitlines(), _pos)
    try:
        root = _compose(text, path)
        if root is None:
            diag = Diagnostic(path, 1, 1, "S002", "file is empty", severity="warning")
            return LoadResult(None, positions, [diag], text)
        if "*" in text:  # only aliases can make a node graph larger or deeper than the text
            _check_graph(root, path)
        builder = _Builder(path, positions)
        data = builder.build(root, ())
    except _Stop as stop:
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


def _yaml_error(path: str, exc: Exception, text: str) -> Diagnostic:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    first_line = str(exc).splitlines()[0] if str(exc) else "error"
    problem = getattr(exc, "problem", None) or first_line
    context = getattr(exc, "context", None)
    message = f"YAML syntax error: {problem}" + (f" ({context})" if context else "")
    if mark is not None:
        code = "S007" if "nesting depth" in str(problem) else "S004"
        return Diagnostic(path, mark.line + 1, mark.column + 1, code, message)
    if isinstance(exc, yaml.reader.ReaderError):
        line, col = _offset_to_line_col(text, min(exc.position, len(text)))
        char = exc.character if isinstance(exc.character, int) else ord(exc.character)
        return Diagnostic(
            path, line, col, "S004", f"YAML syntax error: unacceptable character U+{char:04X}"
        )
    return Diagnostic(path, 1, 1, "S004", message)


def _compose(text: str, path: str) -> yaml.Node | None:
    """Scan events (depth, documents), then compose the single document's node graph."""
    if _structure_marks(text) <= MAX_DEPTH:
        return _compose_fast(text, path)
    try:
        depth = 0
        documents = 0
        for event in yaml.parse(text, Loader=Loader):
            if isinstance(event, yaml.DocumentStartEvent):
                documents += 1
                if documents > 1:
                    m: Any = event.start_mark
                    raise _Stop(
                        Diagnostic(
                            path,
                            m.line + 1,
                            m.column + 1,
                            "S008",
                            "more than one YAML document in the file",
                        )
                    )
            elif isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > MAX_DEPTH:
                    m = event.start_mark
                    raise _Stop(
                        Diagnostic(
                            path,
                            m.line + 1,
                            m.column + 1,
                            "S007",
                            f"nesting deeper than {MAX_DEPTH} levels",
                        )
                    )
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
        if documents == 0:
            return None
        node: yaml.Node | None = yaml.compose(text, Loader=_ComposeLoader)
    except _Stop:
        raise
    except yaml.YAMLError as exc:
        raise _Stop(_yaml_error(path, exc, text)) from None
    except (RecursionError, MemoryError, ValueError) as exc:
        raise _Stop(Diagnostic(path, 1, 1, "S004", f"YAML could not be read: {exc}")) from None
    if isinstance(node, yaml.ScalarNode) and node.tag.endswith(":null") and not node.value:
        return None  # a bare "---" with nothing after it
    return node


def _structure_marks(text: str) -> int:
    """An upper bound on the nesting depth of ``text``: every level of nesting needs one of
    these characters (flow ``[``/``{``, block ``-``/``:``/``?``).  Ordinary content files stay far
    below the limit, so they skip the event pre-scan and are composed in one pass."""
    return sum(text.count(c) for c in "[{-:?")


def _compose_fast(text: str, path: str) -> yaml.Node | None:
    """Compose in one pass (C parser); used when the text cannot nest too deeply."""
    try:
        node: yaml.Node | None = yaml.compose(text, Loader=_ComposeLoader)
    except yaml.composer.ComposerError as exc:
        if "single document" in str(exc) and exc.problem_mark is not None:
            m = exc.problem_mark
            raise _Stop(
                Diagnostic(path, m.line + 1, m.column + 1, "S008",
                           "more than one YAML document in the file")
            ) from None
        raise _Stop(_yaml_error(path, exc, text)) from None
    except yaml.YAMLError as exc:
        raise _Stop(_yaml_error(path, exc, text)) from None
    except (RecursionError, MemoryError, ValueError) as exc:
        raise _Stop(Diagnostic(path, 1, 1, "S004", f"YAML could not be read: {exc}")) from None
    if node is None:
        return None
    if isinstance(node, yaml.ScalarNode) and node.tag.endswith(":null") and not node.value:
        return None
    return node


def _check_graph(root: yaml.Node, path: str) -> None:
    """Refuse recursive aliases, alias bombs and nesting that aliases make too deep.

    Walks the composed graph once, memoising each node's expanded size and height, so shared
    (aliased) nodes are never expanded. Anchors precede their aliases, so the recursion depth is
    bounded by the textual nesting depth, already checked on the event stream.
    """
    memo: dict[int, tuple[int, int]] = {}
    active: set[int] = set()

    def stop(node: yaml.Node, code: str, message: str) -> _Stop:
        m = node.start_mark
        return _Stop(Diagnostic(path, m.line + 1, m.column + 1, code, message))

    def walk(node: yaml.Node) -> tuple[int, int]:
        key = id(node)
        if key in memo:
            return memo[key]
        if key in active:
            raise stop(node, "S006", "recursive alias: a node contains itself")
        if len(active) > MAX_DEPTH + 1:
            raise stop(node, "S007", f"nesting deeper than {MAX_DEPTH} levels")
        active.add(key)
        children: list[yaml.Node] = []
        if isinstance(node, yaml.SequenceNode):
            children = list(node.value)
        elif isinstance(node, yaml.MappingNode):
            children = [n for pair in node.value for n in pair]
        size, height = 1, 0
        for child in children:
            child_size, child_height = walk(child)
            size += child_size
            height = max(height, child_height)
        height += 1 if children else 0
        active.discard(key)
        if size > MAX_EXPANDED_NODES:
            raise stop(node, "S006", f"aliases expand to more than {MAX_EXPANDED_NODES} nodes")
        if height > MAX_DEPTH:
            raise stop(node, "S007", f"nesting deeper than {MAX_DEPTH} levels (through aliases)")
        memo[key] = (size, height)
        return size, height

    walk(root)


class _Builder:
    """Builds plain Python data from a checked node graph, recording positions."""

    def __init__(self, path: str, positions: PositionMap) -> None:
        self.path = path
        self.positions = positions
        self.diagnostics: list[Diagnostic] = []
        self._scalars = yaml.constructor.SafeConstructor()
        self._values, self._keys = positions.stores()

    def build(self, node: yaml.Node, where: PathKey) -> Any:
        self._values[where] = node
        if isinstance(node, yaml.ScalarNode):
            if node.tag == _STR_TAG:  # most values: no constructor needed
                return str(node.value)
            return self._scalar(node)
        if isinstance(node, yaml.SequenceNode):
            return [self.build(child, (*where, i)) for i, child in enumerate(node.value)]
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, where)
        raise _Stop(self._diag(node, "S004", f"unsupported YAML node {type(node).__name__}"))

    def _diag(self, node: yaml.Node, code: str, message: str) -> Diagnostic:
        m = node.start_mark
        return Diagnostic(self.path, m.line + 1, m.column + 1, code, message)

    def _scalar(self, node: yaml.ScalarNode) -> Any:
        if node.tag in _STR_TAGS or node.tag == "tag:yaml.org,2002:str":
            return str(node.value)
        if node.tag in _NUMBER_TAGS and len(str(node.value)) > MAX_NUMBER_CHARS:
            raise _Stop(
                self._diag(
                    node,
                    "S011",
                    f"number too long: {len(str(node.value))} characters "
                    f"(a number has at most {MAX_NUMBER_CHARS})",
                )
            )
        try:
            value = self._scalars.construct_object(node)
        except yaml.YAMLError as exc:
            problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
            raise _Stop(self._diag(node, "S004", f"cannot read value: {problem}")) from None
        except (ValueError, OverflowError) as exc:  # e.g. Python's int-string limit
            raise _Stop(self._diag(node, "S004", f"cannot read value: {exc}")) from None
        if isinstance(value, _dt.date | bytes):
            return str(node.value)
        return value

    def _key(self, node: yaml.Node) -> str:
        if node.tag == "tag:yaml.org,2002:str":
            return str(node.value)
        if isinstance(node, yaml.ScalarNode):
            value = self._scalar(node)
            return value if isinstance(value, str) else str(node.value)
        data = _Builder(self.path, PositionMap()).build(node, ())
        return json.dumps(data, sort_keys=True, default=str)

    def _mapping(self, node: yaml.MappingNode, where: PathKey) -> dict[str, Any]:
        result: dict[str, Any] = {}
        first_seen: dict[str, yaml.Node] = {}
        merged: list[yaml.MappingNode] = []
        for key_node, value_node in node.value:
            if key_node.tag == _MERGE_TAG:
                merged.extend(self._merge_sources(value_node))
                continue
            key = self._key(key_node)
            if key in first_seen:
                first = first_seen[key].start_mark
                self.diagnostics.append(
                    self._diag(
                        key_node,
                        "S005",
                        f"duplicate key {key!r} (first defined at line {first.line + 1})",
                    )
                )
            first_seen[key] = key_node
            child = (*where, key)
            self._keys[child] = key_node
            result[key] = self.build(value_node, child)
        for source in merged:
            for key_node, value_node in source.value:
                key = self._key(key_node)
                if key not in result:
                    child = (*where, key)
                    self._keys[child] = key_node
                    result[key] = self.build(value_node, child)
        return result

    def _merge_sources(self, node: yaml.Node) -> list[yaml.MappingNode]:
        if isinstance(node, yaml.MappingNode):
            return [node]
        if isinstance(node, yaml.SequenceNode) and all(
            isinstance(n, yaml.MappingNode) for n in node.value
        ):
            return list(node.value)
        raise _Stop(self._diag(node, "S004", "a merge key '<<' needs a mapping or mappings"))


def _inside(path: Path, root: Path) -> bool:
    """True when ``path`` really lives under ``root`` (symlinks resolved)."""
    try:
        # resolve each folder once, not once per file; a symlinked file resolves on its own
        real = (
            path.resolve()
            if path.is_symlink()
            else _resolved_dir(str(path.parent.absolute())) / path.name
        )
        # cached by absolute folder: a relative one ("."), resolved under another working
        # folder, would be another folder
        return real.is_relative_to(_resolved_dir(str(root.absolute())))
    except (OSError, RuntimeError):
        return False


@lru_cache(maxsize=4096)
def _resolved_dir(folder: str) -> Path:
    return Path(folder).resolve()


def _not_regular(path: Path) -> Diagnostic | None:
    """S012 when ``path`` (followed through a symlink) is a FIFO, device or socket."""
    try:
        info = path.stat()
    except OSError:
        return None  # reported when it is read (S000)
    if stat.S_ISREG(info.st_mode):
        return None
    return Diagnostic(str(path), 1, 1, "S012", f"not a regular file ({_file_type(info)}): skipped")


def safe_iter_yaml(root: Path) -> Iterator[tuple[Path, Diagnostic | None]]:
    """Yield every ``*.yaml``/``*.yml`` file under ``root`` in sorted order.

    Each item is ``(path, None)`` for a file that may be loaded, or ``(path, diagnostic)``
    (S009) for a symlink - file or folder - that resolves outside ``root``, or (S012) for a
    FIFO, device or socket (never opened: reading one could block forever). Symlinked folders
    inside the root are not followed (no loops); hidden folders are skipped.
    """
    root_real = root.resolve()
    if root.is_file():
        yield root, None
        return
    seen = 0
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        base = Path(dirpath)
        seen += len(dirnames) + len(filenames)
        if seen > MAX_WALK_ENTRIES:
            message = (
                f"more than {MAX_WALK_ENTRIES} files and folders under {root}: "
                "the rest are not read (give a pack folder)"
            )
            yield base, Diagnostic(str(base), 1, 1, "S014", message)
            return
        keep = []
        for d in sorted(dirnames):
            if d.startswith("."):
                continue
            sub = base / d
            if sub.is_symlink():
                if not _inside(sub, root_real):
                    yield (
                        sub,
                        Diagnostic(
                            str(sub), 1, 1, "S009", f"refusing symlinked folder outside {root}"
                        ),
                    )
                continue
            keep.append(d)
        dirnames[:] = keep
        for f in sorted(filenames):
            if not f.endswith(YAML_SUFFIXES):
                continue
            p = base / f
            if p.is_symlink() and not _inside(p, root_real):
                yield (
                    p,
                    Diagnostic(
                        str(p), 1, 1, "S009", f"refusing symlink that points outside {root}"
                    ),
                )
            elif (odd := _not_regular(p)) is not None:
                yield p, odd
            else:
                yield p, None
