"""Find the installed rulesets (entry-point group ``cardsmith.rulesets``) and a pack's ruleset.

The only module that reads the entry points, as pytest and mkdocs find their plug-ins. A
ruleset that fails its load checks is reported with every problem at once; a pack naming a
ruleset that is not installed gets the user's words back with the list of installed ones.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from cardsmith.tools.ruleset import Ruleset, conformance_problems

GROUP = "cardsmith.rulesets"


class RulesetError(Exception):
    """A ruleset that cannot be used: not installed, or failing its load checks."""


class UnreadableManifest(RulesetError):
    """The pack's ``pack.yaml`` does not load, so it names no game (its own diagnostics say
    why)."""


def _load(name: str, value: str, loader: Any) -> Ruleset:
    try:
        candidate = loader()
    except Exception as exc:  # a plug-in's import error is its author's, reported in one line
        raise RulesetError(f"ruleset {name!r} ({value}) failed to load: {exc}") from exc
    if problems := conformance_problems(candidate, expected_name=name):
        raise RulesetError(f"ruleset {name!r} ({value}): " + "; ".join(problems))
    assert isinstance(candidate, Ruleset)
    return candidate


def discover(only: Collection[str] | None = None) -> dict[str, Ruleset]:
    """Every installed ruleset by name (``only``: just these names, for hermetic tests)."""
    found: dict[str, Ruleset] = {}
    for ep in entry_points(group=GROUP):
        if only is not None and ep.name not in only:
            continue
        if ep.name in found:
            raise RulesetError(f"two installed rulesets are called {ep.name!r}")
        found[ep.name] = _load(ep.name, ep.value, ep.load)
    return found


@cache
def installed_names() -> tuple[str, ...]:
    """The names of the installed rulesets, sorted (nothing is imported)."""
    return tuple(sorted({ep.name for ep in entry_points(group=GROUP)}))


@cache
def get(name: str) -> Ruleset:
    """The installed ruleset called ``name``; :class:`RulesetError` in the user's words if none."""
    for ep in entry_points(group=GROUP):
        if ep.name == name:
            return _load(ep.name, ep.value, ep.load)
    raise RulesetError(f"ruleset {name!r} is not installed (installed: {_installed()})")


def name_in_manifest(data: Any) -> str | None:
    """The ruleset a loaded ``pack.yaml`` names (``None`` when it names none)."""
    if isinstance(data, dict) and isinstance(data.get("ruleset"), str):
        return str(data["ruleset"])
    return None


def _installed() -> str:
    return ", ".join(installed_names()) or "none"


def for_pack(pack_root: Path | None) -> Ruleset:
    """The ruleset the ``pack.yaml`` at ``pack_root`` names; :class:`RulesetError` when there
    is no pack or its manifest names no ruleset (the core has no game of its own)."""
    if pack_root is None:
        raise RulesetError(
            "not inside a pack (no pack.yaml above it), so its game is unknown: make a pack "
            f"with `cardsmith new pack NAME --ruleset NAME` (installed: {_installed()})"
        )
    name, manifest = None, "pack.yaml"
    for manifest in ("pack.yaml", "pack.yml"):
        path = pack_root / manifest
        if path.is_file():
            name = _manifest_ruleset(path)
            break
    if name is None:
        raise RulesetError(
            f"{pack_root.name or pack_root}: {manifest} names no ruleset: add `ruleset: NAME` "
            f"(installed: {_installed()})"
        )
    return get(name)


def sole() -> Ruleset:
    """The one installed ruleset, for a choice with no pack to tell; :class:`RulesetError`
    naming the installed ones when there are several (or none)."""
    names = installed_names()
    if len(names) != 1:
        raise RulesetError(f"name the game with --ruleset (installed: {_installed()})")
    return get(names[0])


def _manifest_ruleset(path: Path) -> str | None:
    """``ruleset:`` of a manifest, read safely; :class:`UnreadableManifest` when it does not
    load (a full load reports its problems)."""
    from cardsmith.tools.content.yamlload import (
        load_yaml_file,  # size, depth, alias and number guards
    )

    data = load_yaml_file(path).data
    if data is None:
        raise UnreadableManifest(f"{path}: does not load, so it names no ruleset")
    return name_in_manifest(data)
