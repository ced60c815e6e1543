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
    "NO_FORGET": "without forgetting",
    "FROM_GAME": "from the game",
    "INTO_OCEAN": "or into the ocean",
    "WITH_STRIFE": "with strife",
    "TARGET_LAND": "target land",
    "IN_ITS_LAND": "in its land",
    "DURING_RAVAGE": "during ravage",
    "DO": "do",
    "DO_NOT": "do not",
    "BECOME": "becomes",
    "THE_NEXT": "the next",
    "THE": "the",
    "THEN": "then",
    "NOW": "now",
    "OF_CHOICE": "element of your choice",
    "YOU_HAVE": "you have",
    "ON_TRACKS": "showing on your presence tracks",
    "ON_ISLAND": "on the island",
    "OR_MORE": "or higher/or lower",
    "FORGET": "forget",
    "RECLAIM": "reclaim",
    "PLAY": "play",
    "TAKE": "take",
    "OWN_HAS": "they have/it has",
    "NOT_SOURCE": "it is not a source of",
    "WHEN_EXPLORING": "when exploring",
    "REMAINS_IN_PLACE": "remains in place",
    "CAUSES": "causes",
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
        "the next time dahan destroyed\n",
        "when dahan destroyed\n",
        "from now on\n",
        "from now on 1 fear\n",
        "on each board\n",
        "on each board remove 1 town\n",
        "cost to use\n",
        "cost to use pay 1 energy\n",
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
    "isolate the current land: `isolate` or `isolate target land`": [
        "isolate the land\n",
        "isolate land\n",
    ],
    "invaders with strife deal their own damage: "
    "`each invader with strife deals damage to other invaders`": [
        "each invader with strife deals 2 damage to other invaders\n",
        "1 invader with strife deals 1 damage to other invaders\n",
    ],
    "a change to the invaders' damage has a sign: `invaders do -1 damage`": [
        "invaders do 1 damage\n",
        "invaders deal 1 damage\n",
        "town/city each deal 2 damage\n",
    ],
    "compare the terror level: `if terror level is 2 or higher:`": [
        "if terror level 2: 1 fear\n",
        "if the terror level 2: 1 fear\n",
    ],
    "say what `per` counts: `1 fear per 2 dahan`": ["1 fear per 2\n", "1 damage per\n"],
    "half takes `of`: `remove half (round down) of beasts`": [
        "remove half beasts\n",
        "push up to half invaders\n",
    ],
    "a gain says how many: `gain 1 fire`, `gain 1 any`": [
        "gain fire\n",
        "target spirit gains fire\n",
    ],
    "say how many cards: `forget a power card`, `reclaim 1 card`": [
        "forget power card\n",
        "reclaim card\n",
        "take power card\n",
    ],
    "a speed needs `be`: `this power may be fast`": ["this power may fast\n"],
    "say which lands: `in each adjacent land:`, `in one land with dahan:`, `in the origin land:`": [
        "in origin land: 1 damage\n",
        "in adjacent land: 1 damage\n",
    ],
    "say how the card is paid for: `by paying its cost` or `for free`": [
        "play a power card paying its cost\n",
        "play a minor power card paying its cost\n",
        "play another power card paying\n",
        "play it paying\n",
    ],
    "an action that turns into another: `the next ravage becomes a build`": [
        "ravage becomes build\n",
        "build becomes ravage\n",
        "invaders ravage becomes build\n",
    ],
    "leave the first out with `past the first`: `1 damage per invader past the first`": [
        "1 damage per invader past first\n",
    ],
    "pieces that sit the Ravage out: `up to 2 explorers do not participate in ravage`": [
        "up to 2 explorers do not participate\n",
        "dahan do not participate\n",
    ],
    "say what is paid: `pay 2 energy`, `pay 1 presence from your tracks`": ["pay 2\n"],
    "pieces counted in the land end with `present`: `if exactly 1 invader present:`": [
        "if exactly 1 invader: 1 fear\n",
        "if at least 2 dahan: 1 fear\n",
    ],
    "say which pieces, e.g. `empower your incarna`, `abduct 1 explorer`": [
        "empower\n",
        "abduct\n",
    ],
    "mark the current land: `mark` or `mark target land`": ["mark the land\n", "mark land\n"],
    "say what the powers did to which pieces: `after your powers add strife:`": [
        "after your powers add: 1 fear\n",
    ],
    "say what the action becomes: `the next ravage becomes a build`": [
        "the next ravage becomes\n",
    ],
    "dahan strike back at once: `dahan deal damage simultaneously`": [
        "dahan deal damage simultaneous\n",
    ],
    "counted on each piece itself: `per strife they have`, `per damage they have taken`": [
        "invaders have -1 health per strife\n",
        "each invader takes 1 damage per strife\n",
        "invaders do -1 damage per damage taken\n",
    ],
}
