"""The Codex engine on the core interpreter: a whole two-player game.

- :mod:`.cards` — card definitions read from the pack's records (:class:`Library`);
- :mod:`.state` — the game state (:class:`Game`, :class:`Player`, :class:`Thing`) and its
  invariants;
- :mod:`.stats` — what a card in play is now (attack, health, keywords, patrol bonuses);
- :mod:`.damage` — damage, healing, deaths and destruction;
- :mod:`.effects` — the card language's verbs on :class:`cardsmith.engine.Interpreter`;
- :mod:`.actions` — what a player does in the main phase (hire, build, summon, level, play,
  attack, patrol) and the tech phase;
- :mod:`.combat` — attack targets and combat;
- :mod:`.turn` — the five phases and the turn's end;
- :mod:`.setup` — a new game; :mod:`.bots` and :mod:`.simulate` — whole bot games.
"""
