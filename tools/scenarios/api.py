"""The scenario hook a ruleset provides (``Ruleset.scenarios``): what ``cardsmith test`` asks it.

The tools do the generic part — find scenario files under a pack's ``tests/``, load the YAML
with positions, validate it against the ruleset's scenario schema, split a file into its
scenarios (one mapping, or a list under ``scenarios:``), select with ``-k``, time each run,
report (text, JUnit XML). The schema is the core content kind ``scenario``'s: the file
``scenario.schema.json`` in the ruleset's ``schemas_dir`` (without one, files are not
schema-checked). The ruleset does the game: :attr:`ScenarioSupport.load` turns one
scenario mapping into a plan (the setup, the actions, the expectations, resolved against the
pack's records) and :attr:`ScenarioSupport.run` plays a plan on its engine and compares.

A minimal hook::

    SCENARIOS = ScenarioSupport(load=load, run=run)

    def load(document, context):             # -> a Plan (or a subclass), diagnostics inside
        plan = context.plan(document)
        if "verb" not in document:
            plan.diagnostics.append(context.diag(("verb",), "T112", "no verb"))
        return plan

    def run(plan):                           # -> Outcome: failures (empty: passed) and a log
        return Outcome(failures=[], log=["did it"])
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.content.yamlload import PathKey, PositionMap
from cardsmith.tools.diagnostics import Diagnostic

__all__ = [
    "Outcome",
    "Plan",
    "ScenarioContext",
    "ScenarioPlan",
    "ScenarioResult",
    "ScenarioSupport",
]


class ScenarioPlan(Protocol):
    """What the tools read from a loaded scenario (the rest is the ruleset's own business)."""

    name: str
    path: Path
    line: int
    diagnostics: list[Diagnostic]

    @property
    def id(self) -> str: ...


@dataclass
class Plan:
    """A generic :class:`ScenarioPlan`; rulesets may return it or subclass it."""

    name: str
    path: Path
    line: int
    data: dict[str, Any]
    catalog: Catalog
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def id(self) -> str:
        """``path::name``, the string ``-k`` matches."""
        return f"{self.path}::{self.name}"

    @property
    def expect(self) -> dict[str, Any]:
        """The ``expect:`` mapping (empty when missing or not a mapping)."""
        value = self.data.get("expect")
        return value if isinstance(value, dict) else {}


@dataclass(frozen=True)
class ScenarioContext:
    """Where one scenario mapping comes from, and what it may refer to.

    ``base`` is the mapping's key path inside the file (``()`` or ``("scenarios", i)``); every
    ``where`` given to :meth:`diag` is relative to it. ``catalog`` holds the records of the pack
    the file belongs to followed by those of the packs it depends on.
    """

    path: Path
    positions: PositionMap
    text: str
    catalog: Catalog
    base: PathKey = ()
    pack_root: Path | None = None

    @property
    def line(self) -> int:
        """The line the scenario mapping starts on."""
        return self.positions.locate(self.base)[0]

    def at(self, where: PathKey) -> PathKey:
        """The absolute key path of ``where`` (relative to the scenario mapping)."""
        return (*self.base, *where)

    def diag(
        self,
        where: PathKey,
        code: str,
        message: str,
        *,
        key: bool = False,
        offset: int = 0,
        hint: str | None = None,
    ) -> Diagnostic:
        """A diagnostic at ``where`` (its key with ``key``), ``offset`` columns further."""
        line, col = self.positions.locate(self.at(where), prefer_key=key)
        diag = Diagnostic(str(self.path), line, col + offset, code, message, hint=hint)
        return diag.with_source(self.text)

    def unknown(
        self, where: PathKey, value: Any, known: Sequence[str], code: str, what: str,
        *, key: bool = False,
    ) -> Diagnostic | None:
        """``unknown WHAT 'VALUE'`` at ``where`` with a did-you-mean (else the known names),
        or ``None`` when ``value`` is one of ``known``."""
        if str(value) in known:
            return None
        close = difflib.get_close_matches(str(value), list(known), n=1, cutoff=0.5)
        hint = f"did you mean {close[0]!r}?" if close else f"known: {', '.join(known)}"
        return self.diag(where, code, f"unknown {what} {value!r}", key=key, hint=hint)

    def plan(self, data: Mapping[str, Any]) -> Plan:
        """A generic plan for the scenario mapping ``data`` (name, file, line)."""
        return Plan(str(data.get("name", "?")), self.path, self.line, dict(data), self.catalog)


@dataclass
class Outcome:
    """What a ruleset's run reports: ``failures`` (empty: passed) and the operation log."""

    failures: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)


@dataclass
class ScenarioResult:
    """The outcome of one scenario as the tools report it: ``failures`` empty when it passed."""

    id: str
    name: str
    path: str
    line: int
    failures: list[str] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def passed(self) -> bool:
        return not self.failures and not self.diagnostics

    @classmethod
    def of(cls, plan: ScenarioPlan) -> ScenarioResult:
        """An empty result for ``plan`` (its diagnostics copied)."""
        return cls(plan.id, plan.name, str(plan.path), plan.line, diagnostics=plan.diagnostics)


@dataclass(frozen=True, kw_only=True)
class ScenarioSupport:
    """The ``scenarios`` hook of a ruleset.

    ``load(document, context)`` resolves one scenario mapping
    into a plan, never raising for an author's mistake (those are diagnostics of the plan,
    positioned with ``context.diag``); ``run(plan)`` plays a plan without diagnostics and
    returns an :class:`Outcome` (an exception it raises is reported as a failure).
    """

    load: Callable[[Mapping[str, Any], ScenarioContext], ScenarioPlan]
    run: Callable[[Any], Outcome]
