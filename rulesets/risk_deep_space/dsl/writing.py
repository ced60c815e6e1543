"""One writer per Risk Deep Space node for both styles (:mod:`cardsmith.dsl.style`): the canonical
effect text of ``cardsmith fmt`` keeps game words as written (``gems`` stays ``gems``); the
English card text spells them by count ("Gain 1 gem.", "Battle 2 rounds …") and capitalises
the sentence. :data:`WRITERS` lists them; the printer and the renderer dispatch through it
(:func:`handlers`) and keep only what is their own (the ``pay`` block, ``move`` and
``remove``, whose English says more than the canonical words)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from cardsmith.dsl.style import Style

from .. import vocabulary as V
from . import ast as A

_Writer = Callable[[Style, Any], str]


def noun(word: str, n: int) -> str:
    """``gem``/``gems`` by ``n`` (``ore`` has no plural)."""
    singular = V.SINGULAR.get(word, word)
    return singular if n == 1 else V.PLURALS.get(singular, singular)


def word_for(style: Style, word: str, n: int) -> str:
    """A game word: as written in canonical text, by count in English."""
    return noun(word, n) if style.english else word


def sentence(style: Style, text: str) -> str:
    """A simple statement: a capitalised sentence in English, a bare line in canonical text."""
    return style.end(style.head(text))


def gain(style: Style, s: A.Gain) -> str:
    if style.english and s.what.text in ("move", "moves"):
        return f"Gain {s.amount} extra {noun('move', s.amount)} this turn."
    return sentence(style, f"gain {s.amount} {word_for(style, s.what.text, s.amount)}")


def steal(style: Style, s: A.Steal) -> str:
    what = word_for(style, s.what.text, s.amount)
    return sentence(style, f"steal {s.amount} {what} from target player")


def add(style: Style, s: A.Add) -> str:
    where = "target planet" if s.to == A.TARGET_PLANET else "your home station"
    piece = noun("recruit", s.amount) if style.english else s.piece.text
    return sentence(style, f"add {s.amount} {piece} to {where}")


def build(style: Style, s: A.Build) -> str:
    price = ""
    if s.price is not None and s.what is not None:
        price = f" for {s.price} {'ore' if style.english else s.what.text}"
    return sentence(style, f"build a base on target planet{price}")


def battle(style: Style, s: A.Battle) -> str:
    rounds = noun("round", s.rounds) if style.english else s.unit.text
    return sentence(style, f"battle {s.rounds} {rounds} on target planet")



def place(style: Style, s: A.Place) -> str:
    token = "a force field" if s.token == A.FORCE_FIELD else "the space dog"
    return sentence(style, f"place {token} on target planet")


def cards(style: Style, s: A.Cards) -> str:
    """``draw 1 action card`` / ``target player discards 2 action cards`` (English leaves out
    a ``you`` that only says who: the card's player)."""
    noun_ = "action card" if s.amount == 1 else "action cards"
    if s.who == A.TARGET_PLAYER:
        return sentence(style, f"target player {s.verb}s {s.amount} {noun_}")
    subject = "you " if s.who == A.YOU and not style.english else ""
    return sentence(style, f"{subject}{s.verb} {s.amount} {noun_}")


def fixed_verb(text: str) -> _Writer:
    """The writer of a verb that is always the same words, a sentence in each style."""
    return lambda style, _node: sentence(style, text)


def fixed_clause(text: str) -> _Writer:
    """The writer of a condition that is always the same words, in both styles."""
    return lambda _style, _node: text


def over(style: Style, q: A.Over) -> str:
    return "of your bases" if q.what == A.YOUR_BASES else "opponent"



def at_least(style: Style, c: A.AtLeast) -> str:
    if c.on_planet:
        what = "recruits" if style.english else c.what.text
        return f"you have {c.amount} or more {what} on target planet"
    return f"you have {c.amount} or more {word_for(style, c.what.text, 2)}"


def roll_at_least(style: Style, c: A.RollAtLeast) -> str:
    return f"the roll is {c.value} or more"


#: node type → the family it belongs to ("verb", "term" or "cond") and its writer
WRITERS: Mapping[type, tuple[str, _Writer]] = {
    A.Gain: ("verb", gain),
    A.Steal: ("verb", steal),
    A.Add: ("verb", add),
    A.Build: ("verb", build),
    A.Battle: ("verb", battle),
    A.Roll: ("verb", fixed_verb("roll a die")),
    A.Place: ("verb", place),
    A.Cards: ("verb", cards),
    A.Over: ("term", over),
    A.HasBase: ("cond", fixed_clause("you have a base on target planet")),
    A.AtLeast: ("cond", at_least),
    A.RollAtLeast: ("cond", roll_at_least),
    A.MoreBases: ("cond", fixed_clause("target player has more bases than you")),
}


def _in_style(writer: _Writer, style: Style) -> Callable[[object, Any], str]:
    return lambda _walker, node: writer(style, node)


def handlers(style: Style, verb_family: str) -> dict[tuple[str, type], Callable[..., str]]:
    """The :mod:`dsl.dispatch` handler table of a walker writing ``style``, whose verbs are
    its ``verb_family`` (the printer's ``simple``, the renderer's ``stmt``)."""
    return {
        (verb_family if family == "verb" else family, node): _in_style(writer, style)
        for node, (family, writer) in WRITERS.items()
    }
