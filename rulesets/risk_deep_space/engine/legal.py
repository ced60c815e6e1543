"""What the rules allow, read without changing anything: may a crew enter a planet, may a
base be built there. Shared by the actions and by card targeting."""

from __future__ import annotations

from cardsmith.rulesets.risk_deep_space.engine import rules as R
from cardsmith.rulesets.risk_deep_space.engine.dog import field_blocks
from cardsmith.rulesets.risk_deep_space.engine.state import Game


def entry_problem(game: Game, colour: str, dst: str) -> str | None:
    """Why ``colour``'s recruits may not enter ``dst`` (``None``: they may)."""
    if game.galaxy.is_station(dst):
        owner = game.galaxy.stations[dst].colour
        if owner == colour:
            return f"recruits never move back to their own home station ({dst})"
        return f"recruits never move onto an opponent's home station ({dst} is {owner}'s)"
    if not game.galaxy.is_planet(dst):
        return f"{dst!r} is not a space of the galaxy"
    if dst in game.covered:
        return f"{dst} is under a planet cover (2-player game)"
    if field_blocks(game, dst, colour):
        return f"{game.force_fields[dst]}'s force field protects {dst}"
    return None


def build_problem(game: Game, colour: str, planet: str, ore: int = R.BUILD_ORE) -> str | None:
    """Why ``colour`` cannot build a base on ``planet`` for ``ore`` ore (``None``: it can)."""
    if not game.galaxy.is_planet(planet):
        return f"bases are built on planets; {planet} is not one"
    if planet in game.covered:
        return f"{planet} is under a planet cover"
    if game.count(planet, colour) < R.BUILD_RECRUITS:
        return (f"a base needs {R.BUILD_RECRUITS} or more {colour} recruits on {planet} "
                f"(there are {game.count(planet, colour)})")
    if game.has_base(planet, colour):
        return f"{colour} already has a base on {planet} (one base per colour per planet)"
    if game.base_count(colour) >= R.BASES_PER_COLOUR:
        return f"{colour} has no base left to build"
    if game.players[colour].ore < ore:
        return f"a base costs {ore} ore; {colour} has {game.players[colour].ore}"
    return None


def destinations(
    game: Game, colour: str, src: str, *, warp: str = "pay", connections: bool = True
) -> dict[str, int]:
    """Where a crew on ``src`` may go, with the gems it costs.

    ``warp``: ``"pay"`` (1 gem, if affordable), ``"free"`` (a card's warp jump) or ``"no"``;
    ``connections``: may it follow the board's connections.
    """
    out: dict[str, int] = {}
    if connections:
        for n in game.galaxy.neighbours(src):
            if entry_problem(game, colour, n) is None:
                out[n] = 0
    if warp != "no" and game.galaxy.is_planet(src):
        cost = 0 if warp == "free" else R.WARP_COST
        if game.players[colour].gems >= cost:
            for n in game.galaxy.warp_destinations(src):
                if n not in out and entry_problem(game, colour, n) is None:
                    out[n] = cost
    return out


def move_sources(
    game: Game, colour: str, *, warp: str = "pay", connections: bool = True
) -> list[str]:
    spaces = [*game.open_planets(), game.home(colour)]
    return [
        s for s in spaces
        if game.count(s, colour) > 0
        and destinations(game, colour, s, warp=warp, connections=connections)
    ]
