"""The Invaders' actions and what changes them: isolate, strife damage, invaders dealing or
taking damage, dahan fighting simultaneously, pieces sitting out / not healing / not fighting
back, extra and changed Invader actions, skipped actions, the Ravage's damage redirected or
prevented, explore sources, the Invader cards (staying, swapped) and the actions on a board —
the rules ``isolate``, ``strife_damage``, ``invader_damage``, ``own_per``, ``own_damage``,
``simultaneous``, ``sit_out``, ``no_heal``, ``no_fight_back``, ``not_prevent``,
``invader_act``, ``action_becomes``, ``action_kinds``, ``skip``, ``destroy_fewer``,
``ravage_redirect``, ``ravage_immune``, ``not_source``, ``blight_damage``, ``card_stays``,
``board_actions_*`` and ``swap_card`` of ``rulesets/spirit_island/grammar.lark``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from lark import Token

from cardsmith.dsl.ast import NOWHERE, Count, Node, Per, Span, Word
from cardsmith.dsl.builder import toks, word
from cardsmith.dsl.ir import Op
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Compiling, Construct, Writing
from .lands import LandSet
from .pieces import Pieces, write_pieces
from .words import cap_first, own, plural, signed

#: the pieces that fight in a Ravage
FIGHTERS = (*V.INVADERS, "dahan")


def _deal(tok: Token) -> str:
    """``deals``/``do`` → ``deal``/``do`` (the verb as written, without its ending)."""
    text = str(tok).lower()
    return "deal" if text.startswith("deal") else "do"


def build_action_kinds(span: Span, ch: list[Any]) -> tuple[Word, ...]:
    return tuple(word(t) for t in ch)


# --- isolate, strife damage ------------------------------------------------------------------


@dataclass(frozen=True)
class Isolate(Node):
    """``isolate [target land]``: the current land is isolated this round."""

    target: bool = False
    span: Span = field(default=NOWHERE, compare=False)


def compile_isolate(c: Compiling, s: Isolate) -> Op:
    return {"op": "isolate"}


def write_isolate(w: Writing, s: Isolate) -> str:
    return w.style.end(w.style.cap("isolate") + (" target land" if s.target else ""))


@dataclass(frozen=True)
class StrifeDamage(Node):
    """``each invader with strife deals damage to other invaders`` (``count``: how many of
    them, None = each)."""

    count: Count | None
    pieces: Pieces
    victims: Pieces
    span: Span = field(default=NOWHERE, compare=False)
    where: str | None = None  # "in its land" / "in target land", as written


def build_strife_damage(span: Span, ch: list[Any]) -> StrifeDamage:
    count = ch[0] if isinstance(ch[0], Count) else None
    where = str(ch[-1]).split()[1].lower() if ch[-1] is not None else None
    return StrifeDamage(count, ch[1], ch[4], span, where)


def compile_strife_damage(c: Compiling, s: StrifeDamage) -> Op:
    if not s.pieces.strifed:
        c.error(
            s.pieces.span,
            "C109",
            "only invaders with strife deal damage to other invaders",
            "write `each invader with strife deals damage to other invaders`",
        )
    c.pieces(s.pieces, V.INVADERS)
    c.pieces(s.victims, V.INVADERS)
    op: Op = {"op": "strife_damage"}
    if s.count is not None:
        op["count"] = c.count(s.count)
    return op


def write_strife_damage(w: Writing, s: StrifeDamage) -> str:
    style = w.style
    if s.count is None:
        who = f"{style.cap('each')} {write_pieces(style, s.pieces)} deals"
    else:
        count, many = w.amount(s.count)
        deals = "deal" if many and style.english else "deals"
        who = f"{count} {write_pieces(style, s.pieces, many)} {deals}"
    known = not style.english or s.where in ("its", "their", "target")
    where = f" in {s.where} land" if s.where and known else ""
    victims = write_pieces(style, s.victims, True)
    return style.end(f"{who} {style.cap('damage')} to other {victims}{where}")


# --- damage dealt and taken ------------------------------------------------------------------


@dataclass(frozen=True)
class InvaderDamage(Node):
    """``invaders do -1 damage`` / ``town/city each deal -1 damage [to dahan] [during
    ravage]``: a change to the Ravage damage in the land this round."""

    pieces: Pieces
    amount: int
    each: bool = False
    to: Pieces | None = None
    during: bool = False
    verb: str = "deal"
    span: Span = field(default=NOWHERE, compare=False)
    #: "per damage they have taken" / "per strife they have": per invader, times its own
    per_own: Word | None = None


def build_invader_damage(span: Span, ch: list[Any]) -> InvaderDamage:
    pieces, each, verb, amount, per_own, to, during = ch
    return InvaderDamage(
        pieces,
        int(str(amount)),
        each is not None,
        to,
        during is not None,
        _deal(verb),
        span,
        per_own,
    )


def compile_invader_damage(c: Compiling, s: InvaderDamage) -> Op:
    if _dahan_only(s.pieces):  # "dahan [each] deal -1 damage": their counterattack in a Ravage
        if s.per_own is not None or s.to is not None:
            c.error(s.span, "C109", "the dahan's damage changes in total or each only (no per/to)")
        dahan: Op = {"op": "modifier", "name": "dahan_damage", "amount": s.amount}
        if s.each:  # per Dahan fighting back
            dahan["each"] = True
        return dahan
    pieces = c.pieces(s.pieces, V.INVADERS)
    op: Op = {"op": "modifier", "name": "invader_damage", "amount": s.amount}
    each = s.each or s.per_own is not None  # "per damage they have taken": per invader
    if each:
        op["each"] = True
    if s.per_own is not None:
        op["per_own"] = c.own(s.per_own, ("damage", V.STRIFE))
    if each or sorted(pieces["kinds"]) != sorted(V.INVADERS):
        op["pieces"] = pieces
    if s.to is not None:
        op["to"] = c.pieces(s.to, FIGHTERS)
    return op


def _dahan_only(p: Pieces) -> bool:
    """Is the subject the dahan alone (``dahan [each] deal -1 damage``)?"""
    words = [V.canonical_piece(item.word.text) for item in p.items]
    return words == ["dahan"] and not p.those


def _plural_subject(p: Pieces) -> bool:
    """Does the subject read as a plural (``Invaders do``, ``City deals``)?"""
    return (
        len(p.items) != 1
        or (V.canonical_piece(p.items[0].word.text) or "") in ("invader", "dahan", "token")
        or p.items[0].word.text.endswith("s")
    )


def write_invader_damage(w: Writing, s: InvaderDamage) -> str:
    style = w.style
    each = " each" if s.each else ""
    verb = s.verb
    if style.english and not (s.each or _plural_subject(s.pieces)):
        verb += "s"
    to = f" to {write_pieces(style, s.to, True)}" if s.to is not None else ""
    during = f" during {style.cap('ravage')}" if s.during else ""
    own_count = own(style, s.per_own, "they have")
    ps = write_pieces(style, s.pieces, True)
    damage = style.cap("damage")
    return style.end(f"{ps}{each} {verb} {signed(s.amount)} {damage}{own_count}{to}{during}")


@dataclass(frozen=True)
class OwnDamage(Node):
    """``each invader takes 1 damage per strife it has``: every piece takes the amount times
    what it has itself."""

    pieces: Pieces
    amount: int
    per_own: Word
    span: Span = field(default=NOWHERE, compare=False)


def compile_own_damage(c: Compiling, s: OwnDamage) -> Op:
    pieces = c.pieces(s.pieces, V.INVADERS)
    return {
        "op": "damage",
        "amount": s.amount,
        "to": {**pieces, "each": True},
        "per_own": c.own(s.per_own, (V.STRIFE,)),
    }


def write_own_damage(w: Writing, s: OwnDamage) -> str:
    style = w.style
    ps = write_pieces(style, s.pieces)
    taken = own(style, s.per_own, "it has")
    return style.end(f"{style.cap('each')} {ps} takes {s.amount} {style.cap('damage')}{taken}")


@dataclass(frozen=True)
class Simultaneous(Node):
    """``dahan deal damage simultaneously [with invaders]``."""

    pieces: Pieces
    other: Pieces | None = None
    verb: str = "deal"
    span: Span = field(default=NOWHERE, compare=False)


def compile_simultaneous(c: Compiling, s: Simultaneous) -> Op:
    c.pieces(s.pieces, ("dahan",))
    if s.other is not None:
        c.pieces(s.other, V.INVADERS)
    return {"op": "modifier", "name": "dahan_simultaneous"}


def write_simultaneous(w: Writing, s: Simultaneous) -> str:
    style = w.style
    other = f" with {write_pieces(style, s.other, True)}" if s.other is not None else ""
    ps = write_pieces(style, s.pieces, True)
    return style.end(f"{ps} {s.verb} {style.cap('damage')} simultaneously{other}")


@dataclass(frozen=True)
class StrikeFirst(Node):
    """``1 dahan deals damage before invaders during ravage`` (``all dahan …``): that many
    Dahan deal their damage before the Invaders do, in the land's Ravage this round."""

    count: Count
    pieces: Pieces
    other: Pieces
    verb: str = "deal"
    span: Span = field(default=NOWHERE, compare=False)


