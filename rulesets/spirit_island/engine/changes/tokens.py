"""Primitive changes to tokens, strife, isolation and drowning (each logged, recorded as an
:class:`~cardsmith.engine.events.Event` and settled, like the other pieces).

Events: ``add`` / ``remove`` / ``destroy`` (``kind`` = the token kind, ``count``), ``push`` /
``gather`` / ``move`` (``to`` = the land it went to); strife: ``add`` / ``remove`` with kind
``strife`` in the invader's land; ``isolate``; a piece drowned: ``push`` to ``ocean``, then
``destroy`` at ``ocean``.
"""

from __future__ import annotations

from cardsmith.engine.events import Event
from cardsmith.engine.state import InvariantError
from cardsmith.rulesets.spirit_island.engine.changes.record import _log, generate_fear
from cardsmith.rulesets.spirit_island.engine.state.board import OCEAN, TOKEN_KINDS
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import (
    DESTROY_FEAR,
    INVADER_KINDS,
    STRIFE,
    Piece,
)


def _check_token(kind: str) -> None:
    if kind not in TOKEN_KINDS:
        raise ValueError(f"unknown token kind {kind!r} (tokens: {list(TOKEN_KINDS)})")


def _take(state: State, land: str, kind: str, n: int) -> int:
    ls = state.land(land)
    k = min(n, ls.tokens.get(kind, 0))
    if k:
        ls.tokens[kind] -= k
        if ls.tokens[kind] == 0:
            del ls.tokens[kind]
    return k


# --- tokens in lands ------------------------------------------------------------------------
def add_token(state: State, land: str, kind: str, n: int = 1) -> int:
    """Add ``n`` tokens (not limited); a land where they cannot be added this round takes none."""
    _check_token(kind)
    ls = state.land(land)
    if n <= 0:
        return 0
    if state.prevented(land, kind, "added"):
        _log(state, f"{land}: {kind} cannot be added this round")
        return 0
    ls.tokens[kind] = ls.tokens.get(kind, 0) + n
    _log(state, f"{land}: add {n} {kind}", Event("add", land, kind, n))
    state.settle()
    return n


def remove_token(state: State, land: str, kind: str, n: int = 1, *, cause: str = "") -> int:
    """Remove up to ``n`` tokens; returns how many there were to remove."""
    _check_token(kind)
    k = _take(state, land, kind, n)
    if k:
        why = f" ({cause})" if cause else ""
        _log(state, f"{land}: remove {k} {kind}{why}", Event("remove", land, kind, k))
    state.settle()
    return k


def destroy_token(state: State, land: str, kind: str, n: int = 1, *, cause: str = "") -> int:
    """Destroy up to ``n`` tokens (no fear); a token that cannot be destroyed this round stays."""
    _check_token(kind)
    if state.prevented(land, kind, "destroyed"):
        _log(state, f"{land}: {kind} cannot be destroyed this round")
        return 0
    k = _take(state, land, kind, n)
    if k:
        why = f" by {cause}" if cause else ""
        _log(state, f"{land}: {k} {kind} destroyed{why}", Event("destroy", land, kind, k))
    state.settle()
    return k


def move_token(state: State, src: str, dst: str, kind: str, *, verb: str = "move") -> bool:
    """Move one token between two lands (not an add: nothing is prevented)."""
    _check_token(kind)
    state.land(dst)  # raises if not a land
    if not _take(state, src, kind, 1):
        return False
    dst_tokens = state.land(dst).tokens
    dst_tokens[kind] = dst_tokens.get(kind, 0) + 1
    _log(state, f"{src}: {verb} {kind} to {dst}", Event(verb, src, kind, 1, dst))
    state.settle()
    return True


# --- strife on invaders ---------------------------------------------------------------------
def _in_land(state: State, land: str, piece: Piece) -> None:
    if not any(p is piece for p in state.land(land).pieces):
        raise InvariantError(f"{piece.label} is not in {land}")


def add_strife(state: State, land: str, piece: Piece, n: int = 1) -> int:
    """Put ``n`` strife on one invader."""
    if piece.kind not in INVADER_KINDS:
        raise ValueError(f"{piece.kind}: strife only on invaders")
    _in_land(state, land, piece)
    if n <= 0:
        return 0
    if state.prevented(land, STRIFE, "added"):
        _log(state, f"{land}: strife cannot be added this round")
        return 0
    piece.strife += n
    _log(state, f"{land}: add {n} strife to {piece.kind}", Event("add", land, STRIFE, n))
    if piece.damage and piece.damage >= state.piece_health(land, piece):
        return n  # "-1 Health per Strife" destroys it: the caller enforces health, and settles
    state.settle()
    return n


def remove_strife(state: State, land: str, piece: Piece, n: int = 1) -> int:
    """Take up to ``n`` strife off one invader; returns how many."""
    _in_land(state, land, piece)
    k = min(n, piece.strife)
    if k:
        piece.strife -= k
        _log(
            state, f"{land}: remove {k} strife from {piece.kind}", Event("remove", land, STRIFE, k)
        )
    state.settle()
    return k


# --- isolation, drowning --------------------------------------------------------------------
def isolate(state: State, land: str) -> None:
    """Until the end of the round: not adjacent for invader actions, nothing moves in or out."""
    state.land(land).mods.isolated = True
    _log(state, f"{land}: isolated this round", Event("isolate", land))
    state.settle()


def drown_piece(state: State, land: str, piece: Piece, *, verb: str = "push") -> None:
    """Push an invader or dahan into the Ocean: destroyed there (town 1 fear, city 2)."""
    if state.prevented(land, piece.kind, "pushed"):
        _log(state, f"{land}: {piece.kind} cannot be pushed this round")
        return
    ls = state.land(land)
    for i, p in enumerate(ls.pieces):
        if p is piece:
            del ls.pieces[i]
            break
    else:
        raise InvariantError(f"{piece.label} is not in {land}")
    state.supply[piece.kind] += 1
    into = Event(verb, land, piece.kind, 1, OCEAN)
    _log(state, f"{land}: {verb} {piece.kind} into the ocean", into)
    _log(state, f"{piece.kind} drowned", Event("destroy", OCEAN, piece.kind))
    fear = DESTROY_FEAR.get(piece.kind, 0)
    if fear:
        generate_fear(state, fear, reason=f"{piece.kind} drowned")
    state.settle()


def drown_token(state: State, land: str, kind: str, *, verb: str = "push") -> bool:
    """Push a token (or blight: back to the pool) into the Ocean, where it is destroyed."""
    if kind == "blight":
        ls = state.land(land)
        if ls.blight <= 0:
            return False
        ls.blight -= 1
        state.blight_pool += 1
    elif not _take(state, land, kind, 1):
        return False
    _log(state, f"{land}: {verb} {kind} into the ocean", Event(verb, land, kind, 1, OCEAN))
    _log(state, f"{kind} drowned", Event("destroy", OCEAN, kind))
    state.settle()
    return True
