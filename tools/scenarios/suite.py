"""Scenario tests: find scenario files, load them, run them, report (text or JUnit XML).

A scenario file (YAML, validated against the pack ruleset's scenario schema) describes a
starting position, an action and the expected state; Spirit Island's
``rulesets/spirit_island/docs/scenarios.md`` explains its format. Everything game-specific — what
the mapping means, how it runs — is the pack ruleset's ``scenarios`` hook
(:class:`tools.scenarios.api.ScenarioSupport`); this module finds the files, loads and validates the
YAML, selects with ``-k``, times and reports.

>>> results = run_paths([shipped_pack_dir()])          # doctest: +SKIP
>>> sum(r.passed for r in results)                      # doctest: +SKIP
"""

from __future__ import annotations

import os
import re
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from cardsmith.tools import registry
from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.content.kinds import SCENARIO
from cardsmith.tools.content.loader import load_cached
from cardsmith.tools.content.packs import dependency_roots, find_pack_root
from cardsmith.tools.content.resources import shipped_pack_dir
from cardsmith.tools.content.schema_check import validate
from cardsmith.tools.content.yamlload import YAML_SUFFIXES, load_yaml_file
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.ruleset import Ruleset
from cardsmith.tools.scenarios.api import (
    ScenarioContext,
    ScenarioPlan,
    ScenarioResult,
    ScenarioSupport,
)
from cardsmith.tools.terminal import printable

__all__ = [
    "LoadedScenarios",
    "ScenarioPlan",
    "ScenarioResult",
    "find_scenario_files",
    "junit_xml",
    "load_scenarios",
    "run_paths",
    "run_scenario",
]


@dataclass
class LoadedScenarios:
    """Scenarios ready to run, and results for files that could not be loaded at all."""

    scenarios: list[ScenarioPlan] = field(default_factory=list)
    broken: list[ScenarioResult] = field(default_factory=list)


#: the most files and folders looked through under one folder given to ``cardsmith test``
MAX_WALK_ENTRIES = 100_000


class ScenarioError(ValueError):
    """Scenario files that cannot be looked for (a folder with too much under it)."""


def _yaml_under(base: Path) -> list[Path]:
    """The YAML files under ``base`` (hidden files and folders and symlinked folders left
    out), sorted; :class:`ScenarioError` past :data:`MAX_WALK_ENTRIES` entries."""
    found: list[Path] = []
    seen = 0
    for dirpath, dirnames, filenames in os.walk(base):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        seen += len(dirnames) + len(filenames)
        if seen > MAX_WALK_ENTRIES:
            raise ScenarioError(f"{base}: more than {MAX_WALK_ENTRIES} files and folders to look "
                                "through; give the folder of the scenario files")
        for name in filenames:
            path = Path(dirpath) / name
            if not name.startswith(".") and path.suffix in YAML_SUFFIXES and path.is_file():
                found.append(path)
    return sorted(found)


def find_scenario_files(paths: Iterable[Path]) -> list[Path]:
    """Scenario files under ``paths``: a pack folder's ``tests/``, any folder's YAML (of the
    packs inside it, their ``tests/`` only: ``cardsmith test content`` runs every pack's
    scenarios, not its cards), a file."""
    found: list[Path] = []
    for path in paths:
        if path.is_file():
            found.append(path)
            continue
        base = path / "tests" if (path / "pack.yaml").is_file() else path
        if base.is_dir():
            found.extend(f for f in _yaml_under(base) if base != path or _is_test_file(f))
    return list(dict.fromkeys(found))


def _is_test_file(path: Path) -> bool:
    """Whether a YAML file found under a folder that is not a pack is a scenario: it is in no
    pack, or under its pack's ``tests/``."""
    root = find_pack_root(path)
    return root is None or path.resolve().is_relative_to(root.resolve() / "tests")


@cache
def _catalog(root: Path) -> Catalog:
    """A pack's records followed by those of the packs it depends on (its own win lookups)."""
    catalog = load_cached(root).catalog
    for dep in dependency_roots(root):
        for record in load_cached(dep).catalog:
            catalog.add(record)
    return catalog


def pack_root_of(path: Path) -> Path:
    """The pack holding ``path`` (the shipped pack for a loose file)."""
    return (find_pack_root(path) or shipped_pack_dir()).resolve()


