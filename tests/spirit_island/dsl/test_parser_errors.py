"""Syntax errors: a code, a position inside the effect text, and a readable message."""

from __future__ import annotations

import pytest

from cardsmith.dsl.errors import DslSyntaxError
from cardsmith.dsl.parser import MAX_EFFECT_CHARS
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE

parse, parse_or_raise = LANGUAGE.parse, LANGUAGE.parse_or_raise


@pytest.mark.parametrize(
    ("text", "code", "line", "col"),
    [
        ("push up to", "D002", 1, 11),
        ("2 fear\npush 2 explorer $", "D001", 2, 17),
        ("2 fear\n    1 damage", "D002", 2, 1),
        ("if target is sands", "D002", 1, 19),
        ("either:\n  2 fear\nor", "D002", 3, 3),
    ],
)
def test_syntax_errors(text: str, code: str, line: int, col: int) -> None:
    effect, errors = parse(text)
    assert effect is None
    assert [(e.code, e.span.line, e.span.col) for e in errors] == [(code, line, col)]


def test_expected_words_are_named() -> None:
    _, errors = parse("push up to")
    assert "a number" in errors[0].message


def test_too_long_and_too_deep() -> None:
    assert parse("1 fear\n" * (MAX_EFFECT_CHARS // 6))[1][0].code == "D005"
    deep = "".join("  " * i + "if target is sands:\n" for i in range(60)) + "  " * 60 + "1 fear"
    assert parse(deep)[1][0].code == "D006"


def test_parse_or_raise() -> None:
    with pytest.raises(DslSyntaxError) as info:
        parse_or_raise("push")
    assert info.value.errors[0].code in {"D002", "D003"}


def test_case_and_comments_are_ignored() -> None:
    a, _ = parse("Push Up To 2 Explorer  # scare them off\n")
    b, _ = parse("push up to 2 explorer")
    assert a == b


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ("if target is jungle", "ends with ':'"),
        ("2 fear\nif target is sands\n  defend 2", "ends with ':'"),
        ("push 3", "say which pieces"),
        ("1 fear\ngather 1", "say which pieces"),
        ("damage 3", "the amount comes first"),
        ("defend", "defend needs a number"),
        ("threshold fire: 1 fear", "a threshold counts elements"),
    ],
)
def test_common_mistakes_get_a_hint(text: str, hint: str) -> None:
    _, errors = parse(text)
    assert errors[0].hint is not None and hint in errors[0].hint


def test_unrecognised_mistakes_have_no_hint() -> None:
    _, errors = parse("push up to 2 dahan if")
    assert errors[0].code == "D002" and errors[0].hint is None
