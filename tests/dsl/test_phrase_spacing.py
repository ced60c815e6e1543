"""A phrase terminal (a regex matching several words, ``/from\\s+the\\s+game/i``) reads the same
whatever its spacing or case as typed: the builder framework canonicalises its token once
(``cardsmith.dsl.builder.canonical``), so no rule can store the text as typed."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from lark import Token
from tiny_game.language import GRAMMAR, TinyBuilder

from cardsmith.dsl import ast as C
from cardsmith.dsl.builder import canonical, phrase_terminals, word
from cardsmith.dsl.language import Language
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE

POWERS = Path(__file__).resolve().parents[2] / "content" / "horizons" / "powers"
#: one space between two printed characters (indentation is left alone)
INNER_SPACE = re.compile(r"(?<=\S) (?=\S)")


def _effects() -> list[tuple[str, str]]:
    out = []
    for path in sorted(POWERS.rglob("*.yaml")):
        effect = yaml.safe_load(path.read_text(encoding="utf-8")).get("effect")
        if isinstance(effect, str):
            out.append((path.stem, effect))
    return out


EFFECTS = _effects()


@cache
def _ir(text: str) -> Any:
    ops, errors = LANGUAGE.compile_text(text)
    assert ops is not None and [e for e in errors if e.code.startswith("D")] == [], errors
    return ops


def test_every_horizons_power_has_an_effect() -> None:
    assert len(EFFECTS) == 78


@pytest.mark.parametrize("spacing", ["  ", "\t", " \t  "], ids=["two spaces", "tab", "mixed"])
@pytest.mark.parametrize(("card", "effect"), EFFECTS, ids=[c for c, _ in EFFECTS])
def test_wider_spacing_gives_the_same_ir(card: str, effect: str, spacing: str) -> None:
    assert _ir(INNER_SPACE.sub(spacing, effect)) == _ir(effect)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(EFFECTS), st.data())
def test_some_spaces_widened_and_upper_cased(card_effect: tuple[str, str], data: Any) -> None:
    """Any subset of the spaces widened and the text upper-cased: the IR is the same."""
    _card, effect = card_effect
    spaces = [m.start() for m in INNER_SPACE.finditer(effect)]
    chosen = set(data.draw(st.lists(st.sampled_from(spaces), unique=True))) if spaces else set()
    typed = "".join("  " if i in chosen else ch for i, ch in enumerate(effect))
    assert _ir(typed) == _ir(effect)
    assert _ir(typed.upper()) == _ir(effect)


def test_the_phrase_terminals_of_the_grammar() -> None:
    phrases = LANGUAGE.parser.phrases
    assert {"FROM_GAME", "ALL_LEAVE", "THE_NEXT", "ELEMENT_SET", "OR_MORE"} <= set(phrases)
    assert phrases["FROM_GAME"] is True  # /…/i: case-insensitive, so lower-cased
    assert not {"WS_INLINE", "_NL", "NAME", "INT"} & set(phrases)  # white space, one word


def test_phrase_terminals_reads_the_flags() -> None:
    lark = LANGUAGE.parser.lark
    found = phrase_terminals(t for t in lark.terminals if t.name in {"WS_INLINE", "FROM_GAME"})
    assert found == {"FROM_GAME": True}


def test_canonical_token_keeps_its_position() -> None:
    tok = Token("OR_MORE", "Or\t  MORE", start_pos=4, line=2, column=5, end_line=2, end_column=14)
    folded = canonical(tok, fold_case=True)
    assert (str(folded), folded.type, folded.line, folded.column, folded.end_column) == (
        "or more", "OR_MORE", 2, 5, 14)
    assert str(canonical(tok, fold_case=False)) == "Or MORE"
    same = Token("OR_MORE", "or more")
    assert canonical(same, fold_case=True) is same
    assert word(Token("NAME", "When  ALL")).text == "when all"


def test_the_fuzz_find_needs_no_rule_of_its_own() -> None:
    """'WHEN  all of them …' (found by the fuzz run) and the words of other phrase terminals."""
    typed = "your presence may move with dahan WHEN  all of\tthem leave one of your lands\n"
    plain = "your presence may move with dahan when all of them leave one of your lands\n"
    assert LANGUAGE.parse(typed)[0] == LANGUAGE.parse(plain)[0]
    assert _ir("push 1 dahan  OR\t\tinto the  Ocean") == _ir("push 1 dahan or into the ocean")


@dataclass(frozen=True)
class Shout(C.Node):
    """A statement that keeps its phrase token's text exactly as the builder receives it."""

    text: str
    span: C.Span = field(default=C.NOWHERE, compare=False)


class ShoutBuilder(TinyBuilder):
    def r_shout(self, span: C.Span, ch: list[Any]) -> Shout:
        return Shout(str(ch[0]), span)


SHOUT = Language(
    name="tiny-shout",
    grammar=GRAMMAR + "%extend simple: shout\nshout: \"shout\"i LOUD\n"
    "LOUD.2: /hello\\s+big\\s+world/i\n",
    builder=ShoutBuilder,
)


@pytest.mark.parametrize("typed", ["shout hello big world", "SHOUT Hello   BIG\tworld",
                                   "shout hello \t big  world"])
def test_a_rule_storing_the_token_text_gets_it_canonical(typed: str) -> None:
    """Game-free: any language's phrase terminal, even in a rule that stores ``str(token)``."""
    effect, errors = SHOUT.parse(typed)
    assert errors == [] and effect is not None
    assert effect.body == (Shout("hello big world"),)
    assert set(SHOUT.parser.phrases) == {"INSTEAD", "ROUNDING", "BEYOND_FIRST", "LOUD"}
