"""The Horizons of Spirit Island rules engine (pure Python).

- :mod:`engine.board` — lands and adjacency; :mod:`engine.state` (+ :mod:`engine.model`) — the
  game state;
- :mod:`engine.ops_core` — primitive, logged state changes (:mod:`engine.ops_base`,
  :mod:`engine.ops_pieces`);
- :mod:`engine.choices` — every decision (scripted, first-legal, seeded random);
- :mod:`engine.invaders` — ravage / build / explore; :mod:`engine.game` — setup, phases, result;
  :mod:`engine.setup` — setup from pack records;
- :mod:`engine.execute` — runs compiled card effects (the IR of ``docs/reference/ir.md``), with
  :mod:`engine.run`, :mod:`engine.selectors`, :mod:`engine.exec_pieces`,
  :mod:`engine.exec_flow`, :mod:`engine.exec_spirit`;
- :mod:`engine.spirits` — permanent spirit special rules; :mod:`engine.growth` — presence
  tracks, growth options and Gain Energy; :mod:`engine.targeting` — legal targets from a
  card's range and target;
- :mod:`engine.simulate` — whole games played by a policy; :mod:`engine.policies` — the greedy
  policy.

Rules interpretations and decision names: ``docs/engine-rules.md``.
"""
