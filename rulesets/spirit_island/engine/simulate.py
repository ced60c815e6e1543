"""Whole games: every round played by a policy (a :class:`~engine.choices.ChoiceProvider`).

>>> report = play_game(setup, SeededRandom(7), seed=7)                    # doctest: +SKIP
>>> report.result, report.rounds                                          # doctest: +SKIP
('defeat', 9)

The engine only gets plain data (:class:`GameSetup`: board dicts, spirit records as dicts,
compiled ops of the powers, innates, special rules and fear cards); the tools side
(``tools.simulate``) reads the pack. A round is:

1. Spirit Phase, spirit by spirit: growth (decision ``sim.growth``: the option number),
   Gain Energy, then card plays — decision ``sim.play`` (one card at a time) among the cards
   in hand the spirit can pay for and that have a legal target now, up to its card plays
   (a spirit plays while it can); the cost is paid at once and the card's elements count
   this round.
2. Fast powers: each spirit's fast cards in play order (decisions ``sim.target`` /
   ``sim.target_spirit`` / ``sim.source``), then its fast innates whose first level is met.
3. Invader Phase (:func:`game.invader_phase`) with the fear cards' compiled level ops
   at the current terror level (level 1–3).
4. Slow powers, as fast.
5. Time Passes (:func:`game.time_passes`: played cards to the discard).

Simplified (``docs/simulation.md``): no power decks — a spirit's hand is its unique powers
and gained cards stay in ``pending_cards``; ``make_fast`` effects are not used; powers
without a legal target when they resolve are skipped (their cost is still paid); a power
raising :class:`~run.ExecutionError` is recorded in ``GameReport.errors`` and skipped.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from dsl.ir import Ops
from engine.choices import ChoiceProvider, decide
from rulesets.spirit_island.engine import game
from rulesets.spirit_island.engine.execute import execute
from rulesets.spirit_island.engine.growth import gain_energy_phase, grow
from rulesets.spirit_island.engine.run import ExecutionError
from rulesets.spirit_island.engine.setup import setup_from_pack
from rulesets.spirit_island.engine.state import INVADER_KINDS, State
from rulesets.spirit_island.engine.targeting import legal_spirit_targets, legal_targets, sources_for

__all__ = [
    "UNFINISHED",
    "Game",
    "GameReport",
    "GameSetup",
    "InnateData",
    "PowerData",
    "SpiritData",
    "new_game",
    "play_game",
    "play_round",
    "report_of",
    "summarize",
]

#: the result of a game still undecided after ``max_rounds``
UNFINISHED = "unfinished"


@dataclass(frozen=True)
class PowerData:
    """A power card: the record's fields the simulation needs and its compiled effect."""

    id: str
    name: str
    cost: int
    speed: str
    elements: tuple[str, ...]
    range: Any
    target: Any
    ops: Ops

    @classmethod
    def from_record(cls, record: Mapping[str, Any], ops: Ops) -> PowerData:
        return cls(
            id=str(record["id"]),
            name=str(record.get("name") or record["id"]),
            cost=int(record.get("cost") or 0),
            speed=str(record.get("speed") or "slow"),
            elements=tuple(str(e) for e in record.get("elements") or []),
            range=record.get("range", "none"),
            target=record.get("target") or {"land": "any"},
            ops=list(ops),
        )


@dataclass(frozen=True)
class InnateData:
    """An innate power: speed, range, target, the elements of its first level, compiled ops
    (one ``threshold`` per level)."""

    name: str
    speed: str
    range: Any
    target: Any
    first_level: Mapping[str, int]
    ops: Ops

    @classmethod
    def from_record(cls, innate: Mapping[str, Any], ops: Ops) -> InnateData:
        levels = innate.get("levels") or [{}]
        return cls(
            name=str(innate.get("name") or "innate"),
            speed=str(innate.get("speed") or "slow"),
            range=innate.get("range", "none"),
            target=innate.get("target") or {"land": "any"},
            first_level={str(k): int(v) for k, v in (levels[0].get("elements") or {}).items()},
            ops=list(ops),
        )


@dataclass(frozen=True)
class SpiritData:
    """A seat: the spirit record (plain dict), its board letter, compiled special rules and
    innates."""

    key: str
    record: Mapping[str, Any]
    board: str
    special_rules: Sequence[Ops] = ()
    innates: Sequence[InnateData] = ()


@dataclass(frozen=True)
class GameSetup:
    """Everything a game needs, as plain data."""

    boards: Sequence[Mapping[str, Any]]
    spirits: Sequence[SpiritData]
    powers: Mapping[str, PowerData]
    fear_levels: Mapping[str, Sequence[Ops]] = field(default_factory=dict)
    invader_records: Sequence[Mapping[str, Any]] | None = None
    links: Sequence[tuple[str, str]] = ()


