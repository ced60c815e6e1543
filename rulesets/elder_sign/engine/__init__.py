"""Elder Sign's engine on the core interpreter: the state (``state.py``), seeded dice
(``dice.py``), the card verbs (``ops.py``), the clock and midnight (``clock.py``), the
adventure roll (``roll.py``), the turn (``turn.py``), setup (``setup.py``), bots (``bots.py``)
and whole games (``game.py``)."""
