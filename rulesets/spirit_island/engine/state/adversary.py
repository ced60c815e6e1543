"""An adversary at a level (Spirit Island's difficulty variants): the fear cards of each
Terror Level, the Invader Deck's order and the escalation of its Stage II cards.

Levels are cumulative: level N plays every rule of levels 1..N, so the deck order is the last
one a level at or below N gives (none: the usual 3 + 4 + 5). Level 0 is the adversary with
none of its levels: its escalation and loss condition only. The data is frozen; the state
holds the adversary of the game (``State.adversary``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["MAX_LEVEL", "Adversary"]

#: the highest level of every adversary
MAX_LEVEL = 6


@dataclass(frozen=True)
class Adversary:
    """What a game against ``name`` at ``level`` changes."""

    id: str
    name: str
    level: int
    difficulty: int
    #: fear cards under Terror Level I, II and III (totals)
    fear_cards: tuple[int, int, int] = (3, 3, 3)
    #: the Invader Deck's order, top first: ``1``/``2``/``3`` a card of that stage, ``C`` the
    #: Stage II Coastal Lands card; ``None``: the usual deck
    deck_order: str | None = None
    escalation: str = ""
    escalation_ops: tuple[Any, ...] = ()

    @classmethod
    def from_record(
        cls, record: Mapping[str, Any], ops: Mapping[str, Sequence[Any]], level: int
    ) -> Adversary:
        """The adversary of a content record at ``level`` (0..6)."""
        levels = [lv for lv in record.get("levels") or [] if isinstance(lv, Mapping)]
        upto = [lv for lv in levels if int(lv.get("level", 0)) <= level]
        at = upto[-1] if upto and level > 0 else None
        order = next((str(lv["invader_deck"]) for lv in reversed(upto) if lv.get("invader_deck")),
                     None)  # fmt: skip
        fear = (at or {}).get("fear_cards") or record.get("escalation_fear_cards") or (3, 3, 3)
        escalation = record.get("escalation") or {}
        return cls(
            id=str(record.get("id", "")),
            name=str(record.get("name", "")),
            level=level,
            difficulty=int((at or {}).get("difficulty", record.get("base_difficulty", 0))),
            fear_cards=(int(fear[0]), int(fear[1]), int(fear[2])),
            deck_order=order if level > 0 else None,
            escalation=str(escalation.get("name", "")),
            escalation_ops=tuple(ops.get("escalation", ())),
        )
