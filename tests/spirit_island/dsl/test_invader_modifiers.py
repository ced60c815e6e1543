"""Fear-card and Invader-action constructs (issue 10, H2): their concrete IR, their English, and
print → parse giving the same syntax tree; misuse gives a coded diagnostic."""

from __future__ import annotations

from typing import Any

import pytest
from construct_support import check_construct, check_misuse

_DAHAN = {"kinds": ["dahan"]}
_INVADERS = {"kinds": ["explorer", "town", "city"]}

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
    (
        "invaders have -1 health per strife they have (min 1)",
        [
            {
                "op": "modifier",
                "name": "health",
                "pieces": _INVADERS,
                "amount": -1,
                "per_own": "strife",
                "min": 1,
            }
        ],
        "Invaders have -1 Health per Strife to a minimum of 1.",
    ),
    (
        "invaders do -1 damage per damage they have taken",
        [
            {
                "op": "modifier",
                "name": "invader_damage",
                "amount": -1,
                "each": True,
                "per_own": "damage",
                "pieces": _INVADERS,
            }
        ],
        "Invaders do -1 Damage per Damage they have taken.",
    ),
    (
        "each invader takes 1 damage per strife it has",
        [{"op": "damage", "amount": 1, "to": {**_INVADERS, "each": True}, "per_own": "strife"}],
        "Each Invader takes 1 Damage per Strife it has.",
    ),
    (
        "dahan take no damage from ravaging invaders",
        [
            {
                "op": "modifier",
                "name": "prevent",
                "pieces": _DAHAN,
                "verbs": ["damaged"],
                "by": "ravage",
            }
        ],
        "Dahan take no Damage from Ravaging Invaders.",
    ),
    (
        "dahan cannot be damaged or removed or replaced or pushed or gathered or moved",
        [
            {
                "op": "modifier",
                "name": "prevent",
                "pieces": _DAHAN,
                "verbs": ["damaged", "removed", "replaced", "pushed", "gathered", "moved"],
            }
        ],
        "Dahan cannot be Damaged, Removed, Replaced, Pushed, Gathered or Moved.",
    ),
    (
        "it is not a source of invaders when exploring",
        [{"op": "modifier", "name": "no_explore_source"}],
        "It is not a source of Invaders when Exploring.",
    ),
    (
        "the build card remains in place",
        [{"op": "modifier", "name": "card_stays", "slot": "build"}],
        "The Build Card remains in place instead of shifting left.",
    ),
    (
        "in the lowest-numbered land matching a build card: skip 1 build action",
        [
            {
                "op": "in_lands",
                "quant": "each",
                "lands": {"lowest": True, "where": [{"matches_card": "build"}]},
                "do": [{"op": "skip", "count": {"n": 1}, "actions": ["build"]}],
            }
        ],
        "In the lowest-numbered land matching a Build Card: Skip 1 Build Action.",
    ),
    (
        "after this power causes invaders to skip an action: 4 damage",
        [{"op": "trigger", "event": {"kind": "skipped"}, "do": [{"op": "damage", "amount": 4}]}],
        "After this Power causes Invaders to skip an Action: 4 Damage.",
    ),
    (
        "ravaging invaders damage invaders in adjacent lands instead of dahan and the land",
        [
            {
                "op": "modifier",
                "name": "ravage_redirect",
                "to": _INVADERS,
                "among": {"adjacent": True},
            }
        ],
        "Ravaging Invaders damage Invaders in adjacent lands instead of Dahan and the land.",
    ),
    (
        "gather up to 3 explorer/town from one adjacent land",
        [
            {
                "op": "gather",
                "count": {"up_to": 3},
                "pieces": {"kinds": ["explorer", "town"]},
                "from": {"choose": "one", "lands": {"adjacent": True}},
            }
        ],
        "Gather up to 3 Explorers/Towns from one adjacent land.",
    ),
    (
        "gather up to 4 explorer into lands with 2 or more invaders",
        [
            {
                "op": "gather",
                "count": {"up_to": 4},
                "pieces": {"kinds": ["explorer"]},
                "into": {"where": [{"has": _INVADERS, "at_least": 2}]},
            }
        ],
        "Gather up to 4 Explorers into lands with 2 or more Invaders.",
    ),
    (
        "dahan do not fight back",
        [{"op": "modifier", "name": "no_fight_back", "pieces": _DAHAN}],
        "Dahan do not fight back.",
    ),
]


@pytest.mark.parametrize(("text", "ir", "english"), CASES, ids=[c[0] for c in CASES])
def test_construct(text: str, ir: list[dict[str, Any]], english: str) -> None:
    check_construct(text, ir, english)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("in one land with dahan or adjacent to at least 0 dahan: 1 fear", "C110"),
        ("in one land with dahan or adjacent to at least 2 dahn: 1 fear", "C101"),
        ("invaders have -1 health per strife they have (min 0)", "C110"),
        ("invaders have -1 health per beasts they have", "C109"),
        ("each dahan takes 1 damage per strife it has", "C109"),
        ("each invader takes 1 damage per damage it has taken", "C109"),
        ("dahan take no damage from ravaging beasts", "C109"),
        ("explorers do not fight back", "C109"),
        ("it is not a source of dahan when exploring", "C109"),
        ("the bild card remains in place", "C105"),
        ("gather 1 dahan from target", "C109"),
        ("ravaging dahan damage invaders in adjacent lands instead of dahan and the land", "C109"),
        ("after this power causes dahan to skip an action: 1 fear", "C109"),
        ("in the lowest-numberd land: 1 fear", "C104"),
    ],
)
def test_construct_errors(text: str, code: str) -> None:
    check_misuse(text, code)
