"""The lasting-effect node (:class:`Modifier`), the shape of a registry entry (:class:`Entry`)
and the small helpers the modifier writers share (:mod:`.modifiers`, :mod:`.spirit_modifiers`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from lark import Token

from cardsmith.dsl import ast as C
from cardsmith.dsl.ir import Op

from .contract import Writing
from .lands import LandSet
from .pieces import Owner, Pieces, Who
from .words import OWNER_TEXT, cap_first, signed


@dataclass(frozen=True)
class Modifier(C.Node):
    """A lasting effect for the round, from the closed registry in :mod:`the vocabulary`."""

    name: str
    who: Who | None = None
    pieces: Pieces | None = None
    other: Pieces | None = None
    amount: int | None = None
    count: C.Count | None = None
    words: tuple[C.Word, ...] = ()
    span: C.Span = field(default=C.NOWHERE, compare=False)
    #: ``health``: "per strife they have" — the amount counts on each piece (its strife)
    per_own: C.Word | None = None
    #: ``health``: "(min 1)" — the change lowers health no further than this
    minimum: int | None = None
    #: ``range_bonus``: "each spirit gets +1 range per their presence in the endless-dark" —
    #: the amount counts once per thing, for each spirit (``their``: that spirit's)
    per: C.Per | None = None
    #: ``range_bonus``: "… from lands with 3 or more your presence" — only from such origins
    lands: LandSet | None = None
    #: ``range_bonus``: "… with power cards" — not for innate powers
    cards_only: bool = False
    #: ``blight_spares``: "… if dahan present" / "… unless blight outnumber your presence"
    cond: C.Node | None = None
    #: ``make_fast``: "make 1 non-major slow power fast" — no Major Power
    non_major: bool = False


#: a modifier's part of the IR: ``(compiler, node, op so far)``, adding to ``op``
Fill = Callable[[Any, Modifier, Op], None]
#: a modifier's text: ``(writer, node)``
Text = Callable[[Any, Modifier], str]


@dataclass(frozen=True)
class Entry:
    """One modifier of the registry.

    ``write`` writes it in either style; ``early`` adds IR keys before the shared ones
    (``pieces``, ``amount`` …), ``late`` after them; ``needs``: the fields a well-formed node
    has (the English rendering of one without them is ``"<name>."``); ``engine``: the engine
    modules reading it (``rulesets/spirit_island/engine/``, left as they are)."""

    write: Text
    late: Fill | None = None
    early: Fill | None = None
    needs: tuple[str, ...] = ()
    engine: tuple[str, ...] = ()


def _signed_tok(tok: Token) -> int:
    return int(str(tok))


def _owner(tok: Token | None) -> Owner | None:
    if tok is None:
        return None
    return "target" if str(tok).lower().startswith("their") else "you"


def _bare(w: Writing, ps: Pieces) -> str:
    """Pieces where no count stands before them (``that type`` without ``of``)."""
    return "that type" if ps.that_type and not w.style.english else w.words(ps)


def _sentence(w: Writing, text: str) -> str:
    """English: a sentence starting with a capital (``Your Presence …``)."""
    return cap_first(text) + "." if w.style.english else text


def _ps(m: Modifier) -> Pieces:
    assert m.pieces is not None
    return m.pieces


def _other(m: Modifier) -> Pieces:
    assert m.other is not None
    return m.other


def _lands(m: Modifier) -> LandSet:
    assert m.lands is not None
    return m.lands


def _amount(w: Writing, m: Modifier) -> str:
    """The signed amount (``+1``; the canonical text writes a missing one as ``+0``)."""
    if w.style.english:
        return signed(m.amount) if m.amount is not None else ""
    return signed(m.amount if m.amount is not None else 0)


def _count(w: Writing, m: Modifier) -> tuple[str, bool]:
    return w.amount(m.count or C.Count("exact", 1))


def _has(m: Modifier, text: str) -> bool:
    return any(x.text == text for x in m.words)


def _their(w: Writing, m: Modifier) -> str:
    if w.style.english:
        return "Their" if m.who == "target" else "Your"
    return OWNER_TEXT[m.who or "you"]
