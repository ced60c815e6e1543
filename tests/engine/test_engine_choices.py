from __future__ import annotations

import pytest

from cardsmith.engine.choices import (
    ChoiceError,
    FirstLegal,
    ScriptedChoices,
    SeededRandom,
    choose_many,
    decide,
)


def test_scripted_wrong_decision_names_everything() -> None:
    script = ScriptedChoices([("gather.source", "A4")])
    with pytest.raises(ChoiceError) as err:
        decide(script, "push.destination", ["A2", "A4"], context="push from A3")
    text = str(err.value)
    assert "'push.destination'" in text
    assert "('gather.source', 'A4')" in text
    assert "['A2', 'A4']" in text
    assert "push from A3" in text


def test_scripted_illegal_value() -> None:
    script = ScriptedChoices([("push.destination", "A9")])
    with pytest.raises(ChoiceError, match=r"'A9'.*not legal; legal options: \['A2', 'A4'\]"):
        decide(script, "push.destination", ["A2", "A4"])


def test_scripted_exhausted() -> None:
    with pytest.raises(ChoiceError, match=r"no entry left.*'cascade.land'.*\['A1', 'A2'\]"):
        decide(ScriptedChoices([]), "cascade.land", ["A1", "A2"])


def test_scripted_matches_by_string() -> None:
    assert decide(ScriptedChoices([("n", "2")]), "n", [1, 2, 3]) == 2


def test_single_option_is_not_asked() -> None:
    script = ScriptedChoices([])
    assert decide(script, "push.destination", ["A2"]) == "A2"
    assert decide(script, "push.destination", []) is None


def test_optional_decision_is_asked_even_with_one_option() -> None:
    with pytest.raises(ChoiceError, match="'none'"):
        decide(ScriptedChoices([]), "push.piece", ["dahan"], min=0)
    assert decide(ScriptedChoices([("push.piece", None)]), "push.piece", ["dahan"], min=0) is None
    assert decide(ScriptedChoices([("push.piece", "stop")]), "push.piece", ["x"], min=0) is None


def test_first_legal() -> None:
    assert decide(FirstLegal(), "d", ["b", "a"]) == "b"
    assert decide(FirstLegal(), "d", ["b", "a"], min=0) == "b"


def test_seeded_random_is_deterministic() -> None:
    options = [f"A{i}" for i in range(1, 9)]
    r1, r2 = SeededRandom(42), SeededRandom(42)
    seq1 = [decide(r1, "d", options) for _ in range(20)]
    seq2 = [decide(r2, "d", options) for _ in range(20)]
    assert seq1 == seq2
    assert len(set(seq1)) > 1
    assert seq1 != [decide(SeededRandom(43), "d", options) for _ in range(20)]


def test_choose_many_distinct_up_to() -> None:
    script = ScriptedChoices([("t", "a"), ("t", "c"), ("t", None)])
    assert choose_many(script, "t", ["a", "b", "c"], count=3, up_to=True) == ["a", "c"]
    # the last remaining option is forced only when not "up to"
    assert choose_many(FirstLegal(), "t", ["a", "b"], count=5) == ["a", "b"]
