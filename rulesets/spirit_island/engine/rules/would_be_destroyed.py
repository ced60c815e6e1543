""" "Would be destroyed" triggers: replacement effects checked *before* a piece is destroyed.

``the next time dahan would be destroyed in target land: destroy 2 fewer dahan`` compiles to a
``trigger`` with ``event.would`` (``rulesets/spirit_island/docs/reference/ir.md``). It is stored
for the round in
``State.round_effects`` (``name: "would_destroy"``, its land, pieces, body, ``once``). When a
matching piece of that land would be destroyed (:func:`spare`, called by
:func:`.changes.pieces.destroy_piece`), the body runs once for the *effect* doing the destroying —
one power (its run id) or, outside every power, the Invader actions of the round in that land
(its Ravage) — and its
``destroy_fewer`` ops give that effect a budget: the next N matching pieces it would destroy are
not destroyed (a piece destroyed by damage keeps its damage, one below its health). ``once``
("the next time"): only the first effect; without (``after … would be destroyed``, "each time"):
every effect this round, each with a budget of its own.
"""

from __future__ import annotations

from typing import Any

from cardsmith.engine.choices import FirstLegal
from cardsmith.rulesets.spirit_island.engine.effects.run import Run, next_id, run_at
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import Piece

#: ``round_effects`` name of a "would be destroyed" trigger
WOULD = "would_destroy"


def register(run: Run, op: dict[str, Any], land: str) -> dict[str, Any]:
    """Store the ``would`` trigger ``op`` for ``land`` this round; returns the entry."""
    event = op.get("event", {})
    entry: dict[str, Any] = {
        "name": WOULD,
        "land": land,
        "past": event.get("past", "destroyed"),
        "pieces": dict(event.get("pieces") or {}),
        "once": bool(op.get("once")),
        "do": list(op.get("do", [])),
        "spirit": run.spirit,
        "target_spirit": run.target_spirit,
        "source_land": run.source_land,
        "run_name": run.name,
        "run": run.id,
        "effect": None,  # the effect it fired for last (a journal source tag)
        "fired": False,
        "budget": [],  # [{"kinds": [...], "left": N}] for that effect
    }
    run.state.round_effects.append(entry)
    kinds = "/".join(entry["pieces"].get("kinds", [])) or "pieces"
    when = "the next time" if entry["once"] else "each time"
    run.state.log.append(f"{land}: this round, {when} {kinds} would be destroyed: …")
    return entry


def _fire(state: State, entry: dict[str, Any], effect: str) -> None:
    entry["effect"], entry["fired"], entry["budget"] = effect, True, []
    sub = Run(
        state=state,
        choices=state.choices if state.choices is not None else FirstLegal(),
        top_ops=entry["do"],
        spirit=entry["spirit"],
        target_land=entry["land"],
        source_land=entry["source_land"],
        target_spirit=entry["target_spirit"],
        name=f"{entry['run_name']} (would be destroyed)",
        id=f"{entry['run']}/would{next_id()}",
        repeating=True,
        would=entry,
    )
    state.log.append(f"{entry['land']}: {entry['run_name']}: pieces would be destroyed")
    run_at(sub, entry["do"], entry["land"])


def spare(state: State, land: str, piece: Piece) -> bool:
    """Is ``piece``, about to be destroyed in ``land``, spared by a ``would`` trigger?"""
    # the effect: the power (its run id) or, outside any, the round's Invader action there
    effect = state.journal.source or f"round {state.round}: {land}"
    for entry in state.round_effects:
        if entry.get("name") != WOULD or entry.get("land") != land:
            continue
        if piece.kind not in entry["pieces"].get("kinds", ()):
            continue
        if entry["effect"] != effect:
            if entry["once"] and entry["fired"]:
                continue
            damage = piece.damage  # while the body runs the piece is still there, alive
            piece.damage = min(damage, state.piece_health(land, piece) - 1)
            try:
                _fire(state, entry, effect)
            finally:
                piece.damage = damage
        for slot in entry["budget"]:
            if piece.kind in slot["kinds"] and slot["left"] > 0:
                slot["left"] -= 1
                piece.damage = min(piece.damage, state.piece_health(land, piece) - 1)
                state.log.append(f"{land}: {piece.kind} not destroyed (destroy fewer)")
                return True
    return False
