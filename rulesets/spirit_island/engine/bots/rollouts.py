"""A strong bot that treats every spirit alike: one-step Monte Carlo search at every decision.

:class:`Rollouts` keeps the position at the latest clean point of each round — its start
(:meth:`Rollouts.start_round`), after a growth, the card plays, a power, a phase
(:meth:`Rollouts.round_point`) — and every decision made since. At a decision with several options
it tries each candidate (:meth:`Rollouts.candidates`: the options, best first by
:class:`.bots.greedy.Greedy`'s scores, at most ``max_candidates``; for the card plays, whole sets of
cards — keeping the energy is one of them) on copies of the game (:mod:`.bots.lookahead`): the round
is replayed from there up to the decision, the hidden cards are dealt again, the candidate is
forced, the rest of the round and ``horizon`` more rounds are played by Greedy, and the position is
scored (:func:`.bots.evaluation.evaluate`). The best average over ``samples`` deals wins (every
candidate sees the same deals: common random numbers); ties go to Greedy's own choice.

With ``nested`` (the ``nested`` policy, :data:`NESTED`), the rollouts of the decisions that shape
the round (:data:`DEEP`: growth, the card kept, the cards played) are played by a smaller search of
the same kind instead of Greedy: each later decision of that copy's round is itself tried on copies
(replayed from the same point, dealt again where the copy was: ``redeals``). Policy improvement
twice over: the copies that judge a growth option or a set of cards play the rest of the round
nearly as well as the real game, not as Greedy does.

Nothing in it names a spirit or a card: it reads only the state, the setup's compiled powers and the
rules' decisions.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any, TypeVar

from cardsmith.engine.dice import Rng
from cardsmith.rulesets.spirit_island.engine.bots.evaluation import (
    DEFAULT_WEIGHTS,
    Weights,
    evaluate,
)
from cardsmith.rulesets.spirit_island.engine.bots.greedy import Greedy
from cardsmith.rulesets.spirit_island.engine.bots.lookahead import (
    Replay,
    Step,
    clean,
    copy_game,
    determinize,
)
from cardsmith.rulesets.spirit_island.engine.round import play as rounds
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

if TYPE_CHECKING:
    from cardsmith.rulesets.spirit_island.engine.round.game import Game, GameSetup

T = TypeVar("T")

__all__ = ["DEEP", "NESTED", "UNSEARCHED", "Rollouts"]

#: decisions answered by Greedy without a search: no choice that changes the game, or one
#: whose worth shows only rounds later (which deck to draw from, which card to forget)
UNSEARCHED: frozenset[str] = frozenset({"sim.target_spirit", "gain.deck", "gain.forget"})
#: decisions that shape the rounds to come (growth, the card kept, the cards played or the
#: energy kept): their rollouts may play ``deep_horizon`` more whole rounds (default 0)
DEEP: frozenset[str] = frozenset({"sim.growth", "gain.keep", "sim.play"})
#: the search that plays the rest of the round in the rollouts of the :data:`DEEP` decisions
#: (policy ``nested``): one deal a decision, 3 options, 4 card sets
NESTED: dict[str, int] = {"samples": 1, "max_candidates": 3, "max_plans": 4}


class Rollouts:
    """One-step search with rollouts at every decision of the real game, Greedy in the copies.

    ``samples``: deals of the hidden cards per decision; ``horizon``: whole rounds played after
    the current one before scoring (``deep_horizon`` for the :data:`DEEP` decisions);
    ``max_candidates``: options tried per decision; ``max_plans``: card sets tried;
    ``nested``: the keywords of the search that plays the :data:`DEEP` decisions' rollouts
    (``None``: Greedy plays them)."""

    def __init__(
        self,
        seed: int = 0,
        *,
        samples: int = 2,
        horizon: int = 0,
        deep_horizon: int = 0,
        max_candidates: int = 6,
        max_plans: int = 12,
        weights: Weights = DEFAULT_WEIGHTS,
        nested: dict[str, int] | None = None,
    ) -> None:
        self.seed = seed
        self.rng = Rng(f"rollouts {seed}")
        self.greedy = Greedy(seed)
        self.samples = samples
        self.horizon = horizon
        self.deep_horizon = deep_horizon
        self.max_candidates = max_candidates
        self.max_plans = max_plans
        self.weights = weights
        self.game: Game | None = None
        #: the position at the latest clean point of this round, where ``resume`` says
        #: (:func:`.round.play.resume_round`'s step and seat)
        self.start: Game | None = None
        self.resume: tuple[int, int] = (0, 0)
        self.trace: list[Step] = []  # the decisions made since
        self.plan: dict[str, list[Any]] = {}  # spirit -> cards still to play this round
        self.rollouts = 0
        self.diverged = 0  # rollouts whose replay did not follow the real game (a bug)
        #: the searches inside the rollouts of the DEEP decisions (``Rollouts`` keywords;
        #: ``None``: Greedy plays the rollouts)
        self.nested = nested
        self.inner_rollouts = 0  # the nested searches' rollouts
        self.keeps_trace = True  # False inside a rollout: the replay keeps the trace
        self.redeals: tuple[tuple[int, float], ...] = ()  # the parent copy's deals

    # --- binding ---
    def bind(self, state: State, setup: GameSetup | None = None) -> None:
        self.greedy.bind(state, setup)

    def bind_game(self, game: Game) -> None:
        self.game = game

    def start_round(self, game: Game) -> None:
        """Keep the position (called by :func:`.round.play.play_round` as a round begins)."""
        if game is self.game:
            self._keep(game, 0)
            self.plan = {}

    def round_point(self, game: Game, done: int, seat: int = 0) -> None:
        """Keep the position after step ``done`` of the round when it is clean (called by
        :func:`.round.play.resume_round`): the rollouts of the decisions that follow replay
        from it, not from the start of the round — what they see is the same, the replay
        shorter."""
        if game is self.game and clean(game):
            self._keep(game, done, seat)

    def _keep(self, game: Game, done: int, seat: int = 0) -> None:
        """Copy ``game`` after step ``done`` of its round; the trace starts again (in place: a
        nested search's trace is its copy's record) and the deals still ahead in it move
        with it (a nested search's copy was dealt again where its parent's was)."""
        self.start = copy_game(game)
        self.resume = (done, seat)
        kept = len(self.trace)
        self.redeals = tuple((i - kept, deal) for i, deal in self.redeals if i >= kept)
        self.trace.clear()

    # --- decisions ---
    def choose(
        self, decision: str, options: Sequence[T], *, context: str = "", min: int = 1
    ) -> T | None:
        if self.game is None or self.start is None:
            return self.greedy.choose(decision, options, context=context, min=min)
        answer = self._decide(decision, list(options), context, min)
        if self.keeps_trace:
            self.trace.append(Step(decision, tuple(options), min, answer))
        return answer

    def _decide(self, decision: str, options: list[T], context: str, min: int) -> T | None:
        if decision == "sim.play":
            return self._play(options, context)
        default = self.greedy.choose(decision, options, context=context, min=min)
        if decision in UNSEARCHED:
            return default
        cands = self.candidates(decision, options, context, min, default)
        if len(cands) < 2:
            return default
        best = self._search(decision, [[c] for c in cands])
        return cands[best]

    def candidates(
        self, decision: str, options: list[T], context: str, min: int, default: T | None
    ) -> list[T | None]:
        """Greedy's choice first, then the other options best first, then declining."""
        ranked: list[T | None] = [default]
        ranked += [o for o in self.greedy.rank(decision, options, context=context) if o != default]
        if min == 0 and default is not None:
            ranked.append(None)
        if len(ranked) > self.max_candidates:
            ranked = ranked[: self.max_candidates]
            if min == 0 and None not in ranked:
                ranked[-1] = None
        return ranked

    # --- the search ---
    def _search(self, decision: str, cands: list[list[Any]]) -> int:
        """The index of the best candidate (answer sequences for ``decision``)."""
        deals = [self.rng.random() for _ in range(self.samples)]
        horizon = max(self.horizon, self.deep_horizon) if decision in DEEP else self.horizon
        scores = []
        for i, answers in enumerate(cands):
            forced = [(decision, a) for a in answers]
            total = sum(self._rollout(forced, d, horizon) for d in deals)
            scores.append((total / len(deals), -i))
        return -max(scores)[1]

    def _rollout(self, forced: list[tuple[str, Any]], deal: float, horizon: int) -> float:
        assert self.start is not None
        trace = tuple(self.trace)
        nests = self.nested is not None and bool(forced) and forced[0][0] in DEEP
        inner = self._inner(trace, deal) if nests else None
        default: Any = inner if inner is not None else Greedy(int(deal * 2**31))
        replay = Replay(trace, list(forced), default, redeals=self.redeals)  # it pops them
        if inner is not None:
            replay.record = inner.trace
        clone = copy_game(self.start, replay)
        replay.fork = lambda: determinize(clone, Rng(deal))
        replay.redeal = lambda d: determinize(clone, Rng(d))
        self.rollouts += 1
        over = rounds.resume_round(clone, *self.resume)
        extra = 0
        while not over and extra < horizon:
            over = rounds.play_round(clone)
            extra += 1
        if inner is not None:
            self.diverged += inner.diverged
            self.inner_rollouts += inner.rollouts
        self.diverged += replay.diverged
        return evaluate(clone, self.weights)

    def _inner(self, trace: tuple[Step, ...], deal: float) -> Rollouts:
        """The search that plays a rollout's rest of the round: it replays the copy from the
        same start, dealt again where the copy was (the step after ``trace``)."""
        n = {**NESTED, **(self.nested or {})}  # what ``nested`` leaves out, as NESTED
        inner = type(self)(
            int(deal * 2**31),
            samples=n["samples"],
            max_candidates=n["max_candidates"],
            max_plans=n["max_plans"],
            weights=self.weights,
        )
        inner.start, inner.resume = self.start, self.resume
        inner.keeps_trace = False
        inner.redeals = (*self.redeals, (len(trace), deal))
        return inner

    # --- card plays: a whole set at once ---
    def _plans(self, key: str, options: Sequence[Any]) -> list[tuple[Any, ...]]:
        assert self.game is not None
        s = self.game.state.spirits[key]
        plays = max(0, s.card_plays - len(s.played))
        powers = self.game.setup.powers
        worth = {c: self.greedy._card_value(key, c) for c in options}
        plans: list[tuple[float, tuple[Any, ...]]] = [(0.0, ())]
        for n in range(1, min(plays, len(options)) + 1):
            for combo in combinations(options, n):
                if sum(powers[c].cost for c in combo) <= s.energy:
                    plans.append((sum(worth[c] for c in combo), combo))
        plans.sort(key=lambda p: -p[0])
        kept = [p for _, p in plans[: self.max_plans]]
        return kept if () in kept else [*kept, ()]

    def _play(self, options: list[T], context: str) -> T | None:
        key = context.split(":", 1)[0]
        if key not in self.plan:
            plans = self._plans(key, options)
            best = 0 if len(plans) < 2 else self._search("sim.play", [[*p, None] for p in plans])
            self.plan[key] = list(plans[best])
        todo = self.plan[key]
        while todo:
            card = todo.pop(0)
            if card in options:
                answer: T = card
                return answer
        return None
