"""The policies that play whole games: :mod:`.appraisal` (reading a position), the greedy policy
(:mod:`.greedy_base`, :mod:`.greedy_pieces`, :mod:`.greedy_spirit_phase`, :mod:`.greedy`),
:mod:`.evaluation` (the score of a position), :mod:`.lookahead` (playing forward on copies) and
:mod:`.rollouts` (the Monte Carlo search bot, nested search)."""
