"""A strong bot that treats every spirit alike: Monte Carlo rollouts over the Spirit Phase.

:class:`Rollouts` decides the two choices that shape a round — the growth option and which
cards to play (the whole set at once, keeping energy being one of the sets) — by playing each
candidate out on cheap copies of the game (:func:`copy_game`): the rest of the round and
``horizon`` more rounds with :class:`policies.Greedy` as the rollout policy, then a score of
the position (:func:`evaluate`; a game won or lost in the rollout scores by its result). Every
other decision is Greedy's. Nothing in it names a spirit or a card: it reads only the state,
the setup's compiled powers and the rules' decisions.

The copies never see hidden information: the invader deck, the fear deck and the power decks
are dealt again from the cards not seen yet (:func:`determinize`), one deal per sample,
shared by every candidate of a decision (common random numbers: candidates are compared on the
same futures).
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any, TypeVar

from engine.dice import Rng
from engine.events import EventLog
from rulesets.spirit_island.engine import invaders, rounds
from rulesets.spirit_island.engine.policies import Greedy
from rulesets.spirit_island.engine.state import InvaderCard, State

if TYPE_CHECKING:
    from rulesets.spirit_island.engine.simulate import Game, GameSetup

T = TypeVar("T")

__all__ = ["Rollouts", "copy_game", "determinize", "evaluate"]


@dataclass(frozen=True)
class Weights:
    """The position score's weights (:func:`evaluate`)."""

    blight_pool: float = 30.0
    fear_card: float = 9.0
    explorer: float = 1.5
    town: float = 4.0
    city: float = 7.0
    ravage_threat: float = 10.0
    build_threat: float = 2.0
    presence: float = 3.0
    card_play: float = 6.0
    income: float = 3.0
    energy: float = 0.4
    dahan: float = 1.5
    card_owned: float = 1.5


def evaluate(g: Game, w: Weights = Weights()) -> float:
    """How good the position is for the spirits (higher is better)."""
    state = g.state
    if state.result == "victory":
        return 1000.0 - 10 * g.rounds
    if state.result == "defeat":
        return -1000.0 + 10 * g.rounds
    value = w.blight_pool * state.blight_pool
    size = max(1, state.fear_pool_size)
    value += w.fear_card * (
        len(state.resolved_fear) + len(state.earned_fear) + state.generated_fear / size
    )
    value -= w.explorer * state.count_all("explorer")
    value -= w.town * state.count_all("town")
    value -= w.city * state.count_all("city")
    for card in state.slots["ravage"]:
        for land in invaders.card_lands(state, card):
            if invaders.invader_damage(state, land) - state.land(land).defend >= 2:
                value -= w.ravage_threat
    for card in state.slots["build"]:
        for land in invaders.card_lands(state, card):
            if state.has_invaders(land):
                value -= w.build_threat
    value += w.dahan * state.count_all("dahan")
    for s in state.spirits.values():
        value += w.presence * s.presence_on_island()
        value += w.card_play * s.card_plays
        if s.tracks is not None:
            value += w.income * s.tracks.energy_per_turn()
        value += w.energy * min(s.energy, 12)
        value += w.card_owned * (len(s.hand) + len(s.discard) + len(s.played))
    return value


# --- copies without hidden information ------------------------------------------------------
def copy_game(g: Game, policy: Any) -> Game:
    """A copy of ``g`` to play out: its own state and decks, no text log, no event history,
    no invariant checks, decisions by ``policy`` (bound to the copy). Only valid between
    powers (no trigger of this round waiting: listeners are not copied)."""
    from rulesets.spirit_island.engine.simulate import Game, NullLog

    state = g.state
    memo: dict[int, Any] = {
        id(state.island): state.island,
        id(state.log): NullLog(),
        id(state.journal): EventLog(),
        id(g.setup): g.setup,
    }
    new_state, decks = copy.deepcopy((state, g.decks), memo)
    new_state.choices = None
    clone = Game(
        setup=g.setup,
        state=new_state,
        policy=policy,
        check=False,
        decks=decks,
        gains={k: copy.copy(v) for k, v in g.gains.items()},
        rounds=g.rounds,
        unspent=dict(g.unspent),
    )
    bind = getattr(policy, "bind", None)
    if callable(bind):
        bind(new_state, g.setup)
    return clone


def _box_invaders(setup: GameSetup) -> list[InvaderCard]:
    if setup.invader_records is None:
        return [c for stage in (1, 2, 3) for c in invaders.invader_cards(stage)]
    return [InvaderCard.from_record(r) for r in setup.invader_records]


def determinize(g: Game, rng: Rng) -> None:
    """Deal the copy's hidden cards again from what the players have not seen: the invader
    deck (per stage, from the stage's box cards not revealed yet), the fear deck (the dividers
    stay in place) and the order of the power decks."""
    state = g.state
    seen = [*state.invader_discard, *(c for cards in state.slots.values() for c in cards)]
    seen_ids = Counter(c.id for c in seen)
    pools: dict[int, list[InvaderCard]] = {}
    for card in _box_invaders(g.setup):
        if seen_ids[card.id] > 0:
            seen_ids[card.id] -= 1
            continue
        pools.setdefault(card.stage, []).append(card)
    for pool in pools.values():
        rng.shuffle(pool)
    deck: list[InvaderCard] = []
    for card in state.invader_deck:
        pool = pools.get(card.stage) or [card]
        deck.append(pool.pop() if pool else card)
    state.invader_deck = deck
    used = {*state.resolved_fear, *state.earned_fear}
    unseen = [c for c in sorted(g.setup.fear_levels) if c not in used]
    rng.shuffle(unseen)
    fear = list(state.fear_deck)
    slots = [i for i, c in enumerate(fear) if not c.startswith("TL")]
    if len(unseen) >= len(slots):
        for i, fear_id in zip(slots, unseen, strict=False):
            fear[i] = fear_id
        state.fear_deck = fear
    for pile in g.decks.decks.values():
        pile.rng = Rng(rng.random())
        rng.shuffle(pile.cards)


