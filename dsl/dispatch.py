"""Dispatch by node type for the compiler, renderer and printer frameworks.

A framework class handles node ``X`` in a method named ``<family>_X`` (``stmt_If``,
``cond_Not``…); a ruleset's subclass adds methods for its own nodes, or overrides the core's.
The method is found along the node class's MRO, once per (class, family, node type).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_NAMES: dict[tuple[type, str, type], str | None] = {}


def _method_name(owner: type, family: str, node: type) -> str | None:
    key = (owner, family, node)
    if key not in _NAMES:
        found = None
        for cls in node.__mro__:
            name = f"{family}_{cls.__name__}"
            if callable(getattr(owner, name, None)):
                found = name
                break
        _NAMES[key] = found
    return _NAMES[key]


def handler(obj: object, family: str, node: object) -> Callable[..., Any]:
    """``obj``'s method for ``node`` in ``family``; :class:`TypeError` when it has none."""
    name = _method_name(type(obj), family, type(node))
    if name is None:
        raise TypeError(
            f"{type(obj).__name__} has no {family}_{type(node).__name__} method "
            f"(the ruleset must handle every node its grammar builds)"
        )
    method: Callable[..., Any] = getattr(obj, name)
    return method
