"""Seeded randomness: dice and decks, all drawn from one seeded generator.

:class:`Rng` is a :class:`random.Random` (same sequence for the same seed and calls) with
dice; a :class:`Deck` shuffles and draws with the generator it is given. One ``Rng(seed)`` per
game makes the whole setup reproducible: the same seed, the same calls in the same order, the
same decks and rolls.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from typing import Generic, TypeVar

T = TypeVar("T")


class Rng(random.Random):
    """A seeded generator with dice (``Rng(seed)`` gives the stream of ``random.Random(seed)``)."""

    def roll(self, sides: int = 6) -> int:
        """One die: 1 … ``sides``."""
        return self.randint(1, sides)

    def rolls(self, n: int, sides: int = 6) -> list[int]:
        """``n`` dice of ``sides`` sides each."""
        return [self.randint(1, sides) for _ in range(n)]

    def deck(self, cards: Iterable[T] = ()) -> Deck[T]:
        """A deck drawing its shuffles from this generator (not shuffled yet)."""
        return Deck(cards, rng=self)


class Deck(Generic[T]):
    """Cards top first, and a discard pile.

    :meth:`draw` takes from the top; when the deck runs short and ``reshuffle`` is set, the
    discard pile is shuffled and becomes the deck. Every shuffle uses ``rng``.
    """

    __slots__ = ("cards", "discarded", "reshuffle", "rng")

    def __init__(
        self,
        cards: Iterable[T] = (),
        *,
        rng: random.Random,
        discarded: Iterable[T] = (),
        reshuffle: bool = True,
    ) -> None:
        self.cards: list[T] = list(cards)  # top first
        self.discarded: list[T] = list(discarded)  # last discarded last
        self.rng = rng
        self.reshuffle = reshuffle

    def shuffle(self) -> None:
        """Shuffle the deck (not the discard pile)."""
        self.rng.shuffle(self.cards)

    def refill(self) -> None:
        """Shuffle the discard pile and put it under the deck."""
        pile, self.discarded = self.discarded, []
        self.rng.shuffle(pile)
        self.cards.extend(pile)

    def draw(self, n: int = 1) -> list[T]:
        """Up to ``n`` cards from the top (fewer only when deck and discard pile run out)."""
        if n > len(self.cards) and self.reshuffle and self.discarded:
            taken = self.cards
            self.cards = []
            self.refill()
            rest = self.cards[: n - len(taken)]
            del self.cards[: n - len(taken)]
            return taken + rest
        taken = self.cards[:n]
        del self.cards[:n]
        return taken

    def draw_one(self) -> T | None:
        """The top card (``None``: nothing left to draw)."""
        got = self.draw(1)
        return got[0] if got else None

    def take_random(self) -> T:
        """Take one card at random out of the deck (set aside, returned to the box…)."""
        if not self.cards:
            raise IndexError("take_random from an empty deck")
        return self.cards.pop(self.rng.randrange(len(self.cards)))

    def discard(self, *cards: T) -> None:
        """Put ``cards`` on the discard pile."""
        self.discarded.extend(cards)

    def put_on_top(self, *cards: T) -> None:
        """Put ``cards`` on top, the first one topmost."""
        self.cards[:0] = cards

    def put_on_bottom(self, *cards: T) -> None:
        self.cards.extend(cards)

    def peek(self, n: int = 1) -> list[T]:
        """The top ``n`` cards, left in place."""
        return self.cards[:n]

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[T]:
        return iter(self.cards)

    def __repr__(self) -> str:
        return f"Deck({len(self.cards)} cards, {len(self.discarded)} discarded)"
