"""The constructs of several lands and moving pieces (issue 10, H3): concrete IR, English, and
print → parse giving the same tree; the misuse of each gives its lint code."""

from __future__ import annotations

from typing import Any

import pytest
from construct_support import check_construct, check_misuse

from cardsmith.rulesets.spirit_island.dsl import LANGUAGE

CASES: list[tuple[str, list[dict[str, Any]], str]] = [
    (
        "in up to 3 adjacent lands with blight: add 1 badlands/strife",
        [
            {
                "op": "in_lands",
                "quant": "some",
                "count": {"up_to": 3},
                "lands": {
                    "adjacent": True,
                    "where": [{"has": {"kinds": ["blight"]}, "at_least": 1}],
                },
                "do": [
                    {"op": "add", "count": {"n": 1}, "pieces": {"kinds": ["badlands", "strife"]}}
                ],
            }
        ],
        "In up to 3 adjacent lands with Blight: Add 1 Badlands/Strife.",
    ),
    (
        "in any 2 lands with 4 or more invaders: remove 1 invader",
        [
            {
                "op": "in_lands",
                "quant": "some",
                "count": {"n": 2},
                "lands": {
                    "where": [{"has": {"kinds": ["explorer", "town", "city"]}, "at_least": 4}]
                },
                "do": [
                    {
                        "op": "remove",
                        "count": {"n": 1},
                        "pieces": {"kinds": ["explorer", "town", "city"]},
                    }
                ],
            }
        ],
        "In any 2 lands with 4 or more Invaders: Remove 1 Invader.",
    ),
    (
        "push 2 dahan, bringing up to 1 disease with each",
        [
            {
                "op": "push",
                "count": {"n": 2},
                "pieces": {"kinds": ["dahan"]},
                "along": {
                    "items": [{"count": {"up_to": 1}, "pieces": {"kinds": ["disease"]}}],
                    "each": True,
                },
            }
        ],
        "Push 2 Dahan. Up to 1 Disease may move with each Pushed piece.",
    ),
    (
        "move up to 3 of their presence from any land to one land with your "
        "presence, bringing up to 1 invader, up to 1 dahan and up to 1 beasts",
        [
            {
                "op": "move",
                "count": {"up_to": 3},
                "pieces": {"kinds": ["presence"], "owner": "target"},
                "to": {
                    "choose": "one",
                    "lands": {
                        "where": [{"has": {"kinds": ["presence"], "owner": "you"}, "at_least": 1}]
                    },
                },
                "from": {"choose": "any", "lands": {}},
                "along": {
                    "items": [
                        {"count": {"up_to": 1}, "pieces": {"kinds": ["explorer", "town", "city"]}},
                        {"count": {"up_to": 1}, "pieces": {"kinds": ["dahan"]}},
                        {"count": {"up_to": 1}, "pieces": {"kinds": ["beasts"]}},
                    ]
                },
            }
        ],
        "Move up to 3 of their Presence from any land to one of your lands, "
        "bringing up to 1 Invader, up to 1 Dahan and up to 1 Beasts (in total).",
    ),
    (
        "move 1 beasts up to 2 lands, bringing up to 2 dahan",
        [
            {
                "op": "move",
                "count": {"n": 1},
                "pieces": {"kinds": ["beasts"]},
                "steps": 2,
                "along": {"items": [{"count": {"up_to": 2}, "pieces": {"kinds": ["dahan"]}}]},
            }
        ],
        "Move 1 Beasts up to 2 lands (one adjacent land at a "
        "time), bringing up to 2 Dahan (for part or all of the way).",
    ),
    (
        "move up to 2 invader/beasts to one land within 2 range with the same terrain",
        [
            {
                "op": "move",
                "count": {"up_to": 2},
                "pieces": {"kinds": ["explorer", "town", "city", "beasts"]},
                "to": {
                    "choose": "one",
                    "lands": {"range": 2, "where": [{"same_as_here": "terrain"}]},
                },
            }
        ],
        "Move up to 2 Invaders/Beasts to one land within 2 Range that has the same terrain.",
    ),
    (
        "push up to 2 invader/dahan to one land that is also coastal/inland",
        [
            {
                "op": "push",
                "count": {"up_to": 2},
                "pieces": {"kinds": ["explorer", "town", "city", "dahan"]},
                "to": {"choose": "one", "lands": {"where": [{"same_as_here": "coastal"}]}},
            }
        ],
        "Push up to 2 Invaders/Dahan to one land "
        "that is also Coastal/Inland (whichever this land is).",
    ),
    (
        "1 damage to each of 1 invader per adjacent land with your presence",
        [
            {
                "op": "damage",
                "amount": 1,
                "to": {
                    "kinds": ["explorer", "town", "city"],
                    "each": True,
                    "choose": {
                        "n": 1,
                        "per": {
                            "lands": {
                                "adjacent": True,
                                "where": [
                                    {"has": {"kinds": ["presence"], "owner": "you"}, "at_least": 1}
                                ],
                            }
                        },
                    },
                },
            }
        ],
        "For each adjacent land with your Presence, choose a "
        "different Invader. 1 Damage to each of those Invaders.",
    ),
    (
        "this power ignores health bonuses",
        [{"op": "modifier", "name": "this_ignores", "what": "health_bonuses"}],
        "This Power ignores Health bonuses.",
    ),
    (
        "push any number of quake, dividing them as evenly as possible between adjacent lands",
        [{"op": "push", "count": {"any": True}, "pieces": {"kinds": ["quake"]}, "spread": "even"}],
        "Push any number of Quake, dividing them as evenly as possible between adjacent lands.",
    ),
    (
        "add 1 strife\nyou may push 1 invader you added strife to",
        [
            {"op": "add", "count": {"n": 1}, "pieces": {"kinds": ["strife"]}},
            {
                "op": "optional",
                "who": "you",
                "then": [
                    {
                        "op": "push",
                        "count": {"n": 1},
                        "pieces": {"kinds": ["explorer", "town", "city"], "strifed_here": True},
                    }
                ],
            },
        ],
        "Add 1 Strife. You may: Push 1 Invader you added Strife to.",
    ),
    (
        "add 1 badlands/disease (max 3 of each)",
        [
            {
                "op": "add",
                "count": {"n": 1},
                "pieces": {"kinds": ["badlands", "disease"]},
                "max_each": 3,
            }
        ],
        "Add 1 Badlands/Disease (max. +3 of each for this Power).",
    ),
    (
        "for each type of badlands/disease added: add 1 of that type",
        [
            {
                "op": "for_each",
                "query": {"kinds_of": {"kinds": ["badlands", "disease"]}, "past": "added"},
                "do": [
                    {
                        "op": "add",
                        "count": {"n": 1},
                        "pieces": {"kinds": ["badlands", "disease"], "that_type": True},
                    }
                ],
            }
        ],
        "For each type of Badlands/Disease you added: Add 1 of that type.",
    ),
]


