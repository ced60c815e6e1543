"""What this power is, said on the card itself: ``this power may be fast`` / ``is slow``, ``this
power has +1 range``, ``this power can target …``, ``this power ignores health bonuses``,
``split this power's damage among …`` and a second target land — the rules ``this_may_be``,
``this_is``, ``this_range``, ``this_can_target``, ``this_ignores``, ``this_split`` and
``second_target`` of ``rulesets/spirit_island/grammar.lark``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from cardsmith.dsl.ast import NOWHERE, Node, Span, Word
from cardsmith.dsl.builder import word
from cardsmith.dsl.ir import Op
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Compiling, Construct, Writing
from .lands import LandSet, write_landset
from .words import signed


@dataclass(frozen=True)
class ThisPower(Node):
    """``this power may be fast`` / ``this power is slow`` / ``this power has +1 range`` /
    ``this power can target lands with blight`` (``lands``: more lands it may target) /
    ``split this power's damage among target land and [up to N] LANDS`` (``amount``: N)."""

    kind: Literal["may_be", "is", "range", "target", "ignores", "split"]
    word: Word | None = None
    amount: int | None = None
    verb: str = "has"
    span: Span = field(default=NOWHERE, compare=False)
    lands: LandSet | None = None
    words: tuple[Word, ...] = ()  # ignores: ``health bonuses`` / ``removal restrictions``


def build_this_split(span: Span, ch: list[Any]) -> ThisPower:
    up_to = int(ch[1]) if ch[1] is not None else None
    return ThisPower("split", amount=up_to, lands=ch[2], span=span)


def build_this_range(span: Span, ch: list[Any]) -> ThisPower:
    verb = "gets" if len(ch) > 1 else "has"
    return ThisPower("range", amount=int(str(ch[-1])), verb=verb, span=span)


def compile_this_power(c: Compiling, s: ThisPower) -> Op:
    if s.kind == "split" and s.lands is not None:  # read by the power's damage
        if "damage" not in c.seen:
            c.error(s.span, "C111", "'split this power's damage' splits nothing before it")
        split: Op = {"op": "modifier", "name": "split_damage", "lands": c.landset(s.lands)}
        if s.amount is not None:
            split["up_to"] = s.amount
        return split
    if s.kind == "target" and s.lands is not None:
        return {"op": "modifier", "name": "target_also", "target": c.target_of(s.lands)}
    if s.kind == "ignores":  # "this power ignores health bonuses"
        what = "_".join(x.text.lower() for x in s.words)
        if what not in V.IGNORABLE:
            c.error(
                s.span,
                "C134",
                f"a power cannot ignore '{' '.join(x.text for x in s.words)}'",
                "use one of: " + ", ".join(x.replace("_", " ") for x in V.IGNORABLE),
            )
        return {"op": "modifier", "name": "this_ignores", "what": what}
    if s.kind == "range":
        return {"op": "modifier", "name": "range_this", "amount": s.amount}
    assert s.word is not None
    speed = c.word_in(s.word, V.SPEEDS, "C116", "speed")
    op: Op = {"op": "modifier", "name": "this_speed", "speed": speed}
    if s.kind == "may_be":
        op["may"] = True
    return op


def write_this_power(w: Writing, s: ThisPower) -> str:
    style = w.style
    this = style.pick("this power", "This Power")
    if s.kind == "split" and s.lands is not None:
        up_to = f"up to {s.amount} " if s.amount is not None else ""
        lands = write_landset(w, s.lands, None, s.amount != 1)
        lead = style.pick(
            "split this power's damage among",
            "Split this Power's Damage however desired between",
        )
        return style.end(f"{lead} target land and {up_to}{lands}")
    if s.kind == "target" and s.lands is not None:
        return style.end(f"{this} can target {w.lands(s.lands)}")
    if s.kind == "ignores":
        words = [x.text.lower() for x in s.words]
        if not style.english:
            return "this power ignores " + " ".join(x.text for x in s.words)
        if words == ["removal", "restrictions"]:
            return (
                "Adversary or Scenario rules that prevent or alter Removal do not affect "
                "this Power."
            )
        return f"This Power ignores {words[0].capitalize()} {words[1]}."
    if s.kind == "range":
        return style.end(f"{this} {s.verb} {signed(s.amount or 0)} {style.cap('range')}")
    assert s.word is not None
    return style.end(f"{this} {'may be' if s.kind == 'may_be' else 'is'} {style.cap(s.word.text)}")


@dataclass(frozen=True)
class SecondTarget(Node):
    """``target a second land within 2 range``: the power gets one more target land, within
    ``distance`` range of the same origin land (``in each target land: …``)."""

    distance: int
    span: Span = field(default=NOWHERE, compare=False)


def compile_second_target(c: Compiling, s: SecondTarget) -> Op:
    if c.loop_depth:
        c.error(
            s.span,
            "C152",
            "a second target land is chosen once, with the first: not inside a repeated "
            "block (for each, in each land, after …)",
            "write it at the top of the effect",
        )
    return {"op": "second_target", "distance": c.number(s.distance, s.span)}


def write_second_target(w: Writing, s: SecondTarget) -> str:
    text = f"{w.style.cap('target')} a second land within {s.distance} {w.style.cap('range')}"
    return w.style.end(text + w.style.pick("", " (from the same origin land)"))


CONSTRUCTS = (
    Construct(
        ThisPower,
        "stmt",
        compile_this_power,
        write_this_power,
        {
            "this_may_be": lambda span, ch: ThisPower("may_be", word(ch[1]), span=span),
            "this_is": lambda span, ch: ThisPower("is", word(ch[0]), span=span),
            "this_can_target": lambda span, ch: ThisPower("target", lands=ch[-1], span=span),
            "this_ignores": lambda span, ch: ThisPower(
                "ignores", words=(word(ch[0]), word(ch[1])), span=span
            ),
            "this_split": build_this_split,
            "this_range": build_this_range,
        },
    ),
    Construct(
        SecondTarget,
        "stmt",
        compile_second_target,
        write_second_target,
        {"second_target": lambda span, ch: SecondTarget(int(ch[0]), span)},
    ),
)
