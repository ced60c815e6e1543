"""The game-free engine core: what every ruleset's engine needs.

- :mod:`engine.state` — :class:`GameState`: a readable log, the event log, invariants checked
  after every primitive change, the result (:class:`Outcome`);
- :mod:`engine.events` — :class:`Event` records, the :class:`EventLog` (listeners, source tags);
- :mod:`cardsmith.engine.dispatch` — the :class:`Dispatcher` of operation names to handlers;
- :mod:`cardsmith.engine.dice` — seeded :class:`Rng` (dice) and :class:`Deck`, all from one seed;
- :mod:`cardsmith.engine.choices` — every decision goes through one protocol (scripted, first-legal,
  seeded random, policies).
- :mod:`engine.budget` — the operation budget of one action (:class:`OperationBudgetExceeded`
  past :data:`MAX_OPERATIONS`);
- :mod:`cardsmith.engine.interpret` — the core :class:`Interpreter` of compiled operations (``if``,
  ``optional``, ``choice``, ``for_each``, ``repeat``, ``trigger``), which a ruleset extends
  with its verbs, conditions, queries and events (:class:`Extension`).

A game's own engine (board, state, turn, actions) lives in its ruleset package, e.g.
``cardsmith.rulesets.spirit_island.engine``.
"""

from cardsmith.engine.budget import MAX_OPERATIONS, OperationBudgetExceeded
from cardsmith.engine.choices import ChoiceProvider, decide
from cardsmith.engine.dice import Deck, Rng
from cardsmith.engine.dispatch import Dispatcher, UnknownOperation
from cardsmith.engine.events import Event, EventLog
from cardsmith.engine.interpret import Extension, Interpreter
from cardsmith.engine.state import GameState, InvariantError, Outcome, checking_invariants

__all__ = [
    "MAX_OPERATIONS",
    "ChoiceProvider",
    "Deck",
    "Dispatcher",
    "Event",
    "EventLog",
    "Extension",
    "GameState",
    "Interpreter",
    "InvariantError",
    "OperationBudgetExceeded",
    "Outcome",
    "Rng",
    "UnknownOperation",
    "checking_invariants",
    "decide",
]
