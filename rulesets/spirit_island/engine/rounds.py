"""One round of a whole game (:mod:`.simulate`): the Spirit Phase, the power phases, the
Invader Phase, Time Passes — every legal choice the rules give, as a decision.

Spirit Phase, spirit by spirit (:func:`spirit_phase`, in steps so that a bot can resume a copy
of the game after any of them — :func:`finish_spirit_phase`, :func:`finish_round`):

- ``sim.growth`` — the growth option (its number; asked once per option a spirit picks:
  twice for one that picks two); ``sim.growth.order`` — the order of its
  actions (a tuple of action indices, asked when the order can matter);
- the power cards it gains (:mod:`.decks`: ``gain.deck``, ``gain.keep``, ``gain.forget``);
- Gain Energy;
- ``sim.play`` (optional: ``None`` keeps the energy and the card plays left) among the cards
  in hand the spirit can pay for — with or without a legal target: a card may be played only
  for its elements.

Power phases (:func:`powers_phase`), spirit by spirit: ``sim.make_fast`` (a "make this power
fast" effect: which slow power), ``sim.next`` (which power resolves next, ``card:ID`` /
``innate:NAME``), ``sim.use`` (``use`` / ``decline``: any power may be declined),
``sim.innate.level`` (the last level of an innate to use: levels are done in order and the
spirit may stop early), then the targets. Each power is one action: the result is judged when
it finishes (:meth:`engine.state.GameState.action`), and so is each invader action in a land
and each fear card. Time Passes: ``sim.reclaim_played`` for each "reclaim 1 power card instead
of discarding" effect.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import permutations
from typing import TYPE_CHECKING, Any

from dsl.ir import Ops
from engine.choices import decide
from rulesets.spirit_island.engine import game, invaders
from rulesets.spirit_island.engine.decks import resolve_pending
from rulesets.spirit_island.engine.execute import execute
from rulesets.spirit_island.engine.growth import gain_energy_phase, grow, growth_picks, pick_actions
from rulesets.spirit_island.engine.run import ExecutionError
from rulesets.spirit_island.engine.state import INVADER_KINDS, State
from rulesets.spirit_island.engine.targeting import (
    card_modifiers,
    legal_spirit_targets,
    legal_targets,
    sources_for,
)

if TYPE_CHECKING:
    from rulesets.spirit_island.engine.simulate import Game, InnateData, PowerData, SpiritData

__all__ = [
    "finish_round",
    "finish_spirit_phase",
    "invader_phase",
    "play_round",
    "powers_phase",
    "spirit_phase",
    "time_passes",
]

#: event ops that move pieces (for the per-card attribution)
MOVES = ("push", "gather", "move")


# --- targets -----------------------------------------------------------------------------------
def targets(
    state: State, spirit: str, range_: Any, target: Any, ops: Ops, *, card: bool = True
) -> tuple[list[str], list[str]]:
    """(land targets, spirit targets) — exactly one is used, by the shape of the power
    (``card``: a power card, not an innate power)."""
    if range_ == "none" or (isinstance(target, Mapping) and "spirit" in target):
        spec = target if isinstance(target, Mapping) and "spirit" in target else {"spirit": "any"}
        return [], legal_spirit_targets(state, spirit, spec)
    return legal_targets(state, spirit, range_, target, card_ops=ops, card=card), []


def _is_card(power: PowerData | InnateData) -> bool:
    """A power card (it has a cost), not an innate power."""
    return hasattr(power, "cost")


def has_target(state: State, spirit: str, power: PowerData | InnateData) -> bool:
    card = _is_card(power)
    lands, spirits = targets(state, spirit, power.range, power.target, power.ops, card=card)
    return bool(lands or spirits)


def _attribute(g: Game, label: str, start: int) -> None:
    """Add what the events since ``start`` did to ``label``'s tally."""
    tally = g.effects.setdefault(label, {})
    for e in g.state.events[start:]:
        key = None
        if e.op == "damage" and e.kind in INVADER_KINDS:
            key = "damage"
        elif e.op == "destroy" and e.kind in INVADER_KINDS:
            key = "invaders_destroyed"
        elif e.op == "fear":
            key = "fear"
        elif e.op in MOVES and e.kind is not None and not e.kind.startswith("presence"):
            key = "pieces_moved"
        elif e.op == "defend":
            key = "defend"
        elif e.op == "remove" and e.kind == "blight":
            key = "blight_removed"
        elif e.op == "add" and e.kind == "blight":
            key = "blight_added"
        if key is not None:
            tally[key] = tally.get(key, 0) + e.count
    tally["uses"] = tally.get("uses", 0) + 1


