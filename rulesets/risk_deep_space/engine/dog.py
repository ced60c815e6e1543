"""The space dog and the force fields: their tokens on the board and what they do.

- A space dog accompanies its colour's recruits on a planet; the first lost roll there removes
  the dog instead of a recruit (``battle.py``); it moves with a crew (``actions.move``); if a
  card leaves its planet without its colour's recruits, its owner may move it to another
  planet with their recruits (:func:`settle_strays`), otherwise it leaves the board.
- A force field (the source gives no rule for it; reading in ``RULES.md``) keeps every other
  colour's recruits from entering its planet and from battling it there, until the start of
  its owner's next turn.
"""

from __future__ import annotations

from cardsmith.rulesets.risk_deep_space.engine.state import Game, IllegalAction


def field_blocks(game: Game, planet: str, colour: str) -> bool:
    """Does a force field keep ``colour`` out of ``planet``?"""
    owner = game.force_fields.get(planet)
    return owner is not None and owner != colour


def dog_problem(game: Game, colour: str, planet: str) -> str | None:
    if game.dog_tokens < 1:
        return "every space dog token is on the board"
    if planet in game.covered or not game.galaxy.is_planet(planet):
        return f"{planet} is not a planet in play"
    if game.count(planet, colour) < 1:
        return f"the space dog goes on a planet with {colour}'s recruits; {planet} has none"
    return None


def place_space_dog(game: Game, colour: str, planet: str) -> None:
    problem = dog_problem(game, colour, planet)
    if problem:
        raise IllegalAction(problem)
    game.place_dog(planet, colour)


def field_problem(game: Game, colour: str, planet: str) -> str | None:
    if game.field_tokens < 1:
        return "both force field tokens are on the board"
    if planet in game.covered or not game.galaxy.is_planet(planet):
        return f"{planet} is not a planet in play"
    if planet in game.force_fields:
        return f"{planet} already has a force field"
    return None


def place_force_field(game: Game, colour: str, planet: str) -> None:
    problem = field_problem(game, colour, planet)
    if problem:
        raise IllegalAction(problem)
    game.place_force_field(planet, colour)


def expire_force_fields(game: Game, colour: str) -> None:
    """At the start of ``colour``'s turn its force fields return to the supply."""
    for planet, owner in list(game.force_fields.items()):
        if owner == colour:
            game.lift_force_field(planet)


def settle_strays(game: Game) -> None:
    """Each stray dog's owner may move it to another planet with their recruits (else it
    leaves the board)."""
    for colour in list(game.stray_dogs):
        while game.stray_dogs.get(colour, 0):
            options = game.planets_of(colour)
            choice = game.ask(colour, "dog.relocate", options, min=0,
                              context="a space dog lost its recruits") if options else None
            game.settle_stray_dog(colour, choice)
