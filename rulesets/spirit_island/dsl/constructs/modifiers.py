"""Lasting effects: the ``Modifier`` node and its closed registry, one entry per modifier name
(:data:`MODIFIERS`: how it is compiled, written as canonical text and as English, and where
the engine reads it). The rules ``health_mod``, ``prevent``, ``push_instead``, ``cannot_move``,
``counts_as``, ``presence_only``, ``presence_sacred``, ``moves_with``, ``blight_spares``,
``treat_as``, ``skip_paid``, ``range_bonus``, ``range_set``, ``repeat_cards*``,
``reclaim_cards``, ``make_fast``, ``swap_speed``, ``damage_each_other``, ``damage_bonus_*``,
``push_into_ocean``, ``build_adds``, ``share_presence``, ``gift_card`` of
``rulesets/spirit_island/grammar.lark`` (``discard_for_forget`` is built by ``discard_cards``,
:mod:`.cards`). The node and the entry shape are in :mod:`.modifier_node`; the spirit rules over
blight, cards and builds (``powers_spare``, ``blight_instead``, ``blight_from_box``,
``card_energy``, ``disease_waived``) in :mod:`.spirit_modifiers`. What the engine does with each
name: ``vocabulary.MODIFIERS``."""

from __future__ import annotations

from typing import Any

from cardsmith.dsl import ast as C
from cardsmith.dsl.builder import tok_span, toks, word
from cardsmith.dsl.ir import Op
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Compiling, Construct, Writing
from .lands import LandSet
from .modifier_node import (
    Entry,
    Modifier,
    _amount,
    _bare,
    _count,
    _has,
    _lands,
    _other,
    _owner,
    _ps,
    _sentence,
    _signed_tok,
    _their,
)
from .pieces import Who
from .spirit_modifiers import BUILDS as SPIRIT_BUILDS
from .spirit_modifiers import ENTRIES as SPIRIT_ENTRIES
from .words import WHO_ENGLISH, WHO_TEXT, cap_first, own, plural, verb

#: what ``PIECES cannot be …`` may prevent ("Dahan cannot be changed": all but added)
PREVENTABLE = (
    "added",
    "damaged",
    "destroyed",
    "removed",
    "replaced",
    "downgraded",
    "pushed",
    "gathered",
    "moved",
)


def _presence_only(c: Compiling, m: Modifier, op: Op) -> None:
    """Said of your presence (``counts_as``, ``cannot_move``, ``presence_*``, ``moves_with``)."""
    ps = op.get("pieces", {})
    if ps.get("kinds") != ["presence"] or ps.get("owner") != "you":
        c.error(m.span, "C109", f"'{m.name}' is said of your presence")


# --- pieces: health, prevention, presence rules ----------------------------------------------


def build_health(span: C.Span, ch: list[Any]) -> Modifier:
    return Modifier(
        "health", pieces=ch[0], amount=_signed_tok(ch[1]), span=span, per_own=ch[2], minimum=ch[3]
    )


def write_health(w: Writing, m: Modifier) -> str:
    low = m.minimum
    if w.style.english:
        tail = f" to a minimum of {low}" if low is not None else ""
        text = f"{w.words(_ps(m), True)} have {_amount(w, m)} Health"
    else:
        tail = f" (min {low})" if low is not None else ""
        text = f"{w.words(m.pieces) if m.pieces is not None else ''} have {_amount(w, m)} health"
    return w.style.end(text + own(w.style, m.per_own, "they have") + tail)


def build_prevent(span: C.Span, ch: list[Any]) -> Modifier:
    return Modifier("prevent", pieces=ch[0], words=tuple(word(t) for t in ch[1:]), span=span)


def write_prevent(w: Writing, m: Modifier) -> str:
    if not w.style.english:
        ps = w.words(m.pieces) if m.pieces is not None else ""
        return f"{ps} cannot be " + " or ".join(x.text for x in m.words)
    verbs = [x.text.capitalize() for x in m.words]
    said = " or ".join(verbs)
    if len(verbs) > 2:  # "Damaged, Destroyed, Removed or Moved"
        said = ", ".join(verbs[:-1]) + " or " + verbs[-1]
    return f"{w.words(_ps(m), True)} cannot be {said}."


