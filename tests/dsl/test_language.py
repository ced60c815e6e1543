"""The game-free language skeleton: a tiny ruleset gets every core construct from one verb, and
a ruleset grammar that breaks the composition rules is refused with a clear error."""

from __future__ import annotations

import pytest
from tiny_game.language import TINY

from cardsmith.dsl.language import Language
from cardsmith.dsl.parser import EXTENSION_POINTS, GrammarError
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE as SPIRIT_ISLAND


def ops(text: str) -> list[dict[str, object]]:
    result, errors = TINY.compile_text(text)
    assert errors == [], errors
    assert result is not None
    return result


def test_one_verb_and_the_core_constructs() -> None:
    assert ops("take 2 red") == [{"op": "take", "count": {"n": 2}, "kind": "red"}]
    assert ops("take up to 1 blue per red (max 2)")[0]["per"] == {"query": "red", "max": 2}
    assert ops("if red left and not blue left: take 1 red\notherwise: take all blue")[0] == {
        "op": "if",
        "cond": {"all": [{"left": "red"}, {"not": {"left": "blue"}}]},
        "then": [{"op": "take", "count": {"n": 1}, "kind": "red"}],
        "else": [{"op": "take", "count": {"all": True}, "kind": "blue"}],
    }
    assert ops("either: take 1 red\nor: take 1 blue")[0]["op"] == "choice"
    assert ops("may: take 1 red")[0] == {
        "op": "optional",
        "then": [{"op": "take", "count": {"n": 1}, "kind": "red"}],
    }
    assert ops("for each blue: take 1 red")[0]["query"] == {"query": "blue"}
    assert ops("after red taken:\n  take 1 blue")[0]["event"] == {"taken": "red"}
    assert ops("take 1 red\nrepeat") == [ops("take 1 red")[0], {"op": "repeat"}]


def test_guarded_instead_folds() -> None:
    assert ops("take 1 red\nif red left: instead take 2 red") == [
        {
            "op": "if",
            "cond": {"left": "red"},
            "then": [{"op": "take", "count": {"n": 2}, "kind": "red"}],
            "else": [{"op": "take", "count": {"n": 1}, "kind": "red"}],
        }
    ]
    first = TINY.parse_or_raise("take 1 red")
    result, errors = TINY.compile_with(lambda c: [*c.effect(first), *c.effect(first)])
    assert errors == [] and len(result) == 2


def test_the_core_has_no_thresholds() -> None:
    """``threshold`` is Spirit Island's statement: the core grammar does not know the word."""
    _, errors = TINY.parse("threshold 2 red: take 1 blue")
    assert [(e.code, e.message) for e in errors] == [("D002", "unknown verb 'threshold'")]


def test_words_are_checked_by_the_ruleset() -> None:
    _, errors = TINY.compile_text("take 1 rde")
    assert [(e.code, e.span.col, e.hint) for e in errors] == [("Z101", 8, "did you mean 'red'?")]
    _, errors = TINY.compile_text("for each blue: repeat")
    assert errors[0].code == "C108"


@pytest.mark.parametrize(
    "text",
    [
        "take 2 red\n",
        "if red left: take 1 blue\notherwise:\n  take 1 red\n  take 1 blue\n",
        "if red left: instead take up to 3 blue per red (max 2)\n",
        "either: take 1 red\nor: take any number of blue\n",
        "for each red:\n  may take 1 blue\n  repeat\n",
        "after blue taken: take 1 red\n",
    ],
)
def test_prints_back_to_itself(text: str) -> None:
    effect = TINY.parse_or_raise(text)
    assert TINY.print_effect(effect) == text
    assert TINY.parse_or_raise(TINY.print_effect(effect)) == effect


def test_renders_card_text() -> None:
    effect = TINY.parse_or_raise("if red left: take 1 blue per red\nafter red taken: take 2 red")
    assert TINY.render(effect) == (
        "If Red is left, take 1 Blue per Red. After Red is taken: Take 2 Red."
    )


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("either: take 1 red\nor: take 2 blue", "Either take 1 Red, or take 2 Blue."),
        ("either:\n  take 1 red\n  take 1 blue\nor: take 2 blue",
         "Choose one: (1) Take 1 Red. Take 1 Blue. (2) Take 2 Blue."),
        ("if red left: take 1 blue\notherwise: take 1 red",
         "If Red is left, take 1 Blue. Otherwise, take 1 Red."),
    ],
)
def test_neutral_english_by_default(text: str, english: str) -> None:
    """The core's house style: sentence case after "If …," and "or" between the options
    (Spirit Island's cards print "If …, Gain …" and "… OR …": its renderer's choice)."""
    assert TINY.render(TINY.parse_or_raise(text)) == english
    assert SPIRIT_ISLAND.render(SPIRIT_ISLAND.parse_or_raise("either: 1 fear\nor: 2 fear")) == (
        "1 Fear. OR 2 Fear."
    )


def test_syntax_errors_and_hints() -> None:
    _, errors = TINY.parse("take 1")
    assert errors[0].code == "D002" and errors[0].hint == "say which kind: `take 1 red`"
    _, errors = TINY.parse("push 2 explorer")  # another ruleset's verb is not this language
    assert errors[0].code == "D002" and errors[0].hint is not None
    assert errors[0].hint.startswith("no verb of the language is spelt like it")


def test_one_parser_per_language() -> None:
    assert TINY.parser is TINY.parser
    assert TINY.parser is not SPIRIT_ISLAND.parser
    assert SPIRIT_ISLAND.parse("take 1 red")[0] is None


@pytest.mark.parametrize(
    ("grammar", "message"),
    [
        ('%ignore "x"\n', "%ignore is not allowed"),
        ("%import common.WS\n", "%import is not allowed"),
        ("%override start: NAME\n", "%override is not allowed"),
        ("%declare _X\n", "%declare is not allowed"),
        ("%extend cond: NAME\n", "%extend cond: not an extension point"),
        ("body: NAME\n", "'body' is defined by the core grammar (give yours another name)"),
        ("simple: NAME\n", "'simple' is defined by the core grammar (%extend it)"),
        ("INT: /[0-9]/\n", "'INT' is defined by the core grammar"),
        ("%extend simple: nothing_defined\n", "tiny-broken grammar:"),
    ],
)
def test_bad_ruleset_grammars_are_refused(grammar: str, message: str) -> None:
    broken = Language(name="tiny-broken", grammar=grammar)
    with pytest.raises(GrammarError, match=message.replace("(", r"\(").replace(")", r"\)")):
        broken.parse("x")


def test_extension_points_are_documented_in_the_core_grammar() -> None:
    from cardsmith.dsl.parser import core_grammar

    head = core_grammar().split("start:", 1)[0]
    assert all(point in head for point in EXTENSION_POINTS)
