"""Lasting effects a spirit's rules and powers give it over Invader actions, blight and cards:
``your powers do not VERB PIECES`` (``powers_spare``), ``your powers may destroy N of your
presence instead of adding blight`` (``blight_instead``), ``blight added [in L] may come from the
box for N energy each`` (``blight_from_box``), ``SPIRIT gains N energy when they gain a power card
[without EL] [, once a turn]`` (``card_energy``) and ``disease on boards with your presence may
let build happen for N fear`` (``disease_waived``) — their builders, writers and IR parts, and
the entries :mod:`.modifiers` adds to its registry."""

from __future__ import annotations

from typing import Any

from cardsmith.dsl import ast as C
from cardsmith.dsl.builder import tok_span, toks, word
from cardsmith.dsl.ir import Op
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Compiling, Writing
from .modifier_node import Entry, Modifier, _bare, _other, _owner, _ps, _their
from .pieces import Who
from .words import OWNER_TEXT, WHO_ENGLISH, WHO_TEXT, verb

#: the verbs of ``your powers do not VERB PIECES`` and the past forms the IR keeps
SPARE_PAST = {
    "damage": "damaged",
    "destroy": "destroyed",
    "remove": "removed",
    "replace": "replaced",
    "downgrade": "downgraded",
    "push": "pushed",
    "gather": "gathered",
    "move": "moved",
}


def build_blight_box(span: C.Span, ch: list[Any]) -> Modifier:
    """``blight added [in L] may come from the box for N energy each``."""
    what, past, lands, _, amount = ch
    return Modifier(
        "blight_from_box", other=what, lands=lands, amount=int(amount), words=(word(past),),
        span=span,
    )  # fmt: skip


def write_blight_box(w: Writing, m: Modifier) -> str:
    where = f" in {w.lands(m.lands)}" if m.lands is not None else ""
    energy = w.style.cap("energy")
    if w.style.english:
        return (
            f"Blight added{where} may be taken from the box instead of the Blight Card, for"
            f" {m.amount} {energy} each."
        )
    added = f"{_bare(w, _other(m))} {m.words[0].text}{where}"
    return f"{added} may come from the box for {m.amount} energy each"


def fill_blight_box(c: Compiling, m: Modifier, op: Op) -> None:
    if "from" in op:
        op["lands"] = op.pop("from")
    if op.pop("other", {}).get("kinds") != ["blight"] or m.words[0].text != "added":
        c.error(m.span, "C109", "only added blight may come from the box: 'blight added …'")
    op.setdefault("who", "you")


def build_powers_spare(span: C.Span, ch: list[Any]) -> Modifier:
    """``your powers do not damage or destroy dahan``: the spirit's powers leave them be."""
    who: Who = _owner(ch[0]) or "you"
    verbs = tuple(word(t) for t in toks(ch, "SPARE_VERB"))
    return Modifier("powers_spare", who=who, pieces=ch[-1], words=verbs, span=span)


def fill_powers_spare(c: Compiling, m: Modifier, op: Op) -> None:
    op["verbs"] = [SPARE_PAST[w.text] for w in m.words]


def write_powers_spare(w: Writing, m: Modifier) -> str:
    verbs = " or ".join(x.text for x in m.words)
    ps = w.words(_ps(m))
    if w.style.english:
        verbs = " or ".join(x.text.capitalize() for x in m.words)
        return f"{_their(w, m)} Powers don't {verbs} {ps}."
    return f"{_their(w, m)} powers do not {verbs} {ps}"


def build_blight_instead(span: C.Span, ch: list[Any]) -> Modifier:
    """``your powers may destroy 1 of your presence instead of adding blight``."""
    who: Who = _owner(ch[0]) or "you"
    return Modifier("blight_instead", who=who, amount=int(str(ch[2])), span=span)


