"""Content kinds: which kind a file is, and where its JSON Schema is — asked of the ruleset.

Two kinds are the core's and need no ruleset: ``pack`` (``pack.yaml``, schema in the core's
``schemas/``) and ``scenario`` (files under a ``tests/`` folder; its schema, naming the game's
pieces and actions, is ``scenario.schema.json`` in the ruleset's ``schemas_dir``, if it ships
one). Every other kind is a :class:`~cardsmith.tools.ruleset.ContentKind` of the pack's ruleset.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path, PurePath
from typing import Any

from cardsmith.tools.content.packs import PACK_FILES
from cardsmith.tools.content.resources import schemas_dir, source_checkout
from cardsmith.tools.ruleset import ContentKind, Ruleset

PACK = ContentKind(name="pack", schema="pack.schema.json", plural="pack", title="Pack")
SCENARIO = ContentKind(
    name="scenario",
    schema="scenario.schema.json",
    folders=("tests",),
    plural="scenarios",
    title="Scenario tests",
)
CORE_KINDS = (PACK, SCENARIO)


@dataclass(frozen=True)
class KindMap:
    """The content kinds of one ruleset, with the core's: detection, schema files, list names."""

    kinds: Mapping[str, ContentKind]
    folders: Mapping[str, str]
    aliases: Mapping[str, str]
    schema_files: Mapping[str, Path]

    @property
    def names(self) -> tuple[str, ...]:
        """Every kind name, the ruleset's first."""
        return tuple(self.kinds)

    def detect(self, path: str | PurePath, data: Any) -> str | None:
        """Kind of a file: ``pack.yaml``; anything under a ``tests/`` folder is a scenario
        (``tests/fear/`` holds scenarios *about* fear cards); else the nearest kind folder;
        else a top-level ``kind:`` (a kind's name or one of its aliases)."""
        p = PurePath(path)
        if p.name in PACK_FILES:
            return PACK.name
        if SCENARIO.folders[0] in p.parent.parts:
            return SCENARIO.name
        for part in reversed(p.parent.parts):
            if part in self.folders:
                return self.folders[part]
        kind = data.get("kind") if isinstance(data, dict) else None
        return self.aliases.get(kind) if isinstance(kind, str) else None

    def folder_hint(self) -> str:
        """What to do with a file of no kind: the ruleset's kind folders, or ``kind:``."""
        folders = [f for f in self.folders if f != SCENARIO.folders[0]][:3]
        shown = ", ".join(f"{f}/" for f in folders)
        where = f"put it in a kind folder ({shown}, ...) or " if folders else ""
        return f"{where}add a top-level `kind:`"

    def plural(self, kind: str) -> str:
        """The name of the kind's list (``cards.json``, the catalog's JSON)."""
        found = self.kinds.get(kind)
        return found.plural or found.name if found is not None else kind

    def schema_file(self, kind: str) -> Path | None:
        """The JSON Schema file of ``kind`` (``None``: the kind has none)."""
        return self.schema_files.get(kind)


def kind_map(ruleset: Ruleset | None) -> KindMap:
    """The :class:`KindMap` of ``ruleset`` (``None``: the core's kinds only)."""
    if ruleset is None:
        return _kind_map((), None)
    return _kind_map(tuple(ruleset.kinds), ruleset.schemas_dir)


@cache
def _kind_map(ruleset_kinds: tuple[ContentKind, ...], folder: Path | None) -> KindMap:
    kinds: dict[str, ContentKind] = {k.name: k for k in ruleset_kinds}
    kinds.update((k.name, k) for k in CORE_KINDS)
    folders = {f: k.name for k in ruleset_kinds for f in k.folders}
    aliases = {a: k.name for k in kinds.values() for a in (k.name, *k.aliases)}
    files = {k.name: folder / k.schema for k in ruleset_kinds if folder is not None}
    files[PACK.name] = schemas_dir() / PACK.schema
    if folder is not None and (folder / SCENARIO.schema).is_file():
        files[SCENARIO.name] = folder / SCENARIO.schema
    return KindMap(kinds=kinds, folders=folders, aliases=aliases, schema_files=files)


_HEADER = "# yaml-language-server: $schema="


def schema_header(path: Path, kind: str, ruleset: Ruleset | None) -> str | None:
    """``# yaml-language-server: $schema=...`` for a file of ``kind`` at ``path`` (``None``: the
    kind has no schema). Inside cardsmith's own checkout the schema path is relative to the
    file's folder (the shipped packs and examples move with the checkout); anywhere else it is
    the installed schema's absolute ``file:`` URI, which stays right when the pack moves."""
    schema = kind_map(ruleset).schema_file(kind)
    if schema is None or not schema.is_file():
        return None
    schema = schema.resolve()
    folder = path.resolve().parent
    checkout = source_checkout()
    if checkout is not None and folder.is_relative_to(checkout):
        try:
            return f"{_HEADER}{Path(os.path.relpath(schema, folder)).as_posix()}"
        except ValueError:  # another drive on Windows
            pass
    return f"{_HEADER}{schema.as_uri()}"
