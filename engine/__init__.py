"""The game-free engine core: what every ruleset's engine needs.

- :mod:`engine.choices` — every decision goes through one protocol (scripted, first-legal,
  seeded random, policies);
- :mod:`engine.ruleset` — the :class:`~engine.ruleset.Ruleset` interface a game plugs in.

A game's own engine (board, state, turn, actions) lives in its ruleset package, e.g.
``rulesets.spirit_island.engine``.
"""
