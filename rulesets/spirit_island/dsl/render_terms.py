"""Spirit Island's terms as card text: pieces, counts, queries, events, land sets, places and
conditions, in the style of the printed cards (:mod:`.render` writes the statements)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from dsl import ast as C
from dsl.render import Renderer
from rulesets.spirit_island import vocabulary as V

from . import ast as A
from .constructs.contract import ENGLISH, Style
from .constructs.words import WHO_ENGLISH

#: words that read the same in the singular and the plural (``1 Beasts``, ``2 Disease``)
_INVARIANT = {
    "dahan": "Dahan",
    "presence": "Presence",
    "blight": "Blight",
    **{t: t.capitalize() for t in (*V.TOKENS, V.STRIFE, V.INCARNA)},
}
_PLURAL = {
    **_INVARIANT,
    "city": "Cities",
    "sacred-site": "Sacred Sites",
    "invader": "Invaders",
    "token": "tokens",
}
_SINGULAR = {**_INVARIANT, "sacred-site": "Sacred Site", "token": "token"}
_PAST = {
    "pushed": "Pushed",
    "gathered": "Gathered",
    "moved": "Moved",
    "added": "Added",
    "destroyed": "Destroyed",
    "removed": "Removed",
    "damaged": "Damaged",
    "replaced": "Replaced",
    "downgraded": "Downgraded",
}
WHO = WHO_ENGLISH


def past(verb: str | None) -> str:
    return _PAST.get(verb or "", verb or "")


def _piece_word(word: str, plural: bool) -> str:
    canon = V.canonical_piece(word) or word
    if plural:
        return _PLURAL.get(canon, canon.capitalize() + "s")
    return _SINGULAR.get(canon, canon.capitalize())


def pieces(p: A.Pieces, plural: bool = False) -> str:
    """``explorer/town`` → ``Explorer/Town`` (or ``Explorers/Towns``); ``them`` stays."""
    if p.those:
        return "them"
    if p.that_type:
        return "of that type"
    out = []
    for piece in p.items:
        text = _piece_word(piece.word.text, plural)
        if piece.destroyed:
            text = "Destroyed " + text
        elif piece.past is not None:
            text = f"{piece.past.capitalize()} {text}"
        if piece.owner == "you":
            text = "your " + text
        elif piece.owner == "target":
            text = "their " + text
        out.append(text)
    text = "/".join(out) + (" with Strife" if p.strifed else "")
    if p.strifed_here:
        text += " you added Strife to"
    if p.anyone:
        text += " of another Spirit" if p.another else " (of any Spirits)"
    if p.max_health == "terror_level":
        text += " with Health less than or equal to the Terror Level"
    elif p.max_health is not None:
        text += f" with Health {p.max_health} or less"
    return text


def _invariant_plural(p: A.Pieces) -> bool:
    return all((V.canonical_piece(x.word.text) or "") in _INVARIANT for x in p.items)


def _owned_lands(ls: A.LandSet, quant: str) -> str | None:
    """``one land with their presence`` → ``one of Target Spirit's lands`` (as printed)."""
    if ls.adjectives or len(ls.filters) != 1 or quant not in ("each", "one"):
        return None
    f = ls.filters[0]
    if f.kind != "with" or f.pieces is None or len(f.pieces.items) != 1:
        return None
    piece = f.pieces.items[0]
    if V.canonical_piece(piece.word.text) != "presence" or piece.owner is None:
        return None
    return f"{quant} of {'your' if piece.owner == 'you' else 'Target Spirit' + chr(39) + 's'} lands"


