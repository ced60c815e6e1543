"""docs/limits.md states the caps of ``simulate``, ``balance`` and the engine's operation budget
as the code enforces them (issue 14)."""

from __future__ import annotations

from pathlib import Path

from cardsmith.engine.budget import MAX_OPERATIONS
from cardsmith.tools.cli.run_args import (
    MAX_BALANCE_GAMES,
    MAX_BALANCE_TOTAL,
    MAX_GAMES,
    MAX_PLAYERS,
    MAX_ROUNDS,
    MAX_SEED,
    MAX_WORKERS,
    RAY_CONNECT_SECONDS,
)

DOC = (Path(__file__).parents[2] / "docs" / "limits.md").read_text(encoding="utf-8")


def _row(start: str) -> str:
    (row,) = [line for line in DOC.splitlines() if line.startswith(f"| {start}")]
    return row


def test_the_game_table_matches_the_code() -> None:
    assert f"| {MAX_GAMES:,} games in one run |" in _row("`simulate --games`")
    assert f"| {MAX_BALANCE_GAMES:,} |" in _row("`balance --games`")
    assert f"| {MAX_BALANCE_TOTAL:,} games |" in _row("`balance`: the whole report")
    assert f"| {MAX_ROUNDS:,} rounds |" in _row("`--max-rounds`")
    assert f"| {len(str(MAX_SEED))} digits, either sign |" in _row("`--seed`")
    assert f"| {MAX_WORKERS} processes |" in _row("`balance --workers`")
    assert f"counts of 1 to {MAX_PLAYERS}" in _row("`balance --players`")
    assert f"nothing answers within {RAY_CONNECT_SECONDS:g} seconds" in _row("`balance` |")


def test_the_budget_row_matches_the_code() -> None:
    row = _row("Operations of one action")
    assert f"| {MAX_OPERATIONS:,} |" in row and f"more than {MAX_OPERATIONS:,} operations" in row