def resolve(
    g: Game, spirit: str, label: str, name: str, power: PowerData | InnateData, ops: Ops
) -> bool:
    """Resolve one power as one action, on a target chosen by the policy; ``False``: no legal
    target (skipped)."""
    state = g.state
    card = _is_card(power)
    lands, spirits = targets(state, spirit, power.range, power.target, power.ops, card=card)
    kw: dict[str, Any] = {}
    if spirits:
        kw["target_spirit"] = decide(
            g.policy, "sim.target_spirit", spirits, context=f"{spirit}: {name} targets"
        )
    elif lands:
        land = decide(g.policy, "sim.target", lands, context=f"{spirit}: {name} targets")
        assert land is not None
        kw["target_land"] = land
        kw["source_land"] = decide(
            g.policy,
            "sim.source",
            sources_for(state, spirit, power.range, land, card_ops=power.ops, card=card),
            context=f"{spirit}: {name} from",
        )
    else:
        state.log.append(f"{spirit}: {name} has no legal target, skipped")
        return False
    start = len(state.events)
    with state.action():
        try:
            execute(ops, state, g.policy, spirit=spirit, name=f"{spirit}: {name}", **kw)
        except ExecutionError as exc:
            g.errors.append(f"round {g.rounds}: {name}: {exc}")
            state.log.append(f"{spirit}: {name} failed: {exc}")
    _attribute(g, label, start)
    resolve_pending(state, g.decks, g.policy, g.gains)
    return True


# --- the Spirit Phase --------------------------------------------------------------------------
def _orders(option: Sequence[Mapping[str, Any]]) -> list[tuple[int, ...]]:
    """The distinct orders of a growth option's actions (printed order first); one order when
    the option adds no presence (the other actions commute)."""
    n = len(option)
    if n < 2 or not any("add_presence" in a for a in option):
        return [tuple(range(n))]
    seen: dict[tuple[str, ...], tuple[int, ...]] = {}
    for order in permutations(range(n)):
        key = tuple(repr(sorted(option[i].items())) for i in order)
        seen.setdefault(key, order)
    return list(seen.values())


def do_growth(g: Game, seat: SpiritData, number: int | Sequence[int]) -> None:
    """Growth option ``number`` (1-based; several for a spirit that picks more than one, with
    its ``growth_always`` actions) in an order the policy picks, then the power cards it
    gains."""
    pick = [number] if isinstance(number, int) else list(number)
    option = pick_actions(seat.record, pick)
    for n in pick:
        g.state.spirits[seat.key].growth_used[int(n)] += 1
    order = decide(
        g.policy, "sim.growth.order", _orders(option), context=f"{seat.key}: growth order"
    )
    assert order is not None
    with g.state.action():
        grow(g.state, seat.key, [option[i] for i in order], g.policy)
    resolve_pending(g.state, g.decks, g.policy, g.gains)


def playable(g: Game, key: str) -> list[str]:
    """The cards in hand the spirit can pay for (targets are not required)."""
    s = g.state.spirits[key]
    powers = g.setup.powers
    return [c for c in sorted(set(s.hand)) if c in powers and powers[c].cost <= s.energy]


def play_card(g: Game, key: str, card: str) -> None:
    """Pay for ``card`` and put it in play (its elements count at once)."""
    s = g.state.spirits[key]
    power = g.setup.powers[card]
    s.energy -= power.cost
    s.hand.remove(card)
    s.played.append(card)
    s.elements.update(power.elements)
    g.played[card] += 1
    g.state.log.append(f"{key} plays {power.name} (cost {power.cost}, energy left {s.energy})")


