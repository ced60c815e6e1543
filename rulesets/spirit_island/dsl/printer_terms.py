"""Spirit Island's printer, the terms: the spellings of actors, owners and pieces (helpers the
other printer modules share), counts, queries, events, places and land sets — the base of
:class:`~.printer.SpiritIslandPrinter`."""

from __future__ import annotations

from dsl import ast as C
from dsl.printer import Printer

from . import ast as A
from .constructs.contract import CANONICAL, Style
from .constructs.words import OWNER_TEXT as _OWNER
from .constructs.words import WHO_TEXT as _WHO
from .constructs.words import own
from .constructs.words import verb as _verb

_QUANT = {"each": "each", "one": "one", "any": "any", "different": "a different", "the": "the"}


def _owner_of(who: str) -> str:
    """The owner word of a spirit (``you`` → your, else their)."""
    return "you" if who == "you" else "target"


def _zone(lead: str | None, zone: C.Word) -> str:
    return f"{lead} {zone.text}" if lead else zone.text


def _word(word: C.Word) -> str:
    return "sacred site" if word.text == "sacred-site" else word.text


def _piece(p: A.Piece) -> str:
    parts = []
    if p.owner is not None:
        parts.append(_OWNER[p.owner])
    if p.destroyed:
        parts.append("destroyed")
    elif p.past is not None:
        parts.append(p.past)
    parts.append(_word(p.word))
    return " ".join(parts)


def pieces(ps: A.Pieces) -> str:
    if ps.those:
        return "them"
    if ps.that_type:
        return "of that type"
    text = "/".join(_piece(p) for p in ps.items) + (" with strife" if ps.strifed else "")
    if ps.strifed_here:
        text += " you added strife to"
    if ps.anyone:
        text += " of another spirit" if ps.another else " of any spirit"
    if ps.max_health == "terror_level":
        text += " with health at most the terror level"
    elif ps.max_health is not None:
        text += f" with health at most {ps.max_health}"
    return text


def bare(ps: A.Pieces) -> str:
    """Pieces where no count stands before them (``that type`` without ``of``)."""
    return "that type" if ps.that_type else pieces(ps)


def _own(w: C.Word | None, has: str) -> str:
    """`` per strife they have`` / `` per damage it has taken``."""
    return own(CANONICAL, w, has)