# --- the bot ----------------------------------------------------------------------------------
class Rollouts:
    """Monte Carlo rollouts over growth and card plays, Greedy for the rest.

    ``samples``: deals of the hidden cards per decision; ``horizon``: whole rounds played after
    the current one; ``max_plans``: card sets tried (the best by Greedy's card values)."""

    def __init__(
        self,
        seed: int = 0,
        *,
        samples: int = 1,
        horizon: int = 1,
        max_plans: int = 12,
        weights: Weights = Weights(),
    ) -> None:
        self.seed = seed
        self.rng = Rng(f"rollouts {seed}")
        self.greedy = Greedy(seed)
        self.samples = samples
        self.horizon = horizon
        self.max_plans = max_plans
        self.weights = weights
        self.game: Game | None = None
        self.plan: dict[str, list[str]] = {}  # spirit -> cards still to play this round
        self.planned_round: dict[str, int] = {}
        self.rollouts = 0

    # --- binding ---
    def bind(self, state: State, setup: GameSetup | None = None) -> None:
        self.greedy.bind(state, setup)

    def bind_game(self, game: Game) -> None:
        self.game = game

    # --- decisions ---
    def choose(
        self, decision: str, options: Sequence[T], *, context: str = "", min: int = 1
    ) -> T | None:
        g = self.game
        if g is not None and g.state.choices is None and g.state.listeners == []:
            key = context.split(":", 1)[0]
            if key in g.state.spirits:
                if decision == "sim.growth" and len(options) > 1:
                    return self._growth(g, key, options)
                if decision == "sim.play":
                    answer: T | None = self._play(g, key, options)
                    return answer
        return self.greedy.choose(decision, options, context=context, min=min)

    def _seat_index(self, g: Game, key: str) -> int:
        return [s.key for s in g.setup.spirits].index(key)

    def _deals(self) -> list[float]:
        return [self.rng.random() for _ in range(self.samples)]

    def _rollout(self, g: Game, deal: float, key: str, apply: Any) -> float:
        policy = Greedy(int(deal * 2**31))
        clone = copy_game(g, policy)
        determinize(clone, Rng(deal))
        self.rollouts += 1
        seat = clone.seat(key)
        apply(clone, seat)
        if clone.state.result is None:
            over = rounds.finish_round(clone, self._seat_index(clone, key))
            extra = 0
            while not over and extra < self.horizon:
                over = rounds.play_round(clone)
                extra += 1
        return evaluate(clone, self.weights)

    def _best(self, scores: list[tuple[float, int]]) -> int:
        top = max(s for s, _ in scores)
        return min(i for s, i in scores if s == top)

    def _growth(self, g: Game, key: str, options: Sequence[T]) -> T:
        deals = self._deals()
        scores = []
        for i, option in enumerate(options):

            def apply(clone: Game, seat: Any, number: Any = option) -> None:
                rounds.do_growth(clone, seat, int(number))
                if clone.state.result is None:
                    rounds.finish_spirit_phase(clone, seat)

            total = sum(self._rollout(g, d, key, apply) for d in deals)
            scores.append((total / len(deals), i))
        return options[self._best(scores)]

    def _plans(self, g: Game, key: str, options: Sequence[str]) -> list[tuple[str, ...]]:
        s = g.state.spirits[key]
        plays = max(0, s.card_plays - len(s.played))
        powers = g.setup.powers
        worth = {c: self.greedy._card_value(key, c) for c in options}
        plans: list[tuple[float, tuple[str, ...]]] = [(0.0, ())]
        for n in range(1, min(plays, len(options)) + 1):
            for combo in combinations(options, n):
                if sum(powers[c].cost for c in combo) <= s.energy:
                    plans.append((sum(worth[c] for c in combo), combo))
        plans.sort(key=lambda p: -p[0])
        kept = [p for _, p in plans[: self.max_plans]]
        return kept if () in kept else [*kept, ()]

    def _play(self, g: Game, key: str, options: Sequence[Any]) -> Any:
        if self.planned_round.get(key) != g.rounds:
            self.planned_round[key] = g.rounds
            self.plan[key] = list(self._choose_plan(g, key, [str(o) for o in options]))
        todo = self.plan.get(key) or []
        while todo:
            card = todo.pop(0)
            if card in options:
                return card
        return None

    def _choose_plan(self, g: Game, key: str, options: list[str]) -> tuple[str, ...]:
        plans = self._plans(g, key, options)
        if len(plans) == 1:
            return plans[0]
        deals = self._deals()
        scores = []
        for i, plan in enumerate(plans):

            def apply(clone: Game, seat: Any, cards: tuple[str, ...] = plan) -> None:
                for card in cards:
                    rounds.play_card(clone, seat.key, card)
                clone.unspent[seat.key] = clone.state.spirits[seat.key].energy

            total = sum(self._rollout(g, d, key, apply) for d in deals)
            scores.append((total / len(deals), i))
        return plans[self._best(scores)]
