"""The words of Risk Deep Space, by class: for the language's "did you mean", highlighting and
search. The card language reads these words as plain names and checks them here, so a typo
("gain 2 gams") is a did-you-mean diagnostic rather than a syntax error.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence

#: singular → plural for the countable words
PLURALS: Mapping[str, str] = {
    "recruit": "recruits",
    "crew": "crews",
    "base": "bases",
    "gem": "gems",
    "planet": "planets",
    "move": "moves",
    "round": "rounds",
    "action card": "action cards",
    "home station": "home stations",
    "force field": "force fields",
    "space dog": "space dogs",
}

#: plural → singular
SINGULAR: Mapping[str, str] = {plural: singular for singular, plural in PLURALS.items()}

WORDS: Mapping[str, Sequence[str]] = {
    "pieces": ("recruit", "crew", "base"),
    "resources": ("gem", "ore"),
    "tokens": ("force field", "space dog", "planet cover"),
    "spaces": ("planet", "home station", "gem warp"),
    "cards": ("action card",),
    "colours": ("red", "yellow", "blue", "green"),
    "owners": ("your", "enemy"),
    "card costs": ("free", "gem", "recruit"),
    "card timings": ("turn", "battle", "any"),
    "verbs": (
        "gain", "pay", "steal", "add", "remove", "move", "build", "battle", "roll", "place",
        "draw", "discard",
    ),
}


#: the phrases of the card language, for highlighting (``…keywords`` are keywords)
KEYWORDS: Sequence[str] = (
    "target", "planet", "player", "from", "on", "to", "you", "have", "has", "more", "than",
    "the", "roll", "is", "a", "die", "home", "station", "through", "warp", "opponent",
)


def forms(word_class: str) -> list[str]:
    """Every spelling of a class's words (singular and plural)."""
    out: list[str] = []
    for w in WORDS.get(word_class, ()):
        out.append(w)
        if w in PLURALS:
            out.append(PLURALS[w])
    return out


def resource_of(word: str) -> str | None:
    """``gem``/``gems`` → ``gem``, ``ore`` → ``ore``; anything else → ``None``."""
    w = word.lower()
    if w in ("gem", "gems"):
        return "gem"
    return "ore" if w == "ore" else None


def did_you_mean(word: str, word_class: str) -> str | None:
    """The closest word of ``word_class`` to a misspelt ``word`` (``None``: nothing close)."""
    close = difflib.get_close_matches(word.lower(), forms(word_class), n=1, cutoff=0.6)
    return close[0] if close else None


#: ``RULESET.words``: every class, with the plural spellings of the pieces and resources
RULESET_WORDS: Mapping[str, Sequence[str]] = {
    **WORDS,
    "piece spellings": tuple(forms("pieces")),
    "resource spellings": tuple(forms("resources")),
    "keywords": KEYWORDS,
}
