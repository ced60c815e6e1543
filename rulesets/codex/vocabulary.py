"""Codex's words: what effects and card data may name, and the rules' fixed numbers.

The compiler checks effect words against these tuples (a typo is a did-you-mean), the
schemas and the lint rules read the same lists, and the site highlights them.
"""

from __future__ import annotations

#: what ``target``/``each`` may name: a unit (creature), a hero, either, a building, a patroller
TARGETS = ("unit", "units", "hero", "heroes", "character", "characters", "building",
           "buildings", "patroller", "patrollers")
#: the keywords a card may have or be granted (``resist``, ``frenzy``, ``healing`` and
#: ``obliterate`` take a number)
KEYWORDS = ("haste", "flying", "sparkshot", "overpower", "resist", "frenzy", "healing",
            "obliterate")
NUMBERED = frozenset({"resist", "frenzy", "healing", "obliterate"})
#: the runes (scenario and IR names) and how effects write them
RUNES = {"+1/+1": "plus", "-1/-1": "minus", "time": "time"}
#: the five patrol slots, left to right, and their bonuses (published rules)
SLOTS = ("squad_leader", "elite", "scavenger", "technician", "lookout")
SLOT_BONUS = {
    "squad_leader": "+1 armor; must be attacked first",
    "elite": "+1 attack",
    "scavenger": "when it dies, its owner gains 1 gold",
    "technician": "when it dies, its owner draws 1 card",
    "lookout": "resist 1",
}
#: the trigger moments (``when this arrives:`` …) as IR names
MOMENTS = {"when this arrives": "arrives", "when this dies": "dies",
           "when this attacks": "attacks", "at the start of your turn": "start"}
#: tech buildings: workers needed, gold cost (the page gives the workers; the gold is the
#: published game's)
TECH = {1: (6, 1), 2: (8, 4), 3: (10, 5)}
BASE_HEALTH = 20
BUILDING_HEALTH = 5
MAX_GOLD = 20
HAND_LIMIT = 5
FIRST_WORKERS, SECOND_WORKERS = 4, 5
MAX_WORKERS = 10
BUILDING_DAMAGE = 2

WORDS: dict[str, tuple[str, ...]] = {
    "keywords": KEYWORDS,
    "targets": TARGETS,
    "slots": SLOTS,
    "resources": ("gold", "worker", "workers"),
    "runes": tuple(RUNES),
}
