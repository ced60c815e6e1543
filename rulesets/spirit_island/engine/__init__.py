"""The Spirit Island rules engine (pure Python), in packages that read as the game.

In reading order (no import circles between modules: ``tests/engine/test_engine_layout.py``):

- :mod:`.state` — the values (piece kinds, pieces, lands, spirits, invader cards), the board,
  the power cards and decks, :class:`~.state.game_state.State` (its fields, its live rules, its
  rules checks), the invariants, a spirit panel's presence tracks;
- :mod:`.effects` — the context of one run of compiled ops (:class:`~.effects.run.Run`), the
  op dispatcher :data:`~.effects.run.OPS`, and the IR's shared shapes (selectors);
- :mod:`.changes` — the primitive changes, each logged, recorded as an event and settled:
  pieces, presence, blight, tokens, strife, fear, Defend, damage split by decisions, power cards
  gained and forgotten;
- :mod:`.rules` — what the rules consult: land filters, ranges and legal targets, presence,
  blight and ``treat_as`` rules, "would be destroyed", triggers after land damage, lasting
  effects judged at the Invader action, the Invader actions and their modifiers;
- :mod:`.ops` — running compiled card effects (the IR of
  ``rulesets/spirit_island/docs/reference/ir.md``): a power from start to end (:mod:`.ops.execute`)
  and one module per ops family, each ending with its ``HANDLERS`` table, listed by
  :mod:`.ops.registry`;
- :mod:`.growth` — the Spirit Phase's growth options and actions, Gain Energy;
- :mod:`.setup` — a game set up from boards, spirit special rules, a spirit's setup, a game from
  pack records;
- :mod:`.round` — a round of a whole game and its phases (Spirit Phase, powers, Invader Phase,
  Time Passes, the result); :mod:`.simulate` — whole games played by a policy;
- :mod:`.bots` — the policies: greedy, the score of a position, lookahead, rollouts (nested
  search).

Decisions go through the core's :mod:`cardsmith.engine.choices`. Rules interpretations and decision
names: ``rulesets/spirit_island/docs/engine-rules.md``; the module table: its "Modules" section.
"""
