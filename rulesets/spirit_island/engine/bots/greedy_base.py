"""The state and helpers of :class:`.bots.greedy.Greedy`: binding to a game, the tie-broken best
option, the threatened lands (cached) and the worth of using a power in a land.

The decision handlers live in :mod:`.bots.greedy_pieces` (pieces and lands the invaders and
powers move) and :mod:`.bots.greedy_spirit_phase` (the Spirit Phase); :class:`.bots.greedy.Greedy`
joins them and holds the decision table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from cardsmith.engine.dice import Rng
from cardsmith.rulesets.spirit_island.engine.bots.appraisal import (
    invader_health,
    killed_health,
    ravage_damage,
    threatened_lands,
)
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import INVADER_KINDS

if TYPE_CHECKING:
    from cardsmith.rulesets.spirit_island.engine.round.game import GameSetup

T = TypeVar("T")

__all__ = ["GreedyBase"]


class GreedyBase:
    """What every :class:`.bots.greedy.Greedy` handler reads: the bound state, the setup's powers,
    growth options and innate elements, the seeded ``Rng`` that breaks ties."""

    def __init__(self, seed: int = 0, *, state: State | None = None) -> None:
        self.rng = Rng(seed)
        self.state = state
        self.powers: dict[str, Any] = {}  # card id -> PowerData
        self.by_name: dict[str, Sequence[Mapping[str, Any]]] = {}  # power/innate name -> ops
        self.growth: dict[str, list[Any]] = {}  # spirit key -> growth options
        #: spirit key -> the most of each element its innates' levels ask for
        self.innate_elements: dict[str, Counter[str]] = {}
        self._scored: list[tuple[float, Any]] | None = None
        self._threats: dict[str, tuple[Any, frozenset[str]]] = {}

    def bind(self, state: State, setup: GameSetup | None = None) -> None:
        """Use ``state`` (and the powers / growth options of ``setup``) from now on."""
        self.state = state
        self._threats = {}
        if setup is None:
            return
        self.powers = dict(setup.powers)
        self.by_name = {p.name: p.ops for p in setup.powers.values()}
        for seat in setup.spirits:
            self.growth[seat.key] = list(seat.record.get("growth") or [])
            need: Counter[str] = Counter()
            for innate in seat.innates:
                self.by_name.setdefault(innate.name, innate.ops)
                for op in innate.ops:
                    for el, n in (op.get("elements") or {}).items():
                        need[str(el)] = max(need[str(el)], int(n))
            self.innate_elements[seat.key] = need

    # --- helpers ----------------------------------------------------------------------------
    def _best(self, options: Sequence[T], score: Callable[[T], float]) -> T:
        scored = [(score(o), o) for o in options]
        if self._scored is not None:  # rank(): keep every option's score
            self._scored.extend(scored)
        top = max(s for s, _ in scored)
        best = [o for s, o in scored if s == top]
        return best[0] if len(best) == 1 else best[self.rng.randrange(len(best))]

    def _spirit(self, context: str) -> str | None:
        key = context.split(":", 1)[0]
        return key if self.state is not None and key in self.state.spirits else None

    def threatened(self, slot: str) -> frozenset[str]:
        """:func:`.bots.appraisal.threatened_lands` of the bound state, kept until a piece changes
        (an event) or the invader cards move."""
        state = self.state
        assert state is not None
        key = (len(state.events), state.round, tuple(map(id, state.slots.get(slot, []))))
        hit = self._threats.get(slot)
        if hit is None or hit[0] != key:
            hit = (key, frozenset(threatened_lands(state, slot)))
            self._threats[slot] = hit
        return hit[1]

    def land_value(self, land: str, profile: Counter[str] | None = None) -> float:
        """How much a power with ``profile`` (``None``: unknown) helps when used in ``land``."""
        state = self.state
        assert state is not None
        ravaged = land in self.threatened("ravage")
        built = land in self.threatened("build")
        health = invader_health(state, land)
        invaders = state.count(land, *INVADER_KINDS)
        weight = 2.0 if ravaged else 1.5 if built else 1.0
        generic = (3 * health if (ravaged or built) else health) + 0.1 * invaders
        if profile is None:
            return generic
        value = 0.0
        value += killed_health(state, land, profile["damage"]) * weight * 2
        value += min(profile["destroy"] + profile["downgrade"], invaders) * weight * 3
        value += min(profile["push"], invaders) * (3.0 if ravaged else 2.0 if built else 0.5)
        if ravaged:
            damage = ravage_damage(state, land)
            value += min(profile["defend"], damage) * 2
            value += 4 * damage * min(profile["skip"], 1)
        value += profile["fear"] * 1.0
        value += 2 * min(profile["remove_blight"], state.land(land).blight)
        value -= 6 * profile["add_blight"]
        return value + 0.01 * generic
