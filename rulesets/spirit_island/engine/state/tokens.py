"""Tokens in the state: how a land's tokens and an invader's strife read in summaries and setup
keys (used by :class:`~.state.game_state.State`; their invariants: :mod:`.state.invariants`).

Tokens (``TOKEN_KINDS``: beasts, disease, wilds, badlands, vitality, quake) are counted per land
in ``LandState.tokens``; they have no supply (tokens are not limited). Strife sits on one invader
(``Piece.strife``) and travels with it.
"""

from __future__ import annotations

from cardsmith.rulesets.spirit_island.engine.state.board import TOKEN_KINDS
from cardsmith.rulesets.spirit_island.engine.state.model import (
    INVADER_KINDS,
    STRIFE,
    LandState,
    parse_label,
)


def token_summary(ls: LandState, out: dict[str, int]) -> None:
    """Add the land's tokens (``beasts: 2``), ``strife`` (all strife there) and ``strifed <kind>``
    (invaders carrying strife) to a summary; zero entries are left out."""
    for kind in TOKEN_KINDS:
        if ls.tokens.get(kind):
            out[kind] = ls.tokens[kind]
    strife = 0
    for p in ls.pieces:
        if p.strife:
            strife += p.strife
            key = f"strifed {p.kind}"
            out[key] = out.get(key, 0) + 1
    if strife:
        out[STRIFE] = strife


def setup_key(key: str) -> tuple[str, int, int]:
    """A :meth:`State.setup_land` key: ``town``, ``town:1``, ``town+strife``, ``city:2+2strife``
    → (kind, damage, strife); strife only on invaders."""
    kind, damage, strife = parse_label(key)
    if strife and kind not in INVADER_KINDS:
        raise ValueError(f"{key!r}: strife only on invaders")
    return kind, damage, strife
