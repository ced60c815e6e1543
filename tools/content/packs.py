"""Pack dependencies: a homebrew pack names the packs it builds on in ``pack.yaml``
(``depends: [{id: horizons, version: ">=1.0.0"}]``) and may then use their boards, spirits and
cards — in scenario tests, for instance.

A dependency is found, in order: a pack cardsmith ships (every folder of the installed
``content``, by its id: ``horizons``, ``base-game``, ``branch-and-claw`` …), then a sibling
folder of the pack holding a ``pack.yaml`` with that id.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from cardsmith.tools.content.resources import content_dir
from cardsmith.tools.content.yamlload import load_yaml_file

#: the file names of a pack manifest
PACK_FILES = ("pack.yaml", "pack.yml")


def find_pack_root(path: Path) -> Path | None:
    """The nearest folder at or above ``path`` holding a ``pack.yaml``, or ``None``."""
    try:
        start = path.resolve()
    except OSError:
        return None
    for folder in [start, *start.parents] if start.is_dir() else list(start.parents):
        if any((folder / name).is_file() for name in PACK_FILES):
            return folder
    return None


def manifest_path(root: Path) -> Path | None:
    """The ``pack.yaml`` (or ``pack.yml``) of the pack folder ``root``, if it has one."""
    for name in PACK_FILES:
        if (root / name).is_file():
            return root / name
    return None


def pack_manifest(root: Path) -> dict[str, Any]:
    """The parsed ``pack.yaml`` of ``root`` (empty when missing or unreadable)."""
    for name in PACK_FILES:
        path = root / name
        if path.is_file():
            data = load_yaml_file(path).data  # guarded: size, depth, aliases, numbers
            return data if isinstance(data, dict) else {}
    return {}


def dependency_roots(root: Path) -> list[Path]:
    """Folders of the packs ``root`` depends on (transitively, each once, nearest first)."""
    found: list[Path] = []
    queue = [root.resolve()]
    seen = {root.resolve()}
    while queue:
        current = queue.pop(0)
        for dep in pack_manifest(current).get("depends") or []:
            dep_id = dep.get("id") if isinstance(dep, dict) else None
            if not isinstance(dep_id, str):
                continue
            where = locate_dependency(dep_id, current)
            if where is not None and where not in seen:
                seen.add(where)
                found.append(where)
                queue.append(where)
    return found


def pack_options(root: Path) -> dict[str, Any]:
    """The ``options:`` of the pack at ``root`` over those of the packs it depends on: a
    dependency's setting holds in every pack built on it unless the nearer pack sets it too."""
    merged: dict[str, Any] = {}
    for folder in [*reversed(dependency_roots(root)), root]:
        options = pack_manifest(folder).get("options")
        if isinstance(options, dict):
            merged.update(options)
    return merged


def locate_dependency(pack_id: str, near: Path) -> Path | None:
    """The folder of the pack ``pack_id`` as a dependency of the pack at ``near``: a shipped
    pack with that id, else a sibling folder of ``near`` whose manifest has it (``near`` is
    resolved first, so ``.`` inside a pack looks beside the pack, not inside it)."""
    shipped = shipped_packs().get(pack_id)
    if shipped is not None:
        return shipped
    try:
        parent = near.resolve().parent
    except OSError:
        return None
    for sibling in sorted(parent.iterdir()) if parent.is_dir() else []:
        if sibling.is_dir() and pack_manifest(sibling).get("id") == pack_id:
            return sibling.resolve()
    return None


@cache
def shipped_packs() -> dict[str, Path]:
    """The packs cardsmith ships, by id."""
    found: dict[str, Path] = {}
    root = content_dir()
    for folder in sorted(root.iterdir()) if root.is_dir() else []:
        pack_id = pack_manifest(folder).get("id") if folder.is_dir() else None
        if isinstance(pack_id, str):
            found.setdefault(pack_id, folder.resolve())
    return found
