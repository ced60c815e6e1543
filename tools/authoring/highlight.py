"""Pygments lexer for the cardsmith effect language (``cardsmith`` / ``cardsmith-dsl``).

Registered as a Pygments plugin (``[project.entry-points."pygments.lexers"]`` in
``pyproject.toml``), so mkdocs code fences ```` ```cardsmith ```` and ``pygmentize -l cardsmith``
highlight effects once cardsmith is installed. :class:`CardsmithLexer` highlights the words of
every installed ruleset; :func:`lexer_for` builds the lexer of one ruleset.

The game's words come from ``Ruleset.words``, coloured by the last word of their class name:
``…pieces``/``…spellings`` as built-in names (explorers, soldiers), ``…elements`` as
constants, ``…verbs``/``…actions`` as functions, ``…keywords`` as keywords (added to the
language core's, :data:`CORE_KEYWORDS`), every other class (terrains, places, decks) as
attributes. A word of several parts (``sacred site``) matches with any spaces between them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar

from pygments.lexer import RegexLexer, words
from pygments.token import Comment, Keyword, Name, Number, Operator, Punctuation, Text, _TokenType

from cardsmith.tools import registry
from cardsmith.tools.ruleset import Ruleset

__all__ = ["CORE_KEYWORDS", "CardsmithLexer", "lexer_for"]

#: sentence words of the language core (conditions, choices, structure)
CORE_KEYWORDS: tuple[str, ...] = (
    "if", "otherwise", "either", "or", "may", "instead", "for", "each", "after",
    "all", "and", "any", "not", "of", "per", "max", "up", "to", "repeat", "number",
)  # fmt: skip

#: token type by the last word of a word-class name, in matching order (earlier wins)
CLASS_TOKENS: tuple[tuple[str, _TokenType], ...] = (
    ("pieces", Name.Builtin),
    ("spellings", Name.Builtin),
    ("elements", Name.Constant),
    ("verbs", Name.Function),
    ("actions", Name.Function),
)
_OTHER = Name.Attribute

Rule = tuple[Any, _TokenType]


def _token_of(word_class: str) -> _TokenType | None:
    last = word_class.split()[-1].lower() if word_class.split() else ""
    if last == "keywords":
        return None
    for suffix, token in CLASS_TOKENS:
        if last == suffix:
            return token
    return _OTHER


def _multiword(entries: Iterable[str]) -> str:
    parts = sorted({re.sub(r"[\s]+", r"\\s+", re.escape(e)) for e in entries}, key=len)
    return r"(?:" + "|".join(reversed(parts)) + r")\b"


def word_rules(word_classes: Mapping[str, Sequence[str]]) -> list[Rule]:
    """Lexer rules for a ruleset's words (see the module docstring), keywords last."""
    grouped: dict[_TokenType, list[str]] = {}
    keywords = list(CORE_KEYWORDS)
    for name, entries in word_classes.items():
        token = _token_of(name)
        if token is None:
            keywords += entries
        else:
            grouped.setdefault(token, []).extend(entries)
    order = [token for _, token in CLASS_TOKENS] + [_OTHER]
    multi: list[Rule] = []
    single: list[Rule] = []
    for token in dict.fromkeys(order):
        entries = grouped.get(token, [])
        spaced = [e for e in entries if " " in e.strip()]
        plain = sorted({e for e in entries if " " not in e.strip()})
        if spaced:
            multi.append((_multiword(spaced), token))
        if plain:
            single.append((words(tuple(plain), suffix=r"\b"), token))
    keyword_rule: Rule = (words(tuple(sorted(set(keywords))), suffix=r"\b"), Keyword)
    return [*multi, *single, keyword_rule]


def _root(word_classes: Mapping[str, Sequence[str]]) -> list[Rule]:
    return [
        (r"#[^\n]*", Comment.Single),
        (r"\s+", Text),
        (r"[+-][0-9]+\b", Number.Integer),
        (r"[0-9]+\b", Number.Integer),
        *word_rules(word_classes),
        (r"[:;]", Punctuation),
        (r"[/()]", Operator),
        (r"[A-Za-z][A-Za-z'\-]*", Name),
        (r".", Text),
    ]


def _installed_words() -> Mapping[str, Sequence[str]]:
    """Every installed ruleset's words, class by class (a ruleset that fails to load adds none:
    highlighting never breaks Pygments)."""
    merged: dict[str, list[str]] = {}
    for name in registry.installed_names():
        try:
            words_of = registry.get(name).words
        except registry.RulesetError:
            continue
        for word_class, found in words_of.items():
            known = merged.setdefault(word_class, [])
            known.extend(w for w in found if w not in known)
    return merged


class CardsmithLexer(RegexLexer):  # type: ignore[misc]  # pygments ships no type hints
    """Highlights cardsmith effects: keywords, numbers, game words, ``#`` comments."""

    name = "cardsmith"
    aliases: ClassVar[list[str]] = ["cardsmith", "cardsmith-dsl"]
    filenames: ClassVar[list[str]] = ["*.csm"]
    mimetypes: ClassVar[list[str]] = ["text/x-cardsmith"]
    flags = 2  # re.IGNORECASE

    tokens: ClassVar[dict[str, list[Rule]]] = {"root": _root(_installed_words())}


_LEXERS: dict[str, type[RegexLexer]] = {}


def lexer_for(ruleset: Ruleset) -> type[RegexLexer]:
    """The lexer of ``ruleset``'s effect language (its words only)."""
    if ruleset.name not in _LEXERS:
        attrs = {
            "name": f"cardsmith ({ruleset.name})",
            "aliases": [],
            "filenames": [],
            "mimetypes": [],
            "tokens": {"root": _root(ruleset.words)},
        }
        class_name = "CardsmithLexer_" + re.sub(r"\W", "_", ruleset.name)
        _LEXERS[ruleset.name] = type(class_name, (CardsmithLexer,), attrs)
    return _LEXERS[ruleset.name]
