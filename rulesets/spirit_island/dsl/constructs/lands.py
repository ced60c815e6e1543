"""Land sets: ``adjacent mountain land with dahan``, ``lands with 2 or more beasts``, ``land
where …`` — the rules ``landset``, its suffixes (``with_pieces``, ``without_pieces``,
``with_more``, ``with_at_least``, ``with_n_or_more``, ``with_or_adjacent``,
``or_adjacent_at_least``, ``or_adjacent_n_or_more``, ``adjacent_to``, ``where``, ``within``,
``within_range``, ``same_terrain``, ``also_like``, ``same_board``, ``matching_card``,
``moved_to``, ``where_you_did``) and ``quant`` of ``rulesets/spirit_island/grammar.lark``: the
nodes, how they are built, compiled (``{"terrains": [...], "where": [...]}``) and written.

A land set is no statement or term of its own: the constructs holding one compile and write it
through the functions here (so this module needs only :mod:`.pieces` and :mod:`.style`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from lark import Token

from cardsmith.dsl.ast import NOWHERE, Cond, Node, Span, Word
from cardsmith.dsl.builder import word
from cardsmith.dsl.style import Style
from cardsmith.rulesets.spirit_island import vocabulary as V

from .pieces import Pieces, past, write_pieces

# --- nodes -----------------------------------------------------------------------------------

Quant = Literal["each", "one", "any", "different", "the", "some"]


@dataclass(frozen=True)
class LandFilter(Node):
    """A land-set suffix (``with dahan``, ``with 2 or more beasts`` = ``at_least`` with
    ``or_more``, ``with or adjacent to beasts``, ``adjacent to beasts`` …)."""

    kind: Literal[
        "with",
        "without",
        "more",
        "at_least",
        "where",
        "within",
        "same_board",
        "moved_to",
        "with_or_adjacent",
        "or_adjacent",
        "adjacent_to",
        "matching",
        "within_range",
        "same_terrain",
        "also_like",
        "did_here",
    ]
    pieces: Pieces | None = None
    n: int | None = None
    cond: Cond | None = None
    past: str | None = None
    span: Span = field(default=NOWHERE, compare=False)
    or_more: bool = False
    word: Word | None = None  # matching: the invader action of the card
    negated: bool = False  # "not matching a ravage card"
    words: tuple[Word, ...] = ()  # also_like: "that is also coastal/inland"
    #: or_adjacent ("with dahan or adjacent to at least 3 dahan"): the pieces counted (``n``)
    #: in the adjacent lands, summed
    other: Pieces | None = None


@dataclass(frozen=True)
class LandSet(Node):
    adjectives: tuple[Word, ...]
    filters: tuple[LandFilter, ...]
    span: Span = field(default=NOWHERE, compare=False)


# --- build -----------------------------------------------------------------------------------


def build_landset(span: Span, ch: list[Any]) -> LandSet:
    adjectives = tuple(word(t) for t in ch if isinstance(t, Token) and t.type == "NAME")
    filters = tuple(c for c in ch if isinstance(c, LandFilter))
    return LandSet(adjectives, filters, span)


def build_quant(span: Span, ch: list[Any]) -> str:
    return str(ch[0]).lower()


def build_also_like(span: Span, ch: list[Any]) -> LandFilter:
    words = tuple(word(t) for t in ch if isinstance(t, Token))
    return LandFilter("also_like", word=words[0], words=words, span=span)


#: grammar rule → build function (merged into the table's rules)
RULES: dict[str, Callable[[Span, list[Any]], Any]] = {
    "landset": build_landset,
    "quant": build_quant,
    "with_pieces": lambda span, ch: LandFilter("with", pieces=ch[0], span=span),
    "without_pieces": lambda span, ch: LandFilter("without", pieces=ch[0], span=span),
    "with_more": lambda span, ch: LandFilter("more", pieces=ch[0], span=span),
    "with_at_least": lambda span, ch: LandFilter("at_least", pieces=ch[1], n=int(ch[0]), span=span),
    "with_n_or_more": lambda span, ch: LandFilter(
        "at_least", pieces=ch[2], n=int(ch[0]), span=span, or_more=True
    ),
    "with_or_adjacent": lambda span, ch: LandFilter("with_or_adjacent", pieces=ch[0], span=span),
    "or_adjacent_at_least": lambda span, ch: LandFilter(
        "or_adjacent", pieces=ch[0], n=int(ch[1]), other=ch[2], span=span
    ),
    "or_adjacent_n_or_more": lambda span, ch: LandFilter(
        "or_adjacent", pieces=ch[0], n=int(ch[1]), other=ch[3], or_more=True, span=span
    ),
    "matching_card": lambda span, ch: LandFilter(
        "matching", span=span, word=word(ch[1]), negated=ch[0] is not None
    ),
    "adjacent_to": lambda span, ch: LandFilter("adjacent_to", pieces=ch[0], span=span),
    "where": lambda span, ch: LandFilter("where", cond=ch[0], span=span),
    "within": lambda span, ch: LandFilter("within", pieces=ch[1], n=int(ch[0]), span=span),
    "within_range": lambda span, ch: LandFilter("within_range", n=int(ch[0]), span=span),
    "same_terrain": lambda span, ch: LandFilter("same_terrain", span=span),
    "also_like": build_also_like,
    "same_board": lambda span, ch: LandFilter("same_board", span=span),
    "moved_to": lambda span, ch: LandFilter(
        "moved_to", pieces=ch[0], past=str(ch[1]).lower(), span=span
    ),
    # "where you removed quake": the lands where this power did that
    "where_you_did": lambda span, ch: LandFilter(
        "did_here", pieces=ch[1], past=str(ch[0]).lower(), span=span
    ),
}


# --- compile ---------------------------------------------------------------------------------


class LandCompiling(Protocol):
    """What compiling a land set asks of the compiler."""

    def error(self, span: Span, code: str, message: str, hint: str | None = None) -> None: ...

    def word_in(self, word: Word, known: Sequence[str], code: str, what: str) -> str: ...

    def number(self, n: int, span: Span) -> int: ...

    def pieces(self, pieces: Pieces, allowed: Sequence[str] = ...) -> dict[str, Any]: ...

    def cond(self, c: Cond) -> dict[str, Any]: ...


def compile_landset(c: LandCompiling, lands: LandSet) -> dict[str, Any]:
    """``{"adjacent": True, "terrains": [...], "where": [...], …}``."""
    out: dict[str, Any] = {}
    for adj in lands.adjectives:
        if adj.text == V.TARGETS:  # "in each target land" (several targets)
            out["targets"] = True
            continue
        word = c.word_in(adj, V.LAND_ADJECTIVES, "C104", "land word")
        if word in V.TERRAINS:
            out.setdefault("terrains", []).append(word)
        elif word in ("adjacent", "other", "coastal", "inland", "origin", "marked"):
            out[word] = True
        elif word == "lowest-numbered":  # "the lowest-numbered land …": one per board
            out["lowest"] = True
    filters: list[dict[str, Any]] = []
    for f in lands.filters:
        if f.kind == "with" and f.pieces:
            filters.append({"has": c.pieces(f.pieces), "at_least": 1})
        elif f.kind == "without" and f.pieces:
            filters.append({"has": c.pieces(f.pieces), "at_most": 0})
        elif f.kind == "at_least" and f.pieces:
            filters.append({"has": c.pieces(f.pieces), "at_least": f.n})
        elif f.kind == "more" and f.pieces:
            filters.append({"more_than_here": c.pieces(f.pieces)})
        elif f.kind == "where" and f.cond is not None:
            filters.append(c.cond(f.cond))
        elif f.kind == "within" and f.pieces:
            out["within"] = {"distance": f.n, "of": c.pieces(f.pieces)}
        elif f.kind == "with_or_adjacent" and f.pieces:
            out["within"] = {"distance": 1, "of": c.pieces(f.pieces)}
        elif f.kind == "matching" and f.word is not None:
            action = c.word_in(f.word, V.ACTIONS, "C105", "invader card")
            match: dict[str, Any] = {"matches_card": action}
            filters.append({"not": match} if f.negated else match)
        elif f.kind == "adjacent_to" and f.pieces:
            filters.append({"adjacent_has": c.pieces(f.pieces), "at_least": 1})
        elif f.kind == "or_adjacent" and f.pieces and f.other and f.n is not None:
            if f.n < 1:
                c.error(f.span, "C110", f"'adjacent to {f.n}' counts nothing: at least 1")
            here = {"has": c.pieces(f.pieces), "at_least": 1}
            near = {"adjacent_has": c.pieces(f.other), "at_least": f.n}
            filters.append({"any": [here, near]})
        elif f.kind == "same_board":
            out["same_board"] = True
        elif f.kind == "within_range" and f.n is not None:
            out["range"] = c.number(f.n, f.span)
        elif f.kind == "same_terrain":
            filters.append({"same_as_here": "terrain"})
        elif f.kind == "also_like":
            got = {c.word_in(w, ("coastal", "inland"), "C104", "land word") for w in f.words}
            if got != {"coastal", "inland"}:
                c.error(
                    f.span,
                    "C132",
                    "'that is also' compares coastal/inland with this land: name both",
                    "write `that is also coastal/inland`",
                )
            filters.append({"same_as_here": "coastal"})
        elif f.kind == "did_here":  # "where you removed quake": where it happened
            if f.past in V.MOVING_PAST:
                c.error(
                    f.span,
                    "C112",
                    f"'where you {f.past}' names no one land",
                    f"write '{f.past} to' for the lands pieces were {f.past} to",
                )
            did: dict[str, Any] = {"past": f.past}
            if f.pieces:
                did["pieces"] = c.pieces(f.pieces)
            out["moved_to"] = did
        elif f.kind == "moved_to":
            if f.past not in V.MOVING_PAST:
                c.error(
                    f.span,
                    "C112",
                    f"pieces cannot be {f.past} *to* a land",
                    f"use one of: {', '.join(V.MOVING_PAST)}",
                )
            moved: dict[str, Any] = {"past": f.past}
            if f.pieces:
                moved["pieces"] = c.pieces(f.pieces)
            out["moved_to"] = moved
    if filters:
        out["where"] = filters
    return out


# --- write -----------------------------------------------------------------------------------


class LandWriting(Protocol):
    """What writing a land set asks of the writer."""

    style: Style

    def cond(self, c: Cond) -> str: ...


#: a quantifier before a land set, in both styles
QUANT = {"each": "each", "one": "one", "any": "any", "different": "a different", "the": "the"}


def _owned_lands(ls: LandSet, quant: str) -> str | None:
    """English: ``one land with their presence`` → ``one of Target Spirit's lands``."""
    if ls.adjectives or len(ls.filters) != 1 or quant not in ("each", "one"):
        return None
    f = ls.filters[0]
    if f.kind != "with" or f.pieces is None or len(f.pieces.items) != 1:
        return None
    piece = f.pieces.items[0]
    if V.canonical_piece(piece.word.text) != "presence" or piece.owner is None:
        return None
    return f"{quant} of {'your' if piece.owner == 'you' else 'Target Spirit' + chr(39) + 's'} lands"


