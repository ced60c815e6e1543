""":class:`.bots.greedy.Greedy`'s answers about pieces and lands: whom damage kills, where a push
sends a piece, which piece an effect takes, where a gather comes from, where blight cascades
and an escalation strikes, which invader action is skipped and which kind is added."""

from __future__ import annotations

from typing import Any

from cardsmith.rulesets.spirit_island.engine.bots.appraisal import (
    AMOUNT_IN,
    KIND_RANK,
    LAND_IN,
    kind_of,
    label_health,
    ravage_damage,
    struck_lands,
)
from cardsmith.rulesets.spirit_island.engine.bots.greedy_base import GreedyBase
from cardsmith.rulesets.spirit_island.engine.state.model import INVADER_KINDS

__all__ = ["PieceDecisions"]


class PieceDecisions(GreedyBase):
    """The handlers of piece and land decisions (``damage.target``, ``push.destination``,
    ``*.piece``, ``gather.source``, ``cascade.land``, ``escalation.land``, ``skip.action``,
    ``*.kind``)."""

    def _damage(self, options: list[Any], context: str, min: int) -> Any:
        m = AMOUNT_IN.match(context)
        amount, land = (int(m.group(1)), m.group(2)) if m else (1, None)
        land_m = LAND_IN.search(context)
        if land is None and land_m:
            land = land_m.group(1)
        if land is not None and self.state is not None and land not in self.state.lands:
            land = None

        def score(label: Any) -> float:
            kind = kind_of(str(label))
            health = label_health(self.state, land, str(label))
            rank = KIND_RANK.get(kind, 0)
            if health <= amount:  # dies: the strongest, then the least health left
                return 100 + 10 * rank - health
            return -health + 0.1 * rank

        return self._best(options, score)

    def _push_destination(self, options: list[Any], context: str, min: int) -> Any:
        state = self.state
        assert state is not None
        ravaged = self.threatened("ravage")
        dahan = "dahan" in context
        if dahan:  # dahan: out of harm's way

            def shelter(land: Any) -> float:
                x = str(land)
                return -3.0 * (x in ravaged) - 0.1 * state.count(x, *INVADER_KINDS)

            return self._best(options, shelter)
        # an invader pushed into a land the next Ravage or Build strikes (with invaders there
        # or not) is ravaged or built on there; worst where it makes the Ravage blight the land
        struck = frozenset(struck_lands(state, "ravage"))
        building = frozenset(struck_lands(state, "build"))
        kind = next((k for k in KIND_RANK if k in context), "explorer")
        adds = {"explorer": 1, "town": 2, "city": 3}[kind]

        def score(land: Any) -> float:
            x = str(land)
            value = -2.0 * (x in building) - 0.5 * state.count(x, *INVADER_KINDS)
            if x in struck:
                blights = ravage_damage(state, x) < 2 <= ravage_damage(state, x) + adds
                value -= 3.0 + (4.0 if blights else 0.0) + 1.0 * (x in ravaged)
            return value - 0.2 * state.land(x).blight

        return self._best(options, score)

    def _pick_piece(self, options: list[Any], context: str, min: int) -> Any:
        state = self.state
        assert state is not None
        land_m = LAND_IN.search(context)
        land = land_m.group(1) if land_m else None
        ravaged = land is not None and land in self.threatened("ravage")

        def score(label: Any) -> float:
            kind = kind_of(str(label))
            if kind in KIND_RANK:
                return 10.0 * KIND_RANK[kind] - label_health(state, land, str(label))
            if kind == "blight":
                return 5.0
            if kind == "dahan":
                return 1.0 if ravaged else -1.0
            return -5.0  # presence and the rest

        best = self._best(options, score)
        if min == 0 and score(best) < 0:
            return None
        return best

    def _gather_source(self, options: list[Any], context: str, min: int) -> Any:
        state = self.state
        assert state is not None
        ravaged = self.threatened("ravage")
        built = self.threatened("build")
        return self._best(
            options,
            lambda land: (
                3.0 * (str(land) in ravaged)
                + 2.0 * (str(land) in built)
                + 0.1 * state.count(str(land), *INVADER_KINDS)
            ),
        )

    def _cascade(self, options: list[Any], context: str, min: int) -> Any:
        state = self.state
        assert state is not None

        def score(land: Any) -> float:
            x = str(land)
            ls = state.land(x)
            presence = sum(s.presence[x] for s in state.spirits.values())
            return -10.0 * (ls.blight > 0) - 2.0 * presence - 0.1 * ls.count("dahan")

        return self._best(options, score)

    def _escalation(self, options: list[Any], context: str, min: int) -> Any:
        """A stage II town goes in as the card is revealed, before the cards advance: the Build
        card's lands are ravaged next round and the new Explore card's are built on (the town
        would become a city); the Ravage card's lands are left alone until another card names
        them."""
        state = self.state
        assert state is not None
        ravages_next = frozenset(struck_lands(state, "build"))
        builds_next = frozenset(struck_lands(state, "explore"))
        leaving = frozenset(struck_lands(state, "ravage")) - ravages_next - builds_next

        def score(land: Any) -> float:
            x = str(land)
            presence = sum(s.presence[x] for s in state.spirits.values())
            return (
                -5.0 * (x in ravages_next)
                - 4.0 * (x in builds_next)
                + 1.0 * (x in leaving)
                - 1.0 * presence
                - 0.5 * state.count(x, *INVADER_KINDS)
                + 0.3 * state.count(x, "dahan")
            )

        return self._best(options, score)

    def _skip_action(self, options: list[Any], context: str, min: int) -> Any:
        order = {"ravage": 3, "build": 2, "build+town": 1}
        return self._best(options, lambda a: float(order.get(str(a), 0)))

    def _kind_weak(self, options: list[Any], context: str, min: int) -> Any:
        order = {"dahan": 4, "explorer": 3, "town": 2, "city": 1}
        best = self._best(options, lambda k: float(order.get(str(k), 0)))
        return None if min == 0 else best  # never add invaders when it can be declined
