"""Running compiled card effects (the IR of ``rulesets/spirit_island/docs/reference/ir.md``), in
reading order:

- :mod:`.run` — the context of one execution (:class:`~.run.Run`) and the dispatcher
  :data:`.run.OPS`; :mod:`.selectors` — counts, loops, land sets, conditions;
- :mod:`.execute` — a power from start to end: :func:`~.execute.execute`, the triggers after it,
  repeating a card, resolving a card on a target;
- one module per ops family, each ending with its ``HANDLERS`` table: :mod:`.pieces`,
  :mod:`.damage` (with :mod:`.damage_split`), :mod:`.moves`, :mod:`.tokens`, :mod:`.cards`,
  :mod:`.spirit`, :mod:`.costs`, :mod:`.lasting`, :mod:`.flow`, :mod:`.island`, :mod:`.places`;
- :mod:`.registry` — the list of those tables, which fills :data:`.run.OPS`.

The handlers run nested powers (:mod:`.execute`) and nested bodies (:func:`.run.run_ops`), so the
dispatcher cannot import them: the registry fills it. Importing this package imports the
registry, so every handler is registered before any op runs.
"""

from cardsmith.rulesets.spirit_island.engine.ops import registry  # noqa: F401  (fills run.OPS)
