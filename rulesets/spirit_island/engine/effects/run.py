"""The context of one execution of compiled ops (:class:`Run`), its bookkeeping, the
operation registry :data:`OPS` (a core :class:`cardsmith.engine.dispatch.Dispatcher`) and the core
interpreter :data:`INTERPRETER` running the ops (:func:`run_ops`).

Each ops family module ends with its table ``HANDLERS`` (op name → handler);
:mod:`.ops.registry` fills :data:`OPS` from the list of those tables and installs the game's
extension of the interpreter (its conditions, queries and decisions, in :mod:`.ops.flow`):
nothing here imports upward. The interpreter runs a body with an :class:`At` (the run and the
land the body runs in); the core's ``if``, ``optional``, ``choice`` and ``for_each`` are the
interpreter's, every other op (``threshold`` among them) a handler of :data:`OPS`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from cardsmith.dsl.ir import Op, Ops
from cardsmith.engine.budget import OperationBudgetExceeded
from cardsmith.engine.choices import ChoiceProvider
from cardsmith.engine.dispatch import Dispatcher
from cardsmith.engine.events import Event
from cardsmith.engine.interpret import Extension, Interpreter, StopBody
from cardsmith.engine.interpret.extension import Verb
from cardsmith.rulesets.spirit_island.engine.state.board import TOKEN_KINDS
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import PIECE_KINDS, STRIFE, Piece


class ExecutionError(ValueError):
    """The IR asks for something the engine cannot do (unknown op, missing target land...)."""


class CostUnpaid(StopBody):
    """A ``cost`` ("Cost to Use") was not paid: the ops after ``op`` in its body do nothing."""

    def __init__(self, op: Op) -> None:
        super().__init__(op, "cost not paid")


#: past-tense verb of the IR → op name of the events
PAST_TO_OP: dict[str, str] = {
    "destroyed": "destroy",
    "pushed": "push",
    "gathered": "gather",
    "moved": "move",
    "added": "add",
    "removed": "remove",
    "damaged": "damage",
    "replaced": "replace",
    "downgraded": "downgrade",
}
#: verbs whose count is taken *into* the current land
MOVING = ("pushed", "gathered", "moved")
RUN_IDS = itertools.count(1)


def next_id() -> int:
    return next(RUN_IDS)


@dataclass
class Run:
    """One execution of a power (or of a trigger body): its context and bookkeeping."""

    state: State
    choices: ChoiceProvider
    top_ops: Ops
    spirit: str | None = None
    target_land: str | None = None
    source_land: str | None = None
    #: more target lands than ``target_land`` (``target a second land within 2 range``)
    more_targets: list[str] = field(default_factory=list)
    target_spirit: str | None = None
    elements: Mapping[str, int] | None = None
    name: str = "power"
    id: str = ""
    repeating: bool = False
    damage_bonus_used: bool = False
    #: lands where this power's damage already got its Badlands bonus (once per land)
    badlands_lands: set[str] = field(default_factory=set)
    trigger_events: list[Event] | None = None
    #: the very invaders / dahan moved or added by the event that set off this trigger
    #: (``them``); ``None``: not known, ``them`` narrows to the event's kinds only
    those_pieces: list[Piece] | None = None
    picked_lands: set[str] = field(default_factory=set)
    chosen_elements: list[str] = field(default_factory=list)
    #: installing special rules: modifiers and triggers last for the whole game
    permanent: bool = False
    #: the power card being played (``forget this power``), if any
    card: str | None = None
    #: the power cards this run gained, in order (``play it``: the last one)
    gained: list[str] = field(default_factory=list)
    #: the "would be destroyed" trigger whose body runs now (``destroy_fewer`` fills it)
    would: dict[str, Any] | None = None
    #: the lands this power marked (``mark``; ``{"marked": true}`` land sets)
    marked: set[str] = field(default_factory=set)
    #: the invaders this power added strife to (``strifed_here`` pieces), the very pieces
    strifed_pieces: list[Piece] = field(default_factory=list)
    #: inside ``for each type of … added``: the kind the loop is at (``that type``)
    bound_kind: str | None = None
    #: inside ``each_board``: the board whose lands the land sets are limited to
    board: str | None = None
    #: the card this power turned from a deck (``deck_top``; ``if it provides fire``)
    turned: str | None = None
    #: the energy this power's ``pay`` of any amount took (``per energy paid``)
    energy_paid: int = 0
    #: how many events this run had when its last damage began (``destroyed by this damage``)
    damage_mark: int = 0
    #: the other lands this power's split damage went to (``split_damage`` ``up_to``)
    split_lands: list[str] = field(default_factory=list)

    # --- bookkeeping -------------------------------------------------------------------------
    @property
    def events(self) -> list[Event]:
        """Events caused by this run (nested repeats included, triggers of others excluded)."""
        return self.state.journal.caused_by(self.id)

    def count_past(
        self, past: str, pieces: Mapping[str, Any], land: str | None, *, since: int = 0
    ) -> int:
        """How many ``pieces`` this run ``past``-ed (in / into ``land``; ``None`` = anywhere);
        ``since``: only its events from that index on (the last damage's)."""
        if past not in PAST_TO_OP:
            raise ExecutionError(f"unknown past verb {past!r}")
        source = self.trigger_events if self.trigger_events is not None else self.events[since:]
        total = 0
        for ev in source:
            if ev.op != PAST_TO_OP[past] or ev.kind is None:
                continue
            if not self.kind_matches(ev.kind, pieces, query=True):
                continue
            where = ev.to if past in MOVING else ev.where
            if land is None or where == land:
                total += ev.count
        return total

    def lands_moved_to(self, past: str, pieces: Mapping[str, Any] | None) -> list[str]:
        found: list[str] = []
        for ev in self.events:
            if ev.op != PAST_TO_OP.get(past) or ev.kind is None:
                continue
            if pieces is not None and not self.kind_matches(ev.kind, pieces, query=True):
                continue
            where = ev.to if past in MOVING else ev.where
            if where is not None and where not in found:
                found.append(where)
        return sorted(found, key=self.state.island.land_ids().index)

    # --- pieces --------------------------------------------------------------------------
    def owners(self, pieces: Mapping[str, Any], *, query: bool) -> list[str] | None:
        """Spirits whose presence ``pieces`` means (``None`` = anyone's)."""
        owner = pieces.get("owner")
        if owner == "any":  # "presence of any spirit"
            return None if query else list(self.state.spirits)
        if owner == "other":  # "presence of another spirit"
            return [n for n in self.state.spirits if n != self.spirit]
        if owner == "you":
            return [self.spirit] if self.spirit else []
        if owner == "target":
            who = self.target_spirit or self.spirit
            return [who] if who else []
        if query:
            return None
        return [self.spirit] if self.spirit else []

    def kind_matches(self, kind: str, pieces: Mapping[str, Any], *, query: bool) -> bool:
        base, _, owner = kind.partition(":")
        kinds = pieces.get("kinds", [])
        if base == "presence":
            if "presence" not in kinds and "sacred-site" not in kinds:
                return False
            spirits = self.owners(pieces, query=query)
            return spirits is None or owner in spirits
        if base == "incarna" and owner:
            spirits = self.owners(pieces, query=query)
            return "incarna" in kinds and (spirits is None or owner in spirits)
        return base in kinds

    def those(self, pieces: Mapping[str, Any]) -> Mapping[str, Any]:
        """``those`` ("them"): only the kinds of the events that set off the enclosing trigger
        (pieces are not tracked one by one); ``that_type``: the kind of the enclosing ``for each
        type of …`` loop."""
        if pieces.get("that_type"):
            return {**pieces, "kinds": [self.bound_kind] if self.bound_kind else []}
        if not pieces.get("those") or self.trigger_events is None:
            return pieces
        seen = {str(e.kind).partition(":")[0] for e in self.trigger_events if e.kind}
        return {**pieces, "kinds": [k for k in pieces.get("kinds", []) if k in seen]}

    def _units_in(self, land: str, pieces: Mapping[str, Any]) -> list[Piece]:
        """The invaders / dahan of ``pieces`` in ``land`` (``strifed``: only those with strife;
        ``damaged``: only damaged ones)."""
        kinds = [k for k in pieces.get("kinds", []) if k in PIECE_KINDS]
        if not kinds:
            return []
        found = self.state.pieces(land, *kinds)
        if pieces.get("strifed"):
            found = [p for p in found if p.strife > 0]
        if pieces.get("damaged"):  # "remove all damaged invaders"
            found = [p for p in found if p.damage > 0]
        if pieces.get("strifed_here"):  # "the invader you added strife to" (this power)
            found = [p for p in found if any(p is q for q in self.strifed_pieces)]
        cap = pieces.get("health_at_most")
        if cap is not None:  # "with health at most the terror level" (damage does not count)
            most = self.state.terror_level if cap == "terror_level" else int(cap)
            found = [p for p in found if self.state.health(land, p.kind) <= most]
        if self._tracked(pieces):
            found = [p for p in found if any(p is q for q in self.those_pieces or [])]
        return found

    def _tracked(self, pieces: Mapping[str, Any]) -> bool:
        """``them`` of a trigger that knows the very pieces of its event."""
        return bool(pieces.get("those")) and self.those_pieces is not None

    def _one_by_one(self, pieces: Mapping[str, Any]) -> bool:
        """Pieces told apart one by one (strife, a health cap, ``them`` of a trigger)."""
        return (
            bool(pieces.get("strifed"))
            or bool(pieces.get("damaged"))
            or bool(pieces.get("strifed_here"))
            or pieces.get("health_at_most") is not None
            or self._tracked(pieces)
        )

    def count_in(self, land: str, pieces: Mapping[str, Any]) -> int:
        """Pieces ``pieces`` in ``land`` (a query: presence without owner = anyone's); token
        kinds count their tokens, ``strife`` the strife on the invaders there."""
        pieces = self.those(pieces)
        kinds = pieces.get("kinds", [])
        ls = self.state.land(land)
        if self._one_by_one(pieces):
            n = len(self._units_in(land, pieces))
        else:
            n = sum(1 for p in ls.pieces if p.kind in kinds)
        if "blight" in kinds:
            n += ls.blight
        if ls.tokens:
            n += sum(ls.tokens.get(k, 0) for k in kinds if k in TOKEN_KINDS)
        if self.state.round_effects:  # presence counting as tokens (counts_as)
            n += self.state.counted_as(land, [k for k in kinds if k in TOKEN_KINDS])
        if STRIFE in kinds:
            n += sum(p.strife for p in ls.pieces)
        spirits = self.owners(pieces, query=True)
        names = list(self.state.spirits) if spirits is None else spirits
        if "presence" in kinds:
            n += sum(self.state.spirits[s].presence[land] for s in names if s in self.state.spirits)
        if "sacred-site" in kinds:
            n += sum(
                1
                for s in names
                if s in self.state.spirits and self.state.spirits[s].is_sacred(land)
            )
        if "incarna" in kinds:  # "a land with your incarna"
            n += sum(1 for s in names if (sp := self.state.spirits.get(s)) and sp.incarna == land)
        return n

    def tokens(self, land: str, pieces: Mapping[str, Any]) -> list[str]:
        """Option labels of the matching things in ``land`` an action can pick: piece labels,
        ``blight``, token kinds, ``presence:<spirit>``."""
        pieces = self.those(pieces)
        kinds = pieces.get("kinds", [])
        units = [k for k in kinds if k in PIECE_KINDS]
        if self._one_by_one(pieces):
            order = self.state.labels(land, *units)
            found = {p.label for p in self._units_in(land, pieces)}
            labels = [label for label in order if label in found]
        else:
            labels = self.state.labels(land, *units) if units else []
        ls = self.state.land(land)
        if "blight" in kinds and ls.blight > 0:
            labels.append("blight")
        if ls.tokens:
            labels += [k for k in TOKEN_KINDS if k in kinds and ls.tokens.get(k, 0) > 0]
        if "presence" in kinds or "sacred-site" in kinds:
            for name in self.owners(pieces, query=False) or []:
                spirit = self.state.spirits.get(name)
                if spirit is not None and spirit.presence[land] > 0:
                    labels.append(f"presence:{name}")
        if "incarna" in kinds:
            labels += [f"incarna:{name}" for name in self._incarnas_in(land, pieces)]
        return labels

    def _incarnas_in(self, land: str, pieces: Mapping[str, Any]) -> list[str]:
        """The spirits (of ``pieces``' owner) whose incarna is in ``land``."""
        names = self.owners(pieces, query=False) or []
        return [n for n in names if (s := self.state.spirits.get(n)) and s.incarna == land]

    def units(self, land: str, pieces: Mapping[str, Any]) -> int:
        pieces = self.those(pieces)
        kinds = pieces.get("kinds", [])
        n = len(self._units_in(land, pieces))
        ls = self.state.land(land)
        if "blight" in kinds:
            n += ls.blight
        if ls.tokens:
            n += sum(ls.tokens.get(k, 0) for k in kinds if k in TOKEN_KINDS)
        if "presence" in kinds or "sacred-site" in kinds:
            for name in self.owners(pieces, query=False) or []:
                if name in self.state.spirits:
                    n += self.state.spirits[name].presence[land]
        if "incarna" in kinds:
            n += len(self._incarnas_in(land, pieces))
        return n

    def token_health(self, land: str, label: str) -> int | None:
        if label == "blight" or label.startswith("presence:") or label in TOKEN_KINDS:
            return None
        return self.state.remaining_health(land, self.state.find(land, label))

    def spirits_for(self, who: str | None) -> list[str]:
        if who in (None, "you"):
            return [self.spirit] if self.spirit else []
        if who == "target":
            name = self.target_spirit or self.spirit
            return [name] if name else []
        if who == "each":
            return list(self.state.spirits)
        raise ExecutionError(f"unknown spirit reference {who!r}")


# --- the operation registry -----------------------------------------------------------------
Handler = Callable[[Run, Op, "str | None"], None]
#: op name → handler (filled from the families' tables by :mod:`.ops.registry`)
OPS: Dispatcher[[Run, Op, str | None]] = Dispatcher(error=ExecutionError)


def need_land(land: str | None, op: Op) -> str:
    if land is None:
        raise ExecutionError(f"operation {op.get('op')!r} needs a land")
    return land


@dataclass(frozen=True, slots=True)
class At:
    """The core interpreter's context: a run and the land its body runs in."""

    run: Run
    land: str | None

    @property
    def state(self) -> State:
        return self.run.state

    @property
    def choices(self) -> ChoiceProvider:
        return self.run.choices


class LandVerbs:
    """The handlers of :data:`OPS` as the interpreter's verbs (called with the run and land of
    the :class:`At`), read live: a handler registered or replaced later is the one called."""

    __slots__ = ("_adapted", "ops")

    def __init__(self, ops: Dispatcher[[Run, Op, str | None]]) -> None:
        self.ops = ops
        self._adapted: dict[str, tuple[Handler, Verb[At]]] = {}

    def __contains__(self, name: object) -> bool:
        return name in self.ops

    def __getitem__(self, name: str) -> Verb[At]:
        fn = self.ops[name]
        known = self._adapted.get(name)
        if known is None or known[0] is not fn:
            known = self._adapted[name] = (fn, lambda at, op: fn(at.run, cast(Op, op), at.land))
        return known[1]


#: the core interpreter of the ops (:mod:`.ops.registry` installs the whole extension)
INTERPRETER: Interpreter[At] = Interpreter(Extension(verbs=LandVerbs(OPS), error=ExecutionError))


def run_ops(run: Run, body: Sequence[Op], land: str | None) -> None:
    """Run ``body`` in ``land`` (an op past the operation budget: :class:`ExecutionError`)."""
    try:
        INTERPRETER.run(At(run, land), body)
    except OperationBudgetExceeded as exc:
        raise ExecutionError(str(exc)) from None


def with_source(run: Run, fn: Callable[[], None]) -> None:
    """Run ``fn`` with the run's id stamped on new events; then dispatch and settle."""
    state = run.state
    try:
        with state.journal.tagged(run.id):
            fn()
    finally:
        state.dispatch_events()
        state.update_result()


def run_at(run: Run, body: Sequence[Op], land: str | None) -> None:
    with_source(run, lambda: run_ops(run, body, land))


def sub_run(parent_state: State, choices: ChoiceProvider, body: Ops, **kw: Any) -> Run:
    """A nested run (trigger bodies, special rules): never repeats its ops."""
    kw.setdefault("repeating", True)
    return Run(state=parent_state, choices=choices, top_ops=body, **kw)
