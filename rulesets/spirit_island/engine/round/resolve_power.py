"""One power resolved as one action in a whole game (:mod:`.round.play`): its legal targets (land or
spirit), the target and source the policy picks, and what it did (the per-card tally of
``Game.effects``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardsmith.dsl.ir import Ops
from cardsmith.engine.choices import decide
from cardsmith.rulesets.spirit_island.engine.changes.power_cards import resolve_pending
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.ops.execute import execute
from cardsmith.rulesets.spirit_island.engine.rules.targeting import (
    legal_spirit_targets,
    legal_targets,
    sources_for,
    spirit_spec,
)
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import INVADER_KINDS

if TYPE_CHECKING:
    from cardsmith.rulesets.spirit_island.engine.round.game import Game, InnateData, PowerData

__all__ = ["MOVES", "has_target", "resolve", "targets"]

#: event ops that move pieces (for the per-card attribution)
MOVES = ("push", "gather", "move")


def targets(
    state: State, spirit: str, range_: Any, target: Any, ops: Ops, *, card: bool = True
) -> tuple[list[str], list[str]]:
    """(land targets, spirit targets) — exactly one is used, by the shape of the power
    (``card``: a power card, not an innate power)."""
    spec = spirit_spec(range_, target)
    if spec is not None:
        return [], legal_spirit_targets(state, spirit, spec)
    return legal_targets(state, spirit, range_, target, card_ops=ops, card=card), []


def _is_card(power: PowerData | InnateData) -> bool:
    """A power card (it has a cost), not an innate power."""
    return hasattr(power, "cost")


def has_target(state: State, spirit: str, power: PowerData | InnateData) -> bool:
    card = _is_card(power)
    lands, spirits = targets(state, spirit, power.range, power.target, power.ops, card=card)
    return bool(lands or spirits)


def _attribute(g: Game, label: str, start: int) -> None:
    """Add what the events since ``start`` did to ``label``'s tally."""
    tally = g.effects.setdefault(label, {})
    for e in g.state.events[start:]:
        key = None
        if e.op == "damage" and e.kind in INVADER_KINDS:
            key = "damage"
        elif e.op == "destroy" and e.kind in INVADER_KINDS:
            key = "invaders_destroyed"
        elif e.op == "fear":
            key = "fear"
        elif e.op in MOVES and e.kind is not None and not e.kind.startswith("presence"):
            key = "pieces_moved"
        elif e.op == "defend":
            key = "defend"
        elif e.op == "remove" and e.kind == "blight":
            key = "blight_removed"
        elif e.op == "add" and e.kind == "blight":
            key = "blight_added"
        if key is not None:
            tally[key] = tally.get(key, 0) + e.count
    tally["uses"] = tally.get("uses", 0) + 1


def resolve(
    g: Game, spirit: str, label: str, name: str, power: PowerData | InnateData, ops: Ops
) -> bool:
    """Resolve one power as one action, on a target chosen by the policy; ``False``: no legal
    target (skipped)."""
    state = g.state
    card = _is_card(power)
    lands, spirits = targets(state, spirit, power.range, power.target, power.ops, card=card)
    kw: dict[str, Any] = {}
    if spirits:
        kw["target_spirit"] = decide(
            g.policy, "sim.target_spirit", spirits, context=f"{spirit}: {name} targets"
        )
    elif lands:
        land = decide(g.policy, "sim.target", lands, context=f"{spirit}: {name} targets")
        assert land is not None
        kw["target_land"] = land
        kw["source_land"] = decide(
            g.policy,
            "sim.source",
            sources_for(state, spirit, power.range, land, card_ops=power.ops, card=card),
            context=f"{spirit}: {name} from",
        )
    else:
        state.log.append(f"{spirit}: {name} has no legal target, skipped")
        return False
    start = len(state.events)
    with state.action():
        try:
            execute(ops, state, g.policy, spirit=spirit, name=f"{spirit}: {name}", **kw)
        except ExecutionError as exc:
            g.errors.append(f"round {g.rounds}: {name}: {exc}")
            state.log.append(f"{spirit}: {name} failed: {exc}")
    _attribute(g, label, start)
    resolve_pending(state, g.decks, g.policy, g.gains)
    return True
