"""Fear, damage and defence: ``2 fear``, ``3 damage [among L] [to [each] P [only]] [per …]``,
``+1 damage`` / ``+1 fear``, ``defend 2`` — the rules ``fear``, ``damage``, ``damage_to``,
``damage_to_chosen``, ``bonus`` and ``defend`` of ``rulesets/spirit_island/grammar.lark``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from cardsmith.dsl.ast import NOWHERE, Count, Node, Per, Span
from cardsmith.dsl.ir import Op
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Compiling, Construct, Writing, with_per
from .lands import LandSet
from .pieces import Pieces
from .queries import LandCount

# --- nodes -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Fear(Node):
    amount: int
    per: Per | None = None
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class DamageTo(Node):
    pieces: Pieces
    each: bool = False
    only: bool = False
    chosen: Count | None = None  # "to each of up to 5 invaders"
    span: Span = field(default=NOWHERE, compare=False)


@dataclass(frozen=True)
class Damage(Node):
    """``3 damage [among adjacent lands] [to …] [per …]`` (``among``: split over those lands)."""

    amount: int
    to: DamageTo | None = None
    per: Per | None = None
    span: Span = field(default=NOWHERE, compare=False)
    among: LandSet | None = None


@dataclass(frozen=True)
class Bonus(Node):
    """``+1 damage`` / ``+1 fear``: adds to what the power already does."""

    kind: Literal["damage", "fear"]
    amount: int
    span: Span = field(default=NOWHERE, compare=False)
    per: Per | None = None  # "+1 damage per sun plant you have"


@dataclass(frozen=True)
class Defend(Node):
    amount: int
    per: Per | None = None
    span: Span = field(default=NOWHERE, compare=False)


# --- fear ------------------------------------------------------------------------------------


def build_fear(span: Span, ch: list[Any]) -> Fear:
    return Fear(int(ch[0]), ch[1], span)


def compile_fear(c: Compiling, s: Fear) -> Op:
    return with_per({"op": "fear", "amount": c.number(s.amount, s.span)}, c.per(s.per))


def write_fear(w: Writing, s: Fear) -> str:
    fear = w.style.cap("fear")
    return w.style.end(f"{s.amount} {fear}{w.per(s.per, (s.amount, fear))}")


# --- damage ----------------------------------------------------------------------------------


def build_damage(span: Span, ch: list[Any]) -> Damage:
    return Damage(int(ch[0]), ch[2], ch[3], span, among=ch[1])


def build_damage_to(span: Span, ch: list[Any]) -> DamageTo:
    return DamageTo(ch[1], ch[0] is not None, ch[2] is not None, None, span)


def build_damage_to_chosen(span: Span, ch: list[Any]) -> DamageTo:
    return DamageTo(ch[2], True, ch[3] is not None, ch[1], span)


def compile_damage(c: Compiling, s: Damage) -> Op:
    op: Op = {"op": "damage", "amount": c.number(s.amount, s.span)}
    if s.among is not None:
        op["among"] = c.landset(s.among)
    if s.to is not None:
        to: dict[str, Any] = {"kinds": c.pieces(s.to.pieces, (*V.INVADERS, "dahan"))["kinds"]}
        if s.to.each:
            to["each"] = True
        if s.to.pieces.strifed:  # "to invaders with strife only"
            to["strifed"] = True
        if s.to.pieces.those:  # "to them": the pieces of the trigger's event only
            to["those"] = True
        if s.to.chosen is not None:
            to["choose"] = c.count(s.to.chosen)
            if s.per is not None:  # "to each of 1 invader per dahan": per picks more
                to["choose"]["per"] = c.per(s.per)
                op["to"] = to
                return op
        op["to"] = to
    return with_per(op, c.per(s.per))


def write_damage(w: Writing, s: Damage) -> str:
    english = w.style.english
    to = s.to
    chosen = to.chosen if to is not None else None
    if english and to is not None and s.per is not None and chosen == Count("exact", 1):
        present = "" if isinstance(s.per.query, LandCount) else " present"  # one per thing
        return (
            f"For each {w.term(s.per.query)}{present}, choose a different "
            f"{w.words(to.pieces)}. {s.amount} Damage to each of those "
            f"{w.words(to.pieces, True)}."
        )
    text = f"{s.amount} {w.style.cap('damage')}"
    if s.among is not None:
        text += f" among {w.among(s.among)}"
    if to is not None:
        if to.chosen is None:
            text += " to " + ("each " if to.each else "") + w.words(to.pieces)
        elif english:
            count, plural = w.amount(to.chosen)
            text += f" to each of {count} {w.words(to.pieces, plural)}"
        else:
            text += f" to each of {w.counted(to.chosen, to.pieces)}"
        if to.only and not (english and (to.each or to.chosen is not None)):
            text += " only"
    return w.style.end(text + w.per(s.per, (s.amount, w.style.cap("damage"))))


# --- bonus -----------------------------------------------------------------------------------


def build_bonus(span: Span, ch: list[Any]) -> Bonus:
    kind: Literal["damage", "fear"] = "damage" if str(ch[2]).lower() == "damage" else "fear"
    return Bonus(kind, int(ch[1]), span, per=ch[3] if len(ch) > 3 else None)


def compile_bonus(c: Compiling, s: Bonus) -> Op:
    if s.kind not in c.seen:
        c.error(s.span, "C111", f"'+{s.amount} {s.kind}' adds to nothing: no {s.kind} before it")
    op: Op = {"op": s.kind, "amount": c.number(s.amount, s.span), "bonus": True}
    return with_per(op, c.per(s.per))


def write_bonus(w: Writing, s: Bonus) -> str:
    return w.style.end(f"+{s.amount} {w.style.cap(s.kind)}{w.per(s.per)}")


# --- defend ----------------------------------------------------------------------------------


def build_defend(span: Span, ch: list[Any]) -> Defend:
    return Defend(int(ch[0]), ch[1], span)


def compile_defend(c: Compiling, s: Defend) -> Op:
    return with_per({"op": "defend", "amount": c.number(s.amount, s.span)}, c.per(s.per))


def write_defend(w: Writing, s: Defend) -> str:
    return w.style.end(f"{w.style.cap('defend')} {s.amount}{w.per(s.per)}")


CONSTRUCTS = (
    Construct(Fear, "stmt", compile_fear, write_fear, {"fear": build_fear}),
    Construct(
        Damage,
        "stmt",
        compile_damage,
        write_damage,
        {
            "damage": build_damage,
            "damage_to": build_damage_to,
            "damage_to_chosen": build_damage_to_chosen,
        },
    ),
    Construct(Bonus, "stmt", compile_bonus, write_bonus, {"bonus": build_bonus}),
    Construct(Defend, "stmt", compile_defend, write_defend, {"defend": build_defend}),
)
