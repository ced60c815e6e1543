"""The conservation and consistency rules of a game state, as a list of readable problems.

Checked after every primitive change while :func:`engine.state.checking_invariants` is active
(tests, simulations in test mode), and on demand through ``Game.invariant_problems()``.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from cardsmith.rulesets.risk_deep_space.engine import rules as R

if TYPE_CHECKING:
    from cardsmith.rulesets.risk_deep_space.engine.state import Game


def invariant_problems(game: Game) -> list[str]:
    return [
        *_token_problems(game),
        *_recruit_problems(game),
        *_base_problems(game),
        *_dog_problems(game),
        *_card_problems(game),
        *_turn_problems(game),
    ]


def _token_problems(game: Game) -> list[str]:
    out: list[str] = []
    for name, supply, held, total in (
        ("gems", game.gems, sum(p.gems for p in game.players.values()), R.GEM_TOKENS),
        ("ore", game.ore, sum(p.ore for p in game.players.values()), R.ORE_TOKENS),
    ):
        if supply + held != total:
            out.append(f"{name}: supply {supply} + players {held} != {total} tokens")
        if supply < 0:
            out.append(f"{name}: negative supply {supply}")
    for p in game.players.values():
        if p.gems < 0 or p.ore < 0:
            out.append(f"{p.colour}: negative gems/ore ({p.gems}/{p.ore})")
    fields_total = game.field_tokens + len(game.force_fields)
    if fields_total != R.FORCE_FIELD_TOKENS or game.field_tokens < 0:
        out.append(f"force fields: supply {game.field_tokens} + board {len(game.force_fields)}"
                   f" != {R.FORCE_FIELD_TOKENS}")
    for planet in game.force_fields:
        if planet not in game.galaxy.planets or planet in game.covered:
            out.append(f"force field on {planet}, which is not a planet in play")
    return out


def _recruit_problems(game: Game) -> list[str]:
    out: list[str] = []
    spaces = set(game.galaxy.spaces())
    for colour, p in game.players.items():
        total = p.pile + game.on_board(colour)
        if total != R.RECRUITS_PER_COLOUR or p.pile < 0:
            out.append(f"{colour}: pile {p.pile} + board {game.on_board(colour)}"
                       f" != {R.RECRUITS_PER_COLOUR} recruits")
    for space, here in game.recruits.items():
        if space not in spaces:
            out.append(f"recruits on {space!r}, which is not a space of the galaxy")
        for colour, n in here.items():
            if n <= 0:
                out.append(f"{space}: {n} {colour} recruits recorded")
            if colour not in game.players:
                out.append(f"{space}: recruits of {colour}, who does not play")
        if space in game.covered and here:
            out.append(f"{space} is covered but holds recruits")
        if game.galaxy.is_station(space):
            owner = game.galaxy.stations[space].colour
            if set(here) - {owner}:
                out.append(f"{space} is {owner}'s home station but holds {sorted(here)} recruits")
        elif len([c for c, n in here.items() if n > 0]) > 1 and not game.in_battle(space):
            out.append(f"{space} holds recruits of {sorted(here)} outside a battle")
    return out


def _base_problems(game: Game) -> list[str]:
    out: list[str] = []
    for planet, colours in game.bases.items():
        if planet not in game.galaxy.planets:
            out.append(f"base on {planet}, which is not a planet")
        if planet in game.covered:
            out.append(f"base on covered planet {planet}")
        for colour, n in Counter(colours).items():
            if n > 1:
                out.append(f"{planet}: {n} {colour} bases (one per colour per planet)")
    for colour in game.players:
        if game.base_count(colour) > R.BASES_PER_COLOUR:
            out.append(f"{colour}: {game.base_count(colour)} bases > {R.BASES_PER_COLOUR}")
    if game.result is not None and game.base_count(game.result) < game.bases_to_win:
        out.append(f"{game.result} won with {game.base_count(game.result)} bases")
    return out


def _dog_problems(game: Game) -> list[str]:
    out: list[str] = []
    on_board = sum(sum(h.values()) for h in game.dogs.values())
    stray = sum(game.stray_dogs.values())
    if game.dog_tokens + on_board + stray != R.SPACE_DOG_TOKENS or game.dog_tokens < 0:
        out.append(f"space dogs: supply {game.dog_tokens} + board {on_board} + stray {stray}"
                   f" != {R.SPACE_DOG_TOKENS}")
    for planet, here in game.dogs.items():
        for colour, n in here.items():
            if n <= 0:
                out.append(f"{planet}: {n} {colour} space dogs recorded")
            if game.count(planet, colour) == 0 and not game.in_battle(planet):
                out.append(f"{colour}'s space dog on {planet} accompanies no recruit")
            if planet not in game.galaxy.planets:
                out.append(f"space dog on {planet}, which is not a planet")
    return out


def _card_problems(game: Game) -> list[str]:
    out: list[str] = []
    held = sum(len(p.hand) for p in game.players.values())
    total = len(game.deck.cards) + len(game.deck.discarded) + held + len(game.in_play)
    if total != game.card_total:
        out.append(f"action cards: deck {len(game.deck.cards)} + discard "
                   f"{len(game.deck.discarded)} + hands {held} + in play {len(game.in_play)}"
                   f" != {game.card_total}")
    for p in game.players.values():
        for c in p.hand:
            if c not in game.cards:
                out.append(f"{p.colour} holds unknown card {c!r}")
    return out


def _turn_problems(game: Game) -> list[str]:
    out: list[str] = []
    if game.turn.colour not in game.seats:
        out.append(f"the turn belongs to {game.turn.colour}, who does not play")
    if game.turn.moves_left < 0:
        out.append(f"{game.turn.moves_left} moves left")
    if set(game.players) != set(game.seats):
        out.append(f"players {sorted(game.players)} are not the seats {sorted(game.seats)}")
    return out