def write_blight_instead(w: Writing, m: Modifier) -> str:
    if w.style.english:
        you = m.who in (None, "you")
        their, who = ("your", "you") if you else ("their", WHO_ENGLISH[m.who or "you"])
        return (
            f"When {their} Powers would Add Blight, {who} may Destroy"
            f" {m.amount} of {their} Presence instead (there or elsewhere)."
        )
    own = OWNER_TEXT[m.who or "you"]
    return f"{own} powers may destroy {m.amount} of {own} presence instead of adding blight"


def build_card_energy(span: C.Span, ch: list[Any]) -> Modifier:
    """``you gain 1 energy when you gain a power card [without fire] [, once a turn]``."""
    who, _, amount, _, without, once = ch
    words: tuple[C.Word, ...] = (word(without),) if without is not None else ()
    if once is not None:
        words += (C.Word("once", tok_span(once)),)
    return Modifier("card_energy", who=who, amount=int(str(amount)), words=words, span=span)


def fill_card_energy(c: Compiling, m: Modifier, op: Op) -> None:
    for w in m.words:
        if w.text == "once":
            op["once_a_turn"] = True
        else:
            op["without"] = c.word_in(w, V.ELEMENTS, "C103", "element")


def write_card_energy(w: Writing, m: Modifier) -> str:
    who = m.who or "you"
    without = next((x.text for x in m.words if x.text != "once"), None)
    once = any(x.text == "once" for x in m.words)
    if w.style.english:
        they = "you" if who == "you" else "they"
        head = f"{'Once a turn, w' if once else 'W'}hen {they} Gain a Power Card"
        head += f" without {without.capitalize()}" if without else ""
        subject = "gain" if who == "you" else f"{WHO_ENGLISH[who]} gains"
        return f"{head}, {subject} {m.amount} Energy."
    subject = WHO_TEXT[who]
    card = "when you gain a power card" if who == "you" else "when they gain a power card"
    text = f"{subject} {verb(who, 'gain')} {m.amount} energy {card}"
    text += f" without {without}" if without else ""
    return text + (", once a turn" if once else "")


def build_disease_waived(span: C.Span, ch: list[Any]) -> Modifier:
    """``disease on boards with your presence may let build happen for 1 fear``."""
    what, owner, _, amount = ch
    who: Who = _owner(owner) or "you"
    return Modifier("disease_waived", who=who, other=what, amount=int(str(amount)), span=span)


def fill_disease_waived(c: Compiling, m: Modifier, op: Op) -> None:
    if op.pop("other", {}).get("kinds") != ["disease"]:
        c.error(m.span, "C109", "only disease prevents a build: 'disease on boards with …'")


def write_disease_waived(w: Writing, m: Modifier) -> str:
    own = OWNER_TEXT[m.who or "you"]
    if w.style.english:
        who = "you" if m.who in (None, "you") else "they"
        return (
            f"When Disease would prevent a Build on a board with {own} Presence, {who} may let the"
            f" Build happen (removing no Disease). If {who} do, {m.amount} Fear."
        )
    return f"disease on boards with {own} presence may let build happen for {m.amount} fear"


#: the registry entries of these modifiers (:data:`.modifiers.MODIFIERS`)
ENTRIES: dict[str, Entry] = {
    "powers_spare": Entry(
        write_powers_spare, fill_powers_spare, needs=("pieces",), engine=("state_rules",)
    ),
    "blight_instead": Entry(write_blight_instead, engine=("blight_rules",)),
    "blight_from_box": Entry(write_blight_box, fill_blight_box, engine=("blight_rules",)),
    "card_energy": Entry(write_card_energy, fill_card_energy, engine=("power_cards",)),
    "disease_waived": Entry(write_disease_waived, fill_disease_waived, engine=("invader_mods",)),
}
#: grammar rule → builder, for the :class:`Modifier` construct
BUILDS: dict[str, Any] = {
    "powers_spare": build_powers_spare,
    "blight_box": build_blight_box,
    "blight_instead": build_blight_instead,
    "card_energy": build_card_energy,
    "disease_waived": build_disease_waived,
}