def _adjective(style: Style, w: Word) -> str:
    if style.english and w.text in (*V.TERRAINS, "coastal", "inland"):
        return w.text.capitalize()
    return w.text


def write_filter(w: LandWriting, f: LandFilter) -> str | None:
    """A land-set suffix (None: nothing written, as the English does for a malformed one)."""
    style = w.style
    pick = style.pick
    ps = f.pieces
    if f.kind == "with" and ps is not None:
        return f"with {write_pieces(style, ps)}"
    if f.kind == "without" and ps is not None:
        return f"with no {write_pieces(style, ps)}"
    if f.kind == "more" and ps is not None:
        return f"with more {write_pieces(style, ps, True)}"
    if f.kind == "at_least" and ps is not None and f.or_more:
        return f"with {f.n} or more {write_pieces(style, ps, f.n != 1)}"
    if f.kind == "at_least" and ps is not None:
        return f"with at least {f.n} {write_pieces(style, ps, f.n != 1)}"
    if f.kind == "with_or_adjacent" and ps is not None:
        return f"with or adjacent to {write_pieces(style, ps, True)}"
    if f.kind == "matching" and f.word is not None:
        card = style.cap("card")
        return f"{'not ' if f.negated else ''}matching a {style.cap(f.word.text)} {card}"
    if f.kind == "adjacent_to" and ps is not None:
        return f"adjacent to {write_pieces(style, ps, True)}"
    if f.kind == "or_adjacent" and ps is not None and f.other is not None:
        n = f"{f.n} or more" if f.or_more else f"at least {f.n}"
        near = write_pieces(style, f.other, f.n != 1)
        return f"with {write_pieces(style, ps)}{pick('', ',')} or adjacent to {n} {near}"
    if f.kind == "where" and f.cond is not None:
        return f"where {w.cond(f.cond)}"
    if f.kind == "within" and ps is not None:
        return f"within {f.n} {pick('', 'Range ')}of {write_pieces(style, ps)}"
    if f.kind == "same_board":
        return pick("on this board", "on the same board")
    if f.kind == "within_range":
        return f"within {f.n} {style.cap('range')}"
    if f.kind == "same_terrain":
        return pick("with the same terrain", "that has the same terrain")
    if f.kind == "also_like":
        also = "/".join(style.cap(x.text) for x in f.words)
        return f"that is also {also}" + pick("", " (whichever this land is)")
    if not style.english:
        text = write_pieces(style, ps) if ps is not None else ""
        if f.kind == "did_here":
            return f"where you {f.past} {text}"
        return " ".join(x for x in (text, f.past or "moved", "to") if x)  # moved_to
    if f.kind == "did_here" and ps is not None:
        return f"where you {past(f.past)} {write_pieces(style, ps, True)}"
    if f.kind == "moved_to":
        what = f"{write_pieces(style, ps, True)} " if ps else ""
        return f"{what}{past(f.past)} to"
    return None


def write_landset(
    w: LandWriting, ls: LandSet, quant: str | None = None, plural: bool = False
) -> str:
    """``adjacent land with dahan`` (``quant``: the word before it, ``each``; English: any
    other head is written as it is, ``up to 3`` with ``plural`` lands)."""
    if w.style.english and quant is not None:
        owned = _owned_lands(ls, quant)
        if owned is not None:
            return owned
    words = [] if quant is None else [QUANT.get(quant, quant)]
    words.extend(_adjective(w.style, a) for a in ls.adjectives)
    words.append("lands" if plural else "land")
    written = [(f.kind, x) for f in ls.filters if (x := write_filter(w, f)) is not None]
    for i, (kind, x) in enumerate(written):  # two "with PIECES" suffixes are joined by "and"
        joined = i > 0 and kind in _WITH and written[i - 1][0] in _WITH
        words.append(f"and {x}" if joined else x)
    return " ".join(words)


#: the suffixes written "with …" that hold of the land's pieces ("and" joins two of them)
_WITH = ("with", "without", "more", "at_least")
