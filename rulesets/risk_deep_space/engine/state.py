"""The state of a Risk Deep Space game and its primitive changes.

:class:`Game` extends the core :class:`cardsmith.engine.state.GameState` (readable log, event log,
result). Every primitive change below records one :class:`engine.events.Event` and settles the
state (invariants when watched, the result). Rules (who may do what) live in ``actions``,
``battle``, ``effects`` and ``turn``; this module only keeps the books.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from cardsmith.engine import state as engine_state
from cardsmith.engine.choices import ChoiceProvider, FirstLegal, decide
from cardsmith.engine.dice import Deck, Rng
from cardsmith.engine.events import Event
from cardsmith.engine.state import GameState, Outcome
from cardsmith.rulesets.risk_deep_space.engine import rules as R
from cardsmith.rulesets.risk_deep_space.engine.cards import ActionCard
from cardsmith.rulesets.risk_deep_space.engine.dice import DiceRoller
from cardsmith.rulesets.risk_deep_space.engine.galaxy import Galaxy
from cardsmith.rulesets.risk_deep_space.engine.invariants import invariant_problems


def many(n: int, word: str) -> str:
    """``1 gem``, ``2 gems``, ``3 ore`` (ore has no plural)."""
    return f"{n} {word}" if n == 1 or word == "ore" else f"{n} {word}s"


class IllegalAction(engine_state.IllegalAction):
    """An action the Risk Deep Space rules forbid now (the message says which rule)."""


@dataclass
class PlayerState:
    colour: str
    gems: int = 0
    ore: int = 0
    hand: list[str] = field(default_factory=list)
    #: recruits not on the board ("стос навабранцаў гульца")
    pile: int = R.RECRUITS_PER_COLOUR

    def amount(self, resource: str) -> int:
        return self.gems if resource == "gem" else self.ore


@dataclass
class TurnState:
    """Whose turn, which part of it, and what is used up.

    ``phase``: ``"start"`` (draw up, trade), ``"mine"``, ``"main"`` (recruit, move, build, play),
    ``"ended"`` (the turn is over, the next one not begun).
    """

    colour: str
    number: int = 1
    phase: str = "main"
    moves_left: int = R.MOVES_PER_TURN
    mined: set[str] = field(default_factory=set)
    traded: bool = False


@dataclass(frozen=True)
class Battle:
    """A battle in progress: ``attacker`` entered ``planet``, held by ``defender``."""

    planet: str
    attacker: str
    defender: str


@dataclass(kw_only=True, eq=False)
class Game(GameState):
    """One game: board, players, tokens, deck, turn, dice and the players' choice providers."""

    galaxy: Galaxy
    seats: list[str]
    cards: dict[str, ActionCard]
    players: dict[str, PlayerState]
    turn: TurnState
    deck: Deck[str]
    rng: Rng
    dice: DiceRoller
    card_total: int = 0
    bases_to_win: int = 4
    covered: frozenset[str] = frozenset()
    #: space → colour → recruits (no zero entries)
    recruits: dict[str, dict[str, int]] = field(default_factory=dict)
    #: planet → colours with a base there, in build order
    bases: dict[str, list[str]] = field(default_factory=dict)
    #: planet → colour → space dogs accompanying that colour's recruits
    dogs: dict[str, dict[str, int]] = field(default_factory=dict)
    #: dogs whose recruits were all removed by a card, waiting to be moved (colour → count)
    stray_dogs: dict[str, int] = field(default_factory=dict)
    #: planet → colour of the player whose force field is on it
    force_fields: dict[str, str] = field(default_factory=dict)
    gems: int = R.GEM_TOKENS
    ore: int = R.ORE_TOKENS
    dog_tokens: int = R.SPACE_DOG_TOKENS
    field_tokens: int = R.FORCE_FIELD_TOKENS
    #: cards being played (out of the hand, not yet discarded)
    in_play: list[str] = field(default_factory=list)
    #: battles in progress (innermost last)
    battles: list[Battle] = field(default_factory=list)
    providers: dict[str, ChoiceProvider] = field(default_factory=dict)
    default_provider: ChoiceProvider = field(default_factory=FirstLegal)

    # --- reading -------------------------------------------------------------------------
    def count(self, space: str, colour: str) -> int:
        return self.recruits.get(space, {}).get(colour, 0)

    def colours_at(self, space: str) -> list[str]:
        return [c for c, n in self.recruits.get(space, {}).items() if n > 0]

    def opponents(self, colour: str) -> list[str]:
        return [c for c in self.seats if c != colour]

    def on_board(self, colour: str) -> int:
        return sum(here.get(colour, 0) for here in self.recruits.values())

    def base_count(self, colour: str) -> int:
        return sum(colour in cs for cs in self.bases.values())

    def has_base(self, planet: str, colour: str) -> bool:
        return colour in self.bases.get(planet, [])

    def dogs_at(self, planet: str, colour: str) -> int:
        return self.dogs.get(planet, {}).get(colour, 0)

    def home(self, colour: str) -> str:
        return self.galaxy.station_of(colour)

    def open_planets(self) -> list[str]:
        """The planets in play (not under a cover), board order."""
        return [p for p in self.galaxy.planets if p not in self.covered]

    def planets_of(self, colour: str) -> list[str]:
        return [p for p in self.open_planets() if self.count(p, colour) > 0]

    def card(self, card_id: str) -> ActionCard:
        try:
            return self.cards[card_id]
        except KeyError:
            raise IllegalAction(f"unknown action card {card_id!r}") from None

    def in_battle(self, planet: str) -> bool:
        return any(b.planet == planet for b in self.battles)

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def winner(self) -> str | None:
        return self.result

    # --- decisions -----------------------------------------------------------------------
    def provider(self, colour: str) -> ChoiceProvider:
        return self.providers.get(colour, self.default_provider)

    def ask(
        self, colour: str, decision: str, options: Sequence[str], *, min: int = 1, context: str = ""
    ) -> str | None:
        """``colour`` decides (through its provider; forced answers are not asked)."""
        where = f"{colour}: {context}" if context else colour
        return decide(self.provider(colour), decision, list(options), context=where, min=min)

    # --- primitive changes ---------------------------------------------------------------
    def _change(self, event: Event, text: str) -> None:
        self.record(event, text)
        self.settle()

    def _set_count(self, space: str, colour: str, n: int) -> None:
        here = self.recruits.setdefault(space, {})
        if n > 0:
            here[colour] = n
        else:
            here.pop(colour, None)
            if not here:
                del self.recruits[space]

    def add_recruits(self, space: str, colour: str, n: int) -> int:
        """Put up to ``n`` recruits from the colour's pile on ``space``; returns how many."""
        n = min(n, self.players[colour].pile)
        if n <= 0:
            return 0
        self.players[colour].pile -= n
        self._set_count(space, colour, self.count(space, colour) + n)
        self._change(Event("add", where=space, kind=f"{colour} recruit", count=n),
                     f"{colour} adds {many(n, 'recruit')} to {space}")
        return n

    def remove_recruits(self, space: str, colour: str, n: int) -> int:
        """Return up to ``n`` of the colour's recruits on ``space`` to its pile.

        Dogs left without a recruit of their colour become stray (to be moved or returned).
        """
        n = min(n, self.count(space, colour))
        if n <= 0:
            return 0
        self._set_count(space, colour, self.count(space, colour) - n)
        self.players[colour].pile += n
        if self.count(space, colour) == 0 and self.dogs_at(space, colour):
            self.stray_dogs[colour] = self.stray_dogs.get(colour, 0) + self.dogs_at(space, colour)
            self._set_dogs(space, colour, 0)
        self._change(Event("remove", where=space, kind=f"{colour} recruit", count=n),
                     f"{colour} removes {many(n, 'recruit')} from {space}")
        return n

    def move_recruits(self, src: str, dst: str, colour: str, n: int, dogs: int = 0) -> None:
        """Move a crew of ``n`` recruits (and ``dogs`` space dogs) from ``src`` to ``dst``."""
        if not 0 < n <= self.count(src, colour) or not 0 <= dogs <= self.dogs_at(src, colour):
            raise IllegalAction(
                f"{colour} has not {many(n, 'recruit')} and {many(dogs, 'space dog')} on {src}"
            )
        self._set_count(src, colour, self.count(src, colour) - n)
        self._set_count(dst, colour, self.count(dst, colour) + n)
        if dogs:
            self._set_dogs(src, colour, self.dogs_at(src, colour) - dogs)
            self._set_dogs(dst, colour, self.dogs_at(dst, colour) + dogs)
        with_dog = f" with {many(dogs, 'space dog')}" if dogs else ""
        self._change(Event("move", where=src, kind=f"{colour} recruit", count=n, to=dst),
                     f"{colour} moves {many(n, 'recruit')}{with_dog} from {src} to {dst}")

    def gain(self, colour: str, resource: str, n: int, why: str = "") -> int:
        """Take up to ``n`` gems/ore from the supply (``why``: "mining P3"…); returns how many."""
        n = min(n, self.gems if resource == "gem" else self.ore)
        if n <= 0:
            return 0
        self._shift(colour, resource, n)
        self._change(Event("gain", where=colour, kind=resource, count=n),
                     f"{colour} gains {many(n, resource)}{' ' + why if why else ''}")
        return n

    def pay(self, colour: str, resource: str, n: int) -> None:
        """Pay ``n`` gems/ore to the supply (the caller checked it is affordable)."""
        if self.players[colour].amount(resource) < n:
            raise IllegalAction(f"{colour} cannot pay {many(n, resource)}")
        if n <= 0:
            return
        self._shift(colour, resource, -n)
        self._change(Event("pay", where=colour, kind=resource, count=n),
                     f"{colour} pays {many(n, resource)}")

    def steal(self, thief: str, victim: str, resource: str, n: int) -> int:
        """Move up to ``n`` gems/ore from ``victim`` to ``thief``; returns how many."""
        n = min(n, self.players[victim].amount(resource))
        if n <= 0:
            return 0
        for colour, delta in ((victim, -n), (thief, n)):
            p = self.players[colour]
            if resource == "gem":
                p.gems += delta
            else:
                p.ore += delta
        self._change(Event("steal", where=victim, kind=resource, count=n, to=thief),
                     f"{thief} steals {many(n, resource)} from {victim}")
        return n

    def _shift(self, colour: str, resource: str, n: int) -> None:
        p = self.players[colour]
        if resource == "gem":
            p.gems += n
            self.gems -= n
        else:
            p.ore += n
            self.ore -= n

    def add_base(self, planet: str, colour: str) -> None:
        self.bases.setdefault(planet, []).append(colour)
        self._change(Event("build", where=planet, kind=f"{colour} base"),
                     f"{colour} builds a base on {planet} ({self.base_count(colour)} in all)")

    def _set_dogs(self, planet: str, colour: str, n: int) -> None:
        here = self.dogs.setdefault(planet, {})
        if n > 0:
            here[colour] = n
        else:
            here.pop(colour, None)
            if not here:
                del self.dogs[planet]

    def place_dog(self, planet: str, colour: str) -> None:
        """A space dog token from the supply joins the colour's recruits on ``planet``."""
        self.dog_tokens -= 1
        self._set_dogs(planet, colour, self.dogs_at(planet, colour) + 1)
        self._change(Event("add", where=planet, kind=f"{colour} space dog"),
                     f"{colour} places a space dog on {planet}")

    def lose_dog(self, planet: str, colour: str) -> None:
        """The colour's space dog on ``planet`` leaves the board (instead of a recruit)."""
        self._set_dogs(planet, colour, self.dogs_at(planet, colour) - 1)
        self.dog_tokens += 1
        self._change(Event("remove", where=planet, kind=f"{colour} space dog"),
                     f"{colour}'s space dog on {planet} is removed instead of a recruit")

    def settle_stray_dog(self, colour: str, planet: str | None) -> None:
        """A stray dog goes to ``planet`` (with the colour's recruits) or back to the supply."""
        self.stray_dogs[colour] -= 1
        if not self.stray_dogs[colour]:
            del self.stray_dogs[colour]
        if planet is None:
            self.dog_tokens += 1
            self._change(Event("remove", kind=f"{colour} space dog"),
                         f"{colour}'s space dog has no recruits to follow and leaves the board")
        else:
            self._set_dogs(planet, colour, self.dogs_at(planet, colour) + 1)
            self._change(Event("move", kind=f"{colour} space dog", to=planet),
                         f"{colour}'s space dog moves to {planet}")

    def place_force_field(self, planet: str, colour: str) -> None:
        self.field_tokens -= 1
        self.force_fields[planet] = colour
        self._change(Event("add", where=planet, kind=f"{colour} force field"),
                     f"{colour} places a force field on {planet}")

    def lift_force_field(self, planet: str) -> None:
        colour = self.force_fields.pop(planet)
        self.field_tokens += 1
        self._change(Event("remove", where=planet, kind=f"{colour} force field"),
                     f"{colour}'s force field on {planet} returns to the supply")

    def draw_cards(self, colour: str, n: int) -> list[str]:
        """Up to ``n`` cards from the deck (the discard pile reshuffled when it runs out)."""
        drawn = self.deck.draw(n) if n > 0 else []
        if drawn:
            self.players[colour].hand.extend(drawn)
            self._change(Event("draw", where=colour, kind="action card", count=len(drawn)),
                         f"{colour} draws {many(len(drawn), 'action card')}")
        return drawn

    def discard_card(self, colour: str, card_id: str) -> None:
        hand = self.players[colour].hand
        if card_id not in hand:
            raise IllegalAction(f"{colour} has no {card_id!r} in hand ({hand})")
        hand.remove(card_id)
        self.deck.discard(card_id)
        self._change(Event("discard", where=colour, kind=card_id),
                     f"{colour} discards {card_id}")

    def take_into_play(self, colour: str, card_id: str) -> None:
        """A card leaves the hand to be played (it is discarded when its effect is done)."""
        hand = self.players[colour].hand
        if card_id not in hand:
            raise IllegalAction(f"{colour} has no {card_id!r} in hand ({hand})")
        hand.remove(card_id)
        self.in_play.append(card_id)
        self._change(Event("play", where=colour, kind=card_id),
                     f"{colour} plays {self.cards[card_id].name}")

    def discard_played(self, card_id: str) -> None:
        self.in_play.remove(card_id)
        self.deck.discard(card_id)
        self._change(Event("discard", kind=card_id), f"{card_id} is discarded after use")

    def note(self, op: str, text: str, *, where: str | None = None, kind: str | None = None,
             count: int = 1, to: str | None = None) -> None:
        """Record something that happened without changing the books (a roll, a turn…)."""
        self._change(Event(op, where=where, kind=kind, count=count, to=to), text)

    # --- the result and the invariants ---------------------------------------------------
    def judge(self) -> Outcome | None:
        for colour in self.seats:
            n = self.base_count(colour)
            if n >= self.bases_to_win:
                return Outcome(colour, (f"{colour} built {n} bases (needs {self.bases_to_win})",))
        return None

    def invariant_problems(self) -> list[str]:
        """Every broken conservation or consistency rule (``invariants.py``)."""
        return invariant_problems(self)
