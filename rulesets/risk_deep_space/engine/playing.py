"""Playing an action card: when it may be played, its cost, its targets, its effect.

A card is played in the player's own main phase (timing ``turn``), or by either side when a
battle is about to begin (timing ``battle``); ``any`` is both. The cost kind is ``free``,
``gem`` (pay 1 gem) or ``recruit`` (return 1 of your recruits from the board to your pile).
The card leaves the hand, its effect runs, then it is discarded.
"""

from __future__ import annotations

from cardsmith.rulesets.risk_deep_space.engine import ops
from cardsmith.rulesets.risk_deep_space.engine.cards import ActionCard
from cardsmith.rulesets.risk_deep_space.engine.dog import (
    dog_problem,
    field_blocks,
    field_problem,
    settle_strays,
)
from cardsmith.rulesets.risk_deep_space.engine.legal import build_problem, move_sources
from cardsmith.rulesets.risk_deep_space.engine.phase import MAIN, enter_main, require_turn
from cardsmith.rulesets.risk_deep_space.engine.rules import BUILD_ORE
from cardsmith.rulesets.risk_deep_space.engine.state import Game, IllegalAction

TIMING_TEXT = {
    "turn": "during your own turn",
    "battle": "when a battle you fight is about to begin",
    "any": "during your turn or before a battle you fight",
}


def planet_targets(game: Game, colour: str, card: ActionCard) -> list[str]:
    """The legal target planets of ``card`` played by ``colour``: those of its target kind
    where its unconditional operations can happen (a base can be built, a dog placed…)."""
    return [p for p in target_candidates(game, colour, card)
            if target_problem(game, colour, card, p) is None]


def target_candidates(game: Game, colour: str, card: ActionCard) -> list[str]:
    """The planets of the card's target kind (``yours``: with your recruits…)."""
    kind = card.target_planet
    planets = game.open_planets()
    if kind == "yours":
        planets = [p for p in planets if game.count(p, colour) > 0]
    elif kind == "enemy":
        planets = [p for p in planets if any(c != colour for c in game.colours_at(p))]
    elif kind == "your-base":
        planets = [p for p in planets if game.has_base(p, colour)]
    return planets


def target_problem(game: Game, colour: str, card: ActionCard, planet: str) -> str | None:
    """Why the card's own operations could not happen on ``planet`` (``None``: they can)."""
    for op in card.effect:
        name = op.get("op")
        problem = None
        if name == "build_base":
            problem = build_problem(game, colour, planet, int(op.get("ore", BUILD_ORE)))
        elif name == "place_space_dog":
            problem = dog_problem(game, colour, planet)
        elif name == "place_force_field":
            problem = field_problem(game, colour, planet)
        elif name in ("battle", "add_recruits") and op.get("to", "target planet") != "home":
            problem = "a force field protects it" if field_blocks(game, planet, colour) else None
        if problem:
            return problem
    return None


def player_targets(game: Game, colour: str, card: ActionCard) -> list[str]:
    return game.opponents(colour)


def _top_ops(card: ActionCard) -> set[str]:
    return set(ops.ops_named(card.effect))


def play_problem(game: Game, colour: str, card_id: str, window: str) -> str | None:
    """Why ``colour`` cannot play ``card_id`` now (``None``: it can)."""
    card = game.cards.get(card_id)
    if card is None:
        return f"unknown action card {card_id!r}"
    if card_id not in game.players[colour].hand:
        return f"{colour} holds no {card.name}"
    if not card.fits(window):
        return f"{card.name} is played {TIMING_TEXT.get(card.timing, card.timing)}"
    if card.cost == "gem" and game.players[colour].gems < 1:
        return f"{card.name} costs 1 gem; {colour} has none"
    if card.cost == "recruit" and game.on_board(colour) < 1:
        return f"{card.name} costs 1 recruit; {colour} has none on the board"
    named = _top_ops(card)
    if "place_space_dog" in named and game.dog_tokens < 1:
        return "every space dog token is on the board"
    if "place_force_field" in named and game.field_tokens < 1:
        return "both force field tokens are on the board"
    if card.target_planet and not planet_targets(game, colour, card):
        candidates = target_candidates(game, colour, card)
        if not candidates:
            return f"{card.name} has no target planet ({card.target_planet})"
        why = target_problem(game, colour, card, candidates[0])
        return f"{card.name} can act on no target planet ({candidates[0]}: {why})"
    if card.target_player and not player_targets(game, colour, card):
        return f"{card.name} has no target player"
    for op in card.effect:
        if op.get("op") == "move_recruits" and not _card_move_sources(game, colour, op):
            return f"{card.name} has no recruits to move"
    return None


def _card_move_sources(game: Game, colour: str, op: ops.Op) -> list[str]:
    warp_only = op.get("through") == "warp"
    return move_sources(game, colour, warp="free" if warp_only else "no",
                        connections=not warp_only)


def playable(game: Game, colour: str, window: str) -> list[str]:
    """The distinct cards of ``colour``'s hand it may play now, hand order."""
    seen: list[str] = []
    for c in game.players[colour].hand:
        if c not in seen and play_problem(game, colour, c, window) is None:
            seen.append(c)
    return seen


def pay_recruit(game: Game, colour: str) -> None:
    """A card's recruit cost: one of your recruits (you choose where) back to your pile."""
    spaces = [s for s in game.galaxy.spaces() if game.count(s, colour) > 0]
    where = game.ask(colour, "cost.recruit", spaces, context="pay 1 recruit")
    if where is None:
        raise IllegalAction(f"{colour} has no recruit to pay")
    game.remove_recruits(where, colour, 1)


def play_card(
    game: Game,
    colour: str,
    card_id: str,
    *,
    window: str = "turn",
    planet: str | None = None,
    player: str | None = None,
) -> None:
    """Play ``card_id`` from ``colour``'s hand (targets asked when not given)."""
    if window == "turn":
        require_turn(game, colour, MAIN, f"play {card_id}")
    else:
        if game.over:
            raise IllegalAction(f"the game is over ({game.result} won)")
        fight = game.battles[-1] if game.battles else None
        if fight is None or colour not in (fight.attacker, fight.defender):
            raise IllegalAction(f"{colour} fights no battle now: cannot play {card_id}")
    problem = play_problem(game, colour, card_id, window)
    if problem:
        raise IllegalAction(problem)
    card = game.cards[card_id]
    if card.target_planet:
        options = planet_targets(game, colour, card)
        if planet is None:
            planet = game.ask(colour, "card.planet", options, context=card.name)
        elif planet not in options:
            why = target_problem(game, colour, card, planet)
            raise IllegalAction(f"{planet} is not a legal target of {card.name}"
                                f"{': ' + why if why else ''} (legal: {options})")
    if card.target_player:
        options = player_targets(game, colour, card)
        if player is None:
            player = game.ask(colour, "card.player", options, context=card.name)
        elif player not in options:
            raise IllegalAction(f"{player} is not a legal target of {card.name}: {options}")
    if window == "turn":
        enter_main(game)
    game.take_into_play(colour, card_id)
    if card.cost == "gem":
        game.pay(colour, "gem", 1)
    elif card.cost == "recruit":
        pay_recruit(game, colour)
    ctx = ops.EffectCtx(game, colour, card_id, planet, player)
    ops.run(ctx, card.effect)
    game.discard_played(card_id)
    settle_strays(game)
