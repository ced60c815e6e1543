"""The Minor and Major power decks of a game (:class:`PowerDecks`, one shuffled deck per kind)
and what happened to a spirit's cards over a game (:class:`GainRecord`)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from cardsmith.engine.dice import Deck

#: the power decks, in the order ``gain.deck`` offers them
DECKS: tuple[str, ...] = ("minor", "major")


#: cards drawn when a power card is gained
DRAW = 4


@dataclass
class GainRecord:
    """What happened to a spirit's cards over a game (for reports)."""

    gained: list[str] = field(default_factory=list)
    forgotten: list[str] = field(default_factory=list)

    def copy(self) -> GainRecord:
        """A record of its own for a copy of the game: the search's copies never write into
        the real game's lists."""
        return GainRecord(list(self.gained), list(self.forgotten))


@dataclass
class PowerDecks:
    """One shuffled :class:`Deck` per kind (``minor``, ``major``) and the deck of each card."""

    decks: dict[str, Deck[str]]
    kind_of: Mapping[str, str]

    @classmethod
    def build(cls, cards: Mapping[str, Iterable[str]], rng: random.Random) -> PowerDecks:
        """``cards``: deck name → card ids (sorted first, then shuffled with ``rng``)."""
        decks: dict[str, Deck[str]] = {}
        kind_of: dict[str, str] = {}
        for name in DECKS:
            ids = sorted(cards.get(name, ()))
            deck = Deck(ids, rng=rng)
            deck.shuffle()
            decks[name] = deck
            kind_of.update(dict.fromkeys(ids, name))
        return cls(decks, kind_of)

    def available(self, wanted: str) -> list[str]:
        """The decks ``wanted`` names (``minor``, ``major``, ``minor|major``) that hold cards."""
        names = [n for n in wanted.split(" ")[0].split("|") if n in self.decks]
        return [n for n in names if self.decks[n].cards or self.decks[n].discarded]