def fill_prevent(c: Compiling, m: Modifier, op: Op) -> None:
    op["verbs"] = [c.word_in(x, PREVENTABLE, "C112", "prevented verb") for x in m.words]


def build_push_instead(span: C.Span, ch: list[Any]) -> Modifier:
    words = (word(ch[1]), word(ch[3]))  # PAST, PAST: "destroyed", "pushed"
    return Modifier("push_instead", pieces=ch[0], words=words, span=span)


def write_push_instead(w: Writing, m: Modifier) -> str:
    ps = _bare(w, _ps(m))
    if w.style.english:
        return (
            f"When {ps} in target land would be Destroyed, its owner may,"
            f" if possible, instead Push that {ps}."
        )
    return f"{ps} that would be {m.words[0].text} may be {m.words[1].text} instead"


def fill_push_instead(c: Compiling, m: Modifier, op: Op) -> None:
    verbs = [x.text for x in m.words]
    if op.get("pieces", {}).get("kinds") != ["presence"]:
        c.error(m.span, "C109", "only presence is pushed instead of destroyed")
    if verbs != ["destroyed", "pushed"]:
        c.error(
            m.span,
            "C112",
            f"'{verbs[0]} … {verbs[1]} instead' is not a replacement the engine knows",
            "write `presence that would be destroyed may be pushed instead`",
        )


def build_cannot_move(span: C.Span, ch: list[Any]) -> Modifier:
    return Modifier("cannot_move", pieces=ch[0], span=span)


def write_cannot_move(w: Writing, m: Modifier) -> str:
    return _sentence(w, f"{_bare(w, _ps(m))} cannot move")


def build_counts_as(span: C.Span, ch: list[Any]) -> Modifier:
    return Modifier("counts_as", pieces=ch[0], other=ch[2], span=span)


def write_counts_as(w: Writing, m: Modifier) -> str:
    if w.style.english:
        also = " and ".join(w.words(_other(m)).split("/"))
        return cap_first(f"{w.words(_ps(m))} may count as {also}.")
    return f"{_bare(w, _ps(m))} may count as {_bare(w, _other(m))}"


def fill_counts_as(c: Compiling, m: Modifier, op: Op) -> None:
    _presence_only(c, m, op)
    if any(k not in V.TOKENS for k in op.get("other", {}).get("kinds", [])):
        c.error(m.span, "C109", "presence may count as tokens only (beasts, badlands …)")


def build_presence_only(span: C.Span, ch: list[Any]) -> Modifier:
    """``your presence may only be added/moved into mountain lands``."""
    verbs = tuple(word(t) for t in ch[2:-1])
    return Modifier("presence_only", pieces=ch[0], words=verbs, lands=ch[-1], span=span)


def write_presence_only(w: Writing, m: Modifier) -> str:
    verbs = "/".join(x.text for x in m.words)
    text = f"{_bare(w, _ps(m))} may only be {verbs} into {w.lands(_lands(m))}"
    return _sentence(w, text)


def fill_presence_only(c: Compiling, m: Modifier, op: Op) -> None:
    op["into"] = op.pop("from")
    op["verbs"] = [c.word_in(x, ("added", "moved"), "C112", "verb") for x in m.words]
    _presence_only(c, m, op)


def build_presence_sacred(span: C.Span, ch: list[Any]) -> Modifier:
    """``your presence in wetland lands counts as sacred site``."""
    return Modifier("presence_sacred", pieces=ch[0], lands=ch[1], span=span)


def write_presence_sacred(w: Writing, m: Modifier) -> str:
    site = "Sacred Site" if w.style.english else "sacred site"
    text = f"{_bare(w, _ps(m))} in {w.lands(_lands(m))} counts as {site}"
    return _sentence(w, text)


def fill_presence_sacred(c: Compiling, m: Modifier, op: Op) -> None:
    op["lands"] = op.pop("from")
    fixed = (*V.TERRAINS, "coastal", "inland")
    spec = op["lands"].get("land")
    if not isinstance(spec, list) or any(x not in fixed for x in spec):
        c.error(
            m.span,
            "C151",
            "a sacred site by terrain is said of terrains and coastal/inland only",
            "write `your presence in wetland lands counts as sacred site`",
        )
    _presence_only(c, m, op)


