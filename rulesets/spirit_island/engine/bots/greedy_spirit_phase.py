""":class:`.bots.greedy.Greedy`'s Spirit Phase answers: the growth option and its lands, reclaim
and presence track, the deck to gain from and the card to keep or forget, the card to play and
the land a power targets (with what a card is worth to play now and to keep)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from cardsmith.rulesets.spirit_island.engine.bots.appraisal import effect_profile, ravage_damage
from cardsmith.rulesets.spirit_island.engine.bots.greedy_base import GreedyBase
from cardsmith.rulesets.spirit_island.engine.rules.targeting import (
    legal_spirit_targets,
    legal_targets,
    spirit_spec,
)
from cardsmith.rulesets.spirit_island.engine.state.model import INVADER_KINDS

__all__ = ["SpiritPhaseDecisions"]


class SpiritPhaseDecisions(GreedyBase):
    """The handlers of growth, gaining, playing and targeting decisions (``sim.growth``,
    ``growth.*``, ``presence.track``, ``gain.*``, ``sim.play``, ``sim.target``)."""

    def _card_value(self, spirit: str, card: str) -> float:
        state = self.state
        power = self.powers.get(card)
        if state is None or power is None:
            return 0.0
        s = state.spirits[spirit]
        elements = Counter(s.elements) + s.permanent_elements + Counter(power.elements)
        profile = effect_profile(power.ops, elements)
        cost = float(power.cost)
        spec = spirit_spec(power.range, power.target)
        if spec is not None:
            if not legal_spirit_targets(state, spirit, spec):
                return -1.0  # no spirit to target (solo, "another spirit")
            return 1.0 - 0.1 * cost
        lands = legal_targets(state, spirit, power.range, power.target, card_ops=power.ops)
        best = max((self.land_value(x, profile) for x in lands), default=-1.0)
        # elements towards an innate level not met yet
        need = self.innate_elements.get(spirit, Counter())
        have = Counter(s.elements) + s.permanent_elements
        boost = sum(0.5 for el in power.elements if have[el] < need[el])
        return best + boost - 0.1 * cost

    def _growth(self, options: list[Any], context: str, min: int) -> Any:
        state = self.state
        spirit = self._spirit(context)
        growth = self.growth.get(spirit or "")
        if state is None or spirit is None or not growth:
            return options[0]
        s = state.spirits[spirit]
        costs = sorted((self.powers[c].cost for c in s.hand if c in self.powers), reverse=True)
        income = s.tracks.energy_per_turn() if s.tracks is not None else 0
        poor = s.energy + income < (max(costs) if costs else 2)
        missing_cards = max(0, s.card_plays - len(s.hand))
        early = state.round < 6 and s.presence_off_island > 0
        # energy the hand cannot use this round: gaining a card puts it to work
        spare = s.energy + income - sum(costs[: s.card_plays])

        def score(number: Any) -> float:
            value = 0.0
            for action in growth[int(number) - 1]:
                if not isinstance(action, Mapping):
                    continue
                if "add_presence" in action and s.presence_off_island > 0:
                    value += 3.0 if early else 1.0
                if "gain_energy" in action:
                    amount = action["gain_energy"]  # a number, or card_plays/track/per element
                    amount = amount if isinstance(amount, int) else 2
                    value += amount * (1.5 if poor else 0.5)
                if action.get("reclaim") == "all" and s.discard:
                    value += 6.0 * missing_cards + (6.0 if not s.hand else 0.0)
                if "gain_card" in action and self.powers:
                    use = max(0, spare if spare < 6 else 6)
                    value += 2.0 + 0.5 * use + (2.0 if missing_cards else 0.0)
            return value

        return self._best(options, score)

    def card_worth(self, spirit: str, card: str) -> float:
        """What a card is worth to keep, whatever the board: its profile, its cost."""
        state = self.state
        power = self.powers.get(card)
        if state is None or power is None:
            return 0.0
        s = state.spirits[spirit]
        elements = s.permanent_elements + Counter(power.elements)
        p = effect_profile(power.ops, elements)
        value = (
            2.0 * p["damage"]
            + 1.5 * p["fear"]
            + 0.7 * p["defend"]
            + 3.0 * p["destroy"]
            + 2.0 * p["downgrade"]
            + 1.2 * p["push"]
            + 0.8 * p["gather"]
            + 3.0 * p["skip"]
            + 2.5 * p["remove_blight"]
            - 4.0 * p["add_blight"]
        )
        value += 0.5 * sum(
            n
            for el, n in self.innate_elements.get(spirit, Counter()).items()
            if el in power.elements
        )
        return float(value - 0.8 * power.cost + (1.0 if power.speed == "fast" else 0.0))

    def _gain_deck(self, options: list[Any], context: str, min: int) -> Any:
        state = self.state
        spirit = self._spirit(context)
        if state is None or spirit is None or "major" not in options:
            return options[0]
        s = state.spirits[spirit]
        income = s.tracks.energy_per_turn() if s.tracks is not None else 0
        return (
            "major"
            if s.energy + income >= 7 and len(s.hand) + len(s.discard) >= 5
            else ("minor" if "minor" in options else options[0])
        )

    def _gain_keep(self, options: list[Any], context: str, min: int) -> Any:
        spirit = self._spirit(context)
        if spirit is None:
            return options[0]
        return self._best(options, lambda c: self.card_worth(spirit, str(c)))

    def _gain_forget(self, options: list[Any], context: str, min: int) -> Any:
        spirit = self._spirit(context)
        if spirit is None:
            return options[0]
        return self._best(options, lambda c: -self.card_worth(spirit, str(c)))

    def _order(self, options: list[Any], context: str, min: int) -> Any:
        return options[0]

    def _play(self, options: list[Any], context: str, min: int) -> Any:
        spirit = self._spirit(context)
        if spirit is None:
            return options[0]
        best = self._best(options, lambda card: self._card_value(spirit, str(card)))
        if min == 0 and self._card_value(spirit, str(best)) <= 0:
            return None  # nothing worth its cost now: keep the energy
        return best

    def _target(self, options: list[Any], context: str, min: int) -> Any:
        state = self.state
        assert state is not None
        spirit = self._spirit(context)
        name = context.split(": ", 1)[1].rsplit(" targets", 1)[0] if ": " in context else ""
        ops = self.by_name.get(name)
        profile = None
        if ops is not None and spirit is not None:
            s = state.spirits[spirit]
            profile = effect_profile(ops, Counter(s.elements) + s.permanent_elements)
        return self._best(options, lambda land: self.land_value(str(land), profile))

    def _growth_land(self, options: list[Any], context: str, min: int) -> Any:
        state = self.state
        assert state is not None
        spirit = self._spirit(context)
        ravaged = self.threatened("ravage")
        threats = ravaged | self.threatened("build")

        def score(land: Any) -> float:
            x = str(land)
            value = 0.0
            if spirit is not None:
                value += 1.0 if state.spirits[spirit].presence[x] == 1 else 0.0
            if x in ravaged and ravage_damage(state, x) >= 2:
                value -= 4.0
            near = [x, *state.island.adjacent(x)]
            value += 1.0 * sum(y in threats for y in near)
            value += 0.2 * sum(state.count(y, *INVADER_KINDS) for y in near)
            return value

        return self._best(options, score)

    def _reclaim(self, options: list[Any], context: str, min: int) -> Any:
        return self._best(
            options, lambda c: float(self.powers[c].cost) if c in self.powers else 0.0
        )

    def _track(self, options: list[Any], context: str, min: int) -> Any:
        """The energy track, unless the spirit has energy to spare for another card play."""
        state = self.state
        assert state is not None
        spirit = self._spirit(context)
        order = {"energy": 2.0, "card_plays": 1.0, "island": 0.0}
        if spirit is not None:
            s = state.spirits[spirit]
            income = s.tracks.energy_per_turn() if s.tracks is not None else 0
            if len(s.hand) > s.card_plays and income >= 2 * s.card_plays:
                order["card_plays"] = 3.0
        return self._best(options, lambda t: order.get(str(t), -1.0))
