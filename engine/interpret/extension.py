"""What a ruleset gives the core interpreter: its verbs, conditions, queries and events, the
names its compiler gives the core statements, and how it asks decisions.

Every entry is a plain function over the ruleset's own context type ``C`` (anything with a
``state`` and a ``choices``: :class:`Context`):

- a **verb** ``(ctx, op) -> None`` runs one operation of the ruleset's (``{"op": "take", …}``);
- a **condition** ``(ctx, node) -> bool`` reads one test of ``if`` / ``and`` / ``not``;
- a **query** ``(ctx, node) -> Iterable`` is what ``for each`` iterates (and the place of
  ``repeat in …``): the body runs once per item; a generator may bind the item in ``ctx``
  around each ``yield`` (and restore it in ``finally``);
- an **event test** ``(ctx, node, event) -> bool``: does ``event`` set off ``after NODE:``?

Generators are closed as soon as their loop ends, an exception included, so what they bind is
restored at once.

A node (condition, query, event) is a dict compiled by the ruleset, or a bare name. Its name
is its ``node_key`` field when the ruleset sets one, else the first of its keys that names a
table entry; the entry ``""`` reads every node no other entry names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from cardsmith.engine.choices import ChoiceProvider, decide
from cardsmith.engine.dispatch import UnknownOperation
from cardsmith.engine.events import Event
from cardsmith.engine.state import GameState

Op = Mapping[str, Any]
Node = Mapping[str, Any] | str


class Context(Protocol):
    """The least a run's context offers: the state (budget, listeners) and the decider."""

    @property
    def state(self) -> GameState: ...

    @property
    def choices(self) -> ChoiceProvider: ...


C = TypeVar("C", bound=Context)
C_contra = TypeVar("C_contra", bound=Context, contravariant=True)
V_co = TypeVar("V_co", covariant=True)


class Table(Protocol[V_co]):
    """Entries by name, read live (a dict, or an :class:`cardsmith.engine.dispatch.Dispatcher` its
    handlers are registered into after the interpreter is made)."""

    def __contains__(self, name: object, /) -> bool: ...

    def __getitem__(self, name: str, /) -> V_co: ...


Verb = Callable[[C, Op], None]
Condition = Callable[[C, Node], bool]
Query = Callable[[C, Node], Iterable[object]]
EventTest = Callable[[C, Node, Event], bool]
#: what ``repeat`` runs again: pairs of (context, ops), each run in turn (a generator may set
#: the context up around each ``yield`` and restore it in ``finally``)
Repeats = Callable[[C, Op], Iterable[tuple[C, Sequence[Op]]]]


class Decisions(Protocol[C_contra]):
    """How the interpreter asks its two decisions (a ruleset names them its own way)."""

    def optional(self, ctx: C_contra, op: Op, /) -> bool | None:
        """``may``: ``True`` runs ``then``, ``False`` runs ``else``; ``None``: not offered at
        all (neither runs)."""
        ...

    def choice(self, ctx: C_contra, op: Op, /) -> int | None:
        """``either … or …``: the index of the option picked (``None``: none runs)."""
        ...


class AskChoices:
    """The default decisions, through :func:`cardsmith.engine.choices.decide`: ``optional`` with
    options ``yes`` / ``no``, ``choice`` with options numbered from 1."""

    def optional(self, ctx: Context, op: Op) -> bool | None:
        return decide(ctx.choices, "optional", ["yes", "no"]) == "yes"

    def choice(self, ctx: Context, op: Op) -> int | None:
        options: Sequence[object] = op.get("options") or []
        picked = decide(ctx.choices, "choice", list(range(1, len(options) + 1)))
        return None if picked is None else picked - 1


@dataclass(frozen=True)
class Shapes:
    """The op names and fields the ruleset's compiler gives the core statements (the
    defaults are :mod:`cardsmith.dsl.compiler`'s)."""

    #: core op name → the ruleset's name for it (``{"optional": "may"}``)
    names: Mapping[str, str] = field(default_factory=dict)
    #: the field of ``for_each`` holding its query, of ``for_each`` / ``trigger`` their body
    query: str = "query"
    body: str = "do"
    #: the field naming a condition / query / event node (``None``: its first known key)
    node_key: str | None = None


def never(ctx: object) -> bool:
    """The default of :attr:`Extension.halted`: a run goes on to its last op."""
    return False


@dataclass(frozen=True)
class Extension(Generic[C]):
    """A ruleset's additions to the core interpreter (tables by name, plus a few hooks).

    The verbs may replace a core op (a ruleset running ``trigger`` its own way registers a
    verb named ``trigger``).
    """

    verbs: Table[Verb[C]] = field(default_factory=dict)
    conditions: Mapping[str, Condition[C]] = field(default_factory=dict)
    queries: Mapping[str, Query[C]] = field(default_factory=dict)
    events: Mapping[str, EventTest[C]] = field(default_factory=dict)
    #: what ``repeat`` runs again (``None``: the effect running, :meth:`Interpreter.effect`)
    repeats: Repeats[C] | None = None
    decisions: Decisions[C] = field(default_factory=AskChoices)
    shapes: Shapes = field(default_factory=Shapes)
    #: is the run to stop before its next op (the game is won)?
    halted: Callable[[C], bool] = never
    #: the error of an unknown op, condition, query or event (given the message)
    error: Callable[[str], Exception] = UnknownOperation
