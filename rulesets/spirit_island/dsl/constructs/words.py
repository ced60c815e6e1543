"""Spellings both writers share (canonical text and English): actors, owners, signed amounts,
plurals, a piece's own count (``per strife they have``). No node imports: any module may use
them."""

from __future__ import annotations

from cardsmith.dsl import ast as C
from cardsmith.dsl.style import Style

#: an actor in the canonical text / on the card
WHO_TEXT = {"you": "you", "target": "target spirit", "each": "each spirit"}
WHO_ENGLISH = {"you": "You", "target": "Target Spirit", "each": "Each Spirit"}
#: whose (canonical text)
OWNER_TEXT = {"you": "your", "target": "their"}


def verb(who: str, base: str) -> str:
    """``gain`` for *you*, ``gains`` for a spirit named in the third person."""
    return base if who == "you" else base + "s"


def signed(n: int) -> str:
    return f"{n:+d}"


def plural(n: int | None, word: str) -> str:
    return word if n == 1 else word + "s"


def cap_first(text: str) -> str:
    """The sentence with its first letter upper-case (``your Presence`` → ``Your Presence``)."""
    return text[:1].upper() + text[1:]


def own(style: Style, w: C.Word | None, has: str) -> str:
    """What a piece counts on itself: `` per strife they have`` / `` per damage it has taken``
    (English: `` per Strife``, `` per Damage they have taken``)."""
    if w is None:
        return ""
    if not style.english:
        taken = " taken" if w.text == "damage" else ""
        return f" per {w.text} {has}{taken}"
    if w.text == "damage":
        return f" per Damage {has} taken"
    return f" per {w.text.capitalize()}" + (f" {has}" if has == "it has" else "")
