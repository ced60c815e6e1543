"""Spirit Island's compiler, what its modules share: the pieces each verb may take, what may be
replaced or prevented, and a ``per`` added to an operation."""

from __future__ import annotations

from typing import Any

from dsl.ir import Op
from rulesets.spirit_island import vocabulary as V

#: the pieces each piece verb may take
_ALLOWED: dict[str, tuple[str, ...]] = {
    "push": V.MOVABLE,
    "gather": V.MOVABLE,
    "destroy": (*V.INVADERS, "dahan", "presence", *V.TOKENS, V.INCARNA),
    "remove": (*V.INVADERS, "dahan", "blight", "presence", *V.TOKENS, V.STRIFE, V.INCARNA),
    "add": (*V.MOVABLE, V.STRIFE),
    "downgrade": V.INVADERS,
    "abduct": (*V.INVADERS, "dahan", "presence", *V.TOKENS),
}


#: what may be replaced, and what may come instead
_REPLACEABLE = (*V.INVADERS, "dahan", "blight", "presence", *V.TOKENS)


#: what ``PIECES cannot be …`` may prevent ("Dahan cannot be changed": all but added)
_PREVENTABLE = (
    "added",
    "damaged",
    "destroyed",
    "removed",
    "replaced",
    "downgraded",
    "pushed",
    "gathered",
    "moved",
)


def _with_per(op: Op, per: dict[str, Any] | None) -> Op:
    if per is not None:
        op["per"] = per
    return op
