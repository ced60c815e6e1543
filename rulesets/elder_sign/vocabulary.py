"""Elder Sign's words: dice and their faces, what effects gain, lose, draw and discard, the
investigators' and allies' powers and the Mythos cards' lasting rules (``RULES.md`` reads
each)."""

from __future__ import annotations

from collections.abc import Mapping

#: the faces of each die colour (RULES.md D1–D3), in the order of a d6 roll 1 … 6
FACES: Mapping[str, tuple[str, ...]] = {
    "green": ("clue1", "clue2", "clue3", "lore", "peril", "terror"),
    "yellow": ("clue1", "clue2", "clue3", "clue4", "lore", "peril"),
    "red": ("clue2", "clue3", "clue4", "lore", "peril", "wild"),
}
DIE_COLOURS = tuple(FACES)
ALL_FACES = ("clue1", "clue2", "clue3", "clue4", "lore", "peril", "terror", "wild")
#: the symbols a task row may ask for, beside clue totals and health / sanity costs
SYMBOLS = ("lore", "peril", "terror")
#: green dice of a full roll (RULES.md T3)
GREEN_DICE = 6
#: hours on the clock; the clock moves 3 a turn (RULES.md C1)
CLOCK_STEP = 3
MIDNIGHT = 12


def clue_value(face: str) -> int:
    """The clues a face shows (``clue3`` → 3; a wild counts as 4; any other face 0)."""
    if face == "wild":
        return 4
    return int(face[4:]) if face.startswith("clue") else 0


#: word as written → what ``gain N …`` gains
GAINS = {"clue": "clue", "clues": "clue", "health": "health", "sanity": "sanity",
         "elder sign": "elder_sign", "elder signs": "elder_sign"}
#: word as written → what ``lose N …`` loses
LOSSES = {"clue": "clue", "clues": "clue", "health": "health", "sanity": "sanity"}
#: words as written → the deck ``draw`` / ``discard`` reads
DECKS = {"common item": "common", "common items": "common", "unique item": "unique",
         "unique items": "unique", "spell": "spell", "spells": "spell", "ally": "ally",
         "allies": "ally", "item": "item", "items": "item"}
#: what a die colour word of ``add a … die`` may be
COLOUR_WORDS = {"yellow": "yellow", "red": "red", "green": "green"}
DIE_WORDS = ("die", "dice")
#: ``you have N or more …``
HAVE = {"clue": "clue", "clues": "clue", "health": "health", "sanity": "sanity",
        "trophy": "trophy", "trophies": "trophy", "item": "item", "items": "item",
        "spell": "spell", "spells": "spell", "elder sign": "elder_sign",
        "elder signs": "elder_sign"}

#: the powers an investigator or an ally brings (RULES.md I3, L2)
POWERS: Mapping[str, str] = {
    "extra-focus": "may focus one more die",
    "free-reroll": "once a turn, may reroll without giving up a die",
    "extra-die": "rolls one more green die on an adventure",
    "ward": "ignores the terror effects of adventures",
    "mender": "regains 2 health and 2 sanity at the Entrance instead of 1",
}
#: the lasting rules a Mythos card may put in force (RULES.md M3)
LASTING_RULES: Mapping[str, str] = {
    "no-focus": "no investigator may focus a die",
    "no-assist": "no investigator may assist",
    "one-fewer-die": "every roll of an adventure starts with one green die fewer",
    "no-clue-rerolls": "clue tokens may not be spent to reroll",
}
#: what trophies buy at the Entrance (RULES.md N3): choice → (cost, what it gives)
TROPHY_SHOP: Mapping[str, tuple[int, str]] = {
    "common item": (2, "draw 1 common item"),
    "clue": (2, "gain 1 clue"),
    "spell": (3, "draw 1 spell"),
    "unique item": (4, "draw 1 unique item"),
    "elder sign": (8, "gain 1 elder sign"),
}

#: the game's words by class (did-you-mean, highlighting, scaffolds, the text check)
RULESET_WORDS: dict[str, tuple[str, ...]] = {
    "faces": ALL_FACES,
    "dice": DIE_COLOURS,
    "resources": ("clue", "clues", "health", "sanity", "elder sign", "elder signs", "trophies"),
    "decks": ("common item", "unique item", "spell", "ally", "item", "monster"),
    "keywords": ("gain", "lose", "add", "remove", "draw", "discard", "lock", "advance",
                 "open", "doom"),
}
