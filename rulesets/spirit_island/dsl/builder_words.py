"""Spirit Island's builder, the token helpers its rule modules share: a signed number, an owner
word, a lead (``the next``), a damage verb."""

from __future__ import annotations

from lark import Token

from . import ast as A


def _signed(tok: Token) -> int:
    return int(str(tok))


def _owner(tok: Token | None) -> A.Owner | None:
    if tok is None:
        return None
    return "you" if str(tok).lower() == "your" else "target"


def _lead(tok: Token) -> str:
    """``the next`` / ``the first`` (a phrase token: the builder framework made it canonical)."""
    return str(tok)