def build_moves_with(span: C.Span, ch: list[Any]) -> Modifier:
    """``your presence may move with dahan [when all of them leave one of your lands]``."""
    last = tuple(word(t) for t in ch[3:] if t is not None)  # a phrase: canonical already
    return Modifier("moves_with", pieces=ch[0], other=ch[2], words=last, span=span)


def write_moves_with(w: Writing, m: Modifier) -> str:
    last = " when all of them leave one of your lands" if m.words else ""
    text = f"{_bare(w, _ps(m))} may move with {_bare(w, _other(m))}{last}"
    return _sentence(w, text)


def fill_moves_with(c: Compiling, m: Modifier, op: Op) -> None:
    if m.words:  # "… when all of them leave one of your lands"
        op["last"] = True
    movable = ("dahan", "explorer", "town", "city", *V.TOKENS)
    if any(k not in movable for k in op.get("other", {}).get("kinds", [])):
        c.error(m.span, "C109", "presence moves with dahan, invaders or tokens")
    _presence_only(c, m, op)


def build_skip_paid(span: C.Span, ch: list[Any]) -> Modifier:
    """``prevent ravage/build by destroying 1 of your presence`` (under ``you may``)."""
    return Modifier("skip_for_presence", words=ch[0], amount=int(ch[1]), span=span)


def write_skip_for_presence(w: Writing, m: Modifier) -> str:
    if not w.style.english:
        acts = "/".join(x.text for x in m.words)
        return f"prevent {acts} by destroying {m.amount} of your presence"
    acts = " or ".join(x.text.capitalize() for x in m.words)
    return f"Prevent {acts} by destroying {m.amount or 1} of your Presence in that land."


def fill_skip_for_presence(c: Compiling, m: Modifier, op: Op) -> None:
    acts = ("ravage", "build", "explore")
    op["actions"] = [c.word_in(x, acts, "C105", "invader action") for x in m.words]
    if m.amount is not None and m.amount < 1:
        c.error(m.span, "C110", "destroy at least 1 presence to prevent an action")


def build_treat_as(span: C.Span, ch: list[Any]) -> Modifier:
    """``your/spirit actions treat P [on the island] as also X``: words ``yours`` /
    ``spirits``, X, and ``island`` when said."""
    who = "spirits" if str(ch[0]).lower().startswith("spirit") else "yours"
    words = [C.Word(who, tok_span(ch[0])), word(ch[3])]
    if ch[2] is not None:
        words.append(C.Word("island", tok_span(ch[2])))
    return Modifier("treat_as", pieces=ch[1], words=tuple(words), span=span)


def write_treat_as(w: Writing, m: Modifier) -> str:
    spirits = m.words[0].text == "spirits"
    where = " on the island" if len(m.words) > 2 else ""
    if w.style.english:
        who = "Spirit" if spirits else "Your"
        also = m.words[1].text.capitalize()
        return f"{who} actions treat {w.words(_ps(m))}{where} as also being {also}."
    who = "spirit" if spirits else "your"
    return f"{who} actions treat {_bare(w, _ps(m))}{where} as also {m.words[1].text}"


def fill_treat_as(c: Compiling, m: Modifier, op: Op) -> None:
    op["actions"] = m.words[0].text
    kinds = op.get("pieces", {}).get("kinds", [])
    if kinds == ["sacred-site"] and op["pieces"].get("owner") == "you":
        op["as"] = c.word_in(m.words[1], V.TERRAINS, "C102", "terrain")
    elif kinds and all(k in ("blight", *V.TOKENS) for k in kinds):
        op["as"] = c.word_in(m.words[1], V.TOKENS, "C102", "token")
    else:
        c.error(
            m.span,
            "C109",
            "actions treat your sacred sites as a terrain, or blight/tokens as a token",
        )


