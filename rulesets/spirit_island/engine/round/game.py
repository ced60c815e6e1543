"""A whole game's records: the setup of each seat (its powers and innates), the
:class:`Game` being played (state, policy, decks, per-round tallies) and the series it records."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardsmith.dsl.ir import Ops
from cardsmith.engine.choices import ChoiceProvider
from cardsmith.rulesets.spirit_island.engine.ops.execute import execute
from cardsmith.rulesets.spirit_island.engine.state.adversary import Adversary
from cardsmith.rulesets.spirit_island.engine.state.blight_card import BlightCard
from cardsmith.rulesets.spirit_island.engine.state.event_card import EventCard
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import INVADER_KINDS
from cardsmith.rulesets.spirit_island.engine.state.power_decks import GainRecord, PowerDecks

#: ``standard``: the Stage II cards' escalation is used; ``easier``: ignored (the rules'
#: "for your first game or an easier game")
DIFFICULTIES: tuple[str, ...] = ("standard", "easier")


#: the per-round series of a report (``GameReport.curves``), read at the end of each round
SERIES: dict[str, str] = {
    "blight": "blight on the island",
    "fear": "fear cards earned (+ the fraction of the next)",
    "invaders": "invaders on the island",
    "presence": "presence on the island",
    "energy": "energy left unspent after card plays",
}


class NullLog(list[str]):
    """A log that keeps nothing (bulk runs: the text log off)."""

    def append(self, item: str) -> None:
        return None

    def extend(self, items: Any) -> None:
        return None


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
    kind: str = "unique"  # minor, major, unique

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
            kind=str(record.get("kind") or "unique"),
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
    #: the elements of every level, lowest first
    levels: tuple[Mapping[str, int], ...] = ()

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
            levels=tuple(
                {str(k): int(v) for k, v in (level.get("elements") or {}).items()}
                for level in levels
            ),
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
    """Everything a game needs, as plain data. ``minors`` / ``majors``: the card ids of the
    power decks (their :class:`PowerData` in ``powers``); empty decks: nothing to gain."""

    boards: Sequence[Mapping[str, Any]]
    spirits: Sequence[SpiritData]
    powers: Mapping[str, PowerData]
    fear_levels: Mapping[str, Sequence[Ops]] = field(default_factory=dict)
    invader_records: Sequence[Mapping[str, Any]] | None = None
    links: Sequence[tuple[str, str]] = ()
    minors: Sequence[str] = ()
    majors: Sequence[str] = ()
    difficulty: str = "standard"
    #: energy added at every Gain Energy, per seat key (known-answer checks: buffs, nerfs)
    energy_bonus: Mapping[str, int] = field(default_factory=dict)
    #: card ids left out of the game (ablation: the same seeds without the card)
    without: frozenset[str] = frozenset()
    #: place the tokens the boards print (a set pack's ``options: {board_tokens: true}``)
    board_tokens: bool = False
    #: the Blight deck (:class:`.state.blight_card.BlightCard`): shuffled by the seed, its top
    #: card holds the pool; empty: no Blight Card, the pool of the Horizons rules
    blight_cards: Sequence[BlightCard] = ()
    #: the first of ``blight_cards`` holds the pool (``--blight-card NAME``); the rest shuffled
    blight_card_chosen: bool = False
    #: the adversary and its level (``None``: none)
    adversary: Adversary | None = None
    #: the Event deck (:class:`.state.event_card.EventCard`), shuffled by the seed; empty: no
    #: Event step (Horizons games, ``--events off``)
    event_cards: Sequence[EventCard] = ()


@dataclass
class Game:
    setup: GameSetup
    state: State
    policy: ChoiceProvider
    check: bool
    decks: PowerDecks
    gains: dict[str, GainRecord] = field(default_factory=dict)
    played: Counter[str] = field(default_factory=Counter)
    innates_used: int = 0
    rounds: int = 0  # rounds started
    errors: list[str] = field(default_factory=list)
    effects: dict[str, dict[str, int]] = field(default_factory=dict)
    curves: dict[str, list[float]] = field(default_factory=dict)
    unspent: dict[str, int] = field(default_factory=dict)  # energy after card plays
    made_fast: dict[str, set[str]] = field(default_factory=dict)  # this round
    made_slow: dict[str, set[str]] = field(default_factory=dict)  # this round (swap_speed)
    resolved: dict[str, set[str]] = field(default_factory=dict)  # powers used this round

    def checkpoint(self) -> bool:
        """Invariants after a phase; ``True`` when the game is over."""
        if self.check:
            self.state.check_invariants()
        return self.state.update_result() is not None

    def seat(self, key: str) -> SpiritData:
        return next(s for s in self.setup.spirits if s.key == key)

    def fear_effect(self, state: State, card: str, level: int, choices: ChoiceProvider) -> None:
        ops_by_level = self.setup.fear_levels.get(card)
        if not ops_by_level:
            state.log.append(f"fear card {card}: no compiled effect, skipped")
            return
        ops = ops_by_level[min(max(level, 1), len(ops_by_level)) - 1]
        execute(ops, state, choices, name=f"fear card {card} (level {level})")

    def snapshot(self) -> dict[str, float]:
        """The :data:`SERIES` now."""
        state = self.state
        size = max(1, state.fear_pool_size)
        earned = len(state.resolved_fear) + len(state.earned_fear)
        return {
            "blight": float(state.blight_on_island()),
            "fear": round(earned + state.generated_fear / size, 3),
            "invaders": float(state.count_all(*INVADER_KINDS)),
            "presence": float(sum(s.presence_on_island() for s in state.spirits.values())),
            "energy": float(sum(self.unspent.values())),
        }

    def record_round(self) -> None:
        for name, value in self.snapshot().items():
            self.curves.setdefault(name, []).append(value)
