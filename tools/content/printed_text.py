"""The printed-text check (``cardsmith lint --text-check``, rule T001) as a ruleset hook: how
the English rendered from an effect is compared with the ``text`` printed beside it.

Every ruleset gets :func:`words_check` by default: the numbers and the ruleset's own words
(:attr:`tools.ruleset.Ruleset.words` but its ``keywords``, each with a plural ``s``) of both
texts are compared as multisets. A ruleset whose cards print more (reminders in parentheses,
icons) gives its own :class:`TextCheck` as ``Ruleset.text_check``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.yamlpos import PathKey

#: what each text has that the other lacks: ``(lacks, adds)``, words as they are reported
Compare = Callable[[str, str], tuple[list[str], list[str]]]

_NUMBER_RE = re.compile(r"(?<![\w.])[+-]?(\d+)\b")


def text_numbers(text: str) -> Counter[int]:
    """Numbers written in a text (``+1`` and ``-1`` count as 1)."""
    return Counter(int(m.group(1)) for m in _NUMBER_RE.finditer(text))


def text_effect_pairs(record: Record) -> Iterator[tuple[PathKey, str, str]]:
    """``(text path, printed text, effect key)`` for every effect field next to a ``text``."""
    for key, path in record.effect_paths.items():
        text_path = (*path[:-1], "text")
        node = record.at(text_path)
        # a record from the record cache has no syntax trees (``Record.__getstate__``): its
        # English says the effect parsed
        parsed = key in record.ast or key in record.english or key in record.field_ops
        if isinstance(node, str) and parsed:
            yield text_path, node, key


def _same(record: Record, key: str, text: str) -> str:
    return text


def _as_is(text: str) -> str:
    return text


@dataclass(frozen=True)
class TextCheck:
    """How a ruleset's printed text is checked against its rendering.

    ``compare(printed, rendered)`` lists the words the rendering lacks and adds;
    ``printed(record, key, text)`` and ``rendered(text)`` prepare each side first (drop
    reminders, add a text printed elsewhere on the card)."""

    compare: Compare
    printed: Callable[[Record, str, str], str] = _same
    rendered: Callable[[str], str] = _as_is


def _counted(words: Sequence[str]) -> Callable[[str], Counter[str]]:
    patterns = {w: re.compile(rf"\b{re.escape(w)}s?\b", re.I) for w in words}
    return lambda text: Counter(
        {w: n for w, rx in patterns.items() if (n := len(rx.findall(text)))}
    )


def words_check(words: Mapping[str, Sequence[str]]) -> TextCheck:
    """The default check: the numbers, then the game's words (every class of ``words`` but
    its grammar ``keywords``, which are mostly the little words of English), as multisets."""
    found = {w.lower() for cls, ws in words.items() if cls != "keywords" for w in ws}
    #: a plural listed beside its singular is the same word (``recruit`` matches ``recruits``)
    game_words = sorted(w for w in found if not (w.endswith("s") and w[:-1] in found))
    classes: list[Callable[[str], Counter[Any]]] = [text_numbers, _counted(game_words)]

    def compare(printed: str, rendered: str) -> tuple[list[str], list[str]]:
        lacks: list[str] = []
        adds: list[str] = []
        for counted in classes:
            a, b = counted(printed), counted(rendered)
            lacks += [str(w) for w in sorted((a - b).elements(), key=str)]
            adds += [str(w) for w in sorted((b - a).elements(), key=str)]
        return lacks, adds

    return TextCheck(compare=compare)

@dataclass(frozen=True)
class Difference:
    """Where one effect's rendering differs from the text printed beside it."""

    text_path: PathKey
    key: str
    message: str
    rendered: str


def differences(record: Record, check: TextCheck) -> Iterator[Difference]:
    """Every effect of ``record`` whose rendering says other words than its printed text."""
    for text_path, text, key in text_effect_pairs(record):
        rendered = record.english.get(key)
        if rendered is None:
            continue
        lacks, adds = check.compare(check.printed(record, key, text), check.rendered(rendered))
        if not lacks and not adds:
            continue
        parts = []
        if lacks:
            parts.append("rendering lacks " + ", ".join(lacks))
        if adds:
            parts.append("rendering adds " + ", ".join(adds))
        message = f"`{key}` renders differently: " + "; ".join(parts)
        yield Difference(text_path, key, message, rendered)
