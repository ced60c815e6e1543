"""Dispatch by node type for the compiler, renderer and printer frameworks.

A framework class handles node ``X`` in a method named ``<family>_X`` (``stmt_If``,
``cond_Not``…); a ruleset's subclass adds methods for its own nodes, or overrides the core's.
The method is found along the node class's MRO, once per (class, family, node type). A class
may also name handlers in a table, ``handlers`` (``(family, node type) → function of (obj, node,
…)``, looked up first): a ruleset that keeps each construct's functions together registers them
there instead of writing a method per node.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

_Method = Callable[..., Any]
_FOUND: dict[tuple[type, str, type], _Method] = {}


def _lookup(owner: type, family: str, node: type) -> _Method:
    handlers: Mapping[tuple[str, type], _Method] = getattr(owner, "handlers", {})
    handler = handlers.get((family, node))
    if handler is not None:
        _FOUND[(owner, family, node)] = handler
        return handler
    for cls in node.__mro__:
        method: _Method | None = getattr(owner, f"{family}_{cls.__name__}", None)
        if callable(method):
            _FOUND[(owner, family, node)] = method
            return method
    raise TypeError(
        f"{owner.__name__} has no {family}_{node.__name__} method "
        f"(the ruleset must handle every node its grammar builds)"
    )


def call(obj: object, family: str, node: object, *args: Any, **kwargs: Any) -> Any:
    """Call ``obj``'s ``<family>_<NodeClass>`` method on ``node`` (:class:`TypeError` if none)."""
    key = (type(obj), family, type(node))
    method = _FOUND.get(key) or _lookup(*key)
    return method(obj, node, *args, **kwargs)


class Writer:
    """What the two text writers (:class:`~cardsmith.dsl.printer.Printer`, canonical text, and
    :class:`~dsl.render.Renderer`, English) share: conditions and the ruleset's terms (queries,
    events, places) are written by their node type, ``cond_X`` / ``term_X``."""

    def cond(self, c: object) -> str:
        """A condition (without the leading ``if``)."""
        text: str = call(self, "cond", c)
        return text

    def term(self, node: object) -> str:
        """A query, event or place of the ruleset's."""
        text: str = call(self, "term", node)
        return text
