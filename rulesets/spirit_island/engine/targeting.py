"""Which lands a power may target: range from the spirit's presence, sacred sites or lands of
one terrain, and the card's target filters (``schemas/defs.schema.json``: ``range``,
``target``, ``land_filter``); the ``second_target`` op (a second target land).

``execute`` trusts its caller; these helpers are for the scenario runner and simulations.
A card's range is ``{"from": "presence"|"sacred-site"|<terrain>, "distance": N}`` or
``"none"`` (the power targets a spirit: no land). The effective distance is: the card's
``range_set`` (an ``increase range to N`` — top level or inside a threshold whose elements are
met) replaces the printed distance, then every ``range_bonus`` of the spirit (this round's
effects, permanent rules, and the ``range_bonus`` argument) is added.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from dsl.ir import Op
from engine.choices import decide
from rulesets.spirit_island.engine.board import TERRAINS, land_sort_key
from rulesets.spirit_island.engine.run import ExecutionError, Run, handler
from rulesets.spirit_island.engine.state import (
    INVADER_KINDS,
    STRIFE,
    TOKEN_KINDS,
    SpiritState,
    State,
)
from rulesets.spirit_island.vocabulary import PLACES

#: every land filter word of ``schemas/defs.schema.json#/$defs/land_filter``, and the token
#: words (``beasts`` … ``quake``, ``strife``, their ``no-`` forms) the schema will take
LAND_FILTERS: tuple[str, ...] = (
    *TERRAINS,
    "coastal",
    "inland",
    "invaders",
    "no-invaders",
    "dahan",
    "no-dahan",
    "blight",
    "no-blight",
    "explorer",
    "town",
    "city",
    "presence",
    "sacred-site",
    # tokens (and strife on invaders): beyond Horizons
    *TOKEN_KINDS,
    *(f"no-{kind}" for kind in TOKEN_KINDS),
    STRIFE,
    f"no-{STRIFE}",
    "incarna",
    "no-incarna",
    *(f"no-{terrain}" for terrain in TERRAINS),
    *(f"no-{kind}" for kind in ("explorer", "town", "city", "presence", "sacred-site")),
    # off-board places (vocabulary PLACES): "target: the Endless Dark"
    *PLACES,
)
INCARNA = "incarna"


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
) -> int:
    """The distance a power reaches after ``range_set`` and every ``range_bonus``."""
    distance = int(range_spec.get("distance", 0))
    sets = _range_sets(state, spirit, card_ops or [], elements)
    if sets:
        distance = max(sets)
    bonus = range_bonus + sum(
        int(e.get("amount") or 0)
        for e in state.spirit_effects(spirit, "range_bonus")
        if not e.get("to")  # "+3 range to coastal lands": per target land (range_to)
    )
    bonus += sum(  # "this power has +1 range"
        int(op.get("amount") or 0)
        for op in card_modifiers(state, spirit, card_ops or [], elements, "range_this")
    )
    return max(0, distance + bonus)


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
) -> list[str]:
    """Origin lands of ``spirit`` for this range; with ``land``, only those within range of it
    (the ``source_land`` choices of a power targeting ``land``)."""
    if range_spec == "none" or not isinstance(range_spec, Mapping):
        return []
    origins = origin_lands(state, spirit, range_spec)
    if land is None:
        return origins
    reach = effective_range(
        state, spirit, range_spec, range_bonus=range_bonus, card_ops=card_ops, elements=elements
    )
    reach += range_here(state, land, conditional_range(card_ops or []))
    reach += range_to(state, spirit, land)
    found: list[str] = []
    for origin in origins:
        d = state.island.distance(origin, land)
        if d is not None and d <= reach:
            found.append(origin)
    return found


def land_matches(state: State, spirit: str | None, land: str, spec: Any) -> bool:
    """One ``land_filter`` word (``presence``/``sacred-site``/``incarna``: the acting
    spirit's), ``{at_least: {kind: N}}`` (a land with N or more of each kind) or a list of
    words (any of them: an item of ``all``)."""
    if isinstance(spec, Mapping):
        return _at_least_matches(state, spirit, land, spec)
    if isinstance(spec, list):  # inside ``all``: any of these
        return any(land_matches(state, spirit, land, w) for w in spec)
    word = str(spec)
    if word in state.island.place_rules or word in PLACES:
        return land == word  # the off-board place itself
    info = state.island.land(land)
    ls = state.land(land)
    if word in TERRAINS:
        return info.terrain == word
    if word in ("coastal", "inland"):
        return info.coastal == (word == "coastal")
    if word.startswith("no-"):
        return not land_matches(state, spirit, land, word[3:])
    if word == "invaders":
        return ls.count(*INVADER_KINDS) > 0
    if word in ("dahan", "explorer", "town", "city"):
        return ls.count(word) > 0
    if word == "blight":
        return ls.blight > 0
    if word in TOKEN_KINDS or word == STRIFE:
        return ls.count(word) > 0
    if word in ("presence", "sacred-site"):
        s = state.spirits.get(spirit or "")
        need = 2 if word == "sacred-site" else 1
        return s is not None and s.presence[land] >= need
    if word == INCARNA:
        s = state.spirits.get(spirit or "")
        return s is not None and s.incarna == land
    raise ExecutionError(f"unknown land filter {word!r} (known: {list(LAND_FILTERS)})")


def _at_least_matches(
    state: State, spirit: str | None, land: str, word: Mapping[str, Any]
) -> bool:
    """``{at_least: {beasts: 2}}``: N or more of each kind (``invaders``: any invader;
    ``presence``: the acting spirit's)."""
    need = word.get("at_least")
    if not isinstance(need, Mapping) or not need:
        raise ExecutionError(f"unknown land filter {dict(word)!r} (known: {{at_least: {{…}}}})")
    ls = state.land(land)
    s = state.spirits.get(spirit or "")
    for kind, n in need.items():
        kinds = INVADER_KINDS if kind == "invaders" else (str(kind),)
        if kind == "blight":
            have = ls.blight
        elif kind == "presence":  # the acting spirit's
            have = s.presence[land] if s is not None else 0
        else:
            have = ls.count(*kinds)
        if have < int(n):
            return False
    return True


def target_matches(
    state: State, spirit: str | None, land: str, target_spec: Mapping[str, Any] | str
) -> bool:
    """``{land: any}``, ``{land: [filters]}`` (the land must match ANY of the filters) or
    ``{land: {all: [filters]}}`` (ALL of them)."""
    spec = target_spec.get("land", "any") if isinstance(target_spec, Mapping) else target_spec
    return filter_matches(state, spirit, land, spec)


def filter_matches(state: State, spirit: str | None, land: str, spec: Any) -> bool:
    """A target's ``land`` value: ``any``, a list (any of) or ``{all: [...]}``."""
    if spec == "any":
        return True
    if isinstance(spec, Mapping) and "all" in spec:
        return all(land_matches(state, spirit, land, w) for w in spec["all"])
    words = [spec] if isinstance(spec, (str, Mapping)) else list(spec)
    return any(land_matches(state, spirit, land, w) for w in words)


def legal_targets(
    state: State,
    spirit: str,
    range_spec: Mapping[str, Any] | str,
    target_spec: Mapping[str, Any] | str,
    *,
    range_bonus: int = 0,
    card_ops: Sequence[Op] | None = None,
    elements: Mapping[str, int] | None = None,
) -> list[str]:
    """Land ids ``spirit`` may target with this range and target, in land order.

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
        state, spirit, range_spec, range_bonus=range_bonus, card_ops=card_ops, elements=elements
    )
    extra = conditional_range(card_ops or [])
    to_bonus = max((n for _, n in _range_to_effects(state, spirit)), default=0)
    far = reach + sum(max(0, n) for _, n in extra) + max(0, to_bonus)
    origins = origin_lands(state, spirit, range_spec)
    reachable: set[str] = set()
    for origin in origins:
        reachable.update(state.island.within(origin, far))
    if far > reach:  # "+1 range if beasts": the farther lands only where the condition holds
        reachable = {
            land
            for land in reachable
            if _nearest(state, origins, land)
            <= reach + range_here(state, land, extra) + range_to(state, spirit, land)
        }
    reachable.update(target_places(state, spirit))  # "as if it were a land, ignoring Range"
    return [land for land in sorted(reachable, key=land_sort_key) if fits(land)]


def target_places(state: State, spirit: str) -> list[str]:
    """The off-board places ``spirit``'s land-targeting powers may target, ignoring range
    (its places with ``target: true``)."""
    rules = state.island.place_rules
    return [p for p, r in rules.items() if r.get("target") and r.get("owner") == spirit]


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


def _nearest(state: State, origins: Sequence[str], land: str) -> int:
    ds = [d for o in origins if (d := state.island.distance(o, land)) is not None]
    return min(ds) if ds else 1 << 30


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


# --- several target lands ---------------------------------------------------------------------
@handler("second_target")
def _op_second_target(run: Run, op: Op, land: str | None) -> None:
    """``target a second land within N range``: another land within N (plus the spirit's
    range bonuses) of the origin land the first target was measured from."""
    state = run.state
    origin = run.source_land or run.target_land
    if origin is None:
        raise ExecutionError("a second target land is measured from the origin land: none")
    bonus = sum(int(e.get("amount") or 0) for e in state.spirit_effects(run.spirit, "range_bonus"))
    reach = max(0, int(op.get("distance", 0)) + bonus)
    taken = {run.target_land, *run.more_targets}
    lands = [x for x in state.island.within(origin, reach) if x not in taken]
    pick = decide(
        run.choices, "target.second", lands, context=f"{run.name}: a second target land"
    )
    if pick is not None:
        run.more_targets.append(str(pick))
        state.log.append(f"{run.name}: second target land {pick} (within {reach} of {origin})")
