"""The operation dispatcher: operation names → handlers.

A game creates one :class:`Dispatcher` for its compiled operations, typed by the handlers'
parameters, and registers its handlers into it (the modules holding handlers import the
dispatcher, never the other way round)::

    OPS: Dispatcher[[Ctx, Op]] = Dispatcher()

    @OPS.handler("gain")
    def _gain(ctx: Ctx, op: Op) -> None: ...

    OPS.dispatch("gain", ctx, op)          # or OPS.lookup("gain")(ctx, op)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Generic, ParamSpec

P = ParamSpec("P")


class UnknownOperation(LookupError):
    """No handler is registered for an operation name."""


class Dispatcher(Generic[P]):
    """Handlers by operation name; an unknown name raises ``error`` ("unknown operation …")."""

    __slots__ = ("_handlers", "error")

    def __init__(self, *, error: Callable[[str], Exception] = UnknownOperation) -> None:
        self._handlers: dict[str, Callable[P, None]] = {}
        self.error = error

    def register(
        self, name: str, fn: Callable[P, None], *, replace: bool = False
    ) -> Callable[P, None]:
        """Register ``fn`` for ``name`` (a second handler for a name is an error)."""
        if name in self._handlers and not replace:
            raise ValueError(f"operation {name!r} already has a handler")
        self._handlers[name] = fn
        return fn

    def handler(self, name: str) -> Callable[[Callable[P, None]], Callable[P, None]]:
        """Decorator: register the function as the handler of ``name``."""

        def register(fn: Callable[P, None]) -> Callable[P, None]:
            return self.register(name, fn)

        return register

    def handles(self, name: object) -> bool:
        """Whether ``name`` has a handler."""
        return isinstance(name, str) and name in self._handlers

    def lookup(self, name: object) -> Callable[P, None]:
        """The handler of ``name`` (any other value than a registered name is unknown)."""
        fn = self._handlers.get(name) if isinstance(name, str) else None
        if fn is None:
            raise self.error(f"unknown operation {name!r}")
        return fn

    def dispatch(self, name: str, *args: P.args, **kwargs: P.kwargs) -> None:
        """Run the handler of ``name``."""
        self.lookup(name)(*args, **kwargs)

    # --- a read-mostly mapping view (wrapping handlers, listing names) --------------------
    def __getitem__(self, name: str) -> Callable[P, None]:
        return self.lookup(name)

    def __setitem__(self, name: str, fn: Callable[P, None]) -> None:
        """Replace (or add) a handler, e.g. to wrap it."""
        self.register(name, fn, replace=True)

    def __contains__(self, name: object) -> bool:
        return name in self._handlers

    def __iter__(self) -> Iterator[str]:
        return iter(self._handlers)

    def __len__(self) -> int:
        return len(self._handlers)

    def names(self) -> list[str]:
        return list(self._handlers)

    def items(self) -> list[tuple[str, Callable[P, None]]]:
        return list(self._handlers.items())
