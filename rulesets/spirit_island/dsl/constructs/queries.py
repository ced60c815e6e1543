"""What ``per`` / ``for each`` count: pieces (``dahan destroyed in adjacent lands``), lands
(``adjacent land with blight``), kinds (``type of badlands/disease added``) and the things of
the game (players, boards, the terror level, elements you have, cards) — the rules ``query``,
``query_by_damage``, ``have_query``, ``have_set_query``, ``located*``, ``per_*`` and
``board_with`` of ``rulesets/spirit_island/grammar.lark``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from cardsmith.dsl.ast import NOWHERE, Node, Span, Word
from cardsmith.dsl.builder import word
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Compiling, Construct, Writing
from .lands import LandSet, write_landset
from .pieces import Owner, Pieces, past, write_pieces
from .places import place_word

# --- nodes -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Located(Node):
    """``in each adjacent land``, ``in the origin land``, ``here`` (the land being resolved) or
    ``on the island`` (every land)."""

    lands: LandSet | None  # None means "here" (or the island, with ``island``, or ``place``)
    span: Span = field(default=NOWHERE, compare=False)
    island: bool = False
    the: bool = False
    #: ``in the endless-dark``: an off-board place (its id)
    place: Word | None = None


@dataclass(frozen=True)
class Query(Node):
    """What a ``per`` / ``for each`` counts: pieces, optionally what this power did to them."""

    pieces: Pieces
    past: str | None = None
    where: Located | None = None
    span: Span = field(default=NOWHERE, compare=False)
    by_damage: bool = False  # "destroyed by this damage": only the last damage's


@dataclass(frozen=True)
class Counted(Node):
    """A query that counts no pieces: ``player``, ``board [with P and P]``, ``terror level``,
    ``fear`` (the fear of the triggering event), ``fire/water you have`` (elements) or ``fire
    showing on your presence tracks`` (the elements the spirit's uncovered track slots show)."""

    kind: Literal[
        "players",
        "boards",
        "terror_level",
        "fear",
        "elements",
        "track_elements",
        "cards_played",
        "energy_paid",
        "energy",  # the spirit's energy ("you have at least 1 energy")
        "cards_in_play",
        "impending",
        "element_sets",
        "invader_discard",
        "land_damage",
    ]
    pieces: tuple[Pieces, ...] = ()
    words: tuple[Word, ...] = ()
    amounts: tuple[int, ...] = ()  # element_sets: how many of each word a set takes
    pair: bool = False  # element_sets: written "… pair you have"
    span: Span = field(default=NOWHERE, compare=False)
    owner: Owner | None = None  # cards_played: whose cards (``they played``: the target)


@dataclass(frozen=True)
class KindCount(Node):
    """``type of badlands/disease/strife added``: the kinds this power ``past``-ed (a ``for
    each`` over it runs once per such kind; ``that type`` in its body is that kind)."""

    pieces: Pieces
    past: str
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class LandCount(Node):
    """A query counting lands: ``per adjacent land with your presence``, ``for each adjacent
    land with blight`` (the land set is relative to the land being resolved)."""

    lands: LandSet
    span: Span = field(default=NOWHERE, compare=False)


# --- where: located ----------------------------------------------------------------------------


def compile_located(c: Compiling, where: Located) -> dict[str, Any] | str:
    if where.place is not None:
        return {"place": place_word(c, where.place)}
    if where.island:
        return {}
    return "here" if where.lands is None else c.landset(where.lands)


def write_located(w: Writing, where: Located) -> str:
    english = w.style.english
    if where.place is not None:
        name = where.place.text
        return "in " + V.PLACES.get(name, name) if english else f"in the {name}"
    if where.island:
        return "on the island"
    if where.lands is None:
        return w.style.pick("here", "there")
    return "in " + write_landset(w, where.lands, "the" if where.the else "each")


# --- pieces counted ----------------------------------------------------------------------------


def build_query(span: Span, ch: list[Any]) -> Query:
    did = str(ch[1]).lower() if ch[1] is not None else None
    return Query(ch[0], did, ch[2], span)


def build_query_by_damage(span: Span, ch: list[Any]) -> Query:
    return Query(ch[0], str(ch[1]).lower(), None, span, by_damage=True)


def compile_query(c: Compiling, query: Query) -> dict[str, Any]:
    out: dict[str, Any] = {"pieces": c.pieces(query.pieces)}
    if query.past:
        out["past"] = query.past
    if query.where is not None:
        out["in"] = compile_located(c, query.where)
    if query.by_damage:
        out["by_damage"] = True
        if "damage" not in c.seen:
            message = "'by this damage' counts nothing: no damage before it"
            c.error(query.span, "C111", message)
    return out


def write_query(w: Writing, q: Query) -> str:
    parts = [write_pieces(w.style, q.pieces)]
    if q.past:
        parts.append(w.style.pick(q.past, past(q.past)))
    if q.where is not None:
        parts.append(write_located(w, q.where))
    if q.by_damage:
        parts.append(f"by this {w.style.cap('damage')}")
    return " ".join(parts)


# --- things of the game counted ----------------------------------------------------------------


def build_have_query(span: Span, ch: list[Any]) -> Counted:
    words = tuple(p.word for p in ch[0].items)
    return Counted("elements", words=words, span=span)


def build_track_query(span: Span, ch: list[Any]) -> Counted:
    """``fire showing on your presence tracks``: the elements the uncovered slots show."""
    return Counted("track_elements", words=tuple(p.word for p in ch[0].items), span=span)


def build_have_set_query(span: Span, ch: list[Any]) -> Counted:
    """``sun moon pair you have``, ``2 moon 2 earth you have``: whole sets of elements."""
    parts = str(ch[0]).split()
    pair = parts[-1].lower() in ("pair", "pairs")
    words: list[Word] = []
    amounts: list[int] = []
    n = 1
    for part in parts[:-1] if pair else parts:
        if part.isdigit():
            n = int(part)
            continue
        words.append(Word(part.lower(), span))
        amounts.append(n)
        n = 1
    return Counted("element_sets", words=tuple(words), amounts=tuple(amounts), pair=pair, span=span)


def _counted(kind: Any) -> Any:
    """A rule that stands for a thing of the game counted (``per player``)."""
    return lambda span, ch: Counted(kind, span=span)


def _cards(kind: Any) -> Any:
    """``per power card you/they played``: whose cards (``IN_PLAY`` / ``PLAYED``)."""

    def build(span: Span, ch: list[Any]) -> Counted:
        who = str(ch[1]).split()[0].lower()
        return Counted(kind, span=span, owner="you" if who == "you" else "target")

    return build


def build_per_board(span: Span, ch: list[Any]) -> Counted:
    return Counted("boards", pieces=tuple(ch[0] or ()), span=span)


def build_board_with(span: Span, ch: list[Any]) -> list[Pieces]:
    return [c for c in ch if isinstance(c, Pieces)]


def compile_counted(c: Compiling, q: Counted) -> dict[str, Any]:
    if q.kind == "elements":
        return {"elements": [c.word_in(w, V.ELEMENTS, "C103", "element") for w in q.words]}
    if q.kind == "track_elements":
        words = [c.word_in(w, V.ELEMENTS, "C103", "element") for w in q.words]
        return {"track_elements": words}
    if q.kind == "element_sets":  # whole sets: the fewest of (have // amount) over the set
        words = [c.word_in(w, V.ELEMENTS, "C103", "element") for w in q.words]
        return {"element_sets": dict(zip(words, q.amounts, strict=True))}
    if q.kind == "boards":
        if not q.pieces:
            return {"boards": True}
        return {"boards": {"where": [{"has": c.pieces(p), "at_least": 1} for p in q.pieces]}}
    if q.kind == "cards_played":
        return {"cards_played": q.owner or "you"}
    if q.kind == "cards_in_play":  # the cards played this turn (impending ones are apart)
        return {"cards_played": q.owner or "you", "in_play": True}
    if q.kind == "impending":
        return {"impending": "you"}
    if q.kind == "energy":
        return {"energy": "you"}
    return {q.kind: True}


def write_counted(w: Writing, q: Counted) -> str:
    style = w.style
    if q.kind == "elements":
        return "/".join(style.cap(x.text) for x in q.words) + " you have"
    if q.kind == "track_elements":
        tracks = style.pick("presence tracks", "Presence Tracks")
        return "/".join(style.cap(x.text) for x in q.words) + f" showing on your {tracks}"
    if q.kind == "land_damage":
        return f"{style.cap('damage')} dealt to the land"
    if q.kind == "invader_discard":
        return style.pick("card in the invader discard", "card in the Invader discard pile")
    if q.kind == "element_sets":
        sets = " ".join(
            (f"{n} " if n > 1 else "") + style.cap(x.text)
            for x, n in zip(q.words, q.amounts, strict=True)
        )
        return sets + (" pair" if q.pair else "") + " you have"
    if q.kind == "boards":
        if not q.pieces:
            return "board"
        both = "both " if len(q.pieces) > 1 else ""
        return f"board with {both}" + " and ".join(write_pieces(style, p, True) for p in q.pieces)
    who = "you" if q.owner == "you" else "they"
    if q.kind == "cards_played":
        return style.pick(f"power card {who} played", f"Power Card {who} played this turn")
    if q.kind == "cards_in_play":
        return f"{style.pick('power card', 'Power Card')} {who} have in play"
    if q.kind == "impending":
        return "impending card"
    return {
        "players": "player",
        "terror_level": style.pick("terror level", "Terror Level"),
        "fear": style.cap("fear"),
        "energy_paid": f"{style.cap('energy')} paid",
        "energy": f"{style.cap('energy')} you have",
    }[q.kind]


# --- kinds, lands counted ----------------------------------------------------------------------


def build_per_kind(span: Span, ch: list[Any]) -> KindCount:
    return KindCount(ch[0], str(ch[1]).lower(), span)


def compile_kind_count(c: Compiling, q: KindCount) -> dict[str, Any]:
    return {"kinds_of": c.pieces(q.pieces), "past": q.past}


def write_kind_count(w: Writing, q: KindCount) -> str:
    return f"type of {write_pieces(w.style, q.pieces)} {w.style.pick('', 'you ')}{q.past}"


def build_per_land(span: Span, ch: list[Any]) -> LandCount:
    return LandCount(ch[0], span)


def compile_land_count(c: Compiling, q: LandCount) -> dict[str, Any]:
    return {"lands": c.landset(q.lands)}


def write_land_count(w: Writing, q: LandCount) -> str:
    return write_landset(w, q.lands)


CONSTRUCTS = (
    Construct(
        Query,
        "term",
        compile_query,
        write_query,
        {
            "query": build_query,
            "query_by_damage": build_query_by_damage,
            "located": lambda span, ch: Located(ch[-1], span),
            "located_the": lambda span, ch: Located(ch[-1], span, the=True),
            "located_place": lambda span, ch: Located(None, span, the=True, place=word(ch[-1])),
            "located_here": lambda span, ch: Located(None, span),
            "located_island": lambda span, ch: Located(None, span, island=True),
        },
    ),
    Construct(
        Counted,
        "term",
        compile_counted,
        write_counted,
        {
            "have_query": build_have_query,
            "track_query": build_track_query,
            "have_set_query": build_have_set_query,
            "per_invader_discard": _counted("invader_discard"),
            "per_player": _counted("players"),
            "per_board": build_per_board,
            "board_with": build_board_with,
            "per_terror_level": _counted("terror_level"),
            "per_fear": _counted("fear"),
            "per_land_damage": _counted("land_damage"),
            "per_impending": _counted("impending"),
            "per_energy_paid": _counted("energy_paid"),
            "per_cards_played": _cards("cards_played"),
            "per_cards_in_play": _cards("cards_in_play"),
        },
    ),
    Construct(
        KindCount, "term", compile_kind_count, write_kind_count, {"per_kind": build_per_kind}
    ),
    Construct(
        LandCount, "term", compile_land_count, write_land_count, {"per_land": build_per_land}
    ),
)
