"""Spirit Island's printed-text check (``cardsmith lint --text-check``, the core's T001): its
numbers, game verbs, piece words and elements compared as multisets, reminders in parentheses
left out, an inline threshold's text read with the effect it acts in."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from typing import Any

from cardsmith.rulesets.spirit_island.lint.words import (
    text_elements,
    text_pieces,
    text_verbs,
    without_reminders,
)
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.printed_text import TextCheck, text_numbers

_WORD_SETS: list[tuple[str, Callable[[str], Counter[Any]]]] = [
    ("numbers", text_numbers),
    ("verbs", text_verbs),
    ("pieces", text_pieces),
    ("elements", text_elements),
]


def compare(printed: str, rendered: str) -> tuple[list[str], list[str]]:
    """Words the rendering lacks and words it adds, compared as multisets per word class."""
    lacks: list[str] = []
    adds: list[str] = []
    for _, words in _WORD_SETS:
        a, b = words(printed), words(rendered)
        lacks += [str(w) for w in sorted((a - b).elements(), key=str)]
        adds += [str(w) for w in sorted((b - a).elements(), key=str)]
    return lacks, adds


#: "If you have 2 Sun, 2 Air:" — a threshold's header, printed as icons on the card
_THRESHOLD_HEADER = re.compile(r"If you have (?:\d+ [A-Z][a-z]+(?:, )?)+:")


def _inline_threshold(data: Any) -> bool:
    threshold = data.get("threshold") if isinstance(data, dict) else None
    return isinstance(threshold, dict) and "effect" not in threshold and "text" in threshold


#: a Blight Card's timing, said by its ``when:`` ("At the start of each Invader Phase", "Ongoing,
#: starting next turn:", "Immediately,")
_BLIGHT_TIMING = re.compile(
    r"^(?:Immediately|Ongoing, starting next turn|(?:At the start of )?[Ee]ach Invader Phase"
    r"|Now and [Ee]ach Invader Phase \(until this card is replaced\)|Every Spirit Phase)[,:]?\s*"
)


def _printed(record: Record, key: str, text: str) -> str:
    if record.kind == "blight":
        text = _BLIGHT_TIMING.sub("", text)
    printed = without_reminders(text)
    if key == "effect" and _inline_threshold(record.data):
        # the threshold acts inside the effect: its printed text is part of it
        printed += " " + without_reminders(str(record.data["threshold"]["text"]))
    return printed


def _rendered(text: str) -> str:
    return _THRESHOLD_HEADER.sub(" ", text)


#: ``Ruleset.text_check`` of Spirit Island
TEXT_CHECK = TextCheck(compare=compare, printed=_printed, rendered=_rendered)
