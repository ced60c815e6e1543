"""The Blight Card (Branch & Claw and later): the card the Blight pool sits on.

A game with a Blight Card starts it Healthy Island side up holding the pool
(:data:`HEALTHY_PER_PLAYER` per player, plus one). When the last Blight leaves it, it flips:
its side's Blight per player come from the box, and its effect happens — once, at the start
of each Invader Phase, or for the rest of the game (``when``). A *Blighted Island* card means
the island is blighted: when its Blight runs out too, the players lose. A *Still-Healthy
Island* card keeps the island healthy: when its Blight runs out, the next card of the Blight
deck flips in its place. The card's data is frozen; the state keeps the card in play, whether
it has flipped, and the deck (``State.blight_card`` and the fields beside it)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardsmith.dsl.ir import Ops

__all__ = ["HEALTHY_PER_PLAYER", "WHEN", "BlightCard", "healthy_pool"]

#: Blight per player on the Healthy Island side at setup (plus one more: :func:`healthy_pool`)
HEALTHY_PER_PLAYER = 2
#: when a card's effect happens: at once when it flips, at the start of each Invader Phase
#: from then on, or as a lasting rule for the rest of the game
WHEN: tuple[str, ...] = ("immediately", "each_invader_phase", "ongoing")


def healthy_pool(players: int) -> int:
    """The Blight on the Healthy Island side at setup: 2 per player, plus 1."""
    return HEALTHY_PER_PLAYER * max(1, players) + 1


@dataclass(frozen=True)
class BlightCard:
    """One Blight Card: its side once flipped, its Blight per player, its effect and when."""

    id: str
    name: str
    still_healthy: bool
    per_player: int
    when: tuple[str, ...]
    ops: tuple[Any, ...] = ()

    @classmethod
    def from_record(cls, record: Mapping[str, Any], ops: Ops | Sequence[Any]) -> BlightCard:
        when = record.get("when") or ["immediately"]
        return cls(
            id=str(record.get("id", "")),
            name=str(record.get("name", record.get("id", ""))),
            still_healthy=record.get("side") == "still-healthy",
            per_player=int(record.get("blight_per_player", 1)),
            when=tuple(str(w) for w in ([when] if isinstance(when, str) else when)),
            ops=tuple(ops),
        )
