"""How good a position is for the spirits: the score the bot (:mod:`.bots.rollouts`) compares
options by.

Read at the end of a round (after Time Passes): the Ravage slot holds the card that ravages
next round, the Build slot the one that builds. The score is a weighted sum of
features (:func:`features`; one blight in the pool is worth 100). Nothing here names a spirit or a
card: only pieces, pools, the invader cards in their slots, the fear track and the spirits'
presence, tracks, energy and cards.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING

from cardsmith.rulesets.spirit_island.engine.bots.appraisal import threatened_lands
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import INVADER_KINDS, SpiritState

if TYPE_CHECKING:
    from cardsmith.rulesets.spirit_island.engine.round.game import Game

__all__ = ["DEFAULT_WEIGHTS", "FEATURES", "Weights", "evaluate", "features", "next_ravages"]

#: the score of a won (lost) game, before the bonus for finishing early (lasting longer)
WON = 10000.0


#: the energy a spirit keeps that counts (``energy`` feature)
ENERGY_CAP = 12
#: the discount a round of the ``economy`` feature
DISCOUNT = 0.8


@dataclass(frozen=True)
class Weights:
    """The position score: one weight per feature of :func:`features` (a blight in the pool is
    worth 100); negative weights for what hurts the spirits."""

    blight_pool: float = 100.0  # blight left in the pool
    last_blight: float = -100.0  # 1 when a single blight is left (the next one loses)
    ravage_blight: float = -60.0  # lands next round's Ravage blights as things stand
    cascade: float = -45.0  # ... where blight already is (the blight cascades)
    presence_at_risk: float = -8.0  # presence in such lands (blight destroys one)
    dahan_at_risk: float = -4.0  # dahan next round's Ravage destroys
    build: float = -10.0  # lands next round's Build hits
    explorer: float = -5.0
    town: float = -12.0
    city: float = -20.0
    blighted_invader: float = -3.0  # invaders in lands with blight
    fear: float = 6.0  # fear generated (an earned card counts the fear pool's size)
    terror: float = 40.0  # terror levels above 1
    #: pieces between the terror level and its victory (TL2: towns and cities; TL3: cities)
    victory_piece: float = -10.0
    dahan: float = 4.0
    presence: float = 10.0  # presence on the island
    sacred_site: float = 4.0
    card_play: float = 16.0  # card plays (card plays track)
    income: float = 12.0  # energy per turn (energy track)
    energy: float = 2.0  # energy kept (up to ``ENERGY_CAP``)
    card: float = 6.0  # power cards owned
    in_hand: float = 2.0  # ... of them in hand
    #: elements the tracks give towards the levels of the spirit's innates (per level, the
    #: share of its elements met)
    innate_level: float = 15.0
    #: the cards a spirit can play a round (limited by card plays, cards owned and energy:
    #: income + what it keeps over the average cost of its cards) × the discounted rounds left
    economy: float = 0.0
    rounds_left: float = 0.0  # invader cards left in the deck
    income_left: float = 0.0  # income × rounds left
    card_play_left: float = 0.0  # card plays × rounds left
    presence_left: float = 0.0  # presence × rounds left


DEFAULT_WEIGHTS = Weights()
#: the features, in the order of :class:`Weights`
FEATURES: tuple[str, ...] = tuple(f.name for f in fields(Weights))


def next_ravages(state: State) -> list[tuple[str, int]]:
    """The lands the Ravage slot's cards hit, with the invader damage they would deal there
    now (Defend included)."""
    return [
        (land, max(0, invaders.invader_damage(state, land) - state.defend_at(land)))
        for land in threatened_lands(state, "ravage")
    ]


def _threats(state: State, x: dict[str, float]) -> None:
    for land, damage in next_ravages(state):
        ls = state.land(land)
        if damage >= 2:
            x["ravage_blight"] += 1
            x["cascade"] += 1 if ls.blight else 0
            x["presence_at_risk"] += sum(1 for s in state.spirits.values() if s.presence[land])
        x["dahan_at_risk"] += min(ls.count("dahan"), damage // 2)
    x["build"] = float(len(threatened_lands(state, "build")))


def features(g: Game) -> dict[str, float]:
    """The position's features (:data:`FEATURES`), read at the end of a round."""
    state = g.state
    x = dict.fromkeys(FEATURES, 0.0)
    x["blight_pool"] = float(state.blight_pool)
    x["last_blight"] = 1.0 if state.blight_pool <= 1 else 0.0
    _threats(state, x)
    towns, cities = state.count_all("town"), state.count_all("city")
    x["explorer"] = float(state.count_all("explorer"))
    x["town"], x["city"] = float(towns), float(cities)
    x["blighted_invader"] = float(
        sum(ls.count(*INVADER_KINDS) for ls in state.lands.values() if ls.blight)
    )
    earned = len(state.resolved_fear) + len(state.earned_fear)
    x["fear"] = float(earned * state.fear_pool_size + state.generated_fear)
    x["terror"] = float(min(state.terror_level, 4) - 1)
    if state.terror_level == 2:
        x["victory_piece"] = float(towns + cities)
    elif state.terror_level == 3:
        x["victory_piece"] = float(cities)
    x["dahan"] = float(state.count_all("dahan"))
    left = len(state.invader_deck)
    x["rounds_left"] = float(left)
    for s in state.spirits.values():
        income = s.tracks.energy_per_turn() if s.tracks is not None else 0
        x["presence"] += s.presence_on_island()
        x["sacred_site"] += len(s.sacred_sites())
        x["card_play"] += s.card_plays
        x["income"] += income
        x["energy"] += min(s.energy, ENERGY_CAP)
        x["card"] += len(s.hand) + len(s.discard) + len(s.played)
        x["in_hand"] += len(s.hand)
        x["innate_level"] += _innate_progress(g, s)
        x["economy"] += _economy(g, s, left, DISCOUNT)
        x["income_left"] += income * left
        x["card_play_left"] += s.card_plays * left
        x["presence_left"] += s.presence_on_island() * left
    return x


def evaluate(g: Game, w: Weights = DEFAULT_WEIGHTS) -> float:
    """How good the position is for the spirits (higher is better): the weighted features; a
    finished game scores ±:data:`WON`, sooner wins and later losses a little better."""
    state = g.state
    if state.result == "victory":
        return WON - 10.0 * g.rounds
    if state.result == "defeat":
        return -WON + 50.0 * g.rounds
    x = features(g)
    return float(sum(getattr(w, name) * x[name] for name in FEATURES))


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
