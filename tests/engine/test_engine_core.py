"""The game-free engine core (engine/): a whole tiny game on it — one place, two piece kinds,
one verb — plus the event log, the dispatcher, seeded dice and decks on their own."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from cardsmith.engine import (
    ChoiceProvider,
    Deck,
    Dispatcher,
    Event,
    EventLog,
    GameState,
    InvariantError,
    Outcome,
    Rng,
    UnknownOperation,
    checking_invariants,
    decide,
)
from cardsmith.engine.choices import FirstLegal, ScriptedChoices, SeededRandom
from cardsmith.engine.state import InvariantWatch

# --- the tiny game: a pile of red and blue tokens; "take" moves one from the pile to a hand ---
KINDS = ("red", "blue")


@dataclass
class Tiny(GameState):
    pile: dict[str, int] = field(default_factory=lambda: {"red": 3, "blue": 2})
    hand: dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))

    def invariant_problems(self) -> list[str]:
        totals = {"red": 3, "blue": 2}
        return [
            f"{k}: {self.pile[k]} + {self.hand[k]} != {totals[k]}"
            for k in KINDS
            if self.pile[k] + self.hand[k] != totals[k] or self.pile[k] < 0
        ]

    def judge(self) -> Outcome | None:
        if self.hand["red"] >= 2:
            return Outcome("win", ("two red in hand",))
        return None


OPS: Dispatcher[[Tiny, dict[str, Any], ChoiceProvider]] = Dispatcher()


@OPS.handler("take")
def _take(state: Tiny, op: dict[str, Any], choices: ChoiceProvider) -> None:
    kind = decide(choices, "take.kind", [k for k in KINDS if state.pile[k] > 0])
    if kind is None:
        return
    state.pile[kind] -= 1
    state.hand[kind] += 1
    state.record(Event("take", "pile", kind, 1, "hand"), f"take {kind}")
    state.settle()


def play(state: Tiny, ops: list[dict[str, Any]], choices: ChoiceProvider) -> None:
    with state.journal.tagged("card-1"):
        for op in ops:
            OPS.dispatch(op["op"], state, op, choices)


def test_a_tiny_game_runs_on_the_core(invariants_after_each_op: InvariantWatch) -> None:
    state = Tiny()
    seen: list[Event] = []
    state.listeners.append(lambda st, ev: seen.append(ev))
    before = invariants_after_each_op.checks
    script = ScriptedChoices([("take.kind", "blue"), ("take.kind", "red"), ("take.kind", "red")])
    play(state, [{"op": "take"}] * 3, script)
    script.assert_exhausted()
    assert state.hand == {"red": 2, "blue": 1}
    assert [e.kind for e in state.events] == ["blue", "red", "red"] and seen == state.events
    assert state.journal.caused_by("card-1") == state.events
    assert state.log == ["take blue", "take red", "take red", "game over: win (two red in hand)"]
    assert state.result == "win" and state.result_reasons == ["two red in hand"]
    assert invariants_after_each_op.checks - before == 3


def test_broken_invariants_are_reported() -> None:
    state = Tiny()
    state.hand["red"] = 5
    assert state.invariant_problems() == ["red: 3 + 5 != 3"]
    with pytest.raises(InvariantError, match="red: 3"):
        state.check_invariants()
    with checking_invariants() as watch, pytest.raises(InvariantError):
        state.settle()
    assert watch.checks == 1


def test_unknown_and_duplicate_operations() -> None:
    with pytest.raises(UnknownOperation, match="unknown operation 'jump'"):
        OPS.dispatch("jump", Tiny(), {}, FirstLegal())
    with pytest.raises(UnknownOperation, match="unknown operation None"):
        OPS.lookup(None)
    with pytest.raises(ValueError, match="already has a handler"):
        OPS.register("take", _take)
    assert "take" in OPS and list(OPS) == ["take"] and len(OPS) == 1

    class Mine(ValueError):
        pass

    mine: Dispatcher[[]] = Dispatcher(error=Mine)
    with pytest.raises(Mine):
        mine.lookup("x")


def test_dispatcher_handlers_can_be_wrapped() -> None:
    calls: list[str] = []
    ops: Dispatcher[[list[str]]] = Dispatcher()
    ops.register("a", lambda out: out.append("a"))

    def wrap(fn: Callable[[list[str]], None]) -> Callable[[list[str]], None]:
        def wrapped(out: list[str]) -> None:
            calls.append("wrapped")
            fn(out)

        return wrapped

    for name, fn in ops.items():
        ops[name] = wrap(fn)
    out: list[str] = []
    ops.dispatch("a", out)
    assert out == ["a"] and calls == ["wrapped"]


# --- the event log --------------------------------------------------------------------------
def test_event_log_tags_nest_and_dispatch_is_reentrant() -> None:
    log: EventLog[None] = EventLog()
    with log.tagged("outer"):
        log.record(Event("a"))
        with log.tagged("inner"):
            log.record(Event("b"))
        log.record(Event("c", source="own"))
    log.record(Event("d"))
    assert [e.source for e in log] == ["outer", "inner", "own", None] and len(log) == 4

    order: list[str] = []

    def listener(_: None, ev: Event) -> None:
        order.append(ev.op)
        if ev.op == "a":
            log.record(Event("from-a"))
            log.dispatch(None)  # re-entrant: each event is sent once, in order

    log.listeners.append(listener)
    log.dispatch(None)
    assert order == ["a", "b", "c", "d", "from-a"]
    log.dispatch(None)
    assert order == ["a", "b", "c", "d", "from-a"]


# --- seeded dice and decks ------------------------------------------------------------------
def test_rng_is_the_seeded_stream_of_random() -> None:
    a, b = Rng(7), random.Random(7)
    assert [a.randrange(100) for _ in range(5)] == [b.randrange(100) for _ in range(5)]
    assert Rng(3).rolls(10, 6) == Rng(3).rolls(10, 6)
    assert all(1 <= Rng(1).roll(4) <= 4 for _ in range(20))
    assert SeededRandom(5).choose("x", list(range(9))) == SeededRandom(5).choose("x", [*range(9)])


def test_deck_draws_top_first_and_reshuffles_the_discard_when_short() -> None:
    deck = Rng(1).deck(range(5))
    assert deck.draw(2) == [0, 1] and deck.peek() == [2] and len(deck) == 3
    deck.discard(0, 1)
    drawn = deck.draw(4)  # 3 left: the discard pile is shuffled in for the 4th
    assert drawn[:3] == [2, 3, 4] and drawn[3] in (0, 1)
    assert len(deck) == 1 and deck.discarded == []
    assert deck.draw(3) == [1 - drawn[3]] and deck.draw_one() is None

    fixed = Deck(range(4), rng=Rng(0), reshuffle=False, discarded=[9])
    assert fixed.draw(9) == [0, 1, 2, 3] and fixed.discarded == [9]


def test_deck_shuffle_and_take_random_are_the_generators_calls() -> None:
    cards = list(range(10))
    deck = Deck(cards, rng=Rng(4))
    deck.shuffle()
    set_aside = deck.take_random()
    rng = random.Random(4)
    plain = list(range(10))
    rng.shuffle(plain)
    assert set_aside == plain.pop(rng.randrange(len(plain)))
    assert list(deck) == plain
    deck.put_on_top(set_aside)
    assert deck.draw_one() == set_aside
    with pytest.raises(IndexError):
        Deck([], rng=Rng(0)).take_random()
