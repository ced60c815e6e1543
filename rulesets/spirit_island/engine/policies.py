"""Decision policies smarter than :class:`~engine.choices.FirstLegal` / ``SeededRandom``.

:class:`Greedy` is a one-step heuristic policy for whole-game simulations: it looks at the
state it is bound to (``Greedy(seed, state=…)`` or :meth:`Greedy.bind`, which
:func:`simulate.new_game` calls with the game's state and setup) and answers each
decision by a score per option, by decision name. Ties are broken by a seeded generator, so a
game is deterministic for a seed. Unknown decisions (and any decision asked before a state is
bound) fall back to the first legal option; optional ones are taken. The heuristics are listed
in ``docs/simulation.md``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from engine.dice import Rng
from rulesets.spirit_island.engine.appraise import (
    AMOUNT_IN,
    KIND_RANK,
    LAND_IN,
    effect_profile,
    invader_health,
    killed_health,
    kind_of,
    label_health,
    ravage_damage,
    struck_lands,
    threatened_lands,
)
from rulesets.spirit_island.engine.model import INVADER_KINDS
from rulesets.spirit_island.engine.state import State
from rulesets.spirit_island.engine.targeting import legal_spirit_targets, legal_targets

if TYPE_CHECKING:
    from rulesets.spirit_island.engine.simulate import GameSetup

T = TypeVar("T")

__all__ = ["Greedy"]


class Greedy:
    """One-step greedy policy, deterministic for a seed (ties broken by a seeded ``Rng``)."""

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
        """:func:`appraise.threatened_lands` of the bound state, kept until a piece changes
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

    def _card_value(self, spirit: str, card: str) -> float:
        state = self.state
        power = self.powers.get(card)
        if state is None or power is None:
            return 0.0
        s = state.spirits[spirit]
        elements = Counter(s.elements) + s.permanent_elements + Counter(power.elements)
        profile = effect_profile(power.ops, elements)
        cost = float(power.cost)
        if power.range == "none" or (
            isinstance(power.target, Mapping) and "spirit" in power.target
        ):
            spec = power.target if isinstance(power.target, Mapping) else {"spirit": "any"}
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

    def rank(self, decision: str, options: Sequence[T], *, context: str = "") -> list[T]:
        """``options`` best first by this policy's score for ``decision`` (in the given order
        when it scores none: no handler, or one that does not score). Draws no random
        number."""
        handler = _HANDLERS.get(decision)
        if self.state is None or handler is None or len(options) < 2:
            return list(options)
        self._scored, saved = [], self.rng.getstate()
        try:
            handler(self, list(options), context, 1)
            scored = self._scored
        finally:
            self._scored = None
            self.rng.setstate(saved)
        score: dict[int, float] = {}
        for value, option in scored:
            for i, o in enumerate(options):
                if o is option or o == option:
                    score.setdefault(i, value)
        order = sorted(range(len(options)), key=lambda i: (-score.get(i, float("-inf")), i))
        return [options[i] for i in order]

    # --- decisions --------------------------------------------------------------------------
    def choose(
        self, decision: str, options: Sequence[T], *, context: str = "", min: int = 1
    ) -> T | None:
        if not options:
            return None
        if self.state is None:
            return options[0]
        handler = _HANDLERS.get(decision)
        if handler is None:
            return options[0]
        answer = handler(self, list(options), context, min)
        return answer if answer is None or answer in options else options[0]

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
        state = self.state
        assert state is not None
        ravaged = self.threatened("ravage")
        built = self.threatened("build")

        def score(land: Any) -> float:
            x = str(land)
            presence = sum(s.presence[x] for s in state.spirits.values())
            return (
                -3.0 * (x in ravaged)
                - 2.0 * (x in built)
                - 1.0 * presence
                - 0.5 * state.count(x, *INVADER_KINDS)
            )

        return self._best(options, score)

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

    def _land_generic(self, options: list[Any], context: str, min: int) -> Any:
        return self._best(options, lambda land: self.land_value(str(land)))

    def _yes(self, options: list[Any], context: str, min: int) -> Any:
        return "yes" if "yes" in options else options[0]

    def _skip_action(self, options: list[Any], context: str, min: int) -> Any:
        order = {"ravage": 3, "build": 2, "build+town": 1}
        return self._best(options, lambda a: float(order.get(str(a), 0)))

    def _kind_weak(self, options: list[Any], context: str, min: int) -> Any:
        order = {"dahan": 4, "explorer": 3, "town": 2, "city": 1}
        best = self._best(options, lambda k: float(order.get(str(k), 0)))
        return None if min == 0 else best  # never add invaders when it can be declined


_Handler = Callable[[Greedy, list[Any], str, int], Any]
_HANDLERS: dict[str, _Handler] = {
    "sim.growth": Greedy._growth,
    "sim.growth.order": Greedy._order,
    "gain.deck": Greedy._gain_deck,
    "gain.keep": Greedy._gain_keep,
    "gain.forget": Greedy._gain_forget,
    "sim.play": Greedy._play,
    "sim.target": Greedy._target,
    "damage.target": Greedy._damage,
    "dahan.counterattack.target": Greedy._damage,
    "damage.each.target": Greedy._damage,
    "push.destination": Greedy._push_destination,
    "push.piece": Greedy._pick_piece,
    "destroy.piece": Greedy._pick_piece,
    "downgrade.piece": Greedy._pick_piece,
    "replace.piece": Greedy._pick_piece,
    "remove.piece": Greedy._pick_piece,
    "abduct.piece": Greedy._pick_piece,
    "gather.source": Greedy._gather_source,
    "gather.piece": Greedy._pick_piece,
    "cascade.land": Greedy._cascade,
    "escalation.land": Greedy._escalation,
    "growth.land": Greedy._growth_land,
    "growth.reclaim": Greedy._reclaim,
    "growth.track": Greedy._track,
    "presence.track": Greedy._track,
    "land.choose": Greedy._land_generic,
    "repeat.land": Greedy._land_generic,
    "optional": Greedy._yes,
    "skip.action": Greedy._skip_action,
    "add.kind": Greedy._kind_weak,
    "replace.kind": Greedy._kind_weak,
}
