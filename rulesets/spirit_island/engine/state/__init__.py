"""The game state and its values, in reading order: :mod:`.model` (piece kinds, pieces, land and
spirit records, invader cards), :mod:`.board` (lands, adjacency, distance), :mod:`.tokens` (tokens
and strife in summaries and setup keys), :mod:`.cards` (power cards known to the engine),
:mod:`.power_decks` (the Minor and Major decks), :mod:`.fields` (the state's fields and plain
queries), :mod:`.rules` (the live rules: health, Defend, protection), :mod:`.game_state`
(:class:`~.game_state.State`: construction, rules checks, victory and defeat),
:mod:`.invariants` (conservation and consistency), :mod:`.panel` and :mod:`.tracks` (a spirit
panel's presence tracks)."""
