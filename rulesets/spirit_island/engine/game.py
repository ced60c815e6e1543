"""Game setup, the Invader Phase, Time Passes and the end of the game."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from engine.choices import ChoiceProvider, FirstLegal
from engine.dice import Deck, Rng
from rulesets.spirit_island.engine import invaders
from rulesets.spirit_island.engine.board import Island
from rulesets.spirit_island.engine.state import InvaderCard, LandModifiers, State, default_fear_deck

FearEffect = Callable[[State, str, int, ChoiceProvider], None]
"""Resolve one fear card: ``(state, card id, terror level, choices)``."""

FEAR_CARDS_USED = 9


def build_fear_deck(cards: Sequence[str], rng: random.Random) -> list[str]:
    """Shuffle, keep 9, insert dividers: 3 cards, TL2, 3 cards, TL3, 3 cards (top first)."""
    pool = list(cards)
    if len(pool) < FEAR_CARDS_USED:
        pool += [f"fear-{i + 1}" for i in range(len(pool), FEAR_CARDS_USED)]
    deck = Deck(pool, rng=rng)
    deck.shuffle()
    return default_fear_deck(deck.draw(FEAR_CARDS_USED))


def setup_game(
    boards: Sequence[Mapping[str, Any]],
    *,
    players: int | None = None,
    spirits: Mapping[str, Mapping[str, int]] | None = None,
    fear_cards: Sequence[str] = (),
    invader_cards: Sequence[InvaderCard] | None = None,
    links: Iterable[tuple[str, str]] = (),
    seed: int = 0,
    choices: ChoiceProvider | None = None,
    first_explore: bool = True,
    board_tokens: bool = False,
) -> State:
    """A game ready for round 1.

    ``spirits`` maps a spirit name to its starting presence (``{"A5": 2}``); ``invader_cards``
    is the box of invader cards (``InvaderCard.from_record`` of the content; default: the 15).
    Printed starting pieces (blight included) come from the box, not from the blight pool. With
    ``first_explore`` the invaders' first partial turn is played (explore, then advance).
    Everything random comes from one :class:`engine.dice.Rng` of ``seed``: the fear deck is
    shuffled first, then the invader stages I, II, III. ``board_tokens``: also place the tokens
    the boards print (a land's ``tokens: {beasts: 1}``; the base game's boards have Beasts and
    Disease, Horizons games ignore them).
    """
    rng = Rng(seed)
    island = Island.from_boards(boards, links)
    n = players if players is not None else max(1, len(island.boards))
    state = State.empty(island, players=n)
    for land_id in island.land_ids():
        for kind, count in island.land(land_id).setup:
            state.place(land_id, kind, count)
        for kind, count in island.land(land_id).tokens if board_tokens else ():
            state.place(land_id, kind, count)
    for name, presence in (spirits or {}).items():
        state.add_spirit(name, presence=dict(presence))
    state.fear_deck = build_fear_deck(fear_cards, rng)
    state.invader_deck = invaders.build_invader_deck(rng, invader_cards)
    state.log.append(
        f"setup: {n} player(s), boards {', '.join(island.boards)}, blight pool "
        f"{state.blight_pool}, fear pool {state.fear_pool}"
    )
    if first_explore:
        invaders.reveal_and_explore(state, choices or FirstLegal())
        invaders.advance(state)
    return state


def resolve_fear(state: State, choices: ChoiceProvider, effect: FearEffect | None) -> None:
    """Earned fear cards, first earned first, at the current terror level (cards earned while
    resolving join the end of the pile)."""
    while state.earned_fear and state.result is None:
        card = state.earned_fear.pop(0)
        state.log.append(f"fear card {card} (terror level {state.terror_level})")
        if effect is not None:
            effect(state, card, state.terror_level, choices)
        state.resolved_fear.append(card)


def invader_phase(
    state: State, choices: ChoiceProvider, *, fear_effect: FearEffect | None = None
) -> None:
    """Fear cards → Ravage → Build → Explore → Advance (stops as soon as the game is over)."""
    state.log.append(f"-- invader phase, round {state.round + 1}")

    def ravage() -> None:
        for card in list(state.slots["ravage"]):
            invaders.ravage_card(state, card, choices, stop_on_result=True)

    def build() -> None:
        for card in list(state.slots["build"]):
            invaders.build_card(state, card, stop_on_result=True)

    steps: list[Callable[[], None]] = [
        lambda: resolve_fear(state, choices, fear_effect),
        ravage,
        build,
        lambda: invaders.reveal_and_explore(state, choices, stop_on_result=True),
        lambda: invaders.advance(state),
    ]
    for step in steps:
        if state.update_result() is not None:
            return
        step()
    state.update_result()


def time_passes(state: State, choices: ChoiceProvider | None = None) -> None:
    """Heal all damage, clear defend and single-round effects, discard played cards; the
    spirits' "at end of turn (after discarding)" effects of this round run after the discard
    (their decisions with ``choices``, default the first legal option)."""
    end_of_turn = [
        e
        for e in (*state.round_effects, *state.spirit_rules)
        if e.get("name") == "trigger:end_of_turn"
    ]
    for ls in state.lands.values():
        for p in ls.pieces:
            if p.kind not in ls.mods.no_heal:
                p.damage = 0
        ls.defend = 0
        ls.mods = LandModifiers()
    state.round_effects.clear()
    state.listeners.clear()  # triggers last for the round
    for land_id, rules in list(state.island.place_rules.items()):
        if rules.get("ceased"):  # Absolute Stasis ends with the Slow phase
            state.island = state.island.with_land_back(land_id)
            state.log.append(f"{land_id} exists again")
    for s in state.spirits.values():
        s.discard.extend(s.played)
        s.played.clear()
        s.elements.clear()
    if end_of_turn:
        from rulesets.spirit_island.engine.exec_resources import end_of_turn_effects

        end_of_turn_effects(state, end_of_turn, choices or FirstLegal())
    state.round += 1
    state.log.append(f"-- time passes (round {state.round} over)")
    if state.spirit_rules:  # "from now on" land effects, done again for the new round
        from rulesets.spirit_island.engine.exec_lasting import renew

        renew(state)
    state.update_result()


def check_result(state: State) -> str | None:
    """``"victory"``, ``"defeat"`` or ``None`` (victory wins a tie)."""
    return state.update_result()
