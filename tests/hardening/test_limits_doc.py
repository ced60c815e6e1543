"""docs/limits.md states the limits the code enforces (issue 14)."""

from __future__ import annotations

from pathlib import Path

from cardsmith.rulesets.spirit_island.scenarios.load import MAX_NUMBER, MAX_PER_LAND
from cardsmith.rulesets.spirit_island.scenarios.notation import MAX_HEALTH, MAX_PIECES
from cardsmith.tools.content.yamlload import MAX_BYTES, MAX_DEPTH, MAX_EXPANDED_NODES
from cardsmith.tools.scenarios.suite import MAX_KEYWORD_LENGTH, MAX_WALK_ENTRIES
from cardsmith.tools.search.query import MAX_NESTING, MAX_NUMBER_DIGITS, MAX_QUERY_LENGTH

DOC = (Path(__file__).parents[2] / "docs" / "limits.md").read_text(encoding="utf-8")


def _row(start: str) -> str:
    (row,) = [line for line in DOC.splitlines() if line.startswith(f"| {start}")]
    return row


def test_the_table_matches_the_code() -> None:
    assert f"| {MAX_BYTES // 1_000_000} MB |" in _row("A content file")
    assert f"| {MAX_EXPANDED_NODES:,} expanded nodes |" in _row("YAML aliases")
    assert f"| {MAX_DEPTH} levels |" in _row("YAML nesting")
    assert f"| {MAX_PIECES} |" in _row("Scenario piece notation: pieces")
    assert f"| {MAX_HEALTH} |" in _row("Scenario piece notation: health")
    assert f"| {MAX_PER_LAND} |" in _row("Scenario: presence")
    assert f"| {MAX_NUMBER} (either sign) |" in _row("Scenario: any other number")
    assert f"| {MAX_WALK_ENTRIES:,} |" in _row("`cardsmith test`: files")
    assert f"| {MAX_KEYWORD_LENGTH:,} characters |" in _row("`cardsmith test -k`")
    assert f"| {MAX_QUERY_LENGTH:,} characters |" in _row("Search query (")
    assert f"| {MAX_NESTING} |" in _row("Search query: parentheses")
    assert f"| {MAX_NUMBER_DIGITS} |" in _row("Search query: digits")