@pytest.mark.parametrize(("text", "ir", "english"), CASES, ids=[c[0] for c in CASES])
def test_construct(text: str, ir: list[dict[str, Any]], english: str) -> None:
    check_construct(text, ir, english)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("in all adjacent lands: 1 fear", "C131"),
        ("push up to 2 explorer to one land that is also coastal", "C132"),
        ("push 1 dahan, bringing all beasts", "C133"),
        ("push 1 dahan, bringing up to 1 strife", "C109"),
        ("this power ignores fear cards", "C134"),
        ("add 1 of that type", "C135"),
        ("add 1 strife\npush 1 dahan you added strife to", "C109"),
        ("move 1 beasts up to 0 lands", "C110"),
        ("add 1 beasts (max 0 of each)", "C110"),
    ],
)
def test_construct_errors(text: str, code: str) -> None:
    check_misuse(text, code)


def test_printed_land_count_keeps_the_plural() -> None:
    effect, _ = LANGUAGE.parse("in up to 2 adjacent lands: 1 fear")
    assert effect is not None
    assert LANGUAGE.print_effect(effect) == "in up to 2 adjacent lands: 1 fear\n"


def test_any_before_a_number_only() -> None:
    """'in any 2 lands' is a number of lands; 'in any any land' keeps 'any' as a land word."""
    two, errors = LANGUAGE.parse("in any 2 lands: 1 fear")
    assert errors == [] and two is not None
    assert LANGUAGE.compile_effect(two)[0][0]["count"] == {"n": 2}
    other, errors = LANGUAGE.parse("in any any land: 1 fear")
    assert errors == [] and other is not None
    assert LANGUAGE.compile_effect(other)[0][0]["quant"] == "any"
