"""The piece verbs: ``push``, ``gather``, ``destroy``, ``remove``, ``add``, ``downgrade`` (one
node, :class:`PieceAction`, with what the pieces bring along), ``replace``, ``move`` (to a place
or step by step), ``return … removed`` / ``… to your presence tracks`` and ``add … of a kind in
an adjacent land`` — the rules ``push``, ``gather``, ``destroy``, ``remove``, ``add``,
``downgrade``, ``along``, ``replace``, ``move``, ``move_steps``, ``return_pieces``,
``return_to_tracks``, ``add_kind`` and ``empower`` (an incarna) of
``rulesets/spirit_island/grammar.lark``. Places and the pieces themselves are :mod:`.places`'
and :mod:`.pieces`'."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from cardsmith.dsl.ast import NOWHERE, Count, Node, Per, Span, Word
from cardsmith.dsl.builder import word
from cardsmith.dsl.ir import Op
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Build, Compiling, Construct, Writing, with_per
from .lands import LandSet
from .pieces import Pieces, bare
from .places import Place
from .words import plural

#: the pieces each piece verb may take
ALLOWED: dict[str, tuple[str, ...]] = {
    "push": V.MOVABLE,
    "gather": V.MOVABLE,
    "destroy": (*V.INVADERS, "dahan", "presence", *V.TOKENS, V.INCARNA),
    "remove": (*V.INVADERS, "dahan", "blight", "presence", *V.TOKENS, V.STRIFE, V.INCARNA),
    "add": (*V.MOVABLE, V.STRIFE),
    "downgrade": V.INVADERS,
    "abduct": (*V.INVADERS, "dahan", "presence", *V.TOKENS),
}


#: what may be replaced, and what may come instead
REPLACEABLE = (*V.INVADERS, "dahan", "blight", "presence", *V.TOKENS)


# --- nodes -----------------------------------------------------------------------------------


PieceVerb = Literal["push", "gather", "destroy", "remove", "add", "downgrade", "abduct"]


@dataclass(frozen=True)
class Along(Node):
    """``bringing up to 1 explorer/town, up to 1 dahan [with each]``: pieces that may move with
    the pushed / moved pieces, from the land they leave to the land they reach (``each``: that
    many with each moved piece; else in total)."""

    items: tuple[tuple[Count, Pieces], ...]
    each: bool = False
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class PieceAction(Node):
    """``push up to 2 explorer/town``; ``count`` is None when the text gives none (``push
    them``, ``push your incarna``)."""

    verb: PieceVerb
    count: Count | None
    pieces: Pieces
    per: Per | None = None
    to: Place | None = None
    spread: bool = False
    ignore_land: bool = False  # "add ... ignoring land type" (Indomitable Claim)
    no_cascade: bool = False  # "add 1 blight without cascading"
    span: Span = field(default=NOWHERE, compare=False)
    ocean: bool = False  # "push … or into the ocean"
    onto: Pieces | None = None  # "add 1 strife to town": the pieces strife may go on
    from_game: bool = False  # "remove … from the game"
    along: Along | None = None  # "push …, bringing up to 1 dahan"
    evenly: bool = False  # "push …, dividing them as evenly as possible"
    among: LandSet | None = None  # "add 4 disease among other coastal lands": a land for each
    max_each: int | None = None  # "add 1 badlands/disease (max 3 of each)": per kind, per power
    source: Place | None = None  # "abduct … from any lands with presence"
    into: LandSet | None = None  # "gather up to 4 explorer into lands with 2 or more invaders"


@dataclass(frozen=True)
class Replace(Node):
    count: Count
    pieces: Pieces
    n: int
    with_pieces: Pieces
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Move(Node):
    """``move … [from PLACE] to PLACE``, or step by step ``move 1 beasts up to 2 lands``
    (``steps``: ``to`` is then None; each step goes to an adjacent land)."""

    count: Count
    pieces: Pieces
    source: Place | None
    to: Place | None
    span: Span = field(default=NOWHERE, compare=False)
    along: Along | None = None
    steps: int | None = None


#: ``ReturnPieces.past`` of ``return … to your presence tracks`` (as written)
TO_TRACKS = "to your presence tracks"


@dataclass(frozen=True)
class ReturnPieces(Node):
    """``return up to 2 beasts/disease removed``: pieces this power removed go back to the
    land they were removed from (``past``: ``removed``); ``past`` :data:`TO_TRACKS`: the
    spirit's destroyed presence goes back onto its presence tracks."""

    count: Count
    pieces: Pieces
    past: str
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class AddKind(Node):
    """``add 1 beasts/disease of a kind in an adjacent land (disease costs 1 energy)``: one of
    the kinds found in an adjacent land, chosen; a kind may cost energy."""

    count: Count
    pieces: Pieces
    cost_kind: Word | None = None
    cost: int = 0
    span: Span = field(default=NOWHERE, compare=False)


