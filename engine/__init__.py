"""The Horizons of Spirit Island rules engine (pure Python).

- :mod:`engine.board` — lands and adjacency; :mod:`engine.state` — the game state;
- :mod:`engine.ops_core` — primitive, logged state changes;
- :mod:`engine.choices` — every decision (scripted, first-legal, seeded random);
- :mod:`engine.invaders` — ravage / build / explore; :mod:`engine.game` — setup, phases, result;
- :mod:`engine.execute` — runs compiled card effects (the IR of ``docs/reference/ir.md``).

Rules interpretations and decision names: ``docs/engine-rules.md``.
"""
