"""What a spirit gains: energy, power cards, elements (named, of a single kind, the same ones)
and the chosen spirit energy is given to — the rules ``gain_energy``, ``gain_card`` (with
``by_drawing``, ``pay_instead``), ``gain_elements``, ``gain_single_element``,
``gain_had_element``, ``gain_same_elements``, ``gain_named`` (``named_element``,
``any_element``), ``choose_another`` and ``give_energy`` of
``rulesets/spirit_island/grammar.lark``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from cardsmith.dsl.ast import NOWHERE, Node, Per, Span, Word
from cardsmith.dsl.builder import toks, word
from cardsmith.dsl.ir import Op
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Compiling, Construct, Writing, with_per
from .pieces import Who
from .words import OWNER_TEXT, WHO_ENGLISH, WHO_TEXT, plural, verb


def _gains(w: Writing, who: str) -> str:
    """``you gain`` / ``target spirit gains`` (English: ``Target Spirit gains``)."""
    return f"{(WHO_ENGLISH if w.style.english else WHO_TEXT)[who]} {verb(who, 'gain')}"


# --- energy, the chosen spirit ---------------------------------------------------------------


@dataclass(frozen=True)
class GainEnergy(Node):
    who: Who
    amount: int
    per: Per | None = None
    span: Span = field(default=NOWHERE, compare=False)


def compile_gain_energy(c: Compiling, s: GainEnergy) -> Op:
    op: Op = {"op": "gain_energy", "who": s.who, "amount": c.number(s.amount, s.span)}
    return with_per(op, c.per(s.per))


def write_gain_energy(w: Writing, s: GainEnergy) -> str:
    energy = w.style.cap("energy")
    return w.style.end(f"{_gains(w, s.who)} {s.amount} {energy}{w.per(s.per, (s.amount, energy))}")


@dataclass(frozen=True)
class ChosenSpirit(Node):
    """``choose another spirit`` (the target spirit, "they", for the rest of the power) /
    ``give up to N of your energy to the chosen spirit`` (``amount``: N)."""

    kind: Literal["choose", "give"]
    amount: int | None = None
    span: Span = field(default=NOWHERE, compare=False)


def compile_chosen_spirit(c: Compiling, s: ChosenSpirit) -> Op:
    if s.kind == "choose":  # the target spirit for the rest of the power
        return {"op": "choose_another"}
    if "choose_another" not in c.seen:
        c.error(s.span, "C111", "'the chosen spirit': no spirit is chosen before it")
    return {"op": "give_energy", "up_to": c.number(s.amount or 0, s.span)}


def write_chosen_spirit(w: Writing, s: ChosenSpirit) -> str:
    cap = w.style.cap
    if s.kind == "choose":
        return w.style.end(f"{cap('choose')} another {cap('spirit')}")
    text = f"{cap('give')} up to {s.amount} of your {cap('energy')} to the chosen {cap('spirit')}"
    return w.style.end(text)


# --- power cards -----------------------------------------------------------------------------


@dataclass(frozen=True)
class GainCard(Node):
    who: Who
    n: int
    deck: Word | None = None
    not_kept: bool = False
    span: Span = field(default=NOWHERE, compare=False)
    no_forget: bool = False  # "… without forgetting" (a Major Power)
    draw: int | None = None  # "… by drawing 6": cards drawn (default 4), ``n`` of them kept
    pay_instead: int | None = None  # "… and may pay 2 energy instead of forgetting"


@dataclass(frozen=True)
class _Draw:
    """``by drawing N`` (a part of ``gain_card``)."""

    n: int | None


@dataclass(frozen=True)
class _PayInstead:
    """``and may pay N energy instead of forgetting`` (a part of ``gain_card``)."""

    n: int | None


def build_gain_card(span: Span, ch: list[Any]) -> GainCard:
    ints = toks(ch, "INT")
    names = toks(ch, "NAME")
    return GainCard(
        ch[0] or "you",
        int(ints[0]) if ints else 1,
        word(names[0]) if names else None,
        bool(toks(ch, "NOT_KEPT")),
        span,
        no_forget=bool(toks(ch, "NO_FORGET")),
        draw=next((c for c in ch if isinstance(c, _Draw)), _Draw(None)).n,
        pay_instead=next((c for c in ch if isinstance(c, _PayInstead)), _PayInstead(None)).n,
    )


def compile_gain_card(c: Compiling, s: GainCard) -> Op:
    op: Op = {
        "op": "gain_card",
        "who": s.who,
        "n": c.number(s.n, s.span),
        "deck": c.word_in(s.deck, V.DECKS, "C106", "power deck") if s.deck else None,
    }
    if s.not_kept:
        op["from"] = "not_kept"
    if s.no_forget:
        op["no_forget"] = True
    if s.draw is not None:
        if s.draw < s.n:
            c.error(
                s.span,
                "C142",
                f"drawing {s.draw} cards cannot keep {s.n}",
                "draw at least as many cards as are gained: `gains 2 … by drawing 6`",
            )
        op["draw"] = c.number(s.draw, s.span)
    if s.pay_instead is not None:
        op["forget_cost"] = {"energy": c.number(s.pay_instead, s.span)}
    return op


def write_gain_card(w: Writing, s: GainCard) -> str:
    english = w.style.english
    deck = f"{w.style.cap(s.deck.text)} " if s.deck is not None else ""
    if english:
        cards = f"{'a' if s.n == 1 else s.n} {deck}Power Card{'s' if s.n != 1 else ''}"
    else:
        cards = f"{s.n} {deck}power {plural(s.n, 'card')}"
    text = f"{_gains(w, s.who)} {cards}"
    text += " they did not keep" if s.not_kept else ""
    if s.draw is not None:
        text += f" by drawing {s.draw}" + (" and keeping 1" if english and s.n == 1 else "")
    if s.no_forget:
        text += w.style.pick(" without forgetting", " without Forgetting a Power Card")
    if s.pay_instead is not None and not english:
        text += f" and may pay {s.pay_instead} energy instead of forgetting"
    elif s.pay_instead is not None:
        pronoun = "you" if s.who == "you" else "they"
        text += (
            f"; if it is a Major Power, {pronoun} may pay {s.pay_instead} Energy instead of"
            " Forgetting a Power Card"
        )
    return w.style.end(text)


# --- elements --------------------------------------------------------------------------------


@dataclass(frozen=True)
class GainElements(Node):
    who: Who
    n: int | None  # None: the same elements the target chose
    span: Span = field(default=NOWHERE, compare=False)
    single: bool = False  # "gains 2 of a single element": N of one element of their choice
    have: bool = False  # "gains 1 element they have": one they already have at least 1 of


def compile_gain_elements(c: Compiling, s: GainElements) -> Op:
    if s.n is None:
        return {"op": "gain_elements", "who": s.who, "same": True}
    if s.have:
        n = c.number(s.n, s.span)
        return {"op": "gain_elements", "who": s.who, "n": n, "have": True}
    if s.single:
        n = c.number(s.n, s.span)
        return {"op": "gain_elements", "who": s.who, "n": n, "single": True}
    return {"op": "gain_elements", "who": s.who, "n": c.number(s.n, s.span), "different": True}


def write_gain_elements(w: Writing, s: GainElements) -> str:
    english = w.style.english
    gains = _gains(w, s.who)
    they = "you" if s.who == "you" else "they"
    if s.n is None:
        return w.style.end(f"{gains} the same {w.style.cap('elements')}")
    if s.have and english:
        els = f"Element{'s' if s.n != 1 else ''}"
        return f"{gains} {'an' if s.n == 1 else s.n} {els} {they} have at least 1 of."
    if s.have:
        return f"{gains} {s.n} element {they} have"
    if s.single and english:
        their = "your" if s.who == "you" else "their"
        return f"{gains} {s.n} of a single Element ({their} choice)."
    if s.single:
        return f"{gains} {s.n} of a single element"
    return w.style.end(
        f"{gains} {s.n} different " + w.style.pick("elements", "Elements of their choice")
    )


@dataclass(frozen=True)
class GainNamed(Node):
    """``target spirit gains 1 fire and 1 any``: named elements (``word`` None: any element of
    the spirit's choice; ``choice``: written as ``element of your choice``)."""

    who: Who
    gains: tuple[tuple[int, Word | None, bool], ...]
    span: Span = field(default=NOWHERE, compare=False)


def build_gain_named(span: Span, ch: list[Any]) -> GainNamed:
    return GainNamed(ch[0] or "you", tuple(c for c in ch[2:] if isinstance(c, tuple)), span)


def compile_gain_named(c: Compiling, s: GainNamed) -> Op:
    named: dict[str, int] = {}
    anyone = 0
    for n, element_word, _ in s.gains:
        c.number(n, s.span)
        if element_word is None:
            anyone += n
        else:
            element = c.word_in(element_word, V.ELEMENTS, "C103", "element")
            named[element] = named.get(element, 0) + n
    op: Op = {"op": "gain_elements", "who": s.who}
    if named:
        op["elements"] = named
    if anyone:
        op["any"] = anyone
    return op


def write_gain_named(w: Writing, s: GainNamed) -> str:
    cap = w.style.cap
    parts = []
    for n, element_word, choice in s.gains:
        if element_word is not None:
            parts.append(f"{n} {cap(element_word.text)}")
        elif choice:
            their = OWNER_TEXT["you" if s.who == "you" else "target"]
            parts.append(f"{n} {plural(n, cap('element'))} of {their} choice")
        else:
            parts.append(f"{n} {cap('any')}")
    return w.style.end(f"{_gains(w, s.who)} " + " and ".join(parts))


def _elements(**flags: bool) -> Any:
    """``gains N [different | of a single | element they have] elements``."""
    return lambda span, ch: GainElements(ch[0] or "you", int(ch[2]), span, **flags)


CONSTRUCTS = (
    Construct(
        GainEnergy,
        "stmt",
        compile_gain_energy,
        write_gain_energy,
        {"gain_energy": lambda span, ch: GainEnergy(ch[0] or "you", int(ch[2]), ch[3], span)},
    ),
    Construct(
        ChosenSpirit,
        "stmt",
        compile_chosen_spirit,
        write_chosen_spirit,
        {
            "choose_another": lambda span, ch: ChosenSpirit("choose", span=span),
            "give_energy": lambda span, ch: ChosenSpirit("give", int(ch[0]), span),
        },
    ),
    Construct(
        GainCard,
        "stmt",
        compile_gain_card,
        write_gain_card,
        {
            "gain_card": build_gain_card,
            "by_drawing": lambda span, ch: _Draw(int(ch[1])),
            "pay_instead": lambda span, ch: _PayInstead(int(ch[1])),
        },
    ),
    Construct(
        GainElements,
        "stmt",
        compile_gain_elements,
        write_gain_elements,
        {
            "gain_elements": _elements(),
            "gain_single_element": _elements(single=True),
            "gain_had_element": _elements(have=True),
            "gain_same_elements": lambda span, ch: GainElements(ch[0] or "you", None, span),
        },
    ),
    Construct(
        GainNamed,
        "stmt",
        compile_gain_named,
        write_gain_named,
        {
            "gain_named": build_gain_named,
            "named_element": lambda span, ch: (int(ch[0]), word(ch[1]), False),
            "any_element": lambda span, ch: (int(ch[0]), None, ch[1].type == "OF_CHOICE"),
        },
    ),
)
