"""Bottom layer of the primitive ops: logging, events, fear and defend.

Every primitive appends a readable line to ``state.log``, a structured
:class:`~engine.events.Event` to ``state.events`` and then calls ``state.settle()`` (the core's
:meth:`engine.state.GameState.settle`: triggers are dispatched and the result is settled; tests
check the invariants there with :func:`cardsmith.engine.state.checking_invariants`).
"""

from __future__ import annotations

from cardsmith.engine.events import Event
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import PIECE_KINDS


def _log(state: State, text: str, event: Event | None = None) -> None:
    state.log.append(text)
    if event is not None:
        state.journal.record(event)


def _event(state: State, event: Event) -> None:
    state.journal.record(event)


def _check_kind(kind: str) -> None:
    if kind not in PIECE_KINDS:
        raise ValueError(f"unknown piece kind {kind!r}")


# --- defend, fear -----------------------------------------------------------------------------
def defend(state: State, land: str, n: int) -> None:
    state.land(land).defend += n
    _log(
        state,
        f"{land}: defend {n} (total {state.land(land).defend})",
        Event("defend", land, None, n),
    )
    state.settle()


def generate_fear(state: State, n: int, *, reason: str = "") -> None:
    """Move ``n`` fear from the pool to generated; an empty pool earns a fear card."""
    if n <= 0:
        return
    why = f" ({reason})" if reason else ""
    _log(state, f"fear +{n}{why}", Event("fear", None, None, n))
    for _ in range(n):
        state.fear_pool -= 1
        state.generated_fear += 1
        if state.fear_pool == 0:
            earn_fear_card(state)
    state.settle()


def earn_fear_card(state: State) -> None:
    """Take the top fear card, refill the fear pool, reveal a terror divider now on top."""
    state.fear_pool += state.generated_fear
    state.generated_fear = 0
    if not state.fear_deck:
        state.terror_level = 4
        _log(state, "no fear card left: terror level 4")
        return
    card = state.fear_deck.pop(0)
    state.earned_fear.append(card)
    _log(state, f"fear card earned ({len(state.earned_fear)} waiting)", Event("fear_card"))
    while state.fear_deck and state.fear_deck[0] in ("TL2", "TL3"):
        divider = state.fear_deck.pop(0)
        state.terror_level = int(divider[2])
        _log(state, f"terror level {state.terror_level}")
    if not state.fear_deck:
        state.terror_level = 4
        _log(state, "all fear cards earned: terror level 4")
