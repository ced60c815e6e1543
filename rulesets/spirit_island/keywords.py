"""Spirit Island's effect words by class, as ``RULESET.words`` adds them for highlighting.

The highlighter (:mod:`tools.authoring.highlight`) colours each class by the last word of its
name; these are the sentence words of Spirit Island's grammar and the spellings of its pieces.
"""

from __future__ import annotations

from typing import Final

from cardsmith.rulesets.spirit_island import vocabulary as V

#: sentence words of Spirit Island's effects (verbs, conditions, structure)
KEYWORDS: Final = (
    "if", "otherwise", "threshold", "either", "or", "may", "instead", "pay", "for", "each",
    "in", "one", "any", "a", "different", "player", "after", "at", "and", "not", "no", "is",
    "target", "source", "land", "lands", "present", "least", "most", "with", "where", "within",
    "of", "on", "this", "board", "to", "from", "per", "max", "up", "all", "number", "only",
    "here", "more", "outnumber", "fear", "damage", "defend", "push", "gather", "destroy",
    "remove", "add", "adds", "downgrade", "replace", "move", "skip", "action", "actions",
    "adding", "gain", "gains", "energy", "power", "powers", "card", "cards", "elements", "the",
    "same", "repeat", "have", "health", "cannot", "be", "get", "gets", "range", "increase",
    "by", "paying", "again", "reclaim", "discarding", "make", "slow", "fast", "deal", "deals",
    "share", "gift", "build", "they", "did", "keep", "you", "your", "their", "spirit",
    "another", "other", "sacred", "site", "sites",
)  # fmt: skip

#: every spelling of a piece word in effect text (plurals, and the two-word sacred site)
PIECE_SPELLINGS: Final = (
    *sorted(set(V.PIECE_SPELLINGS) - {"sacred-site"}),
    "sacred site",
    "sacred sites",
)

#: words before ``land``/``lands`` that are not sentence words
PLACES: Final = tuple(sorted(set(V.LAND_ADJECTIVES) - {"any", "other"}))
