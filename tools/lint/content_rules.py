"""C2xx rules every ruleset shares: content that compiles but leaves printed text unsaid."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from cardsmith.tools.content.loader import LoadedPack
from cardsmith.tools.diagnostics import Diagnostic, Severity
from cardsmith.tools.lint import Rule, register


@register
class C205(Rule):
    """Part of the printed text is not expressed in the effect language (``unexpressed:``).

    A card whose effect needs free text lists that text under ``unexpressed:``; each entry is
    a warning, so the pack's list of what the language cannot say yet stays visible. The aim
    is none.

    Fail:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: "Take 2 red. Your opponent discards a card."
        effect: take 2 red
        unexpressed: ["Your opponent discards a card."]

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "C205"
    name = "unexpressed-text"
    severity: ClassVar[Severity] = "warning"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for record in loaded.catalog:
            entries = record.get("unexpressed")
            for i, text in enumerate(entries if isinstance(entries, list) else []):
                yield self.diag_at(
                    record,
                    ("unexpressed", i),
                    f"not expressed in the effect language: {text!r}",
                    hint="extend the language (see the ruleset's language reference) rather "
                         "than leave free text",
                )
