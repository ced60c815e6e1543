"""One writer per Codex node for both styles (:mod:`cardsmith.dsl.style`): canonical effect
text (``cardsmith fmt``) keeps game words as written; English card text capitalises the
sentence, ends it with a full stop and spells counted nouns by their number ("Draw 1 card.",
"Put 2 +1/+1 runes on this.")."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from cardsmith.dsl.style import Style

from . import ast as A

_Writer = Callable[[Style, Any], str]
PLURAL = {"worker": "workers", "card": "cards", "rune": "runes", "token": "tokens", "unit": "units",
          "hero": "heroes", "character": "characters", "building": "buildings",
          "patroller": "patrollers"}
SINGULAR = {v: k for k, v in PLURAL.items()}


def noun(style: Style, word: str, n: int) -> str:
    """A counted noun: as written in canonical text, by ``n`` in English."""
    if not style.english:
        return word
    singular = SINGULAR.get(word.lower(), word.lower())
    return singular if n == 1 else PLURAL.get(singular, singular)


def target(style: Style, t: A.Target | None) -> str:
    """``target enemy unit`` / ``each friendly hero`` / ``this`` / ``the enemy base``."""
    if t is None:
        return ""
    if t.mode == A.THIS:
        return "this"
    if t.mode == A.BASE:
        return "your base" if t.owner == "friendly" else "the enemy base"
    owner = f"{t.owner} " if t.owner else ""
    what = t.what.text if t.what is not None else ""
    if style.english:
        what = noun(style, what, 1)
    return f"{t.mode} {owner}{what}"


def sentence(style: Style, text: str) -> str:
    """A simple statement in the style: a capitalised sentence, or a bare line."""
    return style.end(style.head(text))


def act(style: Style, s: A.Act) -> str:
    """Every verb of :class:`~.ast.Act`."""
    n = s.amount or 0
    word = s.word.text if s.word is not None else ""
    on = target(style, s.target)
    texts = {
        "deal": lambda: f"deal {n} damage to {on}",
        "heal": lambda: f"heal {n} damage from {on}",
        "gain": lambda: f"gain {n} {word}",
        "draw": lambda: f"draw {n} {noun(style, word, n)}",
        "discard": lambda: (f"{'the opponent discards' if s.detail else 'discard'} "
                            f"{n} {noun(style, word, n)}"),
        "exhaust": lambda: f"exhaust {on}",
        "ready": lambda: f"ready {on}",
        "sacrifice": lambda: f"sacrifice {on}",
        "sacrifice_workers": lambda: f"sacrifice {n} {noun(style, word, n)}",
        "destroy": lambda: f"destroy {on}",
        "return": lambda: f"return {on} to its owner's hand",
        "runes": lambda: f"put {n} {s.detail} {noun(style, word, n)} on {on}",
        "summon": lambda: f"summon {n} {s.detail} {noun(style, word, n)}",
        "tech_in": lambda: f"tech in {n} {noun(style, word, n)}",
        "level_up": lambda: f"level up {on} by {n}",
        "grant": lambda: f"{on} gains {word}{' ' + s.detail if s.detail else ''} "
                         "until end of turn",
    }
    return sentence(style, texts[s.verb]())


def have_at_least(style: Style, c: A.HaveAtLeast) -> str:
    """``you have N or more gold|workers``."""
    return f"you have {c.amount} or more {c.what.text}"


#: node type → the family it belongs to ("verb" or "cond") and its writer
WRITERS: Mapping[type, tuple[str, _Writer]] = {
    A.Act: ("verb", act),
    A.HaveAtLeast: ("cond", have_at_least),
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
