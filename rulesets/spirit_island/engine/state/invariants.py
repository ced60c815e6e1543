"""The rules a Spirit Island state must obey after every primitive change (conservation and
consistency), checked by :meth:`.game_state.State.invariant_problems` (the core's
:meth:`cardsmith.engine.state.GameState.check_invariants` raises them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardsmith.rulesets.spirit_island.engine.state.board import TOKEN_KINDS
from cardsmith.rulesets.spirit_island.engine.state.model import (
    INVADER_KINDS,
    PIECE_KINDS,
    LandState,
)

if TYPE_CHECKING:
    from cardsmith.rulesets.spirit_island.engine.state.rules import RulesState


def state_problems(state: RulesState) -> list[str]:
    """The broken rules, one readable line each: piece, blight, fear and presence conservation,
    damage below health, lands of the island, track slots covered by presence, tokens and
    strife (:func:`land_token_problems`)."""
    problems: list[str] = []
    for land_id in state.lands:
        if land_id not in state.island:
            problems.append(f"state has pieces in {land_id!r}, which is not a land")
    for kind in PIECE_KINDS:
        on_island = state.count_all(kind)
        total = state.supply.get(kind, 0) + on_island
        if total != state.piece_totals.get(kind, total):
            problems.append(
                f"{kind}: supply {state.supply.get(kind, 0)} + island {on_island} = {total}, "
                f"expected {state.piece_totals[kind]}"
            )
        if state.supply.get(kind, 0) < 0:
            problems.append(f"{kind}: negative supply")
    for land_id, p in state.iter_pieces():
        if p.kind not in PIECE_KINDS:
            problems.append(f"{land_id}: unknown piece kind {p.kind!r}")
            continue
        health = state.piece_health(land_id, p)
        if not 0 <= p.damage < health:
            problems.append(f"{land_id}: {p.kind} has {p.damage} damage, health {health}")
    blight = state.blight_pool + state.blight_on_island()
    if blight != state.blight_total or state.blight_pool < 0:
        problems.append(
            f"blight: pool {state.blight_pool} + island {state.blight_on_island()} = {blight}, "
            f"expected {state.blight_total}"
        )
    for land_id, ls in state.lands.items():
        if ls.blight < 0 or ls.defend < 0:
            problems.append(f"{land_id}: negative blight/defend")
        problems += land_token_problems(land_id, ls)
    if state.fear_pool + state.generated_fear != state.fear_pool_size or state.fear_pool < 0:
        problems.append(
            f"fear: pool {state.fear_pool} + generated {state.generated_fear} "
            f"!= {state.fear_pool_size}"
        )
    for s in state.spirits.values():
        for land_id, n in s.presence.items():
            if n < 0 or land_id not in state.island:
                problems.append(f"presence of {s.name}: {n} in {land_id!r}")
        total = s.presence_on_island() + s.presence_off_island + s.presence_destroyed
        total += sum(s.ocean_presence.values())  # in the Ocean (Ocean's Hungry Grasp)
        if total != s.presence_total:
            problems.append(f"presence of {s.name}: {total} pieces, expected {s.presence_total}")
        if s.incarna is not None and s.incarna not in state.island:
            problems.append(f"incarna of {s.name} in {s.incarna!r}, which is not a land")
        if s.tracks is not None and s.tracks.covered() != s.presence_off_island:
            problems.append(
                f"presence of {s.name}: {s.presence_off_island} off the island, but "
                f"{s.tracks.covered()} covered track slots"
            )
    return problems


def land_token_problems(land_id: str, ls: LandState) -> list[str]:
    """Broken token rules in one land: known kinds, no negative count, strife ≥ 0 and only on
    invaders."""
    problems: list[str] = []
    for kind, n in ls.tokens.items():
        if kind not in TOKEN_KINDS:
            problems.append(f"{land_id}: unknown token {kind!r}")
        elif n < 0:
            problems.append(f"{land_id}: negative {kind} ({n})")
    for p in ls.pieces:
        if p.strife < 0:
            problems.append(f"{land_id}: negative strife on {p.kind}")
        elif p.strife and p.kind not in INVADER_KINDS:
            problems.append(f"{land_id}: strife on {p.kind} (strife only on invaders)")
    return problems
