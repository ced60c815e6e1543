"""AST → English card text, in the style of the printed cards ("Push up to 2 Explorers/Towns.")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rulesets.spirit_island import vocabulary as V

from . import ast as A

_PLURAL = {
    "city": "Cities",
    "dahan": "Dahan",
    "presence": "Presence",
    "blight": "Blight",
    "sacred-site": "Sacred Sites",
    "invader": "Invaders",
}
_SINGULAR = {"sacred-site": "Sacred Site"}
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


def _piece_word(word: str, plural: bool) -> str:
    canon = V.canonical_piece(word) or word
    if plural:
        return _PLURAL.get(canon, canon.capitalize() + "s")
    return _SINGULAR.get(canon, canon.capitalize())


def pieces(p: A.Pieces, plural: bool = False) -> str:
    """``explorer/town`` → ``Explorer/Town`` (or ``Explorers/Towns``)."""
    out = []
    for piece in p.items:
        text = _piece_word(piece.word.text, plural)
        if piece.destroyed:
            text = "Destroyed " + text
        if piece.owner == "you":
            text = "your " + text
        elif piece.owner == "target":
            text = "their " + text
        out.append(text)
    return "/".join(out)


def _invariant_plural(p: A.Pieces) -> bool:
    return all(
        (V.canonical_piece(x.word.text) or "") in ("dahan", "blight", "presence") for x in p.items
    )


def _count(c: A.Count) -> tuple[str, bool]:
    if c.kind == "exact":
        return f"{c.n}", c.n != 1
    if c.kind == "up_to":
        return f"up to {c.n}", c.n != 1
    if c.kind == "all":
        return "all", True
    if c.kind == "any_number":
        return "any number of", True
    return f"up to {c.n} Health worth of", True


def _counted(c: A.Count, p: A.Pieces) -> str:
    text, plural = _count(c)
    of = " of" if p.items and p.items[0].owner and c.kind in ("exact", "up_to") else ""
    return f"{text}{of} {pieces(p, plural)}"


def _query(q: A.Query) -> str:
    text = pieces(q.pieces)
    if q.past:
        text += f" {_PAST.get(q.past, q.past)}"
    if q.where is not None:
        text += " there" if q.where.lands is None else f" in {landset(q.where.lands, 'each')}"
    return text


def _per(per: A.Per | None) -> str:
    if per is None:
        return ""
    text = f" per {_query(per.query)}"
    if per.max is not None:
        text += f" (max. {per.max})"
    return text


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


def landset(ls: A.LandSet, quant: str) -> str:
    """``each adjacent land with dahan`` → ``each adjacent land with Dahan``."""
    owned = _owned_lands(ls, quant)
    if owned is not None:
        return owned
    adjectives = [
        a.text.capitalize() if a.text in (*V.TERRAINS, "coastal", "inland") else a.text
        for a in ls.adjectives
    ]
    head = {"each": "each", "one": "one", "any": "any", "different": "a different"}.get(
        quant, quant
    )
    words = [head, *adjectives, "land"]
    for f in ls.filters:
        if f.kind == "with" and f.pieces:
            words.append(f"with {pieces(f.pieces)}")
        elif f.kind == "without" and f.pieces:
            words.append(f"with no {pieces(f.pieces)}")
        elif f.kind == "more" and f.pieces:
            words.append(f"with more {pieces(f.pieces, True)}")
        elif f.kind == "at_least" and f.pieces:
            words.append(f"with at least {f.n} {pieces(f.pieces, f.n != 1)}")
        elif f.kind == "where" and f.cond is not None:
            words.append(f"where {cond(f.cond)}")
        elif f.kind == "within" and f.pieces:
            words.append(f"within {f.n} Range of {pieces(f.pieces)}")
        elif f.kind == "same_board":
            words.append("on the same board")
        elif f.kind == "moved_to":
            what = f"{pieces(f.pieces, True)} " if f.pieces else ""
            words.append(f"{what}{_PAST.get(f.past or '', f.past or '')} to")
    return " ".join(words)


def place(p: A.Place) -> str:
    if p.kind == "target":
        return "target land"
    if p.kind == "source":
        return "the origin land"
    assert p.lands is not None and p.quant is not None
    return landset(p.lands, p.quant)


def cond(c: A.Cond) -> str:
    """A condition as English (without the leading "If")."""
    if isinstance(c, A.TargetIs):
        return "target land is " + " or ".join(w.text.capitalize() for w in c.words)
    if isinstance(c, A.AnotherSpirit):
        return "you target another Spirit"
    if isinstance(c, A.Present):
        if c.op == "==":
            return f"no {pieces(c.pieces, True)} are present"
        verb = "is" if c.n == 1 and not _invariant_plural(c.pieces) else "are"
        if c.op == "<=":
            return f"at most {c.n} {pieces(c.pieces, c.n != 1)} {verb} present"
        if c.n == 1:
            return f"{pieces(c.pieces, True)} are present"
        return f"at least {c.n} {pieces(c.pieces, True)} are present"
    if isinstance(c, A.Did):
        return f"any {pieces(c.pieces)} was {_PAST.get(c.past, c.past)}"
    if isinstance(c, A.Outnumber):
        return f"{pieces(c.more, True)} outnumber {pieces(c.fewer, True)}"
    if isinstance(c, A.SacredSites):
        return f"you have at least {c.n} Sacred Sites"
    if isinstance(c, A.Not):
        inner = c.cond
        if isinstance(inner, A.Present) and inner.op == ">=" and inner.n == 1:
            return f"{pieces(inner.pieces, True)} are not present"
        return "not " + cond(inner)
    return " and ".join(cond(x) for x in c.conds)


_WHO = {"you": "You", "target": "Target Spirit", "each": "Each Spirit"}


def _gains(who: str) -> str:
    return "gain" if who == "you" else "gains"


def stmt(s: A.Stmt) -> str:
    """One statement as an English sentence (with its final full stop)."""
    if isinstance(s, A.Fear):
        return f"{s.amount} Fear{_per(s.per)}."
    if isinstance(s, A.Damage):
        to = ""
        if s.to is not None:
            chosen = s.to.chosen
            if (
                chosen is not None
                and s.per is not None
                and chosen.kind == "exact"
                and chosen.n == 1
            ):
                what = pieces(s.to.pieces)
                return (
                    f"For each {_query(s.per.query)} present, choose a different {what}. "
                    f"{s.amount} Damage to each of those {pieces(s.to.pieces, True)}."
                )
            if s.to.chosen is not None:
                count, plural = _count(s.to.chosen)
                to = f" to each of {count} {pieces(s.to.pieces, plural)}"
            elif s.to.each:
                to = f" to each {pieces(s.to.pieces)}"
            else:
                to = f" to {pieces(s.to.pieces)}" + (" only" if s.to.only else "")
        return f"{s.amount} Damage{to}{_per(s.per)}."
    if isinstance(s, A.Bonus):
        return f"+{s.amount} {s.kind.capitalize()}."
    if isinstance(s, A.Defend):
        return f"Defend {s.amount}{_per(s.per)}."
    if isinstance(s, A.PieceAction):
        text = f"{s.verb.capitalize()} {_counted(s.count, s.pieces)}{_per(s.per)}"
        if s.to is not None:
            text += f" to {place(s.to)}"
        if s.spread:
            text += " to as many different lands as possible"
        if s.ignore_land:
            text += " even if you normally could not due to land type"
        return text + "."
    if isinstance(s, A.Replace):
        return (
            f"Replace {_counted(s.count, s.pieces)} with {s.n} {pieces(s.with_pieces, s.n != 1)}."
        )
    if isinstance(s, A.Move):
        src = f" from {place(s.source)}" if s.source else ""
        return f"Move {_counted(s.count, s.pieces)}{src} to {place(s.to)}."
    if isinstance(s, A.Skip):
        count, plural = _count(s.count)
        acts = "/".join(w.text.capitalize() for w in s.actions)
        text = f"Skip {count} {acts} Action{'s' if plural else ''}"
        if s.adding is not None:
            text += f" that would Add a {pieces(s.adding)}"
        return text + "."
    if isinstance(s, A.GainEnergy):
        return f"{_WHO[s.who]} {_gains(s.who)} {s.amount} Energy{_per(s.per)}."
    if isinstance(s, A.GainCard):
        deck = f"{s.deck.text.capitalize()} " if s.deck else ""
        n = "a" if s.n == 1 else str(s.n)
        tail = " they did not keep" if s.not_kept else ""
        return f"{_WHO[s.who]} {_gains(s.who)} {n} {deck}Power Card{'s' if s.n != 1 else ''}{tail}."
    if isinstance(s, A.GainElements):
        if s.n is None:
            return f"{_WHO[s.who]} {_gains(s.who)} the same Elements."
        return f"{_WHO[s.who]} {_gains(s.who)} {s.n} different Elements of their choice."
    if isinstance(s, A.Repeat):
        if s.place is None:
            return "Repeat this Power."
        return f"Repeat this Power in {place(s.place)} (ignoring Range and Target restrictions)."
    if isinstance(s, A.Modifier):
        return _modifier(s)
    if isinstance(s, A.Optional):
        who = _WHO[s.who] if s.who else "You"
        if len(s.body) == 1 and isinstance(s.body[0], A.Modifier) and s.cost is None:
            inner = stmt(replace(s.body[0], who=s.who or s.body[0].who))
            if inner.startswith(("You ", "Target Spirit ")):
                return inner.replace(" deal ", " may deal ", 1).replace(" deals ", " may deal ", 1)
            return f"{who} may {inner[:1].lower()}{inner[1:]}"
        if s.cost is not None:
            return f"{who} may pay {s.cost} Energy to {_infinitive(s.who, s.body)}"
        return f"{who} may: {body(s.body)}"
    if isinstance(s, A.If):
        text = f"If {cond(s.cond)}, {_lower_first(body(s.then))}"
        if s.otherwise:
            text += f" Otherwise, {_lower_first(body(s.otherwise))}"
        return text
    if isinstance(s, A.Threshold):
        els = ", ".join(f"{n} {w.text.capitalize()}" for n, w in s.elements)
        text = f"If you have {els}: {body(s.then)}"
        if s.otherwise:
            text += f" Otherwise, {_lower_first(body(s.otherwise))}"
        return text
    if isinstance(s, A.Choice):
        return " OR ".join(body(o) for o in s.options)
    if isinstance(s, A.ForEach):
        return f"For each {_query(s.query)}: {body(s.body)}"
    if isinstance(s, A.InLands):
        return f"In {landset(s.lands, s.quant)}: {body(s.body)}"
    if isinstance(s, A.EachPlayer):
        return f"Each player: {body(s.body)}"
    if isinstance(s, A.AtSacredSites):
        return f"At {'your' if s.owner == 'you' else 'their'} Sacred Sites: {body(s.body)}"
    if isinstance(s, A.Trigger):
        return f"After {_event(s.event)}: {body(s.body)}"
    if isinstance(s, A.Instead):
        lead = "You may instead" if s.may else "Instead,"
        return f"{lead} {body(s.body)}"
    raise AssertionError(type(s).__name__)  # pragma: no cover


def _event(e: A.Event) -> str:
    if e.kind == "pieces" and e.pieces is not None:
        return f"{pieces(e.pieces, True)} are {_PAST.get(e.past or '', e.past or '')}"
    if e.kind == "defend":
        return "your Power adds Defend to a single land"
    return "you add Presence during Growth"


def _modifier(m: A.Modifier) -> str:
    amount = f"{m.amount:+d}" if m.amount is not None else ""
    if m.name == "health" and m.pieces:
        return f"{pieces(m.pieces, True)} have {amount} Health."
    if m.name == "prevent" and m.pieces:
        verbs = " or ".join(w.text.capitalize() for w in m.words)
        return f"{pieces(m.pieces, True)} cannot be {verbs}."
    if m.name == "range_bonus":
        return f"{_WHO[m.who or 'you']} get{'s' if m.who != 'you' else ''} {amount} Range."
    if m.name == "range_set":
        return f"Increase this Power's Range to {m.amount}."
    if m.name in ("repeat_cards", "reclaim_cards", "make_fast") and m.count:
        count, plural = _count(m.count)
        if m.name == "repeat_cards" and count == "1":
            count = "a"  # "Repeat a Power Card by paying its cost again"
        return {
            "repeat_cards": f"Repeat {count} {'other ' if m.words else ''}"
            f"Power Card{'s' if plural else ''} by paying its cost again.",
            "reclaim_cards": f"Reclaim {count} Power Card{'s' if plural else ''} instead of "
            "discarding it.",
            "make_fast": f"Make {count} Slow Power{'s' if plural else ''}"
            + (
                f" with a {'/'.join(w.text.capitalize() for w in m.words)} instruction"
                if m.words
                else ""
            )
            + " Fast.",
        }[m.name]
    if m.name == "damage_each_other" and m.pieces and m.other:
        return f"{pieces(m.pieces, True)} and {pieces(m.other, True)} do Damage to each other."
    if m.name == "damage_bonus_once":
        who = _WHO[m.who or "you"]
        their = "your" if m.who in (None, "you") else "their"
        verb = "deal" if m.who in (None, "you") else "deals"
        return f"{who} {verb} {amount} Damage with one of {their} Damage-dealing Powers."
    if m.name == "build_adds" and m.pieces and m.other:
        return f"Build Actions add {pieces(m.pieces)} instead of {pieces(m.other)}."
    if m.name == "damage_bonus_all":
        return f"Your Damage-dealing Powers do {amount} Damage."
    if m.name == "share_presence":
        return "You and target Spirit may use each other's Presence to target Powers."
    if m.name == "gift_card":
        to = "target Spirit" if m.words and m.words[0].text == "target" else "you"
        return f"{_WHO[m.who or 'you']} may gift {m.amount} Power Card to {to}."
    return f"{m.name}."  # pragma: no cover


def _infinitive(who: str | None, stmts: Sequence[A.Stmt]) -> str:
    """``Target Spirit gains a Power Card`` → ``gain a Power Card`` after "may pay N Energy to"."""
    text = _lower_first(body(stmts))
    subject = f"{_WHO[who or 'you']} "
    if text.startswith(subject):
        rest = text[len(subject) :]
        verb, _, tail = rest.partition(" ")
        verb = verb[:-1] if verb.endswith("s") and verb not in ("has",) else verb
        return f"{verb} {tail}"
    if text[:1].isupper() and not text.startswith(("You ", "Target Spirit", "Each ")):
        return "do this: " + text
    return text


def _lower_first(text: str) -> str:
    """Card text keeps game verbs capitalised; only a leading "Instead," is lowered."""
    return "instead" + text[len("Instead,") :] if text.startswith("Instead,") else text


def _plain_piece_action(s: A.Stmt) -> bool:
    return isinstance(s, A.PieceAction) and s.per is None and s.to is None and not s.spread


def body(stmts: Sequence[A.Stmt]) -> str:
    """A statement sequence as English sentences joined by spaces; consecutive plain actions
    with the same verb read as one ("Push 1 Explorer and 1 Town.")."""
    out: list[str] = []
    i = 0
    while i < len(stmts):
        s = stmts[i]
        j = i + 1
        if _plain_piece_action(s):
            assert isinstance(s, A.PieceAction)
            parts = [_counted(s.count, s.pieces)]
            while j < len(stmts) and _plain_piece_action(stmts[j]):
                nxt = stmts[j]
                assert isinstance(nxt, A.PieceAction)
                if nxt.verb != s.verb:
                    break
                parts.append(_counted(nxt.count, nxt.pieces))
                j += 1
            if len(parts) > 1:
                out.append(f"{s.verb.capitalize()} {', '.join(parts[:-1])} and {parts[-1]}.")
                i = j
                continue
        out.append(stmt(s))
        i += 1
    return " ".join(out)


def render(effect: A.Effect) -> str:
    """The whole effect as card text."""
    return body(effect.body)
