"""Elder Sign's lint rules (``RULESET.lint_rules``): E1xx words of the card language (found by
its compiler through the loader), E2xx the engine's checks of the cards. The file, schema and
syntax rules and the checks every game shares are the core's (:mod:`cardsmith.tools.lint`)."""

from __future__ import annotations

from collections.abc import Iterable

from cardsmith.rulesets.elder_sign.content import ADVENTURE, KINDS, MONSTER, OTHER_WORLD
from cardsmith.rulesets.elder_sign.engine.ops import ir_problems
from cardsmith.rulesets.elder_sign.lint.examples import adventure, card_doc
from cardsmith.rulesets.elder_sign.tasks import fillable, parse
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.loader import LoadedPack
from cardsmith.tools.content.yamlpos import PathKey
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.lint import LoaderRule, Rule


class E101(LoaderRule):
    __doc__ = card_doc("Unknown game word in an effect (the hint names the closest one).",
                       fail=adventure(reward="gain 2 clus"),
                       passing=adventure(reward="gain 2 clues"))
    code = "E101"
    name = "unknown-game-word"


class E102(LoaderRule):
    __doc__ = card_doc("A statement of the language core that Elder Sign cards do not use "
                       "(``repeat``, ``after …:``).",
                       fail=adventure(reward="repeat"), passing=adventure(reward="gain 1 clue"))
    code = "E102"
    name = "not-in-this-game"


class E103(LoaderRule):
    __doc__ = card_doc("An amount or a word the rules cannot use there (``gain 0 clues``, "
                       "``draw 1 item`` without saying which).",
                       fail=adventure(reward="draw 1 item"),
                       passing=adventure(reward="draw 1 common item"))
    code = "E103"
    name = "misused-game-word"


def _records(loaded: LoadedPack, kinds: Iterable[str], skip: tuple[str, ...] = ("S", "D")
             ) -> list[Record]:
    bad = {d.path for d in loaded.diagnostics
           if d.severity == "error" and d.code.startswith(skip)}
    return [r for kind in kinds for r in loaded.catalog.of_kind(kind)
            if isinstance(r.data, dict) and not r.context_only and str(r.path) not in bad]


def _rows(record: Record) -> list[tuple[PathKey, str]]:
    if record.kind == MONSTER:
        return [(("task",), str(record.data.get("task")))]
    rows = record.data.get("tasks")
    return [(("tasks", i), str(row)) for i, row in enumerate(rows if isinstance(rows, list)
                                                            else [])]


class E201(Rule):
    __doc__ = card_doc(
        "A task no roll can fill: more symbols than the dice of one roll (6 green, the yellow "
        "and the red), more terror than green dice, or more clues than they can show — or a "
        "row the task notation cannot read.",
        fail=adventure(tasks="  - 30 clues\n"), passing=adventure(tasks="  - 12 clues\n"))
    code = "E201"
    name = "unfillable-task"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for record in _records(loaded, (ADVENTURE, OTHER_WORLD, MONSTER)):
            for where, row in _rows(record):
                task, problems = parse(row)
                for problem in problems:
                    yield self.diag_at(record, where, problem)
                if task is not None and not fillable(task):
                    yield self.diag_at(record, where, f"no roll can fill the task {row!r}",
                                       hint="a roll has 6 green dice, the yellow and the red")


class E202(Rule):
    """An effect compiles to operations the engine cannot run."""

    code = "E202"
    name = "effect-ir"
    example_exempt = "the compiler never emits an unknown operation; the check guards the IR"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for record in _records(loaded, KINDS, ("S", "D", "C", "E1")):
            for unit, ops in record.ops.items():
                for problem in ir_problems(ops, unit):
                    yield self.diag_at(record, (unit,), problem)


RULES: tuple[type[Rule], ...] = (E101, E102, E103, E201, E202)
