"""docs/limits.md states the effect, content-file and authoring limits the code enforces
(issue 14)."""

from __future__ import annotations

from pathlib import Path

from cardsmith.dsl.limits import (
    MAX_DEPTH,
    MAX_EFFECT_CHARS,
    MAX_LOOP_NESTING,
    MAX_NESTING,
    MAX_NUMBER,
    MAX_NUMBER_DIGITS,
)
from cardsmith.tools.authoring.arguments import MAX_TARGET_CHARS
from cardsmith.tools.authoring.templates import MAX_NAME_CHARS, MAX_WORD_CHARS
from cardsmith.tools.content.schema_check import MAX_UNKNOWN_KEYS
from cardsmith.tools.content.yamlload import MAX_NUMBER_CHARS, MAX_WALK_ENTRIES
from cardsmith.tools.lint import MAX_DIAGNOSTICS_PER_FILE

DOC = (Path(__file__).parents[2] / "docs" / "limits.md").read_text(encoding="utf-8")


def _row(start: str) -> str:
    (row,) = [line for line in DOC.splitlines() if line.startswith(f"| {start}")]
    return row


def test_the_effect_table_matches_the_code() -> None:
    assert f"| {MAX_EFFECT_CHARS:,} characters |" in _row("Effect length")
    assert f"| {MAX_NESTING} levels |" in _row("Blocks inside blocks")
    assert f"| {MAX_DEPTH} levels |" in _row("Depth of the syntax tree")
    assert f"| {MAX_NUMBER_DIGITS} (the largest is {MAX_NUMBER:,}) |" in _row("Digits")
    assert f"| {MAX_LOOP_NESTING} |" in _row("Loops inside loops")


def test_the_content_table_matches_the_code() -> None:
    assert f"| {MAX_NUMBER_CHARS} characters |" in _row("A number in a YAML file")
    assert f"| {MAX_DIAGNOSTICS_PER_FILE} |" in _row("Diagnostics reported")
    assert f"| {MAX_UNKNOWN_KEYS} |" in _row("Unknown keys")
    assert f"| {MAX_WALK_ENTRIES:,} |" in _row("Files and folders looked through under one")


def test_the_argument_table_matches_the_code() -> None:
    assert f"longer than {MAX_NAME_CHARS} characters" in _row("`new`")
    assert f"at most {MAX_WORD_CHARS} letters" in _row("`new`")
    assert f"longer than {MAX_TARGET_CHARS:,} characters" in _row("`explain`")