# --- push, gather, destroy, remove, add, downgrade -------------------------------------------


def _piece_action(verb: PieceVerb, span: Span, ch: list[Any]) -> PieceAction:
    dest = ch[3] if len(ch) > 3 else None
    place = dest if isinstance(dest, Place) else None
    return PieceAction(
        verb, ch[0], ch[1], ch[2], place, dest == "spread", span=span, ocean=dest == "ocean"
    )


def build_push(span: Span, ch: list[Any]) -> PieceAction:
    action = _piece_action("push", span, ch[:4])
    return replace(action, along=ch[4], evenly=ch[3] == "evenly")


def build_gather(span: Span, ch: list[Any]) -> PieceAction:
    count, ps, per, source, into = ch
    return PieceAction("gather", count, ps, per, span=span, source=source, into=into)


def build_destroy(span: Span, ch: list[Any]) -> PieceAction:
    return _piece_action("destroy", span, ch)


def build_remove(span: Span, ch: list[Any]) -> PieceAction:
    return PieceAction("remove", ch[0], ch[1], ch[2], span=span, from_game=ch[3] is not None)


def build_add(span: Span, ch: list[Any]) -> PieceAction:
    most = int(re.findall(r"[0-9]+", str(ch[5]))[0]) if ch[5] is not None else None
    return PieceAction(
        "add",
        ch[0],
        ch[1],
        ch[2],
        ignore_land=ch[4] is not None,
        span=span,
        onto=ch[3],
        max_each=most,
        among=ch[6],
        no_cascade=len(ch) > 7 and ch[7] is not None,
    )


def build_downgrade(span: Span, ch: list[Any]) -> PieceAction:
    return _piece_action("downgrade", span, ch)


def _last(span: Span, ch: list[Any]) -> Any:
    """A rule that stands for its last child (``add_to``, ``push_to``, ``among``)."""
    return ch[-1]


def _marker(value: str) -> Build:
    """A rule that stands for a flag of its statement (``spread``, ``evenly``, ``ocean``)."""
    return lambda span, ch: value


def build_along(span: Span, ch: list[Any]) -> Along:
    items = tuple(c for c in ch if isinstance(c, tuple))
    return Along(items, ch[-1] is not None, span)


def build_along_item(span: Span, ch: list[Any]) -> tuple[Count, Pieces]:
    return (ch[0], ch[1])


def compile_piece_action(c: Compiling, s: PieceAction) -> Op:
    op: Op = {
        "op": s.verb,
        "count": c.counted_of(s.count, s.pieces, s.span),
        "pieces": c.pieces(s.pieces, ALLOWED[s.verb]),
    }
    if s.to is not None:
        op["to"] = c.term(s.to)
    if s.onto is not None:
        if op["pieces"]["kinds"] != [V.STRIFE]:
            c.error(s.onto.span, "C109", "only strife is added *to* pieces")
        op["to"] = {"kinds": c.pieces(s.onto, V.INVADERS)["kinds"]}
    if s.spread:
        op["spread"] = True
    if s.max_each is not None:
        if s.max_each < 1:
            c.error(s.span, "C110", f"'(max {s.max_each} of each)' adds nothing")
        op["max_each"] = s.max_each
    if s.among is not None:
        op["among"] = c.landset(s.among)
    if s.evenly:
        if s.verb != "push":
            c.error(s.span, "C109", "only pushed pieces are divided among lands")
        op["spread"] = "even"
    if s.ocean:
        op["ocean"] = True
    if s.ignore_land:
        op["ignore_land_type"] = True
    if s.no_cascade:
        if "blight" not in op["pieces"]["kinds"]:
            c.error(s.span, "C109", "only added blight cascades: 'without cascading'")
        op["cascade"] = False
    if s.from_game:
        op["from_game"] = True
    if s.along is not None:
        op["along"] = compile_along(c, s.along)
    if s.source is not None:
        if s.verb == "gather" and s.source.kind != "choice":
            c.error(
                s.source.span,
                "C109",
                "gather from lands: 'from one adjacent land …'",
                "write `gather up to 3 explorer from one adjacent land`",
            )
        op["from"] = c.term(s.source)
    if s.into is not None:
        op["into"] = c.landset(s.into)
    return with_per(op, c.per(s.per))