def play_cards(g: Game, seat: SpiritData) -> None:
    """Card plays: one card at a time, up to the spirit's card plays (``None`` stops)."""
    key = seat.key
    s = g.state.spirits[key]
    while len(s.played) < s.card_plays and g.state.result is None:
        card = decide(g.policy, "sim.play", playable(g, key), context=f"{key}: play a card", min=0)
        if card is None:
            break
        play_card(g, key, card)
    g.unspent[key] = s.energy


def finish_spirit_phase(g: Game, seat: SpiritData) -> None:
    """After growth and its gains: Gain Energy, then the card plays."""
    s = g.state.spirits[seat.key]
    if s.tracks is not None:
        gain_energy_phase(g.state, seat.key)
    bonus = g.setup.energy_bonus.get(seat.key, 0)
    if bonus:
        s.energy = max(0, s.energy + bonus)
        g.state.log.append(f"{seat.key}: {bonus:+d} energy (setup bonus)")
    play_cards(g, seat)


def spirit_phase(g: Game, seat: SpiritData) -> None:
    picks = (
        growth_picks(seat.record, g.state.spirits[seat.key]) if seat.record.get("growth") else []
    )
    chosen: list[int] = []
    while picks and len(chosen) < len(picks[0]):  # one option at a time (pick two: twice)
        numbers = sorted({p[len(chosen)] for p in picks if list(p[: len(chosen)]) == chosen})
        number = decide(g.policy, "sim.growth", numbers, context=f"{seat.key}: growth option")
        assert number is not None
        chosen.append(int(number))
    if chosen:
        do_growth(g, seat, chosen[0] if len(chosen) == 1 else chosen)
    if g.state.result is None:
        finish_spirit_phase(g, seat)


# --- the power phases --------------------------------------------------------------------------
def _speed(g: Game, key: str, label: str) -> str:
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


def level_elements(innate: InnateData) -> list[Mapping[str, int]]:
    """The elements of each level of ``innate``, lowest first (from the record; without it,
    the top-level thresholds of its ops)."""
    if innate.levels:
        return list(innate.levels)
    return [op.get("elements") or {} for op in innate.ops if op.get("op") == "threshold"]


def _levels_met(g: Game, key: str, innate: InnateData) -> int:
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


def _innate(g: Game, key: str, name: str) -> InnateData:
    return next(i for i in g.seat(key).innates if i.name == name)


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
    return g.setup.powers[name].ops if kind == "card" else _innate(g, key, name).ops