def catalog_for(path: Path) -> Catalog:
    """The catalog of the pack holding ``path`` and its dependencies (the shipped pack for a
    loose file)."""
    return _catalog(pack_root_of(path))


@cache
def _ruleset(root: Path) -> Ruleset:
    return registry.for_pack(root)


def support_for(path: Path) -> tuple[Ruleset, ScenarioSupport | None]:
    """The ruleset of the pack holding ``path`` and its scenario hook (``None``: it has none)."""
    ruleset = _ruleset(pack_root_of(path))
    support = ruleset.scenarios if ruleset.capabilities.can_test else None
    return ruleset, support if isinstance(support, ScenarioSupport) else None


def _broken(path: Path, diags: Sequence[Diagnostic]) -> ScenarioResult:
    return ScenarioResult(
        id=f"{path}::(file)", name="(file)", path=str(path), line=1, diagnostics=list(diags)
    )


def load_file(path: Path, catalog: Catalog | None = None) -> LoadedScenarios:
    """Load one scenario file: one scenario, or several under ``scenarios:``."""
    out = LoadedScenarios()
    result = load_yaml_file(path)
    errors = [d for d in result.diagnostics if d.severity == "error"]
    if result.data is None or errors:
        out.broken.append(_broken(path, result.diagnostics or errors))
        return out
    try:
        ruleset, support = support_for(path)
    except registry.RulesetError as exc:
        out.broken.append(_broken(path, [Diagnostic(str(path), 1, 1, "S110", str(exc))]))
        return out
    if support is None:
        message = f"the ruleset {ruleset.name!r} of this pack cannot run scenario tests"
        out.broken.append(_broken(path, [Diagnostic(str(path), 1, 1, "T100", message)]))
        return out
    schema = [
        d.with_source(result.text)
        for d in validate(SCENARIO.name, result.data, result.positions, str(path), ruleset)
    ]
    if schema:
        out.broken.append(_broken(path, schema))
        return out
    catalog = catalog or catalog_for(path)
    data = result.data
    entries = (
        [(("scenarios", i), item) for i, item in enumerate(data["scenarios"])]
        if isinstance(data, dict) and isinstance(data.get("scenarios"), list)
        else [((), data)]
    )
    for base, item in entries:
        context = ScenarioContext(
            path, result.positions, result.text, catalog, base, pack_root_of(path)
        )
        if not isinstance(item, dict):
            diag = context.diag((), "T100", f"a scenario is a mapping, not {type(item).__name__}")
            out.broken.append(_broken(path, [diag]))
            continue
        try:
            out.scenarios.append(support.load(item, context))
        except Exception as exc:  # the ruleset's bug (or content lint was not run on)
            message = f"internal error while loading the scenario: {type(exc).__name__}: {exc}"
            out.broken.append(_broken(path, [context.diag((), "T199", message)]))
    return out


def load_scenarios(paths: Iterable[Path]) -> LoadedScenarios:
    """Load every scenario file under ``paths``."""
    out = LoadedScenarios()
    for path in find_scenario_files(paths):
        one = load_file(path)
        out.scenarios.extend(one.scenarios)
        out.broken.extend(one.broken)
    return out


def run_scenario(plan: ScenarioPlan) -> ScenarioResult:
    """Run one loaded scenario on its pack's ruleset; never raises for a scenario problem."""
    started = time.perf_counter()
    result = ScenarioResult.of(plan)
    if plan.diagnostics:
        return result
    _, support = support_for(Path(plan.path))
    assert support is not None, "loaded by a ruleset that has a scenario hook"
    try:
        outcome = support.run(plan)
    except Exception as exc:  # the ruleset's bug, reported on its scenario
        result.failures.append(f"engine error: {type(exc).__name__}: {exc}")
    else:
        result.failures.extend(outcome.failures)
        result.log = list(outcome.log)
    result.seconds = time.perf_counter() - started
    return result


#: the longest ``-k`` expression (characters)
MAX_KEYWORD_LENGTH = 1000


