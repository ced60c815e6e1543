"""The primitive changes of the state, each logged, recorded as an event and settled:
:mod:`.record` (the log and events; fear, Defend), :mod:`.pieces` (pieces, presence, blight),
:mod:`.tokens` (tokens, strife, isolation, drowning), :mod:`.box` (pieces leaving the game, the
incarna), :mod:`.damage` (damage split over pieces by decisions), :mod:`.power_cards` (gaining
and forgetting power cards)."""