class TermPrinter(Printer):
    """Prints Spirit Island's terms (``term_*``), counts and land sets."""

    #: the construct modules' writers ask the style where canonical text and English differ
    style: Style = CANONICAL

    # --- what construct writers use (:class:`~.constructs.contract.Writing`) -------------
    def words(self, ps: A.Pieces, plural: bool = False) -> str:
        return pieces(ps)

    def amount(self, c: C.Count) -> tuple[str, bool]:
        return self.count(c), c.n != 1

    def lands(self, ls: A.LandSet) -> str:
        return self.landset(ls, plural=True)

    def among(self, ls: A.LandSet) -> str:
        return self.landset(ls, plural=True)

    def actor(self, who: str) -> str:
        return _WHO[who]

    def count(self, c: C.Count, owned: bool = False) -> str:
        if c.kind == "health":
            return f"up to {c.n} health of"
        return super().count(c, owned)

    def counted(self, c: C.Count | None, ps: A.Pieces) -> str:
        if c is None:
            return pieces(ps)
        owned = bool(ps.items) and ps.items[0].owner is not None
        return f"{self.count(c, owned)} {pieces(ps)}"

    # --- queries, events, places, lands --------------------------------------------------
    def term_Query(self, q: A.Query) -> str:
        parts = [pieces(q.pieces)]
        if q.past is not None:
            parts.append(q.past)
        if q.where is not None:
            parts.append(self.located(q.where))
        if q.by_damage:
            parts.append("by this damage")
        return " ".join(parts)

    def located(self, where: A.Located) -> str:
        if where.place is not None:
            return f"in the {where.place.text}"
        if where.island:
            return "on the island"
        if where.lands is None:
            return "here"
        return f"in {'the' if where.the else 'each'} {self.landset(where.lands)}"

    def term_Counted(self, q: A.Counted) -> str:
        if q.kind == "elements":
            return "/".join(w.text for w in q.words) + " you have"
        if q.kind == "land_damage":
            return "damage dealt to the land"
        if q.kind == "invader_discard":
            return "card in the invader discard"
        if q.kind == "element_sets":
            sets = " ".join(
                (f"{n} " if n > 1 else "") + w.text for w, n in zip(q.words, q.amounts, strict=True)
            )
            return sets + (" pair" if q.pair else "") + " you have"
        if q.kind == "boards":
            if not q.pieces:
                return "board"
            both = "both " if len(q.pieces) > 1 else ""
            return f"board with {both}" + " and ".join(pieces(p) for p in q.pieces)
        if q.kind == "cards_played":
            return f"power card {'you' if q.owner == 'you' else 'they'} played"
        if q.kind == "cards_in_play":
            return f"power card {'you' if q.owner == 'you' else 'they'} have in play"
        if q.kind == "impending":
            return "impending card"
        return {
            "players": "player",
            "terror_level": "terror level",
            "fear": "fear",
            "energy_paid": "energy paid",
        }[q.kind]

    def term_KindCount(self, q: A.KindCount) -> str:
        return f"type of {pieces(q.pieces)} {q.past}"

    def term_LandCount(self, q: A.LandCount) -> str:
        return self.landset(q.lands)

    def term_Event(self, e: A.Event) -> str:
        if e.kind == "defend":
            return "you defend one land"
        if e.kind == "growth_presence":
            return "you add presence in growth"
        if e.kind == "fear":
            return "powers generate fear"
        if e.kind == "by_powers" and e.pieces is not None and e.verb is not None:
            return f"{_OWNER[e.owner or 'you']} powers {e.verb.text} {pieces(e.pieces)}"
        if e.kind == "land_damaged":
            return "invaders deal damage to the land"
        if e.kind == "sacred_site":
            return "you create a sacred site"
        if e.kind == "skipped" and e.pieces is not None:
            return f"this power causes {pieces(e.pieces)} to skip an action"
        if e.kind == "power_used":
            who = e.who or "you"
            land = " targeting a land" if e.land else ""
            return f"{_WHO[who]} {_verb(who, 'use')} a power{land}"
        assert e.pieces is not None
        tail = " by anything except a spirit action" if e.not_by_spirits else ""
        tail += " by a ravage action" if e.by_ravage else ""
        tail += "".join(f" or {p}" for p in e.also)
        return f"{pieces(e.pieces)} {'would be ' if e.would else ''}{e.past}{tail}"

    def term_Place(self, p: A.Place) -> str:
        if p.kind in ("target", "source"):
            return p.kind
        if p.kind == "named":
            assert p.name is not None
            return f"the {p.name.text}"
        assert p.quant is not None and p.lands is not None
        return f"{_QUANT[p.quant]} {self.landset(p.lands)}"

    def _filter(self, f: A.LandFilter) -> str:
        ps = pieces(f.pieces) if f.pieces is not None else ""
        if f.kind == "with":
            return f"with {ps}"
        if f.kind == "at_least" and f.or_more:
            return f"with {f.n} or more {ps}"
        if f.kind == "with_or_adjacent":
            return f"with or adjacent to {ps}"
        if f.kind == "adjacent_to":
            return f"adjacent to {ps}"
        if f.kind == "or_adjacent" and f.other is not None:
            n = f"{f.n} or more" if f.or_more else f"at least {f.n}"
            return f"with {ps} or adjacent to {n} {pieces(f.other)}"
        if f.kind == "matching" and f.word is not None:
            return f"{'not ' if f.negated else ''}matching a {f.word.text} card"
        if f.kind == "without":
            return f"with no {ps}"
        if f.kind == "more":
            return f"with more {ps}"
        if f.kind == "at_least":
            return f"with at least {f.n} {ps}"
        if f.kind == "where":
            assert f.cond is not None
            return f"where {self.cond(f.cond)}"
        if f.kind == "within":
            return f"within {f.n} of {ps}"
        if f.kind == "same_board":
            return "on this board"
        if f.kind == "within_range":
            return f"within {f.n} range"
        if f.kind == "same_terrain":
            return "with the same terrain"
        if f.kind == "also_like":
            return "that is also " + "/".join(w.text for w in f.words)
        if f.kind == "did_here":
            return f"where you {f.past} {ps}"
        return " ".join(x for x in (ps, f.past or "moved", "to") if x)  # moved_to

    def landset(self, ls: A.LandSet, plural: bool = False) -> str:
        parts = [w.text for w in ls.adjectives]
        parts.append("lands" if plural else "land")
        parts.extend(self._filter(f) for f in ls.filters)
        return " ".join(parts)
