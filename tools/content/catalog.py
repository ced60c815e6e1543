"""The catalog: every loaded content record with its compiled operations and English rendering.

Built by :func:`tools.content.loader.load_pack`; read by lint rules, ``cardsmith explain``, the site
generator and search. Records are typed by content kind (the pack ruleset's kinds and the
core's ``pack`` and ``scenario``) and can be looked up by id or by name (case-insensitive).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardsmith.dsl.ast import Effect
from cardsmith.tools.content.yamlpos import PathKey, PositionMap


def value_at(data: Any, path: PathKey) -> Any:
    """The value at ``path`` (keys and list indexes) in ``data``, or ``None`` when any step is
    missing or of the wrong type."""
    for part in path:
        if isinstance(part, int) and isinstance(data, list) and 0 <= part < len(data):
            data = data[part]
        elif isinstance(part, str) and isinstance(data, dict):
            data = data.get(part)
        else:
            return None
    return data


@dataclass
class Record:
    """One content file: its data, where each value sits, and its compiled effects.

    ``ast`` and ``english`` are keyed by the data path of each effect field rendered with
    :func:`cardsmith.tools.content.schema_check.format_path` (``"effect"``, ``"threshold.effect"``,
    ``"innates[0].levels[1].effect"``, ``"levels[2].effect"``). ``ops`` is keyed by the unit the
    engine runs, as the ruleset's ``compile_record`` names them (Spirit Island: ``"effect"``
    for a power card, threshold included; ``"innates[0]"`` for an innate power, all levels
    folded; ``"special_rules[1]"`` and ``"levels[0]"`` for a special rule and a fear-card
    level). ``effect_paths`` maps each ``ast`` key back to its data path.
    """

    kind: str
    id: str | None
    name: str | None
    path: Path
    data: Any
    positions: PositionMap
    source_text: str
    ops: dict[str, list[Any]] = field(default_factory=dict)
    english: dict[str, str] = field(default_factory=dict)
    ast: dict[str, Effect] = field(default_factory=dict)
    effect_paths: dict[str, PathKey] = field(default_factory=dict)
    context_only: bool = False
    #: ops of each effect field compiled on its own (``None``: it has errors); filled lazily
    field_ops: dict[str, list[Any] | None] = field(default_factory=dict)
    #: values lint rules derive from this record alone, kept by the record cache
    memo: dict[Any, Any] = field(default_factory=dict)

    def __getstate__(self) -> dict[str, Any]:
        """Pickled (record cache) without the syntax trees and node positions: the heavy,
        rarely needed parts. Positions come back on first use by re-reading the file."""
        state = dict(self.__dict__)
        state["ast"] = {}
        state["positions"] = None
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        if state.get("positions") is None:
            state = {**state, "positions": _ReloadedPositions(state["path"])}
        self.__dict__.update(state)

    def at(self, path: PathKey) -> Any:
        """The data value at ``path``, or ``None`` (see :func:`value_at`)."""
        return value_at(self.data, path)

    def get(self, key: str, default: Any = None) -> Any:
        """A top-level data value (``None``-safe when the document is not a mapping)."""
        return self.data.get(key, default) if isinstance(self.data, dict) else default

    def to_json(self) -> dict[str, Any]:
        """Plain-data form: identity, data, compiled operations and English rendering."""
        return {
            "kind": self.kind,
            "id": self.id,
            "name": self.name,
            "path": str(self.path),
            "data": self.data,
            "ops": self.ops,
            "english": self.english,
        }


class _ReloadedPositions:
    """Stands in for a cached record's :class:`PositionMap`: reads the file again the first
    time a position is asked for (only records with a finding ever need one)."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._map: PositionMap | None = None

    def __getattr__(self, name: str) -> Any:
        if self._map is None:
            from cardsmith.tools.content.yamlload import load_yaml_file

            self._map = load_yaml_file(self._path).positions
        return getattr(self._map, name)


@dataclass
class Catalog:
    """All records of a lint run, by kind, with lookups by id and by name.

    ``lists`` names each kind's list in :meth:`to_json` (the ruleset's ``ContentKind.plural``),
    in the ruleset's order; the loader fills it.
    """

    records: list[Record] = field(default_factory=list)
    lists: dict[str, str] = field(default_factory=dict)

    def add(self, record: Record) -> None:
        """Append a record."""
        self.records.append(record)

    def __iter__(self) -> Iterator[Record]:
        return iter(self.records)

    def __len__(self) -> int:
        return len(self.records)

    def of_kind(self, kind: str) -> list[Record]:
        """Records of one content kind (``"power"``, ``"spirit"``, ...)."""
        return [r for r in self.records if r.kind == kind]

    @property
    def pack(self) -> list[Record]:
        """Pack manifests (normally one)."""
        return self.of_kind("pack")

    def by_id(self, record_id: str, kind: str | None = None) -> Record | None:
        """First record with this id (optionally of one kind)."""
        for r in self.records:
            if r.id == record_id and (kind is None or r.kind == kind):
                return r
        return None

    def by_name(self, name: str, kind: str | None = None) -> Record | None:
        """First record whose name matches case-insensitively (optionally of one kind)."""
        wanted = name.strip().casefold()
        for r in self.records:
            if r.name is not None and r.name.casefold() == wanted and kind in (None, r.kind):
                return r
        return None

    def find(self, key: str) -> Record | None:
        """Look a record up by id, else by name (case-insensitive)."""
        return self.by_id(key) or self.by_name(key)

    def bounds(self) -> dict[str, Any]:
        """The ``bounds`` of the pack manifest, or ``{}``."""
        for r in self.pack:
            value = r.get("bounds")
            if isinstance(value, dict):
                return value
        return {}

    def to_json(self) -> dict[str, Any]:
        """Everything (records + ops + English) as plain data, grouped by kind list name."""
        out: dict[str, list[dict[str, Any]]] = {name: [] for name in self.lists.values()}
        for r in self.records:
            if r.context_only:
                continue
            out.setdefault(self.lists.get(r.kind, r.kind), []).append(r.to_json())
        return out

    def dumps(self) -> str:
        """:meth:`to_json` as an indented JSON string."""
        return json.dumps(self.to_json(), indent=2, sort_keys=False, default=str)
