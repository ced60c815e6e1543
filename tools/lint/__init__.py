"""Lint rules: a registry of small rule classes, run over a loaded pack.

Each rule is a :class:`Rule` subclass with a ``code`` (family letter + number: S schema,
D DSL syntax, C compile/semantics, X cross-file, T printed-text check), a ``name``, a
``severity`` and a docstring that is its documentation: a one-line summary, prose, then a
``Fail:`` and a ``Pass:`` YAML example (indented blocks; ``# file: some/path.yaml`` lines split
an example into several files). ``tests/lint/test_rule_docs.py`` lints every example and
``tools/lint/docs.py`` turns the docstrings into ``docs/lint-rules.md``.

The rules of a run are the core's (:data:`REGISTRY`: files, schemas, syntax, the checks every
game shares) plus the ``lint_rules`` of the pack's ruleset (:func:`rules_for`), whose codes
must not clash with the core's.

Suppression: a comment ``# cardsmith: disable=C104`` (codes comma-separated) silences those codes
on its line; ``# cardsmith: disable-file=C104`` anywhere in a file silences them in the whole
file. ``all`` matches every code. Comments work in YAML and inside DSL effect text.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import ClassVar

from cardsmith.tools import registry
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.loader import LoadedPack, load_path
from cardsmith.tools.content.record_cache import RecordCache
from cardsmith.tools.content.yamlload import bulk_loading
from cardsmith.tools.content.yamlpos import PathKey
from cardsmith.tools.diagnostics import Diagnostic, Severity, sort_diagnostics
from cardsmith.tools.ruleset import Ruleset

__all__ = [
    "REGISTRY",
    "LintResult",
    "LoaderRule",
    "Rule",
    "all_rules",
    "cap_per_file",
    "lint_paths",
    "register",
    "rule_docs",
    "rules_for",
    "run_rules",
]


class Rule:
    """Base class of a lint rule; subclasses set the class attributes and :meth:`check`."""

    code: ClassVar[str] = ""
    name: ClassVar[str] = ""
    severity: ClassVar[Severity] = "error"
    #: rules that run only when asked for (``"text_check"`` for ``--text-check``)
    opt_in: ClassVar[str | None] = None
    #: why the docstring cannot hold a file example (non-UTF-8 bytes, sizes, symlinks)
    example_exempt: ClassVar[str | None] = None

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        """Yield the diagnostics this rule finds in ``loaded``."""
        return ()

    @classmethod
    def summary(cls) -> str:
        """First line of the docstring."""
        return (cls.__doc__ or cls.name).strip().splitlines()[0].strip()

    def diag(
        self,
        path: str,
        line: int,
        col: int,
        message: str,
        *,
        end_col: int | None = None,
        hint: str | None = None,
        source: str | None = None,
    ) -> Diagnostic:
        """A diagnostic with this rule's code and severity (source line filled from text)."""
        d = Diagnostic(path, line, col, self.code, message, self.severity, end_col, None, hint)
        return d.with_source(source) if source is not None else d

    def diag_at(
        self,
        record: Record,
        where: PathKey,
        message: str,
        *,
        hint: str | None = None,
        key: bool = False,
    ) -> Diagnostic:
        """A diagnostic at the value (or, with ``key``, the mapping key) at data path ``where``."""
        pos = record.positions.key_pos(where) if key else None
        if pos is None:
            found = record.positions.nearest(where)
            pos = found[1] if found else None
        line, col, end_col = 1, 1, None
        if pos is not None:
            line, col = pos.line, pos.col
            end_col = pos.end_col if pos.end_line == pos.line and pos.end_col > col else None
        diag = self.diag(str(record.path), line, col, message, end_col=end_col, hint=hint)
        source_line = record.positions.source_line(line)  # the file's lines, split once
        if source_line is not None:
            return dataclasses.replace(diag, source_line=source_line)
        return diag.with_source(record.source_text)


class LoaderRule(Rule):
    """A rule whose findings come from the loader (YAML, schema, DSL parse and compile)."""

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        return [d for d in loaded.diagnostics if d.code == self.code]


#: the core's rules by code (a ruleset's own rules are its ``lint_rules``)
REGISTRY: dict[str, type[Rule]] = {}