def compile_along(c: Compiling, a: Along) -> dict[str, Any]:
    """``bringing up to 1 dahan, up to 1 beasts [with each]`` → ``{"items": [...]}``."""
    items = []
    for count, ps in a.items:
        if count.kind not in ("exact", "up_to"):
            c.error(
                count.span,
                "C133",
                "pieces brought along are counted '1' or 'up to 1'",
                "write `bringing up to 1 dahan`",
            )
        items.append({"count": c.count(count), "pieces": c.pieces(ps, V.MOVABLE)})
    out: dict[str, Any] = {"items": items}
    if a.each:
        out["each"] = True
    return out


def _a(text: str) -> str:
    """``Town`` → ``a Town`` (the article of "add 1 Strife to a Town")."""
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text


def write_piece_action(w: Writing, s: PieceAction) -> str:
    """Where the pieces go: a parsed action has at most one of ``to``, ``spread``,
    ``evenly``, ``ocean`` and ``onto`` (``add … to town``)."""
    pick = w.style.pick
    text = f"{w.style.cap(s.verb)} {w.counted(s.count, s.pieces)}{w.per(s.per)}"
    if s.source is not None:
        text += f" from {w.term(s.source)}"
    if s.spread:
        text += pick(" to different lands", " to as many different lands as possible")
    elif s.evenly:
        text += ", dividing them as evenly as possible"
        text += pick("", " between adjacent lands")
    elif s.to is not None:
        text += f" to {w.term(s.to)}"
    elif s.ocean:
        text += pick(" or into the ocean", " (to an adjacent land or into the Ocean)")
    if s.onto is not None:
        onto = w.words(s.onto)
        text += f" to {pick(onto, _a(onto))}"
    if s.ignore_land:
        text += pick(" ignoring land type", " even if you normally could not due to land type")
    if s.max_each is not None:
        most = s.max_each
        text += pick(f" (max {most} of each)", f" (max. +{most} of each for this Power)")
    if s.among is not None:
        text += f" among {w.among(s.among)}"
    if s.no_cascade:
        text += " without cascading"
    if s.from_game:
        text += " from the game"
    if s.into is not None:
        text += f" into {w.lands(s.into)}"
    return w.style.end(text + write_along(w, s.along, s.count, "Pushed"))


def write_along(w: Writing, a: Along | None, moved: Count | None, verb: str = "moved") -> str:
    """``, bringing up to 1 dahan, up to 1 beasts [with each]``; English: ``, bringing up to 1
    Dahan and up to 1 Beasts (in total)``, with ``each``: ``. Up to 1 Disease may move with
    each Pushed piece``."""
    if a is None:
        return ""
    parts = [w.counted(c, p) for c, p in a.items]
    if not w.style.english:
        return f", bringing {', '.join(parts)}" + (" with each" if a.each else "")
    items = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
    if a.each:
        return f". {items[0].upper()}{items[1:]} may move with each {verb} piece"
    several = moved is None or moved.kind != "exact" or (moved.n or 0) > 1
    return f", bringing {items}" + (" (in total)" if several else "")


# --- replace, move, return, add a kind -------------------------------------------------------


def build_replace(span: Span, ch: list[Any]) -> Replace:
    return Replace(ch[0], ch[1], int(ch[2]), ch[3], span)


def compile_replace(c: Compiling, s: Replace) -> Op:
    return {
        "op": "replace",
        "count": c.count(s.count),
        "pieces": c.pieces(s.pieces, REPLACEABLE),
        "with": {
            "n": c.number(s.n, s.span),
            "pieces": c.pieces(s.with_pieces, REPLACEABLE),
        },
    }


def write_replace(w: Writing, s: Replace) -> str:
    counted = w.counted(s.count, s.pieces)
    with_pieces = w.words(s.with_pieces, s.n != 1)
    return w.style.end(f"{w.style.cap('replace')} {counted} with {s.n} {with_pieces}")


def build_move(span: Span, ch: list[Any]) -> Move:
    return Move(ch[0], ch[1], ch[2], ch[3], span, ch[4])


