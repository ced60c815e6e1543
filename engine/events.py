"""The event log: one :class:`Event` per primitive change, listeners, source tagging.

Every primitive change of a game's state records an :class:`Event` in the state's
:class:`EventLog`. Events are stamped with the log's current ``source`` (the action running
now: a card, a trigger) so an action's own bookkeeping ("what did I destroy / move / add") is
read back from the log (:meth:`EventLog.caused_by`). Listeners (triggers) see every event once,
when the change that made it has finished (:meth:`EventLog.dispatch`, re-entrant).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Generic, TypeVar

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Event:
    """A structured record of one primitive change.

    ``op`` names the change (``"add"``, ``"move"``, ``"destroy"`` …); ``count`` things of
    ``kind`` changed at ``where`` (moved to ``to``); ``source`` is the action that caused it.
    """

    op: str
    where: str | None = None
    kind: str | None = None
    count: int = 1
    to: str | None = None
    source: str | None = None


#: a listener gets the state and each new event (after the change that made it)
Listener = Callable[[S, Event], None]


class EventLog(Generic[S]):
    """The events of one game, in order, with listeners and the current source tag."""

    __slots__ = ("dispatched", "events", "listeners", "source")

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.listeners: list[Listener[S]] = []
        self.dispatched = 0  # events[:dispatched] already sent to the listeners
        self.source: str | None = None  # tag stamped on new events

    def record(self, event: Event) -> Event:
        """Append ``event``, stamped with the current source when it has none."""
        if self.source is not None and event.source is None:
            event = Event(event.op, event.where, event.kind, event.count, event.to, self.source)
        self.events.append(event)
        return event

    def dispatch(self, state: S) -> None:
        """Send the events not yet seen to the listeners (re-entrant: a listener may record)."""
        events = self.events
        while self.dispatched < len(events):
            event = events[self.dispatched]
            self.dispatched += 1
            for listener in list(self.listeners):
                listener(state, event)

    @contextmanager
    def tagged(self, source: str | None) -> Iterator[None]:
        """Stamp ``source`` on the events recorded inside the block (nests; restored after)."""
        saved = self.source
        self.source = source
        try:
            yield
        finally:
            self.source = saved

    def caused_by(self, source: str) -> list[Event]:
        """The events stamped with ``source``."""
        return [e for e in self.events if e.source == source]

    def __len__(self) -> int:
        return len(self.events)

    def __iter__(self) -> Iterator[Event]:
        return iter(self.events)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, EventLog):
            return NotImplemented
        return bool(self.events == other.events and self.dispatched == other.dispatched)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"EventLog({len(self.events)} events, {len(self.listeners)} listeners)"
