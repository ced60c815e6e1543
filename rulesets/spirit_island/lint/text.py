"""Spirit Island's T rules (``cardsmith lint --text-check``): the rendered English against the
printed text."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from rulesets.spirit_island.lint.words import (
    text_effect_pairs,
    text_elements,
    text_numbers,
    text_pieces,
    text_verbs,
    without_reminders,
)
from tools.content.loader import LoadedPack
from tools.diagnostics import Diagnostic, Severity
from tools.lint import Rule

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


class T001(Rule):
    """The English rendered from the effect differs from the printed text.

    Only with ``cardsmith lint --text-check``. Numbers, game verbs, piece words and elements of
    both texts are compared as multisets; the message says what each side has that the other
    lacks.

    Fail:

        kind: minor
        id: example-card
        name: Example Card
        cost: 1
        speed: fast
        elements: [fire]
        range: {from: presence, distance: 1}
        target: {land: any}
        text: "2 Fear. Push 1 Explorer."
        effect: |
          fear 2
          push 1 town

    Pass:

        kind: minor
        id: example-card
        name: Example Card
        cost: 1
        speed: fast
        elements: [fire]
        range: {from: presence, distance: 1}
        target: {land: any}
        text: "2 Fear. Push 1 Explorer."
        effect: |
          fear 2
          push 1 explorer
    """

    code = "T001"
    name = "rendering-differs"
    severity: ClassVar[Severity] = "warning"
    opt_in = "text_check"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for record in loaded.catalog:
            for text_path, text, key in text_effect_pairs(record):
                rendered = record.english.get(key)
                if rendered is None:
                    continue
                printed = without_reminders(text)
                if key == "effect" and _inline_threshold(record.data):
                    # the threshold acts inside the effect: its printed text is part of it
                    printed += " " + without_reminders(str(record.data["threshold"]["text"]))
                lacks, adds = compare(printed, _THRESHOLD_HEADER.sub(" ", rendered))
                if not lacks and not adds:
                    continue
                parts = []
                if lacks:
                    parts.append("rendering lacks " + ", ".join(lacks))
                if adds:
                    parts.append("rendering adds " + ", ".join(adds))
                yield self.diag_at(
                    record,
                    text_path,
                    f"`{key}` renders differently: " + "; ".join(parts),
                    hint=f"rendered: {rendered}",
                )
