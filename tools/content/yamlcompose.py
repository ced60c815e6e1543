"""The guarded composition of a YAML text into a node graph (passes 1 and 2 of
:mod:`tools.content.yamlload`): the event pre-scan (S004 syntax, S007 nesting, S008 several
documents), the compose loader with memoised implicit tags, and the walk of the graph that
refuses recursive aliases and alias bombs (S006) before anything is expanded.

A problem raises :class:`YamlStop`, which carries the diagnostic."""

from __future__ import annotations

from typing import Any

import yaml

from cardsmith.tools.diagnostics import Diagnostic

__all__ = [
    "MAX_DEPTH",
    "MAX_EXPANDED_NODES",
    "ComposeLoader",
    "Loader",
    "YamlStop",
    "check_graph",
    "compose",
    "offset_to_line_col",
    "yaml_error",
]

MAX_DEPTH = 64
MAX_EXPANDED_NODES = 100_000

Loader: type[Any] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_Resolve: Any = Loader.resolve
#: tags of plain scalars already resolved, by (value, implicit); cleared when full
_TAGS: dict[tuple[str, tuple[bool, bool]], str] = {}
_MAX_TAGS = 50_000
#: scalars longer than this are resolved every time (effect texts: long and all different)
_MAX_TAG_VALUE = 100


class ComposeLoader(Loader):  # type: ignore[misc]
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


class YamlStop(Exception):
    """Aborts loading; carries the diagnostic that explains why."""

    def __init__(self, diag: Diagnostic) -> None:
        super().__init__(diag.message)
        self.diag = diag


def offset_to_line_col(data: bytes | str, offset: int) -> tuple[int, int]:
    """The 1-based (line, column) of ``offset`` in ``data``."""
    nl: Any = b"\n" if isinstance(data, bytes) else "\n"
    line = data.count(nl, 0, offset) + 1
    return line, offset - (data.rfind(nl, 0, offset) + 1) + 1


def yaml_error(path: str, exc: Exception, text: str) -> Diagnostic:
    """The positioned diagnostic (S004, S007) of a PyYAML error."""
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    first_line = str(exc).splitlines()[0] if str(exc) else "error"
    problem = getattr(exc, "problem", None) or first_line
    context = getattr(exc, "context", None)
    message = f"YAML syntax error: {problem}" + (f" ({context})" if context else "")
    if mark is not None:
        code = "S007" if "nesting depth" in str(problem) else "S004"
        return Diagnostic(path, mark.line + 1, mark.column + 1, code, message)
    if isinstance(exc, yaml.reader.ReaderError):
        line, col = offset_to_line_col(text, min(exc.position, len(text)))
        char = exc.character if isinstance(exc.character, int) else ord(exc.character)
        return Diagnostic(
            path, line, col, "S004", f"YAML syntax error: unacceptable character U+{char:04X}"
        )
    return Diagnostic(path, 1, 1, "S004", message)


def _stop_at(path: str, mark: Any, code: str, message: str) -> YamlStop:
    """The stop for ``code`` at a YAML ``mark`` (0-based line and column)."""
    return YamlStop(Diagnostic(path, mark.line + 1, mark.column + 1, code, message))


#: the S008 message (from the event pre-scan and from the one-pass composer)
_SEVERAL_DOCUMENTS = "more than one YAML document in the file"


def compose(text: str, path: str) -> yaml.Node | None:
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
                    raise _stop_at(path, event.start_mark, "S008", _SEVERAL_DOCUMENTS)
            elif isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > MAX_DEPTH:
                    message = f"nesting deeper than {MAX_DEPTH} levels"
                    raise _stop_at(path, event.start_mark, "S007", message)
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
        if documents == 0:
            return None
        node: yaml.Node | None = yaml.compose(text, Loader=ComposeLoader)
    except YamlStop:
        raise
    except yaml.YAMLError as exc:
        raise YamlStop(yaml_error(path, exc, text)) from None
    except (RecursionError, MemoryError, ValueError) as exc:
        raise YamlStop(Diagnostic(path, 1, 1, "S004", f"YAML could not be read: {exc}")) from None
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
        node: yaml.Node | None = yaml.compose(text, Loader=ComposeLoader)
    except yaml.composer.ComposerError as exc:
        if "single document" in str(exc) and exc.problem_mark is not None:
            raise _stop_at(path, exc.problem_mark, "S008", _SEVERAL_DOCUMENTS) from None
        raise YamlStop(yaml_error(path, exc, text)) from None
    except yaml.YAMLError as exc:
        raise YamlStop(yaml_error(path, exc, text)) from None
    except (RecursionError, MemoryError, ValueError) as exc:
        raise YamlStop(Diagnostic(path, 1, 1, "S004", f"YAML could not be read: {exc}")) from None
    if node is None:
        return None
    if isinstance(node, yaml.ScalarNode) and node.tag.endswith(":null") and not node.value:
        return None
    return node


def check_graph(root: yaml.Node, path: str) -> None:
    """Refuse recursive aliases, alias bombs and nesting that aliases make too deep.

    Walks the composed graph once, memoising each node's expanded size and height, so shared
    (aliased) nodes are never expanded. Anchors precede their aliases, so the recursion depth is
    bounded by the textual nesting depth, already checked on the event stream.
    """
    memo: dict[int, tuple[int, int]] = {}
    active: set[int] = set()

    def stop(node: yaml.Node, code: str, message: str) -> YamlStop:
        return _stop_at(path, node.start_mark, code, message)

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
