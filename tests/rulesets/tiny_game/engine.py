"""The tiny game's engine: pieces on the table's one land; ``take`` removes them."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine import ChoiceProvider, Dispatcher, Event, GameState


@dataclass
class Table(GameState):
    """The whole state: how many pieces of each kind lie on the table."""

    pieces: Counter[str] = field(default_factory=Counter)

    def invariant_problems(self) -> list[str]:
        return [f"{k}: {n} < 0" for k, n in self.pieces.items() if n < 0]


OPS: Dispatcher[[Table, dict[str, Any], ChoiceProvider]] = Dispatcher()


@OPS.handler("take")
def _take(state: Table, op: dict[str, Any], choices: ChoiceProvider) -> None:
    n = min(int(op["count"]["n"]), state.pieces[op["kind"]])
    state.pieces[op["kind"]] -= n
    state.record(Event("take", "table", op["kind"], n, None), f"take {n} {op['kind']}")
    state.settle()
