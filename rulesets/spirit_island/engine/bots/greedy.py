"""Decision policies smarter than :class:`~cardsmith.engine.choices.FirstLegal` / ``SeededRandom``.

:class:`Greedy` is a one-step heuristic policy for whole-game simulations: it looks at the
state it is bound to (``Greedy(seed, state=…)`` or :meth:`Greedy.bind`, which
:func:`.simulate.new_game` calls with the game's state and setup) and answers each
decision by a score per option, by decision name. Ties are broken by a seeded generator, so a
game is deterministic for a seed. Unknown decisions (and any decision asked before a state is
bound) fall back to the first legal option; optional ones are taken. The heuristics are listed
in ``rulesets/spirit_island/docs/simulation.md``.

The class is split by responsibility: its state and helpers in :mod:`.bots.greedy_base`, the piece
and land handlers in :mod:`.bots.greedy_pieces`, the Spirit Phase handlers in
:mod:`.bots.greedy_spirit_phase`; this module joins them and holds the decision table ``_HANDLERS``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from cardsmith.rulesets.spirit_island.engine.bots.greedy_pieces import PieceDecisions
from cardsmith.rulesets.spirit_island.engine.bots.greedy_spirit_phase import SpiritPhaseDecisions

T = TypeVar("T")

__all__ = ["Greedy"]


class Greedy(SpiritPhaseDecisions, PieceDecisions):
    """One-step greedy policy, deterministic for a seed (ties broken by a seeded ``Rng``)."""

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

    def _land_generic(self, options: list[Any], context: str, min: int) -> Any:
        return self._best(options, lambda land: self.land_value(str(land)))

    def _yes(self, options: list[Any], context: str, min: int) -> Any:
        return "yes" if "yes" in options else options[0]


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
