"""The one table of Spirit Island's constructs: node type → its construct (compile, write),
grammar rule → its build function. The builder (``SpiritIslandBuilder.__default__``), the
compiler (``stmt``/``cond``/``term``), the printer and the renderer look here first; a node or
rule not in the table is still handled by the stage modules' ``<family>_<Node>`` methods
(:mod:`dsl.dispatch`)."""

from __future__ import annotations

from collections.abc import Mapping

from dsl import ast as C

from . import damage, modifiers
from .contract import Build, Construct

#: every family's constructs, in the order of the package docstring
FAMILIES: tuple[tuple[Construct, ...], ...] = (damage.CONSTRUCTS, modifiers.CONSTRUCTS)


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
    for family in FAMILIES:
        for construct in family:
            for rule, build in construct.rules.items():
                if rule in out:
                    raise ValueError(f"grammar rule {rule!r} is built twice")
                out[rule] = build
    return out


#: node type → construct
CONSTRUCTS: Mapping[type[C.Node], Construct] = _by_node()
#: grammar rule name → build function
RULES: Mapping[str, Build] = _by_rule()
