"""The ``scenarios`` hook: ``cardsmith test`` runs Elder Sign scenario files.

The core finds the files, checks them against ``schemas/scenario.schema.json``, splits them
into scenarios and reports; :func:`load` checks every card, investigator, die face and step a
scenario names against the pack (each unknown one a positioned diagnostic with a
did-you-mean), :func:`run` plays it with :func:`scenarios.play_scenario`.

Codes: ``E300`` the pack cannot be played, ``E301`` unknown card, ``E302`` unknown
investigator, ``E303`` unknown step.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from cardsmith.rulesets.elder_sign.content import INVESTIGATOR, KINDS, Pack, pack_from_catalog
from cardsmith.rulesets.elder_sign.scenarios import STEPS, play_scenario
from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.content.yamlpos import PathKey
from cardsmith.tools.scenarios.api import Outcome, Plan, ScenarioContext, ScenarioSupport

_PACKS: dict[int, tuple[Catalog, Pack]] = {}


def pack_of(catalog: Catalog) -> Pack:
    """The pack of a catalog (kept per catalog)."""
    kept = _PACKS.get(id(catalog))
    if kept is None or kept[0] is not catalog:
        kept = _PACKS[id(catalog)] = (catalog, pack_from_catalog(catalog))
    return kept[1]


@dataclass
class ElderSignPlan(Plan):
    """A scenario ready to play on its pack."""

    pack: Pack | None = None


def _items(table: Any) -> Iterable[tuple[Any, Any]]:
    return table.items() if isinstance(table, dict) else ()


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


class _Checker:
    def __init__(self, context: ScenarioContext, pack: Pack, plan: ElderSignPlan) -> None:
        self.context, self.plan = context, plan
        self.card_ids = [c.id for kind in KINDS for c in pack.of(kind)]
        self.investigators = pack.ids(INVESTIGATOR)

    def word(self, where: PathKey, value: Any, known: list[str], code: str, what: str,
             *, key: bool = False) -> None:
        found = self.context.unknown(where, value, known, code, what, key=key)
        if found is not None:
            self.plan.diagnostics.append(found)

    def card(self, where: PathKey, value: Any, *, key: bool = False) -> None:
        if value not in (None, "none", "entrance", "choose"):
            self.word(where, value, self.card_ids, "E301", "card", key=key)

    def cards(self, where: PathKey, value: Any) -> None:
        for i, card in enumerate(_list(value)):
            self.card((*where, i), card)

    def investigator(self, where: PathKey, value: Any, *, key: bool = False) -> None:
        self.word(where, value, self.investigators, "E302", "investigator", key=key)

    def holdings(self, where: PathKey, table: Any) -> None:
        for inv, fields in _items(table):
            self.investigator((*where, inv), inv, key=True)
            for key in ("items", "spells", "allies", "trophies"):
                self.cards((*where, inv, key), _items_of(fields, key))
            if isinstance(fields, dict) and isinstance(fields.get("at"), str):
                self.card((*where, inv, "at"), fields["at"])


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _items_of(fields: Any, key: str) -> Any:
    return fields.get(key) if isinstance(fields, dict) else None


def load(document: Mapping[str, Any], context: ScenarioContext) -> ElderSignPlan:
    """One scenario mapping → a plan; every unknown name a positioned diagnostic."""
    plan = ElderSignPlan(**vars(context.plan(document)))
    pack = pack_of(context.catalog)
    problems = pack.problems()
    if problems:
        plan.diagnostics.append(context.diag((), "E300", "cannot play this pack: "
                                             + "; ".join(problems)))
        return plan
    plan.pack = pack
    check = _Checker(context, pack, plan)
    for i, inv in enumerate(_list(document.get("investigators"))):
        check.investigator(("investigators", i), inv)
    setup = _dict(document.get("setup"))
    for key in ("mythos", "ancient"):
        if isinstance(setup.get(key), str):
            check.card(("setup", key), setup[key])
    if isinstance(setup.get("active"), str):
        check.investigator(("setup", "active"), setup["active"])
    check.cards(("setup", "rooms"), setup.get("rooms"))
    check.cards(("setup", "worlds"), setup.get("worlds"))
    for room, monster in _items(setup.get("monsters")):
        check.card(("setup", "monsters", room), room, key=True)
        check.card(("setup", "monsters", room), monster)
    for deck, cards in _items(setup.get("decks")):
        check.cards(("setup", "decks", deck), cards)
    check.holdings(("hold",), document.get("hold"))
    for i, raw in enumerate(_list(document.get("steps"))):
        step = {raw: None} if isinstance(raw, str) else raw
        if not isinstance(step, dict):
            continue
        for verb in (k for k in step if k != "error"):
            where: PathKey = ("steps", i, verb) if isinstance(raw, dict) else ("steps", i)
            check.word(where, verb, list(STEPS), "E303", "step", key=isinstance(raw, dict))
            if verb in ("turn", "attempt"):
                check.card(where, step[verb])
            if verb == "card" and isinstance(step[verb], dict):
                check.card((*where, "id"), step[verb].get("id"))
    expect = _dict(document.get("expect"))
    check.holdings(("expect", "investigators"), expect.get("investigators"))
    check.cards(("expect", "rooms"), expect.get("rooms"))
    check.cards(("expect", "worlds"), expect.get("worlds"))
    return plan


def run(plan: ElderSignPlan) -> Outcome:
    """Play a plan; its failures and the game's log."""
    assert plan.pack is not None
    failures, log = play_scenario(plan.data, plan.pack)
    return Outcome(failures=failures, log=log)


SCENARIOS = ScenarioSupport(load=load, run=run)
