"""``lint --text-check`` for Codex: the printed text's leading keyword line ("Sparkshot,
Frenzy 1.") and "Ongoing." / "Ultimate." are card data, not the effect: they are dropped
before the printed text is compared with the English rendered from the effect."""

from __future__ import annotations

import re
from dataclasses import replace

from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.printed_text import TextCheck, words_check

from . import vocabulary as V

_KEYWORD = "|".join(V.KEYWORDS)
_LEAD = re.compile(rf"^\s*(((Ongoing|Ultimate)\.\s*)|((({_KEYWORD})( [0-9]+)?)(, )?)+\.\s*)+",
                   re.I)


def printed(record: Record, key: str, text: str) -> str:
    """The printed text without its keyword line and spell-kind word."""
    return _LEAD.sub("", text)


TEXT_CHECK: TextCheck = replace(words_check(V.WORDS), printed=printed)
