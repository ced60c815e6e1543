"""The player's actions: mine, recruit, move (the gem warp too), build a base, and the start
and end of turn bookkeeping (trade cards for a recruit, replenish, swap a card, draw up).

Each action checks the rules and raises :class:`IllegalAction` naming the rule it breaks.
Battles (``battle.py``) start from :func:`move` when a crew enters a planet with an opponent.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardsmith.rulesets.risk_deep_space.engine import rules as R
from cardsmith.rulesets.risk_deep_space.engine.battle import fight_battle, open_battle
from cardsmith.rulesets.risk_deep_space.engine.legal import (
    build_problem,
    destinations,
    entry_problem,
)
from cardsmith.rulesets.risk_deep_space.engine.phase import MAIN, enter_main, require_turn
from cardsmith.rulesets.risk_deep_space.engine.state import Game, IllegalAction, many


# --- mining ---------------------------------------------------------------------------------
def mine_options(game: Game, colour: str) -> list[str]:
    """The planets ``colour`` may still mine this turn (2+ of its recruits, not mined yet)."""
    return [
        p for p in game.open_planets()
        if game.count(p, colour) >= R.MINE_RECRUITS and p not in game.turn.mined
    ]


def mine(game: Game, colour: str, planet: str, resource: str) -> None:
    """Take 1 gem or 1 ore from a planet with 2+ of your recruits, before any other action."""
    if game.turn.phase == "main" and game.turn.colour == colour and not game.over:
        raise IllegalAction("mining comes at the start of the turn, before any other action")
    require_turn(game, colour, ("start", "mine"), "mine")
    if resource not in R.RESOURCES:
        raise IllegalAction(f"a planet yields a gem or ore, not {resource!r}")
    if not game.galaxy.is_planet(planet):
        raise IllegalAction(f"{planet} is not a planet (home stations are not mined)")
    if planet in game.covered:
        raise IllegalAction(f"{planet} is under a planet cover")
    if game.count(planet, colour) < R.MINE_RECRUITS:
        raise IllegalAction(
            f"mining {planet} needs {R.MINE_RECRUITS} or more {colour} recruits there "
            f"(it has {game.count(planet, colour)})"
        )
    if planet in game.turn.mined:
        raise IllegalAction(f"{planet} was already mined this turn (one token per planet)")
    if (game.gems if resource == "gem" else game.ore) < 1:
        raise IllegalAction(f"the supply has no {resource} left")
    game.turn.phase = "mine"
    game.turn.mined.add(planet)
    game.gain(colour, resource, 1, why=f"mining {planet}")


# --- recruiting -----------------------------------------------------------------------------
def recruit_limit(game: Game, colour: str) -> int:
    p = game.players[colour]
    return min(p.gems // R.RECRUIT_COST, p.pile)


def recruit(game: Game, colour: str, n: int = 1) -> None:
    """Buy ``n`` recruits for 1 gem each; they start on the home station."""
    require_turn(game, colour, MAIN, "recruit")
    if n < 1:
        raise IllegalAction("recruit at least one")
    p = game.players[colour]
    if p.gems < n * R.RECRUIT_COST:
        cost = n * R.RECRUIT_COST
        raise IllegalAction(f"{many(n, 'recruit')} cost {many(cost, 'gem')}; {colour} has {p.gems}")
    if p.pile < n:
        raise IllegalAction(f"{colour}'s pile holds only {many(p.pile, 'recruit')}")
    enter_main(game)
    game.pay(colour, "gem", n * R.RECRUIT_COST)
    game.add_recruits(game.home(colour), colour, n)


# --- moving ---------------------------------------------------------------------------------
def move(
    game: Game,
    colour: str,
    src: str,
    dst: str,
    n: int,
    *,
    counted: bool = True,
    warp: str = "pay",
    connections: bool = True,
) -> None:
    """Move a recruit or a crew of ``n`` from ``src`` to a connected planet (or through the
    warp for 1 gem); one of the turn's two moves unless a card moves it (``counted=False``).
    Entering a planet with an opponent's recruits starts a battle at once."""
    if counted:
        require_turn(game, colour, MAIN, "move")
        if game.turn.moves_left < 1:
            raise IllegalAction(f"only {R.MOVES_PER_TURN} moves a turn; {colour} has made them")
    if n < 1:
        raise IllegalAction("a move takes one recruit or a crew of several")
    if game.count(src, colour) < n:
        have = many(game.count(src, colour), "recruit")
        raise IllegalAction(f"{colour} has {have} on {src}, not {n}")
    problem = entry_problem(game, colour, dst)
    if problem:
        raise IllegalAction(problem)
    reach = destinations(game, colour, src, warp=warp, connections=connections)
    if dst not in reach:
        if (
            warp == "pay"
            and dst in game.galaxy.warp_destinations(src)
            and game.players[colour].gems < R.WARP_COST
        ):
            raise IllegalAction(f"going through the gem warp costs {R.WARP_COST} gem")
        how = "through the gem warp" if not connections else "connected"
        raise IllegalAction(f"{src} and {dst} are not {how}")
    if counted:
        enter_main(game)
        game.turn.moves_left -= 1
    if reach[dst]:
        game.pay(colour, "gem", reach[dst])
    dogs = game.dogs_at(src, colour)
    if dogs and n < game.count(src, colour):
        follow = game.ask(colour, "move.dog", ["follow", "stay"], context=f"{src} → {dst}")
        dogs = dogs if follow == "follow" else 0
    fight = open_battle(game, dst, colour)
    game.move_recruits(src, dst, colour, n, dogs)
    if fight:
        fight_battle(game, fight)


