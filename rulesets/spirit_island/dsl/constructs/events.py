"""The events a trigger waits for (``after …:``, ``the next time …:``): pieces destroyed,
added, pushed (``would be``: before it happens), ``you defend one land``, ``powers generate
fear``, ``your powers add beasts``, ``you use a power`` … — the rules ``event_*`` and
``event_cause`` of ``rulesets/spirit_island/grammar.lark``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from cardsmith.dsl.ast import NOWHERE, Node, Span, Word
from cardsmith.dsl.builder import word
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Compiling, Construct, Writing
from .pieces import Owner, Pieces, Who, owner_word, past, write_pieces
from .words import OWNER_TEXT, WHO_ENGLISH, WHO_TEXT, verb

# --- node ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Event(Node):
    """``town/city destroyed``, ``dahan would be destroyed`` (``would``: before it happens),
    ``you defend one land``, ``you add presence in growth``, ``you gain a major power card``,
    ``powers generate fear``."""

    kind: Literal[
        "pieces",
        "defend",
        "growth_presence",
        "card_gained",  # "you gain a major power card"
        "grown",  # "you grow": the spirit's growth done (its Spirit Phase)
        "fear",
        "by_powers",
        "sacred_site",
        "power_used",
        "skipped",  # "this power causes invaders to skip an action"
        "land_damaged",  # "invaders deal damage to the land" (their Ravage)
    ]
    pieces: Pieces | None = None
    past: str | None = None
    span: Span = field(default=NOWHERE, compare=False)
    would: bool = False
    owner: Owner | None = None  # by_powers: whose powers
    verb: Word | None = None  # by_powers: what they did (``add``)
    who: Who | None = None  # power_used: whose power (``target spirit uses a power``)
    land: bool = False  # power_used: ``… targeting a land`` only
    #: pieces: "… by anything except a spirit action" (not by any spirit's powers or rules)
    not_by_spirits: bool = False
    #: pieces: "… by a ravage action" (only what a Ravage does)
    by_ravage: bool = False
    #: pieces: "added or pushed or moved": the other past verbs that set it off too
    also: tuple[str, ...] = ()
    #: card_gained: the kind of power card gained (``minor`` / ``major``)
    deck: Word | None = None
    #: by_powers: "… destroy 1 or more invaders": once per action, however many it did
    per_action: bool = False


# --- build -----------------------------------------------------------------------------------


def build_event_pieces(span: Span, ch: list[Any]) -> Event:
    cause = str(ch[3]).lower() if len(ch) > 3 and ch[3] is not None else ""
    return Event(
        "pieces",
        ch[0],
        str(ch[1]).lower(),
        span,
        not_by_spirits="except" in cause,  # "by anything except a spirit action"
        by_ravage="ravage" in cause,  # "by a ravage action"
    )


def build_event_pieces_or(span: Span, ch: list[Any]) -> Event:
    also = tuple(str(t).split()[-1].lower() for t in ch[2:])
    return Event("pieces", ch[0], str(ch[1]).lower(), span, also=also)


def build_event_would(span: Span, ch: list[Any]) -> Event:
    return Event("pieces", ch[0], str(ch[1]).lower(), span, would=True)


def build_event_by_powers(span: Span, ch: list[Any]) -> Event:
    owner, did, many, pieces = ch[0], ch[1], ch[2], ch[3]
    return Event(
        "by_powers", pieces, span=span, owner=owner_word(owner), verb=word(did),
        per_action=many is not None,
    )  # fmt: skip


def build_event_power_used(span: Span, ch: list[Any]) -> Event:
    return Event("power_used", span=span, who=ch[0], land=ch[-1] is not None)


def _kind(kind: Any) -> Any:
    """A rule that stands for an event with no parts (``powers generate fear``)."""
    return lambda span, ch: Event(kind, span=span)


RULES = {
    "event_pieces": build_event_pieces,
    "event_pieces_or": build_event_pieces_or,
    "event_cause": lambda span, ch: ch[0],
    "event_would": build_event_would,
    "event_by_powers": build_event_by_powers,
    "event_power_used": build_event_power_used,
    "event_skipped": lambda span, ch: Event("skipped", ch[1], span=span),
    "event_land_damaged": _kind("land_damaged"),
    "event_fear": _kind("fear"),
    "event_sacred_site": _kind("sacred_site"),
    "event_defend": _kind("defend"),
    "event_growth_presence": _kind("growth_presence"),
    "event_card_gained": lambda span, ch: Event("card_gained", deck=word(ch[0]), span=span),
    "event_grown": _kind("grown"),
}


# --- compile ---------------------------------------------------------------------------------


def compile_event(c: Compiling, event: Event) -> dict[str, Any]:
    if event.kind == "pieces" and event.pieces is not None:
        out: dict[str, Any] = {"past": event.past, "pieces": c.pieces(event.pieces)}
        if event.would:
            out["would"] = True
        if event.not_by_spirits:  # "… by anything except a spirit action"
            out["not_by_spirits"] = True
        if event.by_ravage:  # "… by a ravage action"
            out["by_action"] = "ravage"
        if event.also:  # "added or moved": any of those verbs
            out["or"] = list(event.also)
        return out
    if event.kind == "land_damaged":  # "after invaders deal damage to the land"
        return {"kind": "land_damaged"}
    if event.kind == "fear":
        return {"kind": "fear_generated"}
    if event.kind == "by_powers" and event.pieces is not None and event.verb is not None:
        did = c.word_in(event.verb, tuple(V.POWER_VERBS), "C112", "verb of a power")
        out = {
            "past": V.POWER_VERBS.get(did, did),
            "pieces": c.pieces(event.pieces),
            "by": event.owner or "you",
        }
        if event.per_action:  # "1 or more": once per action
            out["per_action"] = True
        return out
    if event.kind == "sacred_site":
        return {"kind": "sacred_site_created"}
    if event.kind == "card_gained" and event.deck is not None:
        deck = c.word_in(event.deck, ("minor", "major"), "C106", "kind of power card")
        return {"kind": "card_gained", "deck": deck}
    if event.kind == "grown":
        return {"kind": "growth_done"}
    if event.kind == "skipped" and event.pieces is not None:
        c.pieces(event.pieces, V.INVADERS)
        return {"kind": "skipped"}
    if event.kind == "power_used":
        if event.who == "each":
            c.error(
                event.span,
                "C144",
                "'after each spirit uses a power' names no one spirit",
                "write `after you use a power` or `after target spirit uses a power`",
            )
        out = {"kind": "power_used", "who": event.who or "you"}
        if event.land:
            out["land"] = True
        return out
    return {"kind": event.kind}


# --- write -----------------------------------------------------------------------------------


def write_event(w: Writing, e: Event) -> str:
    style = w.style
    pick = style.pick
    if e.kind == "defend":
        return pick("you defend one land", "your Power adds Defend to a single land")
    if e.kind == "growth_presence":
        return pick("you add presence in growth", "you add Presence during Growth")
    if e.kind == "card_gained" and e.deck is not None:
        kind = e.deck.text
        return pick(f"you gain a {kind} power card", f"you gain a {style.cap(kind)} Power")
    if e.kind == "grown":
        return pick("you grow", "your Growth in the Spirit Phase")
    if e.kind == "fear":
        return f"{style.cap('powers')} generate {style.cap('fear')}"
    if e.kind == "by_powers" and e.pieces is not None and e.verb is not None:
        whose = OWNER_TEXT[e.owner or "you"]
        ps = write_pieces(style, e.pieces, e.per_action)
        many = "1 or more " if e.per_action else ""
        if not style.english:
            return f"{whose} powers {e.verb.text} {many}{ps}"
        return f"one of {whose} Powers {e.verb.text.capitalize()}s {many}{ps}"
    if e.kind == "land_damaged":
        return f"{style.cap('invaders')} deal {style.cap('damage')} to the land"
    if e.kind == "sacred_site":
        return pick("you create a sacred site", "you create a Sacred Site")
    if e.kind == "skipped" and e.pieces is not None:
        ps = write_pieces(style, e.pieces, True)
        return f"this {style.cap('power')} causes {ps} to skip an {style.cap('action')}"
    if e.kind == "power_used":
        who = e.who or "you"
        land = " targeting a land" if e.land else ""
        subject = "you" if who == "you" else pick(WHO_TEXT[who], WHO_ENGLISH[who])
        return f"{subject} {verb(who, 'use')} a {style.cap('power')}{land}"
    if e.pieces is None:  # no such event is parsed
        return pick("", "you add Presence during Growth")
    ps = write_pieces(style, e.pieces, True)
    if not style.english:
        tail = " by anything except a spirit action" if e.not_by_spirits else ""
        tail += " by a ravage action" if e.by_ravage else ""
        tail += "".join(f" or {p}" for p in e.also)
        return f"{ps} {'would be ' if e.would else ''}{e.past}{tail}"
    if e.would:
        return f"{ps} would be {past(e.past)}"
    tail = " by anything except a Spirit action" if e.not_by_spirits else ""
    tail += " by a Ravage Action" if e.by_ravage else ""
    tail += "".join(f" or {past(p)}" for p in e.also)
    return f"{ps} are {past(e.past)}{tail}"


CONSTRUCTS = (Construct(Event, "term", compile_event, write_event, RULES),)
