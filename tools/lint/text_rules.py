"""T rules (``cardsmith lint --text-check``): the English rendered from each effect against the
text printed beside it, by the pack's ruleset's :class:`~tools.content.printed_text.TextCheck`
(``Ruleset.text_check``; by default its numbers and words)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from cardsmith.tools.content.loader import LoadedPack
from cardsmith.tools.content.printed_text import TextCheck, differences, words_check
from cardsmith.tools.diagnostics import Diagnostic, Severity
from cardsmith.tools.lint import Rule, register


def _check_of(loaded: LoadedPack) -> TextCheck | None:
    ruleset = loaded.ruleset
    if ruleset is None:
        return None
    return ruleset.text_check or words_check(ruleset.words)


@register
class T001(Rule):
    """The English rendered from the effect differs from the printed text.

    Only with ``cardsmith lint --text-check``. By default the numbers and the game's words
    (its ruleset's word lists: pieces, verbs, …) of both texts are compared as multisets; a
    ruleset may compare more closely (Spirit Island compares its verbs, pieces and elements
    and leaves out reminders in parentheses). The message says what each side has that the
    other lacks.

    Fail:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 1 red

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "T001"
    name = "rendering-differs"
    severity: ClassVar[Severity] = "warning"
    opt_in = "text_check"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        check = _check_of(loaded)
        if check is None:
            return
        for record in loaded.catalog:
            for found in differences(record, check):
                yield self.diag_at(
                    record, found.text_path, found.message, hint=f"rendered: {found.rendered}"
                )
