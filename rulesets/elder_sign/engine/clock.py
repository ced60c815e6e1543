"""Passing time: the clock moves 3 hours at the end of each turn (or when an effect advances
it); reaching XII, midnight strikes at once: every "at midnight" effect, then a Mythos card
(RULES.md C1–C4, M1–M4)."""

from __future__ import annotations

from cardsmith.engine import ChoiceProvider
from cardsmith.rulesets.elder_sign import vocabulary as V
from cardsmith.rulesets.elder_sign.content import MYTHOS
from cardsmith.rulesets.elder_sign.engine import ops
from cardsmith.rulesets.elder_sign.engine.state import Game

NUMERALS = {3: "III", 6: "VI", 9: "IX", 12: "XII"}


def advance(game: Game, choices: ChoiceProvider) -> None:
    """Move the clock 3 hours (XII → III); at XII, midnight (RULES.md C1–C2)."""
    game.clock = V.CLOCK_STEP if game.clock == V.MIDNIGHT else game.clock + V.CLOCK_STEP
    game.note("clock", f"the clock shows {NUMERALS[game.clock]}", kind="clock",
              count=game.clock)
    if game.clock == V.MIDNIGHT:
        midnight(game, choices)


def midnight(game: Game, choices: ChoiceProvider) -> None:
    """Every "at midnight" effect (the adventures and Other Worlds in play, the lasting half of
    the Mythos card in force, the Ancient One), then a Mythos card is drawn (RULES.md C3)."""
    game.midnights += 1
    game.log.append(f"midnight strikes (#{game.midnights})")
    who = game.current
    for card_id in [*game.rooms, *game.worlds]:
        ops.run(game, choices, who, game.card(card_id).unit("at_midnight"),
                f"at midnight: {game.card(card_id).name}")
    if game.mythos is not None:
        card = game.pack.card(game.mythos, MYTHOS)
        ops.run(game, choices, who, card.unit("at_midnight"), f"at midnight: {card.name}")
    ops.run(game, choices, who, game.ancient.unit("at_midnight"),
            f"at midnight: {game.ancient.name}")
    if not game.over:
        draw_mythos(game, choices)


def draw_mythos(game: Game, choices: ChoiceProvider) -> None:
    """Draw a Mythos card, put it on the previous ones and resolve its immediate half; its
    lasting half is in force until the next one (RULES.md M1–M3)."""
    deck = game.decks[MYTHOS]
    card_id = deck.draw_one()
    if card_id is None:
        game.log.append("the Mythos deck is empty")
        return
    if game.mythos is not None:
        deck.discard(game.mythos)
    game.mythos = card_id
    card = game.pack.card(card_id, MYTHOS)
    game.note("mythos", f"Mythos card: {card.name}", card_id, MYTHOS)
    ops.run(game, choices, game.current, card.unit("immediate"), f"immediate: {card.name}")


def _advance_verb(ctx: ops.Ctx) -> None:
    advance(ctx.game, ctx.choices)


ops.ADVANCE[:] = [_advance_verb]