def build_move_steps(span: Span, ch: list[Any]) -> Move:
    return Move(ch[0], ch[1], None, None, span, ch[4], int(ch[2]))


def compile_move(c: Compiling, s: Move) -> Op:
    op: Op = {
        "op": "move",
        "count": c.count(s.count),
        "pieces": c.pieces(s.pieces, V.MOVABLE),
    }
    if s.to is not None:
        op["to"] = c.term(s.to)
    if s.steps is not None:  # "move 1 beasts up to 2 lands": step by step
        op["steps"] = c.number(s.steps, s.span)
        if s.steps < 1:
            c.error(s.span, "C110", "'up to 0 lands' moves nothing: at least 1")
    if s.source is not None:
        op["from"] = c.term(s.source)
    if s.along is not None:
        op["along"] = compile_along(c, s.along)
    return op


def write_move(w: Writing, s: Move) -> str:
    text = f"{w.style.cap('move')} {w.counted(s.count, s.pieces)}"
    along = write_along(w, s.along, s.count)
    if s.steps is not None:
        text += f" up to {s.steps} {plural(s.steps, 'land')}"
        if w.style.english:
            text += " (one adjacent land at a time)"
            along += " (for part or all of the way)" if along else ""
        return w.style.end(text + along)
    if s.source is not None:
        text += f" from {w.term(s.source)}"
    assert s.to is not None
    return w.style.end(f"{text} to {w.term(s.to)}{along}")


def build_return_pieces(span: Span, ch: list[Any]) -> ReturnPieces:
    return ReturnPieces(ch[0], ch[1], str(ch[2]).lower(), span)


def build_return_to_tracks(span: Span, ch: list[Any]) -> ReturnPieces:
    """``return up to 2 of your destroyed presence to your presence tracks``."""
    return ReturnPieces(ch[0], ch[1], TO_TRACKS, span)


def compile_return_pieces(c: Compiling, s: ReturnPieces) -> Op:
    if s.past == TO_TRACKS:  # the spirit's destroyed presence back onto its tracks
        items = s.pieces.items
        if not items or any(
            not p.destroyed or p.word.text != "presence" or p.owner != "you" for p in items
        ):
            c.error(
                s.span,
                "C109",
                "only your destroyed presence returns to your presence tracks",
                "write `return up to 2 of your destroyed presence to your presence tracks`",
            )
        pieces = c.pieces(s.pieces, ("presence",))
        return {"op": "return_presence", "count": c.count(s.count), "pieces": pieces}
    if s.past != "removed":
        c.error(
            s.span,
            "C143",
            f"only pieces this power removed can be returned, not {s.past} ones",
            "write `return up to 2 beasts removed`",
        )
    return {
        "op": "return",
        "count": c.count(s.count),
        "pieces": c.pieces(s.pieces, ALLOWED["remove"]),
    }


def write_return_pieces(w: Writing, s: ReturnPieces) -> str:
    return w.style.end(f"{w.style.cap('return')} {w.counted(s.count, s.pieces)} {s.past}")


def build_add_kind(span: Span, ch: list[Any]) -> AddKind:
    cost: tuple[Word, int] | None = ch[3]
    if cost is None:
        return AddKind(ch[0], ch[1], span=span)
    return AddKind(ch[0], ch[1], cost[0], cost[1], span)


def build_kind_cost(span: Span, ch: list[Any]) -> tuple[Word, int]:
    return (word(ch[0]), int(ch[1]))


def compile_add_kind(c: Compiling, s: AddKind) -> Op:
    pieces = c.pieces(s.pieces, ALLOWED["add"])
    op: Op = {"op": "add_kind", "count": c.count(s.count), "pieces": pieces}
    op["from"] = "adjacent"
    if s.cost_kind is not None:
        kind = c.word_in(s.cost_kind, tuple(pieces.get("kinds", [])), "C109", "kind named")
        op["costs"] = {kind: {"energy": c.number(s.cost, s.span)}}
    return op


def write_add_kind(w: Writing, s: AddKind) -> str:
    if not w.style.english:
        text = f"add {w.counted(s.count, s.pieces)} of a kind in an adjacent land"
        if s.cost_kind is not None:
            text += f" ({s.cost_kind.text} costs {s.cost} energy)"
        return text
    kinds = "/".join(p.word.text.capitalize() for p in s.pieces.items)
    text = f"Choose a type of token from {kinds} that exists in an adjacent land"
    if s.cost_kind is not None:
        text += f"; choosing {s.cost_kind.text.capitalize()} costs {s.cost} Energy"
    return text + f". Add {w.amount(s.count)[0]} of that type of token."