def compile_strike_first(c: Compiling, s: StrikeFirst) -> Op:
    c.pieces(s.pieces, ("dahan",))
    c.pieces(s.other, V.INVADERS)
    return {"op": "modifier", "name": "dahan_first", "count": c.count(s.count)}


def write_strike_first(w: Writing, s: StrikeFirst) -> str:
    style = w.style
    count, many = w.amount(s.count)
    verb = s.verb if many else s.verb + "s"  # "1 dahan deals", "2 dahan deal"
    ps, other = write_pieces(style, s.pieces, many), write_pieces(style, s.other, True)
    during = f"during {style.cap('ravage')}{style.pick('', 's')}"
    text = f"{count} {ps} {verb} {style.cap('damage')} before {other} {during}"
    return style.end(cap_first(text) if style.english else text)


# --- who takes part --------------------------------------------------------------------------


@dataclass(frozen=True)
class DoNot(Node):
    """``up to 2 explorers do not participate in ravage`` (``what`` ``participate``, the action
    in ``actions``) / ``disease does not prevent build`` (``what`` ``prevent``)."""

    what: Literal["participate", "prevent", "heal", "fight"]
    pieces: Pieces
    actions: tuple[Word, ...]
    count: Count | None = None
    span: Span = field(default=NOWHERE, compare=False)
    #: ``participate``: "up to 2 explorer per your presence …" — the count times that number
    per: Per | None = None


