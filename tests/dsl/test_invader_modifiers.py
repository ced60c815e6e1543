"""Fear-card and Invader-action constructs (issue 10, H2): their concrete IR, their English, and
print → parse giving the same syntax tree; misuse gives a coded diagnostic."""

from __future__ import annotations

from typing import Any

import pytest

from rulesets.spirit_island.dsl import LANGUAGE

_DAHAN = {"kinds": ["dahan"]}

CASES: list[tuple[str, list[dict[str, Any]], str]] = [
    (
        "in one land with dahan or adjacent to at least 5 dahan: 1 fear",
        [
            {
                "op": "in_lands",
                "quant": "one",
                "lands": {
                    "where": [
                        {
                            "any": [
                                {"has": _DAHAN, "at_least": 1},
                                {"adjacent_has": _DAHAN, "at_least": 5},
                            ]
                        }
                    ]
                },
                "do": [{"op": "fear", "amount": 1}],
            }
        ],
        "In one land with Dahan, or adjacent to at least 5 Dahan: 1 Fear.",
    ),
    (
        "in each land with beasts or adjacent to 3 or more dahan: defend 5",
        [
            {
                "op": "in_lands",
                "quant": "each",
                "lands": {
                    "where": [
                        {
                            "any": [
                                {"has": {"kinds": ["beasts"]}, "at_least": 1},
                                {"adjacent_has": _DAHAN, "at_least": 3},
                            ]
                        }
                    ]
                },
                "do": [{"op": "defend", "amount": 5}],
            }
        ],
        "In each land with Beasts, or adjacent to 3 or more Dahan: Defend 5.",
    ),
]


@pytest.mark.parametrize(("text", "ir", "english"), CASES, ids=[c[0] for c in CASES])
def test_construct(text: str, ir: list[dict[str, Any]], english: str) -> None:
    effect, errors = LANGUAGE.parse(text)
    assert errors == [] and effect is not None
    ops, cerrors = LANGUAGE.compile_effect(effect)
    assert cerrors == []
    assert ops == ir
    assert LANGUAGE.render(effect) == english
    printed = LANGUAGE.print_effect(effect)
    again, errors2 = LANGUAGE.parse(printed)
    assert errors2 == [] and again == effect, printed
    assert LANGUAGE.print_effect(again) == printed


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("in one land with dahan or adjacent to at least 0 dahan: 1 fear", "C110"),
        ("in one land with dahan or adjacent to at least 2 dahn: 1 fear", "C101"),
    ],
)
def test_construct_errors(text: str, code: str) -> None:
    ops, errors = LANGUAGE.compile_text(text)
    assert ops is not None
    assert [e.code for e in errors] == [code], [e.message for e in errors]
