"""A round of a whole game and its phases: :mod:`.game` (the game being played and its setup
records), :mod:`.spirit_phase` (growth, gains, card plays), :mod:`.innate_levels`,
:mod:`.resolve_power` (one power resolved as one action), :mod:`.powers` (the fast and slow power
phases), :mod:`.phases` (the Invader Phase, Time Passes and the result on a bare state),
:mod:`.play` (the round: the Invader Phase and Time Passes of a whole game, the round itself)."""