def build_sit_out(span: Span, ch: list[Any]) -> DoNot:
    """``[count] pieces [per …] do not participate in ravage``."""
    return DoNot("participate", ch[1], (word(ch[4]),), ch[0], span, per=ch[2])


def compile_do_not(c: Compiling, s: DoNot) -> Op:
    if s.what == "fight":
        return {
            "op": "modifier",
            "name": "no_fight_back",
            "pieces": c.pieces(s.pieces, ("dahan",)),
        }
    if s.what == "heal":
        return {"op": "modifier", "name": "no_heal", "pieces": c.pieces(s.pieces, FIGHTERS)}
    if s.what == "prevent":
        c.pieces(s.pieces, ("disease",))
        for x in s.actions:
            c.word_in(x, ("build",), "C105", "action disease prevents")
        return {"op": "modifier", "name": "disease_ignored"}
    for x in s.actions:
        c.word_in(x, ("ravage",), "C105", "invader action one can sit out")
    op: Op = {
        "op": "modifier",
        "name": "sit_out",
        "pieces": c.pieces(s.pieces, FIGHTERS),
        "count": c.count(s.count) if s.count is not None else {"all": True},
    }
    if s.per is not None:  # "up to 2 explorer per your presence": counted in the land
        op["per"] = c.per(s.per)
    return op


