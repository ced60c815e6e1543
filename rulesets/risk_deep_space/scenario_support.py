"""The ``scenarios`` hook: ``cardsmith test`` runs Risk Deep Space scenario files.

The core finds the files, checks them against ``schemas/scenario.schema.json``, splits them
into scenarios and reports; :func:`load` resolves one scenario against the pack's galaxy and
cards (every space, colour, card and step it names; each unknown one a positioned
diagnostic with a did-you-mean), :func:`run` plays it with ``scenarios.play_scenario``.

Codes: ``R300`` the pack cannot be played (no galaxy), ``R301`` unknown space, ``R302``
unknown colour, ``R303`` unknown card, ``R304`` unknown step.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardsmith.rulesets.risk_deep_space.content import Pack, pack_from_catalog
from cardsmith.rulesets.risk_deep_space.engine.rules import COLOURS
from cardsmith.rulesets.risk_deep_space.scenarios import STEPS, play_scenario
from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.content.yamlpos import PathKey
from cardsmith.tools.scenarios.api import Outcome, Plan, ScenarioContext, ScenarioSupport

_PACKS: dict[int, tuple[Catalog, Pack | str]] = {}


def pack_of(catalog: Catalog) -> Pack | str:
    """The playable pack of a catalog (kept per catalog), or why there is none."""
    kept = _PACKS.get(id(catalog))
    if kept is None or kept[0] is not catalog:
        try:
            pack: Pack | str = pack_from_catalog(catalog)
        except ValueError as exc:
            pack = str(exc)
        kept = _PACKS[id(catalog)] = (catalog, pack)
    return kept[1]


@dataclass
class RiskPlan(Plan):
    """A scenario ready to play on its pack."""

    pack: Pack | None = None


@dataclass
class _Checker:
    context: ScenarioContext
    pack: Pack
    plan: RiskPlan
    spaces: list[str] = field(default_factory=list)
    planets: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.spaces = self.pack.galaxy.spaces()
        self.planets = list(self.pack.galaxy.planets)

    def word(self, where: PathKey, value: Any, known: Sequence[str], code: str, what: str,
             *, key: bool = False) -> None:
        found = self.context.unknown(where, value, known, code, what, key=key)
        if found is not None:
            self.plan.diagnostics.append(found)

    def space(self, where: PathKey, value: Any, *, key: bool = False, planet: bool = False
              ) -> None:
        known = self.planets if planet else self.spaces
        self.word(where, value, known, "R301", "planet" if planet else "space", key=key)

    def colour(self, where: PathKey, value: Any, *, key: bool = False) -> None:
        self.word(where, value, COLOURS, "R302", "colour", key=key)

    def card(self, where: PathKey, value: Any) -> None:
        self.word(where, value, [c.id for c in self.pack.cards], "R303", "card")

    # --- the parts of a scenario ---------------------------------------------------------
    def pieces(self, where: PathKey, table: Any, *, planet: bool = False) -> None:
        """``{SPACE: {COLOUR: n}}`` (``"-"``: none)."""
        for space, counts in _items(table):
            self.space((*where, space), space, key=True, planet=planet)
            for colour, _ in _items(counts):
                self.colour((*where, space, colour), colour, key=True)

    def owners(self, where: PathKey, table: Any) -> None:
        """``{PLANET: [COLOUR…]}`` (bases) or ``{PLANET: COLOUR}`` (force fields)."""
        for planet, value in _items(table):
            self.space((*where, planet), planet, key=True, planet=True)
            values = value if isinstance(value, list) else [] if value in ("-", None) else [value]
            for i, colour in enumerate(values):
                path = (*where, planet, i) if isinstance(value, list) else (*where, planet)
                self.colour(path, colour)

    def players(self, where: PathKey, table: Any) -> None:
        for colour, player in _items(table):
            self.colour((*where, colour), colour, key=True)
            hand = player.get("hand") if isinstance(player, dict) else None
            for i, card in enumerate(hand if isinstance(hand, list) else []):
                self.card((*where, colour, "hand", i), card)

    def cards(self, where: PathKey, value: Any) -> None:
        for i, card in enumerate(value if isinstance(value, list) else []):
            self.card((*where, i), card)

    def steps(self, value: Any) -> None:
        for i, raw in enumerate(value if isinstance(value, list) else []):
            step = {raw: None} if isinstance(raw, str) else raw
            if not isinstance(step, dict):
                continue
            if "as" in step:
                self.colour(("steps", i, "as"), step["as"])
            for verb in (k for k in step if k not in ("as", "error")):
                self.word(("steps", i, verb) if isinstance(raw, dict) else ("steps", i),
                          verb, STEPS, "R304", "step", key=isinstance(raw, dict))
                self.step_args(("steps", i, verb), verb, step[verb])

    def step_args(self, where: PathKey, verb: str, arg: Any) -> None:
        """The names a step's arguments use (any space: a step may test that the engine
        refuses a home station where a planet is needed)."""
        if verb == "build" and arg is not None:
            self.space(where, arg)
        elif verb == "mine" and isinstance(arg, dict) and "planet" in arg:
            self.space((*where, "planet"), arg["planet"])
        elif verb == "move" and isinstance(arg, dict):
            for end in ("from", "to"):
                if end in arg:
                    self.space((*where, end), arg[end])
        elif verb == "play":
            card = arg.get("card") if isinstance(arg, dict) else arg
            self.card((*where, "card") if isinstance(arg, dict) else where, card)
            if isinstance(arg, dict) and "planet" in arg:
                self.space((*where, "planet"), arg["planet"])
            if isinstance(arg, dict) and "player" in arg:
                self.colour((*where, "player"), arg["player"])
        elif verb == "trade":
            self.cards(where, arg)


def _items(table: Any) -> Iterable[tuple[Any, Any]]:
    return table.items() if isinstance(table, dict) else ()


def load(document: Mapping[str, Any], context: ScenarioContext) -> RiskPlan:
    """One scenario mapping → a plan; every unknown name a positioned diagnostic."""
    plan = RiskPlan(**vars(context.plan(document)))
    pack = pack_of(context.catalog)
    if isinstance(pack, str):
        plan.diagnostics.append(context.diag((), "R300", f"cannot play this pack: {pack}"))
        return plan
    plan.pack = pack
    check = _Checker(context, pack, plan)
    for i, colour in enumerate(document.get("seats") or []):
        check.colour(("seats", i), colour)
    for i, planet in enumerate(document.get("covers") or []):
        check.space(("covers", i), planet, planet=True)
    check.pieces(("recruits",), document.get("recruits"))
    check.owners(("bases",), document.get("bases"))
    check.pieces(("dogs",), document.get("dogs"), planet=True)
    check.owners(("force_fields",), document.get("force_fields"))
    check.players(("players",), document.get("players"))
    check.cards(("deck",), document.get("deck"))
    check.cards(("discard",), document.get("discard"))
    turn = document.get("turn")
    if isinstance(turn, dict) and "colour" in turn:
        check.colour(("turn", "colour"), turn["colour"])
    check.steps(document.get("steps"))
    expect = document.get("expect")
    if isinstance(expect, dict):
        check.pieces(("expect", "recruits"), expect.get("recruits"))
        check.owners(("expect", "bases"), expect.get("bases"))
        check.pieces(("expect", "dogs"), expect.get("dogs"), planet=True)
        check.owners(("expect", "force_fields"), expect.get("force_fields"))
        check.players(("expect", "players"), expect.get("players"))
        if expect.get("winner") not in (None, "none", "-"):
            check.colour(("expect", "winner"), expect["winner"])
    return plan


def run(plan: RiskPlan) -> Outcome:
    """Play a plan; its failures and the game's log."""
    assert plan.pack is not None
    failures, log = play_scenario(plan.data, plan.pack)
    return Outcome(failures=failures, log=log)


SCENARIOS = ScenarioSupport(load=load, run=run)
