"""Pygments lexer for the cardsmith effect language (``cardsmith`` / ``cardsmith-dsl``).

Registered as a Pygments plugin (``[project.entry-points."pygments.lexers"]`` in
``pyproject.toml``), so mkdocs code fences ```` ```cardsmith ```` and ``pygmentize -l cardsmith``
highlight effects once cardsmith is installed. Game words come from :mod:`the vocabulary`.
"""

from __future__ import annotations

from typing import ClassVar

from pygments.lexer import RegexLexer, words
from pygments.token import Comment, Keyword, Name, Number, Operator, Punctuation, Text, _TokenType

from rulesets.spirit_island import vocabulary as V

__all__ = ["KEYWORDS", "CardsmithLexer"]

#: sentence words of the grammar (verbs, conditions, structure)
KEYWORDS: tuple[str, ...] = (
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

_PIECES = tuple(sorted(set(V.PIECE_SPELLINGS) - {"sacred-site"}))
_PLACES = tuple(sorted(set(V.LAND_ADJECTIVES) - {"any", "other"}))


class CardsmithLexer(RegexLexer):  # type: ignore[misc]  # pygments ships no type hints
    """Highlights cardsmith effects: keywords, numbers, game words, ``#`` comments."""

    name = "cardsmith"
    aliases: ClassVar[list[str]] = ["cardsmith", "cardsmith-dsl"]
    filenames: ClassVar[list[str]] = ["*.csm"]
    mimetypes: ClassVar[list[str]] = ["text/x-cardsmith"]
    flags = 2  # re.IGNORECASE

    tokens: ClassVar[dict[str, list[tuple[str, _TokenType] | tuple[object, _TokenType]]]] = {
        "root": [
            (r"#[^\n]*", Comment.Single),
            (r"\s+", Text),
            (r"[+-][0-9]+\b", Number.Integer),
            (r"[0-9]+\b", Number.Integer),
            (r"sacred\s+sites?\b", Name.Builtin),
            (words(_PIECES, suffix=r"\b"), Name.Builtin),
            (words(V.ELEMENTS, suffix=r"\b"), Name.Constant),
            (words(_PLACES, suffix=r"\b"), Name.Attribute),
            (words(V.PAST_VERBS, suffix=r"\b"), Name.Function),
            (words(V.INVADER_ACTIONS, suffix=r"\b"), Name.Function),
            (words(V.DECKS, suffix=r"\b"), Name.Attribute),
            (words(KEYWORDS, suffix=r"\b"), Keyword),
            (r"[:;]", Punctuation),
            (r"[/()]", Operator),
            (r"[A-Za-z][A-Za-z'\-]*", Name),
            (r".", Text),
        ]
    }