def write_do_not(w: Writing, s: DoNot) -> str:
    style = w.style
    pick = style.pick
    many = write_pieces(style, s.pieces, True)
    if s.what == "fight":
        return style.end(f"{many} do not fight back")
    if s.what == "heal":
        return style.end(f"{many} do not heal {pick('damage', 'Damage at the end of this turn')}")
    acts = "/".join(style.cap(x.text) for x in s.actions)
    if s.what == "prevent":
        return style.end(f"{write_pieces(style, s.pieces)} does not prevent {acts}")
    if not style.english:
        return f"{w.counted(s.count, s.pieces)}{w.per(s.per)} do not participate in {acts}"
    who = many if s.count is None else w.counted(s.count, s.pieces)
    single = s.count is not None and s.count.kind == "exact" and s.count.n == 1
    return f"{cap_first(who)}{w.per(s.per)} {'does' if single else 'do'} not participate in {acts}."


# --- actions added, changed, skipped ---------------------------------------------------------


@dataclass(frozen=True)
class InvaderAct(Node):
    """``[then] invaders ravage`` / ``invaders build then ravage``: extra Invader actions in
    the land now."""

    pieces: Pieces
    actions: tuple[Word, ...]
    then: bool = False
    span: Span = field(default=NOWHERE, compare=False)


def build_invader_act(span: Span, ch: list[Any]) -> InvaderAct:
    pieces = next(c for c in ch if isinstance(c, Pieces))
    actions = tuple(word(t) for t in toks(ch, "NAME"))
    return InvaderAct(pieces, actions, isinstance(ch[0], Token), span)


def compile_invader_act(c: Compiling, s: InvaderAct) -> Op:
    c.pieces(s.pieces, V.INVADERS)
    actions = [c.word_in(x, V.ACTIONS, "C105", "invader action") for x in s.actions]
    return {"op": "invader_action", "actions": actions}


def write_invader_act(w: Writing, s: InvaderAct) -> str:
    style = w.style
    lead = f"{style.cap('then')} " if s.then else ""
    acts = style.pick(" then ", ", then ").join(style.cap(x.text) for x in s.actions)
    return style.end(f"{lead}{write_pieces(style, s.pieces, True)} {acts}")


@dataclass(frozen=True)
class ActionBecomes(Node):
    """``the next ravage becomes a build`` / ``this ravage becomes a build``."""

    lead: str
    actions: tuple[Word, ...]
    instead: Word
    span: Span = field(default=NOWHERE, compare=False)


def build_action_becomes(span: Span, ch: list[Any]) -> ActionBecomes:
    lead = str(ch[0]) if isinstance(ch[0], Token) else "this"  # "the next" (a phrase token)
    kinds = next(c for c in ch if isinstance(c, tuple))
    return ActionBecomes(lead, kinds, word(toks(ch, "NAME")[-1]), span)


def compile_action_becomes(c: Compiling, s: ActionBecomes) -> Op:
    actions = [c.word_in(x, V.ACTIONS, "C105", "invader action") for x in s.actions]
    return {
        "op": "modifier",
        "name": "action_becomes",
        "actions": actions,
        "instead": c.word_in(s.instead, V.ACTIONS, "C105", "invader action"),
        "count": {"n": 1},
    }


def write_action_becomes(w: Writing, s: ActionBecomes) -> str:
    style = w.style
    acts = "/".join(style.cap(x.text) for x in s.actions)
    text = f"{style.cap(s.lead)} {acts} becomes a {style.cap(s.instead.text)}"
    return style.end(text + style.pick("", " instead"))


@dataclass(frozen=True)
class Skip(Node):
    count: Count
    actions: tuple[Word, ...]
    adding: Pieces | None = None
    span: Span = field(default=NOWHERE, compare=False)


def compile_skip(c: Compiling, s: Skip) -> Op:
    actions = [c.word_in(x, V.INVADER_ACTIONS, "C105", "invader action") for x in s.actions]
    if "invader" in actions:
        actions = ["ravage", "build", "explore"]
    op: Op = {"op": "skip", "count": c.count(s.count), "actions": actions}
    if s.adding is not None:
        op["adding"] = c.pieces(s.adding, V.INVADERS)
    return op


