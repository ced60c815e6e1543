"""One round of a whole game (:mod:`.simulate`): the Spirit Phase, the power phases, the
Invader Phase, Time Passes — every legal choice the rules give, as a decision.

Spirit Phase, spirit by spirit (:mod:`.round.spirit_phase`: :func:`spirit_phase`, in steps so that a
bot can resume a copy of the game after any of them — :func:`finish_spirit_phase`,
:func:`finish_round`, :func:`resume_round`):

- ``sim.growth`` — the growth option (its number; asked once per option a spirit picks:
  twice for one that picks two); ``sim.growth.order`` — the order of its
  actions (a tuple of action indices, asked when the order can matter);
- the power cards it gains (:mod:`.changes.power_cards`: ``gain.deck``, ``gain.keep``,
  ``gain.forget``);
- Gain Energy;
- ``sim.play`` (optional: ``None`` keeps the energy and the card plays left) among the cards
  in hand the spirit can pay for — with or without a legal target: a card may be played only
  for its elements.

Power phases (:mod:`.round.powers`: :func:`powers_phase`; innate levels:
:mod:`.round.innate_levels`; one power resolved: :mod:`.round.resolve_power`), spirit by spirit:
``sim.make_fast`` (a "make this power fast" effect: which slow power), ``sim.next`` (which power
resolves next, ``card:ID`` / ``innate:NAME``), ``sim.use`` (``use`` / ``decline``: any power may be
declined), ``sim.innate.level`` (the last level of an innate to use: levels are done in order and
the spirit may stop early), then the targets. Each power is one action: the result is judged when
it finishes (:meth:`engine.state.GameState.action`), and so is each invader action in a land
and each fear card. Time Passes: ``sim.reclaim_played`` for each "reclaim 1 power card instead
of discarding" effect.

This module holds the Invader Phase, Time Passes and the round itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardsmith.engine.choices import decide
from cardsmith.rulesets.spirit_island.engine.round import phases as game
from cardsmith.rulesets.spirit_island.engine.round.powers import (
    powers_phase,
)
from cardsmith.rulesets.spirit_island.engine.round.spirit_phase import (
    finish_spirit_phase,
    growth_step,
)
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.rules.blight_cards import blight_card_invader_phase
from cardsmith.rulesets.spirit_island.engine.rules.events import event_phase

if TYPE_CHECKING:
    from cardsmith.rulesets.spirit_island.engine.round.game import Game

__all__ = [
    "PHASES",
    "SEAT_STEPS",
    "finish_round",
    "invader_phase",
    "play_round",
    "resume_round",
    "round_steps",
    "time_passes",
]

def invader_phase(g: Game) -> None:
    """Blighted Island effect → Event → Fear cards → Ravage → Build → Explore → Advance; the
    Event card, each fear card and each invader action in a land is one action; stops as soon
    as the game is over."""
    state, choices = g.state, g.policy
    state.log.append(f"-- invader phase, round {state.round + 1}")
    if state.blight_each_phase:
        with state.action():
            blight_card_invader_phase(state, choices)
    if (state.event_deck or state.event_discard) and state.update_result() is None:
        with state.action():
            event_phase(state, choices)
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
    """Cards kept by "reclaim instead of discarding" effects, then
    :func:`.round.phases.time_passes`."""
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


#: the power phases and the Invader Phase of a round, in order, after the Spirit Phases
PHASES: tuple[str, ...] = ("fast", "invaders", "slow")
#: the steps of a seat's Spirit Phase: growth and its gains, then Gain Energy and the card plays
SEAT_STEPS = 2


def round_steps(g: Game) -> int:
    """The steps of a round before Time Passes: each seat's Spirit Phase in :data:`SEAT_STEPS`
    steps, then :data:`PHASES`."""
    return SEAT_STEPS * len(g.setup.spirits) + len(PHASES)


def _step(g: Game, step: int, seat: int, point: Callable[..., None] | None) -> bool:
    """Play step ``step`` of the round (a power phase from seat ``seat`` on, telling ``point``
    after each power); ``True``: the step ends a phase (checked then)."""
    seats = g.setup.spirits
    if step < SEAT_STEPS * len(seats):
        index, part = divmod(step, SEAT_STEPS)
        if part == 0:
            growth_step(g, seats[index])
            return False
        if g.state.result is None:
            finish_spirit_phase(g, seats[index])
        return True
    phase = PHASES[step - SEAT_STEPS * len(seats)]
    if phase == "invaders":
        invader_phase(g)
    else:
        after = None if point is None else (lambda at: point(g, step, at))
        powers_phase(g, phase, from_seat=seat, after_power=after)
    return True


def resume_round(g: Game, done: int = 0, seat: int = 0) -> bool:
    """The round from its step ``done`` on (0: the start; ``done`` steps of :func:`round_steps`
    already played, by this game or by the game it is a copy of; of a power phase, the powers
    of the seats before ``seat`` too); ``True``: game over. At each point between powers (after
    a step, the game not over; after a power), a policy with ``round_point(game, done, seat)``
    is told where the round is, in the terms of this function: a bot may keep a copy there and
    resume it with them."""
    point = getattr(g.policy, "round_point", None)
    point = point if callable(point) else None
    for step in range(done, round_steps(g)):
        if _step(g, step, seat if step == done else 0, point) and g.checkpoint():
            return True
        if point is not None:
            point(g, step + 1, 0)
    time_passes(g)
    over = g.checkpoint()
    g.record_round()
    return over


def finish_round(g: Game, after_seat: int) -> bool:
    """The rest of the round after seat ``after_seat``'s Spirit Phase; ``True``: game over."""
    return resume_round(g, SEAT_STEPS * (after_seat + 1))


def play_round(g: Game) -> bool:
    """One round; ``True`` when the game is over."""
    g.rounds += 1
    g.state.log.append(f"== round {g.rounds}: spirit phase")
    start = getattr(g.policy, "start_round", None)
    if callable(start):  # a planning policy (bot.Rollouts) keeps the round's starting position
        start(g)
    return resume_round(g)
