"""The whole state of an Elder Sign game: investigators, the cards in play, the decks, the
clock, the doom track and the Elder Signs; its invariants and its end (RULES.md W1–W3)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from cardsmith.engine import Deck, Event, GameState, Rng
from cardsmith.engine.state import Outcome
from cardsmith.rulesets.elder_sign import vocabulary as V
from cardsmith.rulesets.elder_sign.content import (
    ADVENTURE,
    ALLY,
    ITEM,
    MONSTER,
    MYTHOS,
    OTHER_WORLD,
    SPELL,
    Card,
    Pack,
)
from cardsmith.rulesets.elder_sign.engine.dice import DiceSource

ENTRANCE = "entrance"
#: the decks of the game: deck name → the kind of its cards (items split by rarity)
DECKS = {"adventure": ADVENTURE, "other-world": OTHER_WORLD, "mythos": MYTHOS,
         "monster": MONSTER, "common": ITEM, "unique": ITEM, "spell": SPELL, "ally": ALLY}
#: adventures face up in the museum (RULES.md S2)
ROOMS = 6


@dataclass
class Investigator:
    """One investigator: what they can take, what they hold, where they are."""

    id: str
    name: str
    max_health: int
    max_sanity: int
    power: str
    health: int = 0
    sanity: int = 0
    clues: int = 0
    items: list[str] = field(default_factory=list)
    spells: list[str] = field(default_factory=list)
    allies: list[str] = field(default_factory=list)
    trophies: list[str] = field(default_factory=list)
    at: str = ENTRANCE
    devoured: int = 0

    def powers(self, game: Game) -> set[str]:
        """The investigator's power and those of their allies."""
        return {self.power, *(str(game.pack.card(a, ALLY).get("power")) for a in self.allies)}


@dataclass
class Die:
    """One die of the current roll (``face`` ``None``: not rolled yet)."""

    colour: str
    face: str | None = None
    #: ``pool`` (rolled again), ``focus`` (set aside by its investigator), ``assist``
    #: (held by a helper), ``locked`` (out until the turn ends)
    where: str = "pool"

    @property
    def label(self) -> str:
        """How a decision names it: ``clue3`` for a green die, ``yellow clue4`` else."""
        face = self.face or "?"
        return face if self.colour == "green" else f"{self.colour} {face}"


@dataclass
class Placed:
    """A spell placed beside the play area and the dice it holds (RULES.md P5–P8)."""

    spell: str
    owner: str
    holds: int
    dice: list[Die] = field(default_factory=list)


@dataclass
class Attempt:
    """The adventure being tried this turn: its dice, the tasks filled, items spent."""

    card: str
    dice: list[Die] = field(default_factory=list)
    done: set[str] = field(default_factory=set)
    rolls: int = 0
    failed: bool = False
    succeeded: bool = False
    free_reroll_used: bool = False


@dataclass(kw_only=True, eq=False)
class Game(GameState):
    """The state; every change records an event and settles (invariants, the result)."""

    pack: Pack
    ancient: Card
    investigators: list[Investigator]
    rng: Rng
    dice: DiceSource
    decks: dict[str, Deck[str]] = field(default_factory=dict)
    rooms: list[str] = field(default_factory=list)
    worlds: list[str] = field(default_factory=list)
    monsters: dict[str, str] = field(default_factory=dict)
    spells_out: list[Placed] = field(default_factory=list)
    mythos: str | None = None
    active: int = 0
    clock: int = V.MIDNIGHT
    doom: int = 0
    elder_signs: int = 0
    turns: int = 0
    midnights: int = 0
    attempt: Attempt | None = None

    # --- reading ------------------------------------------------------------------------
    @property
    def current(self) -> Investigator:
        return self.investigators[self.active]

    def investigator(self, inv_id: str) -> Investigator:
        return next(i for i in self.investigators if i.id == inv_id)

    def card(self, card_id: str) -> Card:
        return self.pack.card(card_id)

    def rule_in_force(self, rule: str) -> bool:
        """Does the Mythos card in force put ``rule`` in force (RULES.md M3)?"""
        return self.mythos is not None and (
            self.pack.card(self.mythos, MYTHOS).get("lasting_rule") == rule)

    def trophy_value(self, card_id: str) -> int:
        return int(self.card(card_id).get("trophies") or 0)

    def seats_from_active(self) -> Iterator[Investigator]:
        n = len(self.investigators)
        for k in range(n):
            yield self.investigators[(self.active + k) % n]

    @property
    def over(self) -> bool:
        return self.result is not None or self.judge() is not None

    # --- changes ------------------------------------------------------------------------
    def note(self, op: str, text: str, where: str | None = None, kind: str | None = None,
             count: int = 1) -> None:
        """Record one primitive change and settle."""
        self.record(Event(op, where, kind, count), text)
        self.settle()

    # --- invariants and the end ---------------------------------------------------------
    def invariant_problems(self) -> list[str]:
        out: list[str] = []
        for inv in self.investigators:
            if not 0 <= inv.health <= inv.max_health:
                out.append(f"{inv.id}: health {inv.health} outside 0..{inv.max_health}")
            if not 0 <= inv.sanity <= inv.max_sanity:
                out.append(f"{inv.id}: sanity {inv.sanity} outside 0..{inv.max_sanity}")
            if inv.clues < 0:
                out.append(f"{inv.id}: {inv.clues} clues")
        if self.clock not in (3, 6, 9, 12):
            out.append(f"the clock shows {self.clock}, not III, VI, IX or XII")
        if not 0 <= self.doom <= int(self.ancient.get("doom") or 0):
            out.append(f"doom track: {self.doom} tokens")
        if self.elder_signs < 0:
            out.append(f"{self.elder_signs} Elder Signs")
        out += self._conservation()
        return out

    def _conservation(self) -> list[str]:
        """Every card of the decks is in exactly one place."""
        places: list[str] = []
        for deck in self.decks.values():
            places += deck.cards + deck.discarded
        places += self.rooms + self.worlds + list(self.monsters.values())
        places += [p.spell for p in self.spells_out]
        if self.mythos:
            places.append(self.mythos)
        for inv in self.investigators:
            places += inv.items + inv.spells + inv.allies + inv.trophies
        twice = sorted({c for c in places if places.count(c) > 1})
        return [f"card {c} is in two places" for c in twice]

    def judge(self) -> Outcome | None:
        need = int(self.ancient.get("elder_signs") or 0)
        if self.elder_signs >= need:
            return Outcome("victory", (f"{self.elder_signs} Elder Signs seal "
                                       f"{self.ancient.name} away",))
        if self.doom >= int(self.ancient.get("doom") or 0):
            return Outcome("defeat", (f"the doom track is full: {self.ancient.name} awakens",))
        return None
