"""Handlers of ``lasting`` ("from now on": the rest of the game) and ``destroy_fewer`` (the
body of a "would be destroyed" trigger, :mod:`.rules.would_be_destroyed`), and the renewal of
lasting effects when time passes.

``lasting`` runs its body now. Its spirit-wide lasting effects (spirit modifiers, spirit
triggers) are made permanent (``State.spirit_rules``, like special rules). Its land effects
(land modifiers: health, prevent, build_adds, the Invader-action changes; piece triggers;
skips of every action; isolate) last a round in the engine, so they are stored
(``spirit_rules`` entry with ``scope: "lasting"``) and done again in the same land after every
Time Passes (:func:`renew`). Other ops of the body (gain energy, damage…) happen once.
"""

from __future__ import annotations

from typing import Any

from cardsmith.dsl.ir import Op, Ops
from cardsmith.engine.choices import FirstLegal
from cardsmith.rulesets.spirit_island.engine.effects.run import (
    ExecutionError,
    Handler,
    Run,
    next_id,
    run_at,
    run_ops,
)
from cardsmith.rulesets.spirit_island.engine.rules import would_be_destroyed as would
from cardsmith.rulesets.spirit_island.engine.rules.invader_modifiers import INVADER_MODIFIERS
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

#: modifiers that act on one land (the others are spirit-wide)
LAND_MODIFIERS: tuple[str, ...] = ("health", "prevent", "build_adds", *INVADER_MODIFIERS)
#: the ``spirit_rules`` scope of a stored land effect renewed every round
LASTING = "lasting"


def _spirit_wide(op: Op) -> bool:
    if op.get("op") == "modifier":
        return op.get("name") not in LAND_MODIFIERS and op.get("name") != "damage_each_other"
    if op.get("op") == "trigger":
        return "past" not in (op.get("event") or {})
    return False


def _renewed(op: Op) -> bool:
    """A land effect that lasts one round unless renewed."""
    kind = op.get("op")
    if kind == "modifier":
        return op.get("name") in LAND_MODIFIERS
    if kind == "skip":
        return bool((op.get("count") or {}).get("all"))
    return kind in ("trigger", "isolate")


def _op_lasting(run: Run, op: Op, land: str | None) -> None:
    if op.get("until", "game") != "game":
        raise ExecutionError(f"lasting until {op.get('until')!r}: only 'game' is known")
    body: Ops = op.get("do", [])
    renewed: Ops = []
    for inner in body:
        if _spirit_wide(inner):
            saved, run.permanent = run.permanent, True
            try:
                run_ops(run, [inner], land)
            finally:
                run.permanent = saved
            continue
        run_ops(run, [inner], land)
        if _renewed(inner):
            renewed.append(inner)
    if renewed:
        run.state.spirit_rules.append(
            {
                "name": LASTING,
                "scope": LASTING,
                "do": renewed,
                "land": land,
                "spirit": run.spirit,
                "target_spirit": run.target_spirit,
                "source_land": run.source_land,
                "run_name": run.name,
            }
        )
        run.state.log.append(
            f"from now on ({run.name}): "
            + ", ".join(str(o.get("name") or o.get("op")) for o in renewed)
            + (f" in {land}" if land else "")
        )


def renew(state: State) -> None:
    """After Time Passes: do the stored land effects of ``lasting`` again for the new round."""
    for rule in list(state.spirit_rules):
        if rule.get("scope") != LASTING:
            continue
        sub = Run(
            state=state,
            choices=state.choices if state.choices is not None else FirstLegal(),
            top_ops=rule["do"],
            spirit=rule.get("spirit"),
            target_land=rule.get("land"),
            source_land=rule.get("source_land"),
            target_spirit=rule.get("target_spirit"),
            name=f"{rule.get('run_name')} (from now on)",
            id=f"lasting{next_id()}",
            repeating=True,
        )
        state.log.append(f"from now on ({rule.get('run_name')}): renewed for the round")
        run_at(sub, rule["do"], rule.get("land"))


def _op_destroy_fewer(run: Run, op: Op, land: str | None) -> None:
    entry = run.would
    if entry is None:
        raise ExecutionError("destroy_fewer is only for the body of a 'would be destroyed' trigger")
    kinds: list[Any] = list((op.get("pieces") or {}).get("kinds", []))
    entry["budget"].append({"kinds": kinds, "left": int(op.get("n", 1))})
    run.state.log.append(f"{entry['land']}: destroy {op.get('n', 1)} fewer {'/'.join(kinds)}")


def register_would(run: Run, op: Op, land: str) -> None:
    """A ``trigger`` whose event has ``would`` (see :mod:`.rules.would_be_destroyed`)."""
    if op.get("event", {}).get("past") != "destroyed":
        raise ExecutionError(f"only 'would be destroyed' triggers are run, not {op.get('event')!r}")
    would.register(run, op, land)


#: the operations of this module: IR op name → handler
HANDLERS: dict[str, Handler] = {
    "lasting": _op_lasting,
    "destroy_fewer": _op_destroy_fewer,
}
