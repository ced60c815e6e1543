"""Syntax errors of the constructs beyond Horizons: a hint that names the right form, and
"unknown verb 'X'" (with the closest verb) for a statement that starts with no verb."""

from __future__ import annotations

import pytest

from cardsmith.rulesets.spirit_island.dsl import LANGUAGE


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ("isolate the land", "`isolate target land`"),
        ("each invader with strife deals 3 damage to other invaders", "their own damage"),
        ("invaders do 2 damage", "has a sign"),
        ("dahan deal 1 damage", "has a sign"),
        ("if terror level 3: 1 fear", "compare the terror level"),
        ("2 fear per 3", "say what `per` counts"),
        ("remove half explorers", "half takes `of`"),
        ("you gain water", "a gain says how many"),
        ("forget minor power card", "say how many cards"),
        ("this power may slow", "`this power may be fast`"),
        ("in inland land: 1 fear", "say which lands"),
        ("play a minor power card paying its cost", "how the card is paid"),
        ("build becomes ravage", "turns into another"),
        ("2 fear per dahan past first", "past the first"),
        ("the next time town destroyed", "ends with ':'"),
        ("from now on your powers deal +1 damage", "ends with ':'"),
        ("on each board remove 1 explorer", "ends with ':'"),
        ("cost to use pay 2 energy", "ends with ':'"),
        ("up to 3 dahan do not participate", "sit the Ravage out"),
        ("pay 3", "say what is paid"),
        ("if exactly 2 dahan: 1 fear", "end with `present`"),
        ("abduct 2", "say which pieces"),
        ("mark this land", "mark the current land"),
        ("after their powers remove: 1 fear", "what the powers did"),
        ("the next build becomes", "what the action becomes"),
        ("dahan deal damage at once", "strike back at once"),
    ],
)
def test_new_constructs_get_a_hint(text: str, hint: str) -> None:
    _, errors = LANGUAGE.parse(text)
    assert errors and errors[0].hint is not None and hint in errors[0].hint, errors


NO_VERB = (
    "no verb of the language is spelt like it: a statement starts with one of its verbs "
    "(the ruleset's language reference lists them)"
)


@pytest.mark.parametrize(
    ("text", "message", "hint", "col"),
    [
        ("isolat target land", "unknown verb 'isolat'", "did you mean 'isolate'?", 1),
        ("1 fear; pusj 2 dahan", "unknown verb 'pusj'", "did you mean 'push'?", 9),
        ("if dahan present: gaim 1 fire", "unknown verb 'gaim'", "did you mean 'gain'?", 19),
        ("frobnicate target land", "unknown verb 'frobnicate'", NO_VERB, 1),
        # a verb the language lacks is not answered with a noun spelt like it (town)
        ("drown 1 explorer", "unknown verb 'drown'", NO_VERB, 1),
        ("dahn hav +1 health", "unknown word 'dahn'", "did you mean 'dahan'?", 1),
    ],
)
def test_unknown_verb(text: str, message: str, hint: str | None, col: int) -> None:
    _, errors = LANGUAGE.parse(text)
    assert [(e.code, e.message, e.hint, e.span.col) for e in errors] == [
        ("D002", message, hint, col)
    ]


def test_known_words_keep_their_message() -> None:
    _, errors = LANGUAGE.parse("damage 3")  # a keyword, not a verb: the old hint stands
    assert errors[0].hint == "the amount comes first: `2 damage`"
    _, errors = LANGUAGE.parse("dahan hav +1 health")  # a piece word opening a statement
    assert not errors[0].message.startswith("unknown")


def test_every_hint_example_gets_its_hint() -> None:
    for hint, examples in LANGUAGE.mistakes.items():
        for example in examples:
            _, errors = LANGUAGE.parse(example)
            assert errors and errors[0].hint == hint, (example, errors)
