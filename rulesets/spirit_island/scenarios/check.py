"""Scenario checks: legal targets (range, target restrictions) and expected-vs-actual diffs."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardsmith.rulesets.spirit_island.engine.rules.targeting import (
    legal_spirit_targets,
    legal_targets,
    sources_for,
)
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.scenarios.model import Checkpoint, Step
from cardsmith.rulesets.spirit_island.scenarios.notation import LandPieces, healths, land_of

# --- targets ------------------------------------------------------------------------------


def target_problem(state: State, step: Step) -> tuple[str | None, str | None]:
    """``(problem or None, source land)`` for a power's target under its range and target
    restrictions (:mod:`targeting`); the source defaults to the first legal one."""
    assert step.by is not None
    rules = step.rules
    if rules.get("target") == "none":  # "Target: none": nothing to check
        return None, step.source
    target: Mapping[str, Any] = rules.get("target") or {}
    range_spec = rules.get("range") or "none"
    if "spirit" in target:
        legal = legal_spirit_targets(state, step.by, target)
        if step.target_spirit not in legal:
            return (
                f"target spirit {step.target_spirit} is not allowed by {dict(target)} "
                f"(legal: {', '.join(legal) or 'none'})",
                step.source,
            )
        return None, step.source
    land = step.target
    if land is None:
        return "this power targets a land: add `target:`", step.source
    card = step.record is not None and step.record.kind == "power"  # not an innate power
    legal = legal_targets(state, step.by, range_spec, target, card_ops=step.ops, card=card)
    if land not in legal:
        return (
            f"{land} is not a legal target for range {range_spec} and target {dict(target)} "
            f"(legal: {', '.join(legal) or 'none'})",
            None,
        )
    sources = sources_for(state, step.by, range_spec, land, card_ops=step.ops, card=card)
    if step.source is not None:
        if step.source not in sources:
            return f"{step.source} is not a legal origin for {land} (legal: {sources})", None
        return None, step.source
    return None, (sources[0] if sources else None)


# --- expected vs actual -------------------------------------------------------------------


@dataclass
class Snapshot:
    """What the comparison needs from a state."""

    lands: dict[str, LandPieces]
    defend: dict[str, int]
    presence: dict[str, dict[str, int]]
    energy: dict[str, int]
    time: dict[str, int]
    destroyed: dict[str, int]
    pending: dict[str, int]
    tracks: dict[str, dict[str, int] | None]
    card_plays: dict[str, int]
    generated: int
    pool: int
    earned: list[str]
    resolved: list[str]
    blight_pool: int
    island_blighted: bool
    blight_card: str
    terror_level: int
    result: str
    invader_deck: int

    @classmethod
    def of(cls, state: State) -> Snapshot:
        spirits = state.spirits.values()
        where = [*state.land_ids(), *state.island.places]  # off-board places compare too
        return cls(
            lands={x: land_of(state, x) for x in where},
            defend={x: state.land(x).defend for x in where},
            presence={s.name: {k: v for k, v in s.presence.items() if v} for s in spirits},
            energy={s.name: s.energy for s in spirits},
            time={s.name: s.resources["time"] for s in spirits},
            destroyed={s.name: s.presence_destroyed for s in spirits},
            pending={s.name: len(s.pending_cards) for s in spirits},
            tracks={s.name: dict(s.tracks.uncovered) if s.tracks else None for s in spirits},
            card_plays={s.name: s.card_plays for s in spirits},
            generated=state.generated_fear,
            pool=state.fear_pool,
            earned=list(state.earned_fear),
            resolved=list(state.resolved_fear),
            blight_pool=state.blight_pool,
            island_blighted=state.island_blighted,
            blight_card=state.blight_card.id if state.blight_card is not None else "none",
            terror_level=state.terror_level,
            result=state.result or "none",
            invader_deck=len(state.invader_deck),
        )


def _fmt(mapping: Mapping[str, int]) -> str:
    return "{" + ", ".join(f"{k}: {v}" for k, v in sorted(mapping.items())) + "}"


def _value(out: list[str], what: str, expected: Any, got: Any, *, unchanged: bool) -> None:
    if expected != got:
        note = " (not in expect: must be unchanged)" if unchanged else ""
        out.append(f"{what}: expected {expected}, got {got}{note}")


def compare(cp: Checkpoint, before: Snapshot, state: State) -> list[str]:
    """Every difference between the checkpoint's expectations and ``state``, land by land
    (unlisted things must be as in ``before``)."""
    exp = cp.expect
    now = Snapshot.of(state)
    out: list[str] = []
    where = [*state.land_ids(), *state.island.places]  # off-board places too
    for land in where:
        if land not in before.lands and land not in cp.pieces:
            continue  # a place brought into play by the action, not listed
        h = healths(state, land)
        got = now.lands[land].normalized(h)
        if land in cp.pieces:
            stated = cp.pieces[land].stated_health()
            want = cp.pieces[land].normalized(h, stated)
            if stated:
                got = land_of(state, land, stated).normalized(h, {k: h[k] for k in stated})
            if want != got:
                out.append(f"{land}: expected {want}, got {got}")
        elif before.lands[land].normalized(h) != got:
            out.append(
                f"{land}: expected {before.lands[land]} (not in expect: must be unchanged), "
                f"got {got}"
            )
    defend = exp.get("defend") or {}
    for land in where:
        listed = land in defend
        want_d = int(defend[land]) if listed else before.defend.get(land, 0)
        _value(out, f"{land} defend", want_d, now.defend[land], unchanged=not listed)
    fear = exp.get("fear") or {}
    _value(
        out,
        "fear generated",
        fear.get("generated", before.generated),
        now.generated,
        unchanged="generated" not in fear,
    )
    if "pool" in fear:
        _value(out, "fear pool", fear["pool"], now.pool, unchanged=False)
    for key, got_cards, was in (
        ("earned", now.earned, before.earned),
        ("resolved", now.resolved, before.resolved),
    ):
        cards = fear.get(key, len(was) if key == "earned" else None)
        if isinstance(cards, int):
            _value(out, f"fear cards {key}", cards, len(got_cards), unchanged=key not in fear)
        elif isinstance(cards, list):
            _value(out, f"fear cards {key}", cards, got_cards, unchanged=False)
    if "face_up" in fear:
        _value(out, "fear cards face-up", fear["face_up"], state.face_up_fear, unchanged=False)
    for key in ("blight_pool", "island_blighted", "blight_card", "terror_level", "result",
                "invader_deck"):  # fmt: skip
        if key in ("invader_deck", "island_blighted", "blight_card") and key not in exp:
            continue
        _value(
            out,
            key.replace("_", " "),
            exp.get(key, getattr(before, key)),
            getattr(now, key),
            unchanged=key not in exp,
        )
    expected_spirits = exp.get("spirits") or {}
    for name in state.spirits:
        spec = expected_spirits.get(name) or {}
        pres = spec.get("presence")
        want_p = (
            {k: int(v) for k, v in pres.items() if v} if pres is not None else before.presence[name]
        )
        _value(
            out, f"{name} presence", _fmt(want_p), _fmt(now.presence[name]), unchanged=pres is None
        )
        for key, field_now, field_before in (
            ("energy", now.energy, before.energy),
            ("time", now.time, before.time),
            ("destroyed", now.destroyed, before.destroyed),
            ("pending_cards", now.pending, before.pending),
        ):
            _value(
                out,
                f"{name} {key.replace('_', ' ')}",
                spec.get(key, field_before[name]),
                field_now[name],
                unchanged=key not in spec,
            )
        if "markers" in spec:
            held = state.spirits[name].resources
            got_m = {k[7:]: v for k, v in held.items() if k.startswith("marker:") and v}
            want_m = {k: int(v) for k, v in (spec["markers"] or {}).items() if v}
            _value(out, f"{name} markers", _fmt(want_m), _fmt(got_m), unchanged=False)
        if "empowered" in spec:
            got_e = state.spirits[name].incarna_empowered
            _value(out, f"{name} incarna empowered", spec["empowered"], got_e, unchanged=False)
        if "incarna" in spec:
            got_i = state.spirits[name].incarna
            _value(out, f"{name} incarna land", spec["incarna"], got_i, unchanged=False)
        want_t = spec.get("tracks")
        if want_t is not None or before.tracks[name] != now.tracks[name]:
            slots_before = before.tracks[name] or {}
            want_slots = {**slots_before, **{k: int(v) for k, v in (want_t or {}).items()}}
            _value(
                out,
                f"{name} uncovered track slots",
                _fmt(want_slots),
                _fmt(now.tracks[name] or {}),
                unchanged=want_t is None,
            )
        _value(
            out,
            f"{name} card plays",
            spec.get("card_plays", before.card_plays[name]),
            now.card_plays[name],
            unchanged="card_plays" not in spec,
        )
        spirit = state.spirits[name]
        piles = (
            ("hand", spirit.hand),
            ("discard", spirit.discard),
            ("played", spirit.played),
            ("forgotten", state.cards.forgotten.get(name, [])),
        )
        for key, cards in piles:
            if key in spec:
                _value(
                    out,
                    f"{name} {key}",
                    sorted(str(c) for c in spec[key]),
                    sorted(cards),
                    unchanged=False,
                )
        for element, n in (spec.get("elements") or {}).items():
            _value(
                out,
                f"{name} {element}",
                int(n),
                state.spirits[name].element_count(element),
                unchanged=False,
            )
    for text in exp.get("log_contains") or []:
        if not any(text in line for line in state.log):
            out.append(f"log: no line contains {text!r}")
    for text in exp.get("log_excludes") or []:
        hits = [line for line in state.log if text in line]
        if hits:
            out.append(f"log: {text!r} should not appear, found {hits[0]!r}")
    return out
