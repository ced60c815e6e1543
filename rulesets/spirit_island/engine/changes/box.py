"""Pieces that leave the game (back to the box, not to a pool or the destroyed pile), and the
incarna, a spirit's one piece (``SpiritState.incarna``: its land)."""

from __future__ import annotations

from cardsmith.engine.events import Event
from cardsmith.rulesets.spirit_island.engine.changes.record import _log
from cardsmith.rulesets.spirit_island.engine.state.game_state import State


def blight_to_box(state: State, land: str) -> None:
    """Blight removed from the game: off the land and out of the count, not onto the card."""
    state.land(land).blight -= 1
    state.blight_total -= 1
    state.log.append(f"{land}: 1 blight removed from the game")
    state.settle()


def destroyed_presence_to_box(state: State, spirit: str, n: int | None) -> int:
    """Up to ``n`` (``None``: all) of the spirit's destroyed presence removed from the game."""
    s = state.spirits[spirit]
    k = s.presence_destroyed if n is None else min(n, s.presence_destroyed)
    s.presence_destroyed -= k
    s.presence_total -= k
    text = f"{spirit}: {k} destroyed presence removed from the game"
    if k:  # an event only when something left (a cost that removes nothing is not paid)
        _log(state, text, Event("remove", None, f"destroyed_presence:{spirit}", k, "box"))
    else:
        state.log.append(text)
    state.settle()
    return k


def presence_to_box(state: State, land: str, spirit: str) -> None:
    """A replaced presence leaves the board without being destroyed."""
    s = state.spirits[spirit]
    s.presence[land] -= 1
    if s.presence[land] == 0:
        del s.presence[land]
    s.presence_total -= 1
    _log(
        state,
        f"{land}: 1 presence of {spirit} replaced",
        Event("replace", land, f"presence:{spirit}", 1),
    )
    state.settle()


def replaced(state: State, land: str, kind: str) -> None:
    """Record that a token or blight was replaced (for "per … replaced")."""
    state.journal.record(Event("replace", land, kind, 1))


def place_incarna(state: State, spirit: str, land: str) -> None:
    """Add (or move) the spirit's incarna to ``land``."""
    s = state.spirits[spirit]
    s.incarna = land
    _log(state, f"{land}: the incarna of {spirit} added", Event("add", land, f"incarna:{spirit}"))
    state.settle()


def move_incarna(state: State, spirit: str, src: str, dst: str, *, verb: str = "move") -> None:
    s = state.spirits[spirit]
    if s.incarna != src:
        return
    s.incarna = dst
    _log(
        state,
        f"{src}: {verb} the incarna of {spirit} to {dst}",
        Event(verb, src, f"incarna:{spirit}", 1, dst),
    )
    state.settle()
