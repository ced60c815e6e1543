"""Fixtures for engine tests: real board data, and invariants checked after every primitive op."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from engine_support import load_board

from rulesets.spirit_island.engine import ops_base
from rulesets.spirit_island.engine.board import Island
from rulesets.spirit_island.engine.state import State


@pytest.fixture
def board_a() -> dict[str, Any]:
    return load_board("A")


@pytest.fixture
def island_a(board_a: dict[str, Any]) -> Island:
    return Island.from_boards([board_a])


@pytest.fixture(autouse=True)
def invariants_after_each_op(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Every primitive op settles the result; piggy-back the invariant check on it."""
    calls = [0]
    original: Callable[[State], None] = ops_base.settle

    def settle(state: State) -> None:
        calls[0] += 1
        state.check_invariants()
        original(state)

    monkeypatch.setattr(ops_base, "settle", settle)
    yield calls


@pytest.fixture
def empty_a(island_a: Island) -> State:
    """Board A with nothing on it, one spirit-less player."""
    return State.empty(island_a)
