"""The engine's operation budget (``engine.budget``): a wide loop body repeated many times stops
with an error naming the limit instead of running for minutes (issue 14)."""

from __future__ import annotations

import time
from typing import Any

import pytest

from cardsmith.engine.budget import MAX_OPERATIONS, OperationBudgetExceeded
from cardsmith.engine.choices import FirstLegal
from cardsmith.engine.state import GameState
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex
from cardsmith.rulesets.spirit_island.engine.state.board import Island
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.tools.simulate import load_catalog


def test_the_core_budget_resets_for_each_outermost_block() -> None:
    state = GameState(operation_limit=10)
    with state.budget():
        state.spend(6)
        with state.action():  # an action inside: the same budget
            state.spend(4)
            with pytest.raises(OperationBudgetExceeded) as caught:
                state.spend()
    assert str(caught.value) == ("more than 10 operations in one action (the operation "
                                 "budget): a loop repeats too large a body")
    with state.action():  # the next outermost block starts afresh
        state.spend(10)
        assert state.operations == 10
    assert GameState().operation_limit == MAX_OPERATIONS == 200_000


def _state(dahan: int) -> State:
    board = load_catalog().by_id("a", "board")
    assert board is not None and isinstance(board.data, dict)
    state = State.empty(Island.from_boards([board.data]))
    state.setup_land("A5", {"dahan": dahan})
    return state


def _ops(text: str) -> list[dict[str, Any]]:
    result, errors = LANGUAGE.compile_text(text)
    assert not errors and result is not None
    return list(result)


def test_a_body_within_the_budget_runs_whole() -> None:
    state = _state(3)
    ex.execute(_ops("for each dahan:\n  for each dahan:\n    defend 1\n    defend 1\n"), state,
               FirstLegal(), target_land="A5")
    assert state.lands["A5"].defend == 18  # 3 x 3 x 2


def test_a_wide_body_past_the_budget_is_an_execution_error() -> None:
    state = _state(10)
    state.operation_limit = 500
    body = "for each dahan:\n  for each dahan:\n" + "    defend 1\n" * 10  # 1,000+ operations
    with pytest.raises(ExecutionError, match=r"more than 500 operations in one action"):
        ex.execute(_ops(body), state, FirstLegal(), target_land="A5")
    assert state.lands["A5"].defend < 500
    ex.execute(_ops("defend 1"), state, FirstLegal(), target_land="A5")  # the next power runs


def test_the_real_budget_stops_the_widest_loops_in_about_a_second() -> None:
    state = _state(99)
    body = "for each dahan:\n  for each dahan:\n" + "    defend 1\n" * 21  # 205,821 defends
    started = time.process_time()
    with pytest.raises(ExecutionError, match="200,000 operations"):
        ex.execute(_ops(body), state, FirstLegal(), target_land="A5")
    assert time.process_time() - started < 20
    assert state.operations == MAX_OPERATIONS + 1
