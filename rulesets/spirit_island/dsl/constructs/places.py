"""Places: where a move, a push or a repeat goes — ``target [land]``, ``source``/``origin
land``, ``one adjacent land``, ``the endless-dark`` (off the board) — the rules ``place_*`` and
``repeat_in`` of ``rulesets/spirit_island/grammar.lark``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from cardsmith.dsl.ast import NOWHERE, Node, Span, Word
from cardsmith.dsl.builder import word
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Compiling, Construct, Writing
from .lands import LandSet, Quant, write_landset

# --- node ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Place(Node):
    """Where a move or push goes: the target land, the source land, a chosen land, or an
    off-board place (``to the deep-slumber``: kind ``named``, ``name`` its id)."""

    kind: Literal["target", "source", "choice", "named"]
    quant: Quant | None = None
    lands: LandSet | None = None
    span: Span = field(default=NOWHERE, compare=False)
    name: Word | None = None


# --- build, compile, write -------------------------------------------------------------------


def build_choice(span: Span, ch: list[Any]) -> Place:
    return Place("choice", ch[0], ch[1], span)


def place_word(c: Compiling, name: Word) -> str:
    """An off-board place's id (``endless-dark``), checked against the vocabulary."""
    return c.word_in(name, tuple(V.PLACES), "C102", "place")


def compile_place(c: Compiling, place: Place) -> dict[str, Any]:
    if place.kind == "named":
        assert place.name is not None
        return {"place": place_word(c, place.name)}
    if place.kind != "choice":
        return {"land": place.kind}
    assert place.lands is not None and place.quant is not None
    return {"choose": place.quant, "lands": c.landset(place.lands)}


def write_place(w: Writing, p: Place) -> str:
    pick = w.style.pick
    if p.kind == "target":
        return pick("target", "target land")
    if p.kind == "source":
        return pick("source", "the origin land")
    if p.kind == "named":
        assert p.name is not None
        name = p.name.text
        return pick(f"the {name}", V.PLACES.get(name, name))
    assert p.lands is not None and p.quant is not None
    return write_landset(w, p.lands, p.quant)


CONSTRUCTS = (
    Construct(
        Place,
        "term",
        compile_place,
        write_place,
        {
            "place_target": lambda span, ch: Place("target", span=span),
            "place_source": lambda span, ch: Place("source", span=span),
            "place_origin": lambda span, ch: Place("source", span=span),
            "place_choice": build_choice,
            "place_named": lambda span, ch: Place("named", span=span, name=word(ch[-1])),
            "repeat_in": build_choice,
        },
    ),
)