def build_blight_spares(span: C.Span, ch: list[Any]) -> Modifier:
    """``blight added [by spirit effects] [in L] does not [cascade or] destroy P [if/unless
    COND]``: flags as words (``by_spirits``, ``cascade``, ``if`` / ``unless``)."""
    what, past, by, lands, _, cascade, ps, tail = ch
    flags = [word(past)]  # "added" (checked by the compiler)
    for k, t in (("by_spirits", by), ("cascade", cascade)):
        if t is not None:
            flags.append(C.Word(k, tok_span(t)))
    cond = None
    if tail is not None:
        flags.append(C.Word(tail[0], span))
        cond = tail[1]
    return Modifier(
        "blight_spares",
        pieces=ps,
        other=what,
        lands=lands,
        words=tuple(flags),
        cond=cond,
        span=span,
    )


def build_spares_if(span: C.Span, ch: list[Any]) -> tuple[str, Any]:
    return ("if", ch[0])


def build_spares_unless(span: C.Span, ch: list[Any]) -> tuple[str, Any]:
    return ("unless", ch[0])


def write_blight_spares(w: Writing, m: Modifier) -> str:
    english = w.style.english
    flags = [x.text for x in m.words]  # the past word first ("added"), then the flags
    by = f" by {w.style.cap('spirit')} effects" if "by_spirits" in flags else ""
    where = f" in {w.lands(m.lands)}" if m.lands is not None else ""
    cascade = "cascade or " if "cascade" in flags else ""
    tail = ""
    if m.cond is not None:
        tail = f" {'unless' if 'unless' in flags else 'if'} {w.cond(m.cond)}"
    # the canonical text keeps the words as written: the compiler checks them
    added = "Blight added" if english else f"{_bare(w, _other(m))} {flags[0]}"
    spared = w.words(_ps(m)) if english else _bare(w, _ps(m))
    text = f"{added}{by}{where} does not {cascade}{w.style.cap('destroy')} {spared}{tail}"
    return w.style.end(text)


def fill_blight_spares(c: Compiling, m: Modifier, op: Op) -> None:
    if "from" in op:
        op["lands"] = op.pop("from")
    flags = [x.text for x in m.words]
    for flag in ("by_spirits", "cascade"):
        if flag in flags:
            op[flag] = True
    if m.cond is not None:
        op["unless" if "unless" in flags else "if"] = c.cond(m.cond)
    if op.get("pieces", {}).get("kinds") != ["presence"]:
        c.error(m.span, "C109", "blight spares presence only")
    if op.pop("other", {}).get("kinds") != ["blight"] or flags[0] != "added":
        c.error(m.span, "C109", "only added blight spares presence: 'blight added …'")


# --- range -----------------------------------------------------------------------------------


def build_range_bonus(span: C.Span, ch: list[Any]) -> Modifier:
    return Modifier(
        "range_bonus",
        who=ch[0],
        amount=_signed_tok(ch[2]),
        words=tuple(ch[4] or ()),
        span=span,
        per=ch[3],
        cards_only=ch[5] is not None,
        lands=ch[6],
    )


def build_range_from(span: C.Span, ch: list[Any]) -> LandSet:
    land_set: LandSet = ch[-1]
    return land_set


def build_range_to(span: C.Span, ch: list[Any]) -> tuple[C.Word, ...]:
    return tuple(word(t) for t in toks(ch, "NAME"))


def write_range_bonus(w: Writing, m: Modifier) -> str:
    if w.style.english:
        gets = f"{WHO_ENGLISH[m.who or 'you']} get{'s' if m.who != 'you' else ''}"
        to = ""
        if m.words:
            to = " for measuring Range to " + "/".join(x.text.capitalize() for x in m.words)
            to += " lands"
    else:
        who = m.who or "you"
        gets = f"{WHO_TEXT[who]} {verb(who, 'get')}"
        to = f" to {'/'.join(x.text for x in m.words)} lands" if m.words else ""
    to += f" with {w.style.cap('power')} {w.style.cap('cards')}" if m.cards_only else ""
    to += f" from {w.lands(m.lands)}" if m.lands is not None else ""
    return w.style.end(f"{gets} {_amount(w, m)} {w.style.cap('range')}{w.per(m.per)}{to}")


def early_range_bonus(c: Compiling, m: Modifier, op: Op) -> None:
    if m.words:  # "+3 range to coastal lands"
        known = (*V.TERRAINS, "coastal", "inland")
        op["to"] = [c.word_in(x, known, "C102", "terrain") for x in m.words]