def keyword_problem(keyword: str) -> str | None:
    """Why a ``-k`` expression does not parse (``None``: it does).

    A term is a run of words (a substring of ``path::name``); ``and`` and ``or`` stand between
    two terms and ``not`` before one: ``a and``, ``or b``, ``a or or b``, ``not`` alone and
    ``not or b`` do not parse (a ``not`` inside a term is one of its words)."""
    if len(keyword) > MAX_KEYWORD_LENGTH:
        return f"{len(keyword)} characters; the limit is {MAX_KEYWORD_LENGTH}"
    words = keyword.split()
    expect_term = True
    for i, word in enumerate(words):
        op = word.lower()
        if op in ("and", "or"):
            if expect_term:
                where = "at the start" if i == 0 else f"after {words[i - 1]!r}"
                return f"{word!r} {where}: a term must come before it"
            expect_term = True
        elif op != "not" or not expect_term:
            expect_term = False
    if words and expect_term:
        return f"{words[-1]!r} at the end: a term must come after it"
    return None


def matches(text: str, keyword: str | None) -> bool:
    """``-k``, as pytest reads it: case-insensitive substrings of ``path::name`` joined by
    ``or`` and ``and`` (``and`` binds tighter), each may be negated with ``not``
    (:func:`keyword_problem` tells whether it parses)."""
    if not keyword or not keyword.strip():
        return True
    words = re.split(r"\s+(or)\s+", keyword.strip(), flags=re.I)
    alternatives = [w for w in words if w.lower() != "or"]
    return any(
        all(_term(text, t) for t in re.split(r"\s+and\s+", alt, flags=re.I)) for alt in alternatives
    )


def _term(text: str, term: str) -> bool:
    term = term.strip()
    if term.lower().startswith("not "):
        return not _term(text, term[4:])
    return term.casefold() in text.casefold()


def run_paths(paths: Iterable[Path], keyword: str | None = None,
              progress: Callable[[int, int], None] | None = None) -> list[ScenarioResult]:
    """Load and run every scenario under ``paths`` whose ``path::name`` matches ``keyword``.

    ``progress(done, total)`` is called once the scenarios are loaded (``done`` 0) and after
    each one has run."""
    loaded = load_scenarios(paths)
    results = [r for r in loaded.broken if matches(r.id, keyword)]
    plans = [plan for plan in loaded.scenarios if matches(plan.id, keyword)]
    total = len(results) + len(plans)
    if progress is not None:
        progress(len(results), total)
    for plan in plans:
        results.append(run_scenario(plan))
        if progress is not None:
            progress(len(results), total)
    return results


def junit_xml(results: Sequence[ScenarioResult], suite: str = "cardsmith scenarios") -> str:
    """A JUnit XML report (one ``testcase`` per scenario; failures carry the diff).

    Content text has its control characters spelled out (``\\x1b``): XML 1.0 cannot hold
    them, and a report is read on terminals too."""
    failed = sum(not r.passed for r in results)
    total_time = sum(r.seconds for r in results)
    root = ET.Element(
        "testsuites",
        tests=str(len(results)),
        failures=str(failed),
        errors="0",
        time=f"{total_time:.3f}",
    )
    ts = ET.SubElement(
        root,
        "testsuite",
        name=suite,
        tests=str(len(results)),
        failures=str(failed),
        errors="0",
        skipped="0",
        time=f"{total_time:.3f}",
    )
    for r in results:
        case = ET.SubElement(
            ts,
            "testcase",
            classname=printable(Path(r.path).stem),
            name=printable(r.name),
            file=printable(r.path),
            line=str(r.line),
            time=f"{r.seconds:.3f}",
        )
        if not r.passed:
            lines = [*map(d_line, r.diagnostics), *r.failures]
            fail = ET.SubElement(case, "failure",
                                 message=printable(lines[0]) if lines else "failed")
            fail.text = "\n".join(_text(line) for line in lines)
    return ET.tostring(root, encoding="unicode", xml_declaration=True)


def _text(text: str) -> str:
    """``text`` with its line breaks kept and every other control character spelled out."""
    return "\n".join(printable(part) for part in text.split("\n"))


def d_line(diag: Diagnostic) -> str:
    """``path:line:col: CODE message`` for a diagnostic."""
    return f"{diag.path}:{diag.line}:{diag.col}: {diag.code} {diag.message}"