@dataclass
class GameReport:
    """How one game went."""

    seed: int
    result: str  # "victory", "defeat" or "unfinished"
    reason: str
    rounds: int
    fear_cards_earned: int
    terror_level: int
    blight_left: int
    invaders_destroyed: int
    cards_played: int
    innates_used: int = 0
    played: dict[str, int] = field(default_factory=dict)  # card id -> times played
    errors: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "result": self.result,
            "reason": self.reason,
            "rounds": self.rounds,
            "fear_cards_earned": self.fear_cards_earned,
            "terror_level": self.terror_level,
            "blight_left": self.blight_left,
            "invaders_destroyed": self.invaders_destroyed,
            "cards_played": self.cards_played,
            "innates_used": self.innates_used,
            "played": dict(sorted(self.played.items())),
            "errors": list(self.errors),
        }


@dataclass
class Game:
    setup: GameSetup
    state: State
    policy: ChoiceProvider
    check: bool
    played: Counter[str] = field(default_factory=Counter)
    innates_used: int = 0
    rounds: int = 0  # rounds started
    errors: list[str] = field(default_factory=list)

    def checkpoint(self) -> bool:
        """Invariants after a phase; ``True`` when the game is over."""
        if self.check:
            self.state.check_invariants()
        return self.state.update_result() is not None


def _fear_effect(levels: Mapping[str, Sequence[Ops]]) -> game.FearEffect:
    def effect(state: State, card: str, level: int, choices: ChoiceProvider) -> None:
        ops_by_level = levels.get(card)
        if not ops_by_level:
            state.log.append(f"fear card {card}: no compiled effect, skipped")
            return
        ops = ops_by_level[min(max(level, 1), len(ops_by_level)) - 1]
        execute(ops, state, choices, name=f"fear card {card} (level {level})")

    return effect


def _targets(
    state: State, spirit: str, range_: Any, target: Any, ops: Ops
) -> tuple[list[str], list[str]]:
    """(land targets, spirit targets) — exactly one is used, by the shape of the power."""
    if range_ == "none" or (isinstance(target, Mapping) and "spirit" in target):
        spec = target if isinstance(target, Mapping) and "spirit" in target else {"spirit": "any"}
        return [], legal_spirit_targets(state, spirit, spec)
    return legal_targets(state, spirit, range_, target, card_ops=ops), []


def _has_target(state: State, spirit: str, range_: Any, target: Any, ops: Ops) -> bool:
    lands, spirits = _targets(state, spirit, range_, target, ops)
    return bool(lands or spirits)


def _resolve(g: Game, spirit: str, name: str, range_: Any, target: Any, ops: Ops) -> bool:
    """Resolve one power on a target chosen by the policy; ``False``: no legal target."""
    state = g.state
    lands, spirits = _targets(state, spirit, range_, target, ops)
    kw: dict[str, Any] = {}
    if spirits:
        kw["target_spirit"] = decide(
            g.policy, "sim.target_spirit", spirits, context=f"{spirit}: {name} targets"
        )
    elif lands:
        land = decide(g.policy, "sim.target", lands, context=f"{spirit}: {name} targets")
        assert land is not None
        kw["target_land"] = land
        kw["source_land"] = decide(
            g.policy,
            "sim.source",
            sources_for(state, spirit, range_, land, card_ops=ops),
            context=f"{spirit}: {name} from",
        )
    else:
        state.log.append(f"{spirit}: {name} has no legal target, skipped")
        return False
    try:
        execute(ops, state, g.policy, spirit=spirit, name=f"{spirit}: {name}", **kw)
    except ExecutionError as exc:
        g.errors.append(f"round {g.rounds}: {name}: {exc}")
        state.log.append(f"{spirit}: {name} failed: {exc}")
    return True


def _spirit_phase(g: Game, seat: SpiritData) -> None:
    state, key = g.state, seat.key
    s = state.spirits[key]
    options = list(seat.record.get("growth") or [])
    if options:
        pick = decide(
            g.policy,
            "sim.growth",
            list(range(1, len(options) + 1)),
            context=f"{key}: growth option",
        )
        assert pick is not None
        grow(state, key, options[pick - 1], g.policy)
    if s.tracks is not None:
        gain_energy_phase(state, key)
    for _ in range(s.card_plays):
        if state.result is not None:
            return
        playable = [
            card
            for card in sorted(set(s.hand))
            if card in g.setup.powers
            and g.setup.powers[card].cost <= s.energy
            and _has_target(
                state,
                key,
                g.setup.powers[card].range,
                g.setup.powers[card].target,
                g.setup.powers[card].ops,
            )
        ]
        card = decide(g.policy, "sim.play", playable, context=f"{key}: play a card")
        if card is None:
            return
        power = g.setup.powers[card]
        s.energy -= power.cost
        s.hand.remove(card)
        s.played.append(card)
        for element in power.elements:
            s.elements[element] += 1
        g.played[card] += 1
        state.log.append(f"{key} plays {power.name} (cost {power.cost}, energy left {s.energy})")