def build_range_set(span: C.Span, ch: list[Any]) -> Modifier:
    return Modifier("range_set", amount=int(ch[0]), span=span)


def write_range_set(w: Writing, m: Modifier) -> str:
    if w.style.english:
        return f"Increase this Power's Range to {m.amount}."
    return f"increase range to {m.amount if m.amount is not None else 0}"


# --- cards: repeat, reclaim, speed, forgetting -----------------------------------------------


def _other_words(ch: list[Any], span: C.Span) -> tuple[C.Word, ...]:
    return (C.Word("other", span),) if ch[1] is not None else ()


def _max_cost(ch: list[Any]) -> int | None:
    return next((c for c in ch[2:] if type(c) is int), None)


def build_repeat_cards(span: C.Span, ch: list[Any]) -> Modifier:
    words = _other_words(ch, span)
    return Modifier("repeat_cards", count=ch[0], words=words, amount=_max_cost(ch), span=span)


def build_repeat_cards_free(span: C.Span, ch: list[Any]) -> Modifier:
    words = (*_other_words(ch, span), C.Word("free", span))
    return Modifier("repeat_cards", count=ch[0], words=words, amount=_max_cost(ch), span=span)


def build_repeat_lowest(span: C.Span, ch: list[Any]) -> Modifier:
    whose = str(toks(ch, "IN_PLAY")[0]).split()[0].lower()
    words = (C.Word("lowest", span), C.Word(whose, span))
    return Modifier("repeat_cards", count=C.Count("exact", 1, span), words=words, span=span)


def build_max_cost(span: C.Span, ch: list[Any]) -> int:
    return int(ch[0])


def write_repeat_cards(w: Writing, m: Modifier) -> str:
    english = w.style.english
    count, several = _count(w, m)
    if _has(m, "lowest"):
        card = "Power Card" if english else "power card"
        cost = "paying its cost again" if english else "paying again"
        return w.style.end(
            f"{w.style.cap('repeat')} the lowest-cost {card} {m.words[1].text} have in play"
            f" by {cost}"
        )
    other = "other " if _has(m, "other") else ""
    free = _has(m, "free")
    if english:
        count = "a" if count == "1" else count  # "Repeat a Power Card by paying its cost again"
        cards = f"Power Card{'s' if several else ''}"
        cost = f" with Energy cost of {m.amount} or less" if m.amount is not None else ""
        how = "without paying its cost" if free else "by paying its cost again"
    else:
        cards = f"power {plural((m.count or C.Count('exact', 1)).n, 'card')}"
        cost = f" with cost {m.amount} or less" if m.amount is not None else ""
        how = "for free" if free else "by paying again"
    return w.style.end(f"{w.style.cap('repeat')} {count} {other}{cards}{cost} {how}")


def fill_repeat_cards(c: Compiling, m: Modifier, op: Op) -> None:
    if _has(m, "other"):
        op["other"] = True
    if m.amount is not None:
        op["max_cost"] = op.pop("amount")
    if _has(m, "free"):
        op["free"] = True
    if _has(m, "lowest"):
        op["lowest"] = True  # "the lowest-cost power card they have in play"


def build_reclaim_cards(span: C.Span, ch: list[Any]) -> Modifier:
    return Modifier("reclaim_cards", count=ch[1], span=span)


def write_reclaim_cards(w: Writing, m: Modifier) -> str:
    count, several = _count(w, m)
    if w.style.english:
        return f"Reclaim {count} Power Card{'s' if several else ''} instead of discarding it."
    cards = plural((m.count or C.Count("exact", 1)).n, "card")
    return f"reclaim {count} power {cards} instead of discarding"


def write_discard_for_forget(w: Writing, m: Modifier) -> str:
    zones = " or ".join(f"your {x.text}" for x in m.words)
    where = f" from {zones}" if zones else ""
    if w.style.english:
        return f"Discard a Power Card{where} instead of Forgetting it."
    return f"discard {_count(w, m)[0]} power card{where} instead of forgetting it"


def early_discard_for_forget(c: Compiling, m: Modifier, op: Op) -> None:
    op["from"] = [c.word_in(x, V.CARD_ZONES, "C106", "card place") for x in m.words]


