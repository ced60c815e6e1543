"""The compact piece notation of scenario tests: ``2E 1T@1 1D 1B``.

A land is written as space- (or comma-) separated tokens ``<count><kind>[@<remaining health>]``:
kind ``E`` explorer, ``T`` town, ``C`` city, ``D`` dahan, ``B`` blight. The count defaults to 1;
``@N`` marks damaged pieces by the health they have left (a town with 1 damage is ``1T@1``).
``-``, ``none`` or an empty string is an empty land.

Parsed lands are :class:`LandPieces`: a multiset of ``(kind, remaining health or None)`` plus a
blight count, which compare equal regardless of token order.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from rulesets.spirit_island.engine.state import BASE_HEALTH, State

KIND_LETTERS: dict[str, str] = {"E": "explorer", "T": "town", "C": "city", "D": "dahan"}
LETTERS: dict[str, str] = {v: k for k, v in KIND_LETTERS.items()}
ORDER = ("explorer", "town", "city", "dahan")
EMPTY_WORDS = ("", "-", "none", "empty")
_TOKEN = re.compile(r"^(\d*)([A-Za-z])(?:@(\d+))?$")


class NotationError(ValueError):
    """A land description does not follow the notation; ``col`` is 1-based in the text."""

    def __init__(self, message: str, col: int = 1) -> None:
        super().__init__(message)
        self.col = col


@dataclass
class LandPieces:
    """The pieces of one land: ``pieces[(kind, remaining)]`` (``None`` = undamaged), blight."""

    pieces: Counter[tuple[str, int | None]] = field(default_factory=Counter)
    blight: int = 0

    def normalized(self, health: dict[str, int]) -> LandPieces:
        """Damaged pieces whose remaining health equals ``health`` become undamaged."""
        out: Counter[tuple[str, int | None]] = Counter()
        for (kind, left), n in self.pieces.items():
            if n <= 0:
                continue
            out[(kind, None if left is not None and left >= health[kind] else left)] += n
        return LandPieces(out, self.blight)

    def __str__(self) -> str:
        def key(item: tuple[tuple[str, int | None], int]) -> tuple[int, int]:
            (kind, left), _ = item
            return ORDER.index(kind), -(left if left is not None else 99)

        tokens = [
            f"{n}{LETTERS[kind]}" + (f"@{left}" if left is not None else "")
            for (kind, left), n in sorted(self.pieces.items(), key=key)
            if n > 0
        ]
        if self.blight:
            tokens.append(f"{self.blight}B")
        return " ".join(tokens) or "-"


def parse_land(text: str, raised_health: bool = False) -> LandPieces:
    """Parse one land's notation; raises :class:`NotationError` with the column of the token.

    With ``raised_health`` (expectations), a damaged piece may have more health left than its
    printed health, as under "Dahan have +4 Health"."""
    out = LandPieces()
    if text.strip().lower() in EMPTY_WORDS:
        return out
    for m in re.finditer(r"[^\s,]+", text):
        token, col = m.group(0), m.start() + 1
        tm = _TOKEN.match(token)
        if tm is None:
            raise NotationError(
                f"bad piece token {token!r}: expected <count><E|T|C|D|B>[@<health left>], "
                "e.g. 2E or 1T@1",
                col,
            )
        count = int(tm.group(1)) if tm.group(1) else 1
        letter = tm.group(2)
        if letter.upper() != letter:
            raise NotationError(f"piece letters are upper case: {token!r}", col)
        if letter == "B":
            if tm.group(3) is not None:
                raise NotationError(f"blight has no health: {token!r}", col)
            out.blight += count
            continue
        kind = KIND_LETTERS.get(letter)
        if kind is None:
            raise NotationError(
                f"unknown piece letter {letter!r} in {token!r} (E, T, C, D or B)", col
            )
        left: int | None = None
        if tm.group(3) is not None:
            left = int(tm.group(3))
            if left < 1 or (left >= BASE_HEALTH[kind] and not raised_health):
                raise NotationError(
                    f"{token!r}: a damaged {kind} has 1..{BASE_HEALTH[kind] - 1} health left "
                    f"(its health is {BASE_HEALTH[kind]})",
                    col,
                )
        out.pieces[(kind, left)] += count
    return out


def land_of(state: State, land_id: str) -> LandPieces:
    """The pieces of a land of ``state``, in notation form (remaining health of damaged ones)."""
    out = LandPieces(blight=state.land(land_id).blight)
    for p in state.pieces(land_id):
        left = state.remaining_health(land_id, p) if p.damage else None
        out.pieces[(p.kind, left)] += 1
    return out


def healths(state: State, land_id: str) -> dict[str, int]:
    """Current health of each kind in ``land_id`` (modifiers included)."""
    return {kind: state.health(land_id, kind) for kind in ORDER}


def place(state: State, land_id: str, pieces: LandPieces) -> None:
    """Put starting pieces (not logged) into ``land_id``."""
    for (kind, left), n in pieces.pieces.items():
        damage = 0 if left is None else BASE_HEALTH[kind] - left
        state.place(land_id, kind, n, damage=damage)
    if pieces.blight:
        state.place(land_id, "blight", pieces.blight)
