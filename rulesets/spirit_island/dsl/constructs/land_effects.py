"""What a power does to the land itself: ``mark [target land]`` (later parts of the card say
``in each marked land``) and ``target land ceases to exist`` — the rules ``mark`` and
``cease`` of ``rulesets/spirit_island/grammar.lark``."""

from __future__ import annotations

from dataclasses import dataclass, field

from cardsmith.dsl.ast import NOWHERE, Node, Span
from cardsmith.dsl.ir import Op

from .contract import Compiling, Construct, Writing


@dataclass(frozen=True)
class Mark(Node):
    """``mark [target land]``: later parts of the card (``in each marked land``) refer to it."""

    target: bool = False
    span: Span = field(default=NOWHERE, compare=False)


def compile_mark(c: Compiling, s: Mark) -> Op:
    return {"op": "mark"}


def write_mark(w: Writing, s: Mark) -> str:
    land = " target land" if s.target else w.style.pick("", " this land")
    return w.style.end(f"{w.style.cap('mark')}{land}")


@dataclass(frozen=True)
class Cease(Node):
    """``target land ceases to exist`` (until the end of the Slow phase: Absolute Stasis)."""

    span: Span = field(default=NOWHERE, compare=False)


def compile_cease(c: Compiling, s: Cease) -> Op:
    return {"op": "cease"}


def write_cease(w: Writing, s: Cease) -> str:
    return w.style.pick(
        "target land ceases to exist",
        "Until the end of the Slow phase, target land and everything in it cease to exist"
        " for all purposes except checking victory/defeat.",
    )


CONSTRUCTS = (
    Construct(
        Mark,
        "stmt",
        compile_mark,
        write_mark,
        {"mark": lambda span, ch: Mark(ch[0] is not None, span)},
    ),
    Construct(Cease, "stmt", compile_cease, write_cease, {"cease": lambda span, ch: Cease(span)}),
)