def build_swap_speed(span: C.Span, ch: list[Any]) -> Modifier:
    return Modifier("swap_speed", count=ch[0], span=span)


def write_swap_speed(w: Writing, m: Modifier) -> str:
    count, several = _count(w, m)
    powers = f"Slow Power{'s' if several else ''}" if w.style.english else "slow power"
    fast = w.style.cap("fast")
    return w.style.end(f"{w.style.cap('use')} {count} {powers} as if it were {fast}, or vice versa")


def build_make_fast(span: C.Span, ch: list[Any]) -> Modifier:
    return Modifier(
        "make_fast", count=ch[0], words=ch[2] or (), span=span, per=ch[3], non_major=bool(ch[1])
    )


def write_make_fast(w: Writing, m: Modifier) -> str:
    count, several = _count(w, m)
    if w.style.english:
        kinds = "/".join(x.text.capitalize() for x in m.words)
        with_kinds = f" with a {kinds} instruction" if m.words else ""
        non = "non-Major " if m.non_major else ""
        return (f"Make {count} {non}Slow Power{'s' if several else ''}{with_kinds} "
                f"Fast{w.per(m.per)}.")
    kinds = f"with {'/'.join(x.text for x in m.words)} " if m.words else ""
    non = "non-major " if m.non_major else ""
    return f"make {count} {non}slow power {kinds}fast{w.per(m.per)}"


def fill_make_fast(c: Compiling, m: Modifier, op: Op) -> None:
    if m.non_major:
        op["non_major"] = True
    if m.words:
        op["with_ops"] = [c.word_in(x, ("push", "gather"), "C112", "instruction") for x in m.words]


# --- damage, builds, pushes, sharing ---------------------------------------------------------


def build_damage_each_other(span: C.Span, ch: list[Any]) -> Modifier:
    return Modifier("damage_each_other", pieces=ch[0], other=ch[1], span=span)


def write_damage_each_other(w: Writing, m: Modifier) -> str:
    if w.style.english:
        ps, other = w.words(_ps(m), True), w.words(_other(m), True)
        return f"{ps} and {other} do Damage to each other."
    ps = w.words(m.pieces) if m.pieces is not None else ""
    return f"{ps} and {w.words(m.other) if m.other is not None else ''} damage each other"


def build_damage_bonus_once(span: C.Span, ch: list[Any]) -> Modifier:
    return Modifier("damage_bonus_once", who=ch[0] or "you", amount=_signed_tok(ch[2]), span=span)


def write_damage_bonus_once(w: Writing, m: Modifier) -> str:
    you = m.who in (None, "you")
    if w.style.english:
        who, their = WHO_ENGLISH[m.who or "you"], "your" if you else "their"
        dealt = f"{who} {'deal' if you else 'deals'} {_amount(w, m)} Damage"
        return f"{dealt} with one of {their} Damage-dealing Powers."
    deal = "deal" if you else f"{WHO_TEXT[m.who or 'you']} deals"
    return f"{deal} {_amount(w, m)} damage with one power"


def build_damage_bonus_all(span: C.Span, ch: list[Any]) -> Modifier:
    who: Who = _owner(ch[0]) or "you"  # "their powers": the target spirit's
    return Modifier("damage_bonus_all", who=who, amount=_signed_tok(ch[2]), span=span)


def write_damage_bonus_all(w: Writing, m: Modifier) -> str:
    if w.style.english:
        return f"{_their(w, m)} Damage-dealing Powers do {_amount(w, m)} Damage."
    return f"{_their(w, m)} powers deal {_amount(w, m)} damage"


def build_push_into_ocean(span: C.Span, ch: list[Any]) -> Modifier:
    who: Who = _owner(ch[0]) or "you"
    return Modifier("push_into_ocean", who=who, span=span)


def write_push_into_ocean(w: Writing, m: Modifier) -> str:
    if w.style.english:
        return f"{_their(w, m)} Powers may Push pieces into the Ocean, where they Drown."
    return f"{_their(w, m)} powers may push into the ocean"


def build_build_adds(span: C.Span, ch: list[Any]) -> Modifier:
    return Modifier("build_adds", pieces=ch[0], other=ch[2], span=span)


