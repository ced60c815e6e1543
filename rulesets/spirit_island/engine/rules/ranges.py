"""How far a power reaches: the card's distance, ``increase range to N`` (``range_set``),
``this power has +N range`` (``range_this``, also behind a condition on the target land), the
spirit's ``range_bonus`` (and those that count only towards some lands: ``to``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cardsmith.dsl.ir import Op
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.rules.land_filters import land_matches, target_matches
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import SpiritState


def _spirit(state: State, spirit: str) -> SpiritState:
    try:
        return state.spirits[spirit]
    except KeyError:
        raise ExecutionError(
            f"unknown spirit {spirit!r} (known: {sorted(state.spirits)})"
        ) from None


def _elements_met(
    state: State, spirit: str, needed: Mapping[str, Any], elements: Mapping[str, int] | None
) -> bool:
    if elements is not None:
        return all(elements.get(el, 0) >= int(n) for el, n in needed.items())
    s = _spirit(state, spirit)
    return all(s.element_count(el) >= int(n) for el, n in needed.items())


def card_modifiers(
    state: State,
    spirit: str,
    ops: Iterable[Op],
    elements: Mapping[str, int] | None,
    name: str,
) -> list[Op]:
    """A power's own modifiers ``name`` that apply (``range_set``, ``range_this``,
    ``this_speed``): top level, or in a threshold whose elements are met (``else`` branches
    when not met)."""
    found: list[Op] = []
    for op in ops:
        if op.get("op") == "modifier" and op.get("name") == name:
            found.append(op)
        elif op.get("op") == "threshold":
            met = _elements_met(state, spirit, op.get("elements", {}), elements)
            branch = op.get("then" if met else "else") or []
            found += card_modifiers(state, spirit, branch, elements, name)
    return found


def _range_sets(
    state: State, spirit: str, ops: Iterable[Op], elements: Mapping[str, int] | None
) -> list[int]:
    """``range_set`` amounts that apply."""
    return [
        int(op.get("amount") or 0)
        for op in card_modifiers(state, spirit, ops, elements, "range_set")
    ]


def effective_range(
    state: State,
    spirit: str,
    range_spec: Mapping[str, Any],
    *,
    range_bonus: int = 0,
    card_ops: Sequence[Op] | None = None,
    elements: Mapping[str, int] | None = None,
    card: bool = True,
) -> int:
    """The distance a power reaches after ``range_set`` and every ``range_bonus`` (not those
    counted per origin land, ``from``, see :func:`origin_bonus`; ``cards`` ones only for a
    power card, ``card``)."""
    distance = int(range_spec.get("distance", 0))
    sets = _range_sets(state, spirit, card_ops or [], elements)
    if sets:
        distance = max(sets)
    bonus = range_bonus + sum(
        int(e.get("amount") or 0)
        for e in state.spirit_effects(spirit, "range_bonus")
        if not e.get("to")  # "+3 range to coastal lands": per target land (range_to)
        and not e.get("from")  # "… from lands with 3 presence": per origin (origin_bonus)
        and (card or not e.get("cards"))
    )
    bonus += sum(  # "this power has +1 range"
        int(op.get("amount") or 0)
        for op in card_modifiers(state, spirit, card_ops or [], elements, "range_this")
    )
    return max(0, distance + bonus)


def conditional_range(ops: Iterable[Op]) -> list[tuple[Mapping[str, Any], int]]:
    """``if <pieces> present: this power has +N range`` at the top of a card: (condition, N)."""
    found: list[tuple[Mapping[str, Any], int]] = []
    for op in ops:
        if op.get("op") != "if" or not isinstance(op.get("cond"), Mapping):
            continue
        for inner in op.get("then") or []:
            if inner.get("op") == "modifier" and inner.get("name") == "range_this":
                found.append((op["cond"], int(inner.get("amount") or 0)))
    return found


def _range_to_effects(state: State, spirit: str) -> list[tuple[list[str], int]]:
    return [
        ([str(w) for w in e["to"]], int(e.get("amount") or 0))
        for e in state.spirit_effects(spirit, "range_bonus")
        if e.get("to")
    ]


def range_to(state: State, spirit: str, land: str) -> int:
    """The spirit's range bonuses for measuring range to ``land`` only ("+3 range to coastal
    lands": ``range_bonus`` with ``to`` land words)."""
    return sum(
        n
        for words, n in _range_to_effects(state, spirit)
        if any(land_matches(state, spirit, land, w) for w in words)
    )


def range_here(state: State, land: str, extra: Sequence[tuple[Mapping[str, Any], int]]) -> int:
    """The conditional range that holds when ``land`` is the target (a ``has`` condition on the
    pieces of the land; other conditions never widen the range)."""
    total = 0
    for cond, n in extra:
        has = cond.get("has")
        if isinstance(has, Mapping):
            count = state.land(land).count(*has.get("kinds", ()))
            if count >= int(cond.get("at_least", 1)):
                total += n
    return total


def _nearest(
    state: State, origins: Sequence[str], land: str, bonus: Mapping[str, int] | None = None
) -> int:
    """Steps from the nearest origin to ``land``, less that origin's own range ``bonus``."""
    at = bonus or {}
    ds = [
        d - at.get(o, 0) for o in origins if (d := state.island.distance(o, land)) is not None
    ]
    return min(ds) if ds else 1 << 30


def origin_bonus(state: State, spirit: str, origin: str, *, card: bool = True) -> int:
    """The spirit's range bonuses that count from ``origin`` only ("your power cards get +1
    range from lands with 3 or more your presence": ``range_bonus`` with ``from``, a card
    target the origin land must match; ``cards``: power cards only)."""
    return sum(
        int(e.get("amount") or 0)
        for e in state.spirit_effects(spirit, "range_bonus")
        if isinstance(e.get("from"), Mapping)
        and (card or not e.get("cards"))
        and target_matches(state, spirit, origin, e["from"])
    )
