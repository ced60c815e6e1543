"""Power cards and decks: forget, reclaim, play, take, regain and discard cards (one node,
:class:`CardAction`), element markers and the top card of a deck — the rules ``forget``,
``some_cards``, ``this_card``, ``card_from``, ``card_zone``, ``reclaim``, ``play`` (``play_cards``,
``play_it``, ``play_costs``, ``pay_cost``, ``free_cost``, ``half_cost``, ``forget_end_cost``,
``plus_cost``),
``take``, ``regain``, ``discard_cards``, ``prepare_markers``, ``discard_markers``,
``discard_top``, ``reveal_top``, ``reveal_any`` and ``remove_top`` of
``rulesets/spirit_island/grammar.lark`` (``discard … instead of forgetting it`` is the modifier
``discard_for_forget``)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal

from cardsmith.dsl.ast import NOWHERE, Count, Node, Span, Word
from cardsmith.dsl.builder import toks, word
from cardsmith.dsl.ir import Op
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Compiling, Construct, Writing
from .modifier_node import Modifier
from .pieces import Who
from .words import WHO_ENGLISH, WHO_TEXT, plural, verb

# --- card actions ----------------------------------------------------------------------------

CardVerb = Literal["forget", "reclaim", "play", "take", "regain", "discard"]


@dataclass(frozen=True)
class CardAction(Node):
    """``forget a power card from your hand``, ``forget this power``, ``reclaim 1 card``,
    ``play another power card now by paying its cost``, ``play it for free``, ``take a minor
    power card into your discard`` (``which``: ``this``/``it``/``another``)."""

    verb: CardVerb
    who: Who | None = None
    count: Count | None = None
    deck: Word | None = None
    which: str | None = None
    #: play: "pay" | "free" | "half_up" | "half_down" | "forget_end" | "pay_plus_N"; several
    #: joined by "|" ("by paying half its cost (round up) or by forgetting it at end of turn")
    cost: str | None = None
    zones: tuple[tuple[str | None, Word], ...] = ()  # from: (owner/"the", zone word)
    into: tuple[str | None, Word] | None = None
    span: Span = field(default=NOWHERE, compare=False)
    thresholds: bool = False  # play: "…, with all elemental thresholds" (every one met)


def _counted(span: Span, ch: list[Any], verb: CardVerb, **more: Any) -> CardAction:
    """``[N] [DECK] power card[s]``: the count and deck of the tokens (one card by default)."""
    ints = toks(ch, "INT")
    names = toks(ch, "NAME")
    n = int(ints[0]) if ints else 1
    deck = word(names[0]) if names else None
    return CardAction(verb, count=Count("exact", n, span), deck=deck, span=span, **more)


def build_forget(span: Span, ch: list[Any]) -> CardAction:
    what: CardAction = ch[2]
    return replace(what, verb="forget", who=ch[0], zones=tuple(ch[3] or ()), span=span)


def build_card_zone(span: Span, ch: list[Any]) -> tuple[str | None, Word]:
    lead = str(ch[0]).lower() if ch[0] is not None else None
    return (lead, word(ch[1]))


def build_reclaim(span: Span, ch: list[Any]) -> CardAction:
    deck = word(ch[3]) if ch[3] is not None else None
    return CardAction("reclaim", ch[0], ch[2], deck, span=span)


def build_play(span: Span, ch: list[Any]) -> CardAction:
    what: CardAction = ch[2]
    return replace(
        what, verb="play", who=ch[0], cost=ch[4], thresholds=ch[5] is not None, span=span
    )


def build_play_cards(span: Span, ch: list[Any]) -> CardAction:
    another = "another" if toks(ch, "ANOTHER") else None
    return _counted(span, ch, "play", which=another)


def build_take(span: Span, ch: list[Any]) -> CardAction:
    zones = next((c for c in ch if isinstance(c, list)), [])
    into = ch[-1] if isinstance(ch[-1], tuple) else None
    action = _counted(span, ch, "take", zones=tuple(zones), into=into)
    return replace(action, who=ch[0])


def build_regain(span: Span, ch: list[Any]) -> CardAction:
    return replace(_counted(span, ch, "regain"), who=ch[0])


def build_discard_cards(span: Span, ch: list[Any]) -> CardAction | Modifier:
    what: CardAction = ch[2]
    zones = tuple(ch[3] or ())
    if ch[4] is not None:  # "… instead of forgetting it": a lasting option
        words = tuple(w for _, w in zones)
        return Modifier("discard_for_forget", who=ch[0], count=what.count, words=words, span=span)
    return replace(what, verb="discard", who=ch[0], zones=zones, span=span)


def build_half_cost(span: Span, ch: list[Any]) -> str:
    return "half_up" if ch[0] is not None and "up" in str(ch[0]).lower() else "half_down"


def compile_card_action(c: Compiling, s: CardAction) -> Op:
    if s.verb == "discard" and s.which == "this":
        c.error(
            s.span,
            "C145",
            "'discard this power': a power in play is discarded anyway at the end of turn",
            "discard a card from a place: `discard 1 power card from your hand`",
        )
    who = s.who or (c.actors[-1] if c.actors else "you")
    op: Op = {"op": f"{s.verb}_card" if s.verb != "reclaim" else "reclaim", "who": who}
    if s.which in ("this", "it"):
        op[s.which] = True
    elif s.count is not None:
        op["count" if s.verb == "reclaim" else "n"] = (
            c.count(s.count) if s.verb == "reclaim" else c.number(s.count.n or 1, s.span)
        )
    if s.which == "another":
        op["another"] = True
    if s.deck is not None:
        op["deck"] = c.word_in(s.deck, V.CARD_KINDS, "C106", "kind of power card")
    if s.zones:
        op["from"] = [c.word_in(w, V.CARD_ZONES, "C106", "card place") for _, w in s.zones]
    if s.into is not None:
        op["to"] = c.word_in(s.into[1], V.CARD_ZONES, "C106", "card place")
    if s.verb == "play":
        op["cost"] = s.cost or "pay"
        if s.thresholds:
            op["all_thresholds"] = True
    return op


#: how a card is played (``play_cost``), as written
_PLAY_COST = {
    "pay": "by paying its cost",
    "free": "for free",
    "half_up": "by paying half its cost (round up)",
    "half_down": "by paying half its cost (round down)",
    "forget_end": "by forgetting it at end of turn",
}
#: … as printed on the cards
_PLAY_COST_ENGLISH = {**_PLAY_COST, "forget_end": "by Forgetting it at the end of turn"}
#: ``pay_plus_N``: "by paying N energy plus its cost" (Earth Moves with Vigor and Might)
PLUS = "pay_plus_"


def _cost_text(way: str, english: bool) -> str:
    """How a card is played, written (``pay_plus_1``: "by paying 1 energy plus its cost")."""
    if way.startswith(PLUS):
        return f"by paying {way[len(PLUS):]} {'Energy' if english else 'energy'} plus its cost"
    return (_PLAY_COST_ENGLISH if english else _PLAY_COST)[way]


def _zone(lead: str | None, zone: Word) -> str:
    """``(your, hand)`` → ``your hand``."""
    return f"{lead} {zone.text}" if lead else zone.text


def _cards(w: Writing, s: CardAction) -> str:
    """The cards acted on: ``this power``, ``it``, ``2 minor power cards``, ``another …``."""
    english = w.style.english
    if s.which == "this":
        return w.style.pick("this power", "this Power")
    if s.which == "it":
        return "it"
    deck = f"{w.style.cap(s.deck.text)} " if s.deck is not None else ""
    if not english:
        count = s.count or Count("exact", 1)
        n = count.n if count.kind in ("exact", "up_to") else None
        lead = "another" if s.which == "another" else w.amount(count)[0]
        power = "power " if s.verb != "reclaim" or s.deck is not None else ""
        return f"{lead} {deck}{power}{plural(n, 'card')}"
    if s.count is None or s.count.kind != "exact":
        lead, many = w.amount(s.count) if s.count else ("a", False)
    else:
        lead, many = ("a" if s.count.n == 1 else str(s.count.n)), s.count.n != 1
    if s.which == "another":
        lead = "another"
    cards = "Power Cards" if many else "Power Card"
    if s.verb == "reclaim" and s.deck is None:
        cards = "Cards" if many else "Card"
    return f"{lead} {deck}{cards}"


def card_phrase(w: Writing, s: CardAction) -> str:
    """What a card action acts on, where from and how (after its verb)."""
    english = w.style.english
    text = _cards(w, s)
    if s.zones:
        text += " from " + " or ".join(_zone(lead, z) for lead, z in s.zones)
    if s.into is not None:
        text += " into " + _zone(*s.into)
    if s.verb == "play" and (english or s.cost is not None):  # "play it": no cost written
        text += " " + " or ".join(_cost_text(c, english) for c in (s.cost or "pay").split("|"))
    if s.verb == "play" and s.thresholds:
        text += ", with all elemental thresholds" + w.style.pick("", " met")
    if s.verb == "regain":
        text += " they previously forgot"
    return text


def write_card_action(w: Writing, s: CardAction) -> str:
    if s.who is None:  # "Forget a Power Card." (the acting spirit, as printed)
        subject = w.style.cap(s.verb)
    else:
        subject = f"{(WHO_ENGLISH if w.style.english else WHO_TEXT)[s.who]} {verb(s.who, s.verb)}"
    return w.style.end(f"{subject} {card_phrase(w, s)}")


# --- element markers, the top of a deck ------------------------------------------------------


@dataclass(frozen=True)
class Markers(Node):
    """``prepare 1 element marker`` / ``discard up to 3 element markers`` (the elements
    discarded are "those elements" for ``gains the same elements``)."""

    action: Literal["prepare", "discard"]
    count: Count
    span: Span = field(default=NOWHERE, compare=False)


def compile_markers(c: Compiling, s: Markers) -> Op:
    if s.action == "prepare":
        return {"op": "prepare_markers", "n": c.number(s.count.n or 1, s.span)}
    return {"op": "discard_markers", "count": c.count(s.count)}


def write_markers(w: Writing, s: Markers) -> str:
    cap = w.style.cap
    count, many = w.amount(s.count)
    markers = f"{cap('element')} {cap('marker')}{'s' if many else ''}"
    return w.style.end(f"{cap(s.action)} {count} {markers}")


@dataclass(frozen=True)
class DeckTop(Node):
    """``discard the top card of the minor power deck`` / ``turn the top card of the fear deck
    face-up``: that card is "it" for ``if it provides fire``."""

    action: Literal["discard", "reveal", "remove", "reveal_any"]
    deck: Word
    span: Span = field(default=NOWHERE, compare=False)


def _deck_top(action: Literal["discard", "reveal", "remove", "reveal_any"]) -> Any:
    return lambda span, ch: DeckTop(action, word(toks(ch, "NAME")[0]), span)


def compile_deck_top(c: Compiling, s: DeckTop) -> Op:
    c.turned_card = True
    if s.action == "remove":
        deck = c.word_in(s.deck, ("fear", "invader"), "C106", "deck (its top card removed)")
    elif s.action == "reveal_any":
        deck = c.word_in(s.deck, ("fear",), "C106", "deck of face-down cards")
    elif s.action == "reveal":
        deck = c.word_in(s.deck, ("fear", *V.DECKS), "C106", "deck")
    else:
        deck = c.word_in(s.deck, V.DECKS, "C106", "power deck")
    return {"op": "deck_top", "deck": deck, "do": s.action}


def write_deck_top(w: Writing, s: DeckTop) -> str:
    cap = w.style.cap
    deck = f"{cap(s.deck.text)} {cap('deck')}"
    if s.action == "remove":
        text = f"{cap('remove')} the top card of the {deck} from the game"
    elif s.action == "reveal_any":
        text = f"{cap('turn')} any face-down {cap(s.deck.text)} {cap('card')} face-up"
    elif s.action == "reveal":
        text = f"{cap('turn')} the top card of the {deck} face-up"
    else:
        power = w.style.pick("power deck", "Power Deck")
        text = f"{cap('discard')} the top card of the {cap(s.deck.text)} {power}"
    return w.style.end(text)


CONSTRUCTS = (
    Construct(
        CardAction,
        "stmt",
        compile_card_action,
        write_card_action,
        {
            "forget": build_forget,
            "some_cards": lambda span, ch: _counted(span, ch, "forget"),
            "this_card": lambda span, ch: CardAction("forget", which="this", span=span),
            "card_from": lambda span, ch: list(ch),
            "card_zone": build_card_zone,
            "reclaim": build_reclaim,
            "play": build_play,
            "play_costs": lambda span, ch: "|".join(ch),
            "half_cost": build_half_cost,
            "forget_end_cost": lambda span, ch: "forget_end",
            "plus_cost": lambda span, ch: f"{PLUS}{int(ch[0])}",
            "play_cards": build_play_cards,
            "play_it": lambda span, ch: CardAction("play", which="it", span=span),
            "pay_cost": lambda span, ch: "pay",
            "free_cost": lambda span, ch: "free",
            "take": build_take,
            "regain": build_regain,
            "discard_cards": build_discard_cards,
        },
    ),
    Construct(
        Markers,
        "stmt",
        compile_markers,
        write_markers,
        {
            "prepare_markers": lambda span, ch: Markers(
                "prepare", Count("exact", int(ch[0]), span), span
            ),
            "discard_markers": lambda span, ch: Markers("discard", ch[1], span),
        },
    ),
    Construct(
        DeckTop,
        "stmt",
        compile_deck_top,
        write_deck_top,
        {
            "discard_top": _deck_top("discard"),
            "reveal_top": _deck_top("reveal"),
            "reveal_any": _deck_top("reveal_any"),
            "remove_top": _deck_top("remove"),
        },
    ),
)
