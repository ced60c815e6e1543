"""Parser hints for Spirit Island's effect text: how its terminals read in "expected …"
messages, and common mistakes recognised by the parser state they fail in (Lark's
``match_examples``)."""

from __future__ import annotations

EXPECTED_WORDS = {
    "OWNER": "your/their",
    "PAST": "destroyed/pushed/…",
    "SACRED_SITE": "sacred site",
    "IGNORING_LAND": "ignoring land type",
    "CARDS": "card",
    "GAIN": "gain",
    "GET": "get",
    "DEAL": "deal",
    "LAND": "land",
    "SIGNED": "+N/-N",
    "BONUS_KIND": "damage/fear",
    "NOT_KEPT": "they did not keep",
}

MISTAKES: dict[str, list[str]] = {
    "a condition, threshold or loop ends with ':' before what it does": [
        "if target is sands\n",
        "if dahan present\n",
        "threshold 2 moon\n",
        "for each dahan\n",
        "in each adjacent land\n",
        "either\n",
        "1 fear\nif target is sands\n",
        "1 fear\nthreshold 2 moon\n",
        "1 fear\neither\n",
    ],
    "say which pieces, e.g. `push 2 explorer/town`": [
        "push 2\n",
        "gather up to 2\n",
        "destroy 1\n",
        "remove 1\n",
        "add 1\n",
        "downgrade 1\n",
        "1 damage to each\n",
        "1 fear\npush 2\n",
        "1 fear\ngather 1\n",
    ],
    "the amount comes first: `2 damage`": ["damage 2\n"],
    "defend needs a number: `defend 2`": ["defend\n", "defend all\n"],
    "a threshold counts elements: `threshold 2 moon 1 water:`": ["threshold moon:\n"],
}
