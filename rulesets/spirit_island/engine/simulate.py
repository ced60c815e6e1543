"""Whole games: every round played by a policy (a :class:`~engine.choices.ChoiceProvider`).

>>> report = play_game(setup, SeededRandom(7), seed=7)                    # doctest: +SKIP
>>> report.result, report.rounds                                          # doctest: +SKIP
('defeat', 9)

The engine only gets plain data (:class:`GameSetup`: board dicts, spirit records as dicts,
compiled ops of the powers, innates, special rules and fear cards, the Minor and Major decks);
the tools side (``cardsmith.rulesets.spirit_island.simulate``) reads the pack. A round
(:mod:`.round.play`) is the Spirit Phase (growth, the power cards gained —
:mod:`.changes.power_cards` —, Gain Energy, card plays), the fast powers, the Invader Phase, the
slow powers and Time Passes, with every legal choice of the rules asked of the policy (decision
names in :mod:`.round.play`).

Everything random comes from the seed: the fear and invader decks from ``Rng(seed)`` as in
:func:`.setup.from_pack.setup_from_pack`, the power decks from a second generator of the same seed
(so two setups with the same seed and other spirits share their invader and fear decks). A power
raising :class:`~.effects.run.ExecutionError` is recorded in ``GameReport.errors`` and skipped.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardsmith.engine.choices import ChoiceProvider
from cardsmith.engine.dice import Rng
from cardsmith.rulesets.spirit_island.engine.round.game import (
    Game,
    GameSetup,
    NullLog,
    SpiritData,
)
from cardsmith.rulesets.spirit_island.engine.round.play import play_round
from cardsmith.rulesets.spirit_island.engine.rules.blight_cards import install_blight_card
from cardsmith.rulesets.spirit_island.engine.rules.events import (
    game_event_deck,
    install_event_deck,
)
from cardsmith.rulesets.spirit_island.engine.setup.from_pack import setup_from_pack
from cardsmith.rulesets.spirit_island.engine.state.model import INVADER_KINDS
from cardsmith.rulesets.spirit_island.engine.state.power_decks import GainRecord, PowerDecks

__all__ = ["UNFINISHED", "GameReport", "new_game", "play_game", "report_of", "summarize"]

#: the result of a game still undecided after ``max_rounds``
UNFINISHED = "unfinished"


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
    gained: dict[str, list[str]] = field(default_factory=dict)  # seat -> cards gained
    forgotten: dict[str, list[str]] = field(default_factory=dict)
    curves: dict[str, list[float]] = field(default_factory=dict)  # SERIES name -> per round
    effects: dict[str, dict[str, int]] = field(default_factory=dict)  # card:ID -> tally
    #: the Blight Card in play at the end (``None``: no card) and whether the island is blighted
    blight_card: str | None = None
    island_blighted: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "result": self.result,
            "reason": self.reason,
            "rounds": self.rounds,
            "fear_cards_earned": self.fear_cards_earned,
            "terror_level": self.terror_level,
            "blight_left": self.blight_left,
            "blight_card": self.blight_card,
            "island_blighted": self.island_blighted,
            "invaders_destroyed": self.invaders_destroyed,
            "cards_played": self.cards_played,
            "innates_used": self.innates_used,
            "played": dict(sorted(self.played.items())),
            "errors": list(self.errors),
            "gained": {k: list(v) for k, v in self.gained.items()},
            "forgotten": {k: list(v) for k, v in self.forgotten.items()},
            "curves": {k: list(v) for k, v in self.curves.items()},
            "effects": {k: dict(sorted(v.items())) for k, v in sorted(self.effects.items())},
        }


def new_game(
    setup: GameSetup,
    policy: ChoiceProvider,
    seed: int,
    *,
    check: bool = True,
    log: bool = True,
) -> Game:
    """The state after setup (first explore done), ready for round 1. A policy with a
    ``bind(state, setup)`` method (:class:`.bots.greedy.Greedy`) is bound to the new state, one
    with ``bind_game(game)`` (:class:`.bots.rollouts.Rollouts`) to the game. ``log=False``: no text
    log (bulk runs)."""
    without = setup.without
    state = setup_from_pack(
        setup.boards,
        spirits={seat.key: (_record(seat, without), seat.board) for seat in setup.spirits},
        special_rules={seat.key: list(seat.special_rules) for seat in setup.spirits},
        fear_cards=sorted(setup.fear_levels),
        invader_records=setup.invader_records,
        links=setup.links,
        seed=seed,
        choices=policy,
        board_tokens=setup.board_tokens,
        adversary=setup.adversary,
    )
    if not log:
        state.log = NullLog()
    if setup.blight_cards:  # its own stream: the invader and fear decks stay those of the seed
        top = list(setup.blight_cards[:1]) if setup.blight_card_chosen else []
        blight_deck = list(setup.blight_cards[len(top) :])
        Rng(f"blight deck {seed}").shuffle(blight_deck)
        blight_deck = top + blight_deck
        install_blight_card(state, blight_deck[0], blight_deck[1:])
    if setup.event_cards:  # its own stream too
        foe = setup.adversary.id if setup.adversary is not None else None
        event_deck = game_event_deck(setup.event_cards, foe)
        Rng(f"event deck {seed}").shuffle(event_deck)
        install_event_deck(state, event_deck)
    rng = Rng(f"power decks {seed}")  # not the setup's stream: the same invader and fear decks
    decks = PowerDecks.build(
        {
            "minor": [c for c in setup.minors if c in setup.powers and c not in without],
            "major": [c for c in setup.majors if c in setup.powers and c not in without],
        },
        rng,
    )
    g = Game(
        setup=setup,
        state=state,
        policy=policy,
        check=check,
        decks=decks,
        gains={seat.key: GainRecord() for seat in setup.spirits},
    )
    bind = getattr(policy, "bind", None)
    if callable(bind):  # state-aware policies (policies.Greedy) read this game's state
        bind(state, setup)
    bind_game = getattr(policy, "bind_game", None)
    if callable(bind_game):
        bind_game(g)
    g.checkpoint()
    return g


def _record(seat: SpiritData, without: frozenset[str]) -> Mapping[str, Any]:
    if not without:
        return seat.record
    unique = [c for c in seat.record.get("unique_powers", []) if str(c) not in without]
    return {**seat.record, "unique_powers": unique}


def report_of(g: Game, seed: int) -> GameReport:
    state = g.state
    result = state.result or UNFINISHED
    if state.result is None:
        reason = f"no result after {g.rounds} rounds"
    else:
        reason = state.result_reasons[0] if state.result_reasons else ""
    if len(next(iter(g.curves.values()), [])) < g.rounds:
        g.record_round()  # the round the game ended in
    destroyed = sum(e.count for e in state.events if e.op == "destroy" and e.kind in INVADER_KINDS)
    return GameReport(
        seed=seed,
        result=result,
        reason=reason,
        rounds=g.rounds,
        fear_cards_earned=len(state.resolved_fear) + len(state.earned_fear),
        terror_level=state.terror_level,
        blight_left=state.blight_pool,
        blight_card=None if state.blight_card is None else state.blight_card.id,
        island_blighted=state.island_blighted,
        invaders_destroyed=destroyed,
        cards_played=sum(g.played.values()),
        innates_used=g.innates_used,
        played=dict(g.played),
        errors=list(g.errors),
        gained={k: list(v.gained) for k, v in g.gains.items()},
        forgotten={k: list(v.forgotten) for k, v in g.gains.items()},
        curves={k: list(v) for k, v in g.curves.items()},
        effects={k: dict(v) for k, v in g.effects.items()},
    )


def play_game(
    setup: GameSetup,
    policy: ChoiceProvider,
    seed: int = 0,
    *,
    max_rounds: int = 30,
    check: bool = True,
    log: bool = True,
) -> GameReport:
    """Play a whole game (setup seeded by ``seed``, every decision by ``policy``) until
    victory, defeat or ``max_rounds`` rounds (then ``result == "unfinished"``). With
    ``check``, ``State.check_invariants()`` runs after every phase."""
    g = new_game(setup, policy, seed, check=check, log=log)
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