# --- building -------------------------------------------------------------------------------
def build_options(game: Game, colour: str) -> list[str]:
    return [p for p in game.open_planets() if build_problem(game, colour, p) is None]


def build(
    game: Game, colour: str, planet: str, *, ore: int = R.BUILD_ORE, card: bool = False
) -> None:
    """Pay 3 ore for a base on a planet with 3+ of your recruits (the recruits stay)."""
    if not card:
        require_turn(game, colour, MAIN, "build")
    problem = build_problem(game, colour, planet, ore)
    if problem:
        raise IllegalAction(problem)
    if not card:
        enter_main(game)
    game.pay(colour, "ore", ore)
    game.add_base(planet, colour)


# --- start and end of turn ------------------------------------------------------------------
def draw_up(game: Game, colour: str) -> None:
    """With 0 or 1 action cards, draw until holding 2."""
    hand = game.players[colour].hand
    if len(hand) <= 1:
        game.draw_cards(colour, R.HAND_SIZE - len(hand))


def trade(game: Game, colour: str, cards: Sequence[str]) -> None:
    """At the start of the turn: 2 action cards for 1 new recruit on the home station."""
    require_turn(game, colour, ("start",), "trade cards for a recruit (only at the start)")
    if game.turn.traded:
        raise IllegalAction("cards are traded for a recruit once a turn")
    if len(cards) != R.TRADE_CARDS:
        raise IllegalAction(f"a recruit costs {R.TRADE_CARDS} action cards, not {len(cards)}")
    hand = list(game.players[colour].hand)
    for c in cards:
        if c not in hand:
            raise IllegalAction(f"{colour} has no {c!r} to trade")
        hand.remove(c)
    if game.players[colour].pile < 1:
        raise IllegalAction(f"{colour}'s pile has no recruit left")
    game.turn.traded = True
    for c in cards:
        game.discard_card(colour, c)
    game.add_recruits(game.home(colour), colour, 1)


def replenish(game: Game, colour: str) -> int:
    """End of turn: 1 recruit plus 1 per base on the board, on the home station."""
    return game.add_recruits(game.home(colour), colour, 1 + game.base_count(colour))


def swap_card(game: Game, colour: str, card_id: str) -> None:
    """End of turn: discard an action card and draw a new one (it cannot be played now)."""
    game.discard_card(colour, card_id)
    game.draw_cards(colour, 1)
