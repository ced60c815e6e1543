"""A new game: each player's colour gives a starting deck (shuffled with the game's seeded
generator; 5 cards drawn), a codex and heroes in the command zone; a base; 4 workers for the
first player, 5 for the second; no gold. The first player's turn starts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from cardsmith.engine import Rng
from cardsmith.engine.choices import ChoiceProvider, FirstLegal

from .. import vocabulary as V
from .cards import Library
from .state import PLAYERS, Game, Player, Thing
from .turn import start_turn
from .zones import draw


class SetupError(ValueError):
    """The setup asked for cannot be built from the pack."""


def new_player(lib: Library, name: str, colour: str, hero: str | None = None) -> Player:
    """A player of ``colour`` before the shuffle: deck, codex, heroes, base, workers."""
    if colour not in lib.colours:
        raise SetupError(f"unknown colour {colour!r} (known: {', '.join(lib.colours)})")
    p = Player(name, colour, deck=list(lib.decks[colour]), codex=list(lib.codices[colour]),
               command=[hero] if hero else list(lib.heroes.get(colour, [])))
    if hero and hero not in lib.heroes.get(colour, []):
        raise SetupError(f"{hero} is not a hero of {colour}")
    p.owned = Counter([*p.deck, *p.codex, *p.command])
    base = lib.base()
    p.things["base"] = Thing("base", base.id, name, "building")
    n = V.FIRST_WORKERS if name == "p1" else V.SECOND_WORKERS
    p.workers = ["worker"] * n
    return p


def new_game(lib: Library, colours: Sequence[str], seed: int,
             choices: ChoiceProvider | None = None, *, quiet: bool = False,
             heroes: Sequence[str | None] = (None, None),
             without: Sequence[str | None] = (None, None)) -> Game:
    """A game ready for the first player's main phase."""
    problems = lib.problems()
    if problems:
        raise SetupError("; ".join(problems))
    if len(colours) != 2:
        raise SetupError(f"Codex is played by 2 players, not {len(colours)}")
    rng = Rng(seed)
    players = {n: new_player(lib, n, c, h)
               for n, c, h in zip(PLAYERS, colours, heroes, strict=True)}
    for name, card in zip(PLAYERS, without, strict=True):
        p = players[name]
        if card is not None and card in p.codex:
            p.codex.remove(card)
            p.owned[card] -= 1
    game = Game(lib=lib, players=players, rng=rng, choices=choices or FirstLegal(),
                quiet=quiet)
    for p in players.values():
        rng.shuffle(p.deck)
        draw(game, p, V.HAND_LIMIT)
    game.say(f"setup: p1 {colours[0]}, p2 {colours[1]}, seed {seed}")
    start_turn(game)
    return game
