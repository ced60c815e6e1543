"""The special-rule constructs of issue 10 (S2): concrete IR, English, print → parse giving the
same tree; each misuse gives its lint code."""

from __future__ import annotations

from typing import Any

import pytest
from construct_support import check_construct, check_misuse

YOUR_PRESENCE = {"kinds": ["presence"], "owner": "you"}

CASES: list[tuple[str, list[dict[str, Any]], str]] = [
    (
        "your presence may only be added/moved into mountain lands",
        [
            {
                "op": "modifier",
                "name": "presence_only",
                "pieces": YOUR_PRESENCE,
                "into": {"land": ["mountain"]},
                "verbs": ["added", "moved"],
            }
        ],
        "Your Presence may only be added/moved into Mountain lands.",
    ),
    (
        "your presence in wetland lands counts as sacred site",
        [
            {
                "op": "modifier",
                "name": "presence_sacred",
                "pieces": YOUR_PRESENCE,
                "lands": {"land": ["wetland"]},
            }
        ],
        "Your Presence in Wetland lands counts as Sacred Site.",
    ),
    (
        "your presence may move with dahan when all of them leave one of your lands",
        [
            {
                "op": "modifier",
                "name": "moves_with",
                "pieces": YOUR_PRESENCE,
                "other": {"kinds": ["dahan"]},
                "last": True,
            }
        ],
        "Your Presence may move with Dahan when all of them leave one of your lands.",
    ),
    (
        "blight added in lands with your presence does not cascade or destroy presence of any"
        " spirit unless blight outnumber your presence",
        [
            {
                "op": "modifier",
                "name": "blight_spares",
                "pieces": {"kinds": ["presence"], "owner": "any"},
                "lands": {"land": ["presence"]},
                "cascade": True,
                "unless": {"outnumber": [{"kinds": ["blight"]}, YOUR_PRESENCE]},
            }
        ],
        "Blight added in lands with your Presence does not cascade or Destroy Presence (of any"
        " Spirits) unless Blight outnumber your Presence.",
    ),
    (
        "your actions treat blight on the island as also badlands",
        [
            {
                "op": "modifier",
                "name": "treat_as",
                "pieces": {"kinds": ["blight"]},
                "actions": "yours",
                "as": "badlands",
            }
        ],
        "Your actions treat Blight on the island as also being Badlands.",
    ),
    (
        "in your lands: up to 2 explorer per your presence do not participate in ravage",
        [
            {
                "op": "at_sacred_sites",
                "owner": "you",
                "do": [
                    {
                        "op": "modifier",
                        "name": "sit_out",
                        "pieces": {"kinds": ["explorer"]},
                        "count": {"up_to": 2},
                        "per": {"pieces": YOUR_PRESENCE},
                    }
                ],
                "presence": True,
            }
        ],
        "In your lands: Up to 2 Explorers per your Presence do not participate in Ravage.",
    ),
    (
        "at your sacred sites: you may prevent ravage/build by destroying 1 of your presence",
        [
            {
                "op": "at_sacred_sites",
                "owner": "you",
                "do": [
                    {
                        "op": "modifier",
                        "name": "skip_for_presence",
                        "amount": 1,
                        "actions": ["ravage", "build"],
                        "who": "you",
                    }
                ],
            }
        ],
        "At your Sacred Sites: You may prevent Ravage or Build by destroying 1 of your Presence"
        " in that land.",
    ),
    (
        "after dahan destroyed by a ravage action: 1 fear",
        [
            {
                "op": "trigger",
                "event": {
                    "past": "destroyed",
                    "pieces": {"kinds": ["dahan"]},
                    "by_action": "ravage",
                },
                "do": [{"op": "fear", "amount": 1}],
            }
        ],
        "After Dahan are Destroyed by a Ravage Action: 1 Fear.",
    ),
    (
        "after your presence destroyed by anything except a spirit action: 1 fear",
        [
            {
                "op": "trigger",
                "event": {"past": "destroyed", "pieces": YOUR_PRESENCE, "not_by_spirits": True},
                "do": [{"op": "fear", "amount": 1}],
            }
        ],
        "After your Presence are Destroyed by anything except a Spirit action: 1 Fear.",
    ),
]


@pytest.mark.parametrize(("text", "ir", "english"), CASES, ids=[c[0][:40] for c in CASES])
def test_construct(text: str, ir: list[dict[str, Any]], english: str) -> None:
    check_construct(text, ir, english)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("dahan may only be added into mountain lands", "C109"),
        ("your presence may only be added/destroyed into mountain lands", "C112"),
        ("your presence in lands with dahan counts as sacred site", "C151"),
        ("your presence may move with blight", "C109"),
        ("blight added does not destroy dahan", "C109"),
        ("dahan added does not destroy your presence", "C109"),
        ("your actions treat dahan as also badlands", "C109"),
        ("your actions treat blight as also wetland", "C102"),
        ("you may prevent ravage/fear by destroying 1 of your presence", "C105"),
    ],
)
def test_construct_errors(text: str, code: str) -> None:
    check_misuse(text, code)
