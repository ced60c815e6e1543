"""Primitive state changes. Each one appends a readable line to ``state.log``, a structured
:class:`~engine.state.Event` to ``state.events``, and settles ``state.result``.

Decisions go through :func:`engine.choices.decide` (auto-picks a forced answer); decision
names are documented in ``docs/engine-rules.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.choices import ChoiceProvider, decide
from engine.state import (
    DESTROY_FEAR,
    INVADER_KINDS,
    PIECE_KINDS,
    Event,
    InvariantError,
    Piece,
    State,
)


def _log(state: State, text: str, event: Event | None = None) -> None:
    state.log.append(text)
    if event is not None:
        _event(state, event)


def _event(state: State, event: Event) -> None:
    if state.source is not None and event.source is None:
        event = replace(event, source=state.source)
    state.events.append(event)


def _settle(state: State) -> None:
    state.dispatch_events()
    state.update_result()


def _check_kind(kind: str) -> None:
    if kind not in PIECE_KINDS:
        raise ValueError(f"unknown piece kind {kind!r}")


# --- pieces ---------------------------------------------------------------------------------
def add_piece(state: State, land: str, kind: str, n: int = 1, *, damage: int = 0) -> int:
    """Take ``n`` pieces from the supply into ``land``; returns how many were added.

    An empty supply limits the add (an effect that cannot happen is skipped).
    """
    _check_kind(kind)
    ls = state.land(land)
    if state.prevented(land, kind, "added"):
        _log(state, f"{land}: {kind} cannot be added this round")
        return 0
    added = min(n, state.supply[kind])
    for _ in range(added):
        ls.pieces.append(Piece(kind, 0))
    state.supply[kind] -= added
    if added:
        _log(state, f"{land}: add {added} {kind}", Event("add", land, kind, added))
    if added < n:
        _log(state, f"{land}: supply of {kind} empty, {n - added} not added")
    if damage and added:
        for p in ls.pieces[-added:]:
            damage_piece(state, land, p, damage)
    _settle(state)
    return added


def _take_out(state: State, land: str, piece: Piece) -> None:
    ls = state.land(land)
    for i, p in enumerate(ls.pieces):
        if p is piece:
            del ls.pieces[i]
            state.supply[piece.kind] += 1
            return
    raise InvariantError(f"{piece.label} is not in {land}")


def remove_piece(state: State, land: str, piece: Piece) -> None:
    """Back to the supply, no fear."""
    _take_out(state, land, piece)
    _log(state, f"{land}: remove {piece.kind}", Event("remove", land, piece.kind))
    _settle(state)


def destroy_piece(state: State, land: str, piece: Piece, *, cause: str = "") -> None:
    """Back to the supply; a destroyed town generates 1 fear, a city 2."""
    if state.prevented(land, piece.kind, "destroyed"):
        _log(state, f"{land}: {piece.kind} cannot be destroyed this round")
        return
    _take_out(state, land, piece)
    fear = DESTROY_FEAR.get(piece.kind, 0)
    why = f" by {cause}" if cause else ""
    _log(state, f"{land}: {piece.kind} destroyed{why}", Event("destroy", land, piece.kind))
    if fear:
        generate_fear(state, fear, reason=f"{piece.kind} destroyed in {land}")
    _settle(state)


def damage_piece(state: State, land: str, piece: Piece, amount: int, *, cause: str = "") -> bool:
    """Deal ``amount`` damage to one piece; destroys it at its health. Returns destroyed?"""
    if amount <= 0:
        return False
    if state.prevented(land, piece.kind, "damaged"):
        _log(state, f"{land}: {piece.kind} cannot be damaged this round")
        return False
    health = state.health(land, piece.kind)
    if state.prevented(land, piece.kind, "destroyed"):
        amount = min(amount, health - 1 - piece.damage)
        if amount <= 0:
            return False
    piece.damage += amount
    _log(
        state,
        f"{land}: {amount} damage to {piece.kind} ({min(piece.damage, health)}/{health})",
        Event("damage", land, piece.kind, amount),
    )
    if piece.damage >= health:
        destroy_piece(state, land, piece, cause=cause)
        return True
    _settle(state)
    return False


def replace_piece(
    state: State, land: str, piece: Piece, new_kinds: Sequence[str], *, cause: str = "replace"
) -> list[Piece]:
    """Swap ``piece`` for ``new_kinds`` (no fear for the removed piece).

    A single replacement keeps the damage (and is destroyed if that reaches its health);
    several replacements come in undamaged.
    """
    for k in new_kinds:
        _check_kind(k)
    damage = piece.damage if len(new_kinds) == 1 else 0
    _take_out(state, land, piece)
    ls = state.land(land)
    new: list[Piece] = []
    for k in new_kinds:
        if state.supply[k] <= 0:
            _log(state, f"{land}: supply of {k} empty, not added")
            continue
        state.supply[k] -= 1
        p = Piece(k, 0)
        ls.pieces.append(p)
        new.append(p)
    text = ", ".join(new_kinds) if new_kinds else "nothing"
    verb = "downgrade" if cause == "downgrade" else "replace"
    _log(state, f"{land}: {cause} {piece.label} with {text}", Event(verb, land, piece.kind))
    for p in new:
        _event(state, Event("add", land, p.kind))
    if damage and new:
        p = new[0]
        p.damage = damage
        health = state.health(land, p.kind)
        if p.damage >= health:
            _log(state, f"{land}: carried-over damage {damage} destroys the {p.kind}")
            destroy_piece(state, land, p, cause=cause)
            new = []
    _settle(state)
    return new


DOWNGRADE: dict[str, list[str]] = {"city": ["town"], "town": ["explorer"], "explorer": []}


def downgrade(state: State, land: str, piece: Piece) -> list[Piece]:
    """City → Town, Town → Explorer, Explorer → removed; damage carries over."""
    if piece.kind not in DOWNGRADE:
        raise ValueError(f"cannot downgrade {piece.kind}")
    return replace_piece(state, land, piece, DOWNGRADE[piece.kind], cause="downgrade")


def move_piece(state: State, src: str, dst: str, piece: Piece, *, verb: str = "move") -> None:
    """Move a piece (keeping its damage) between two lands."""
    state.land(dst)  # raises if not a land (e.g. the Ocean)
    ls = state.land(src)
    for i, p in enumerate(ls.pieces):
        if p is piece:
            del ls.pieces[i]
            break
    else:
        raise InvariantError(f"{piece.label} is not in {src}")
    state.land(dst).pieces.append(piece)
    _log(state, f"{src}: {verb} {piece.kind} to {dst}", Event(verb, src, piece.kind, 1, dst))
    _settle(state)


def push(
    state: State,
    land: str,
    kinds: Sequence[str],
    count: int,
    choices: ChoiceProvider,
    *,
    up_to: bool = False,
) -> list[tuple[str, str]]:
    """Push ``count`` pieces of ``kinds`` to adjacent lands; returns ``[(kind, dest)]``."""
    done: list[tuple[str, str]] = []
    dests = state.island.adjacent(land)
    if not dests:
        return done
    for i in range(count):
        labels = state.labels(land, *kinds)
        ctx = f"push from {land} ({i + 1}/{count})"
        label = decide(choices, "push.piece", labels, context=ctx, min=0 if up_to else 1)
        if label is None:
            break
        piece = state.find(land, label)
        dest = decide(choices, "push.destination", dests, context=f"{ctx}: {label}")
        assert dest is not None
        move_piece(state, land, dest, piece, verb="push")
        done.append((piece.kind, dest))
    return done


def gather(
    state: State,
    land: str,
    kinds: Sequence[str],
    count: int,
    choices: ChoiceProvider,
    *,
    up_to: bool = False,
) -> list[tuple[str, str]]:
    """Gather ``count`` pieces of ``kinds`` from adjacent lands; returns ``[(kind, source)]``."""
    done: list[tuple[str, str]] = []
    for i in range(count):
        sources = [a for a in state.island.adjacent(land) if state.pieces(a, *kinds)]
        ctx = f"gather into {land} ({i + 1}/{count})"
        src = decide(choices, "gather.source", sources, context=ctx, min=0 if up_to else 1)
        if src is None:
            break
        label = decide(choices, "gather.piece", state.labels(src, *kinds), context=f"{ctx}: {src}")
        assert label is not None
        piece = state.find(src, label)
        move_piece(state, src, land, piece, verb="gather")
        done.append((piece.kind, src))
    return done


def distribute_damage(
    state: State,
    land: str,
    amount: int,
    kinds: Sequence[str],
    choices: ChoiceProvider,
    *,
    decision: str = "damage.target",
    cause: str = "",
) -> int:
    """Split ``amount`` damage over pieces of ``kinds`` in ``land``.

    Each decision picks one piece (by label); it takes as much damage as destroys it, or all
    that is left. Returns the damage actually dealt.
    """
    dealt = 0
    while amount > 0:
        labels = state.labels(land, *kinds)
        label = decide(choices, decision, labels, context=f"{amount} damage in {land}")
        if label is None:
            break
        piece = state.find(land, label)
        hit = min(amount, state.remaining_health(land, piece))
        damage_piece(state, land, piece, hit, cause=cause)
        amount -= hit
        dealt += hit
    return dealt


# --- defend, blight, fear ---------------------------------------------------------------------
def defend(state: State, land: str, n: int) -> None:
    state.land(land).defend += n
    _log(
        state,
        f"{land}: defend {n} (total {state.land(land).defend})",
        Event("defend", land, None, n),
    )
    _settle(state)


def add_blight(
    state: State, land: str, choices: ChoiceProvider, *, cascade: bool = True, cause: str = ""
) -> int:
    """Add 1 blight from the pool; destroys 1 presence of each spirit there; cascades.

    Returns the number of blight actually added (cascades included).
    """
    added = 0
    current: str | None = land
    while current is not None:
        ls = state.land(current)
        if state.prevented(current, "blight", "added"):
            _log(state, f"{current}: blight cannot be added this round")
            break
        if state.blight_pool <= 0:
            _log(state, f"{current}: no blight left in the pool")
            break
        had_blight = ls.blight > 0
        state.blight_pool -= 1
        ls.blight += 1
        added += 1
        why = f" ({cause})" if cause else ""
        _log(
            state,
            f"{current}: add blight{why} (pool {state.blight_pool})",
            Event("add", current, "blight"),
        )
        for spirit in state.spirits.values():
            if spirit.presence[current] > 0:
                destroy_presence(state, spirit.name, current, cause="blight")
        _settle(state)
        if not (cascade and had_blight):
            break
        previous = current
        current = decide(
            choices,
            "cascade.land",
            state.island.adjacent(previous),
            context=f"blight cascades from {previous}",
        )
        cause = f"cascade from {previous}"
    return added


def remove_blight(state: State, land: str, n: int = 1) -> int:
    ls = state.land(land)
    removed = min(n, ls.blight)
    ls.blight -= removed
    state.blight_pool += removed
    if removed:
        _log(
            state,
            f"{land}: remove {removed} blight (pool {state.blight_pool})",
            Event("remove", land, "blight", removed),
        )
    _settle(state)
    return removed


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
    _settle(state)


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


# --- presence --------------------------------------------------------------------------------
def destroy_presence(state: State, spirit: str, land: str, n: int = 1, *, cause: str = "") -> int:
    s = state.spirits[spirit]
    k = min(n, s.presence[land])
    s.presence[land] -= k
    if s.presence[land] == 0:
        del s.presence[land]
    s.presence_destroyed += k
    if k:
        why = f" by {cause}" if cause else ""
        _log(
            state,
            f"{land}: {k} presence of {spirit} destroyed{why}",
            Event("destroy", land, f"presence:{spirit}", k),
        )
    _settle(state)
    return k


def add_presence(
    state: State, spirit: str, land: str, n: int = 1, *, from_destroyed: bool = False
) -> int:
    """Place presence from the spirit's tracks (or its destroyed pile)."""
    state.land(land)
    s = state.spirits[spirit]
    if from_destroyed:
        k = min(n, s.presence_destroyed)
        s.presence_destroyed -= k
    else:
        k = min(n, s.presence_off_island)
        s.presence_off_island -= k
    s.presence[land] += k
    if k:
        _log(
            state,
            f"{land}: add {k} presence of {spirit}",
            Event("add", land, f"presence:{spirit}", k),
        )
    _settle(state)
    return k


def move_presence(
    state: State, spirit: str, src: str, dst: str, n: int = 1, *, verb: str = "move"
) -> int:
    state.land(dst)
    s = state.spirits[spirit]
    k = min(n, s.presence[src])
    s.presence[src] -= k
    if s.presence[src] == 0:
        del s.presence[src]
    s.presence[dst] += k
    if k:
        _log(
            state,
            f"{src}: {verb} {k} presence of {spirit} to {dst}",
            Event(verb, src, f"presence:{spirit}", k, dst),
        )
    _settle(state)
    return k


def move_blight(state: State, src: str, dst: str, *, verb: str = "move") -> bool:
    """Move one blight between lands (not an "add": no pool change, no cascade)."""
    state.land(dst)
    if state.land(src).blight <= 0:
        return False
    state.land(src).blight -= 1
    state.land(dst).blight += 1
    _log(state, f"{src}: {verb} blight to {dst}", Event(verb, src, "blight", 1, dst))
    _settle(state)
    return True


def invaders_in(state: State, land: str) -> list[Piece]:
    return state.pieces(land, *INVADER_KINDS)
