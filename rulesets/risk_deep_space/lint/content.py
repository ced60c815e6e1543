"""R201-R203: the engine's own checks of a galaxy and of action cards, positioned in the files.

``Galaxy.problems()`` (the board rules), ``card_problems()`` (card fields and targets) and
``ir_problems()`` (the compiled effect is IR the engine runs) return plain sentences; these
rules put each at the value it is about. Records with schema errors are left to the schema.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from cardsmith.rulesets.risk_deep_space.content import ACTION_CARD, EFFECT, GALAXY
from cardsmith.rulesets.risk_deep_space.engine.cards import (
    card_from_data,
    card_problems,
    deck_problems,
)
from cardsmith.rulesets.risk_deep_space.engine.galaxy import galaxy_from_data
from cardsmith.rulesets.risk_deep_space.engine.ops import ir_problems
from cardsmith.rulesets.risk_deep_space.lint.examples import card_doc, galaxy_doc
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.loader import LoadedPack
from cardsmith.tools.content.yamlpos import PathKey
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.lint import Rule

_ID = re.compile(r"[A-Za-z][A-Za-z0-9-]*")


def _failing_files(loaded: LoadedPack, prefixes: tuple[str, ...]) -> set[str]:
    return {d.path for d in loaded.diagnostics
            if d.severity == "error" and d.code.startswith(prefixes)}


def _records(loaded: LoadedPack, kind: str, skip: tuple[str, ...]) -> list[Record]:
    bad = _failing_files(loaded, skip)
    return [r for r in loaded.catalog.of_kind(kind)
            if isinstance(r.data, dict) and not r.context_only and str(r.path) not in bad]


def galaxy_path(data: dict[str, object], problem: str) -> PathKey:
    """The data path a galaxy problem is about: the first space or list it names."""
    words = set(_ID.findall(problem))
    for key in ("planets", "home_stations"):
        items = data.get(key)
        for i, item in enumerate(items if isinstance(items, list) else []):
            if isinstance(item, dict) and str(item.get("id")) in words and (
                    "connection" not in problem and "warp" not in problem
                    and "cover" not in problem):
                return (key, i)
    for topic, key in (("connection", "connections"), ("warp", "gem_warp"),
                       ("2-player", "two_player"), ("colour", "home_stations"),
                       ("home station", "home_stations"), ("reached", "connections")):
        if topic in problem:
            return (key,)
    return ()


class R201(Rule):
    __doc__ = galaxy_doc(
        "The galaxy breaks a board rule of the game (one home station per colour, a gem warp "
        "of two or more planets, a 2-player layout with covers in opposite corners, every "
        "planet reachable).",
        old="{colours: [red, blue], covers: [P2, P4]}",
        new="{colours: [red, blue], covers: [P1, P2]}",
    )
    code = "R201"
    name = "galaxy-rule"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for record in _records(loaded, GALAXY, ("S",)):
            try:
                problems = galaxy_from_data(record.data).problems()
            except (KeyError, TypeError, ValueError) as exc:
                problems = [f"the board cannot be read: {exc}"]
            for problem in problems:
                yield self.diag_at(record, galaxy_path(record.data, problem), problem,
                                   key=True)


#: card-problem wording → the field it is about
_CARD_FIELDS = (("cost", ("cost",)), ("timing", ("timing",)), ("copies", ("copies",)),
                ("the card has no `target", ("effect",)), ("target planet", ("target", "planet")),
                ("target player", ("target", "player")))


class R202(Rule):
    __doc__ = card_doc(
        "An action card's fields do not fit its effect: the effect names a target the card "
        "does not have (``target: {planet: …}`` / ``target: {player: …}``), or a field is "
        "outside the card vocabulary, or a deck of more than 1,000 cards (all copies counted: the "
        "game's deck holds 36).",
        fail="steal 1 gem from target player",
        passing="steal 1 gem from target player",
        text="Steal 1 gem from target player.",
        extra="target: {player: opponent}\n",
        fail_extra="",
    )
    code = "R202"
    name = "card-fields"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for record in _records(loaded, ACTION_CARD, ("S", "D", "C", "R1")):
            card = card_from_data(record.data, effect=record.ops.get(EFFECT, []))
            for problem in card_problems(card):
                where = next((path for topic, path in _CARD_FIELDS if topic in problem), ())
                message = problem.removeprefix(f"{card.id}: ")
                yield self.diag_at(record, where, message)
        records = _records(loaded, ACTION_CARD, ("S", "D", "C", "R1"))
        cards = [card_from_data(r.data, effect=r.ops.get(EFFECT, [])) for r in records]
        for card_id, problem in deck_problems(cards):
            record = next(r for r, c in zip(records, cards, strict=True) if c.id == card_id)
            yield self.diag_at(record, ("copies",), problem)


class R203(Rule):
    __doc__ = card_doc(
        "An effect compiles to operations the engine cannot run (an amount of 0, say).",
        fail="gain 0 gems",
        passing="gain 1 gem",
        text="Gain 1 gem.",
    )
    code = "R203"
    name = "effect-ir"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for record in _records(loaded, ACTION_CARD, ("S", "D", "C", "R1")):
            ops = record.ops.get(EFFECT)
            if ops is None:
                continue
            for problem in ir_problems(ops, EFFECT):
                yield self.diag_at(record, (EFFECT,), problem)
