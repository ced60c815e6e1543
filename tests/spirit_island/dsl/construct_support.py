"""The checks every construct test file of the Spirit Island language shares (``test_constructs``,
``test_constructs_moves``, ``test_constructs_special_rules``, ``test_invader_modifiers``): the
concrete IR, the English, and print → parse giving the same tree; a misuse's lint code."""

from __future__ import annotations

from typing import Any

from cardsmith.rulesets.spirit_island.dsl import LANGUAGE

#: (effect text, its IR, its English) — each file's ``CASES``
Case = tuple[str, list[dict[str, Any]], str]


def check_construct(text: str, ir: list[dict[str, Any]], english: str) -> None:
    """``text`` parses, compiles to ``ir`` without a diagnostic, renders as ``english``, and its
    printed form parses back to the same tree and prints the same again."""
    effect, errors = LANGUAGE.parse(text)
    assert errors == [] and effect is not None, errors
    ops, cerrors = LANGUAGE.compile_effect(effect)
    assert cerrors == [], cerrors
    assert ops == ir
    assert LANGUAGE.render(effect) == english
    printed = LANGUAGE.print_effect(effect)
    again, errors2 = LANGUAGE.parse(printed)
    assert errors2 == [] and again == effect, printed
    assert LANGUAGE.print_effect(again) == printed


def check_misuse(text: str, code: str) -> None:
    """``text`` compiles (it is well-formed) with exactly one diagnostic, ``code``."""
    ops, errors = LANGUAGE.compile_text(text)
    assert ops is not None
    assert [e.code for e in errors] == [code], [e.message for e in errors]
