"""What the engine knows of power cards during a game: their rules (cost, elements, range,
target, compiled ops) and the Minor/Major decks (:class:`CardTable`, ``State.cards``).

Both are optional. Without :attr:`CardTable.decks` a gained card is only recorded
(``SpiritState.pending_cards``, resolved later by the simulation's :mod:`.changes.power_cards`);
with them ``gain_card`` draws at once (decisions ``gain.deck``, ``gain.keep``, ``gain.forget``) and
``take_card`` can take from a deck. Without a card's :class:`CardInfo` in :attr:`CardTable.powers`
``play_card`` cannot play it (it is logged and skipped).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardsmith.dsl.ir import Ops

if TYPE_CHECKING:
    from cardsmith.rulesets.spirit_island.engine.state.power_decks import PowerDecks

__all__ = ["CARD_PLACES", "CardInfo", "CardTable"]

#: the places of a spirit's cards the IR names (``from`` / ``to`` of the card ops), and the
#: ``SpiritState`` list each one is
CARD_PLACES: dict[str, str] = {"hand": "hand", "discard": "discard", "play": "played"}


@dataclass(frozen=True)
class CardInfo:
    """One power card's rules as the engine plays it."""

    id: str
    name: str = ""
    kind: str = "unique"  # minor | major | unique
    cost: int = 0
    elements: tuple[str, ...] = ()
    range: Any = "none"
    target: Mapping[str, Any] | str = field(default_factory=dict)  # ``none``: no target
    speed: str = "slow"
    ops: Ops = field(default_factory=list)

    @classmethod
    def from_record(cls, record: Mapping[str, Any], ops: Sequence[Any]) -> CardInfo:
        """From a power card record (``id``, ``name``, ``kind``, ``cost``, ``elements``,
        ``range``, ``target``, ``speed``) and its compiled effect."""
        return cls(
            id=str(record.get("id") or ""),
            name=str(record.get("name") or record.get("id") or ""),
            kind=str(record.get("kind") or "unique"),
            cost=int(record.get("cost") or 0),
            elements=tuple(str(e) for e in record.get("elements") or ()),
            range=record.get("range", "none"),
            target=_target(record.get("target")),
            speed=str(record.get("speed") or "slow"),
            ops=list(ops),
        )


@dataclass
class CardTable:
    """The power cards of a game (``powers``: id → :class:`CardInfo`), the decks if modelled,
    and what each spirit forgot (a forgotten Unique Power leaves the game)."""

    powers: dict[str, CardInfo] = field(default_factory=dict)
    decks: PowerDecks | None = None
    forgotten: dict[str, list[str]] = field(default_factory=dict)

    def kind(self, card: str) -> str:
        """``minor``, ``major`` or ``unique`` (a card of no deck and no record: unique)."""
        info = self.powers.get(card)
        if info is not None:
            return info.kind
        if self.decks is not None and card in self.decks.kind_of:
            return self.decks.kind_of[card]
        return "unique"


def _target(raw: Any) -> Mapping[str, Any] | str:
    """A record's ``target``: a mapping, or ``none`` (no target)."""
    return "none" if raw == "none" else dict(raw or {})
