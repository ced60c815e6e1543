"""The tiny game's engine: pieces on the table's one land; ``take`` removes them.

It runs a card's compiled effect on the core interpreter (:mod:`engine.interpret`): the core
statements (``may``, ``either``, ``if``, ``for each``, ``after``, ``repeat``) are the core's;
the game adds its verb ``take``, the condition ``KIND left``, the query ``for each KIND``
(once per piece of that kind on the table) and the event ``after KIND taken``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardsmith.engine import ChoiceProvider, Event, Extension, GameState, Interpreter
from cardsmith.engine.interpret.extension import Node, Op


@dataclass
class Table(GameState):
    """The whole state: how many pieces of each kind lie on the table."""

    pieces: Counter[str] = field(default_factory=Counter)

    def invariant_problems(self) -> list[str]:
        return [f"{k}: {n} < 0" for k, n in self.pieces.items() if n < 0]


@dataclass
class Play:
    """What an effect runs with: the table and the player's decisions."""

    state: Table
    choices: ChoiceProvider


def _take(ctx: Play, op: Op) -> None:
    state = ctx.state
    n = min(int(op["count"]["n"]), state.pieces[op["kind"]])
    state.pieces[op["kind"]] -= n
    state.record(Event("take", "table", op["kind"], n, None), f"take {n} {op['kind']}")
    state.settle()


def _field(node: Node, key: str) -> Any:
    assert isinstance(node, Mapping), node
    return node[key]


def _left(ctx: Play, node: Node) -> bool:
    return ctx.state.pieces[_field(node, "left")] > 0


def _each_piece(ctx: Play, node: Node) -> Iterator[int]:
    yield from range(ctx.state.pieces[_field(node, "query")])


def _taken(ctx: Play, node: Node, event: Event) -> bool:
    return event.op == "take" and event.kind == _field(node, "taken") and event.count > 0


CORE: Interpreter[Play] = Interpreter(
    Extension(
        verbs={"take": _take},
        conditions={"left": _left},
        queries={"query": _each_piece},
        events={"taken": _taken},
    )
)


def play(state: Table, ops: Sequence[Op], choices: ChoiceProvider) -> None:
    """Play a card's effect: one action, its own operation budget."""
    with state.action():
        CORE.effect(Play(state, choices), ops)
