"""Spirit Island words in printed card text and in compiled operations (rule C204 and the
printed-text check, :mod:`.text`); the numbers and the text-effect pairs are the core's
(:mod:`cardsmith.tools.content.printed_text`)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from cardsmith.rulesets.spirit_island.dsl import LANGUAGE
from cardsmith.rulesets.spirit_island.vocabulary import ELEMENTS
from cardsmith.tools.content.catalog import Record

#: game verb → the inflections that count as a mention of it in printed text
VERB_FORMS: dict[str, str] = {
    "push": r"push(?:es|ed|ing)?",
    "gather": r"gather(?:s|ed|ing)?",
    "destroy": r"destroy(?:s|ed|ing)?",
    "damage": r"damage[sd]?",
    "defend": r"defend(?:s|ed|ing)?",
    "fear": r"fear",
    "remove": r"remov(?:e|es|ed|ing)",
    "add": r"add(?:s|ed|ing)?(?!\s+defend)",
    "downgrade": r"downgrad(?:e|es|ed|ing)",
    "replace": r"replac(?:e|es|ed|ing)",
    "move": r"mov(?:e|es|ed|ing)",
    "skip": r"skip(?:s|ped|ping)?",
    "repeat": r"repeat(?:s|ed|ing)?",
}
#: all verbs in one pattern (one scan of the text), a named group per verb
_ANY_VERB_RE = re.compile(
    "|".join(rf"\b(?P<{verb}>{forms})\b" for verb, forms in VERB_FORMS.items()), re.I
)
_PAREN_RE = re.compile(r"\((?!max)[^()]*\)")  # reminders; "(max. 4 Fear)" is rules text
_ANY_RE = re.compile(r"\bat least 1\b", re.I)
#: op words that also count as a mention of a verb (adding presence in growth is an event)
VERB_SYNONYMS: dict[str, tuple[str, ...]] = {
    "add": ("growth_presence", "blight_from_box", "blight_instead"),  # "when Blight is added"
    "destroy": ("blight_instead",),  # "… you may Destroy 1 Presence instead"
    "move": ("along",),
    "damage": ("dahan_first",),  # "… deal Damage before Invaders"
    "fear": ("disease_waived",),  # "… let the Build happen. If you do, 1 Fear"
}
PIECE_FORMS: dict[str, str] = {
    "explorer": r"explorers?",
    "town": r"towns?",
    "city": r"city|cities",
    "dahan": r"dahan",
    "blight": r"blight",
    "presence": r"presence",
    "invader": r"invaders?",
}
_PIECE_RE = {p: re.compile(rf"\b(?:{forms})\b", re.I) for p, forms in PIECE_FORMS.items()}
_ELEMENT_RE = {e: re.compile(rf"\b{e}\b", re.I) for e in ELEMENTS}


def without_reminders(text: str) -> str:
    """Printed text without its parenthesised reminders and with "at least 1" (= any) dropped."""
    return _ANY_RE.sub("any", _PAREN_RE.sub(" ", text))


def text_verbs(text: str) -> Counter[str]:
    """Game verbs mentioned in printed text, with multiplicity."""
    return Counter(m.lastgroup for m in _ANY_VERB_RE.finditer(text) if m.lastgroup)


def text_pieces(text: str) -> Counter[str]:
    """Piece words in printed text."""
    return Counter({p: n for p, rx in _PIECE_RE.items() if (n := len(rx.findall(text)))})


def text_elements(text: str) -> Counter[str]:
    """Element words in printed text."""
    return Counter({e: n for e, rx in _ELEMENT_RE.items() if (n := len(rx.findall(text)))})


def op_words_numbers(ops: list[Any]) -> tuple[set[str], set[int]]:
    """Every key and string value (lower-cased) and every integer (absolute) in compiled
    operations, in one walk without recursion."""
    words: set[str] = set()
    numbers: set[int] = set()
    stack: list[Any] = [ops]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            words.update(k.lower() for k in value if isinstance(k, str))
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, str):
            words.add(value.lower())
        elif isinstance(value, int) and not isinstance(value, bool):
            numbers.add(abs(value))
    return words, numbers


def op_words(ops: list[Any]) -> set[str]:
    """Every key and string value in compiled operations (op names, modifiers, past verbs)."""
    return op_words_numbers(ops)[0]


def op_numbers(ops: list[Any]) -> set[int]:
    """Every integer in compiled operations (amounts, counts, thresholds, caps)."""
    return op_words_numbers(ops)[1]


def ops_have_verb(verb: str, words: set[str]) -> bool:
    """True when some op name or value mentions the verb (``destroyed`` counts as destroy)."""
    stems = (verb, *VERB_SYNONYMS.get(verb, ()))
    return any(stem in w for w in words for stem in stems)


def clean_ops(record: Record, key: str) -> list[Any] | None:
    """Ops of one effect field compiled on its own, or ``None`` if it has compile errors
    (memoised on the record, so a cached record needs no syntax tree)."""
    if key not in record.field_ops:
        record.field_ops[key] = _compiled(record, key)
    return record.field_ops[key]


def _compiled(record: Record, key: str) -> list[Any] | None:
    """The field's ops, from its syntax tree or — a record from the record cache keeps none
    (``cardsmith publish`` caches records no lint rule has read) — from its text again."""
    effect = record.ast.get(key)
    if effect is not None:
        ops, errors = LANGUAGE.compile_effect(effect)
        return None if errors else ops
    text = record.at(record.effect_paths[key]) if key in record.effect_paths else None
    if not isinstance(text, str):
        return None
    found, errors = LANGUAGE.compile_text(text)
    return None if errors or found is None else found
