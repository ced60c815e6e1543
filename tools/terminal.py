"""Text that is safe to print on a terminal: control characters shown, never obeyed.

Content files can hold escape sequences (ANSI colours, window titles, OSC 52 clipboard writes,
hidden text) and bidirectional overrides. Every text output of cardsmith passes content through
:func:`printable`, which spells such characters the way Python does (``\\x1b``, ``\\u202e``), so
what a terminal shows is what the file holds, whether or not the output is piped.
"""

from __future__ import annotations

import re

#: tabs stay (source lines keep their layout); every other C0/C1 control, DEL, and the
#: bidirectional embedding, override and isolate characters are spelled out
_UNSAFE = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _spell(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str) -> str:
    """``text`` with control and bidi-control characters spelled out (``\\x1b``)."""
    return _UNSAFE.sub(_spell, text)
