"""The effect language's limits (issue 14): deep nesting, written indented or on one line, huge
numbers, long chains and long canonical forms are diagnostics naming the limit, never a
``RecursionError`` or ``ValueError``; loops nested past the limit are refused before they can
multiply their work; what the printer writes always parses back to the same tree."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pytest

from cardsmith.dsl.limits import (
    MAX_DEPTH,
    MAX_EFFECT_CHARS,
    MAX_LOOP_NESTING,
    MAX_NESTING,
    MAX_NUMBER,
    MAX_NUMBER_DIGITS,
)
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE
from cardsmith.tools.lint import lint_paths
from cardsmith.tools.scenarios.suite import run_paths

parse = LANGUAGE.parse


def _codes(text: str) -> list[str]:
    return [e.code for e in parse(text)[1]]


def _indented(header: str, depth: int, leaf: str = "1 fear") -> str:
    return "".join("  " * i + header + "\n" for i in range(depth)) + "  " * depth + leaf + "\n"


def _round_trips(text: str) -> None:
    effect, errors = parse(text)
    assert effect is not None, errors
    printed = LANGUAGE.print_effect(effect)
    again, errors = parse(printed)
    assert again == effect, (printed, errors)


def test_the_limits_are_documented_values() -> None:
    assert (MAX_NESTING, MAX_DEPTH, MAX_LOOP_NESTING) == (8, 40, 2)
    assert (MAX_EFFECT_CHARS, MAX_NUMBER_DIGITS, MAX_NUMBER) == (20_000, 12, 999_999_999_999)


@pytest.mark.parametrize("depth", [9, 30, 300])
def test_inline_nesting_counts(depth: int) -> None:
    """``if x: if x: …`` on one line nests like indented blocks (it used to crash the builder
    at 300 levels and pass 48 levels unchecked)."""
    text = "if dahan present: " * depth + "1 fear"
    effect, errors = parse(text)
    assert effect is None
    assert [e.code for e in errors] == ["D006"]
    assert f"at most {MAX_NESTING} levels" in errors[0].message
    assert errors[0].span.line == 1 and errors[0].span.col == 1 + 18 * MAX_NESTING


def test_nesting_up_to_the_limit_parses_and_round_trips() -> None:
    _round_trips("if dahan present: " * MAX_NESTING + "1 fear")
    _round_trips(_indented("if target is sands:", MAX_NESTING))
    assert _codes(_indented("if target is sands:", MAX_NESTING + 1)) == ["D006"]


def test_mixed_inline_and_indented_nesting() -> None:
    pair = "if dahan present: if target is sands:"  # two levels on one line, then a block
    half = MAX_NESTING // 2
    _round_trips(_indented(pair, half))
    assert _codes(_indented(pair, half + 1)) == ["D006"]


def test_bodiless_instead_counts_as_the_block_it_prints_as() -> None:
    """``instead a; b`` prints as an ``instead:`` block: it counts as a level, so printing never
    makes an accepted effect too deep."""
    at_limit = "if dahan present: " * (MAX_NESTING - 1)
    _round_trips("push 1 dahan\n" + at_limit + "instead push 1 explorer; 1 fear")
    assert _codes("push 1 dahan\n" + at_limit + "if dahan present: instead 1 fear; 2 fear") == [
        "D006"
    ]


@pytest.mark.parametrize("chain", ["not ", "may "])
def test_long_chains_are_refused_by_depth(chain: str) -> None:
    text = ("if " + chain * 100 + "dahan present: 1 fear") if chain == "not " else (
        chain * 100 + "push 1 dahan"
    )
    effect, errors = parse(text)
    assert effect is None and [e.code for e in errors] == ["D006"]
    assert f"at most {MAX_DEPTH} levels" in errors[0].message
    _round_trips("if " + "not " * 10 + "dahan present: 1 fear")


def test_no_recursion_error_even_with_a_low_recursion_limit() -> None:
    """The builder and the checks walk with explicit stacks."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(200)
    try:
        deep = ("if dahan present: " * 1000 + "1 fear", "if " + "not " * 4000 + "x present: 1 fear")
        for text in deep:
            assert _codes(text) == ["D006"]
    finally:
        sys.setrecursionlimit(old)


@pytest.mark.parametrize(
    "text",
    [
        "push " + "9" * 5000 + " explorer",
        "cost: " + "9" * 5000,
        "+" + "9" * 5000 + " damage",
        "fear " + "9" * 13,
        "threshold " + "1" * 20 + " sun: 1 fear",
    ],
)
def test_huge_numbers_are_positioned_d007(text: str) -> None:
    effect, errors = parse(text)
    assert effect is None
    if "cost" in text:  # not a number of the language: a syntax error, still no exception
        assert errors and errors[0].code.startswith("D")
        return
    assert [e.code for e in errors] == ["D007"]
    assert str(MAX_NUMBER) in errors[0].message
    start = text.index("9" if "9" in text else "1" * 13) + 1
    assert errors[0].span.col == start