def write_skip(w: Writing, s: Skip) -> str:
    style = w.style
    count, many = w.amount(s.count)
    if not style.english:
        n = s.count.n if s.count.kind in ("exact", "up_to") else None
        text = f"skip {count} {'/'.join(x.text for x in s.actions)} {plural(n, 'action')}"
        adding = " adding "
    else:
        acts = "/".join(x.text.capitalize() for x in s.actions)
        text = f"Skip {count} {acts} Action{'s' if many else ''}"
        adding = " that would Add a "
    if s.adding is not None:
        text += adding + write_pieces(style, s.adding)
    return style.end(text)


@dataclass(frozen=True)
class DestroyFewer(Node):
    """``destroy 2 fewer dahan`` (inside ``the next time dahan would be destroyed``)."""

    n: int
    pieces: Pieces
    span: Span = field(default=NOWHERE, compare=False)


def compile_destroy_fewer(c: Compiling, s: DestroyFewer) -> Op:
    return {
        "op": "destroy_fewer",
        "n": c.number(s.n, s.span),
        "pieces": c.pieces(s.pieces, FIGHTERS),
    }


def write_destroy_fewer(w: Writing, s: DestroyFewer) -> str:
    ps = write_pieces(w.style, s.pieces, True)
    return w.style.end(f"{w.style.cap('destroy')} {s.n} fewer {ps}")


# --- the Ravage in the land ------------------------------------------------------------------


@dataclass(frozen=True)
class RavageRedirect(Node):
    """``ravaging invaders damage invaders in adjacent lands instead of dahan and the land``:
    this round, the land's Ravage damage goes to ``to`` pieces in ``lands``."""

    pieces: Pieces
    to: Pieces
    lands: LandSet
    instead_of: Pieces
    span: Span = field(default=NOWHERE, compare=False)


def build_ravage_redirect(span: Span, ch: list[Any]) -> RavageRedirect:
    ps = [c for c in ch if isinstance(c, Pieces)]
    lands = next(c for c in ch if isinstance(c, LandSet))
    return RavageRedirect(ps[0], ps[1], lands, ps[2], span)


def compile_ravage_redirect(c: Compiling, s: RavageRedirect) -> Op:
    c.pieces(s.pieces, V.INVADERS)
    c.pieces(s.instead_of, ("dahan",))
    return {
        "op": "modifier",
        "name": "ravage_redirect",
        "to": c.pieces(s.to, FIGHTERS),
        "among": c.landset(s.lands),
    }


def write_ravage_redirect(w: Writing, s: RavageRedirect) -> str:
    style = w.style
    ps, to, instead = (write_pieces(style, p, True) for p in (s.pieces, s.to, s.instead_of))
    text = f"{style.cap('ravaging')} {ps} damage {to} in {w.lands(s.lands)}"
    return style.end(f"{text} instead of {instead} and the land")


@dataclass(frozen=True)
class RavageImmune(Node):
    """``dahan take no damage from ravaging invaders``: this round, in the land."""

    pieces: Pieces
    by: Pieces
    span: Span = field(default=NOWHERE, compare=False)


def compile_ravage_immune(c: Compiling, s: RavageImmune) -> Op:
    c.pieces(s.by, V.INVADERS)
    return {
        "op": "modifier",
        "name": "prevent",
        "pieces": c.pieces(s.pieces, ("dahan",)),
        "verbs": ["damaged"],
        "by": "ravage",
    }


def write_ravage_immune(w: Writing, s: RavageImmune) -> str:
    style = w.style
    ps, by = (write_pieces(style, p, True) for p in (s.pieces, s.by))
    return style.end(f"{ps} take no {style.cap('damage')} from {style.cap('ravaging')} {by}")


@dataclass(frozen=True)
class NotSource(Node):
    """``it is not a source of invaders when exploring`` (the current land, this round)."""

    pieces: Pieces
    span: Span = field(default=NOWHERE, compare=False)


def compile_not_source(c: Compiling, s: NotSource) -> Op:
    c.pieces(s.pieces, V.INVADERS)
    return {"op": "modifier", "name": "no_explore_source"}


def write_not_source(w: Writing, s: NotSource) -> str:
    style = w.style
    ps = write_pieces(style, s.pieces, True)
    return style.end(f"{style.cap('it')} is not a source of {ps} when {style.cap('exploring')}")


