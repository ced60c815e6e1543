"""What a ruleset's ``cardsmith new`` templates get and give (``Ruleset.scaffolds``).

``Ruleset.scaffolds`` maps what ``cardsmith new WHAT`` creates (``"power"``, ``"hero"``…) to a
:class:`Template`: a function of a :class:`ScaffoldRequest` returning a :class:`Scaffold` —
the file's place in the pack, its YAML body and kind. The core does the rest
(:mod:`cardsmith.tools.authoring.scaffold`): the schema header comment, formatting, refusing to
overwrite, creating folders, and adding the new record to a list in another file. A
``"pack"`` template, if given, shapes a new pack of the ruleset (its manifest and folders);
without one a pack gets a plain manifest and one folder per content kind.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


class ScaffoldError(Exception):
    """The scaffold cannot be written (bad name, file exists, not a pack, unknown variant)."""


#: the longest display name ``cardsmith new`` accepts (its slug is the file name)
MAX_NAME_CHARS = 100
#: the longest ``--kind`` / ``--spirit`` value
MAX_WORD_CHARS = 64
_WORD = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 _'-]*$")


def check_name(name: str, what: str = "name") -> str:
    """``name`` if ``cardsmith new`` can use it, else :class:`ScaffoldError` saying why: empty,
    longer than :data:`MAX_NAME_CHARS`, or holding a character that cannot be printed (a
    control character, an escape sequence, a bidi override, a lone surrogate)."""
    if not name.strip():
        raise ScaffoldError(f"the {what} is empty")
    if len(name) > MAX_NAME_CHARS:
        raise ScaffoldError(
            f"the {what} has {len(name)} characters; at most {MAX_NAME_CHARS} are allowed"
        )
    for ch in name:
        if ch != " " and not ch.isprintable():
            raise ScaffoldError(
                f"the {what} holds a character that cannot be printed (U+{ord(ch):04X})"
            )
    return name


def check_word(value: str, what: str) -> str:
    """``value`` if it can be a ``--kind`` or ``--owner`` value (letters, digits, ``-``, ``_``,
    at most :data:`MAX_WORD_CHARS`), else :class:`ScaffoldError`."""
    if len(value) > MAX_WORD_CHARS or not _WORD.match(value):
        shown = value[:MAX_WORD_CHARS] + ("…" if len(value) > MAX_WORD_CHARS else "")
        raise ScaffoldError(
            f"{what} {shown!r} is not a word (letters, digits and '-', "
            f"at most {MAX_WORD_CHARS} characters)"
        )
    return value


def slugify(name: str) -> str:
    """``"Call of the Dahan Ways!"`` → ``call-of-the-dahan-ways`` (the schema's slug pattern)."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower().replace("'", "")).strip("-")
    if not slug:
        raise ScaffoldError(f"cannot make a file name from {name!r}: use letters or digits")
    return slug


def yaml_quote(text: str) -> str:
    """``text`` as a double-quoted YAML scalar."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


@dataclass(frozen=True)
class ScaffoldRequest:
    """One ``cardsmith new`` call, as a template sees it."""

    #: the pack folder (for ``new pack``: the new pack's folder, not created yet)
    pack: Path
    #: the display name, as typed
    name: str
    #: the display name as written in the file (title-cased unless it has capitals)
    title: str
    #: the file name stem (``slugify(name)``)
    slug: str
    #: ``--kind``: a variant of what is created (``None``: the template's default)
    variant: str | None = None
    #: ``--spirit``: the id of the record the new one belongs to (``None``: the template's pick)
    owner: str | None = None
    #: the pack ruleset's effect language (:class:`cardsmith.dsl.language.Language`)
    language: Any = None

    def english(self, effect: str) -> str:
        """The rendered English of effect text, quoted for YAML (a scaffold's ``text``)."""
        return yaml_quote(self.language.render(self.language.parse_or_raise(effect)))


@dataclass(frozen=True)
class ListEntry:
    """Add ``value`` to the list at top-level ``key`` of ``file`` (relative to the pack), when
    that file exists and holds such a list (comments kept); otherwise nothing happens."""

    file: str
    key: str
    value: str


@dataclass(frozen=True)
class Scaffold:
    """A template's answer: the file to write and what else to do."""

    #: where the file goes, relative to the pack folder (``powers/minor/my-card.yaml``)
    path: str
    #: the YAML body (the core adds the schema header comment and formats it)
    body: str
    #: its content kind (for the schema header)
    kind: str
    #: folders to create in the pack (``new pack``)
    folders: tuple[str, ...] = ()
    #: lists in other files the new record joins
    list_in: tuple[ListEntry, ...] = field(default_factory=tuple)


#: ``Ruleset.scaffolds`` values
Template = Callable[[ScaffoldRequest], Scaffold]
