"""The content check ``publish``, ``serve``, ``search`` and ``test`` run before they work.

It is ``cardsmith lint``'s: each pack loaded with :func:`tools.content.loader.load_pack` and
checked by :func:`cardsmith.tools.lint.run_rules`. Content with an error-level diagnostic is refused
(:func:`refusal` says so, and the diagnostics say why) instead of reaching a page generator,
the card index or the engine with values of the wrong type. Library callers may skip the check;
the generators read defensively all the same (:mod:`cardsmith.tools.publish.read`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.content.loader import LoadedPack, load_pack
from cardsmith.tools.content.record_cache import RecordCache
from cardsmith.tools.diagnostics import Diagnostic, format_diagnostics, sort_diagnostics
from cardsmith.tools.terminal import printable

__all__ = ["Checked", "check_packs", "diagnostics_text", "refusal", "report"]


@dataclass
class Checked:
    """The packs as loaded, and every diagnostic the lint rules found in them."""

    roots: list[Path]
    loaded: list[LoadedPack] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def errors(self) -> list[Diagnostic]:
        """The error-level diagnostics (warnings do not stop anything)."""
        return [d for d in self.diagnostics if d.severity == "error"]

    @property
    def ok(self) -> bool:
        """No errors."""
        return not self.errors

    def catalog(self) -> Catalog:
        """Every pack's records in one catalog (in pack order)."""
        catalog = Catalog()
        for loaded in self.loaded:
            for record in loaded.catalog:
                catalog.add(record)
        return catalog


def check_packs(roots: Iterable[Path], use_cache: bool = True,
                scenarios: bool = True) -> Checked:
    """Load each pack folder once and run the lint rules of its ruleset over it (unchanged
    files from lint's record cache with ``use_cache``, as ``cardsmith lint`` does; with
    ``scenarios=False`` the scenario files are not resolved against the records, see
    :func:`~cardsmith.tools.lint.run_rules`)."""
    checked = Checked(list(dict.fromkeys(roots)))
    found: list[Diagnostic] = []
    for root in checked.roots:
        # imported here: the lint rules load the packs' rulesets, needed only for a check
        from cardsmith.tools.lint import run_rules

        cache = RecordCache(root) if use_cache else None
        loaded = load_pack(root, cache)
        checked.loaded.append(loaded)
        found.extend(run_rules(loaded, scenarios=scenarios))
        if cache is not None:
            cache.save()  # after the rules, as lint does (what they memoised is kept)
    checked.diagnostics = sort_diagnostics(found)
    return checked


def refusal(command: str, checked: Checked, consequence: str = "fix them first") -> str:
    """``publish: the pack has 3 errors; fix them first (cardsmith lint PACK)`` (one line)."""
    n = len(checked.errors)
    whose = "the pack has" if len(checked.roots) == 1 else "the packs have"
    packs = " ".join(_shown(p) for p in checked.roots)
    return printable(f"{command}: {whose} {n} error{'' if n == 1 else 's'}; {consequence} "
                     f"(cardsmith lint {packs})")


def report(command: str, checked: Checked, stream: TextIO | None = None) -> None:
    """Write the error diagnostics (lint's text format), then :func:`refusal`, to ``stream``
    (default: standard error)."""
    out = stream or sys.stderr
    color = out.isatty() and "NO_COLOR" not in os.environ
    out.write(format_diagnostics(checked.errors, "text", color=color))
    out.write(refusal(command, checked) + "\n")


def _shown(path: Path) -> str:
    """A pack path as the user would type it: relative to the working folder when inside."""
    try:
        shown = str(path.resolve().relative_to(Path.cwd().resolve())) or "."
    except ValueError:
        shown = str(path)
    return shown if " " not in shown else f"'{shown}'"


def diagnostics_text(diagnostics: Sequence[Diagnostic]) -> str:
    """Diagnostics in lint's text format, without colour (for logs)."""
    return format_diagnostics(list(diagnostics), "text", color=False)