def write_build_adds(w: Writing, m: Modifier) -> str:
    if w.style.english:
        return f"Build Actions add {w.words(_ps(m))} instead of {w.words(_other(m))}."
    ps = w.words(m.pieces) if m.pieces is not None else ""
    return f"build adds {ps} instead of {w.words(m.other) if m.other is not None else ''}"


def build_share_presence(span: C.Span, ch: list[Any]) -> Modifier:
    return Modifier("share_presence", span=span)


def write_share_presence(w: Writing, m: Modifier) -> str:
    if w.style.english:
        return "You and target Spirit may use each other's Presence to target Powers."
    return "share presence with target spirit"


def build_gift_card(span: C.Span, ch: list[Any]) -> Modifier:
    return Modifier(
        "gift_card", who=ch[0], amount=int(ch[1]), words=(C.Word(ch[3], span),), span=span
    )


def write_gift_card(w: Writing, m: Modifier) -> str:
    if w.style.english:
        to = "target Spirit" if m.words and m.words[0].text == "target" else "you"
        return f"{WHO_ENGLISH[m.who or 'you']} may gift {m.amount} Power Card to {to}."
    to = m.words[0].text if m.words else "target"
    amount = m.amount if m.amount is not None else 0
    cards = plural(amount, "card")
    return f"{WHO_TEXT[m.who or 'you']} may gift {amount} power {cards} to {WHO_TEXT[to]}"


def fill_gift_card(c: Compiling, m: Modifier, op: Op) -> None:
    op["to"] = m.words[0].text


# --- the registry ----------------------------------------------------------------------------

_PIECES = ("pieces",)
_BOTH = ("pieces", "other")

#: modifier name → its entry (the engine's own if-chain over these names is not moved yet)
MODIFIERS: dict[str, Entry] = {
    "health": Entry(
        write_health,
        needs=_PIECES,
        engine=("exec_lasting", "exec_tokens", "ops_pieces", "selectors", "state_rules"),
    ),
    "prevent": Entry(
        write_prevent, fill_prevent, needs=_PIECES, engine=("exec_lasting", "state_rules")
    ),
    "push_instead": Entry(
        write_push_instead, fill_push_instead, needs=_PIECES, engine=("exec_spirit",)
    ),
    "cannot_move": Entry(write_cannot_move, _presence_only, needs=_PIECES, engine=("ops_pieces",)),
    "counts_as": Entry(write_counts_as, fill_counts_as, needs=_BOTH, engine=("state_base",)),
    "presence_only": Entry(
        write_presence_only,
        fill_presence_only,
        needs=("pieces", "lands"),
        engine=("presence_rules",),
    ),
    "presence_sacred": Entry(
        write_presence_sacred,
        fill_presence_sacred,
        needs=("pieces", "lands"),
        engine=("exec_spirit",),
    ),
    "moves_with": Entry(write_moves_with, fill_moves_with, needs=_BOTH, engine=("presence_rules",)),
    "skip_for_presence": Entry(
        write_skip_for_presence, fill_skip_for_presence, engine=("presence_rules",)
    ),
    "treat_as": Entry(write_treat_as, fill_treat_as, needs=_PIECES, engine=("treat_rules",)),
    "blight_spares": Entry(
        write_blight_spares, fill_blight_spares, needs=_PIECES, engine=("blight_rules",)
    ),
    "range_bonus": Entry(
        write_range_bonus,
        early=early_range_bonus,
        engine=("ranges", "targeting", "growth_actions"),
    ),
    "range_set": Entry(write_range_set, engine=("ranges",)),
    "repeat_cards": Entry(
        write_repeat_cards,
        fill_repeat_cards,
        needs=("count",),
        engine=("exec_resources", "exec_spirit"),
    ),
    "reclaim_cards": Entry(write_reclaim_cards, needs=("count",), engine=("rounds",)),
    "discard_for_forget": Entry(
        write_discard_for_forget, early=early_discard_for_forget, engine=("decks",)
    ),
    "swap_speed": Entry(write_swap_speed, needs=("count",), engine=("round_powers",)),
    "make_fast": Entry(write_make_fast, fill_make_fast, needs=("count",), engine=("round_powers",)),
    "damage_each_other": Entry(
        write_damage_each_other, needs=_BOTH, engine=("exec_lasting", "exec_spirit")
    ),
    "damage_bonus_once": Entry(write_damage_bonus_once, engine=("exec_damage",)),
    "build_adds": Entry(write_build_adds, needs=_BOTH, engine=("exec_lasting", "state_rules")),
    "damage_bonus_all": Entry(write_damage_bonus_all, engine=("exec_damage",)),
    "push_into_ocean": Entry(write_push_into_ocean, engine=("exec_tokens",)),
    "share_presence": Entry(write_share_presence, engine=("exec_spirit", "targeting")),
    "gift_card": Entry(write_gift_card, fill_gift_card),
    **SPIRIT_ENTRIES,
}


