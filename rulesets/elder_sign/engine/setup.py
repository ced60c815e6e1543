"""A new game: the decks shuffled from one seed, six adventures face up, the clock at XII,
each investigator's starting cards (RULES.md S1–S5)."""

from __future__ import annotations

from collections.abc import Sequence

from cardsmith.engine import Rng
from cardsmith.engine.state import IllegalAction
from cardsmith.rulesets.elder_sign.content import (
    ADVENTURE,
    ALLY,
    ANCIENT_ONE,
    INVESTIGATOR,
    ITEM,
    MONSTER,
    MYTHOS,
    OTHER_WORLD,
    SPELL,
    Pack,
)
from cardsmith.rulesets.elder_sign.engine import ops
from cardsmith.rulesets.elder_sign.engine.dice import DiceSource
from cardsmith.rulesets.elder_sign.engine.state import ROOMS, Game, Investigator

PLAYERS = (1, 8)


def new_game(pack: Pack, investigators: Sequence[str], *, seed: int = 0,
             ancient: str | None = None, shuffle: bool = True,
             dice: Sequence[str] = ()) -> Game:
    """A game ready for its first turn (:class:`IllegalAction` for a setup the rules refuse)."""
    lo, hi = PLAYERS
    if not lo <= len(investigators) <= hi:
        raise IllegalAction(f"Elder Sign is played by {lo} to {hi} investigators, "
                            f"not {len(investigators)}")
    known = pack.ids(INVESTIGATOR)
    for inv_id in investigators:
        if inv_id not in known:
            raise IllegalAction(f"unknown investigator {inv_id!r} (known: {', '.join(known)})")
    ancients = pack.of(ANCIENT_ONE)
    if not ancients:
        raise IllegalAction("the pack has no Ancient One")
    rng = Rng(seed)
    game = Game(pack=pack, ancient=pack.card(ancient, ANCIENT_ONE) if ancient else ancients[0],
                investigators=[], rng=rng, dice=DiceSource(Rng(seed + 7919), list(dice)))
    by_deck = {ADVENTURE: pack.ids(ADVENTURE), OTHER_WORLD: pack.ids(OTHER_WORLD),
               MYTHOS: pack.ids(MYTHOS), MONSTER: pack.ids(MONSTER), SPELL: pack.ids(SPELL),
               ALLY: pack.ids(ALLY),
               "common": [c.id for c in pack.of(ITEM) if c.get("rarity") == "common"],
               "unique": [c.id for c in pack.of(ITEM) if c.get("rarity") == "unique"]}
    for name, ids in by_deck.items():
        game.decks[name] = rng.deck(ids)
        if shuffle:
            game.decks[name].shuffle()
    game.rooms = game.decks[ADVENTURE].draw(ROOMS)
    for inv_id in investigators:
        card = pack.card(inv_id, INVESTIGATOR)
        health, sanity = int(card.get("health")), int(card.get("sanity"))
        inv = Investigator(inv_id, card.name, health, sanity, str(card.get("power")),
                           health, sanity)
        game.investigators.append(inv)
        start = card.get("starts_with") or {}
        for deck in ("common", "unique", SPELL):
            ops.draw_cards(game, inv, deck, int(start.get(deck) or 0))
        inv.clues = int(start.get("clue") or 0)
    game.log.append("setup: " + ", ".join(i.name for i in game.investigators)
                    + f" against {game.ancient.name}")
    return game
