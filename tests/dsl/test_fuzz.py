"""Random and mutated effect text: the parser and compiler answer with a result or diagnostics,
never an exception."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesets.spirit_island.dsl import LANGUAGE

compile_effect, parse, render = LANGUAGE.compile_effect, LANGUAGE.parse, LANGUAGE.render

DOCS = Path(__file__).resolve().parents[2] / "docs" / "dsl.md"
SEEDS = [
    block.split("```", 1)[0]
    for block in DOCS.read_text(encoding="utf-8").split("```cardsmith\n")[1:]
]
WORDS = [
    "push",
    "gather",
    "up",
    "to",
    "2",
    "explorer",
    "/",
    "town",
    ":",
    "if",
    "target",
    "is",
    "either",
    "or",
    "instead",
    "may",
    "threshold",
    "moon",
    "\n",
    "  ",
    ";",
    "per",
    "each",
    "land",
    "in",
    "(",
    ")",
    "max",
    "+1",
    "damage",
    "fear",
    "-",
    "dahan",
    "blight",
    "all",
]


def _check(text: str) -> None:
    effect, errors = parse(text)
    if effect is None:
        assert errors and all(e.code.startswith("D") for e in errors)
        assert all(e.span.line >= 1 and e.span.col >= 1 for e in errors)
        return
    _, cerrors = compile_effect(effect)
    assert all(e.code.startswith("C") for e in cerrors)
    assert isinstance(render(effect), str)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=200))
def test_random_text(text: str) -> None:
    _check(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=30).map(" ".join))
def test_random_word_soup(text: str) -> None:
    _check(text)


@settings(max_examples=400, deadline=None)
@given(
    st.sampled_from(SEEDS),
    st.integers(min_value=0, max_value=400),
    st.integers(min_value=0, max_value=20),
    st.text(max_size=8),
)
def test_mutated_examples(seed: str, at: int, cut: int, insert: str) -> None:
    at = min(at, len(seed))
    _check(seed[:at] + insert + seed[at + cut :])
