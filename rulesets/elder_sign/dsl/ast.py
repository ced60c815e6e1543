"""The syntax-tree nodes of Elder Sign's verbs, conditions and queries.

Words that vary in spelling (``clue``/``clues``, ``die``/``dice``) stay
:class:`~cardsmith.dsl.ast.Word` nodes as written; the compiler checks them. Fixed phrases
(``doom token``, ``advance the clock``) are fields with a few fixed values.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardsmith.dsl import ast as C

#: the fixed one-phrase verbs (``Fixed.what``)
DRAW_MONSTER = "draw a monster"
ADVANCE_CLOCK = "advance the clock"
OPEN_WORLD = "open an other world"


@dataclass(frozen=True)
class Amount(C.Node):
    """``gain 2 clues`` / ``lose 1 sanity`` / ``lock 1 die``: ``verb``, a number, a word."""

    verb: str
    amount: int
    what: C.Word
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Doom(C.Node):
    """``add 1 doom token`` (``verb`` ``add``) / ``remove 2 doom tokens`` (``remove``)."""

    verb: str
    amount: int
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Fixed(C.Node):
    """A verb that is always the same words (``draw a monster``, ``advance the clock``)."""

    what: str
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class AddDie(C.Node):
    """``add a yellow die``."""

    colour: C.Word
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Cards(C.Node):
    """``draw 1 common item`` / ``discard 1 spell``: ``verb``, a number, the deck's words."""

    verb: str
    amount: int
    words: tuple[C.Word, ...]
    span: C.Span = field(default=C.NOWHERE, compare=False)

    @property
    def deck_text(self) -> str:
        """The deck as written (``common item``)."""
        return " ".join(w.text for w in self.words)


@dataclass(frozen=True)
class Have(C.Node):
    """``you have N or more clues`` (``what``: the word as written)."""

    amount: int
    what: C.Word
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class DoomAtLeast(C.Node):
    """``the doom track has N or more tokens``."""

    amount: int
    unit: C.Word
    span: C.Span = field(default=C.NOWHERE, compare=False)


@dataclass(frozen=True)
class Investigators(C.Node):
    """``for each investigator``."""

    span: C.Span = field(default=C.NOWHERE, compare=False)
