"""Innate power levels in a whole game (:mod:`.round.play`): the elements of each level, how many a
spirit meets, and the ops used up to a level (levels written "instead" included)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cardsmith.dsl.ir import Ops

if TYPE_CHECKING:
    from cardsmith.rulesets.spirit_island.engine.round.game import Game, InnateData

__all__ = ["innate_named", "innate_ops", "level_elements", "levels_met"]


def level_elements(innate: InnateData) -> list[Mapping[str, int]]:
    """The elements of each level of ``innate``, lowest first (from the record; without it,
    the top-level thresholds of its ops)."""
    if innate.levels:
        return list(innate.levels)
    return [op.get("elements") or {} for op in innate.ops if op.get("op") == "threshold"]


def levels_met(g: Game, key: str, innate: InnateData) -> int:
    """How many levels, from the lowest, the spirit's elements meet."""
    s = g.state.spirits[key]
    met = 0
    for need in level_elements(innate):
        if not all(s.element_count(str(el)) >= int(n) for el, n in need.items()):
            break
        met += 1
    return met


def innate_ops(innate: InnateData, level: int) -> Ops:
    """The ops of ``innate`` used up to ``level`` (1-based): the thresholds of the higher
    levels are left out. A level written "instead" wraps the lower ones (its threshold's
    ``else``); leaving it out keeps that ``else``."""
    allowed = level_elements(innate)[:level]
    levels = level_elements(innate)

    def keep(ops: Ops) -> Ops:
        out: list[Any] = []
        for op in ops:
            is_level = op.get("op") == "threshold" and (op.get("elements") or {}) in levels
            if is_level and (op.get("elements") or {}) not in allowed:
                out += keep(list(op.get("else") or []))
            else:
                out.append(op)
        return out

    return keep(list(innate.ops))


def innate_named(g: Game, key: str, name: str) -> InnateData:
    """Seat ``key``'s innate power called ``name``."""
    return next(i for i in g.seat(key).innates if i.name == name)
