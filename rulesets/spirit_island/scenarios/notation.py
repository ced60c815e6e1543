"""The compact piece notation of scenario tests: ``2E 1T@1 1D 1B``.

A land is written as space- (or comma-) separated tokens ``<count><kind>[@<remaining health>]``:
kind ``E`` explorer, ``T`` town, ``C`` city, ``D`` dahan, ``B`` blight. The count defaults to 1;
``@N`` marks damaged pieces by the health they have left (a town with 1 damage is ``1T@1``).
``-``, ``none`` or an empty string is an empty land.

Parsed lands are :class:`LandPieces`: a multiset of ``(kind, remaining health or None)`` plus a
blight count, which compare equal regardless of token order.

Limits (``docs/limits.md``): a land holds at most :data:`MAX_PIECES` pieces of each kind (blight
included) and ``@N`` is at most :data:`MAX_HEALTH`; beyond them the notation is a ``T117``
error naming the limit.
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
#: the most pieces of one kind (explorer, town, city, dahan, blight) in one land of a scenario;
#: above every count the game's box allows in a land
MAX_PIECES = 99
#: the most health a damaged piece can have left (``@N``, raised health included)
MAX_HEALTH = 99
#: the code of a number beyond its limit
LIMIT_CODE = "T117"


class NotationError(ValueError):
    """A land description does not follow the notation; ``col`` is 1-based in the text,
    ``code`` the diagnostic's (``T101``; ``T117`` for a number beyond its limit)."""

    def __init__(self, message: str, col: int = 1, code: str = "T101") -> None:
        super().__init__(message)
        self.col = col
        self.code = code


def _number(digits: str, limit: int, what: str, token: str, col: int) -> int:
    """The number ``digits`` (at most ``limit``, else a ``T117`` :class:`NotationError`)."""
    if len(digits) > len(str(limit)) or int(digits) > limit:
        shown = digits if len(digits) <= 12 else f"{digits[:12]}…"
        shown_token = token if len(token) <= 24 else f"{token[:24]}…"
        raise NotationError(
            f"{shown_token!r}: {shown} is above the limit of {limit} {what} (docs/limits.md)",
            col,
            LIMIT_CODE,
        )
    return int(digits)


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
    totals: Counter[str] = Counter()
    for m in re.finditer(r"[^\s,]+", text):
        token, col = m.group(0), m.start() + 1
        tm = _TOKEN.match(token)
        if tm is None:
            shown = token if len(token) <= 40 else f"{token[:40]}…"
            raise NotationError(
                f"bad piece token {shown!r}: expected <count><E|T|C|D|B>[@<health left>], "
                "e.g. 2E or 1T@1",
                col,
            )
        count = (_number(tm.group(1), MAX_PIECES, "pieces of a kind in a land", token, col)
                 if tm.group(1) else 1)
        totals[tm.group(2)] += count
        if totals[tm.group(2)] > MAX_PIECES:
            raise NotationError(
                f"{token!r}: {totals[tm.group(2)]} {tm.group(2)} in this land is above the limit "
                f"of {MAX_PIECES} pieces of a kind in a land (docs/limits.md)",
                col,
                LIMIT_CODE,
            )
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
            left = _number(tm.group(3), MAX_HEALTH, "health left", token, col)
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
