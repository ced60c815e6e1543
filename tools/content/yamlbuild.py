"""Plain Python data built from a checked YAML node graph (pass 3 of
:mod:`cardsmith.tools.content.yamlload`), recording each value's and key's node in the
:class:`~tools.content.yamlpos.PositionMap` and reporting duplicate mapping keys (S005), which
PyYAML would silently drop, and numbers written with too many digits (S011)."""

from __future__ import annotations

import datetime as _dt
import json
from typing import Any

import yaml

from cardsmith.tools.content.yamlcompose import YamlStop
from cardsmith.tools.content.yamlpos import NodePos, PathKey, PositionMap
from cardsmith.tools.diagnostics import Diagnostic

__all__ = ["MAX_NUMBER_CHARS", "Builder", "node_pos"]

#: the longest number (characters) a value may be written with (S011)
MAX_NUMBER_CHARS = 100

_MERGE_TAG = "tag:yaml.org,2002:merge"
_STR_TAG = "tag:yaml.org,2002:str"
_STR_TAGS = {"tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:binary"}
_NUMBER_TAGS = {"tag:yaml.org,2002:int", "tag:yaml.org,2002:float"}


def node_pos(node: yaml.Node) -> NodePos:
    """The 1-based start and end of ``node`` (and a scalar's quoting style)."""
    start: Any = node.start_mark
    end: Any = node.end_mark
    style = node.style if isinstance(node, yaml.ScalarNode) else None
    return NodePos(start.line + 1, start.column + 1, end.line + 1, end.column + 1, style or None)


class Builder:
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
        raise YamlStop(self._diag(node, "S004", f"unsupported YAML node {type(node).__name__}"))

    def _diag(self, node: yaml.Node, code: str, message: str) -> Diagnostic:
        m = node.start_mark
        return Diagnostic(self.path, m.line + 1, m.column + 1, code, message)

    def _scalar(self, node: yaml.ScalarNode) -> Any:
        if node.tag in _STR_TAGS or node.tag == "tag:yaml.org,2002:str":
            return str(node.value)
        if node.tag in _NUMBER_TAGS and len(str(node.value)) > MAX_NUMBER_CHARS:
            raise YamlStop(
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
            raise YamlStop(self._diag(node, "S004", f"cannot read value: {problem}")) from None
        except (ValueError, OverflowError) as exc:  # e.g. Python's int-string limit
            raise YamlStop(self._diag(node, "S004", f"cannot read value: {exc}")) from None
        if isinstance(value, _dt.date | bytes):
            return str(node.value)
        return value

    def _key(self, node: yaml.Node) -> str:
        if node.tag == "tag:yaml.org,2002:str":
            return str(node.value)
        if isinstance(node, yaml.ScalarNode):
            value = self._scalar(node)
            return value if isinstance(value, str) else str(node.value)
        data = Builder(self.path, PositionMap()).build(node, ())
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
        raise YamlStop(self._diag(node, "S004", "a merge key '<<' needs a mapping or mappings"))