# --- the Invader cards, the board ------------------------------------------------------------


@dataclass(frozen=True)
class BlightDamage(Node):
    """``it takes 8 additional damage to add blight`` (Anchor the Land's Resilience): the
    Ravage damage the land must take before Blight is added (normally 2) changes."""

    amount: int
    span: Span = field(default=NOWHERE, compare=False)


def build_blight_damage(span: Span, ch: list[Any]) -> BlightDamage:
    fewer = str(ch[2]).split()[0].lower() in ("fewer", "less")
    return BlightDamage(-int(ch[1]) if fewer else int(ch[1]), span)


def compile_blight_damage(c: Compiling, s: BlightDamage) -> Op:
    return {"op": "modifier", "name": "blight_damage", "amount": s.amount}


def write_blight_damage(w: Writing, s: BlightDamage) -> str:
    style = w.style
    more = "additional" if s.amount >= 0 else "fewer"
    text = (f"it takes {abs(s.amount)} {more} {style.cap('damage')} to add "
            f"{style.cap('blight')}{style.pick('', ' to the land')}")
    return style.end(text[0].upper() + text[1:] if style.english else text)


@dataclass(frozen=True)
class CardStays(Node):
    """``the build card remains in place`` (instead of shifting left when the cards advance)."""

    action: Word
    span: Span = field(default=NOWHERE, compare=False)


def compile_card_stays(c: Compiling, s: CardStays) -> Op:
    slot = c.word_in(s.action, V.ACTIONS, "C105", "invader card")
    return {"op": "modifier", "name": "card_stays", "slot": slot}


def write_card_stays(w: Writing, s: CardStays) -> str:
    style = w.style
    text = f"{style.cap('the')} {style.cap(s.action.text)} {style.cap('card')} remains in place"
    return style.end(text + style.pick("", " instead of shifting left"))


@dataclass(frozen=True)
class BoardActions(Node):
    """``invader actions on the board moved from resolve 1 fewer time`` (Pour Time Sideways):
    this round's Invader Phase on the board a piece of this power moved from / to."""

    actions: Word
    past: str
    side: Literal["from", "to"]
    n: int
    more: bool
    span: Span = field(default=NOWHERE, compare=False)


def _board_actions(side: Literal["from", "to"]) -> Any:
    def build(span: Span, ch: list[Any]) -> BoardActions:
        more = str(ch[3]).lower() == "more"
        return BoardActions(word(ch[0]), str(ch[1]).lower(), side, int(ch[2]), more, span)

    return build


def compile_board_actions(c: Compiling, s: BoardActions) -> Op:
    c.word_in(s.actions, ("invader",), "C102", "actions (invader)")
    if s.past != "moved":
        c.error(s.span, "C112", f"'the board {s.past} {s.side}': only 'moved' is known")
    n = c.number(s.n, s.span)
    return {"op": "board_actions", "board": f"moved_{s.side}", "delta": n if s.more else -n}


def write_board_actions(w: Writing, s: BoardActions) -> str:
    more = "more" if s.more else "fewer"
    if not w.style.english:
        return f"{s.actions.text} actions on the board {s.past} {s.side} resolve {s.n} {more} time"
    times = "one" if s.n == 1 else str(s.n)
    return (
        f"On the board {s.past} {s.side}: During the Invader Phase, Resolve Invader"
        f' and "Each board / Each land..." Actions {times} {more} time.'
    )


@dataclass(frozen=True)
class SwapCard(Node):
    """``swap the top invader card with one in the invader discard within 1 stage``."""

    deck: Word
    discard: Word
    stages: int
    span: Span = field(default=NOWHERE, compare=False)


def compile_swap_card(c: Compiling, s: SwapCard) -> Op:
    for x in (s.deck, s.discard):
        c.word_in(x, ("invader",), "C102", "deck to swap in")
    return {"op": "swap_card", "deck": "invader", "within": c.number(s.stages, s.span)}


