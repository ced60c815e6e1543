"""The Spirit Island rules engine (pure Python).

- :mod:`.board` — lands and adjacency; :mod:`.state` (+ :mod:`.state_base`, :mod:`.state_rules`,
  :mod:`.model`, :mod:`.tokens`, :mod:`.invariants`) — the game state, tokens and strife included;
- :mod:`.ops_core` — primitive, logged state changes (:mod:`.ops_base`, :mod:`.ops_pieces`,
  :mod:`.ops_tokens`);
- :mod:`.invaders` — ravage / build / explore (what tokens and modifiers change:
  :mod:`.invader_rules`; conditions judged at the action: :mod:`.live`); :mod:`.game` — setup,
  phases, result; :mod:`.setup` — setup from pack records;
- :mod:`.execute` — runs compiled card effects (the IR of ``docs/reference/ir.md``), with
  :mod:`.run`, :mod:`.selectors`, :mod:`.exec_pieces`, :mod:`.exec_damage`, :mod:`.exec_moves`,
  :mod:`.exec_flow`, :mod:`.exec_spirit`, :mod:`.exec_tokens`;
- :mod:`.spirits` — permanent spirit special rules; :mod:`.growth` — presence tracks, growth
  options and Gain Energy; :mod:`.targeting` — legal targets from a card's range and target;
- :mod:`.simulate` — whole games played by a policy (a round: :mod:`.rounds`, with
  :mod:`.round_spirit`, :mod:`.round_powers`, :mod:`.round_resolve`, :mod:`.innate_levels`);
  :mod:`.policies` — the greedy policy (:mod:`.policies_base`, :mod:`.policies_pieces`,
  :mod:`.policies_spirit`).

Decisions go through the core's :mod:`engine.choices`. Rules interpretations and decision
names: ``docs/engine-rules.md``.
"""