def compile_modifier(c: Compiling, m: Modifier) -> Op:
    """The IR shared by every modifier (``who``, ``from`` lands, ``pieces`` …), with each
    entry's ``early`` keys before it and its ``late`` ones after."""
    entry = MODIFIERS.get(m.name)
    op: Op = {"op": "modifier", "name": m.name}
    if m.who:
        op["who"] = m.who
    if entry is not None and entry.early is not None:
        entry.early(c, m, op)
    if m.lands is not None:  # "… from lands with 3 or more your presence": those origins
        op["from"] = c.target_of(m.lands)
    if m.cards_only:  # "… with power cards": not innate powers
        op["cards"] = True
    if m.pieces is not None:
        op["pieces"] = c.pieces(m.pieces)
    if m.other is not None:
        op["other"] = c.pieces(m.other)
    if m.amount is not None:
        op["amount"] = m.amount
    if m.count is not None:
        op["count"] = c.count(m.count)
    if m.per_own is not None:
        op["per_own"] = c.own(m.per_own, (V.STRIFE,))
    if m.minimum is not None:
        if m.minimum < 1:
            c.error(m.span, "C110", f"a minimum health of {m.minimum}: health is at least 1")
        op["min"] = m.minimum
    if entry is not None and entry.late is not None:
        entry.late(c, m, op)
    if m.per is not None:
        op["per"] = c.per(m.per)
    return op


def write_modifier(w: Writing, m: Modifier) -> str:
    entry = MODIFIERS.get(m.name)
    if w.style.english and (entry is None or any(getattr(m, f) is None for f in entry.needs)):
        return f"{m.name}."  # pragma: no cover - the grammar builds none such
    if entry is None:
        raise ValueError(f"cannot print modifier {m.name!r}")
    return entry.write(w, m)


CONSTRUCTS = (
    Construct(
        Modifier,
        "stmt",
        compile_modifier,
        write_modifier,
        {
            "health_mod": build_health,
            "health_min": lambda span, ch: int(ch[0]),
            "prevent": build_prevent,
            "push_instead": build_push_instead,
            "cannot_move": build_cannot_move,
            "counts_as": build_counts_as,
            "presence_only": build_presence_only,
            "presence_sacred": build_presence_sacred,
            "moves_with": build_moves_with,
            "skip_paid": build_skip_paid,
            "treat_as": build_treat_as,
            "blight_spares": build_blight_spares,
            "spares_if": build_spares_if,
            "spares_unless": build_spares_unless,
            "range_bonus": build_range_bonus,
            "range_from": build_range_from,
            "range_to": build_range_to,
            "range_set": build_range_set,
            "repeat_cards": build_repeat_cards,
            "repeat_cards_free": build_repeat_cards_free,
            "repeat_lowest": build_repeat_lowest,
            "max_cost": build_max_cost,
            "reclaim_cards": build_reclaim_cards,
            "make_fast": build_make_fast,
            "swap_speed": build_swap_speed,
            "damage_each_other": build_damage_each_other,
            "damage_bonus_once": build_damage_bonus_once,
            "damage_bonus_all": build_damage_bonus_all,
            "push_into_ocean": build_push_into_ocean,
            "build_adds": build_build_adds,
            "share_presence": build_share_presence,
            "gift_card": build_gift_card,
            **SPIRIT_BUILDS,
        },
    ),
)
