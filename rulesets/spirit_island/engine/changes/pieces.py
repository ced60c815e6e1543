"""Primitive changes to pieces, presence and blight (each logged, recorded and settled)."""

from __future__ import annotations

from collections.abc import Sequence

from cardsmith.engine.choices import ChoiceProvider, FirstLegal, decide
from cardsmith.engine.events import Event
from cardsmith.engine.state import InvariantError
from cardsmith.rulesets.spirit_island.engine.changes.blight_card import blight_ran_out
from cardsmith.rulesets.spirit_island.engine.changes.record import (
    _check_kind,
    _event,
    _log,
    generate_fear,
)
from cardsmith.rulesets.spirit_island.engine.changes.tokens import remove_token
from cardsmith.rulesets.spirit_island.engine.rules import would_be_destroyed as would
from cardsmith.rulesets.spirit_island.engine.rules.blight import (
    destroy_instead,
    from_box,
    spares,
    stops_cascade,
)
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import DESTROY_FEAR, INVADER_KINDS, Piece


def _presence_changed(state: State, land: str) -> None:
    """Live Sacred Site rules are re-evaluated: a new Sacred Site may lower health there."""
    if state.site_rules(land, "health"):
        enforce_health(state, land, cause="a sacred site's special rule")


def _presence_left(state: State, land: str) -> None:
    """A health bonus may hang on a spirit's presence ("Dahan have +4 Health while in your
    lands"): once presence leaves, the pieces whose damage now reaches their health die."""
    enforce_health(state, land, cause="health lowered as presence left")


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
    state.settle()
    return added


def _take_out(state: State, land: str, piece: Piece) -> None:
    ls = state.land(land)
    for i, p in enumerate(ls.pieces):
        if p is piece:
            del ls.pieces[i]
            state.supply[piece.kind] += 1
            return
    raise InvariantError(f"{piece.label} is not in {land}")


#: the past verb a ``prevent`` names for each way of moving a piece
MOVED_PAST = {"move": "moved", "push": "pushed", "gather": "gathered"}


def remove_piece(state: State, land: str, piece: Piece) -> None:
    """Back to the supply, no fear."""
    if state.prevented(land, piece.kind, "removed"):
        _log(state, f"{land}: {piece.kind} cannot be removed this round")
        return
    _take_out(state, land, piece)
    _log(state, f"{land}: remove {piece.kind}", Event("remove", land, piece.kind))
    state.settle()


def destroy_piece(state: State, land: str, piece: Piece, *, cause: str = "") -> None:
    """Back to the supply; a destroyed town generates 1 fear, a city 2."""
    if state.prevented(land, piece.kind, "destroyed"):
        _log(state, f"{land}: {piece.kind} cannot be destroyed this round")
        return
    if state.round_effects and would.spare(state, land, piece):  # "destroy N fewer"
        state.settle()
        return
    _take_out(state, land, piece)
    fear = DESTROY_FEAR.get(piece.kind, 0)
    why = f" by {cause}" if cause else ""
    _log(state, f"{land}: {piece.kind} destroyed{why}", Event("destroy", land, piece.kind))
    if fear:
        generate_fear(state, fear, reason=f"{piece.kind} destroyed in {land}")
    state.settle()


def damage_piece(state: State, land: str, piece: Piece, amount: int, *, cause: str = "") -> bool:
    """Deal ``amount`` damage to one piece; destroys it at its health. Returns destroyed?"""
    if amount <= 0:
        return False
    if state.prevented(land, piece.kind, "damaged"):
        _log(state, f"{land}: {piece.kind} cannot be damaged this round")
        return False
    health = state.piece_health(land, piece)
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
    state.settle()
    return False


