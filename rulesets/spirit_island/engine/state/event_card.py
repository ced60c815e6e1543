"""An Event card (Branch & Claw and later): its main event, its Token event and its Dahan event.

The main event is one *part* of the card, picked by the card's ``kind``: the part of the current
Invader Stage (``stage``, ``adversary``), of the Terror Level (``terror_level``), of a healthy or
a blighted island (``island``), or the part the players choose (``choice``; a part may have a
cost in Energy, lowered by the elements that aid it). The data is frozen; the state keeps the
Event deck and its discard (``State.event_deck`` and the fields beside it)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["KINDS", "EventCard", "EventPart"]

#: how the main event is picked
KINDS: tuple[str, ...] = ("choice", "stage", "terror_level", "island", "adversary")


@dataclass(frozen=True)
class EventPart:
    """One part of a card: its name, when it applies, its cost and its compiled effect."""

    name: str
    stages: tuple[int, ...] = ()
    terror_levels: tuple[int, ...] = ()
    island: str = ""
    #: Energy per ``per`` (``player``: times the players), lowered by 1 per ``aided_by`` element
    energy: int = 0
    per: str = "player"
    aided_by: str = ""
    ops: tuple[Any, ...] = ()
    #: the card goes back into the Event deck under its top N cards (``None``: discarded)
    return_under: int | None = None
    #: the whole part is in the language (nothing of it under ``unexpressed``)
    complete: bool = True


@dataclass(frozen=True)
class EventCard:
    """One Event card: its kind, its main-event parts, its Token and Dahan events."""

    id: str
    name: str
    kind: str
    parts: tuple[EventPart, ...]
    token_ops: tuple[Any, ...] = ()
    dahan_ops: tuple[Any, ...] = ()
    #: the adversary the card belongs to (``None``: every game)
    adversary: str | None = None
    #: a choice card's part is chosen by each spirit for itself (its ``you``), not by the players
    each_spirit: bool = False

    @classmethod
    def from_record(cls, record: Mapping[str, Any], ops: Mapping[str, Sequence[Any]]) -> EventCard:
        """The card of a content record; ``ops`` by unit (``main[i]``, ``token_event``,
        ``dahan_event``)."""
        parts = []
        for i, part in enumerate(record.get("main") or []):
            cost = part.get("cost") or {}
            parts.append(
                EventPart(
                    name=str(part.get("name", "")),
                    stages=tuple(int(s) for s in part.get("stages") or ()),
                    terror_levels=tuple(int(t) for t in part.get("terror_levels") or ()),
                    island=str(part.get("island", "")),
                    energy=int(cost.get("energy", 0)),
                    per=str(cost.get("per", "player")),
                    aided_by=str(cost.get("aided_by", "")),
                    ops=tuple(ops.get(f"main[{i}]", ())),
                    return_under=None if part.get("return_under") is None
                    else int(part["return_under"]),
                    complete=not part.get("unexpressed") and "effect" in part,
                )
            )
        adversary = record.get("adversary")
        return cls(
            id=str(record.get("id", "")),
            name=str(record.get("name", record.get("id", ""))),
            kind=str(record.get("kind", "choice")),
            parts=tuple(parts),
            token_ops=tuple(ops.get("token_event", ())),
            dahan_ops=tuple(ops.get("dahan_event", ())),
            adversary=str(adversary) if adversary else None,
            each_spirit=record.get("chooser") == "each_spirit",
        )
