"""The core interpreter of compiled operations and the interface a ruleset extends it by.

- :mod:`cardsmith.engine.interpret.extension` — :class:`Extension` (a ruleset's verbs, conditions,
  queries and events by name, its :class:`Shapes` and :class:`Decisions`) and the
  :class:`Context` a run needs;
- :mod:`cardsmith.engine.interpret.interpreter` — :class:`Interpreter` (the run loop and the core
  statements) and :class:`StopBody`.
"""

from cardsmith.engine.interpret.extension import AskChoices, Context, Decisions, Extension, Shapes
from cardsmith.engine.interpret.interpreter import Interpreter, StopBody

__all__ = [
    "AskChoices",
    "Context",
    "Decisions",
    "Extension",
    "Interpreter",
    "Shapes",
    "StopBody",
]
