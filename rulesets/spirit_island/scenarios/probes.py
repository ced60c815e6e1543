"""Checks that look at more than the pieces: the options a decision offered
(``expect_options``), whether an innate power or a card can be used now (``usable`` /
``unusable``), distances between lands (``distances``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardsmith.engine.choices import ScriptedChoices
from cardsmith.rulesets.spirit_island.engine.rules.targeting import (
    legal_spirit_targets,
    legal_targets,
)
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.scenarios.model import Checkpoint, Step
from cardsmith.tools.content.catalog import Record


class RecordingChoices(ScriptedChoices):
    """A script that also records every decision offered (forced ones included)."""

    def __init__(self, script: Sequence[tuple[str, Any]]) -> None:
        super().__init__(script)
        self.seen: list[tuple[str, list[str]]] = []

    def offered(self, decision: str, options: Sequence[Any], min: int) -> None:
        self.seen.append((decision, [str(o) for o in options]))


def option_problems(step: Step, choices: RecordingChoices, where: str) -> list[str]:
    """Each ``expect_options`` entry against the options the decision offered, in order."""
    out: list[str] = []
    for decision, wanted in step.expect_options.items():
        offers = [opts for name, opts in choices.seen if name == decision]
        for i, want in enumerate(wanted):
            nth = "" if len(wanted) == 1 else f" (time {i + 1})"
            if i >= len(offers):
                asked = sorted({name for name, _ in choices.seen})
                out.append(
                    f"{where}: decision {decision}{nth} was never offered "
                    f"(offered: {', '.join(asked) or 'none'})"
                )
                break
            if sorted(want) != sorted(offers[i]):
                out.append(
                    f"{where}: decision {decision}{nth} offered {sorted(offers[i])}, "
                    f"expected {sorted(want)}"
                )
    return out


def usable(state: State, spirit: str, record: Record, unit: str) -> tuple[bool, str]:
    """Can ``spirit`` use the innate power (``innates[i]``) or power card (``effect``) now,
    and if not, why: the first level's elements, the card in hand and its cost, a target."""
    s = state.spirits[spirit]
    ops = record.ops.get(unit, [])
    if unit.startswith("innates["):
        innate = (record.get("innates") or [])[int(unit[8:-1])]
        levels = innate.get("levels") or [{}]
        need = {str(k): int(v) for k, v in (levels[0].get("elements") or {}).items()}
        short = {k: v for k, v in need.items() if s.element_count(k) < v}
        if short:
            return False, "elements " + ", ".join(
                f"{k} {s.element_count(k)}/{v}" for k, v in sorted(short.items())
            )
        spec: Any = innate
    else:
        if record.id not in s.hand:
            return False, "not in hand"
        cost = int(record.get("cost") or 0)
        if s.energy < cost:
            return False, f"energy {s.energy}/{cost}"
        spec = record
    target = spec.get("target") or {}
    if target == "none":  # "Target: none": usable without a target
        return True, "usable"
    if "spirit" in target:
        found = legal_spirit_targets(state, spirit, target)
    else:
        rng = spec.get("range") or "none"
        card = not unit.startswith("innates[")
        found = legal_targets(state, spirit, rng, target, card_ops=ops, card=card)
    if not found:
        return False, "no legal target"
    return True, "usable"


def checkpoint_problems(cp: Checkpoint, state: State, where: str = "") -> list[str]:
    """``usable`` / ``unusable`` and ``distances`` of a checkpoint."""
    lead = f"{where}: " if where else ""
    out: list[str] = []
    for spirit, entries in cp.usable.items():
        for name, record, unit, want in entries:
            got, why = usable(state, spirit, record, unit)
            if got != want:
                word = "usable" if want else "unusable"
                out.append(f"{lead}{spirit}: {name} expected {word}, got {why}")
    for pair, want in (cp.expect.get("distances") or {}).items():
        a, b = [p for p in str(pair).replace(" ", "-").split("-") if p]
        got_d = state.island.distance(a, b)
        shown = "none" if got_d is None else got_d
        if str(shown) != str(want):
            out.append(f"{lead}distance {a}-{b}: expected {want}, got {shown}")
    return out
