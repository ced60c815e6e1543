"""Playing a game forward on copies, for the bot (:mod:`.bots.rollouts`): cheap copies, hidden cards
dealt again, and a policy that replays the decisions of the round so far.

A copy is taken at the start of a round and again at each later clean point of it — after a spirit's
growth, its card plays, each power, the Invader Phase (:func:`.round.play.resume_round`), when no
trigger listens (:func:`clean`), no power runs (:func:`copy_game`). To try an option of a decision
asked after it, the bot copies that position again and replays the round from there with
:class:`Replay`: the decisions made since are answered as they were (the copy still holds the true
decks, so everything replayed comes out as it did), then, at the decision being searched, the hidden
cards are dealt again from what the players have not seen (:func:`determinize`), the option tried is
forced, and the rest is played by a default policy.
"""

from __future__ import annotations

from collections import Counter, OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from cardsmith.engine.dice import Rng
from cardsmith.rulesets.spirit_island.engine.rules import invader_actions as invaders
from cardsmith.rulesets.spirit_island.engine.state import copies
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard

if TYPE_CHECKING:
    from cardsmith.rulesets.spirit_island.engine.round.game import Game, GameSetup

T = TypeVar("T")

__all__ = [
    "Replay",
    "Step",
    "clean",
    "compiled_ids",
    "copy_game",
    "copy_state",
    "determinize",
]


def copy_state(state: State) -> State:
    """A copy of ``state`` for play-outs (:func:`.state.copies.copy_state`): no text log, no
    event history (and no listeners: only valid between powers), the island shared."""
    from cardsmith.rulesets.spirit_island.engine.round.game import NullLog

    return copies.copy_state(state, log=NullLog())


#: the compiled ops of the last setups copied (:func:`compiled_ids`), each with its setup
_COMPILED: OrderedDict[int, tuple[GameSetup, frozenset[int]]] = OrderedDict()


def compiled_ids(setup: GameSetup) -> frozenset[int]:
    """The ``id`` of every list and dict of ``setup``'s compiled ops (powers, innates, special
    rules, fear cards): a copy shares them (every game of the setup reads the same ones, none
    changes them); kept for the last few setups."""
    hit = _COMPILED.get(id(setup))
    if hit is not None and hit[0] is setup:
        _COMPILED.move_to_end(id(setup))
        return hit[1]
    ids: set[int] = set()
    todo: list[Any] = [p.ops for p in setup.powers.values()]
    for seat in setup.spirits:
        todo += [*seat.special_rules, *(i.ops for i in seat.innates)]
    todo += [ops for levels in setup.fear_levels.values() for ops in levels]
    while todo:
        value = todo.pop()
        if isinstance(value, dict | list) and id(value) not in ids:
            ids.add(id(value))
            todo.extend(value.values() if isinstance(value, dict) else value)
    found = frozenset(ids)
    _COMPILED[id(setup)] = (setup, found)
    while len(_COMPILED) > 8:
        _COMPILED.popitem(last=False)
    return found


def copy_game(g: Game, policy: Any = None) -> Game:
    """A copy of ``g`` to play out: its own state and decks (:func:`copy_state`), no invariant
    checks, decisions by ``policy`` (bound to the copy when it has ``bind`` / ``bind_game``).
    Only valid between powers (listeners are not copied)."""
    from cardsmith.rulesets.spirit_island.engine.round.game import Game, NullLog

    decks = copies.copy_decks(g.decks)
    new_state = copies.copy_state(
        g.state,
        log=NullLog(),
        decks=lambda d: decks if d is g.decks else copies.copy_decks(d),
        shared=compiled_ids(g.setup),
    )
    clone = Game(
        setup=g.setup,
        state=new_state,
        policy=policy,
        check=False,
        decks=decks,
        gains={k: v.copy() for k, v in g.gains.items()},
        rounds=g.rounds,
        unspent=dict(g.unspent),
        made_fast={k: set(v) for k, v in g.made_fast.items()},
        made_slow={k: set(v) for k, v in g.made_slow.items()},
        resolved={k: set(v) for k, v in g.resolved.items()},
    )
    bind = getattr(policy, "bind", None)
    if callable(bind):
        bind(new_state, g.setup)
    bind_game = getattr(policy, "bind_game", None)
    if callable(bind_game):
        bind_game(clone)
    return clone


def clean(g: Game) -> bool:
    """Can a copy of ``g`` taken now (:func:`copy_game`) go on as ``g`` would? Not while a
    trigger listens for this round's events (the listeners are not copied), an action runs or
    an event waits for the listeners."""
    state = g.state
    return (
        not state.listeners
        and not state.actions_running
        and state.journal.dispatched == len(state.events)
    )


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


@dataclass(frozen=True)
class Step:
    """One decision of the real game: its name, options, ``min`` and the answer given."""

    decision: str
    options: tuple[Any, ...]
    min: int
    answer: Any


@dataclass
class Replay:
    """Answers ``trace`` as it was answered, then (the fork) calls ``fork`` once and forces
    ``forced`` — ``(decision, answer)`` pairs given to the next decisions of those names, in
    order; the first decision of another name drops what is left — then asks ``default``.
    A decision that does not match the trace (the copy went another way) forks early."""

    trace: Sequence[Step]
    forced: list[tuple[str, Any]]
    default: Any
    fork: Callable[[], None] | None = None
    at: int = 0
    forked: bool = False
    diverged: bool = False
    extra: dict[str, Any] = field(default_factory=dict)
    #: earlier forks inside ``trace``: before its step ``i``, ``redeal(deal)`` (a nested
    #: search replays its parent's copy, dealt again where the parent was)
    redeals: Sequence[tuple[int, float]] = ()
    redeal: Callable[[float], None] | None = None
    #: every answer given, in order (``None``: not kept)
    record: list[Step] | None = None

    def bind(self, state: Any, setup: Any = None) -> None:
        bind = getattr(self.default, "bind", None)
        if callable(bind):
            bind(state, setup)

    def bind_game(self, game: Any) -> None:
        bind_game = getattr(self.default, "bind_game", None)
        if callable(bind_game):
            bind_game(game)

    def round_point(self, game: Any, done: int, seat: int = 0) -> None:
        """Tell the default (a nested search) of a clean point of the copy's round."""
        point = getattr(self.default, "round_point", None)
        if callable(point):
            point(game, done, seat)

    def _fork(self) -> None:
        if not self.forked:
            self.forked = True
            if self.fork is not None:
                self.fork()

    def choose(
        self, decision: str, options: Sequence[T], *, context: str = "", min: int = 1
    ) -> T | None:
        answer = self._answer(decision, options, context, min)
        if self.record is not None:
            self.record.append(Step(decision, tuple(options), min, answer))
        return answer

    def _answer(self, decision: str, options: Sequence[T], context: str, min: int) -> T | None:
        if not self.forked and self.at < len(self.trace):
            for index, deal in self.redeals:
                if index == self.at and self.redeal is not None:
                    self.redeal(deal)
            step = self.trace[self.at]
            self.at += 1
            if step.decision == decision and step.options == tuple(options):
                answer: T | None = step.answer
                return answer
            self.diverged = True
            self.forced = []
        self._fork()
        while self.forced:
            name, answer = self.forced[0]
            if name != decision:
                self.forced = []
                break
            self.forced.pop(0)
            if answer in options or (answer is None and min == 0):
                return answer
            self.forced = []
        chosen: T | None = self.default.choose(decision, options, context=context, min=min)
        return chosen
