"""AST → canonical effect text, the inverse of :func:`dsl.parser.parse`.

``parse(print_effect(e)) == e`` for every effect the parser produces (AST nodes compare without
their spans). The canonical form, used by ``cardsmith fmt``:

* one statement per line (``1 fear; defend 6`` becomes two lines), two-space indentation;
* a block body goes on the same line as its ``:`` when it is a single simple statement
  (``if target is sands: remove 1 blight``), otherwise it is indented below;
* keywords lower-case, amounts before their noun (``2 fear``, never ``fear 2``), ``otherwise``,
  ``threshold 3 air 2 water`` (no commas), ``target``/``source`` for places, ``land`` (singular)
  in land sets and ``in each`` before a located land set;
* **game words are kept as written** (lower-cased by the parser): the AST records them, so
  ``explorers`` stays ``explorers`` and ``explorer/town`` stays singular. The printer never
  changes a piece word's number. Grammar words the AST does not record get one spelling:
  ``you gain`` / ``target spirit gains`` / ``each spirit gains`` (``they`` becomes
  ``target spirit``), ``card``/``action`` singular after a count of 1 and plural otherwise,
  ``1 of your presence`` (``of`` before an owned piece), ``sacred site`` for the sacred-site word.

The printer does not keep ``#`` comments (the parser drops them); ``cardsmith fmt`` leaves effects
that contain a comment untouched.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import ast as A

__all__ = ["INDENT", "is_simple", "print_effect", "print_stmt"]

INDENT = "  "

_WHO = {"you": "you", "target": "target spirit", "each": "each spirit"}
_OWNER = {"you": "your", "target": "their"}
_QUANT = {"each": "each", "one": "one", "any": "any", "different": "a different"}


def _who(who: A.Who | str) -> str:
    return _WHO[who]


def _verb(who: A.Who | str, base: str) -> str:
    """``gain`` for *you*, ``gains`` for a spirit named in the third person."""
    return base if who == "you" else base + "s"


def _signed(n: int) -> str:
    return f"{n:+d}"


def _plural(n: int | None, word: str) -> str:
    return word if n == 1 else word + "s"


# --- pieces, counts, queries -----------------------------------------------------------------


def _word(word: A.Word) -> str:
    return "sacred site" if word.text == "sacred-site" else word.text


def _piece(p: A.Piece) -> str:
    parts = []
    if p.owner is not None:
        parts.append(_OWNER[p.owner])
    if p.destroyed:
        parts.append("destroyed")
    parts.append(_word(p.word))
    return " ".join(parts)


def _pieces(ps: A.Pieces) -> str:
    return "/".join(_piece(p) for p in ps.items)


def _count(c: A.Count, owned: bool = False) -> str:
    of = " of" if owned else ""
    if c.kind == "exact":
        return f"{c.n}{of}"
    if c.kind == "up_to":
        return f"up to {c.n}{of}"
    if c.kind == "all":
        return "all"
    if c.kind == "any_number":
        return "any number of"
    return f"up to {c.n} health of"


def _counted(c: A.Count, ps: A.Pieces) -> str:
    owned = bool(ps.items) and ps.items[0].owner is not None
    return f"{_count(c, owned)} {_pieces(ps)}"


def _located(loc: A.Located) -> str:
    if loc.lands is None:
        return "here"
    return f"in each {_landset(loc.lands)}"


def _query(q: A.Query) -> str:
    parts = [_pieces(q.pieces)]
    if q.past is not None:
        parts.append(q.past)
    if q.where is not None:
        parts.append(_located(q.where))
    return " ".join(parts)


def _per(per: A.Per | None) -> str:
    if per is None:
        return ""
    text = f" per {_query(per.query)}"
    if per.max is not None:
        text += f" (max {per.max})"
    return text


# --- lands -------------------------------------------------------------------------------


def _filter(f: A.LandFilter) -> str:
    ps = _pieces(f.pieces) if f.pieces is not None else ""
    if f.kind == "with":
        return f"with {ps}"
    if f.kind == "without":
        return f"with no {ps}"
    if f.kind == "more":
        return f"with more {ps}"
    if f.kind == "at_least":
        return f"with at least {f.n} {ps}"
    if f.kind == "where":
        assert f.cond is not None
        return f"where {_cond(f.cond)}"
    if f.kind == "within":
        return f"within {f.n} of {ps}"
    if f.kind == "same_board":
        return "on this board"
    return " ".join(x for x in (ps, f.past or "moved", "to") if x)  # moved_to


def _landset(ls: A.LandSet) -> str:
    parts = [w.text for w in ls.adjectives]
    parts.append("land")
    parts.extend(_filter(f) for f in ls.filters)
    return " ".join(parts)


def _place(p: A.Place) -> str:
    if p.kind in ("target", "source"):
        return p.kind
    assert p.quant is not None and p.lands is not None
    return f"{_QUANT[p.quant]} {_landset(p.lands)}"


# --- conditions --------------------------------------------------------------------------


def _cond(c: A.Cond) -> str:
    if isinstance(c, A.AllOf):
        return " and ".join(_cond(x) for x in c.conds)
    if isinstance(c, A.Not):
        return f"not {_cond(c.cond)}"
    if isinstance(c, A.TargetIs):
        return "target is " + " or ".join(w.text for w in c.words)
    if isinstance(c, A.AnotherSpirit):
        return "target is another spirit"
    if isinstance(c, A.Present):
        ps = _pieces(c.pieces)
        if c.op == "==":
            return f"no {ps} present"
        if c.op == "<=":
            return f"at most {c.n} {ps} present"
        if c.n == 1:
            return f"{ps} present"
        return f"at least {c.n} {ps} present"
    if isinstance(c, A.Did):
        return f"{_pieces(c.pieces)} {c.past}"
    if isinstance(c, A.Outnumber):
        return f"{_pieces(c.more)} outnumber {_pieces(c.fewer)}"
    return f"you have at least {c.n} sacred sites"  # SacredSites


# --- statements --------------------------------------------------------------------------


def is_simple(s: A.Stmt) -> bool:
    """True when ``s`` prints as a one-line simple statement (may follow a ``:`` inline)."""
    if isinstance(s, A.Optional):
        return s.cost is None and len(s.body) == 1 and is_simple(s.body[0])
    return not isinstance(
        s,
        A.If
        | A.Threshold
        | A.Choice
        | A.ForEach
        | A.InLands
        | A.EachPlayer
        | A.AtSacredSites
        | A.Trigger
        | A.Instead,
    )


def _modifier(m: A.Modifier) -> str:
    ps = _pieces(m.pieces) if m.pieces is not None else ""
    amount = m.amount if m.amount is not None else 0
    count = m.count or A.Count("exact", 1)
    if m.name == "health":
        return f"{ps} have {_signed(amount)} health"
    if m.name == "prevent":
        return f"{ps} cannot be " + " or ".join(w.text for w in m.words)
    if m.name == "range_bonus":
        who = m.who or "you"
        return f"{_who(who)} {_verb(who, 'get')} {_signed(amount)} range"
    if m.name == "range_set":
        return f"increase range to {amount}"
    if m.name == "repeat_cards":
        other = "other " if m.words else ""
        return f"repeat {_count(count)} {other}power {_plural(count.n, 'card')} by paying again"
    if m.name == "reclaim_cards":
        return f"reclaim {_count(count)} power {_plural(count.n, 'card')} instead of discarding"
    if m.name == "make_fast":
        kinds = f"with {'/'.join(w.text for w in m.words)} " if m.words else ""
        return f"make {_count(count)} slow power {kinds}fast"
    if m.name == "damage_each_other":
        other = _pieces(m.other) if m.other is not None else ""
        return f"{ps} and {other} damage each other"
    if m.name == "damage_bonus_once":
        who = m.who or "you"
        deal = "deal" if who == "you" else f"{_who(who)} deals"
        return f"{deal} {_signed(amount)} damage with one power"
    if m.name == "build_adds":
        other = _pieces(m.other) if m.other is not None else ""
        return f"build adds {ps} instead of {other}"
    if m.name == "damage_bonus_all":
        return f"your powers deal {_signed(amount)} damage"
    if m.name == "share_presence":
        return "share presence with target spirit"
    if m.name == "gift_card":
        to = m.words[0].text if m.words else "target"
        return (
            f"{_who(m.who or 'you')} may gift {amount} power {_plural(amount, 'card')}"
            f" to {_who(to)}"
        )
    raise ValueError(f"cannot print modifier {m.name!r}")


def _simple(s: A.Stmt) -> str:
    """One simple statement, without indentation or newline."""
    if isinstance(s, A.Fear):
        return f"{s.amount} fear{_per(s.per)}"
    if isinstance(s, A.Damage):
        text = f"{s.amount} damage"
        if s.to is not None:
            to = s.to
            if to.chosen is not None:
                text += f" to each of {_counted(to.chosen, to.pieces)}"
            else:
                text += " to " + ("each " if to.each else "") + _pieces(to.pieces)
            if to.only:
                text += " only"
        return text + _per(s.per)
    if isinstance(s, A.Bonus):
        return f"+{s.amount} {s.kind}"
    if isinstance(s, A.Defend):
        return f"defend {s.amount}{_per(s.per)}"
    if isinstance(s, A.PieceAction):
        text = f"{s.verb} {_counted(s.count, s.pieces)}{_per(s.per)}"
        if s.spread:
            text += " to different lands"
        elif s.to is not None:
            text += f" to {_place(s.to)}"
        if s.ignore_land:
            text += " ignoring land type"
        return text
    if isinstance(s, A.Replace):
        return f"replace {_counted(s.count, s.pieces)} with {s.n} {_pieces(s.with_pieces)}"
    if isinstance(s, A.Move):
        text = f"move {_counted(s.count, s.pieces)}"
        if s.source is not None:
            text += f" from {_place(s.source)}"
        return text + f" to {_place(s.to)}"
    if isinstance(s, A.Skip):
        n = s.count.n if s.count.kind in ("exact", "up_to") else None
        actions = "/".join(w.text for w in s.actions)
        text = f"skip {_count(s.count)} {actions} {_plural(n, 'action')}"
        if s.adding is not None:
            text += f" adding {_pieces(s.adding)}"
        return text
    if isinstance(s, A.GainEnergy):
        return f"{_who(s.who)} {_verb(s.who, 'gain')} {s.amount} energy{_per(s.per)}"
    if isinstance(s, A.GainCard):
        deck = f"{s.deck.text} " if s.deck is not None else ""
        text = f"{_who(s.who)} {_verb(s.who, 'gain')} {s.n} {deck}power {_plural(s.n, 'card')}"
        return text + (" they did not keep" if s.not_kept else "")
    if isinstance(s, A.GainElements):
        gains = f"{_who(s.who)} {_verb(s.who, 'gain')}"
        if s.n is None:
            return f"{gains} the same elements"
        return f"{gains} {s.n} different elements"
    if isinstance(s, A.Repeat):
        if s.place is None:
            return "repeat"
        return f"repeat in {_place(s.place)}"
    if isinstance(s, A.Modifier):
        return _modifier(s)
    if isinstance(s, A.Optional) and is_simple(s):
        who = f"{_who(s.who)} " if s.who is not None else ""
        return f"{who}may {_simple(s.body[0])}"
    raise ValueError(f"not a simple statement: {type(s).__name__}")


def _inline(body: Sequence[A.Stmt]) -> str | None:
    """The text after ``:`` when ``body`` fits on the header line, else None."""
    if len(body) != 1:
        return None
    only = body[0]
    if isinstance(only, A.Instead) and len(only.body) == 1 and is_simple(only.body[0]):
        marker = "may instead" if only.may else "instead"
        return f"{marker} {_simple(only.body[0])}"
    if is_simple(only):
        return _simple(only)
    return None


def _block(header: str, body: Sequence[A.Stmt], depth: int) -> list[str]:
    """``header:`` followed by ``body`` inline or as an indented block."""
    pad = INDENT * depth
    inline = _inline(body)
    if inline is not None:
        return [f"{pad}{header}: {inline}"]
    lines = [f"{pad}{header}:"]
    for s in body:
        lines.extend(_stmt_lines(s, depth + 1))
    return lines


def _elements(elements: Sequence[tuple[int, A.Word]]) -> str:
    return " ".join(f"{n} {w.text}" for n, w in elements)


def _stmt_lines(s: A.Stmt, depth: int) -> list[str]:
    pad = INDENT * depth
    if is_simple(s):
        return [pad + _simple(s)]
    if isinstance(s, A.If):
        lines = _block(f"if {_cond(s.cond)}", s.then, depth)
        if s.otherwise:
            lines += _block("otherwise", s.otherwise, depth)
        return lines
    if isinstance(s, A.Threshold):
        lines = _block(f"threshold {_elements(s.elements)}", s.then, depth)
        if s.otherwise:
            lines += _block("otherwise", s.otherwise, depth)
        return lines
    if isinstance(s, A.Choice):
        lines = []
        for i, option in enumerate(s.options):
            lines += _block("either" if i == 0 else "or", option, depth)
        return lines
    if isinstance(s, A.Optional):
        who = f"{_who(s.who)} " if s.who is not None else ""
        if s.cost is not None:
            return _block(f"{who}may pay {s.cost} energy", s.body, depth)
        return _block(f"{who}may", s.body, depth)
    if isinstance(s, A.ForEach):
        return _block(f"for each {_query(s.query)}", s.body, depth)
    if isinstance(s, A.InLands):
        return _block(f"in {_QUANT[s.quant]} {_landset(s.lands)}", s.body, depth)
    if isinstance(s, A.EachPlayer):
        return _block("each player", s.body, depth)
    if isinstance(s, A.AtSacredSites):
        return _block(f"at {_OWNER[s.owner]} sacred sites", s.body, depth)
    if isinstance(s, A.Trigger):
        return _block(f"after {_event(s.event)}", s.body, depth)
    if isinstance(s, A.Instead):
        marker = "may instead" if s.may else "instead"
        if len(s.body) == 1 and is_simple(s.body[0]):
            return [f"{pad}{marker} {_simple(s.body[0])}"]
        lines = [f"{pad}{marker}:"]
        for x in s.body:
            lines.extend(_stmt_lines(x, depth + 1))
        return lines
    raise ValueError(f"cannot print statement {type(s).__name__}")  # pragma: no cover


def _event(e: A.Event) -> str:
    if e.kind == "defend":
        return "you defend one land"
    if e.kind == "growth_presence":
        return "you add presence in growth"
    assert e.pieces is not None
    return f"{_pieces(e.pieces)} {e.past}"


def print_stmt(stmt: A.Stmt, depth: int = 0) -> str:
    """One statement (and its blocks) as canonical text, indented ``depth`` levels, no newline."""
    return "\n".join(_stmt_lines(stmt, depth))


def print_effect(effect: A.Effect) -> str:
    """A whole effect as canonical text: one statement per line, ending with a newline.

    An effect with no statements prints as the empty string.
    """
    lines: list[str] = []
    for s in effect.body:
        lines.extend(_stmt_lines(s, 0))
    return "".join(line + "\n" for line in lines)
