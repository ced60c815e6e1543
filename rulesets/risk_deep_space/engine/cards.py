"""Action cards as the engine sees them: cost kind, timing, targets and the compiled effect.

The effect is the compiled IR (a list of plain-dict operations, see ``effects.py`` and
``RULES.md``); ``text`` is the printed text, kept for logs and pages.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

Cost = Literal["free", "gem", "recruit"]
Timing = Literal["turn", "battle", "any"]
PlanetTarget = Literal["any", "yours", "enemy", "your-base"]

COSTS: tuple[str, ...] = ("free", "gem", "recruit")
TIMINGS: tuple[str, ...] = ("turn", "battle", "any")
PLANET_TARGETS: tuple[str, ...] = ("any", "yours", "enemy", "your-base")
PLAYER_TARGETS: tuple[str, ...] = ("opponent",)

Op = dict[str, Any]


@dataclass(frozen=True)
class ActionCard:
    """One action card (``copies`` of it go into the deck)."""

    id: str
    name: str
    cost: str = "free"
    timing: str = "turn"
    target_planet: str | None = None
    target_player: str | None = None
    text: str = ""
    effect: tuple[Op, ...] = ()
    copies: int = 1
    sample: bool = False
    source: str = field(default="", compare=False)

    def fits(self, window: str) -> bool:
        """Can it be played now: ``window`` is ``"turn"`` (own main phase) or ``"battle"``."""
        return self.timing == "any" or self.timing == window


def card_from_data(
    data: Mapping[str, Any], *, source: str = "", effect: Sequence[Mapping[str, Any]] = ()
) -> ActionCard:
    """A card from its file's data and its compiled ``effect`` (the IR the card language
    compiles its ``effect:`` text to; the engine never reads the text)."""
    target = data.get("target") or {}
    return ActionCard(
        id=str(data["id"]),
        name=str(data.get("name", data["id"])),
        cost=str(data.get("cost", "free")),
        timing=str(data.get("timing", "turn")),
        target_planet=target.get("planet"),
        target_player=target.get("player"),
        text=str(data.get("text", "")),
        effect=tuple(dict(op) for op in effect),
        copies=int(data.get("copies", 1)),
        sample=bool(data.get("sample", False)),
        source=source,
    )


#: the most action cards one deck may hold, all copies counted (the rules' deck holds 36): a
#: bound that keeps a game's deck in memory
MAX_DECK_CARDS = 1_000


def deck_problems(cards: Sequence[ActionCard]) -> list[tuple[str, str]]:
    """``(card id, sentence)`` for the card whose copies take the deck past
    :data:`MAX_DECK_CARDS` (cards that are too many alone are ``card_problems``')."""
    total = 0
    for card in cards:
        if not 1 <= card.copies <= MAX_DECK_CARDS:
            continue
        total += card.copies
        if total > MAX_DECK_CARDS:
            return [(card.id, f"copies {card.copies:,}: the deck would hold {total:,} cards, "
                              f"at most {MAX_DECK_CARDS:,} (the game's holds 36)")]
    return []


def card_problems(card: ActionCard) -> list[str]:
    """Field values outside the card vocabulary (the effect is checked by ``effects``)."""
    out: list[str] = []
    if card.cost not in COSTS:
        out.append(f"{card.id}: cost {card.cost!r} is not one of {list(COSTS)}")
    if card.timing not in TIMINGS:
        out.append(f"{card.id}: timing {card.timing!r} is not one of {list(TIMINGS)}")
    if card.target_planet is not None and card.target_planet not in PLANET_TARGETS:
        out.append(f"{card.id}: target planet {card.target_planet!r} not in {list(PLANET_TARGETS)}")
    if card.target_player is not None and card.target_player not in PLAYER_TARGETS:
        out.append(f"{card.id}: target player {card.target_player!r} not in {list(PLAYER_TARGETS)}")
    if card.copies < 1:
        out.append(f"{card.id}: copies must be at least 1")
    if card.copies > MAX_DECK_CARDS:
        out.append(f"{card.id}: copies {card.copies:,}: a deck holds at most "
                   f"{MAX_DECK_CARDS:,} cards (the game's holds 36)")
    used = target_refs(card.effect)
    if TARGET_PLANET in used and card.target_planet is None:
        out.append(f"{card.id}: the effect names target planet but the card has no "
                   "`target: {planet: …}`")
    if TARGET_PLAYER in used and card.target_player is None:
        out.append(f"{card.id}: the effect names target player but the card has no "
                   "`target: {player: …}`")
    return out


TARGET_PLANET, TARGET_PLAYER = "target planet", "target player"
#: the targets a ``for_each`` binds for its block
_BINDS = {"your base": TARGET_PLANET, "opponent": TARGET_PLAYER}


def target_refs(ops: Sequence[Mapping[str, Any]], bound: frozenset[str] = frozenset()) -> set[str]:
    """The card targets (``target planet``, ``target player``) the IR reads and no enclosing
    ``for_each`` binds."""
    found: set[str] = set()

    def values(x: Any) -> None:
        if isinstance(x, Mapping):
            for v in x.values():
                values(v)
        elif isinstance(x, str) and x in (TARGET_PLANET, TARGET_PLAYER):
            found.add(x)

    for op in ops:
        inner = bound
        if op.get("op") == "for_each" and op.get("over") in _BINDS:
            inner = bound | {_BINDS[op["over"]]}
        values({k: v for k, v in op.items() if k not in ("then", "else", "options")})
        for key in ("then", "else"):
            if isinstance(op.get(key), list):
                found |= target_refs(op[key], inner)
        for block in op.get("options", []) or []:
            found |= target_refs(block, bound)
    return found - bound
