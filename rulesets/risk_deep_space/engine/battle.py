"""Battles: one die each, the higher wins, the defender wins ties; the loser of a roll
removes one recruit (its space dog first); rolls go on until one colour is left.

Before the first roll each side (attacker first) may play cards of timing ``battle``/``any``
(the space dog). A card's ``battle N rounds`` (:func:`bombard`) rolls the same way against
the recruits on a planet where the card's player has none, for at most N rounds.
"""

from __future__ import annotations

from cardsmith.rulesets.risk_deep_space.engine import rules as R
from cardsmith.rulesets.risk_deep_space.engine.dog import field_blocks, settle_strays
from cardsmith.rulesets.risk_deep_space.engine.playing import play_card, playable
from cardsmith.rulesets.risk_deep_space.engine.state import Battle, Game


def battle_window(game: Game, fight: Battle) -> None:
    """Attacker, then defender, may play battle cards before the first roll."""
    for colour in (fight.attacker, fight.defender):
        while not game.over:
            options = playable(game, colour, "battle")
            if not options:
                break
            card = game.ask(colour, "battle.card", options, min=0,
                            context=f"battle on {fight.planet}")
            if card is None:
                break
            play_card(game, colour, card, window="battle")


def roll_round(game: Game, fight: Battle) -> str:
    """Both roll one die; returns the colour that lost the roll (ties: the attacker)."""
    a = game.dice.roll(R.DIE_SIDES)
    game.note("roll", f"{fight.attacker} rolls {a}", where=fight.planet, kind=fight.attacker,
              count=a)
    d = game.dice.roll(R.DIE_SIDES)
    game.note("roll", f"{fight.defender} rolls {d}", where=fight.planet, kind=fight.defender,
              count=d)
    return fight.attacker if a <= d else fight.defender


def lose_roll(game: Game, planet: str, colour: str) -> None:
    """The loser of a roll removes its space dog there, else one recruit."""
    if game.dogs_at(planet, colour):
        game.lose_dog(planet, colour)
    elif game.count(planet, colour):
        game.remove_recruits(planet, colour, 1)


def open_battle(game: Game, planet: str, attacker: str) -> Battle | None:
    """Before ``attacker``'s recruits enter ``planet``: the battle they will start there, if an
    opponent holds it (registered now, so the arrival is already part of the battle)."""
    if game.in_battle(planet):
        return None
    defenders = [c for c in game.colours_at(planet) if c != attacker]
    if not defenders:
        return None
    fight = Battle(planet, attacker, defenders[0])
    game.battles.append(fight)
    return fight


def battle(game: Game, planet: str, attacker: str) -> str | None:
    """Fight the battle on ``planet`` against its holder; returns the winner."""
    fight = open_battle(game, planet, attacker)
    return fight_battle(game, fight) if fight else None


def fight_battle(game: Game, fight: Battle) -> str | None:
    """Roll until one colour is left on the planet (the battle was opened); the winner."""
    planet, attacker = fight.planet, fight.attacker
    game.note("battle", f"battle on {planet}: {attacker} attacks {fight.defender}",
              where=planet, kind=attacker, to=fight.defender)
    battle_window(game, fight)
    while game.count(planet, attacker) and game.count(planet, fight.defender):
        lose_roll(game, planet, roll_round(game, fight))
    game.battles.remove(fight)
    winner = next((c for c in (attacker, fight.defender) if game.count(planet, c)), None)
    game.note("battle-end", f"battle on {planet} ends: {winner or 'no one'} holds it",
              where=planet, kind=winner)
    settle_strays(game)
    return winner


def bombard(game: Game, planet: str, attacker: str, rounds: int) -> None:
    """A card's battle against ``planet``: up to ``rounds`` rolls; each one the attacker wins
    removes a defender's recruit (its dog first); a lost roll costs the attacker nothing,
    having no recruit there."""
    defenders = [c for c in game.colours_at(planet) if c != attacker]
    if not defenders:
        return
    if field_blocks(game, planet, attacker):
        game.note("field", f"{game.force_fields[planet]}'s force field shields {planet}",
                  where=planet)
        return
    fight = Battle(planet, attacker, defenders[0])
    game.battles.append(fight)
    game.note("battle", f"{attacker} battles {fight.defender} on {planet} ({rounds} rounds)",
              where=planet, kind=attacker, to=fight.defender, count=rounds)
    battle_window(game, fight)
    for _ in range(rounds):
        if not game.count(planet, fight.defender) or game.over:
            break
        loser = roll_round(game, fight)
        if loser == fight.defender:
            lose_roll(game, planet, loser)
    game.battles.remove(fight)
    game.note("battle-end", f"{attacker}'s battle on {planet} ends", where=planet)
    settle_strays(game)