def _offer_make_fast(g: Game, key: str, waiting: list[str]) -> None:
    """``make_fast`` effects of this round (Gift of Wind-Sped Steps): make slow powers fast."""
    for eff in g.state.spirit_effects(key, "make_fast"):
        if eff.get("used") in (True, g.state.round):  # a special rule: once each round
            continue
        wanted = [str(x) for x in eff.get("with_ops") or ()]
        resolved = g.resolved.get(key, set())
        options = [
            label
            for label in waiting
            if _speed(g, key, label) == "slow"
            and label not in resolved
            and (not wanted or _uses_ops(_ops_of(g, key, label), wanted))
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


def _offer_swap_speed(g: Game, key: str) -> None:
    """``swap_speed`` effects of this round (Sky Stretches to Shore): a slow power used as if
    fast, or a fast one as if slow (decision ``sim.swap_speed``, declinable; offered once)."""
    for eff in g.state.spirit_effects(key, "swap_speed"):
        if eff.get("used"):
            continue
        eff["used"] = True
        options = [*_waiting(g, key, "slow"), *_waiting(g, key, "fast")]
        for _ in range(int((eff.get("count") or {}).get("n", 1))):
            label = decide(
                g.policy, "sim.swap_speed", options, context=f"{key}: swap a power's speed", min=0
            )
            if label is None:
                break
            options.remove(label)
            to_fast = _speed(g, key, label) == "slow"
            (g.made_fast if to_fast else g.made_slow).setdefault(key, set()).add(label)
            g.state.log.append(f"{key}: {label} is {'fast' if to_fast else 'slow'} this round")


def _waiting(g: Game, key: str, speed: str) -> list[str]:
    s = g.state.spirits[key]
    resolved = g.resolved.get(key, set())
    labels = [f"card:{c}" for c in dict.fromkeys(s.played)]
    labels += [f"innate:{i.name}" for i in g.seat(key).innates if _levels_met(g, key, i) > 0]
    return [x for x in labels if x not in resolved and _speed(g, key, x) == speed]


def powers_phase(g: Game, speed: str) -> None:
    """Each spirit's powers of ``speed``, in the order the policy picks."""
    state = g.state
    for seat in g.setup.spirits:
        key = seat.key
        while state.result is None:
            if speed == "fast":
                _offer_make_fast(g, key, _waiting(g, key, "slow"))
                _offer_swap_speed(g, key)
            waiting = _waiting(g, key, speed)
            label = decide(g.policy, "sim.next", waiting, context=f"{key}: next {speed} power")
            if label is None:
                break
            g.resolved.setdefault(key, set()).add(label)
            _use(g, seat, label)


def _use(g: Game, seat: SpiritData, label: str) -> None:
    key = seat.key
    kind, _, name = label.partition(":")
    if kind == "card":
        power: PowerData | InnateData = g.setup.powers[name]
        ops = power.ops
        title = g.setup.powers[name].name
    else:
        power = _innate(g, key, name)
        met = _levels_met(g, key, power)
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


# --- the Invader Phase, Time Passes ------------------------------------------------------------
def invader_phase(g: Game) -> None:
    """Fear cards → Ravage → Build → Explore → Advance; each fear card and each invader action
    in a land is one action; stops as soon as the game is over."""
    state, choices = g.state, g.policy
    state.log.append(f"-- invader phase, round {state.round + 1}")
    while state.earned_fear and state.result is None:
        fear = state.earned_fear.pop(0)
        state.log.append(f"fear card {fear} (terror level {state.terror_level})")
        with state.action():
            g.fear_effect(state, fear, state.terror_level, choices)
        state.resolved_fear.append(fear)
    for slot, act in (("ravage", "ravage"), ("build", "build")):
        for card in list(state.slots[slot]):
            for land in invaders.card_lands(state, card):
                if state.update_result() is not None:
                    return
                with state.action():
                    if act == "ravage":
                        invaders.ravage(state, land, choices)
                    else:
                        invaders.build(state, land)
    if state.update_result() is not None:
        return
    with state.action():
        invaders.reveal_and_explore(state, choices, escalation=g.setup.difficulty != "easier")
    if state.update_result() is None:
        invaders.advance(state)


def time_passes(g: Game) -> None:
    """Cards kept by "reclaim instead of discarding" effects, then :func:`game.time_passes`."""
    state = g.state
    for key, s in state.spirits.items():
        for eff in state.spirit_effects(key, "reclaim_cards"):
            n = int((eff.get("count") or {}).get("n", 1))
            for _ in range(n):
                card = decide(
                    g.policy,
                    "sim.reclaim_played",
                    sorted(set(s.played)),
                    context=f"{key}: reclaim a played card",
                    min=0,
                )
                if card is None:
                    break
                s.played.remove(card)
                s.hand.append(card)
                state.log.append(f"{key} reclaims {card} instead of discarding it")
    game.time_passes(state, g.policy)
    g.made_fast.clear()
    g.made_slow.clear()
    g.resolved.clear()


def finish_round(g: Game, after_seat: int) -> bool:
    """The rest of the round after seat ``after_seat``'s Spirit Phase; ``True``: game over."""
    for seat in g.setup.spirits[after_seat + 1 :]:
        spirit_phase(g, seat)
        if g.checkpoint():
            return True
    for step in ("fast", "invaders", "slow"):
        if step == "invaders":
            invader_phase(g)
        else:
            powers_phase(g, step)
        if g.checkpoint():
            return True
    time_passes(g)
    over = g.checkpoint()
    g.record_round()
    return over


def play_round(g: Game) -> bool:
    """One round; ``True`` when the game is over."""
    g.rounds += 1
    g.state.log.append(f"== round {g.rounds}: spirit phase")
    start = getattr(g.policy, "start_round", None)
    if callable(start):  # a planning policy (bot.Rollouts) keeps the round's starting position
        start(g)
    return finish_round(g, -1)
