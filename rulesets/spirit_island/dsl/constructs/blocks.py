"""Blocks: where and for whom a body runs — ``in each / one / the … land(s): …``, ``in up to 3
lands: …``, ``in each target land: …``, ``at your sacred sites: …`` / ``in your lands: …``,
``a spirit with presence on this board: …`` — and ``the next time EVENT: …`` — the rules
``in_lands_stmt``, ``in_some_lands_stmt``, ``in_the_land_stmt``, ``in_targets_stmt``,
``in_one_target_stmt``, ``sacred_sites_stmt``, ``presence_lands_stmt``,
``choose_spirit_stmt`` and ``next_time_stmt`` of ``rulesets/spirit_island/grammar.lark``. Each
is a header and a body: the writer gives the header, the style lays the block out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cardsmith.dsl.ast import NOWHERE, Count, Node, Span, Stmt, Word
from cardsmith.dsl.builder import tok_span
from cardsmith.dsl.ir import Op, Ops
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Compiling, Construct, Writing
from .lands import LandSet, Quant, write_landset
from .pieces import Owner, Pieces, bare, owner_word, write_pieces
from .words import OWNER_TEXT

# --- lands -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class InLands(Node):
    """``in each / one / the … land(s): …``; ``in [any] up to 3 lands: …`` (quant ``some``, with
    ``count``: that many different lands, each chosen by the player)."""

    quant: Quant
    lands: LandSet
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)
    count: Count | None = None
    any: bool = False


def _in_targets(quant: Quant) -> Any:
    """``in each target land: …`` / ``in one target land: …`` (several target lands)."""

    def build(span: Span, ch: list[Any]) -> InLands:
        target = Word("target", tok_span(ch[1]))
        return InLands(quant, LandSet((target,), (), tok_span(ch[1])), ch[2], span)

    return build


def compile_in_lands(c: Compiling, s: InLands) -> Op:
    if s.count is not None:  # "in up to 3 adjacent lands: …": that many different lands
        if s.count.kind not in ("exact", "up_to", "any_number"):
            c.error(
                s.count.span,
                "C131",
                "a number of lands is '2', 'up to 2' or 'any number of'",
                "write `in up to 2 adjacent lands: …`",
            )
        return {
            "op": "in_lands",
            "quant": "some",
            "count": c.count(s.count),
            "lands": c.landset(s.lands),
            "do": c.loop(s.body),
        }
    quant = "each" if s.quant == "the" else s.quant  # "in the origin land": one land
    do = c.loop(s.body) if quant == "each" else c.seq(s.body)
    return {"op": "in_lands", "quant": quant, "lands": c.landset(s.lands), "do": do}


def write_in_lands(w: Writing, s: InLands, depth: int = 0) -> Any:
    if s.count is not None:
        count, many = w.amount(s.count)
        lands = write_landset(w, s.lands, ("any " if s.any else "") + count, many)
    else:
        lands = write_landset(w, s.lands, s.quant)
    return w.block(w.style.head(f"in {lands}"), s.body, depth)


# --- sacred sites ----------------------------------------------------------------------------

#: what ``at your sacred sites:`` may hold: lasting land effects the engine judges live
#: (``defend``, land modifiers by name; kept equal to the engine's ``exec_spirit`` lists)
SITE_EFFECTS: tuple[str, ...] = (
    "defend",
    "health",
    "prevent",
    "build_adds",
    "sit_out",
    "skip_for_presence",
    "no_heal",
    "invader_damage",
    "dahan_damage",
    "blight_damage",
    "dahan_first",
    "dahan_simultaneous",
    "disease_ignored",
    "no_fight_back",
    "no_explore_source",
)


@dataclass(frozen=True)
class AtSacredSites(Node):
    """``at your sacred sites: ...`` — a live scope: applies wherever the spirit has a Sacred
    Site at any moment (special rules)."""

    owner: Owner
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)
    #: ``in your lands: …`` — every land with the spirit's presence, not only its sacred sites
    presence: bool = False


def compile_at_sacred_sites(c: Compiling, s: AtSacredSites) -> Op:
    do = c.seq(s.body)
    for op in do:  # lasting land effects, judged live where the sites are (C153)
        name = op.get("name") if op.get("op") == "modifier" else op.get("op")
        if name not in SITE_EFFECTS or (name == "defend" and "per" in op):
            c.error(
                s.span,
                "C153",
                "'at your sacred sites' holds lasting land effects, not "
                + ("a defend counted per …" if name == "defend" else repr(name)),
                "write defend N (no 'per'), a health, prevent or build change, or an "
                "invader-action change",
            )
    scope: Op = {"op": "at_sacred_sites", "owner": s.owner, "do": do}
    if s.presence:  # "in your lands: …"
        scope["presence"] = True
    return scope


def write_at_sacred_sites(w: Writing, s: AtSacredSites, depth: int = 0) -> Any:
    whose = OWNER_TEXT[s.owner]
    if s.presence:
        return w.block(w.style.head(f"in {whose} lands"), s.body, depth)
    sites = w.style.pick("sacred sites", "Sacred Sites")
    return w.block(w.style.head(f"at {whose} {sites}"), s.body, depth)


# --- a chosen spirit -------------------------------------------------------------------------


@dataclass(frozen=True)
class ChooseSpirit(Node):
    """``a spirit with presence on this board: they may …``: one such spirit is chosen; in the
    body it is "they" (the target spirit)."""

    pieces: Pieces
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


def compile_choose_spirit(c: Compiling, s: ChooseSpirit) -> Op:
    pieces = c.pieces(s.pieces, V.OWNED)
    if pieces.get("owner"):
        c.error(s.pieces.span, "C109", "the chosen spirit's pieces take no owner word")
    c.actors.append("target")
    try:
        body = c.seq(s.body)
    finally:
        c.actors.pop()
    return {"op": "choose_spirit", "with": pieces, "on": "board", "do": body}


def write_choose_spirit(w: Writing, s: ChooseSpirit, depth: int = 0) -> Any:
    if not w.style.english:
        return w.block(f"a spirit with {bare(s.pieces)} on this board", s.body, depth)
    head = f"A Spirit with {write_pieces(w.style, s.pieces)} on target board"
    return w.block(head, s.body, depth)


# --- the next time ---------------------------------------------------------------------------


@dataclass(frozen=True)
class NextTime(Node):
    """``the next time EVENT: ...`` — a trigger that fires once."""

    lead: str
    event: Node
    body: tuple[Stmt, ...]
    span: Span = field(default=NOWHERE, compare=False)


def event_body(c: Compiling, event: Node, body: Sequence[Stmt]) -> Ops:
    """A trigger's body, compiled with the event's pieces as ``them``."""
    pieces = getattr(event, "pieces", None)
    c.event_pieces.append(
        c.pieces(pieces) if isinstance(pieces, Pieces) and not pieces.those else None
    )
    try:
        return c.loop(body)
    finally:
        c.event_pieces.pop()


def compile_next_time(c: Compiling, s: NextTime) -> Op:
    return {
        "op": "trigger",
        "event": c.term(s.event),
        "once": True,
        "do": event_body(c, s.event, s.body),
    }


def write_next_time(w: Writing, s: NextTime, depth: int = 0) -> Any:
    return w.block(f"{w.style.cap(s.lead)} time {w.term(s.event)}", s.body, depth)


def _block(node: type[Node], compile: Any, write: Any, rules: dict[str, Any]) -> Construct:
    return Construct(node, "stmt", compile, write, rules, block=True)


CONSTRUCTS = (
    _block(
        InLands,
        compile_in_lands,
        write_in_lands,
        {
            "in_lands_stmt": lambda span, ch: InLands(ch[0], ch[1], ch[2], span),
            "in_some_lands_stmt": lambda span, ch: InLands(
                "some", ch[2], ch[3], span, ch[1], ch[0] is not None
            ),
            "in_the_land_stmt": lambda span, ch: InLands("the", ch[1], ch[2], span),
            "in_targets_stmt": _in_targets("each"),
            "in_one_target_stmt": _in_targets("one"),
        },
    ),
    _block(
        AtSacredSites,
        compile_at_sacred_sites,
        write_at_sacred_sites,
        {
            "sacred_sites_stmt": lambda span, ch: AtSacredSites(
                owner_word(ch[0]) or "you", ch[2], span
            ),
            # "in your lands: …" — live, in every land with the spirit's presence
            "presence_lands_stmt": lambda span, ch: AtSacredSites(
                owner_word(ch[0]) or "you", ch[2], span, presence=True
            ),
        },
    ),
    _block(
        ChooseSpirit,
        compile_choose_spirit,
        write_choose_spirit,
        {"choose_spirit_stmt": lambda span, ch: ChooseSpirit(ch[0], ch[1], span)},
    ),
    _block(
        NextTime,
        compile_next_time,
        write_next_time,
        # the lead is a phrase token, made canonical by the builder framework ("the next")
        {"next_time_stmt": lambda span, ch: NextTime(str(ch[0]), ch[1], ch[2], span)},
    ),
)
