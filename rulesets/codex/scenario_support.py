"""The ``scenarios`` hook: ``cardsmith test`` runs Codex scenario files.

:func:`load` checks the names a scenario uses against the pack (cards, colours, patrol slots,
steps; each unknown one a positioned diagnostic with a did-you-mean); :func:`run` plays it with
:func:`.scenarios.play_scenario`. Codes: ``K300`` the pack cannot be played, ``K301`` unknown
card, ``K302`` unknown colour, ``K303`` unknown patrol slot, ``K304`` unknown step, ``K305``
unknown player.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardsmith.tools.content.yamlpos import PathKey
from cardsmith.tools.scenarios.api import Outcome, Plan, ScenarioContext, ScenarioSupport

from . import vocabulary as V
from .content import library_of
from .engine.cards import Library
from .engine.state import PLAYERS
from .scenarios import STEPS, play_scenario

CARD_LISTS = ("hand", "deck", "discard", "codex", "command")


@dataclass
class CodexPlan(Plan):
    """A scenario ready to play on its pack's library."""

    lib: Library | None = None


class _Check:
    def __init__(self, context: ScenarioContext, lib: Library, plan: CodexPlan) -> None:
        self.context, self.lib, self.plan = context, lib, plan
        self.cards = sorted([*lib.cards, "token"])

    def word(self, where: PathKey, value: Any, known: list[str], code: str, what: str,
             *, key: bool = False) -> None:
        found = self.context.unknown(where, value, known, code, what, key=key)
        if found is not None:
            self.plan.diagnostics.append(found)

    def card(self, where: PathKey, value: Any) -> None:
        self.word(where, value, self.cards, "K301", "card")

    def player(self, where: PathKey, raw: Any, *, expect: bool = False) -> None:
        if not isinstance(raw, dict):
            return
        if "colour" in raw:
            self.word((*where, "colour"), raw["colour"], self.lib.colours, "K302", "colour")
        for key in CARD_LISTS:
            items = raw.get(key)
            for i, card in enumerate(items if isinstance(items, list) else []):
                self.card((*where, key, i), card)
        play = raw.get("play")
        if isinstance(play, list):
            for i, item in enumerate(play):
                card = item.get("card") if isinstance(item, dict) else item
                self.card((*where, "play", i, "card") if isinstance(item, dict)
                          else (*where, "play", i), card)
        patrol = raw.get("patrol")
        for slot in patrol if isinstance(patrol, dict) else {}:
            self.word((*where, "patrol", slot), slot, list(V.SLOTS), "K303", "patrol slot",
                      key=True)
        buildings = raw.get("buildings")
        for bid in buildings if isinstance(buildings, dict) else {}:
            self.word((*where, "buildings", bid), bid, self.cards, "K301", "building",
                      key=True)

    def players(self, where: PathKey, raw: Any, *, expect: bool = False) -> None:
        for name, value in raw.items() if isinstance(raw, dict) else ():
            self.word((*where, name), name, list(PLAYERS), "K305", "player", key=True)
            self.player((*where, name), value, expect=expect)

    def steps(self, raw: Any) -> None:
        for i, step in enumerate(raw if isinstance(raw, list) else []):
            if isinstance(step, str):
                self.word(("steps", i), step, list(STEPS), "K304", "step")
                continue
            for verb in (k for k in step if k != "error") if isinstance(step, dict) else ():
                self.word(("steps", i, verb), verb, list(STEPS), "K304", "step", key=True)
                arg = step[verb]
                if verb in ("hire", "summon", "play", "build"):
                    self.card(("steps", i, verb), arg)
                elif verb == "patrol" and isinstance(arg, dict):
                    for slot in arg:
                        self.word(("steps", i, verb, slot), slot, list(V.SLOTS), "K303",
                                  "patrol slot", key=True)


def load(document: Mapping[str, Any], context: ScenarioContext) -> CodexPlan:
    """One scenario mapping → a plan; every unknown name a positioned diagnostic."""
    plan = CodexPlan(**vars(context.plan(document)))
    lib = library_of(context.catalog)
    problems = lib.problems()
    if problems:
        plan.diagnostics.append(context.diag((), "K300", "cannot play this pack: "
                                             + "; ".join(problems)))
        return plan
    plan.lib = lib
    check = _Check(context, lib, plan)
    check.players(("players",), document.get("players"))
    check.steps(document.get("steps"))
    expect = document.get("expect")
    if isinstance(expect, dict):
        check.players(("expect", "players"), expect.get("players"), expect=True)
    return plan


def run(plan: CodexPlan) -> Outcome:
    """Play a plan; its failures and the game's log."""
    assert plan.lib is not None
    failures, log = play_scenario(plan.data, plan.lib)
    return Outcome(failures=failures, log=log)


SCENARIOS = ScenarioSupport(load=load, run=run)
