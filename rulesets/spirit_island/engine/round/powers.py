"""The power phases of a whole game (:mod:`.round.play`), spirit by spirit: each power's speed this
round ("make this power fast", ``sim.make_fast``; swapped speeds, ``sim.swap_speed``), which
power resolves next (``sim.next``), use or decline (``sim.use``), the last innate level used
(``sim.innate.level``); the power itself is resolved by :func:`.round.resolve_power.resolve`."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from cardsmith.dsl.ir import Ops
from cardsmith.engine.choices import decide
from cardsmith.rulesets.spirit_island.engine.round.innate_levels import (
    innate_named,
    innate_ops,
    levels_met,
)
from cardsmith.rulesets.spirit_island.engine.round.resolve_power import resolve
from cardsmith.rulesets.spirit_island.engine.rules.ranges import card_modifiers

if TYPE_CHECKING:
    from cardsmith.rulesets.spirit_island.engine.round.game import (
        Game,
        InnateData,
        PowerData,
        SpiritData,
    )

__all__ = [
    "offer_make_fast",
    "offer_swap_speed",
    "power_speed",
    "powers_phase",
    "waiting_powers",
]


def power_speed(g: Game, key: str, label: str) -> str:
    if label in g.made_fast.get(key, ()):
        return "fast"
    if label in g.made_slow.get(key, ()):
        return "slow"
    kind, _, name = label.partition(":")
    if kind == "card":
        power = g.setup.powers[name]
        own = card_modifiers(g.state, key, power.ops, None, "this_speed")  # "this power is fast"
        return str(own[-1].get("speed") or power.speed) if own else power.speed
    return next(i.speed for i in g.seat(key).innates if i.name == name)


def _uses_ops(ops: Ops, wanted: Sequence[str]) -> bool:
    for op in ops:
        if not isinstance(op, Mapping):
            continue
        if op.get("op") in wanted:
            return True
        for value in op.values():
            if isinstance(value, list) and _uses_ops(value, wanted):
                return True
    return False


def _ops_of(g: Game, key: str, label: str) -> Ops:
    kind, _, name = label.partition(":")
    return g.setup.powers[name].ops if kind == "card" else innate_named(g, key, name).ops


def _is_major(g: Game, label: str) -> bool:
    """Is the power ``label`` (``card:<id>`` / ``innate:<name>``) a Major Power card?"""
    kind, _, name = label.partition(":")
    return kind == "card" and name in g.setup.powers and g.setup.powers[name].kind == "major"


def offer_make_fast(g: Game, key: str, waiting: list[str]) -> None:
    """``make_fast`` effects of this round (Gift of Wind-Sped Steps): make slow powers fast."""
    for eff in g.state.spirit_effects(key, "make_fast"):
        if eff.get("used") in (True, g.state.round):  # a special rule: once each round
            continue
        wanted = [str(x) for x in eff.get("with_ops") or ()]
        resolved = g.resolved.get(key, set())
        options = [
            label
            for label in waiting
            if power_speed(g, key, label) == "slow"
            and label not in resolved
            and (not wanted or _uses_ops(_ops_of(g, key, label), wanted))
            and not (eff.get("non_major") and _is_major(g, label))
        ]
        n = int((eff.get("count") or {}).get("n", 1))
        per = eff.get("per") or {}
        if "elements" in per:  # "1 slow power fast per air you have"
            spirit = g.state.spirits[key]
            n *= sum(spirit.element_count(str(el)) for el in per["elements"])
        for _ in range(n):
            label = decide(
                g.policy, "sim.make_fast", options, context=f"{key}: make a power fast", min=0
            )
            if label is None:
                break
            options.remove(label)
            g.made_fast.setdefault(key, set()).add(label)
            g.state.log.append(f"{key}: {label} is fast this round")
        eff["used"] = g.state.round if eff in g.state.spirit_rules else True


def offer_swap_speed(g: Game, key: str) -> None:
    """``swap_speed`` effects of this round (Sky Stretches to Shore): a slow power used as if
    fast, or a fast one as if slow (decision ``sim.swap_speed``, declinable; offered once)."""
    for eff in g.state.spirit_effects(key, "swap_speed"):
        if eff.get("used"):
            continue
        eff["used"] = True
        options = [*waiting_powers(g, key, "slow"), *waiting_powers(g, key, "fast")]
        for _ in range(int((eff.get("count") or {}).get("n", 1))):
            label = decide(
                g.policy, "sim.swap_speed", options, context=f"{key}: swap a power's speed", min=0
            )
            if label is None:
                break
            options.remove(label)
            to_fast = power_speed(g, key, label) == "slow"
            (g.made_fast if to_fast else g.made_slow).setdefault(key, set()).add(label)
            g.state.log.append(f"{key}: {label} is {'fast' if to_fast else 'slow'} this round")


def waiting_powers(g: Game, key: str, speed: str) -> list[str]:
    s = g.state.spirits[key]
    resolved = g.resolved.get(key, set())
    labels = [f"card:{c}" for c in dict.fromkeys(s.played)]
    labels += [f"innate:{i.name}" for i in g.seat(key).innates if levels_met(g, key, i) > 0]
    return [x for x in labels if x not in resolved and power_speed(g, key, x) == speed]


def powers_phase(
    g: Game,
    speed: str,
    *,
    from_seat: int = 0,
    after_power: Callable[[int], None] | None = None,
) -> None:
    """Each spirit's powers of ``speed``, in the order the policy picks; from seat
    ``from_seat`` on (a copy resumed between two powers of that seat: its loop starts again as
    it would go on); ``after_power(seat)`` after each power used (a point between powers)."""
    state = g.state
    for index in range(from_seat, len(g.setup.spirits)):
        seat = g.setup.spirits[index]
        key = seat.key
        while state.result is None:
            if speed == "fast":
                offer_make_fast(g, key, waiting_powers(g, key, "slow"))
                offer_swap_speed(g, key)
            waiting = waiting_powers(g, key, speed)
            label = decide(g.policy, "sim.next", waiting, context=f"{key}: next {speed} power")
            if label is None:
                break
            g.resolved.setdefault(key, set()).add(label)
            _use(g, seat, label)
            if after_power is not None:
                after_power(index)


def _use(g: Game, seat: SpiritData, label: str) -> None:
    key = seat.key
    kind, _, name = label.partition(":")
    if kind == "card":
        power: PowerData | InnateData = g.setup.powers[name]
        ops = power.ops
        title = g.setup.powers[name].name
    else:
        power = innate_named(g, key, name)
        met = levels_met(g, key, power)
        levels = list(range(met, 0, -1))
        level = decide(g.policy, "sim.innate.level", levels, context=f"{key}: {name} up to level")
        assert level is not None
        ops = innate_ops(power, int(level))
        title = name
    use = decide(g.policy, "sim.use", ["use", "decline"], context=f"{key}: use {title}")
    if use != "use":
        g.state.log.append(f"{key} declines {title}")
        return
    if resolve(g, key, label, title, power, ops) and kind == "innate":
        g.innates_used += 1