def replace_piece(
    state: State, land: str, piece: Piece, new_kinds: Sequence[str], *, cause: str = "replace"
) -> list[Piece]:
    """Swap ``piece`` for ``new_kinds`` (no fear for the removed piece).

    A single replacement keeps the damage (and is destroyed if that reaches its health);
    several replacements come in undamaged. Strife goes to the first invader among the
    replacements (none: it goes with the replaced piece).
    """
    for k in new_kinds:
        _check_kind(k)
    verb = "downgraded" if cause == "downgrade" else "replaced"
    if state.prevented(land, piece.kind, verb):
        _log(state, f"{land}: {piece.kind} cannot be {verb} this round")
        return []
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
    if piece.strife:  # strife stays on the invader replacing it (the first one)
        heir = next((p for p in new if p.kind in INVADER_KINDS), None)
        if heir is not None:
            heir.strife += piece.strife
        else:
            _log(state, f"{land}: the strife on the {piece.kind} goes with it")
    if damage and new:
        p = new[0]
        p.damage = damage
        health = state.piece_health(land, p)
        if p.damage >= health:
            _log(state, f"{land}: carried-over damage {damage} destroys the {p.kind}")
            destroy_piece(state, land, p, cause=cause)
            new = []
    state.settle()
    return new


def enforce_health(state: State, land: str, *, cause: str = "lowered health") -> int:
    """Destroy the pieces whose damage reached their (possibly lowered) health.

    Health can drop without damage being dealt: a ``health`` modifier, a Sacred Site appearing
    under a live ``at_sacred_sites`` rule (Blistering Heat), a damaged piece moved into such a
    land. Returns how many were destroyed (a piece that cannot be destroyed this round keeps
    health − 1 damage).
    """
    return enforce_health_in(state, [land], cause=cause)


def enforce_health_in(state: State, lands: Sequence[str], *, cause: str = "lowered health") -> int:
    """:func:`enforce_health` in several lands at once (all are made consistent first)."""
    doomed: list[tuple[str, Piece]] = []
    for land in lands:
        for p in state.land(land).pieces:  # health is at least 1: undamaged pieces never die
            if p.damage and p.damage >= state.piece_health(land, p):
                p.damage = state.piece_health(land, p) - 1  # consistent while destroying
                doomed.append((land, p))
    destroyed = 0
    for land, p in doomed:
        if any(p is q for q in state.land(land).pieces):
            before = len(state.land(land).pieces)
            destroy_piece(state, land, p, cause=cause)
            destroyed += before - len(state.land(land).pieces)
    return destroyed


DOWNGRADE: dict[str, list[str]] = {"city": ["town"], "town": ["explorer"], "explorer": []}


def downgrade(state: State, land: str, piece: Piece) -> list[Piece]:
    """City → Town, Town → Explorer, Explorer → removed; damage carries over."""
    if piece.kind not in DOWNGRADE:
        raise ValueError(f"cannot downgrade {piece.kind}")
    return replace_piece(state, land, piece, DOWNGRADE[piece.kind], cause="downgrade")


def move_piece(state: State, src: str, dst: str, piece: Piece, *, verb: str = "move") -> None:
    """Move a piece (keeping its damage) between two lands (not one that cannot be ``verb``-ed
    out of ``src`` this round)."""
    state.land(dst)  # raises if not a land (e.g. the Ocean)
    past = MOVED_PAST.get(verb, verb)
    if state.prevented(src, piece.kind, past):
        _log(state, f"{src}: {piece.kind} cannot be {past} this round")
        return
    ls = state.land(src)
    for i, p in enumerate(ls.pieces):
        if p is piece:
            del ls.pieces[i]
            break
    else:
        raise InvariantError(f"{piece.label} is not in {src}")
    state.land(dst).pieces.append(piece)
    _log(state, f"{src}: {verb} {piece.kind} to {dst}", Event(verb, src, piece.kind, 1, dst))
    if piece.damage and piece.damage >= state.piece_health(dst, piece):
        enforce_health(state, dst, cause=f"lower health in {dst}")
    state.settle()


