"""The Spirit Phase of a whole game (:mod:`.round.play`), spirit by spirit: the growth option(s)
(``sim.growth``) and the order of their actions (``sim.growth.order``), the power cards gained,
Gain Energy, then the card plays (``sim.play``) — in steps so that a bot can resume a copy of the
game after any of them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import permutations
from typing import TYPE_CHECKING, Any

from cardsmith.engine.choices import decide
from cardsmith.rulesets.spirit_island.engine.changes.power_cards import resolve_pending
from cardsmith.rulesets.spirit_island.engine.growth.options import (
    gain_energy_phase,
    grow,
    growth_picks,
    pick_actions,
)

if TYPE_CHECKING:
    from cardsmith.rulesets.spirit_island.engine.round.game import Game, SpiritData

__all__ = [
    "do_growth",
    "finish_spirit_phase",
    "growth_step",
    "play_card",
    "play_cards",
    "playable",
    "spirit_phase",
]


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


def growth_step(g: Game, seat: SpiritData) -> None:
    """The growth option(s) picked and done, then the power cards gained."""
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


def spirit_phase(g: Game, seat: SpiritData) -> None:
    """Growth (:func:`growth_step`), then, the game not over, :func:`finish_spirit_phase`."""
    growth_step(g, seat)
    if g.state.result is None:
        finish_spirit_phase(g, seat)
