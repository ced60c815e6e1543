"""Setting up a game from boards: the island, starting pieces, the fear deck, the invader deck and
the invaders' first partial turn."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cardsmith.engine.choices import ChoiceProvider, FirstLegal
from cardsmith.engine.dice import Deck, Rng
from cardsmith.rulesets.spirit_island.engine.ops.execute import on_card_gained
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.rules.adversaries import install_adversary
from cardsmith.rulesets.spirit_island.engine.state.adversary import Adversary
from cardsmith.rulesets.spirit_island.engine.state.board import Island
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard, default_fear_deck

FEAR_CARDS_USED = 9


def build_fear_deck(
    cards: Sequence[str], rng: random.Random, counts: tuple[int, int, int] = (3, 3, 3)
) -> list[str]:
    """Shuffle, keep ``sum(counts)`` (9), insert dividers: 3 cards, TL2, 3 cards, TL3, 3 cards
    (top first; an adversary's ``counts`` change the three)."""
    used = max(FEAR_CARDS_USED, sum(counts))
    pool = list(cards)
    if len(pool) < used:
        pool += [f"fear-{i + 1}" for i in range(len(pool), used)]
    deck = Deck(pool, rng=rng)
    deck.shuffle()
    return default_fear_deck(deck.draw(sum(counts)), counts)


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
    adversary: Adversary | None = None,
) -> State:
    """A game ready for round 1.

    ``spirits`` maps a spirit name to its starting presence (``{"A5": 2}``); ``invader_cards``
    is the box of invader cards (``InvaderCard.from_record`` of the content; default: the 15).
    Printed starting pieces (blight included) come from the box, not from the blight pool. With
    ``first_explore`` the invaders' first partial turn is played (explore, then advance).
    Everything random comes from one :class:`engine.dice.Rng` of ``seed``: the fear deck is
    shuffled first, then the invader stages I, II, III. ``board_tokens``: also place the tokens
    the boards print (a land's ``tokens: {beasts: 1}``; the base game's boards have Beasts and
    Disease, Horizons games ignore them). ``adversary``: its level's fear cards per Terror
    Level and Invader Deck order (the same generator, in the same order).
    """
    rng = Rng(seed)
    island = Island.from_boards(boards, links)
    n = players if players is not None else max(1, len(island.boards))
    state = State.empty(island, players=n)
    state.on_card_gained = on_card_gained  # "after you gain a major power card: …"
    for land_id in island.land_ids():
        for kind, count in island.land(land_id).setup:
            state.place(land_id, kind, count)
        for kind, count in island.land(land_id).tokens if board_tokens else ():
            state.place(land_id, kind, count)
    for name, presence in (spirits or {}).items():
        state.add_spirit(name, presence=dict(presence))
    counts = adversary.fear_cards if adversary is not None else (3, 3, 3)
    state.fear_deck = build_fear_deck(fear_cards, rng, counts)
    order = adversary.deck_order if adversary is not None else None
    if order:
        state.invader_deck = invaders.invader_deck_in_order(rng, order, invader_cards)
    else:
        state.invader_deck = invaders.build_invader_deck(rng, invader_cards)
    if adversary is not None:
        install_adversary(state, adversary)
    state.log.append(
        f"setup: {n} player(s), boards {', '.join(island.boards)}, blight pool "
        f"{state.blight_pool}, fear pool {state.fear_pool}"
    )
    if first_explore:
        invaders.reveal_and_explore(state, choices or FirstLegal())
        invaders.advance(state)
    return state