# --- setup pieces, escape --------------------------------------------------------------------


@dataclass(frozen=True)
class AddSetup(Node):
    """``add the setup pieces [except invaders/blight]``: the pieces of the land's printed
    Setup symbols (Fragments of Yesteryear)."""

    other: Pieces | None = None
    span: Span = field(default=NOWHERE, compare=False)


def compile_add_setup(c: Compiling, s: AddSetup) -> Op:
    op: Op = {"op": "add_setup"}
    if s.other is not None:
        allowed = (*V.INVADERS, "dahan", "blight", *V.TOKENS)
        op["except"] = c.pieces(s.other, allowed)["kinds"]
    return op


def write_add_setup(w: Writing, s: AddSetup) -> str:
    if not w.style.english:
        return "add the setup pieces" + (f" except {bare(s.other)}" if s.other else "")
    but = f" (but no {w.words(s.other, True)})" if s.other else ""
    return f"Add the pieces matching target land's Setup symbols{but}."


@dataclass(frozen=True)
class Escape(Node):
    """``escape 2 pieces from the endless-dark``: pieces leave a spirit's place for the lands
    its ``escape`` rule names (no such land: that spirit loses)."""

    count: Count
    place: Place
    span: Span = field(default=NOWHERE, compare=False)


def compile_escape(c: Compiling, s: Escape) -> Op:
    where = c.term(s.place)
    if "place" not in where:
        c.error(s.span, "C109", "pieces escape from an off-board place (`from the P`)")
    return {"op": "escape", "count": c.count(s.count), "from": where}


def write_escape(w: Writing, s: Escape) -> str:
    count, many = w.amount(s.count)
    if not w.style.english:
        return f"escape {count} pieces from {w.term(s.place)}"
    noun = "pieces Escape" if many else "piece Escapes"
    return f"{count.capitalize()} {noun} {w.term(s.place)}."


# --- empower ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Empower(Node):
    """``empower your incarna``."""

    pieces: Pieces
    span: Span = field(default=NOWHERE, compare=False)


def compile_empower(c: Compiling, s: Empower) -> Op:
    return {"op": "empower", "pieces": c.pieces(s.pieces, (V.INCARNA,))}


def write_empower(w: Writing, s: Empower) -> str:
    return w.style.end(f"{w.style.cap('empower')} {w.words(s.pieces)}")


CONSTRUCTS = (
    Construct(
        PieceAction,
        "stmt",
        compile_piece_action,
        write_piece_action,
        {
            "push": build_push,
            "gather": build_gather,
            "destroy": build_destroy,
            "remove": build_remove,
            "add": build_add,
            "abduct": lambda span, ch: PieceAction("abduct", ch[0], ch[1], span=span, source=ch[2]),
            "downgrade": build_downgrade,
            "add_to": _last,
            "push_to": _last,
            "among": _last,
            "spread": _marker("spread"),
            "evenly": _marker("evenly"),
            "into_ocean": _marker("ocean"),
            "along": build_along,
            "along_item": build_along_item,
        },
    ),
    Construct(Replace, "stmt", compile_replace, write_replace, {"replace": build_replace}),
    Construct(
        Move, "stmt", compile_move, write_move, {"move": build_move, "move_steps": build_move_steps}
    ),
    Construct(
        ReturnPieces,
        "stmt",
        compile_return_pieces,
        write_return_pieces,
        {"return_pieces": build_return_pieces, "return_to_tracks": build_return_to_tracks},
    ),
    Construct(
        AddKind,
        "stmt",
        compile_add_kind,
        write_add_kind,
        {"add_kind": build_add_kind, "kind_cost": build_kind_cost},
    ),
    Construct(
        Empower,
        "stmt",
        compile_empower,
        write_empower,
        {"empower": lambda span, ch: Empower(ch[0], span)},
    ),
    Construct(
        AddSetup,
        "stmt",
        compile_add_setup,
        write_add_setup,
        {"add_setup": lambda span, ch: AddSetup(ch[0], span)},
    ),
    Construct(
        Escape,
        "stmt",
        compile_escape,
        write_escape,
        {"escape": lambda span, ch: Escape(ch[0], ch[1], span)},
    ),
)