class TermRenderer(Renderer):
    """Renders the parts Spirit Island's statements are made of."""

    #: the construct modules' writers ask the style where canonical text and English differ
    style: Style = ENGLISH

    # --- what construct writers use (:class:`~.constructs.contract.Writing`) -------------
    def words(self, ps: A.Pieces, plural: bool = False) -> str:
        return pieces(ps, plural)

    def amount(self, c: C.Count) -> tuple[str, bool]:
        return self.count(c)

    def lands(self, ls: A.LandSet) -> str:
        return self.landset(ls, "", True).strip()

    def block(self, header: str, body: Sequence[C.Stmt], depth: int = 0) -> str:
        return f"{header}: {self.body(body)}"

    def among(self, ls: A.LandSet) -> str:
        """``each adjacent land`` → ``adjacent lands``."""
        lands = self.landset(ls, "each").split(" ", 1)[1]
        return re.sub(r"\bland\b", "lands", lands, count=1)

    def actor(self, who: str) -> str:
        return WHO[who]

    def count(self, c: C.Count) -> tuple[str, bool]:
        if c.kind == "health":
            return f"up to {c.n} Health worth of", True
        return super().count(c)

    def counted(self, c: C.Count | None, p: A.Pieces) -> str:
        if c is None:
            return pieces(p)
        text, plural = self.count(c)
        of = " of" if p.items and p.items[0].owner and c.kind in ("exact", "up_to") else ""
        return f"{text}{of} {pieces(p, plural)}"

    # --- queries, events, places ---------------------------------------------------------
    def term_Query(self, q: A.Query) -> str:
        text = pieces(q.pieces)
        if q.past:
            text += f" {past(q.past)}"
        if q.where is not None:
            text += " " + self.located(q.where)
        if q.by_damage:
            text += " by this Damage"
        return text

    def located(self, where: A.Located) -> str:
        if where.place is not None:
            return "in " + V.PLACES.get(where.place.text, where.place.text)
        if where.island:
            return "on the island"
        if where.lands is None:
            return "there"
        return f"in {self.landset(where.lands, 'the' if where.the else 'each')}"

    def term_Counted(self, q: A.Counted) -> str:
        if q.kind == "elements":
            return "/".join(w.text.capitalize() for w in q.words) + " you have"
        if q.kind == "land_damage":
            return "Damage dealt to the land"
        if q.kind == "invader_discard":
            return "card in the Invader discard pile"
        if q.kind == "element_sets":
            sets = " ".join(
                (f"{n} " if n > 1 else "") + w.text.capitalize()
                for w, n in zip(q.words, q.amounts, strict=True)
            )
            return sets + (" pair" if q.pair else "") + " you have"
        if q.kind == "boards":
            if not q.pieces:
                return "board"
            both = "both " if len(q.pieces) > 1 else ""
            return f"board with {both}" + " and ".join(pieces(p, True) for p in q.pieces)
        if q.kind == "cards_played":
            return f"Power Card {'you' if q.owner == 'you' else 'they'} played this turn"
        if q.kind == "cards_in_play":
            return f"Power Card {'you' if q.owner == 'you' else 'they'} have in play"
        if q.kind == "impending":
            return "impending card"
        return {
            "players": "player",
            "terror_level": "Terror Level",
            "fear": "Fear",
            "energy_paid": "Energy paid",
        }[q.kind]

    def term_KindCount(self, q: A.KindCount) -> str:
        return f"type of {pieces(q.pieces)} you {q.past}"

    def term_LandCount(self, q: A.LandCount) -> str:
        return self.landset(q.lands, "").strip()

    def term_Event(self, e: A.Event) -> str:
        if e.kind == "pieces" and e.pieces is not None:
            if e.would:
                return f"{pieces(e.pieces, True)} would be {past(e.past)}"
            tail = " by anything except a Spirit action" if e.not_by_spirits else ""
            tail += " by a Ravage Action" if e.by_ravage else ""
            tail += "".join(f" or {past(p)}" for p in e.also)
            return f"{pieces(e.pieces, True)} are {past(e.past)}{tail}"
        if e.kind == "defend":
            return "your Power adds Defend to a single land"
        if e.kind == "fear":
            return "Powers generate Fear"
        if e.kind == "by_powers" and e.pieces is not None and e.verb is not None:
            whose = "your" if e.owner in (None, "you") else "their"
            verb = e.verb.text.capitalize()
            return f"one of {whose} Powers {verb}s {pieces(e.pieces)}"
        if e.kind == "land_damaged":
            return "Invaders deal Damage to the land"
        if e.kind == "sacred_site":
            return "you create a Sacred Site"
        if e.kind == "skipped" and e.pieces is not None:
            return f"this Power causes {pieces(e.pieces, True)} to skip an Action"
        if e.kind == "power_used":
            you = e.who in (None, "you")
            land = " targeting a land" if e.land else ""
            return f"{'you use' if you else WHO[e.who or 'you'] + ' uses'} a Power{land}"
        return "you add Presence during Growth"

    def term_Place(self, p: A.Place) -> str:
        if p.kind == "target":
            return "target land"
        if p.kind == "named":
            assert p.name is not None
            return V.PLACES.get(p.name.text, p.name.text)
        if p.kind == "source":
            return "the origin land"
        assert p.lands is not None and p.quant is not None
        return self.landset(p.lands, p.quant)

    def landset(self, ls: A.LandSet, quant: str, plural: bool = False) -> str:
        """``each adjacent land with dahan`` → ``each adjacent land with Dahan`` (``quant`` any
        other head is written as it is: ``up to 3`` with ``plural`` lands)."""
        owned = _owned_lands(ls, quant)
        if owned is not None:
            return owned
        adjectives = [
            a.text.capitalize() if a.text in (*V.TERRAINS, "coastal", "inland") else a.text
            for a in ls.adjectives
        ]
        head = {
            "each": "each",
            "one": "one",
            "any": "any",
            "different": "a different",
            "the": "the",
        }.get(quant, quant)
        words = [head, *adjectives, "lands" if plural else "land"]
        for f in ls.filters:
            if f.kind == "with" and f.pieces:
                words.append(f"with {pieces(f.pieces)}")
            elif f.kind == "without" and f.pieces:
                words.append(f"with no {pieces(f.pieces)}")
            elif f.kind == "more" and f.pieces:
                words.append(f"with more {pieces(f.pieces, True)}")
            elif f.kind == "at_least" and f.pieces and f.or_more:
                words.append(f"with {f.n} or more {pieces(f.pieces, f.n != 1)}")
            elif f.kind == "at_least" and f.pieces:
                words.append(f"with at least {f.n} {pieces(f.pieces, f.n != 1)}")
            elif f.kind == "with_or_adjacent" and f.pieces:
                words.append(f"with or adjacent to {pieces(f.pieces, True)}")
            elif f.kind == "matching" and f.word is not None:
                neg = "not " if f.negated else ""
                words.append(f"{neg}matching a {f.word.text.capitalize()} Card")
            elif f.kind == "adjacent_to" and f.pieces:
                words.append(f"adjacent to {pieces(f.pieces, True)}")
            elif f.kind == "or_adjacent" and f.pieces and f.other:
                n = f"{f.n} or more" if f.or_more else f"at least {f.n}"
                near = pieces(f.other, f.n != 1)
                words.append(f"with {pieces(f.pieces)}, or adjacent to {n} {near}")
            elif f.kind == "where" and f.cond is not None:
                words.append(f"where {self.cond(f.cond)}")
            elif f.kind == "within" and f.pieces:
                words.append(f"within {f.n} Range of {pieces(f.pieces)}")
            elif f.kind == "same_board":
                words.append("on the same board")
            elif f.kind == "within_range":
                words.append(f"within {f.n} Range")
            elif f.kind == "same_terrain":
                words.append("that has the same terrain")
            elif f.kind == "also_like":
                also = "/".join(w.text.capitalize() for w in f.words)
                words.append(f"that is also {also} (whichever this land is)")
            elif f.kind == "did_here" and f.pieces is not None:
                words.append(f"where you {past(f.past)} {pieces(f.pieces, True)}")
            elif f.kind == "moved_to":
                what = f"{pieces(f.pieces, True)} " if f.pieces else ""
                words.append(f"{what}{past(f.past)} to")
        return " ".join(words)

    # --- conditions ----------------------------------------------------------------------
    def cond_TargetIs(self, c: A.TargetIs) -> str:
        return "target land is " + " or ".join(
            V.PLACES.get(w.text, w.text.capitalize()) for w in c.words
        )

    def cond_CardProvides(self, c: A.CardProvides) -> str:
        return f"it provides {c.word.text.capitalize()}"

    def cond_PresentOrAdjacent(self, c: A.PresentOrAdjacent) -> str:
        return f"{pieces(c.pieces, True)} are present or adjacent"

    def cond_PresentIn(self, c: A.PresentIn) -> str:
        where = self.landset(c.lands, "the" if c.the else "", not c.the).strip()
        return f"{self.cond_Present(c.present)} in {where}"

    def cond_LandExists(self, c: A.LandExists) -> str:
        return "there is " + self.landset(c.lands, "any" if c.exists else "no")

    def cond_OriginIs(self, c: A.OriginIs) -> str:
        names = {"sacred-site": "your Sacred Site", "coastal": "Coastal", "inland": "Inland"}
        return "the origin land is " + " or ".join(
            names.get(w.text, w.text.capitalize()) for w in c.words
        )

    def cond_AnotherSpirit(self, c: A.AnotherSpirit) -> str:
        return "you target another Spirit"

    def cond_Present(self, c: A.Present) -> str:
        if c.op == "==" and c.n > 0:
            verb = "is" if c.n == 1 and not _invariant_plural(c.pieces) else "are"
            return f"exactly {c.n} {pieces(c.pieces, c.n != 1)} {verb} present"
        if c.op == "==":
            return f"no {pieces(c.pieces, True)} are present"
        verb = "is" if c.n == 1 and not _invariant_plural(c.pieces) else "are"
        if c.op == "<=":
            return f"at most {c.n} {pieces(c.pieces, c.n != 1)} {verb} present"
        if c.n == 1:
            return f"{pieces(c.pieces, True)} are present"
        return f"at least {c.n} {pieces(c.pieces, True)} are present"

    def cond_Did(self, c: A.Did) -> str:
        return f"any {pieces(c.pieces)} was {past(c.past)}"

    def cond_Outnumber(self, c: A.Outnumber) -> str:
        return f"{pieces(c.more, True)} outnumber {pieces(c.fewer, True)}"

    def cond_NoOtherCards(self, c: A.NoOtherCards) -> str:
        return "you have no other Power Cards in play"

    def cond_IncarnaEmpowered(self, c: A.IncarnaEmpowered) -> str:
        return "your Incarna is empowered"

    def cond_HaveAtLeast(self, c: A.HaveAtLeast) -> str:
        if c.other is not None:
            return "you have at least as many impending cards as Power Cards in play"
        return f"you have at least {c.n} impending card" + ("s" if c.n != 1 else "")

    def cond_SacredSites(self, c: A.SacredSites) -> str:
        return f"you have at least {c.n} Sacred Sites"

    def cond_IslandCount(self, c: A.IslandCount) -> str:
        return f"there are at least {c.n} {pieces(c.pieces, c.n != 1)} on the island"

    def cond_TerrorLevel(self, c: A.TerrorLevel) -> str:
        more = {">=": " or higher", "<=": " or lower", "==": ""}[c.op]
        return f"the Terror Level is {c.n}{more}"

    def cond_Not(self, c: C.Not) -> str:
        inner = c.cond
        if isinstance(inner, A.Present) and inner.op == ">=" and inner.n == 1:
            return f"{pieces(inner.pieces, True)} are not present"
        return super().cond_Not(c)
