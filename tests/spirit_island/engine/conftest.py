"""Fixtures for engine tests: real board data, and invariants checked after every primitive op."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from engine_support import load_board

from cardsmith.engine.state import InvariantWatch, checking_invariants
from cardsmith.rulesets.spirit_island.engine.state.board import Island
from cardsmith.rulesets.spirit_island.engine.state.game_state import State


@pytest.fixture
def board_a() -> dict[str, Any]:
    return load_board("A")


@pytest.fixture
def island_a(board_a: dict[str, Any]) -> Island:
    return Island.from_boards([board_a])


@pytest.fixture(autouse=True)
def invariants_after_each_op() -> Iterator[InvariantWatch]:
    """Every primitive op settles (``GameState.settle``): the invariants are checked there."""
    with checking_invariants() as watch:
        yield watch


@pytest.fixture
def empty_a(island_a: Island) -> State:
    """Board A with nothing on it, one spirit-less player."""
    return State.empty(island_a)
