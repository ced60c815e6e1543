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


#: characters no content text may hold (lint's S015): every C0 control but tab and line feed,
#: DEL, the C1 controls, lone surrogates and the non-characters U+FFFE/U+FFFF. None of them
#: can be shown on a page, and XML (an SVG face) does not allow them at all.
CONTROL_CHARACTERS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")

#: the usual names of the control characters a message names
_NAMES = {0x00: "NUL", 0x07: "BEL", 0x08: "backspace", 0x0B: "vertical tab", 0x0C: "form feed",
          0x0D: "carriage return", 0x1B: "ESC", 0x7F: "DEL", 0x9B: "CSI"}


def character_name(char: str) -> str:
    """``U+001B (ESC)``: a character's code point, with its usual name when it has one."""
    code = ord(char)
    name = _NAMES.get(code)
    return f"U+{code:04X} ({name})" if name else f"U+{code:04X}"


def _spell(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str) -> str:
    """``text`` with control and bidi-control characters spelled out (``\\x1b``)."""
    return _UNSAFE.sub(_spell, text)
