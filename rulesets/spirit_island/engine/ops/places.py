"""Handlers of the operations on a spirit's off-board places (the Endless Dark, Nature Incarnate):
``abduct`` (pieces sent to the place) and ``escape`` (pieces leaving it for a land)."""

from __future__ import annotations

from cardsmith.dsl.ir import Op
from cardsmith.engine.choices import decide
from cardsmith.engine.events import Event
from cardsmith.engine.state import InvariantError
from cardsmith.rulesets.spirit_island.engine.changes.record import _log
from cardsmith.rulesets.spirit_island.engine.effects.run import Handler, Run, need_land
from cardsmith.rulesets.spirit_island.engine.effects.selectors import (
    count_mode,
    landset,
    mult,
    place,
    select_loop,
)
from cardsmith.rulesets.spirit_island.engine.ops.moves import _move_token as move_one
from cardsmith.rulesets.spirit_island.engine.state.board import TOKEN_KINDS
from cardsmith.rulesets.spirit_island.engine.state.game_state import State
from cardsmith.rulesets.spirit_island.engine.state.model import PIECE_KINDS

# --- the Endless Dark, the incarna ------------------------------------------------------------
#: the place Abduct moves pieces to when no spirit in play declares one (``places:`` of a
#: spirit record with ``abduct: true``)
ABDUCT_PLACE = "endless-dark"


def abduct_place(state: State, spirit: str | None) -> str:
    """Where an Abduct of ``spirit``'s power sends pieces: its own abduct place, else any
    spirit's, else the default place, brought into play for that spirit."""
    found = state.places_of(spirit, "abduct")
    if found:
        return found[0]
    state.add_place(ABDUCT_PLACE, owner=spirit, name="The Endless Dark", abduct=True)
    return ABDUCT_PLACE


def _abduct_one(run: Run, land: str, label: str) -> None:
    """Move one piece (or presence, ``presence:<spirit>``) from ``land`` to the abduct place:
    the same piece (its damage and strife go with it), not destroyed, not to the supply."""
    state = run.state
    place = abduct_place(state, run.spirit)
    if land == place:  # abducting in the Endless Dark itself: the piece is there already
        state.log.append(f"{place}: {label} is already there, nothing abducted")
        return
    ls, to = state.land(land), state.land(place)
    if label.startswith("presence:"):
        owner = label.split(":", 1)[1]
        s = state.spirits[owner]
        s.presence[land] -= 1
        if s.presence[land] == 0:
            del s.presence[land]
        s.presence[place] += 1
        kind = "presence"
    elif label in TOKEN_KINDS:
        ls.tokens[label] -= 1
        if ls.tokens[label] == 0:
            del ls.tokens[label]
        to.tokens[label] = to.tokens.get(label, 0) + 1
        kind = label
    else:
        piece = state.find(land, label)
        for i, p in enumerate(ls.pieces):
            if p is piece:
                del ls.pieces[i]
                break
        else:
            raise InvariantError(f"{label} is not in {land}")
        to.pieces.append(piece)
        kind = piece.kind
    _log(state, f"{land}: {label} abducted to {place}", Event("abduct", land, kind, 1, place))
    state.settle()


def _op_abduct(run: Run, op: Op, land: str | None) -> None:
    source = op.get("from") or {}
    if source.get("choose") == "any":  # "from any lands": each piece from a land of its own
        _abduct_from_many(run, op, land)
        return
    src = place(run, source, land, "abduct.source") if source else land
    src = need_land(src, op)
    count = count_mode(op["count"], mult(run, op.get("per"), src))
    select_loop(
        run, src, op["pieces"], count, "abduct.piece", lambda lb: _abduct_one(run, src, lb)
    )


def _abduct_from_many(run: Run, op: Op, land: str | None) -> None:
    """``abduct up to 2 presence of any spirit from any lands``: for each piece the land it
    comes from (``abduct.source``; none: stop when the count is "up to"), then the piece."""
    pieces = op["pieces"]
    mode, k = count_mode(op["count"], mult(run, op.get("per"), land))
    home = abduct_place(run.state, run.spirit)
    done = 0
    while mode not in ("n", "up_to") or done < k:
        lands = landset(run, op["from"].get("lands", {}), land)
        sources = [x for x in lands if x != home and run.tokens(x, pieces)]
        if not sources:
            break
        src = decide(
            run.choices,
            "abduct.source",
            sources,
            context=f"{run.name}: abduct from ({done + 1})",
            min=1 if mode in ("n", "all") else 0,
        )
        if src is None:
            break
        label = decide(run.choices, "abduct.piece", run.tokens(src, pieces), min=1)
        assert label is not None
        _abduct_one(run, src, label)
        done += 1


def _op_escape(run: Run, op: Op, land: str | None) -> None:
    """Pieces escape from a spirit's place (``escape.piece``) to a land of the island matching
    the place's ``escape`` filters for its owner (``escape.land``; "non-Ocean lands with your
    Presence/Incarna"); with no such land the owner loses."""
    from cardsmith.rulesets.spirit_island.engine.rules.land_filters import land_matches

    state = run.state
    place = str((op.get("from") or {}).get("place", ""))
    if not state.island.is_place(place):
        state.log.append(f"{run.name}: {place} is not in play, nothing escapes")
        return
    rules = state.island.place_rules[place]
    owner = str(rules.get("owner") or run.spirit or "")
    words = list(rules.get("escape") or ["presence"])
    mode, k = count_mode(op["count"], 1)
    done = 0
    while mode == "all" or done < k:
        every = {"kinds": [*PIECE_KINDS, *TOKEN_KINDS, "presence"], "owner": "any"}
        labels = run.tokens(place, every)
        if not labels:
            break
        lands = [
            x for x in state.land_ids() if any(land_matches(state, owner, x, w) for w in words)
        ]
        if not lands:
            state.loss_events.append(f"{owner}: an escaping piece has no land to go to")
            state.log.append(f"{place}: no land for escaping pieces: {owner} loses")
            return
        label = labels[0] if mode == "all" else decide(run.choices, "escape.piece", labels)
        if label is None:
            break
        dest = decide(run.choices, "escape.land", lands, context=f"{label} escapes {place}")
        if dest is None:
            break
        move_one(run, place, str(dest), str(label), "escape")
        done += 1


#: the operations of this module: IR op name → handler
HANDLERS: dict[str, Handler] = {
    "abduct": _op_abduct,
    "escape": _op_escape,
}
