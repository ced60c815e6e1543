"""How good a position is for the spirits: the score the bot (:mod:`.bot`) compares options by.

Read at the end of a round (after Time Passes): the Ravage slot holds the card that ravages
next round, the Build slot the one that builds. One blight in the pool is worth
``Weights.blight``; the other weights are in the same unit. Nothing here names a spirit or a
card: only pieces, pools, the invader cards in their slots, the fear track and the spirits'
presence, tracks, energy and cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulesets.spirit_island.engine import invaders
from rulesets.spirit_island.engine.state import INVADER_KINDS, SpiritState, State

if TYPE_CHECKING:
    from rulesets.spirit_island.engine.simulate import Game

__all__ = ["DEFAULT_WEIGHTS", "Weights", "evaluate", "next_ravages"]

#: the score of a won (lost) game, before the bonus for finishing early (lasting longer)
WON = 10000.0


@dataclass(frozen=True)
class Weights:
    """The position score's weights (:func:`evaluate`), in blight-pool units of 100."""

    blight: float = 100.0  # each blight left in the pool
    last_blight: float = 100.0  # more when a single blight is left (the next one loses)
    ravage_blight: float = 60.0  # a land next round's Ravage blights as things stand
    cascade: float = 45.0  # ... where blight already is (the blight cascades)
    presence_at_risk: float = 8.0  # presence in such a land (blight destroys one)
    dahan_at_risk: float = 4.0  # dahan such a Ravage destroys
    build: float = 10.0  # a land next round's Build hits
    explorer: float = 5.0
    town: float = 12.0
    city: float = 20.0
    blighted_invader: float = 3.0  # an invader in a land with blight
    fear: float = 6.0  # each fear generated (earned cards count 4 × players each)
    terror: float = 40.0  # each terror level above 1
    #: each piece between the terror level and its victory (TL2: towns and cities; TL3: cities)
    victory_piece: float = 10.0
    presence: float = 10.0  # presence on the island
    sacred_site: float = 4.0
    income: float = 12.0  # energy per turn (energy track)
    card_play: float = 16.0  # card plays (card plays track)
    #: the same, again for each round the invader deck still lasts (growth pays off longer)
    income_per_round: float = 0.0
    card_play_per_round: float = 0.0
    #: the economy: the cards a spirit can play a round, limited by its card plays, its cards
    #: and its energy (income + what it keeps, over the average cost of its cards), for the
    #: rounds left, discounted by ``discount`` a round
    play: float = 0.0
    discount: float = 0.8
    #: elements the tracks give towards the levels of the spirit's innates (per level, the
    #: share of its elements met)
    innate_level: float = 0.0
    energy: float = 2.0  # energy kept (up to ``energy_cap``)
    energy_cap: int = 12
    card: float = 6.0  # power cards owned
    in_hand: float = 2.0  # ... of them in hand
    dahan: float = 4.0


DEFAULT_WEIGHTS = Weights()


def next_ravages(state: State) -> list[tuple[str, int]]:
    """The lands the Ravage slot's cards hit, with the invader damage they would deal there
    now (Defend included)."""
    out: list[tuple[str, int]] = []
    seen: set[str] = set()
    for card in state.slots["ravage"]:
        for land in invaders.card_lands(state, card):
            if land in seen or not state.has_invaders(land):
                continue
            seen.add(land)
            damage = invaders.invader_damage(state, land) - state.land(land).defend
            out.append((land, max(0, damage)))
    return out


def _threats(state: State, w: Weights) -> float:
    value = 0.0
    for land, damage in next_ravages(state):
        ls = state.land(land)
        if damage >= 2:
            value += w.ravage_blight + (w.cascade if ls.blight else 0.0)
            value += w.presence_at_risk * sum(
                1 for s in state.spirits.values() if s.presence[land] > 0
            )
        value += w.dahan_at_risk * min(ls.count("dahan"), damage // 2)
    built: set[str] = set()
    for card in state.slots["build"]:
        for land in invaders.card_lands(state, card):
            if land not in built and state.has_invaders(land):
                built.add(land)
                value += w.build
    return value


def evaluate(g: Game, w: Weights = DEFAULT_WEIGHTS) -> float:
    """How good the position is for the spirits (higher is better); a finished game scores
    ±:data:`WON`, sooner wins and later losses a little better."""
    state = g.state
    if state.result == "victory":
        return WON - 10.0 * g.rounds
    if state.result == "defeat":
        return -WON + 50.0 * g.rounds
    value = w.blight * state.blight_pool
    if state.blight_pool <= 1:
        value -= w.last_blight
    value -= _threats(state, w)
    explorers = state.count_all("explorer")
    towns = state.count_all("town")
    cities = state.count_all("city")
    value -= w.explorer * explorers + w.town * towns + w.city * cities
    value -= w.blighted_invader * sum(
        ls.count(*INVADER_KINDS) for ls in state.lands.values() if ls.blight
    )
    earned = len(state.resolved_fear) + len(state.earned_fear)
    value += w.fear * (earned * state.fear_pool_size + state.generated_fear)
    value += w.terror * (state.terror_level - 1)
    if state.terror_level == 2:
        value -= w.victory_piece * (towns + cities)
    elif state.terror_level == 3:
        value -= w.victory_piece * cities
    value += w.dahan * state.count_all("dahan")
    left = len(state.invader_deck)
    for s in state.spirits.values():
        value += w.presence * s.presence_on_island()
        value += w.sacred_site * len(s.sacred_sites())
        value += (w.card_play + w.card_play_per_round * left) * s.card_plays
        if s.tracks is not None:
            value += (w.income + w.income_per_round * left) * s.tracks.energy_per_turn()
        value += w.energy * min(s.energy, w.energy_cap)
        value += w.card * (len(s.hand) + len(s.discard) + len(s.played))
        value += w.in_hand * len(s.hand)
        if w.play:
            value += w.play * _economy(g, s, left, w.discount)
        if w.innate_level:
            value += w.innate_level * _innate_progress(g, s)
    return value


def _economy(g: Game, s: SpiritState, left: int, discount: float) -> float:
    """Cards playable per round (card plays, cards owned, energy) × the discounted rounds
    left."""
    cards = [*s.hand, *s.discard, *s.played]
    powers = g.setup.powers
    costs = [powers[c].cost for c in cards if c in powers]
    income = s.tracks.energy_per_turn() if s.tracks is not None else 0
    rounds = sum(discount**k for k in range(1, left + 1))
    if not costs or rounds <= 0:
        return 0.0
    average = max(0.5, sum(costs) / len(costs))
    energy = income + s.energy / max(1, left)
    plays = min(float(s.card_plays), len(costs) / 2.0, energy / average)
    return plays * rounds


def _innate_progress(g: Game, s: SpiritState) -> float:
    seat = next((x for x in g.setup.spirits if x.key == s.name), None)
    if seat is None:
        return 0.0
    total = 0.0
    for innate in seat.innates:
        for need in innate.levels:
            want = sum(need.values())
            if want:
                have = sum(min(s.permanent_elements[e], n) for e, n in need.items())
                total += have / want
    return total
