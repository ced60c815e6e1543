"""The core interpreter (:mod:`engine.interpret`) on a small ruleset of its own: a state of
named counters, the verb ``add`` and ``bump``, the condition ``at_least``, the query ``each``
and the event test ``added``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from cardsmith.engine import Event, GameState
from cardsmith.engine.budget import OperationBudgetExceeded
from cardsmith.engine.choices import ChoiceProvider, ScriptedChoices
from cardsmith.engine.dispatch import UnknownOperation
from cardsmith.engine.interpret import Extension, Interpreter, Shapes, StopBody
from cardsmith.engine.interpret.extension import Node, Op


@dataclass(kw_only=True, eq=False)
class Counters(GameState):
    counts: Counter[str] = field(default_factory=Counter)


@dataclass
class Ctx:
    state: Counters
    choices: ChoiceProvider
    item: int = 0


def _add(ctx: Ctx, op: Op) -> None:
    n = int(op.get("n", 1)) + ctx.item
    ctx.state.counts[op["to"]] += n
    ctx.state.record(Event("add", op["to"], None, n), f"add {n} to {op['to']}")
    ctx.state.settle()


def _stop(ctx: Ctx, op: Op) -> None:
    raise StopBody(op)


def _at_least(ctx: Ctx, node: Node) -> bool:
    assert isinstance(node, dict)
    name, n = node["at_least"]
    return bool(ctx.state.counts[name] >= n)


def _each(ctx: Ctx, node: Node) -> Iterator[int]:
    assert isinstance(node, dict)
    saved = ctx.item
    try:
        for i in range(1, int(node["each"]) + 1):
            ctx.item = i
            yield i
    finally:
        ctx.item = saved


def _added(ctx: Ctx, node: Node, event: Event) -> bool:
    assert isinstance(node, dict)
    return event.op == "add" and event.where == node["added"]


EXT: Extension[Ctx] = Extension(
    verbs={"add": _add, "stop": _stop},
    conditions={"at_least": _at_least},
    queries={"each": _each},
    events={"added": _added},
)
CORE = Interpreter(EXT)


def play(ops: list[dict[str, Any]], script: list[tuple[str, Any]] | None = None,
         **counts: int) -> Counters:
    state = Counters(counts=Counter(counts))
    choices = ScriptedChoices(script or [])
    with state.budget():
        CORE.effect(Ctx(state, choices), ops)
    choices.assert_exhausted()
    return state


def add(to: str, n: int = 1) -> dict[str, Any]:
    return {"op": "add", "to": to, "n": n}


def test_ops_run_in_order_and_spend_the_budget() -> None:
    state = play([add("a", 2), add("b")])
    assert state.counts == Counter(a=2, b=1)
    assert state.log == ["add 2 to a", "add 1 to b"]
    assert state.operations == 2


def test_if_runs_then_or_else_and_reads_not_and_all() -> None:
    cond = {"all": [{"at_least": ["a", 1]}, {"not": {"at_least": ["b", 1]}}]}
    op = {"op": "if", "cond": cond, "then": [add("x")], "else": [add("y")]}
    assert play([op], a=1).counts["x"] == 1
    assert play([op], a=1, b=1).counts["y"] == 1
    assert play([op]).counts == Counter(y=1)


def test_optional_asks_yes_or_no() -> None:
    op = {"op": "optional", "then": [add("x")], "else": [add("y")]}
    assert play([op], [("optional", "yes")]).counts == Counter(x=1)
    assert play([op], [("optional", "no")]).counts == Counter(y=1)


def test_choice_runs_the_option_picked() -> None:
    op = {"op": "choice", "options": [[add("x")], [add("y", 3)]]}
    assert play([op], [("choice", 2)]).counts == Counter(y=3)
    assert play([op], [("choice", 1)]).counts == Counter(x=1)


def test_thresholds_are_no_core_statement() -> None:
    """A game's guard on counts (Spirit Island's element thresholds) is a verb of its own."""
    op = {"op": "threshold", "counts": {"a": 2}, "then": [add("x")], "else": [add("y")]}
    with pytest.raises(UnknownOperation, match="unknown operation 'threshold'"):
        play([op], a=2)


def test_for_each_runs_the_body_per_item_with_the_item_bound() -> None:
    op = {"op": "for_each", "query": {"each": 3}, "do": [add("x", 0)]}
    state = play([op])
    assert state.counts["x"] == 1 + 2 + 3
    assert state.operations == 4  # the loop and three bodies


def test_repeat_runs_the_effect_again_once() -> None:
    state = play([add("x"), {"op": "repeat"}])
    assert state.counts["x"] == 2
    state = play([add("x"), {"op": "repeat", "in": {"each": 2}}])
    assert state.counts["x"] == 1 + 2 + 3  # once, then once per place (item 1, item 2)


def test_trigger_runs_its_body_after_each_matching_event_only() -> None:
    after = {"op": "trigger", "event": {"added": "a"}, "do": [add("seen")]}
    state = play([after, add("a"), add("b"), add("a")])
    assert state.counts == Counter(a=2, b=1, seen=2)
    assert len(state.listeners) == 1
    sources = [e.source for e in state.events if e.where == "seen"]
    assert len(sources) == 2 and all(s and s.startswith("trigger") for s in sources)


def test_a_trigger_never_sets_itself_off_and_once_fires_once() -> None:
    own = {"op": "trigger", "event": {"added": "a"}, "do": [add("a")]}
    assert play([own, add("a")]).counts["a"] == 2
    once = {"op": "trigger", "once": True, "event": {"added": "a"}, "do": [add("x")]}
    state = play([once, add("a"), add("a")])
    assert state.counts["x"] == 1 and state.listeners == []


def test_stop_body_skips_the_rest_of_its_body_only() -> None:
    inner = {"op": "if", "cond": {"not": {"at_least": ["a", 9]}},
             "then": [{"op": "stop"}, add("skipped")]}
    assert play([inner, add("after")]).counts == Counter(after=1)


def test_the_budget_stops_a_runaway_loop() -> None:
    state = Counters()
    state.operation_limit = 10
    op = {"op": "for_each", "query": {"each": 20}, "do": [add("x")]}
    with pytest.raises(OperationBudgetExceeded), state.budget():
        CORE.run(Ctx(state, ScriptedChoices([])), [op])
    assert state.counts["x"] == sum(1 + i for i in range(1, 10))  # 9 bodies ran
    assert state.operations == 11


def test_unknown_ops_and_nodes_are_errors() -> None:
    with pytest.raises(UnknownOperation, match="unknown operation 'nope'"):
        play([{"op": "nope"}])
    with pytest.raises(UnknownOperation, match="unknown condition"):
        play([{"op": "if", "cond": {"huh": 1}, "then": []}])
    with pytest.raises(UnknownOperation, match="unknown query"):
        play([{"op": "for_each", "query": "huh", "do": []}])


def test_a_ruleset_names_the_core_statements_its_own_way() -> None:
    class Asks:
        def optional(self, ctx: Ctx, op: Op) -> bool | None:
            return None if ctx.state.counts["off"] else True

        def choice(self, ctx: Ctx, op: Op) -> int | None:
            return len(op["options"]) - 1

    ext: Extension[Ctx] = Extension(
        verbs={"add": _add},
        conditions={"has": lambda ctx, node: bool(ctx.state.counts["a"])},
        queries={"each": _each},
        decisions=Asks(),
        shapes=Shapes(names={"optional": "may", "choice": "either"}, query="over",
                      body="then", node_key="test"),
        halted=lambda ctx: ctx.state.counts["won"] > 0,
        error=ValueError,
    )
    core = Interpreter(ext)
    state = Counters()
    ops = [{"op": "may", "then": [add("x")]}, {"op": "either", "options": [[], [add("y")]]},
           {"op": "for_each", "over": {"test": "each", "each": 2}, "then": [add("z", 0)]},
           {"op": "if", "cond": {"test": "has"}, "then": [add("no")]}, add("won"), add("late")]
    core.effect(Ctx(state, ScriptedChoices([])), ops)
    assert state.counts == Counter(x=1, y=1, z=3, won=1)
    with pytest.raises(ValueError, match="unknown operation 'optional'"):
        core.run(Ctx(Counters(), ScriptedChoices([])), [{"op": "optional", "then": []}])


def test_a_query_restores_its_binding_at_once_when_the_body_fails() -> None:
    ctx = Ctx(Counters(), ScriptedChoices([]))
    op = {"op": "for_each", "query": {"each": 3}, "do": [{"op": "nope"}]}
    with pytest.raises(UnknownOperation) as failed:
        CORE.run(ctx, [op])
    assert ctx.item == 0 and failed.value is not None  # restored, the traceback still alive


def test_a_ruleset_says_what_repeat_runs_again() -> None:
    def again(ctx: Ctx, op: Op) -> Iterator[tuple[Ctx, list[Op]]]:
        yield Ctx(ctx.state, ctx.choices, item=10), [add("x")]
        yield ctx, [add("y")]

    core = Interpreter(Extension(verbs={"add": _add}, repeats=again))
    state = Counters()
    core.run(Ctx(state, ScriptedChoices([])), [{"op": "repeat"}, {"op": "repeat"}])
    assert state.counts == Counter(x=22, y=2)


def test_listen_fires_with_the_context_the_ruleset_gives() -> None:
    state = Counters()
    ctx = Ctx(state, ScriptedChoices([]))
    ran: list[tuple[int, int]] = []

    def select(st: GameState, event: Event) -> Ctx | None:
        return Ctx(state, ctx.choices, item=event.count) if event.where == "a" else None

    def run(chosen: Ctx, body: Any) -> None:
        ran.append((chosen.item, len(body)))

    listener = CORE.listen(ctx, {"op": "trigger", "do": [add("x")]}, "mine", select, run)
    CORE.run(ctx, [add("a", 3), add("b"), add("a", 2)])
    assert ran == [(3, 1), (2, 1)] and state.listeners == [listener]