def add_blight(
    state: State, land: str, choices: ChoiceProvider, *, cascade: bool = True, cause: str = ""
) -> int:
    """Add 1 blight from the pool; destroys 1 presence of each spirit there; cascades. A land
    with Vitality loses 1 Vitality instead (nothing added, no cascade).

    Returns the number of blight actually added (cascades included).
    """
    added, origin = 0, cause  # what added it (a cascade keeps it): the spirits' blight rules
    current: str | None = land
    while current is not None:
        ls = state.land(current)
        if state.prevented(current, "blight", "added"):
            _log(state, f"{current}: blight cannot be added this round")
            break
        if ls.tokens.get("vitality"):  # Vitality: remove 1 instead (the cascade stops here)
            _log(state, f"{current}: vitality stops the blight")
            remove_token(state, current, "vitality", cause="it stopped the blight")
            break
        rules = bool(state.round_effects or state.spirit_rules)
        instead = destroy_instead(state, current, choices) if rules else None
        if instead is not None:  # "when your powers would add blight, destroy presence instead"
            who, where, n = instead
            destroy_presence(state, who, where, n, cause="instead of adding blight")
            break
        boxed = rules and from_box(
            state, current, choices
        )  # paid for: from the box, not the Blight Card
        if state.blight_pool <= 0 and not boxed:
            _log(state, f"{current}: no blight left in the pool")
            break
        had_blight = ls.blight > 0
        if boxed:
            state.blight_total += 1  # from the box: one more blight in the game
        else:
            state.blight_pool -= 1
        ls.blight += 1
        added += 1
        why = f" ({cause})" if cause else ""
        _log(
            state,
            f"{current}: add blight{why} (pool {state.blight_pool})",
            Event("add", current, "blight"),
        )
        if state.blight_pool == 0 and not boxed:
            blight_ran_out(state)  # the Blight Card flips (or the players lose)
        for spirit in state.spirits.values():
            if spirit.presence[current] > 0 and not spares(state, spirit.name, current, origin):
                destroy_presence(state, spirit.name, current, cause="blight")
        state.settle()
        if not (cascade and had_blight) or stops_cascade(state, current, origin):
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
    state.settle()
    return removed


# --- presence --------------------------------------------------------------------------------
def _pushed_instead(state: State, spirit: str, land: str, n: int) -> int:
    """``push_instead`` in ``land``: for each of ``n`` presence about to be destroyed, the owner
    may push it to an adjacent land instead (``presence.push_instead``: a land or ``none``);
    returns how many were pushed."""
    ls = state.land(land)
    if not ls.mods.push_instead:
        return 0
    pushed = 0
    for _ in range(n):
        near = [x for x in state.island.adjacent(land) if not state.land(x).mods.isolated]
        if not near or ls.mods.isolated:
            break
        choices = state.choices if state.choices is not None else FirstLegal()
        dest = decide(
            choices, "presence.push_instead", near, context=f"{spirit}: push instead", min=0
        )
        if dest is None:
            break
        s = state.spirits[spirit]
        s.presence[land] -= 1
        if s.presence[land] == 0:
            del s.presence[land]
        s.presence[str(dest)] += 1
        _log(
            state,
            f"{land}: 1 presence of {spirit} pushed to {dest} instead of destroyed",
            Event("push", land, f"presence:{spirit}", 1, str(dest)),
        )
        pushed += 1
    return pushed


def destroy_presence(state: State, spirit: str, land: str, n: int = 1, *, cause: str = "") -> int:
    s = state.spirits[spirit]
    n -= _pushed_instead(state, spirit, land, min(n, s.presence[land]))
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
        _presence_left(state, land)
    state.settle()
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
        _presence_changed(state, land)
    state.settle()
    return k


def move_presence(
    state: State, spirit: str, src: str, dst: str, n: int = 1, *, verb: str = "move"
) -> int:
    state.land(dst)
    s = state.spirits[spirit]
    if state.spirit_effects(spirit, "cannot_move"):
        state.log.append(f"{src}: the presence of {spirit} cannot move")
        return 0
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
        _presence_changed(state, dst)
        _presence_left(state, src)
    state.settle()
    return k


def move_blight(state: State, src: str, dst: str, *, verb: str = "move") -> bool:
    """Move one blight between lands (not an "add": no pool change, no cascade)."""
    state.land(dst)
    if state.land(src).blight <= 0:
        return False
    state.land(src).blight -= 1
    state.land(dst).blight += 1
    _log(state, f"{src}: {verb} blight to {dst}", Event(verb, src, "blight", 1, dst))
    state.settle()
    return True
