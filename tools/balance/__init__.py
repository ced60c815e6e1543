"""``cardsmith balance``: compare a ruleset's roles on paired seeds (:mod:`.report`), run the
games in one process, local workers or a Ray cluster (:mod:`.run`), statistics (:mod:`.stats`),
terminal tables and an HTML page (:mod:`.render`); the ruleset's hook is :mod:`.api`."""
