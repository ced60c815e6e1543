"""Element thresholds: ``threshold 2 fire 1 air: … [otherwise: …]`` — the rule
``threshold_stmt`` (with ``threshold_count``) of ``rulesets/spirit_island/grammar.lark`` — and
what folds thresholds together: a power card's threshold into its effect
(:func:`compile_power`) and an innate power's levels into one unit (:func:`compile_levels`).

A threshold compiles to ``{"op": "threshold", "elements": {element: n}, "then": …, "else": …}``;
the engine runs ``then`` when the acting spirit has those elements
(``cardsmith.rulesets.spirit_island.engine.ops.flow``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cardsmith.dsl.ast import NOWHERE, Effect, Instead, Node, Span, Stmt, Word
from cardsmith.dsl.builder import word
from cardsmith.dsl.compiler import Compiler, starts_with_instead
from cardsmith.dsl.errors import DslError
from cardsmith.dsl.ir import Op, Ops
from cardsmith.dsl.language import Language
from cardsmith.rulesets.spirit_island import vocabulary as V

from .contract import Compiling, Construct, Writing

#: one level of thresholds: the elements it needs and the effect it adds (or, opening with
#: ``instead``, puts in place of the levels below it)
Level = tuple[dict[str, int], Effect]


@dataclass(frozen=True)
class Threshold(Node):
    """``threshold 2 fire 1 air: ...``: at least that many of each element."""

    counts: tuple[tuple[int, Word], ...]
    then: tuple[Stmt, ...]
    otherwise: tuple[Stmt, ...] = ()
    span: Span = field(default=NOWHERE, compare=False)


def build_threshold(span: Span, ch: list[Any]) -> Threshold:
    counts = tuple(c for c in ch if isinstance(c, tuple) and len(c) == 2 and isinstance(c[1], Word))
    bodies = [c for c in ch if not (isinstance(c, tuple) and c in counts)]
    return Threshold(counts, bodies[0], bodies[1] or (), span)


def compile_threshold(c: Compiling, s: Threshold, body_override: Ops | None = None) -> Op:
    counts: dict[str, int] = {}
    for n, w in s.counts:
        name = c.word_in(w, V.ELEMENTS, "C103", "element")
        if name in counts:
            c.error(w.span, "C113", f"element {name!r} named twice in one threshold")
        counts[name] = counts.get(name, 0) + n
    return {
        "op": "threshold",
        "elements": counts,
        "then": body_override if body_override is not None else c.seq(s.then),
        "else": c.seq(s.otherwise),
    }


def write_threshold(w: Writing, s: Threshold, depth: int = 0) -> Any:
    if w.style.english:
        counts = ", ".join(f"{n} {x.text.capitalize()}" for n, x in s.counts)
        out = w.block(f"If you have {counts}", s.then, depth)
    else:
        counts = " ".join(f"{n} {x.text}" for n, x in s.counts)
        out = w.block(f"threshold {counts}", s.then, depth)
    if s.otherwise:
        out += w.otherwise(s.otherwise, depth)
    return out


def _op(counts: dict[str, int], then: Ops, otherwise: Ops) -> Op:
    return {"op": "threshold", "elements": dict(counts), "then": then, "else": otherwise}


def fold_levels(c: Compiler, levels: Sequence[Level]) -> Ops:
    """Levels of thresholds (an innate power's): an ``instead`` level replaces the ones below
    it, so the result is a fold of nested thresholds. A level opening with a guarded
    ``instead`` (``if C: instead …``) replaces them only when its guard holds."""
    acc: Ops = []
    for counts, effect in levels:
        body = effect.body
        guard = c.leading_instead(body[0]) if body and acc else None
        if guard is not None:
            then = [c.guarded(body[0], guard, acc), *c.seq(body[1:])]
            acc = [_op(counts, then, acc)]
        elif starts_with_instead(effect):
            first = body[0]
            assert isinstance(first, Instead)
            then = c.seq(first.body + body[1:])
            if first.may:
                then = [{"op": "choice", "options": [then, acc]}]
            acc = [_op(counts, then, acc)]
        else:
            acc = [*acc, _op(counts, c.seq(body), [])]
    return acc


def fold_power(c: Compiler, effect: Effect, threshold: Level) -> Ops:
    """An effect plus a threshold that adds to it, or replaces it when it starts with
    ``instead`` (``may instead``: the player picks)."""
    base = c.seq(effect.body)
    counts, extra = threshold
    if starts_with_instead(extra):
        first = extra.body[0]
        assert isinstance(first, Instead)
        then = c.seq(first.body + extra.body[1:])
        if first.may:
            then = [{"op": "choice", "options": [then, base]}]
        return [_op(counts, then, base)]
    return [*base, _op(counts, c.seq(extra.body), [])]


def compile_levels(language: Language, levels: Sequence[Level]) -> tuple[Ops, list[DslError]]:
    """Compile an innate power's levels: each level is a threshold; an ``instead`` level
    replaces the ones below it."""
    return language.compile_with(lambda c: fold_levels(c, levels))


def compile_power(
    language: Language, effect: Effect, threshold: Level | None = None
) -> tuple[Ops, list[DslError]]:
    """Compile a power card's effect plus an optional threshold that adds to it (or, starting
    with ``instead``, replaces it when met)."""
    if threshold is None:
        return language.compile_effect(effect)
    return language.compile_with(lambda c: fold_power(c, effect, threshold))


CONSTRUCTS = (
    Construct(
        Threshold,
        "stmt",
        compile_threshold,
        write_threshold,
        {
            "threshold_stmt": build_threshold,
            "threshold_count": lambda span, ch: (int(ch[0]), word(ch[1])),
        },
        block=True,
    ),
)
