"""The Event step of the Invader Phase (published Branch & Claw rules): after the Blighted
Island effect, before the fear cards, the top Event card (:mod:`.state.event_card`) is revealed
and resolved — its main event, then its Token event, then its Dahan event — and discarded.

The main event is the part for the current Invader Stage (the stage of the Invader card revealed
last), the Terror Level, or a healthy / blighted island; on a choice card the players choose a
part (``event.choice``) among those they can pay for. A cost is Energy per player (``per``
another count: the part is not offered, a reading), lowered by 1 per element of its ``aided_by``
the spirits have, paid jointly (``pay.share``). A choice whose effect is only partly in the
language is offered only when no fully expressed one is. Every effect runs as the card's own
action: no spirit's power, "each player" is each spirit, modifiers last for the round."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardsmith.engine.choices import ChoiceProvider, decide
from cardsmith.rulesets.spirit_island.engine.ops.costs import pay_jointly
from cardsmith.rulesets.spirit_island.engine.ops.execute import execute
from cardsmith.rulesets.spirit_island.engine.state.event_card import EventCard, EventPart
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

__all__ = [
    "event_cost",
    "event_phase",
    "game_event_deck",
    "install_event_deck",
    "invader_stage",
    "main_parts",
]


def game_event_deck(cards: Sequence[EventCard], adversary: str | None) -> list[EventCard]:
    """The cards of a game's Event deck: those of another adversary than the game's left out."""
    return [c for c in cards if c.adversary is None or c.adversary == adversary]


def install_event_deck(state: State, deck: Sequence[EventCard]) -> None:
    """The Event deck, top first (the Event step reveals its top card)."""
    state.event_deck = tuple(deck)
    state.event_discard = ()
    state.log.append(f"event deck: {len(state.event_deck)} card(s)")


def invader_stage(state: State) -> int:
    """The current Invader Stage: the stage of the Invader card revealed last (1 before any)."""
    for cards in (state.slots["explore"], state.slots["build"], state.slots["ravage"]):
        if cards:
            return max(1, int(cards[-1].stage))
    return max([1, *(int(c.stage) for c in state.invader_discard[-1:])])


def main_parts(state: State, card: EventCard) -> list[EventPart]:
    """The parts of ``card`` that apply now (a choice card: every part)."""
    if card.kind in ("stage", "adversary"):
        stage = invader_stage(state)
        return [p for p in card.parts if stage in p.stages]
    if card.kind == "terror_level":
        return [p for p in card.parts if min(state.terror_level, 3) in p.terror_levels]
    if card.kind == "island":
        side = "blighted" if state.island_blighted else "healthy"
        return [p for p in card.parts if p.island == side]
    return list(card.parts)


def event_cost(state: State, part: EventPart) -> int | None:
    """The Energy the spirits pay for ``part`` (``None``: a cost the engine cannot count)."""
    if not part.energy:
        return 0
    if part.per != "player":
        return None
    aid = sum(s.elements[part.aided_by] for s in state.spirits.values()) if part.aided_by else 0
    return max(0, part.energy * state.players - aid)


def event_phase(state: State, choices: ChoiceProvider) -> None:
    """Reveal the top Event card and resolve it (nothing when the deck is empty)."""
    if not state.event_deck:
        if not state.event_discard:
            return
        state.event_deck, state.event_discard = state.event_discard, ()  # turned over
    card, state.event_deck = state.event_deck[0], state.event_deck[1:]
    state.event_card = card
    state.log.append(f"event: {card.name}")
    resolved: list[EventPart] = []
    if card.kind == "choice" and card.each_spirit:
        for spirit in list(state.spirits):
            part = _choose(state, card, choices, spirit)
            if part is not None and state.result is None:
                state.log.append(f"event: {card.name}: {spirit} chooses {part.name}")
                _run(state, card, part.ops, choices, part.name, spirit)
                resolved.append(part)
    else:
        part = _choose(state, card, choices)
        if part is not None:
            state.log.append(f"event: {card.name}: {part.name}")
            _run(state, card, part.ops, choices, part.name)
            resolved.append(part)
    for what, ops in (("token event", card.token_ops), ("dahan event", card.dahan_ops)):
        if ops and state.result is None:
            _run(state, card, ops, choices, what)
    _put_away(state, card, resolved)


def _put_away(state: State, card: EventCard, resolved: Sequence[EventPart]) -> None:
    """Discard the card, or put it back under the deck's top N cards (``return_under``)."""
    under = next((p.return_under for p in resolved if p.return_under is not None), None)
    if under is None:
        state.event_discard = (*state.event_discard, card)
        return
    deck = state.event_deck
    state.event_deck = (*deck[:under], card, *deck[under:])
    state.log.append(f"event: {card.name} goes back into the Event deck under {under} card(s)")


def _choose(
    state: State, card: EventCard, choices: ChoiceProvider, spirit: str | None = None
) -> EventPart | None:
    """The part to resolve; on a choice card the one chosen (by ``spirit`` alone, when it
    chooses for itself: its own Energy pays), paid for."""
    parts = main_parts(state, card)
    if card.kind != "choice" or not parts:
        return parts[0] if parts else None
    payers = [spirit] if spirit is not None else list(state.spirits)
    energy = sum(state.spirits[s].energy for s in payers)
    payable = [p for p in parts if (c := event_cost(state, p)) is not None and c <= energy]
    offered = [p for p in payable if p.complete] or payable
    if not offered:
        return None
    names = [p.name for p in offered]
    who = spirit or "the players"
    got = decide(choices, "event.choice", names, context=f"event {card.name}: {who} choose")
    part = offered[names.index(str(got))] if got in names else offered[0]
    cost = event_cost(state, part) or 0
    if cost and spirit is not None:
        state.spirits[spirit].energy -= cost
    elif cost and payers:
        run = execute([], state, choices, name=f"event {card.name}")
        pay_jointly(run, payers[0], cost)
        state.log.append(f"event: {card.name}: {who} pay {cost} energy")
    return part


def _run(
    state: State,
    card: EventCard,
    ops: Sequence[Any],
    choices: ChoiceProvider,
    what: str,
    spirit: str | None = None,
) -> None:
    execute(list(ops), state, choices, spirit=spirit, name=f"event {card.name} ({what})")
