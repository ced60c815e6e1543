"""The turn: start (draw up, trade), mining, the main actions in any order, the end
(replenish, swap a card, draw up); then the next seat. Every decision is the player's.

:func:`play_turn` drives one whole turn through the active player's choice provider; the
pieces (:func:`begin_turn`, :func:`offer_trade`, :func:`offer_mining`, :func:`main_phase`,
:func:`end_turn`) can be driven one by one (scenarios).
"""

from __future__ import annotations

from cardsmith.engine.choices import choose_many
from cardsmith.rulesets.risk_deep_space.engine import actions, legal
from cardsmith.rulesets.risk_deep_space.engine import rules as R
from cardsmith.rulesets.risk_deep_space.engine.dog import expire_force_fields
from cardsmith.rulesets.risk_deep_space.engine.phase import MAIN, require_turn
from cardsmith.rulesets.risk_deep_space.engine.playing import play_card, playable
from cardsmith.rulesets.risk_deep_space.engine.state import Game, IllegalAction, TurnState

#: a turn longer than this is an engine bug (every action uses something up)
MAX_ACTIONS = 500


def next_seat(game: Game, colour: str) -> str:
    i = game.seats.index(colour)
    return game.seats[(i + 1) % len(game.seats)]


def begin_turn(game: Game) -> str:
    """Start the waiting player's turn: their force fields expire, they draw up to 2."""
    if game.over:
        raise IllegalAction(f"the game is over ({game.result} won)")
    if game.turn.phase != "waiting":
        raise IllegalAction(f"{game.turn.colour}'s turn is under way ({game.turn.phase})")
    colour = game.turn.colour
    game.turn = TurnState(colour, number=game.turn.number + 1, phase="start")
    game.note("turn", f"turn {game.turn.number}: {colour}", where=colour,
              count=game.turn.number)
    expire_force_fields(game, colour)
    actions.draw_up(game, colour)
    return colour


def offer_trade(game: Game, colour: str) -> None:
    p = game.players[colour]
    if game.turn.phase != "start" or len(p.hand) < R.TRADE_CARDS or p.pile < 1:
        return
    if game.ask(colour, "start.trade", ["trade"], min=0,
                context=f"{R.TRADE_CARDS} action cards for a recruit") is None:
        return
    cards = list(p.hand)
    if len(cards) > R.TRADE_CARDS:
        cards = choose_many(game.provider(colour), "trade.card", cards, count=R.TRADE_CARDS,
                            context=colour)
    actions.trade(game, colour, cards)


def offer_mining(game: Game, colour: str) -> None:
    """Each planet with 2+ of your recruits: take a gem or an ore (or not)."""
    for planet in actions.mine_options(game, colour):
        options = [r for r in R.RESOURCES if (game.gems if r == "gem" else game.ore) > 0]
        if not options:
            return
        take = game.ask(colour, "mine.take", options, min=0, context=planet)
        if take is not None:
            actions.mine(game, colour, planet, take)


def main_options(game: Game, colour: str) -> list[str]:
    """The kinds of main action ``colour`` may take now (``end`` always)."""
    out: list[str] = []
    if actions.recruit_limit(game, colour) >= 1:
        out.append("recruit")
    if game.turn.moves_left >= 1 and legal.move_sources(game, colour):
        out.append("move")
    if actions.build_options(game, colour):
        out.append("build")
    if playable(game, colour, "turn"):
        out.append("play")
    out.append("end")
    return out


def take_action(game: Game, colour: str, action: str) -> None:
    """One main action, its details decided by ``colour``."""
    ask = game.ask
    if action == "recruit":
        most = actions.recruit_limit(game, colour)
        n = ask(colour, "recruit.count", [str(i) for i in range(1, most + 1)])
        actions.recruit(game, colour, int(n or 1))
    elif action == "move":
        src = ask(colour, "move.from", legal.move_sources(game, colour)) or ""
        reach = legal.destinations(game, colour, src)
        dst = ask(colour, "move.to", list(reach), context=src) or ""
        here = game.count(src, colour)
        n = ask(colour, "move.count", [str(i) for i in range(here, 0, -1)],
                context=f"{src} → {dst}")
        actions.move(game, colour, src, dst, int(n or here))
    elif action == "build":
        actions.build(game, colour, ask(colour, "build.planet", actions.build_options(game, colour))
                      or "")
    elif action == "play":
        card = ask(colour, "play.card", playable(game, colour, "turn")) or ""
        play_card(game, colour, card)
    else:
        raise IllegalAction(f"unknown main action {action!r}")


def main_phase(game: Game, colour: str) -> None:
    """Main actions until the player ends (or the game is won)."""
    for _ in range(MAX_ACTIONS):
        if game.over:
            return
        require_turn(game, colour, MAIN, "act")
        action = game.ask(colour, "turn.action", main_options(game, colour))
        if action in (None, "end"):
            return
        take_action(game, colour, action)
    raise RuntimeError(f"{colour}'s turn did not end after {MAX_ACTIONS} actions")


def end_turn(game: Game) -> None:
    """Replenish, may swap a card, draw up to 2; the next seat waits to begin."""
    colour = game.turn.colour
    require_turn(game, colour, MAIN, "end the turn")
    game.turn.phase = "end"
    actions.replenish(game, colour)
    hand = list(dict.fromkeys(game.players[colour].hand))
    if hand and (len(game.deck) or game.deck.discarded):
        swap = game.ask(colour, "end.swap", hand, min=0, context="discard one and draw one")
        if swap is not None:
            actions.swap_card(game, colour, swap)
    actions.draw_up(game, colour)
    game.note("turn-end", f"{colour} ends turn {game.turn.number}", where=colour)
    game.turn = TurnState(next_seat(game, colour), number=game.turn.number, phase="waiting")


def play_turn(game: Game) -> None:
    """One whole turn of the waiting player, every decision theirs."""
    colour = begin_turn(game)
    offer_trade(game, colour)
    offer_mining(game, colour)
    main_phase(game, colour)
    if not game.over:
        end_turn(game)
