"""Which lands a power may target: range from the spirit's presence, sacred sites or lands of
one terrain, and the card's target filters (``schemas/defs.schema.json``: ``range``,
``target``, ``land_filter``). A second target land: the ``second_target`` op of
:mod:`.ops.island`.

The land filters live in :mod:`.rules.land_filters`, the reach of a power in :mod:`.rules.ranges`.
``execute`` trusts its caller; these helpers are for the scenario runner and simulations.
A card's range is ``{"from": "presence"|"sacred-site"|<terrain>, "distance": N}`` or
``"none"`` (the power targets a spirit: no land). The effective distance is: the card's
``range_set`` (an ``increase range to N`` — top level or inside a threshold whose elements are
met) replaces the printed distance, then every ``range_bonus`` of the spirit (this round's
effects, permanent rules, and the ``range_bonus`` argument) is added.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardsmith.dsl.ir import Op
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.rules.land_filters import (
    land_matches,
    target_matches,
)
from cardsmith.rulesets.spirit_island.engine.rules.ranges import (
    _nearest,
    _range_to_effects,
    _spirit,
    card_modifiers,
    conditional_range,
    effective_range,
    origin_bonus,
    range_here,
    range_to,
)
from cardsmith.rulesets.spirit_island.engine.state.board import TERRAINS, land_sort_key
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

__all__ = [
    "legal_spirit_targets",
    "legal_targets",
    "origin_lands",
    "sharing_partners",
    "sources_for",
    "spirit_spec",
    "target_places",
]


def spirit_spec(range_spec: Any, target_spec: Any) -> Mapping[str, Any] | None:
    """The spirit target of a power (``{spirit: …}``), or ``None`` when it targets a land.
    ``range: none`` with no target of its own is "target: any spirit"; ``range: none`` with a
    land target (``target: {land: [endless-dark]}``) reaches any land (:func:`legal_targets`)."""
    if isinstance(target_spec, Mapping) and "spirit" in target_spec:
        return target_spec
    if range_spec == "none" and not (isinstance(target_spec, Mapping) and "land" in target_spec):
        return {"spirit": "any"}
    return None


def origin_lands(state: State, spirit: str, range_spec: Mapping[str, Any]) -> list[str]:
    """Lands range is counted from: presence, sacred sites, or presence lands of a terrain (or
    of one of several: ``from: [mountain, jungle]``) — the spirit's own and, this round, those
    of spirits sharing presence with it. ``with: [filters]``: the origin land must also match
    one of the filters ("1 from Presence in a land with Dahan")."""
    raw = range_spec.get("from", "presence")
    origins = [str(x) for x in raw] if isinstance(raw, list) else [str(raw)]
    found: set[str] = set()
    for name in (spirit, *sharing_partners(state, spirit)):
        s = _spirit(state, name)
        lands = [k for k, v in s.presence.items() if v > 0]
        for origin in origins:
            if origin == "sacred-site":
                found.update(s.sacred_sites())
            elif origin == "presence":
                found.update(lands)
            elif origin in TERRAINS:
                found.update(x for x in lands if state.island.land(x).terrain == origin)
            else:
                raise ExecutionError(f"unknown range origin {origin!r}")
    need = range_spec.get("with")
    if isinstance(need, list) and need:
        found = {x for x in found if any(land_matches(state, spirit, x, w) for w in need)}
    return sorted(found, key=land_sort_key)


def sharing_partners(state: State, spirit: str) -> list[str]:
    """Spirits whose presence ``spirit`` may target from this round (Entwined Power), both
    ways: the one who shared and the one it was shared with."""
    partners: list[str] = []
    for eff in state.round_effects:
        if eff.get("name") != "share_presence":
            continue
        pair = (eff.get("spirit"), eff.get("with"))
        if spirit in pair:
            other = pair[1] if pair[0] == spirit else pair[0]
            if isinstance(other, str) and other != spirit and other not in partners:
                partners.append(other)
    return partners


def sources_for(
    state: State,
    spirit: str,
    range_spec: Mapping[str, Any] | str,
    land: str | None = None,
    *,
    range_bonus: int = 0,
    card_ops: Sequence[Op] | None = None,
    elements: Mapping[str, int] | None = None,
    card: bool = True,
) -> list[str]:
    """Origin lands of ``spirit`` for this range; with ``land``, only those within range of it
    (the ``source_land`` choices of a power targeting ``land``; ``card``: a power card, not an
    innate power)."""
    if range_spec == "none" or not isinstance(range_spec, Mapping):
        return []
    origins = origin_lands(state, spirit, range_spec)
    if land is None:
        return origins
    reach = effective_range(
        state,
        spirit,
        range_spec,
        range_bonus=range_bonus,
        card_ops=card_ops,
        elements=elements,
        card=card,
    )
    reach += range_here(state, land, conditional_range(card_ops or []))
    reach += range_to(state, spirit, land)
    found: list[str] = []
    for origin in origins:
        d = state.island.distance(origin, land)
        if d is not None and d <= reach + origin_bonus(state, spirit, origin, card=card):
            found.append(origin)
    return found


def legal_targets(
    state: State,
    spirit: str,
    range_spec: Mapping[str, Any] | str,
    target_spec: Mapping[str, Any] | str,
    *,
    range_bonus: int = 0,
    card_ops: Sequence[Op] | None = None,
    elements: Mapping[str, int] | None = None,
    card: bool = True,
) -> list[str]:
    """Land ids ``spirit`` may target with this range and target, in land order (``card``: a
    power card, not an innate power — for range bonuses of power cards only).

    A spirit target (``{spirit: …}``) has no land target: ``[]`` (see
    :func:`legal_spirit_targets`); ``range: "none"`` with a land target reaches every land.
    ``card_ops`` lets a met threshold's ``increase range to N``
    count; ``elements`` overrides the spirit's element counts for that test.
    """
    if target_spec == "none" or (isinstance(target_spec, Mapping) and "spirit" in target_spec):
        return []  # no target at all, or a spirit
    also = [  # "this power can target lands with blight" (top level or a met threshold)
        op.get("target") or {}
        for op in card_modifiers(state, spirit, card_ops or [], elements, "target_also")
    ]

    def fits(land: str) -> bool:
        return any(target_matches(state, spirit, land, t) for t in (target_spec, *also))

    if range_spec == "none" and isinstance(target_spec, Mapping) and "land" in target_spec:
        # no range, a land target: any land of the island ("target any land")
        ids = [*state.island.land_ids(), *target_places(state, spirit)]
        return [x for x in ids if fits(x)]
    if range_spec == "none" or not isinstance(range_spec, Mapping):
        return []
    reach = effective_range(
        state,
        spirit,
        range_spec,
        range_bonus=range_bonus,
        card_ops=card_ops,
        elements=elements,
        card=card,
    )
    extra = conditional_range(card_ops or [])
    to_bonus = max((n for _, n in _range_to_effects(state, spirit)), default=0)
    far = reach + sum(max(0, n) for _, n in extra) + max(0, to_bonus)
    origins = origin_lands(state, spirit, range_spec)
    at = {o: origin_bonus(state, spirit, o, card=card) for o in origins}  # "from lands with …"
    reachable: set[str] = set()
    for origin in origins:
        reachable.update(state.island.within(origin, max(0, far + at[origin])))
    if far > reach:  # "+1 range if beasts": the farther lands only where the condition holds
        reachable = {
            land
            for land in reachable
            if _nearest(state, origins, land, at)
            <= reach + range_here(state, land, extra) + range_to(state, spirit, land)
        }
    elif any(at.values()):  # each origin reaches as far as its own bonus
        reachable = {land for land in reachable if _nearest(state, origins, land, at) <= reach}
    reachable.update(target_places(state, spirit))  # "as if it were a land, ignoring Range"
    return [land for land in sorted(reachable, key=land_sort_key) if fits(land)]


def target_places(state: State, spirit: str) -> list[str]:
    """The off-board places ``spirit``'s land-targeting powers may target, ignoring range
    (its places with ``target: true``)."""
    rules = state.island.place_rules
    return [p for p, r in rules.items() if r.get("target") and r.get("owner") == spirit]


def legal_spirit_targets(state: State, spirit: str, target_spec: Mapping[str, Any]) -> list[str]:
    """``{spirit: any|another|yourself}`` → spirit names in the state. In a solo game a
    power targeting another spirit may target yourself (the rules' solo game)."""
    which = target_spec.get("spirit", "any")
    if which == "yourself":
        return [spirit] if spirit in state.spirits else []
    if which == "another":
        others = [s for s in state.spirits if s != spirit]
        if not others and state.players <= 1 and spirit in state.spirits:
            return [spirit]
        return others
    if which == "any":
        return list(state.spirits)
    raise ExecutionError(f"unknown spirit target {which!r}")


