"""The one table of Spirit Island's constructs: node type → its construct (compile, write),
grammar rule → its build function. The builder (``rules``), the compiler, the printer and the
renderer (``handlers``, :mod:`dsl.dispatch`) look here first; a node or rule not in the table
is still handled by the stage modules' ``r_<rule>`` / ``<family>_<Node>`` methods."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from cardsmith.dsl import ast as C

from . import (
    blocks,
    cards,
    conditions,
    costs,
    damage,
    events,
    gains,
    invaders,
    land_effects,
    lands,
    modifiers,
    piece_verbs,
    pieces,
    places,
    powers,
    queries,
    scopes,
    thresholds,
)
from .contract import Build, Construct

#: every family's constructs, in the order of the package docstring
FAMILIES: tuple[tuple[Construct, ...], ...] = (
    damage.CONSTRUCTS,
    piece_verbs.CONSTRUCTS,
    modifiers.CONSTRUCTS,
    scopes.CONSTRUCTS,
    queries.CONSTRUCTS,
    places.CONSTRUCTS,
    events.CONSTRUCTS,
    conditions.CONSTRUCTS,
    invaders.CONSTRUCTS,
    gains.CONSTRUCTS,
    powers.CONSTRUCTS,
    cards.CONSTRUCTS,
    costs.CONSTRUCTS,
    blocks.CONSTRUCTS,
    land_effects.CONSTRUCTS,
    thresholds.CONSTRUCTS,
)
#: the build rules of what is no construct of its own (pieces, land sets: parts of others)
PARTS: tuple[Mapping[str, Build], ...] = (pieces.RULES, lands.RULES)


def _by_node() -> dict[type[C.Node], Construct]:
    out: dict[type[C.Node], Construct] = {}
    for family in FAMILIES:
        for construct in family:
            if construct.node in out:
                raise ValueError(f"{construct.node.__name__} is in the table twice")
            out[construct.node] = construct
    return out


def _by_rule() -> dict[str, Build]:
    out: dict[str, Build] = {}
    tables = [c.rules for family in FAMILIES for c in family]
    for rules in (*tables, *PARTS):
        for rule, build in rules.items():
            if rule in out:
                raise ValueError(f"grammar rule {rule!r} is built twice")
            out[rule] = build
    return out


#: node type → construct
CONSTRUCTS: Mapping[type[C.Node], Construct] = _by_node()
#: grammar rule name → build function (the builder's ``rules``)
RULES: Mapping[str, Build] = _by_rule()


def _print_family(c: Construct) -> str:
    if c.kind != "stmt":
        return c.kind
    return "block" if c.block else "simple"


#: the compiler's ``handlers`` (:mod:`cardsmith.dsl.dispatch`): ``(stmt|cond|term, node) → compile``
COMPILE: Mapping[tuple[str, type], Callable[..., Any]] = {
    (c.kind, node): c.compile for node, c in CONSTRUCTS.items()
}
#: the renderer's ``handlers``: ``(stmt|cond|term, node) → write`` (English)
RENDER: Mapping[tuple[str, type], Callable[..., Any]] = {
    (c.kind, node): c.write for node, c in CONSTRUCTS.items()
}
#: the printer's ``handlers``: the same writers (canonical text); a statement is ``simple``
#: or a ``block``
PRINT: Mapping[tuple[str, type], Callable[..., Any]] = {
    (_print_family(c), node): c.write for node, c in CONSTRUCTS.items()
}