def register(cls: type[Rule]) -> type[Rule]:
    """Class decorator adding a core rule to :data:`REGISTRY` (codes must be unique)."""
    if not cls.code or cls.code in REGISTRY:
        raise ValueError(f"rule code {cls.code!r} is empty or registered twice")
    REGISTRY[cls.code] = cls
    return cls


def _load_families() -> None:
    from cardsmith.tools.lint import (  # noqa: F401 - imported for their @register side effect
        content_rules,
        crossfile_rules,
        file_rules,
        schema_rules,
        semantic_rules,
        syntax_rules,
        text_rules,
    )


def core_rules() -> dict[str, type[Rule]]:
    """The core's rules by code."""
    _load_families()
    return dict(REGISTRY)


@cache
def _ruleset_rules(name: str, rules: tuple[type[Rule], ...]) -> dict[str, type[Rule]]:
    found = core_rules()
    for cls in rules:
        if not (isinstance(cls, type) and issubclass(cls, Rule)):
            raise ValueError(f"ruleset {name!r}: lint rule {cls!r} is not a tools.lint.Rule")
        if not cls.code or cls.code in found:
            raise ValueError(f"ruleset {name!r}: rule code {cls.code!r} is empty or taken")
        found[cls.code] = cls
    return dict(sorted(found.items()))


def rules_for(ruleset: Ruleset | None) -> dict[str, type[Rule]]:
    """Code → rule class for packs of ``ruleset``: the core's and the ruleset's own rules
    (``None``, a pack whose ruleset is not installed: the core's only)."""
    if ruleset is None:
        return dict(sorted(core_rules().items()))
    return _ruleset_rules(ruleset.name, tuple(ruleset.lint_rules))


def all_rules(ruleset: Ruleset | None = None) -> list[type[Rule]]:
    """Every rule for packs of ``ruleset`` (``None``: the core's and every installed
    ruleset's), sorted by code."""
    if ruleset is not None:
        return list(rules_for(ruleset).values())
    found = dict(core_rules())
    for name in registry.installed_names():
        try:
            found.update(rules_for(registry.get(name)))
        except registry.RulesetError:
            continue  # reported when a pack names it
    return [found[code] for code in sorted(found)]


def rule_docs() -> dict[str, str]:
    """Code → one-line summary of every rule of every installed ruleset (the SARIF rule table)."""
    return {cls.code: cls.summary() for cls in all_rules()}


_DISABLE = re.compile(r"#\s*cardsmith:\s*disable(-file)?\s*=\s*([A-Za-z0-9_, ]+)")


def suppressions(text: str) -> tuple[set[str], dict[int, set[str]]]:
    """``(codes disabled in the file, {line: codes disabled on that line})`` from comments."""
    whole: set[str] = set()
    per_line: dict[int, set[str]] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if "cardsmith" not in line:
            continue
        for m in _DISABLE.finditer(line):
            codes = {c.strip().upper() for c in m.group(2).split(",") if c.strip()}
            if m.group(1):
                whole |= codes
            else:
                per_line.setdefault(number, set()).update(codes)
    return whole, per_line


def _suppressed(
    diag: Diagnostic,
    sources: dict[str, str],
    cache: dict[str, tuple[set[str], dict[int, set[str]]]],
) -> bool:
    text = sources.get(diag.path)
    if not text:
        return False
    if diag.path not in cache:
        cache[diag.path] = suppressions(text)
    whole, per_line = cache[diag.path]
    here = per_line.get(diag.line, set())
    return bool({diag.code, "ALL"} & (whole | here))


