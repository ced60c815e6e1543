"""Docs pages (or parts of them) generated from the code: one place that splices a generated
block between two marker comments, tells whether a page is current and writes it atomically.

Used by ``python -m cardsmith.tools.authoring.cli_reference`` (``docs/cli.md``),
``python -m cardsmith.tools.lint.docs`` (``docs/lint-rules.md``, a whole page) and a ruleset's
coverage page (``rulesets/spirit_island/docs/sets.md``).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path


class MarkerError(ValueError):
    """A page whose marker comments are unpaired or out of order."""


def splice(text: str, block: str, begin: str, end: str) -> str:
    """``text`` with the part from ``begin`` through ``end`` replaced by ``block``.

    ``block`` is the whole generated part, markers included (it must start with ``begin`` and
    end with ``end``). With neither marker in ``text`` the block is appended after a blank line;
    one marker alone, or ``end`` before ``begin``, raises :class:`MarkerError`.
    """
    if not (block.startswith(begin) and block.endswith(end)):
        raise MarkerError("the generated block must start and end with its markers")
    first, last = text.find(begin), text.find(end)
    if first < 0 and last < 0:
        return text.rstrip("\n") + "\n\n" + block + "\n"
    if first < 0 or last < 0:
        missing = begin if first < 0 else end
        raise MarkerError(f"marker {missing!r} is missing (the other one is there)")
    if last < first:
        raise MarkerError(f"marker {end!r} comes before {begin!r}")
    return text[:first] + block + text[last + len(end):]


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder, then rename."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as out:
            out.write(text)
        Path(tmp).replace(path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def refresh(path: Path, make: Callable[[str], str], *, check: bool = False) -> bool:
    """Bring the page at ``path`` up to date; whether it was (with ``check``: would be) changed.

    ``make`` maps the page's current text ('' when the file is missing) to its new text. With
    ``check`` nothing is written. An unchanged page is never rewritten.
    """
    current = path.read_text(encoding="utf-8") if path.is_file() else ""
    new = make(current)
    if new == current:
        return False
    if not check:
        write_atomically(path, new)
    return True


def refresh_block(
    path: Path, block: str, begin: str, end: str, *, check: bool = False
) -> bool:
    """:func:`refresh` for a page whose generated part sits between ``begin`` and ``end``."""
    return refresh(path, lambda text: splice(text, block, begin, end), check=check)
