"""What a card in play is now: its attack, health and keywords, from its card (a hero's from
its level band), its runes, the keywords granted until end of turn, frenzy on its owner's
turn and the bonus of the patrol slot it holds."""

from __future__ import annotations

from collections import Counter

from .cards import CardDef
from .state import Game, Thing


def card_of(game: Game, thing: Thing) -> CardDef:
    """The card a thing in play is."""
    return game.lib.card(thing.card)


def keywords(game: Game, thing: Thing) -> Counter[str]:
    """Keyword → its number (1 for those without one)."""
    card = card_of(game, thing)
    base = card.band(thing.level).keywords if thing.kind == "hero" else card.keywords
    out: Counter[str] = Counter(base)
    out.update(thing.granted)
    if game.slot_of(thing) == "lookout":
        out["resist"] += 1
    return +out


def has(game: Game, thing: Thing, keyword: str) -> bool:
    """Whether the thing has ``keyword`` now."""
    return keywords(game, thing)[keyword] > 0


def attack(game: Game, thing: Thing) -> int:
    """Attack now: the card's (a hero's band's), runes, frenzy on its owner's turn, elite."""
    card = card_of(game, thing)
    if thing.card == "token":
        value = thing.token_stats[0]
    elif thing.kind == "hero":
        value = card.band(thing.level).attack
    else:
        value = card.attack
    value += thing.runes["plus"] - thing.runes["minus"]
    if game.active == thing.owner:
        value += keywords(game, thing)["frenzy"]
    if game.slot_of(thing) == "elite":
        value += 1
    return max(0, value)


def health(game: Game, thing: Thing) -> int:
    """Health now: the card's (a hero's band's) and its runes."""
    card = card_of(game, thing)
    if thing.card == "token":
        value = thing.token_stats[1]
    elif thing.kind == "hero":
        value = card.band(thing.level).health
    else:
        value = card.health
    if thing.kind in ("unit", "hero"):
        value += thing.runes["plus"] - thing.runes["minus"]
    return value


def armor(game: Game, thing: Thing) -> int:
    """Damage still prevented this turn (the squad leader's +1 armor)."""
    total = 1 if game.slot_of(thing) == "squad_leader" else 0
    return max(0, total - thing.armor_used)


def tech_of(game: Game, thing: Thing) -> int:
    """Tech level (tokens: 0)."""
    return 0 if thing.card == "token" else card_of(game, thing).tech
