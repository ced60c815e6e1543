"""Moving cards between a player's zones: draws (the discard pile shuffled into the deck when
the deck runs out), discards, the draw phase's rule."""

from __future__ import annotations

from cardsmith.engine import Event
from cardsmith.engine.choices import decide

from .. import vocabulary as V
from .state import Game, Player


def draw(game: Game, player: Player, n: int) -> int:
    """Draw ``n`` cards (shuffling the discard pile in when the deck is empty); the number
    drawn."""
    drawn = 0
    for _ in range(n):
        if not player.deck:
            if not player.discard:
                break
            player.deck = list(player.discard)
            player.discard.clear()
            game.rng.shuffle(player.deck)
            game.say(f"{player.name} shuffles the discard pile into the deck")
        player.hand.append(player.deck.pop(0))
        drawn += 1
    if drawn:
        game.record(Event("draw", player.name, "card", drawn, None),
                    None if game.quiet else f"{player.name} draws {drawn}")
    return drawn


def discard_from_hand(game: Game, player: Player, n: int) -> None:
    """``player`` discards ``n`` cards of their choice (decision ``discard``)."""
    for _ in range(n):
        card = decide(game.choices, "discard", sorted(set(player.hand)),
                      context=f"{player.name} discards")
        if card is None:
            return
        player.hand.remove(card)
        player.discard.append(card)
        game.say(f"{player.name} discards {card}")


def draw_phase(game: Game, player: Player) -> None:
    """Discard the hand, draw that many plus 2, at most 5."""
    n = len(player.hand)
    player.discard.extend(player.hand)
    player.hand.clear()
    draw(game, player, min(n + 2, V.HAND_LIMIT))
