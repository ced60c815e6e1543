"""The actions of a scenario (``play``, ``innate``, ``fear``, ``invader``, ``effect``,
``growth``, ``time_passes``, ``set``, one per step) resolved into :class:`Step` plans, with a
step's own checkpoint (``expect:``) and ``expect_options:``."""

from __future__ import annotations

from typing import Any

from cardsmith.dsl.ir import Ops
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE
from cardsmith.rulesets.spirit_island.engine.growth.options import panel_with_ops, pick_actions
from cardsmith.rulesets.spirit_island.engine.state.model import InvaderCard
from cardsmith.rulesets.spirit_island.scenarios.checkpoints import CheckpointResolver
from cardsmith.rulesets.spirit_island.scenarios.model import Step, choice_value
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.yamlload import PathKey
from cardsmith.tools.diagnostics import Diagnostic

ACTIONS = ("play", "innate", "fear", "invader", "effect", "growth", "time_passes", "set")


class StepResolver(CheckpointResolver):
    """Resolves the steps of a scenario."""

    # --- actions ------------------------------------------------------------------------
    def _steps(self, data: dict[str, Any]) -> None:
        if "steps" in data:
            present = [k for k in (*ACTIONS, "choices", "expect_options") if k in data]
            if present:
                self.sc.diagnostics.append(
                    self.diag(
                        (present[0],),
                        "T112",
                        f"`{present[0]}` must go inside a step when `steps:` is used",
                        key=True,
                    )
                )
            for i, raw in enumerate(data["steps"]):
                self._step(("steps", i), raw)
        else:
            self._step((), data)

    def _step(self, where: PathKey, raw: dict[str, Any]) -> None:
        found = [k for k in ACTIONS if k in raw]
        if len(found) != 1:
            what = "no action" if not found else f"several actions ({', '.join(found)})"
            self.sc.diagnostics.append(
                self.diag(
                    where,
                    "T112",
                    f"{what}: give exactly one of play, innate, fear, invader, effect, growth, "
                    "time_passes, set",
                )
            )
            return
        kind = found[0]
        step = Step(kind=kind, label=f"{kind}: {raw[kind]}")
        step.pay = bool(raw.get("pay", False))
        step.ignore_range = bool(raw.get("ignore_range", False))
        step.level = raw.get("level")
        for name in ("target", "from"):
            if name in raw and self._land((*where, name), raw[name]):
                setattr(step, "source" if name == "from" else "target", raw[name])
        spirits = self.sc.data.get("spirits") or {}
        for name in ("by", "target_spirit"):
            if name in raw and raw[name] not in spirits:
                self.sc.diagnostics.append(
                    self.diag(
                        (*where, name),
                        "T107",
                        f"{name}: {raw[name]!r} is not a key of `spirits:` "
                        f"({', '.join(spirits) or 'none'})",
                    )
                )
        step.by = raw.get("by")
        if step.by is None and kind in ("play", "innate", "growth") and len(spirits) == 1:
            step.by = next(iter(spirits))
        step.target_spirit = raw.get("target_spirit")
        step.choices = self._choices((*where, "choices"), raw.get("choices") or [])
        getattr(self, f"_action_{kind}")(where, raw, step)
        level = int(step.level or self.sc.data.get("terror_level") or 1)
        if not spirits and _has_op(_step_ops(step, level), "each_player"):
            self.sc.diagnostics.append(
                self.diag(
                    (*where, kind),
                    "T114",
                    f"{step.label}: `each player:` acts once per spirit and the scenario has "
                    "none, so it would do nothing: add `spirits:`",
                )
            )
        if "expect_options" in raw:
            self._options((*where, "expect_options"), raw["expect_options"], step)
        if where and "expect" in raw:  # a checkpoint after this step
            step.checkpoint = self._checkpoint((*where, "expect"), raw["expect"] or {})
        self.sc.steps.append(step)

    def _need_spirit(self, where: PathKey, step: Step) -> None:
        if step.by is None:
            self.sc.diagnostics.append(
                self.diag(where, "T114", f"{step.label}: say which spirit acts with `by:`")
            )

    def _compiled(self, where: PathKey, record: Record, unit: str) -> Ops:
        if unit not in record.ops:
            self.sc.diagnostics.append(
                self.diag(where, "T115", f"{record.name}: {unit} did not compile (cardsmith lint)")
            )
        return list(record.ops.get(unit, []))

    def _action_play(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        record = self.catalog.find(str(raw["play"]))
        if record is None or record.kind != "power":
            self.sc.diagnostics.append(
                self.diag((*where, "play"), "T104", f"unknown power card {raw['play']!r}")
            )
            return
        step.record, step.label = record, f"play {record.name}"
        step.ops = self._compiled(where, record, "effect")
        step.rules = {k: record.get(k) for k in ("range", "target", "cost", "elements")}
        self._need_spirit(where, step)
        target = record.get("target") or {}
        if "spirit" in target and step.target_spirit is None:
            if target["spirit"] == "another":
                self.sc.diagnostics.append(
                    self.diag(
                        where, "T114", f"{record.name} targets another spirit: add target_spirit"
                    )
                )
            step.target_spirit = step.by

    def _action_innate(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        wanted = str(raw["innate"]).casefold()
        preferred = self.sc.spirit_records.get(step.by or "")
        records = [preferred] if preferred is not None else self.catalog.of_kind("spirit")
        for record in records:
            for i, innate in enumerate(record.get("innates") or []):
                if str(innate.get("name", "")).casefold() == wanted:
                    step.record, step.label = record, f"innate {innate.get('name')}"
                    step.ops = self._compiled(where, record, f"innates[{i}]")
                    step.rules = {k: innate.get(k) for k in ("range", "target")}
                    self._need_spirit(where, step)
                    return
        self.sc.diagnostics.append(
            self.diag((*where, "innate"), "T105", f"unknown innate power {raw['innate']!r}")
        )

    def _action_fear(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        record = self.catalog.find(str(raw["fear"]))
        if record is None or record.kind != "fear":
            self.sc.diagnostics.append(
                self.diag((*where, "fear"), "T106", f"unknown fear card {raw['fear']!r}")
            )
            return
        step.record, step.label = record, f"fear card {record.name}"

    def _action_invader(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        step.invader = str(raw["invader"])
        if "card" in raw:
            step.card = self._invader((*where, "card"), str(raw["card"]))
        elif "terrain" in raw:
            step.card = InvaderCard(1, (str(raw["terrain"]),))
        elif step.invader in ("ravage", "build") and step.target is None:
            self.sc.diagnostics.append(
                self.diag(
                    where, "T112", f"invader {step.invader}: give `terrain:`, `card:` or `target:`"
                )
            )
        if step.invader in ("explore", "phase") and step.target is not None:
            self.sc.diagnostics.append(
                self.diag(
                    (*where, "target"),
                    "T112",
                    f"invader {step.invader} acts on cards, not one land",
                )
            )
        step.label = (
            f"{step.invader}"
            + (f" {step.card}" if step.card else "")
            + (f" in {step.target}" if step.target else "")
        )

    def _action_effect(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        step.label = f"effect {raw['effect']!r}".replace("\\n", "; ")
        try:
            ops, errors = LANGUAGE.compile_text(str(raw["effect"]))
        except Exception as exc:
            self.sc.diagnostics.append(
                self.diag((*where, "effect"), "T110", f"internal DSL error: {exc!r}")
            )
            return
        for e in errors:
            line, col = self.positions.map_scalar_offset(
                (*self.base, *where, "effect"), e.span.line, e.span.col
            )
            self.sc.diagnostics.append(
                Diagnostic(
                    str(self.path), line, col, "T110", f"{e.code} {e.message}", hint=e.hint
                ).with_source(self.text)
            )
        step.ops = ops or []

    def _action_growth(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        self._need_spirit(where, step)
        if step.by is None:
            return
        record = self.sc.spirit_records.get(step.by)
        if record is None:
            self.sc.diagnostics.append(
                self.diag(
                    where,
                    "T114",
                    f"growth: spirit {step.by!r} needs its `spirit:` record (growth options and "
                    "presence tracks come from it)",
                )
            )
            return
        options = record.get("growth") or []
        number = raw["growth"]
        if not isinstance(number, int) or not 1 <= number <= len(options):
            self.sc.diagnostics.append(
                self.diag(
                    (*where, "growth"),
                    "T112",
                    f"{record.name} has growth options 1..{len(options)}, not {number!r}",
                )
            )
            return
        # the option with the record's compiled panel effects, after the actions every turn
        option = pick_actions(panel_with_ops(record.data, record.ops), [number])
        step.rules = {"growth": option}
        step.label = (
            f"growth {number} of {record.name} ("
            + ", ".join(f"{k} {v}" for action in option for k, v in action.items() if k != "ops")
            + ")"
        )

    def _action_time_passes(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        step.label = "time passes"

    def _action_set(self, where: PathKey, raw: dict[str, Any], step: Step) -> None:
        step.label = "set " + ", ".join(str(k) for k in raw["set"] or {})
        self._set((*where, "set"), raw["set"], step)

    def _choices(self, where: PathKey, raw: list[Any]) -> list[tuple[str, Any]]:
        out: list[tuple[str, Any]] = []
        for i, entry in enumerate(raw):
            if isinstance(entry, dict) and "decision" in entry:
                if set(entry) != {"decision", "choose"}:
                    self.sc.diagnostics.append(
                        self.diag((*where, i), "T111", "write {decision: NAME, choose: VALUE}")
                    )
                    continue
                out.append((str(entry["decision"]), choice_value(entry["choose"])))
            elif isinstance(entry, dict) and len(entry) == 1:
                name, value = next(iter(entry.items()))
                out.append((str(name), choice_value(value)))
            else:
                self.sc.diagnostics.append(
                    self.diag(
                        (*where, i),
                        "T111",
                        "a choice is {decision: NAME, choose: VALUE} or {NAME: VALUE}",
                    )
                )
        return out


def _step_ops(step: Step, level: int) -> list[Any]:
    """The ops a step runs: its own, or (a fear card) those of its level (a ``set:`` step may
    change the terror level later: the level the scenario starts at, or the step's own)."""
    if step.kind == "fear" and step.record is not None:
        return list(step.record.ops.get(f"levels[{level - 1}]", []))
    return list(step.ops or [])


def _has_op(ops: Any, name: str) -> bool:
    """Whether ``name`` is an op anywhere in ``ops`` (nested bodies included)."""
    if isinstance(ops, dict):
        return ops.get("op") == name or any(_has_op(v, name) for v in ops.values())
    if isinstance(ops, list):
        return any(_has_op(v, name) for v in ops)
    return False
