"""Scenario files, checked fully by ``cardsmith lint``: loaded through the pack ruleset's
scenarios hook (what ``cardsmith test`` does before it runs them), never run.

The loader has already read each scenario file's YAML and checked it against the scenario
schema (``S`` codes); here each scenario is resolved against the pack's records and the packs it
depends on, and the hook's diagnostics (``T1xx``; Spirit Island's are in
``rulesets/spirit_island/docs/scenarios.md``) are reported.
"""

from __future__ import annotations

from pathlib import Path

from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.content.kinds import SCENARIO
from cardsmith.tools.content.loader import LoadedPack, load_cached
from cardsmith.tools.content.packs import dependency_roots
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.scenarios.api import ScenarioSupport
from cardsmith.tools.scenarios.suite import catalog_for, load_file

__all__ = ["scenario_diagnostics"]


def _catalog(loaded: LoadedPack) -> Catalog | None:
    """The pack's records followed by its dependencies' (``None``: not the whole pack was
    loaded, the suite loads it)."""
    if not loaded.complete or loaded.root is None:
        return None
    catalog = Catalog(lists=dict(loaded.catalog.lists))
    for record in loaded.catalog:
        catalog.add(record)
    for dep in dependency_roots(loaded.root):
        for record in load_cached(dep).catalog:
            catalog.add(record)
    return catalog


def scenario_diagnostics(loaded: LoadedPack) -> list[Diagnostic]:
    """The diagnostics of loading every scenario file of ``loaded`` (none when its ruleset
    cannot run scenarios); schema and YAML problems are the loader's, not repeated."""
    ruleset = loaded.ruleset
    if ruleset is None or not ruleset.capabilities.can_test:
        return []
    if not isinstance(ruleset.scenarios, ScenarioSupport):
        return []
    files: list[Path] = [
        r.path for r in loaded.catalog if r.kind == SCENARIO.name and not r.context_only
    ]
    if not files:
        return []
    catalog = _catalog(loaded)
    found: list[Diagnostic] = []
    for path in files:
        try:
            one = load_file(path, catalog if catalog is not None else catalog_for(path))
        except Exception as exc:  # a bug in the ruleset's hook: reported, never raised
            message = f"internal error while loading the scenarios: {exc!r}"
            found.append(Diagnostic(str(path), 1, 1, "T100", message))
            continue
        for plan in one.scenarios:
            found.extend(plan.diagnostics)
        for broken in one.broken:
            found.extend(broken.diagnostics)
    return [d for d in found if not d.code.startswith("S")]