def _powers_phase(g: Game, speed: str) -> None:
    state = g.state
    for seat in g.setup.spirits:
        s = state.spirits[seat.key]
        for card in list(s.played):
            power = g.setup.powers[card]
            if power.speed != speed:
                continue
            if state.result is not None:
                return
            _resolve(g, seat.key, power.name, power.range, power.target, power.ops)
        for innate in seat.innates:
            if innate.speed != speed or state.result is not None:
                continue
            met = all(s.element_count(el) >= n for el, n in innate.first_level.items())
            if met and _resolve(g, seat.key, innate.name, innate.range, innate.target, innate.ops):
                g.innates_used += 1


def play_round(g: Game) -> bool:
    """One round; ``True`` when the game is over."""
    state = g.state
    g.rounds += 1
    state.log.append(f"== round {g.rounds}: spirit phase")
    for seat in g.setup.spirits:
        _spirit_phase(g, seat)
        if g.checkpoint():
            return True
    _powers_phase(g, "fast")
    if g.checkpoint():
        return True
    game.invader_phase(state, g.policy, fear_effect=_fear_effect(g.setup.fear_levels))
    if g.checkpoint():
        return True
    _powers_phase(g, "slow")
    if g.checkpoint():
        return True
    game.time_passes(state)
    return g.checkpoint()


def new_game(setup: GameSetup, policy: ChoiceProvider, seed: int, *, check: bool = True) -> Game:
    """The state after setup (first explore done), ready for round 1. A policy with a
    ``bind(state, setup)`` method (:class:`policies.Greedy`) is bound to the new state."""
    state = setup_from_pack(
        setup.boards,
        spirits={seat.key: (seat.record, seat.board) for seat in setup.spirits},
        special_rules={seat.key: list(seat.special_rules) for seat in setup.spirits},
        fear_cards=sorted(setup.fear_levels),
        invader_records=setup.invader_records,
        links=setup.links,
        seed=seed,
        choices=policy,
    )
    bind = getattr(policy, "bind", None)
    if callable(bind):  # state-aware policies (policies.Greedy) read this game's state
        bind(state, setup)
    g = Game(setup=setup, state=state, policy=policy, check=check)
    g.checkpoint()
    return g


def report_of(g: Game, seed: int) -> GameReport:
    state = g.state
    result = state.result or UNFINISHED
    if state.result is None:
        reason = f"no result after {g.rounds} rounds"
    else:
        reason = state.result_reasons[0] if state.result_reasons else ""
    destroyed = sum(e.count for e in state.events if e.op == "destroy" and e.kind in INVADER_KINDS)
    return GameReport(
        seed=seed,
        result=result,
        reason=reason,
        rounds=g.rounds,
        fear_cards_earned=len(state.resolved_fear) + len(state.earned_fear),
        terror_level=state.terror_level,
        blight_left=state.blight_pool,
        invaders_destroyed=destroyed,
        cards_played=sum(g.played.values()),
        innates_used=g.innates_used,
        played=dict(g.played),
        errors=list(g.errors),
    )


def play_game(
    setup: GameSetup,
    policy: ChoiceProvider,
    seed: int = 0,
    *,
    max_rounds: int = 30,
    check: bool = True,
) -> GameReport:
    """Play a whole game (setup seeded by ``seed``, every decision by ``policy``) until
    victory, defeat or ``max_rounds`` rounds (then ``result == "unfinished"``). With
    ``check``, ``State.check_invariants()`` runs after every phase."""
    g = new_game(setup, policy, seed, check=check)
    while g.state.result is None and g.rounds < max_rounds:
        if play_round(g):
            break
    return report_of(g, seed)


def summarize(reports: Sequence[GameReport]) -> dict[str, Any]:
    """Win rate, average rounds, how games ended (by result and reason)."""
    n = len(reports)
    results = Counter(r.result for r in reports)
    endings = Counter(f"{r.result}: {r.reason}" for r in reports)

    def avg(values: Sequence[float]) -> float:
        return round(sum(values) / len(values), 2) if values else 0.0

    return {
        "games": n,
        "victories": results["victory"],
        "defeats": results["defeat"],
        "unfinished": results[UNFINISHED],
        "win_rate": round(results["victory"] / n, 4) if n else 0.0,
        "average_rounds": avg([r.rounds for r in reports]),
        "average_fear_cards": avg([r.fear_cards_earned for r in reports]),
        "average_invaders_destroyed": avg([r.invaders_destroyed for r in reports]),
        "average_cards_played": avg([r.cards_played for r in reports]),
        "endings": dict(endings.most_common()),
        "errors": sum(len(r.errors) for r in reports),
    }