def run_rules(
    loaded: LoadedPack, text_check: bool = False, select: Sequence[str] | None = None,
    scenarios: bool = True,
) -> list[Diagnostic]:
    """Run every registered rule (opt-in ones when asked) over ``loaded``; sorted, suppressed.

    The rules are those of the pack's ruleset (:func:`rules_for`). Loader diagnostics whose
    code no rule claims are passed through unchanged, and so are those of loading the
    scenario files through the ruleset's scenarios hook (:mod:`tools.lint.scenario_check`;
    ``scenarios=False`` leaves that out: a gate that publishes records, not tests).
    At most :data:`MAX_DIAGNOSTICS_PER_FILE` are kept per file (:func:`cap_per_file`).
    ``select`` limits the run to codes starting with any of the given prefixes.
    """
    known = rules_for(loaded.ruleset)
    rules = [cls() for cls in known.values() if cls.opt_in is None or text_check]
    if select:
        rules = [r for r in rules if r.code.startswith(tuple(select))]
    found: list[Diagnostic] = []
    for rule in rules:
        found.extend(rule.check(loaded))
    if not select:
        found.extend(d for d in loaded.diagnostics if d.code not in known)
    if not select and scenarios:
        from cardsmith.tools.lint.scenario_check import (
            scenario_diagnostics,  # imports the scenario suite
        )

        found.extend(scenario_diagnostics(loaded))  # the scenarios hook's own codes
    cache: dict[str, tuple[set[str], dict[int, set[str]]]] = {}
    kept = sort_diagnostics(d for d in found if not _suppressed(d, loaded.sources, cache))
    return cap_per_file(kept)


#: the most diagnostics reported for one file; the rest are counted in one S013
MAX_DIAGNOSTICS_PER_FILE = 100


def cap_per_file(
    diags: list[Diagnostic], limit: int = MAX_DIAGNOSTICS_PER_FILE
) -> list[Diagnostic]:
    """``diags`` (sorted) with at most ``limit`` per file, then one S013 counting the others
    (an error when an error is among them)."""
    by_file: dict[str, list[Diagnostic]] = {}
    for d in diags:
        by_file.setdefault(d.path, []).append(d)
    if all(len(group) <= limit for group in by_file.values()):
        return diags
    out: list[Diagnostic] = []
    for path, group in by_file.items():
        out.extend(group[:limit])
        rest = group[limit:]
        if rest:
            errors = sum(1 for d in rest if d.severity == "error")
            first = rest[0]
            out.append(
                Diagnostic(
                    path,
                    first.line,
                    first.col,
                    "S013",
                    f"{len(rest)} more problems in this file not shown ({errors} errors, "
                    f"{len(rest) - errors} warnings): at most {limit} are reported per file",
                    severity="error" if errors else "warning",
                    source_line=first.source_line,
                )
            )
    return out


class LintResult:
    """Diagnostics of a lint run over several paths, with counts."""

    def __init__(self, diagnostics: list[Diagnostic], files: int) -> None:
        self.diagnostics = diagnostics
        self.files = files

    @property
    def errors(self) -> int:
        """Number of error-level diagnostics."""
        return sum(1 for d in self.diagnostics if d.severity == "error")

    @property
    def warnings(self) -> int:
        """Number of warning-level diagnostics."""
        return sum(1 for d in self.diagnostics if d.severity == "warning")

    def summary(self) -> str:
        """``N files, N errors, N warnings``."""

        def n(count: int, word: str) -> str:
            return f"{count} {word}{'' if count == 1 else 's'}"

        return f"{n(self.files, 'file')}, {n(self.errors, 'error')}, {n(self.warnings, 'warning')}"


def lint_paths(
    paths: Iterable[Path],
    text_check: bool = False,
    use_cache: bool = False,
    loose: Ruleset | None = None,
) -> LintResult:
    """Lint each path (a pack folder or a single file) on its own and merge the findings.

    With ``use_cache``, unchanged files of a pack folder are read from the record cache
    (:mod:`cardsmith.tools.content.record_cache`) instead of being loaded and compiled again.
    ``loose``: the game of paths in no pack (a pack names its own in ``pack.yaml``).
    """
    diags: list[Diagnostic] = []
    files = 0
    with bulk_loading():  # a pack stays alive until its rules ran: fewer full GC passes
        for path in paths:
            found, count = _lint_one(path, text_check, use_cache, loose)
            diags.extend(found)
            files += count
    return LintResult(sort_diagnostics(diags), files)


def _lint_one(
    path: Path, text_check: bool, use_cache: bool, loose: Ruleset | None
) -> tuple[list[Diagnostic], int]:
    """The diagnostics of one lint target and its number of files (the loaded pack is freed
    on return, before :func:`bulk_loading` gives the collector its usual thresholds back)."""
    cache = RecordCache(path) if use_cache and path.is_dir() else None
    loaded = load_path(path, cache, loose)
    diags = run_rules(loaded, text_check=text_check)
    if cache is not None:
        cache.save()  # after the rules, so what they memoised on records is kept
    return diags, len(loaded.files)
