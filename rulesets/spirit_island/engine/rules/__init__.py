"""The rules the operations and the invaders consult, in reading order: :mod:`.land_filters`
(land filters of targets), :mod:`.ranges` (how far a power reaches), :mod:`.targeting` (legal
targets), :mod:`.presence` (where presence may go, Sacred Sites), :mod:`.blight` (rules softening
added blight), :mod:`.treat_as` (``treat_as`` special rules), :mod:`.would_be_destroyed`
(replacement effects before a destroy), :mod:`.land_damaged` (triggers after invaders damage a
land), :mod:`.judged_at_action` (lasting effects whose lands are judged when the Invader action
happens), :mod:`.invader_modifiers` (what tokens and modifiers change in an Invader action),
:mod:`.invader_actions` (invader cards; Ravage, Build, Explore, escalation, advancing the cards)."""
