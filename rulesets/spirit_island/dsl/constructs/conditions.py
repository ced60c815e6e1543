"""Conditions (``if …``): what the target is, pieces present (here, in or next to lands, on the
island), what this power did, the card turned from a deck, the incarna, the cards and sacred
sites you have, the terror level — the ``atom`` rules ``target_is``, ``another_spirit``,
``present``, ``absent``, ``at_least``, ``at_most``, ``exactly``, ``island_at_least``, ``did``,
``outnumber``, ``sacred_sites``, ``have_at_least``, ``no_other_cards``, ``incarna_empowered``,
``have_as_many``, ``terror_level``, ``card_provides``, ``present_or_adjacent``, ``present_in``,
``absent_in``, ``at_least_in``, ``any_land``, ``no_land`` and ``origin_is`` of
``rulesets/spirit_island/grammar.lark``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from lark import Token

from cardsmith.dsl.ast import NOWHERE, Node, Span, Word
from cardsmith.dsl.builder import tok_span, word
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Compiling, Construct, Writing
from .lands import LandSet, write_landset
from .pieces import Pieces, invariant_plural, past, write_pieces
from .queries import Counted, Query

Cond = dict[str, Any]

# --- the target, the origin land -------------------------------------------------------------


@dataclass(frozen=True)
class TargetIs(Node):
    words: tuple[Word, ...]
    span: Span = field(default=NOWHERE, compare=False)


def compile_target_is(c: Compiling, cond: TargetIs) -> Cond:
    known = (*V.TERRAINS, "coastal", "inland", *V.PLACES)
    words = [c.word_in(w, known, "C102", "terrain or place") for w in cond.words]
    return {"target_is": words}


def write_target_is(w: Writing, c: TargetIs) -> str:
    if not w.style.english:
        return "target is " + " or ".join(x.text for x in c.words)
    return "target land is " + " or ".join(
        V.PLACES.get(x.text, x.text.capitalize()) for x in c.words
    )


@dataclass(frozen=True)
class AnotherSpirit(Node):
    span: Span = field(default=NOWHERE, compare=False)


def compile_another_spirit(c: Compiling, cond: AnotherSpirit) -> Cond:
    return {"another_spirit": True}


def write_another_spirit(w: Writing, c: AnotherSpirit) -> str:
    return w.style.pick("target is another spirit", "you target another Spirit")


@dataclass(frozen=True)
class OriginIs(Node):
    """``the origin land is your sacred site`` / ``origin land is mountain or jungle``: the
    land the power was used from (``sacred-site``, a terrain, ``coastal``, ``inland``)."""

    words: tuple[Word, ...]
    span: Span = field(default=NOWHERE, compare=False)


def build_origin_is(span: Span, ch: list[Any]) -> OriginIs:
    tokens = [t for t in ch[1:] if isinstance(t, Token)]
    if tokens and tokens[-1].type == "SACRED_SITE":  # "your sacred site"
        return OriginIs((Word("sacred-site", tok_span(tokens[-1])),), span)
    return OriginIs(tuple(word(t) for t in tokens), span)


def compile_origin_is(c: Compiling, cond: OriginIs) -> Cond:
    known = (*V.TERRAINS, "coastal", "inland", "sacred-site")
    words = [c.word_in(w, known, "C102", "origin land word") for w in cond.words]
    return {"origin_is": words}


_ORIGIN_ENGLISH = {"sacred-site": "your Sacred Site", "coastal": "Coastal", "inland": "Inland"}


def write_origin_is(w: Writing, c: OriginIs) -> str:
    texts = [x.text for x in c.words]
    if w.style.english:
        names = (_ORIGIN_ENGLISH.get(t, t.capitalize()) for t in texts)
        return "the origin land is " + " or ".join(names)
    if texts == ["sacred-site"]:
        return "origin land is your sacred site"
    return "origin land is " + " or ".join(texts)


# --- pieces present --------------------------------------------------------------------------


@dataclass(frozen=True)
class Present(Node):
    pieces: Pieces
    op: Literal[">=", "<=", "=="]
    n: int
    span: Span = field(default=NOWHERE, compare=False)


def _present(op: Literal[">=", "<=", "=="], n: int | None) -> Callable[[Span, list[Any]], Any]:
    """``[no | at least N | at most N | exactly N] PIECES present`` (``n`` None: written)."""
    if n is not None:
        return lambda span, ch: Present(ch[0], op, n, span)
    return lambda span, ch: Present(ch[1], op, int(ch[0]), span)


def compile_present(c: Compiling, cond: Present) -> Cond:
    if cond.op == "==" and cond.n > 0:  # "exactly 1 invader present"
        return {"has": c.pieces(cond.pieces), "at_least": cond.n, "at_most": cond.n}
    key = {">=": "at_least", "<=": "at_most", "==": "at_most"}[cond.op]
    return {"has": c.pieces(cond.pieces), key: cond.n}


def write_present(w: Writing, c: Present) -> str:
    style = w.style
    are = style.pick("", " are")
    if c.op == ">=" and c.n == 1:
        return f"{write_pieces(style, c.pieces, True)}{are} present"
    if c.op == "==" and c.n == 0:
        return f"no {write_pieces(style, c.pieces, True)}{are} present"
    if c.op == ">=":
        return f"at least {c.n} {write_pieces(style, c.pieces, True)}{are} present"
    many = write_pieces(style, c.pieces, c.n != 1)
    verb = "is" if c.n == 1 and not invariant_plural(c.pieces) else "are"
    head = "exactly" if c.op == "==" else "at most"
    return f"{head} {c.n} {many}{style.pick('', ' ' + verb)} present"


@dataclass(frozen=True)
class PresentOrAdjacent(Node):
    """``invaders present or adjacent``: in the land being resolved or an adjacent one."""

    pieces: Pieces
    span: Span = field(default=NOWHERE, compare=False)


def compile_present_or_adjacent(c: Compiling, cond: PresentOrAdjacent) -> Cond:
    return {"has": c.pieces(cond.pieces), "at_least": 1, "or_adjacent": True}


def write_present_or_adjacent(w: Writing, c: PresentOrAdjacent) -> str:
    are = w.style.pick("", " are")
    return f"{write_pieces(w.style, c.pieces, True)}{are} present or adjacent"


@dataclass(frozen=True)
class PresentIn(Node):
    """``at least 2 beasts present in adjacent lands``: ``present`` counted over the lands of a
    land set (relative words: to the land being resolved), summed."""

    present: Present
    lands: LandSet
    span: Span = field(default=NOWHERE, compare=False)
    the: bool = False  # "in the origin land": one land, not a set


def _present_in(op: Literal[">=", "=="], n: int | None) -> Callable[[Span, list[Any]], Any]:
    """``PRESENT in [the] LANDSET`` (``n`` None: written before the pieces)."""

    def build(span: Span, ch: list[Any]) -> PresentIn:
        if n is not None:
            present = Present(ch[0], op, n, span)
        else:
            present = Present(ch[1], op, int(ch[0]), span)
        return PresentIn(present, ch[-1], span, ch[-2] is not None)

    return build


def compile_present_in(c: Compiling, cond: PresentIn) -> Cond:
    return {**compile_present(c, cond.present), "in": c.landset(cond.lands)}


def write_present_in(w: Writing, c: PresentIn) -> str:
    where = write_landset(w, c.lands, "the" if c.the else None, not c.the)
    return f"{write_present(w, c.present)} in {where}"


@dataclass(frozen=True)
class IslandCount(Node):
    """``at least 3 blight on the island``: counted over every land."""

    pieces: Pieces
    n: int
    span: Span = field(default=NOWHERE, compare=False)


def compile_island_count(c: Compiling, cond: IslandCount) -> Cond:
    return {"has": c.pieces(cond.pieces), "at_least": cond.n, "in": {}}


def write_island_count(w: Writing, c: IslandCount) -> str:
    many = write_pieces(w.style, c.pieces, c.n != 1)
    return f"{w.style.pick('', 'there are ')}at least {c.n} {many} on the island"


@dataclass(frozen=True)
class LandExists(Node):
    """``any adjacent land with wilds`` (``exists``) / ``no adjacent land with no your
    presence``: whether such a land is on the island (relative words: to the land being
    resolved)."""

    lands: LandSet
    exists: bool = True
    span: Span = field(default=NOWHERE, compare=False)


def compile_land_exists(c: Compiling, cond: LandExists) -> Cond:
    key = "at_least" if cond.exists else "at_most"
    return {"lands": c.landset(cond.lands), key: int(cond.exists)}


def write_land_exists(w: Writing, c: LandExists) -> str:
    lands = write_landset(w, c.lands, "any" if c.exists else "no")
    return w.style.pick("", "there is ") + lands


@dataclass(frozen=True)
class Outnumber(Node):
    more: Pieces
    fewer: Pieces
    span: Span = field(default=NOWHERE, compare=False)


def compile_outnumber(c: Compiling, cond: Outnumber) -> Cond:
    return {"outnumber": [c.pieces(cond.more), c.pieces(cond.fewer)]}


def write_outnumber(w: Writing, c: Outnumber) -> str:
    more, fewer = (write_pieces(w.style, p, True) for p in (c.more, c.fewer))
    return f"{more} outnumber {fewer}"


# --- what this power did, the card turned ----------------------------------------------------


@dataclass(frozen=True)
class Did(Node):
    pieces: Pieces
    past: str
    span: Span = field(default=NOWHERE, compare=False)


def compile_did(c: Compiling, cond: Did) -> Cond:
    return {"did": {"past": cond.past, "pieces": c.pieces(cond.pieces)}}


def write_did(w: Writing, c: Did) -> str:
    ps = write_pieces(w.style, c.pieces)
    return f"any {ps} was {past(c.past)}" if w.style.english else f"{ps} {c.past}"


@dataclass(frozen=True)
class CardProvides(Node):
    """``it provides fire``: the card turned from a deck (``discard the top card of …``) has
    that element."""

    word: Word
    span: Span = field(default=NOWHERE, compare=False)


def compile_card_provides(c: Compiling, cond: CardProvides) -> Cond:
    if not c.turned_card:
        c.error(
            cond.span,
            "C141",
            "'it provides …' asks about a card turned from a deck, and none is turned before",
            "first `discard the top card of the minor power deck`",
        )
    return {"card_provides": c.word_in(cond.word, V.ELEMENTS, "C103", "element")}


def write_card_provides(w: Writing, c: CardProvides) -> str:
    return f"it provides {w.style.cap(c.word.text)}"


# --- what you have, the game -----------------------------------------------------------------


@dataclass(frozen=True)
class IncarnaEmpowered(Node):
    """``your incarna is empowered``."""

    span: Span = field(default=NOWHERE, compare=False)


def compile_incarna_empowered(c: Compiling, cond: IncarnaEmpowered) -> Cond:
    return {"incarna_empowered": "you"}


def write_incarna_empowered(w: Writing, c: IncarnaEmpowered) -> str:
    return f"your {w.style.cap('incarna')} is empowered"


@dataclass(frozen=True)
class NoOtherCards(Node):
    """``you have no other power cards in play`` (only the card resolving now)."""

    span: Span = field(default=NOWHERE, compare=False)


def compile_no_other_cards(c: Compiling, cond: NoOtherCards) -> Cond:
    return {"count": {"cards_played": "you", "in_play": True}, "at_most": 1}


def write_no_other_cards(w: Writing, c: NoOtherCards) -> str:
    return f"you have no other {w.style.pick('power cards', 'Power Cards')} in play"


@dataclass(frozen=True)
class HaveAtLeast(Node):
    """``you have at least 2 impending cards`` (``n``) / ``you have at least as many impending
    cards as power cards you have in play`` (``other``)."""

    query: Query | Counted
    n: int | None = None
    other: Query | Counted | None = None
    span: Span = field(default=NOWHERE, compare=False)


def build_have_at_least(span: Span, ch: list[Any]) -> HaveAtLeast:
    return HaveAtLeast(Counted("impending", span=span), int(ch[0]), span=span)


def build_have_energy_at_least(span: Span, ch: list[Any]) -> HaveAtLeast:
    """``you have at least 1 energy``."""
    return HaveAtLeast(Counted("energy", span=span), int(ch[0]), span=span)


def build_have_as_many(span: Span, ch: list[Any]) -> HaveAtLeast:
    who = str(ch[-1]).split()[0].lower()  # IN_PLAY: "you/they have in play"
    in_play = Counted("cards_in_play", span=span, owner="you" if who == "you" else "target")
    return HaveAtLeast(Counted("impending", span=span), other=in_play, span=span)


def compile_have_at_least(c: Compiling, cond: HaveAtLeast) -> Cond:
    out: Cond = {"count": c.term(cond.query)}
    if cond.other is not None:
        out["at_least_count"] = c.term(cond.other)
    else:
        out["at_least"] = cond.n
    return out


def write_have_at_least(w: Writing, c: HaveAtLeast) -> str:
    if w.style.english and c.other is not None:
        return "you have at least as many impending cards as Power Cards in play"
    if not w.style.english and isinstance(c.other, Counted):
        who = "you" if c.other.owner == "you" else "they"
        return f"you have at least as many impending cards as power cards {who} have in play"
    if isinstance(c.query, Counted) and c.query.kind == "energy":
        return f"you have at least {c.n} {w.style.cap('energy')}"
    return f"you have at least {c.n} impending card" + ("s" if c.n != 1 else "")


@dataclass(frozen=True)
class SacredSites(Node):
    n: int
    span: Span = field(default=NOWHERE, compare=False)


def compile_sacred_sites(c: Compiling, cond: SacredSites) -> Cond:
    return {"sacred_sites_at_least": cond.n}


def write_sacred_sites(w: Writing, c: SacredSites) -> str:
    return f"you have at least {c.n} {w.style.pick('sacred sites', 'Sacred Sites')}"


@dataclass(frozen=True)
class TerrorLevel(Node):
    """``[the] terror level is 2 [or higher | or lower]`` (``op`` ``>=``, ``<=`` or ``==``)."""

    n: int
    op: Literal[">=", "<=", "=="] = "=="
    span: Span = field(default=NOWHERE, compare=False)


def build_terror_level(span: Span, ch: list[Any]) -> TerrorLevel:
    _, n, more = ch
    if more is None:
        return TerrorLevel(int(n), "==", span)
    higher = str(more).split()[-1].lower() in ("higher", "more", "greater")
    op: Literal[">=", "<="] = ">=" if higher else "<="
    return TerrorLevel(int(n), op, span)


def compile_terror_level(c: Compiling, cond: TerrorLevel) -> Cond:
    if not 1 <= cond.n <= 4:
        c.error(cond.span, "C110", f"terror level {cond.n} does not exist (1 to 4)")
    key = {">=": "at_least", "<=": "at_most", "==": "exactly"}[cond.op]
    return {"terror_level": {key: cond.n}}


def write_terror_level(w: Writing, c: TerrorLevel) -> str:
    more = {">=": " or higher", "<=": " or lower", "==": ""}[c.op]
    return f"{w.style.pick('terror level', 'the Terror Level')} is {c.n}{more}"


def _cond(
    node: type[Node],
    compile: Callable[[Any, Any], Any],
    write: Callable[[Any, Any], str],
    rules: dict[str, Callable[[Span, list[Any]], Any]],
) -> Construct:
    return Construct(node, "cond", compile, write, rules)


CONSTRUCTS = (
    _cond(
        TargetIs,
        compile_target_is,
        write_target_is,
        {"target_is": lambda span, ch: TargetIs(tuple(word(t) for t in ch), span)},
    ),
    _cond(
        AnotherSpirit,
        compile_another_spirit,
        write_another_spirit,
        {"another_spirit": lambda span, ch: AnotherSpirit(span)},
    ),
    _cond(OriginIs, compile_origin_is, write_origin_is, {"origin_is": build_origin_is}),
    _cond(
        Present,
        compile_present,
        write_present,
        {
            "present": _present(">=", 1),
            "absent": _present("==", 0),
            "at_least": _present(">=", None),
            "exactly": _present("==", None),
            "at_most": _present("<=", None),
        },
    ),
    _cond(
        PresentOrAdjacent,
        compile_present_or_adjacent,
        write_present_or_adjacent,
        {"present_or_adjacent": lambda span, ch: PresentOrAdjacent(ch[0], span)},
    ),
    _cond(
        PresentIn,
        compile_present_in,
        write_present_in,
        {
            "present_in": _present_in(">=", 1),
            "absent_in": _present_in("==", 0),
            "at_least_in": _present_in(">=", None),
        },
    ),
    _cond(
        IslandCount,
        compile_island_count,
        write_island_count,
        {"island_at_least": lambda span, ch: IslandCount(ch[1], int(ch[0]), span)},
    ),
    _cond(
        LandExists,
        compile_land_exists,
        write_land_exists,
        {
            "any_land": lambda span, ch: LandExists(ch[-1], True, span),
            "no_land": lambda span, ch: LandExists(ch[-1], False, span),
        },
    ),
    _cond(
        Outnumber,
        compile_outnumber,
        write_outnumber,
        {"outnumber": lambda span, ch: Outnumber(ch[0], ch[1], span)},
    ),
    _cond(
        Did, compile_did, write_did, {"did": lambda span, ch: Did(ch[0], str(ch[1]).lower(), span)}
    ),
    _cond(
        CardProvides,
        compile_card_provides,
        write_card_provides,
        {"card_provides": lambda span, ch: CardProvides(word(ch[0]), span)},
    ),
    _cond(
        IncarnaEmpowered,
        compile_incarna_empowered,
        write_incarna_empowered,
        {"incarna_empowered": lambda span, ch: IncarnaEmpowered(span)},
    ),
    _cond(
        NoOtherCards,
        compile_no_other_cards,
        write_no_other_cards,
        {"no_other_cards": lambda span, ch: NoOtherCards(span)},
    ),
    _cond(
        HaveAtLeast,
        compile_have_at_least,
        write_have_at_least,
        {
            "have_at_least": build_have_at_least,
            "have_as_many": build_have_as_many,
            "have_energy_at_least": build_have_energy_at_least,
        },
    ),
    _cond(
        SacredSites,
        compile_sacred_sites,
        write_sacred_sites,
        {"sacred_sites": lambda span, ch: SacredSites(int(ch[0]), span)},
    ),
    _cond(
        TerrorLevel, compile_terror_level, write_terror_level, {"terror_level": build_terror_level}
    ),
)
