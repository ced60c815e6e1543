"""The compact piece notation of scenario tests: ``2E 1T@1+S 1D 1B 2Be``.

A land is written as space- (or comma-) separated tokens
``<count><code>[@<health left>][/<health>][+[N]S]``:

- pieces ``E`` explorer, ``T`` town, ``C`` city, ``D`` dahan, ``B`` blight;
- tokens by their first two letters — ``Be`` beasts, ``Di`` disease, ``Wi`` wilds, ``Ba``
  badlands, ``Vi`` vitality, ``Qu`` quake — or by their names (``2beasts``, ``1disease``);
- ``@N`` marks damaged pieces by the health they have left (a town with 1 damage is ``1T@1``);
- ``/H`` (expectations only) says the piece's health is ``H`` now (``1T/3``: an undamaged town
  of health 3 under "+1 Health"; ``1T@2/3``: 2 of 3 left);
- ``+S`` / ``+2S`` (or ``+strife`` / ``+2strife``) is strife on each of those invaders
  (``1T+S`` a town with 1 strife, ``1C@2+2S`` a damaged city with 2).

The count defaults to 1. ``-``, ``none`` or an empty string is an empty land. A land may also
be a mapping in the engine's summary form (``{town: 1, "town:1": 1, "city+strife": 1,
beasts: 2, blight: 1}``, ``kind:N`` = N *damage*): :func:`parse_mapping`.

Parsed lands are :class:`LandPieces`: a multiset of units ``(kind, remaining health or None,
strife, stated health or None)``, a blight count and token counts, which compare equal
regardless of token order.

Limits (``docs/limits.md``): a land holds at most :data:`MAX_PIECES` pieces of each kind (blight
and every token kind included) and ``@N`` / ``/H`` are at most :data:`MAX_HEALTH`; beyond them
the notation is a ``T117`` error naming the limit.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardsmith.rulesets.spirit_island.engine.state.board import TOKEN_KINDS
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import (
    BASE_HEALTH,
    INVADER_KINDS,
    parse_label,
)

KIND_LETTERS: dict[str, str] = {"E": "explorer", "T": "town", "C": "city", "D": "dahan"}
LETTERS: dict[str, str] = {v: k for k, v in KIND_LETTERS.items()}
#: token kind → its code (the first two letters)
TOKEN_CODES: dict[str, str] = {kind: kind[:2].capitalize() for kind in TOKEN_KINDS}
#: code or name → token kind
TOKEN_WORDS: dict[str, str] = {
    **{code: kind for kind, code in TOKEN_CODES.items()},
    **{kind: kind for kind in TOKEN_KINDS},
    "beast": "beasts",
}
ORDER = ("explorer", "town", "city", "dahan")
EMPTY_WORDS = ("", "-", "none", "empty")
_TOKEN = re.compile(r"^(\d*)([A-Za-z]+)(?:@(\d+))?(?:/(\d+))?(?:\+(\d*)(S|strife))?$")
#: the most pieces of one kind (explorer, town, city, dahan, blight, a token kind) in one land
#: of a scenario; above every count the game's box allows in a land
MAX_PIECES = 99
#: the most health a piece can have (left: ``@N``, or in all: ``/H``; raised health included)
MAX_HEALTH = 99
#: the code of a number beyond its limit
LIMIT_CODE = "T117"
#: the codes the messages list
CODES_TEXT = "E, T, C, D, B or a token: " + ", ".join(TOKEN_CODES.values())

#: one kind of piece: (kind, health left or None = undamaged, strife, stated health or None)
Unit = tuple[str, int | None, int, int | None]


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
    """The pieces of one land: ``units[(kind, left, strife, health)]``, blight, tokens."""

    units: Counter[Unit] = field(default_factory=Counter)
    blight: int = 0
    tokens: Counter[str] = field(default_factory=Counter)

    @property
    def pieces(self) -> Counter[tuple[str, int | None]]:
        """``(kind, remaining health or None)`` → count (strife and stated health left out)."""
        out: Counter[tuple[str, int | None]] = Counter()
        for (kind, left, _, _), n in self.units.items():
            out[(kind, left)] += n
        return out

    def stated_health(self) -> dict[str, int]:
        """The health stated (``/H``) per kind."""
        return {kind: h for (kind, _, _, h) in self.units if h is not None}

    def normalized(
        self, health: Mapping[str, int], stated: Mapping[str, int] | None = None
    ) -> LandPieces:
        """Damaged pieces whose remaining health equals their health become undamaged; the
        kinds of ``stated`` carry that health (the others none); zero counts are dropped."""
        stated = stated or {}
        out: Counter[Unit] = Counter()
        for (kind, left, strife, h), n in self.units.items():
            if n <= 0:
                continue
            full = h if h is not None else stated.get(kind, health[kind])
            if left is not None and left >= full:
                left = None
            out[(kind, left, strife, full if kind in stated else None)] += n
        tokens = Counter({k: n for k, n in self.tokens.items() if n > 0})
        return LandPieces(out, self.blight, tokens)

    def __str__(self) -> str:
        def key(item: tuple[Unit, int]) -> tuple[int, int, int]:
            (kind, left, strife, _), _ = item
            return ORDER.index(kind), -(left if left is not None else 99), strife

        tokens = []
        for (kind, left, strife, health), n in sorted(self.units.items(), key=key):
            if n <= 0:
                continue
            text = f"{n}{LETTERS[kind]}"
            text += f"@{left}" if left is not None else ""
            text += f"/{health}" if health is not None else ""
            text += "" if not strife else "+S" if strife == 1 else f"+{strife}S"
            tokens.append(text)
        if self.blight:
            tokens.append(f"{self.blight}B")
        tokens += [
            f"{self.tokens[k]}{TOKEN_CODES[k]}" for k in TOKEN_KINDS if self.tokens.get(k, 0) > 0
        ]
        return " ".join(tokens) or "-"


def _kind_of(code: str, token: str, col: int) -> str:
    """The piece kind, ``blight`` or token kind a code names."""
    if code == "B":
        return "blight"
    if code in KIND_LETTERS:
        return KIND_LETTERS[code]
    if code in TOKEN_WORDS or code.lower() in TOKEN_KINDS:
        return TOKEN_WORDS.get(code, code.lower())
    if len(code) == 1 and code.upper() in (*KIND_LETTERS, "B"):
        raise NotationError(f"piece letters are upper case: {token!r}", col)
    wanted = {c.lower(): c for c in TOKEN_CODES.values()}
    if code.lower() in wanted:
        raise NotationError(f"{token!r}: the token code is written {wanted[code.lower()]}", col)
    raise NotationError(f"unknown piece letter {code!r} in {token!r} ({CODES_TEXT})", col)


def parse_land(text: str, raised_health: bool = False) -> LandPieces:
    """Parse one land's notation; raises :class:`NotationError` with the column of the token.

    With ``raised_health`` (expectations), a damaged piece may have more health left than its
    printed health, as under "Dahan have +4 Health", and ``/H`` may state a piece's health."""
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
                f"bad piece token {shown!r}: expected <count><E|T|C|D|B|Be|Di|…>"
                "[@<health left>][/<health>][+S], e.g. 2E, 1T@1, 1T+S or 2Be",
                col,
            )
        digits, code, left_digits, health_digits, strife_digits, strife_word = tm.groups()
        count = (
            _number(digits, MAX_PIECES, "pieces of a kind in a land", token, col) if digits else 1
        )
        kind = _kind_of(code, token, col)
        totals[kind] += count
        if totals[kind] > MAX_PIECES:
            raise NotationError(
                f"{token!r}: {totals[kind]} {code} in this land is above the limit "
                f"of {MAX_PIECES} pieces of a kind in a land (docs/limits.md)",
                col,
                LIMIT_CODE,
            )
        if kind == "blight" or kind in TOKEN_KINDS:
            extra = left_digits or health_digits or strife_word
            if extra is not None:
                what = "blight" if kind == "blight" else f"a token ({kind})"
                raise NotationError(f"{what} has no health or strife: {token!r}", col)
            if kind == "blight":
                out.blight += count
            else:
                out.tokens[kind] += count
            continue
        strife = 0
        if strife_word is not None:
            if kind not in INVADER_KINDS:
                raise NotationError(f"strife is only on invaders (E, T, C): {token!r}", col)
            strife = 1
            if strife_digits:
                strife = _number(strife_digits, MAX_PIECES, "strife", token, col)
            if strife < 1:
                raise NotationError(f"{token!r}: strife is at least 1", col)
        health: int | None = None
        if health_digits is not None:
            health = _number(health_digits, MAX_HEALTH, "health", token, col)
            if not raised_health:
                raise NotationError(
                    f"{token!r}: a piece's health (/{health}) is stated only under expect", col
                )
            if health < 1:
                raise NotationError(f"{token!r}: health is at least 1", col)
        left: int | None = None
        if left_digits is not None:
            left = _number(left_digits, MAX_HEALTH, "health left", token, col)
            top = health if health is not None else BASE_HEALTH[kind]
            if left < 1 or (left >= top and (health is not None or not raised_health)):
                raise NotationError(
                    f"{token!r}: a damaged {kind} has 1..{top - 1} health left "
                    f"(its health is {top})",
                    col,
                )
        out.units[(kind, left, strife, health)] += count
    return out


