"""Pieces: ``explorer/town``, ``your presence``, ``their destroyed presence``, ``invaders with
strife``, ``them``, ``that type`` — the rules ``pieces``, ``piece``, ``destroyed_piece``,
``health_cap``, ``health_cap_terror``, ``those_pieces``, ``that_type_pieces`` and the actors
``who_*`` of ``rulesets/spirit_island/grammar.lark``: the nodes, how they are built, checked
against the vocabulary (``{"kinds": [...]}``) and written in either style.

Pieces are no statement or term of their own (the statements and terms holding them compile
and write them through the functions here), so this module needs only :mod:`.style`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from lark import Token

from cardsmith.dsl.ast import NOWHERE, Node, Span, Word
from cardsmith.dsl.builder import tok_span, word
from cardsmith.dsl.compiler import suggest
from cardsmith.dsl.style import CANONICAL, Style
from cardsmith.rulesets.spirit_island import vocabulary as V

from .words import OWNER_TEXT

# --- nodes -----------------------------------------------------------------------------------

Owner = Literal["you", "target"]

Who = Literal["you", "target", "each"]


@dataclass(frozen=True)
class Piece(Node):
    """``explorer``, ``your presence``, ``their destroyed presence``, ``damaged invaders``
    (``past``: a participle before the word other than ``destroyed``)."""

    word: Word
    owner: Owner | None = None
    destroyed: bool = False
    span: Span = field(default=NOWHERE, compare=False)
    past: str | None = None


@dataclass(frozen=True)
class Pieces(Node):
    """``explorer/town``; ``invaders with strife`` (``strifed``); ``them`` (``those``: the pieces
    of the event that set off the trigger, no items)."""

    items: tuple[Piece, ...]
    span: Span = field(default=NOWHERE, compare=False)
    strifed: bool = False
    those: bool = False
    anyone: bool = False  # "presence of any spirit": whoever owns them
    another: bool = False  # with ``anyone``: "of another spirit" (not yours)
    #: "invaders with health at most 2" / "… at most the terror level" (``"terror_level"``)
    max_health: int | str | None = None
    #: "the invader you added strife to": only the invaders this power gave strife
    strifed_here: bool = False
    #: "that type": the kind a ``for each type of … added`` loop is at (no items)
    that_type: bool = False


# --- build -----------------------------------------------------------------------------------


def owner_word(tok: Token | None) -> Owner | None:
    """``your`` → you, ``their`` → target (no token: no owner)."""
    if tok is None:
        return None
    return "you" if str(tok).lower() == "your" else "target"


def build_pieces(span: Span, ch: list[Any]) -> Pieces:
    items = tuple(c for c in ch if isinstance(c, Piece))
    kinds = {c.type for c in ch if isinstance(c, Token)}
    cap = next((c[1] for c in ch if isinstance(c, tuple) and c[0] == "health_cap"), None)
    return Pieces(
        items,
        span,
        strifed="WITH_STRIFE" in kinds,
        strifed_here="YOU_STRIFED" in kinds,
        anyone="OF_ANY_SPIRIT" in kinds,
        max_health=cap,
        another=any(
            isinstance(c, Token) and c.type == "OF_ANY_SPIRIT" and "another" in c.lower()
            for c in ch
        ),
    )


def build_health_cap(span: Span, ch: list[Any]) -> tuple[str, int]:
    return ("health_cap", int(ch[-1]))


def build_health_cap_terror(span: Span, ch: list[Any]) -> tuple[str, str]:
    return ("health_cap", "terror_level")


def build_those_pieces(span: Span, ch: list[Any]) -> Pieces:
    return Pieces((), span, those=True)


def build_that_type_pieces(span: Span, ch: list[Any]) -> Pieces:
    return Pieces((), span, that_type=True)


def build_piece(span: Span, ch: list[Any]) -> Piece:
    tok: Token = ch[1]
    text = "sacred-site" if tok.type == "SACRED_SITE" else str(tok).lower()
    return Piece(Word(text, tok_span(tok)), owner_word(ch[0]), False, span)


def build_destroyed_piece(span: Span, ch: list[Any]) -> Piece:
    past = str(ch[1]).lower()
    destroyed = past == "destroyed"
    return Piece(word(ch[2]), owner_word(ch[0]), destroyed, span, None if destroyed else past)


def _who(value: Who) -> Callable[[Span, list[Any]], Who]:
    return lambda span, ch: value


#: grammar rule → build function (merged into the table's rules)
RULES: dict[str, Callable[[Span, list[Any]], Any]] = {
    "pieces": build_pieces,
    "health_cap": build_health_cap,
    "health_cap_terror": build_health_cap_terror,
    "those_pieces": build_those_pieces,
    "that_type_pieces": build_that_type_pieces,
    "piece": build_piece,
    "destroyed_piece": build_destroyed_piece,
    "who_you": _who("you"),
    "who_target": _who("target"),
    "who_each": _who("each"),
}


# --- compile ---------------------------------------------------------------------------------


class PieceCompiling(Protocol):
    """What compiling pieces asks of the compiler."""

    #: the pieces of the triggers being compiled, innermost last (what ``them`` means)
    event_pieces: list[dict[str, Any] | None]
    #: the kinds of the ``for each type of … added`` loops being compiled (``that type``)
    kind_loops: list[list[str]]

    def error(self, span: Span, code: str, message: str, hint: str | None = None) -> None: ...


def compile_pieces(
    c: PieceCompiling, pieces: Pieces, allowed: Sequence[str] = V.PIECES
) -> dict[str, Any]:
    """``{"kinds": [...], "owner": …, …}``; every word checked against ``allowed``."""
    if pieces.those:
        return compile_those(c, pieces)
    if pieces.that_type:
        if not c.kind_loops:
            c.error(
                pieces.span,
                "C135",
                "'that type' means the kind a `for each type of … added` loop is at",
                "use it inside `for each type of badlands/strife added: …`",
            )
            return {"kinds": [], "that_type": True}
        return {"kinds": list(c.kind_loops[-1]), "that_type": True}
    kinds: list[str] = []
    owner: str | None = None
    destroyed = False
    damaged = False
    for piece in pieces.items:
        if piece.past is not None:
            if piece.past == "damaged":
                damaged = True
            else:
                c.error(
                    piece.span,
                    "C112",
                    f"{piece.past!r} does not describe a piece here",
                    "use 'destroyed' (destroyed presence) or 'damaged' (damaged invaders)",
                )
        canon = V.canonical_piece(piece.word.text)
        if canon is None:
            guess = suggest(piece.word.text, list(V.PIECE_SPELLINGS))
            c.error(
                piece.word.span,
                "C101",
                f"unknown piece {piece.word.text!r}",
                f"did you mean {V.canonical_piece(guess)!r}?" if guess else None,
            )
            continue
        for kind in V.expand_piece(canon):
            if kind not in allowed:
                c.error(
                    piece.word.span,
                    "C109",
                    f"{kind!r} cannot be used here (expected {'/'.join(allowed)})",
                )
            elif kind not in kinds:
                kinds.append(kind)
        owner = piece.owner or owner
        destroyed = destroyed or piece.destroyed
    out: dict[str, Any] = {"kinds": kinds}
    if owner:
        out["owner"] = owner
    if pieces.anyone:
        if owner or any(k not in V.OWNED for k in kinds):
            c.error(
                pieces.span,
                "C109",
                "'of any spirit' is said of presence, sacred sites or incarna (no owner word)",
            )
        out["owner"] = "other" if pieces.another else "any"
    if destroyed:
        out["destroyed"] = True
    if damaged:
        out["damaged"] = True
    if pieces.strifed:
        if any(k not in V.INVADERS for k in kinds):
            c.error(pieces.span, "C109", "only invaders carry strife ('with strife')")
        out["strifed"] = True
    if pieces.strifed_here:
        if any(k not in V.INVADERS for k in kinds):
            c.error(pieces.span, "C109", "strife is added to invaders only")
        out["strifed_here"] = True
    if pieces.max_health is not None:
        if any(k not in (*V.INVADERS, "dahan") for k in kinds):
            c.error(pieces.span, "C109", "only invaders and dahan have health")
        out["health_at_most"] = pieces.max_health
    return out


def compile_those(c: PieceCompiling, pieces: Pieces) -> dict[str, Any]:
    """``them``: the pieces of the event that set off the enclosing trigger."""
    event = c.event_pieces[-1] if c.event_pieces else None
    if event is None:
        c.error(
            pieces.span,
            "C115",
            "'them' means the pieces of a trigger's event, and there is none here",
            "use it inside `after PIECES PAST:` or `the next time PIECES would be PAST:`",
        )
        return {"kinds": [], "those": True}
    return {**event, "those": True}


# --- write -----------------------------------------------------------------------------------

#: words that read the same in the singular and the plural (``1 Beasts``, ``2 Disease``)
INVARIANT = {
    "dahan": "Dahan",
    "presence": "Presence",
    "blight": "Blight",
    **{t: t.capitalize() for t in (*V.TOKENS, V.STRIFE, V.INCARNA)},
}
_PLURAL = {
    **INVARIANT,
    "city": "Cities",
    "sacred-site": "Sacred Sites",
    "invader": "Invaders",
    "token": "tokens",
}
_SINGULAR = {**INVARIANT, "sacred-site": "Sacred Site", "token": "token"}
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


def past(verb: str | None) -> str:
    """A participle as printed on the cards (``pushed`` → ``Pushed``)."""
    return _PAST.get(verb or "", verb or "")


def _word(style: Style, text: str, plural: bool) -> str:
    if not style.english:
        return "sacred site" if text == "sacred-site" else text
    canon = V.canonical_piece(text) or text
    if plural:
        return _PLURAL.get(canon, canon.capitalize() + "s")
    return _SINGULAR.get(canon, canon.capitalize())


def _piece(style: Style, p: Piece, plural: bool) -> str:
    parts = []
    if p.owner is not None:
        parts.append(OWNER_TEXT[p.owner])
    if p.destroyed:
        parts.append(style.cap("destroyed"))
    elif p.past is not None:
        parts.append(style.cap(p.past))
    parts.append(_word(style, p.word.text, plural))
    return " ".join(parts)


def write_pieces(style: Style, ps: Pieces, plural: bool = False) -> str:
    """``explorer/town`` as written, or ``Explorer/Town`` (``Explorers/Towns``: the canonical
    text has no plural); ``them`` stays."""
    if ps.those:
        return "them"
    if ps.that_type:
        return "of that type"
    pick = style.pick
    text = "/".join(_piece(style, p, plural) for p in ps.items)
    if ps.strifed:
        text += f" with {style.cap('strife')}"
    if ps.strifed_here:
        text += f" you added {style.cap('strife')} to"
    if ps.anyone:
        text += pick(" of another spirit", " of another Spirit") if ps.another else ""
        text += "" if ps.another else pick(" of any spirit", " (of any Spirits)")
    if ps.max_health == "terror_level":
        text += pick(
            " with health at most the terror level",
            " with Health less than or equal to the Terror Level",
        )
    elif ps.max_health is not None:
        most = ps.max_health
        text += pick(f" with health at most {most}", f" with Health {most} or less")
    return text


def bare(ps: Pieces) -> str:
    """Canonical pieces where no count stands before them (``that type`` without ``of``)."""
    return "that type" if ps.that_type else write_pieces(CANONICAL, ps)


def invariant_plural(ps: Pieces) -> bool:
    """Every piece reads the same in the plural (``Dahan``, ``Beasts``)."""
    return all((V.canonical_piece(x.word.text) or "") in INVARIANT for x in ps.items)
