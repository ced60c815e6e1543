"""A land set as a card's ``target`` (``this power can target LANDS``): terrains,
coastal/inland and the pieces the lands hold, as ``{land: [...]}`` / ``{land: {all: [...]}}``
(``schemas/defs.schema.json#/$defs/target``); C151 for anything a target cannot name."""

from __future__ import annotations

from typing import Any

from cardsmith.rulesets.spirit_island import vocabulary as V

from . import ast as A
from .constructs.contract import Compiling


def target_of(compiler: Compiling, lands: A.LandSet) -> dict[str, Any]:
    """A land set as a card's ``target`` (``{land: [...]}`` / ``{land: {all: [...]}}``):
    terrains, coastal/inland and pieces (with, with no, with N or more); else C151."""
    spec = compiler.landset(lands)
    clauses: list[list[Any]] = []
    bad = sorted(k for k in spec if k not in ("terrains", "coastal", "inland", "where"))
    if spec.get("terrains"):
        clauses.append(list(spec["terrains"]))
    clauses += [[word] for word in ("coastal", "inland") if spec.get(word)]
    for f in spec.get("where", []):
        clause = _piece_filter(f)
        if clause is None:
            bad.append("where")
        else:
            clauses.append(clause)
    if bad:
        compiler.error(
            lands.span,
            "C151",
            "a power can only be given lands by terrain, coastal/inland and the pieces "
            f"they hold (not {', '.join(bad)})",
            "write e.g. 'this power can target lands with blight'",
        )
        return {"land": "any"}
    if not clauses:  # "this power can target lands": any land
        return {"land": "any"}
    if len(clauses) == 1:
        return {"land": clauses[0]}
    return {"land": {"all": [c[0] if len(c) == 1 else c for c in clauses]}}


def _piece_filter(f: dict[str, Any]) -> list[Any] | None:
    """A land set's ``has`` condition as target filter words (any of), or None."""
    pieces = f.get("has")
    if not isinstance(pieces, dict) or set(f) - {"has", "at_least", "at_most"}:
        return None
    kinds = list(pieces.get("kinds", []))
    if set(pieces) - {"kinds", "owner"} or (pieces.get("owner") not in (None, "you")):
        return None
    if kinds == list(V.INVADERS):
        kinds = ["invaders"]
    if pieces.get("owner") == "you" and kinds not in (["presence"], ["sacred-site"], ["incarna"]):
        return None
    if f.get("at_most") == 0 and "at_least" not in f:
        return [f"no-{k}" for k in kinds] if len(kinds) == 1 else None
    n = int(f.get("at_least", 1))
    if "at_most" in f:
        return None
    if n == 1:
        return kinds
    return [{"at_least": {k: n}} for k in kinds]