def parse_mapping(spec: Mapping[str, Any]) -> LandPieces:
    """A land in the engine's summary form: ``{town: 2, "town:1": 1, "city:2+strife": 1,
    beasts: 2, blight: 1}`` (``kind:N``: N damage; ``+strife`` / ``+2strife``)."""
    out = LandPieces()
    for key, value in spec.items():
        key = str(key).strip()
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise NotationError(f"{key}: the count must be a whole number, not {value!r}")
        if value > MAX_PIECES:
            raise NotationError(
                f"{key}: {value} is above the limit of {MAX_PIECES} pieces of a kind in a land "
                "(docs/limits.md)",
                code=LIMIT_CODE,
            )
        if key == "blight":
            out.blight += value
            continue
        if key in TOKEN_WORDS or key.lower() in TOKEN_KINDS:
            out.tokens[TOKEN_WORDS.get(key, key.lower())] += value
            continue
        try:
            kind, damage, strife = parse_label(key)
        except ValueError as exc:
            raise NotationError(f"{key!r}: {exc}") from None
        if kind not in BASE_HEALTH:
            raise NotationError(
                f"unknown piece {kind!r} (explorer, town, city, dahan, blight or a token: "
                + ", ".join(TOKEN_KINDS)
                + ")"
            )
        if strife and kind not in INVADER_KINDS:
            raise NotationError(f"{key!r}: strife is only on invaders")
        if not 0 <= damage < BASE_HEALTH[kind]:
            raise NotationError(
                f"{key!r}: a {kind} takes 0..{BASE_HEALTH[kind] - 1} damage "
                f"(its health is {BASE_HEALTH[kind]})"
            )
        left = BASE_HEALTH[kind] - damage if damage else None
        out.units[(kind, left, strife, None)] += value
    return out


def land_of(state: State, land_id: str, stated: Collection[str] = ()) -> LandPieces:
    """The pieces of a land of ``state``, in notation form (remaining health of damaged ones;
    the current health of the kinds in ``stated``)."""
    ls = state.land(land_id)
    out = LandPieces(blight=ls.blight, tokens=Counter(ls.tokens))
    for p in ls.pieces:
        left = state.remaining_health(land_id, p) if p.damage else None
        health = state.piece_health(land_id, p) if p.kind in stated else None
        out.units[(p.kind, left, p.strife, health)] += 1
    return out


def healths(state: State, land_id: str) -> dict[str, int]:
    """Current health of each kind in ``land_id`` (modifiers included)."""
    return {kind: state.health(land_id, kind) for kind in ORDER}


def place(state: State, land_id: str, pieces: LandPieces) -> None:
    """Put starting pieces (not logged) into ``land_id``."""
    for (kind, left, strife, _), n in pieces.units.items():
        damage = 0 if left is None else BASE_HEALTH[kind] - left
        state.place(land_id, kind, n, damage=damage, strife=strife)
    if pieces.blight:
        state.place(land_id, "blight", pieces.blight)
    for kind, n in pieces.tokens.items():
        if n:
            state.place(land_id, kind, n)
