"""A new game: colours and seats, the 2-player covers, home stations with 3 recruits,
2 gems each, 2 action cards each, and a die roll for who goes first."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardsmith.engine.choices import ChoiceProvider, FirstLegal
from cardsmith.engine.dice import Rng
from cardsmith.rulesets.risk_deep_space.engine import rules as R
from cardsmith.rulesets.risk_deep_space.engine.cards import ActionCard
from cardsmith.rulesets.risk_deep_space.engine.dice import DiceRoller
from cardsmith.rulesets.risk_deep_space.engine.galaxy import Galaxy
from cardsmith.rulesets.risk_deep_space.engine.state import (
    Game,
    IllegalAction,
    PlayerState,
    TurnState,
)


class SetupError(IllegalAction):
    """The game cannot be set up as asked."""


def check_colours(galaxy: Galaxy, colours: Sequence[str]) -> frozenset[str]:
    """The planets to cover for these colours (2 players), or the reason they cannot play."""
    if not 2 <= len(colours) <= 4:
        raise SetupError(f"Risk Deep Space is for 2 to 4 players, not {len(colours)}")
    if len(set(colours)) != len(colours):
        raise SetupError(f"each player chooses a different colour: {list(colours)}")
    for c in colours:
        if c not in galaxy.colours():
            raise SetupError(f"{c!r} is not a colour of this galaxy {galaxy.colours()}")
    if len(colours) == 2:
        try:
            return frozenset(galaxy.covers_for(colours))
        except KeyError as e:
            raise SetupError(str(e.args[0])) from None
    return frozenset()


def deck_ids(cards: Sequence[ActionCard]) -> list[str]:
    """Every copy of every card, in the given order (before shuffling)."""
    return [c.id for c in cards for _ in range(c.copies)]


def blank_game(
    galaxy: Galaxy,
    cards: Sequence[ActionCard],
    colours: Sequence[str],
    *,
    seed: int = 0,
    dice: DiceRoller | None = None,
    deck: Sequence[str] | None = None,
    covers: Sequence[str] | None = None,
    providers: Mapping[str, ChoiceProvider] | None = None,
    default_provider: ChoiceProvider | None = None,
) -> Game:
    """A game with nothing on the board and nothing dealt (scenarios build on it).

    ``deck`` gives the deck top first (default: every copy, shuffled with the seed); ``covers``
    overrides the 2-player covers.
    """
    covered = check_colours(galaxy, colours) if covers is None else frozenset(covers)
    rng = Rng(seed)
    by_id = {c.id: c for c in cards}
    ids = list(deck) if deck is not None else deck_ids(cards)
    unknown = [c for c in ids if c not in by_id]
    if unknown:
        raise SetupError(f"the deck names unknown cards {unknown}")
    pile = rng.deck(ids)
    if deck is None:
        pile.shuffle()
    return Game(
        galaxy=galaxy,
        seats=list(colours),
        cards=by_id,
        players={c: PlayerState(c) for c in colours},
        turn=TurnState(colours[0], number=0, phase="waiting"),
        deck=pile,
        rng=rng,
        dice=dice if dice is not None else rng,
        card_total=len(ids),
        bases_to_win=R.BASES_TO_WIN[len(colours)],
        covered=covered,
        providers=dict(providers or {}),
        default_provider=default_provider or FirstLegal(),
    )


def roll_for_first(game: Game) -> str:
    """Everyone rolls a die; the highest goes first (the tied highest roll again)."""
    rolling = list(game.seats)
    while True:
        rolls = {c: game.dice.roll(R.DIE_SIDES) for c in rolling}
        for c, v in rolls.items():
            game.note("roll", f"{c} rolls {v} for the first turn", where=c, count=v)
        best = max(rolls.values())
        rolling = [c for c in rolling if rolls[c] == best]
        if len(rolling) == 1:
            return rolling[0]


def new_game(
    galaxy: Galaxy,
    cards: Sequence[ActionCard],
    colours: Sequence[str],
    *,
    seed: int = 0,
    dice: DiceRoller | None = None,
    providers: Mapping[str, ChoiceProvider] | None = None,
    default_provider: ChoiceProvider | None = None,
    first: str | None = None,
) -> Game:
    """Set up a game as the rules say (seats in the order given, play goes round them)."""
    game = blank_game(galaxy, cards, colours, seed=seed, dice=dice, providers=providers,
                      default_provider=default_provider)
    game.note("setup", f"{len(colours)} players: {', '.join(colours)}; covers: "
              f"{sorted(game.covered) or 'none'}", count=len(colours))
    for colour in colours:
        game.add_recruits(game.home(colour), colour, R.START_RECRUITS)
        game.gain(colour, "gem", R.START_GEMS, why="to start")
    for colour in colours:
        game.draw_cards(colour, R.HAND_SIZE)
    starter = first if first is not None else roll_for_first(game)
    if starter not in colours:
        raise SetupError(f"{starter!r} does not play")
    game.turn = TurnState(starter, number=0, phase="waiting")
    game.note("first", f"{starter} goes first", where=starter)
    return game