def write_swap_card(w: Writing, s: SwapCard) -> str:
    deck, discard = s.deck.text, s.discard.text
    if not w.style.english:
        return f"swap the top {deck} card with one in the {discard} discard within {s.stages} stage"
    return (
        f"Swap the top card of the {deck.capitalize()} Deck with a card in the"
        f" {discard.capitalize()} discard that is within {s.stages} Invader Stage of it."
    )


def _stmt(node: type[Node], compile: Any, write: Any, rules: dict[str, Any]) -> Construct:
    return Construct(node, "stmt", compile, write, rules)


CONSTRUCTS = (
    _stmt(
        Isolate,
        compile_isolate,
        write_isolate,
        {"isolate": lambda span, ch: Isolate(ch[0] is not None, span)},
    ),
    _stmt(
        StrifeDamage,
        compile_strife_damage,
        write_strife_damage,
        {"strife_damage": build_strife_damage},
    ),
    _stmt(
        InvaderDamage,
        compile_invader_damage,
        write_invader_damage,
        {"invader_damage": build_invader_damage, "own_per": lambda span, ch: word(ch[0])},
    ),
    _stmt(
        OwnDamage,
        compile_own_damage,
        write_own_damage,
        {"own_damage": lambda span, ch: OwnDamage(ch[1], int(ch[3]), ch[4], span)},
    ),
    _stmt(
        Simultaneous,
        compile_simultaneous,
        write_simultaneous,
        {"simultaneous": lambda span, ch: Simultaneous(ch[0], ch[2], _deal(ch[1]), span)},
    ),
    _stmt(
        StrikeFirst,
        compile_strike_first,
        write_strike_first,
        {"strike_first": lambda span, ch: StrikeFirst(ch[0], ch[1], ch[3], _deal(ch[2]), span)},
    ),
    _stmt(
        DoNot,
        compile_do_not,
        write_do_not,
        {
            "sit_out": build_sit_out,
            "no_heal": lambda span, ch: DoNot("heal", ch[0], (), None, span),
            "no_fight_back": lambda span, ch: DoNot("fight", ch[0], (), None, span),
            "not_prevent": lambda span, ch: DoNot("prevent", ch[0], ch[2], None, span),
        },
    ),
    _stmt(InvaderAct, compile_invader_act, write_invader_act, {"invader_act": build_invader_act}),
    _stmt(
        ActionBecomes,
        compile_action_becomes,
        write_action_becomes,
        {"action_becomes": build_action_becomes, "action_kinds": build_action_kinds},
    ),
    _stmt(
        Skip,
        compile_skip,
        write_skip,
        {"skip": lambda span, ch: Skip(ch[0], ch[1], ch[3], span)},
    ),
    _stmt(
        DestroyFewer,
        compile_destroy_fewer,
        write_destroy_fewer,
        {"destroy_fewer": lambda span, ch: DestroyFewer(int(ch[0]), ch[1], span)},
    ),
    _stmt(
        RavageRedirect,
        compile_ravage_redirect,
        write_ravage_redirect,
        {"ravage_redirect": build_ravage_redirect},
    ),
    _stmt(
        RavageImmune,
        compile_ravage_immune,
        write_ravage_immune,
        {"ravage_immune": lambda span, ch: RavageImmune(ch[0], ch[2], span)},
    ),
    _stmt(
        NotSource,
        compile_not_source,
        write_not_source,
        {"not_source": lambda span, ch: NotSource(ch[1], span)},
    ),
    _stmt(
        BlightDamage,
        compile_blight_damage,
        write_blight_damage,
        {"blight_damage": build_blight_damage},
    ),
    _stmt(
        CardStays,
        compile_card_stays,
        write_card_stays,
        {"card_stays": lambda span, ch: CardStays(word(ch[1]), span)},
    ),
    _stmt(
        BoardActions,
        compile_board_actions,
        write_board_actions,
        {
            "board_actions_from": _board_actions("from"),
            "board_actions_to": _board_actions("to"),
        },
    ),
    _stmt(
        SwapCard,
        compile_swap_card,
        write_swap_card,
        {"swap_card": lambda span, ch: SwapCard(word(ch[0]), word(ch[1]), int(ch[2]), span)},
    ),
)
