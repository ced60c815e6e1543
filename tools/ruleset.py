"""The interface a game plugs into cardsmith: one :class:`Ruleset` object per game.

A ruleset package (``rulesets/<game>/`` here, or a third-party pip package) exposes ``RULESET``
and registers it in the entry-point group ``cardsmith.rulesets``; :mod:`tools.registry` finds
it. The core (``dsl``, ``engine``, ``tools``) never names a game: everything game-specific —
words, grammar additions, content kinds and schemas, lint rules, the engine behind scenario
tests and simulations, site pages and card faces, scaffolds — reaches the tools through the
fields below. The fields are the hook reference (``docs/writing-a-ruleset.md`` lists them).

Designed with four games in view (the rule books the project started from): a cooperative
game on a board of lands (Spirit Island), a competitive one with dice and resources (Risk Deep
Space), a clock-driven one with mythos cards (Arkham Horror) and a card battler (Codex). So
nothing here assumes lands, players against a game, dice or decks: those are the ruleset's
own business, reached through its hooks, and its capabilities are declared data
(:class:`Capabilities`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardsmith.dsl.language import Language
    from cardsmith.tools.authoring.templates import Template
    from cardsmith.tools.content.effects import CompileRecord
    from cardsmith.tools.content.printed_text import TextCheck
    from cardsmith.tools.lint import Rule
    from cardsmith.tools.printing.api import PrintSpec
    from cardsmith.tools.publish.api import SitePages
    from cardsmith.tools.scenarios.api import ScenarioSupport
    from cardsmith.tools.search.api import SearchFields
    from cardsmith.tools.simulate import Simulator

@dataclass(frozen=True, kw_only=True)
class ContentKind:
    """One kind of content file of a ruleset (a power card, a galaxy board, a mythos card…).

    ``folders`` are the pack folders whose files are of this kind (the nearest one wins);
    ``schema`` is the file name of its JSON Schema in the ruleset's ``schemas`` folder;
    ``plural`` names the kind's list in ``cards.json`` and on the site.
    """

    name: str
    schema: str
    folders: tuple[str, ...] = ()
    plural: str = ""
    title: str = ""
    #: values of a top-level ``kind:`` that also mean this kind (``minor``/``major`` → power)
    aliases: tuple[str, ...] = ()
    #: names identify records of this kind: two may not share one (lint X002)
    named: bool = False
    #: top-level fields that sum a record up, in order (``cardsmith explain``'s header)
    summary: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Capabilities:
    """What a ruleset's engine can do, declared (generic code branches on these, never on names)."""

    players: tuple[int, int] = (1, 1)
    cooperative: bool = False
    can_test: bool = False
    can_simulate: bool = False


@dataclass(frozen=True, kw_only=True)
class Ruleset:
    """Everything game-specific, as named hooks with defaults (no code probes with ``getattr``).

    Each hook's type is defined by the pipeline that calls it, beside that pipeline
    (``tools.scenarios.api``, ``tools.publish.api``, …); ``docs/writing-a-ruleset.md`` lists
    them all. A hook left at its default gets the core's generic behaviour, or the capability
    is absent (``scenarios=None``: ``cardsmith test`` says the ruleset cannot run scenarios).
    """

    #: the entry-point name and the ``ruleset:`` value of ``pack.yaml``
    name: str
    #: the game's name as players know it
    title: str
    #: the effect language: core grammar plus this ruleset's additions
    language: Language
    #: the game's words by class (``pieces``, ``terrains``…), for did-you-mean and highlighting
    words: Mapping[str, Sequence[str]] = field(default_factory=dict)
    #: content kinds (``pack`` and ``scenario`` are the core's and need not be listed)
    kinds: Sequence[ContentKind] = ()
    #: the folder of this ruleset's JSON Schemas (files named by ``ContentKind.schema``)
    schemas_dir: Path | None = None
    #: parses and compiles a record's effect fields (``tools.content.effects``; default: each
    #: ``effect`` string is its own unit)
    compile_record: CompileRecord | None = None
    #: extra lint rules (classes of :class:`tools.lint.Rule`) for this game's meaning checks
    lint_rules: Sequence[type[Rule]] = ()
    #: how ``lint --text-check`` (T001) compares the printed text with the rendered English
    #: (``tools.content.printed_text``; ``None``: the numbers and this ruleset's ``words``)
    text_check: TextCheck | None = None
    #: scenario tests: state notation, setup, actions, expectations (``cardsmith.tools.scenarios``)
    scenarios: ScenarioSupport | None = None
    #: site pages and card faces (``tools.publish``; ``None``: generic pages per content kind)
    pages: SitePages | None = None
    #: what ``cardsmith print`` lays out: card kinds, sizes, faces, backs, panels
    #: (``cardsmith.tools.printing``; ``None``: every content kind as a standard card)
    printing: PrintSpec | None = None
    #: search keys for ``cardsmith search`` and the site finder (``tools.search``; ``None``:
    #: name, kind and text of every content kind)
    search: SearchFields | None = None
    #: whole seeded games (``cardsmith simulate``)
    simulator: Simulator | None = None
    #: ``cardsmith new WHAT NAME`` templates by WHAT (``cardsmith.tools.authoring.templates``)
    scaffolds: Mapping[str, Template] = field(default_factory=dict)
    #: the game's rules as this ruleset implements them (a Markdown file, e.g. ``RULES.md``):
    #: every published site of the game carries it as its "Rules" page
    rules: Path | None = None
    #: the game's reference pages (a folder of Markdown pages and the files they link: its
    #: effect language, engine, notations…): every published site of the game carries them in
    #: its "Reference" tab, and the repository's docs site under the ruleset's name
    docs: Path | None = None
    capabilities: Capabilities = field(default_factory=Capabilities)

    def kind(self, name: str) -> ContentKind | None:
        """The content kind called ``name`` (or one of its aliases), if any."""
        for k in self.kinds:
            if name == k.name or name in k.aliases:
                return k
        return None


#: the hook names, for the reference page and the conformance checks
HOOKS: tuple[str, ...] = tuple(f.name for f in fields(Ruleset))


def conformance_problems(candidate: object, *, expected_name: str) -> list[str]:
    """Everything wrong with a loaded entry point, in one list (empty: it conforms)."""
    if not isinstance(candidate, Ruleset):
        return [f"is a {type(candidate).__name__}, not a cardsmith Ruleset"]
    problems: list[str] = []
    if candidate.name != expected_name:
        problems.append(f"calls itself {candidate.name!r} but is registered as {expected_name!r}")
    if candidate.language is None:
        problems.append("has no language")
    names = [k.name for k in candidate.kinds]
    if len(set(names)) != len(names):
        problems.append(f"lists a content kind twice: {sorted(names)}")
    if {"pack", "scenario"} & set(names):
        problems.append("redefines a core content kind (pack, scenario)")
    if candidate.kinds and candidate.schemas_dir is None:
        problems.append("has content kinds but no schemas_dir")
    elif (folder := candidate.schemas_dir) is not None:
        for k in candidate.kinds:
            if not (folder / k.schema).is_file():
                problems.append(f"kind {k.name!r}: schema {k.schema!r} not in {folder}")
    if candidate.capabilities.can_test and candidate.scenarios is None:
        problems.append("declares can_test but has no scenarios hook")
    if candidate.capabilities.can_simulate and candidate.simulator is None:
        problems.append("declares can_simulate but has no simulator hook")
    lo, hi = candidate.capabilities.players
    if not 1 <= lo <= hi:
        problems.append(f"player counts {lo}..{hi} are not a range")
    return problems
