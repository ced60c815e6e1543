"""Heroes' levels: each level up (1 gold, or free after an enemy hero's death) moves a hero up
its bands; reaching the middle band or the maximum level heals it fully."""

from __future__ import annotations

from . import stats
from .state import Game, Thing


def gain_levels(game: Game, hero: Thing, n: int) -> int:
    """Raise ``hero`` up to ``n`` levels (never past its maximum); the levels gained."""
    card = stats.card_of(game, hero)
    gained = 0
    while gained < n and hero.level < card.max_level:
        hero.level += 1
        gained += 1
        healed = (len(card.bands) > 1 and hero.level == card.bands[1].low) or (
            hero.level == card.max_level)
        if healed and hero.damage:
            hero.damage = 0
            game.say(f"{hero.label} heals fully at level {hero.level}")
    if gained:
        game.say(f"{hero.label} is level {hero.level}")
    return gained
