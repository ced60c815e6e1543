"""Where the English rendered from a record's effects differs from its printed text: the
``--text-check`` comparison (T001's, with Spirit Island's :data:`TEXT_CHECK`) of one record,
for the "differs from the printed text" notes."""

from __future__ import annotations

from typing import Any

from cardsmith.rulesets.spirit_island.lint.text import TEXT_CHECK
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.printed_text import differences as text_differences


def differences(record: Record) -> list[str]:
    """T001's messages for this record (what the rendering lacks or adds), empty when the
    rendering says what the card prints."""
    try:
        return [d.message for d in text_differences(record, TEXT_CHECK)]
    except (AttributeError, KeyError, TypeError, ValueError):  # odd data: no note, no crash
        return []


def note(record: Record, md: Any) -> str:
    """The visible note (empty when the texts agree); ``md`` escapes each message."""
    found = differences(record)
    if not found:
        return ""
    items = "".join(f"<li>{md(m)}</li>" for m in found)
    return (
        '<div class="cs-differs" role="note" data-search-exclude markdown="0"><p><strong>The '
        "rendering differs from "
        "the printed text</strong> (<code>cardsmith lint --text-check</code>):</p>"
        f"<ul>{items}</ul></div>\n"
    )
