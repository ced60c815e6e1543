"""The shipped power cards, compiled by the loader (test helper: the engine never reads files)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.content.resources import shipped_pack_dir


@dataclass(frozen=True)
class Card:
    id: str
    range: Any
    target: Any
    ops: tuple[dict[str, Any], ...]


@cache
def shipped_cards() -> tuple[Card, ...]:
    """Every shipped power card whose effect compiled (all of them, when lint is clean)."""
    catalog = load_pack(shipped_pack_dir()).catalog
    return tuple(
        Card(str(r.id), r.get("range"), r.get("target"), tuple(r.ops["effect"]))
        for r in catalog.of_kind("power")
        if "effect" in r.ops
    )