def test_a_twelve_digit_number_reaches_the_compiler() -> None:
    _ops, errors = LANGUAGE.compile_text("push 999999999999 explorer")
    assert [e.code for e in errors] == ["C110"]


def test_the_canonical_form_is_bounded_too() -> None:
    """A text under the length limit whose formatted form is over it is refused (D005), so
    ``fmt`` never writes an effect that does not parse."""
    one_line = "if dahan present: " * MAX_NESTING + "; ".join(["1 fear"] * 2000)
    assert len(one_line) < MAX_EFFECT_CHARS
    effect, errors = parse(one_line)
    assert effect is None and [e.code for e in errors] == ["D005"], errors
    assert "once formatted" in errors[0].message
    fits = "if dahan present: " * MAX_NESTING + "; ".join(["1 fear"] * 500)
    _round_trips(fits)


@pytest.mark.parametrize("word", ["İmountain", "ſands", "\u212aelp"])
def test_unicode_case_folding_never_breaks_the_round_trip(word: str) -> None:
    """"İ".lower() is two characters the grammar does not accept: such letters are not
    letters of the language (ASCII case folding)."""
    effect, errors = parse(f"if target is {word}: 1 fear")
    assert effect is None and errors[0].code == "D001"


def test_tabs_crlf_and_nul_never_raise() -> None:
    for text in ("if dahan present:\r\n\tpush 1 dahan\r\n", "1 fear\x00", "\t\t1 fear", "\r"):
        effect, errors = parse(text)
        assert effect is not None or errors


# --- loops: C120, and the work they can multiply -------------------------------------------


def test_loops_past_the_limit_are_c120_and_dropped() -> None:
    text = _indented("for each dahan:", MAX_LOOP_NESTING + 1, "defend 1")
    ops, errors = LANGUAGE.compile_text(text)
    assert [e.code for e in errors] == ["C120"]
    assert f"at most {MAX_LOOP_NESTING}" in errors[0].message
    inner = ops
    for _ in range(MAX_LOOP_NESTING):
        inner = inner[0]["do"]
    assert inner == [{"op": "for_each", "query": inner[0]["query"], "do": []}]
    allowed = _indented("for each dahan:", MAX_LOOP_NESTING, "defend 1")
    assert LANGUAGE.compile_text(allowed)[1] == []


def _card(tmp_path: Path, effect: str) -> Path:
    pack = tmp_path / "pack"
    (pack / "fear").mkdir(parents=True)
    (pack / "pack.yaml").write_text("id: nest\nname: Nest\nversion: 1.0.0\n"
        "ruleset: spirit-island\n")
    levels = "".join(
        f"  - {{text: \"{n} Fear.\", effect: fear {n}}}\n" for n in (1, 2)
    ) + f"  - text: Deep.\n    effect: {json.dumps(effect)}\n"
    (pack / "fear" / "deep.yaml").write_text(
        f"kind: fear\nid: deep\nname: Deep\nlevels:\n{levels}"
    )
    return pack


def test_thirty_nested_loops_do_not_lint_clean(tmp_path: Path) -> None:
    """Thirty nested ``for each dahan:`` linted clean and never finished in test/simulate."""
    pack = _card(tmp_path, _indented("for each dahan:", 30, "1 fear"))
    start = time.perf_counter()
    codes = [d.code for d in lint_paths([pack]).diagnostics]
    assert "D006" in codes
    pack = _card(tmp_path / "b", _indented("for each dahan:", MAX_LOOP_NESTING + 1, "1 fear"))
    assert "C120" in [d.code for d in lint_paths([pack]).diagnostics]
    assert time.perf_counter() - start < 10


def test_the_deepest_allowed_loop_nest_runs_quickly(tmp_path: Path) -> None:
    """Two loops over 99 pieces (the scenario notation's cap) run their body 9,801 times in
    about a second; a third level is refused (T110 wrapping C120) instead of running 970,299
    times (a minute and a half)."""
    results = []
    for depth in (MAX_LOOP_NESTING, MAX_LOOP_NESTING + 1):
        effect = _indented("for each dahan:", depth, "defend 1")
        path = tmp_path / f"nest{depth}.yaml"
        path.write_text(
            f"name: nest{depth}\npieces: {{A5: 99D}}\neffect: {json.dumps(effect)}\n"
            "target: A5\nexpect:\n  pieces: {A5: 99D}\n"
        )
        start = time.perf_counter()
        results.extend(run_paths([path]))
        assert time.perf_counter() - start < 20
    allowed, refused = results
    assert allowed.diagnostics == []
    assert any(f"got {99**MAX_LOOP_NESTING}" in f for f in allowed.failures), allowed.failures
    assert [d.code for d in refused.diagnostics] == ["T110"]
    assert "C120" in refused.diagnostics[0].message
