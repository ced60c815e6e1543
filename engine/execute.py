"""Run compiled card effects (the IR of ``docs/reference/ir.md``) against a :class:`State`.

>>> run = execute(ops, state, choices, spirit="river", target_land="A5")   # doctest: +SKIP

Every decision goes through the choice provider (names in ``docs/engine-rules.md``). Every
primitive change is an :mod:`engine.ops_core` call, so it is logged, checked and recorded as an
:class:`~engine.state.Event` stamped with this run's id — the per-power bookkeeping ("what this
power destroyed / pushed to / added") is read back from those events.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from dsl.ir import Op, Ops
from engine import ops_core as ops
from engine.choices import ChoiceProvider, choose_many, decide
from engine.state import (
    ATTACK,
    ELEMENTS,
    INVADER_KINDS,
    PIECE_KINDS,
    Event,
    Piece,
    State,
)


class ExecutionError(ValueError):
    """The IR asks for something the engine cannot do (unknown op, missing target land...)."""


#: past-tense verb of the IR → op name of the events
PAST_TO_OP: dict[str, str] = {
    "destroyed": "destroy",
    "pushed": "push",
    "gathered": "gather",
    "moved": "move",
    "added": "add",
    "removed": "remove",
    "damaged": "damage",
    "replaced": "replace",
    "downgraded": "downgrade",
}
#: verbs whose count is taken *into* the current land
MOVING = ("pushed", "gathered", "moved")
_RUN_IDS = itertools.count(1)


@dataclass
class Run:
    """One execution of a power (or of a trigger body): its context and bookkeeping."""

    state: State
    choices: ChoiceProvider
    top_ops: Ops
    spirit: str | None = None
    target_land: str | None = None
    source_land: str | None = None
    target_spirit: str | None = None
    elements: Mapping[str, int] | None = None
    name: str = "power"
    id: str = ""
    repeating: bool = False
    damage_bonus_used: bool = False
    trigger_events: list[Event] | None = None
    picked_lands: set[str] = field(default_factory=set)
    chosen_elements: list[str] = field(default_factory=list)

    # --- bookkeeping -------------------------------------------------------------------------
    @property
    def events(self) -> list[Event]:
        """Events caused by this run (nested repeats included, triggers of others excluded)."""
        return [e for e in self.state.events if e.source == self.id]

    def count_past(self, past: str, pieces: Mapping[str, Any], land: str | None) -> int:
        """How many ``pieces`` this run ``past``-ed (in / into ``land``; ``None`` = anywhere)."""
        if past not in PAST_TO_OP:
            raise ExecutionError(f"unknown past verb {past!r}")
        source = self.trigger_events if self.trigger_events is not None else self.events
        total = 0
        for ev in source:
            if ev.op != PAST_TO_OP[past] or ev.kind is None:
                continue
            if not self.kind_matches(ev.kind, pieces, query=True):
                continue
            where = ev.to if past in MOVING else ev.land
            if land is None or where == land:
                total += ev.count
        return total

    def lands_moved_to(self, past: str, pieces: Mapping[str, Any] | None) -> list[str]:
        found: list[str] = []
        for ev in self.events:
            if ev.op != PAST_TO_OP.get(past) or ev.kind is None:
                continue
            if pieces is not None and not self.kind_matches(ev.kind, pieces, query=True):
                continue
            where = ev.to if past in MOVING else ev.land
            if where is not None and where not in found:
                found.append(where)
        return sorted(found, key=self.state.island.land_ids().index)

    # --- pieces --------------------------------------------------------------------------
    def owners(self, pieces: Mapping[str, Any], *, query: bool) -> list[str] | None:
        """Spirits whose presence ``pieces`` means (``None`` = anyone's)."""
        owner = pieces.get("owner")
        if owner == "you":
            return [self.spirit] if self.spirit else []
        if owner == "target":
            who = self.target_spirit or self.spirit
            return [who] if who else []
        if query:
            return None
        return [self.spirit] if self.spirit else []

    def kind_matches(self, kind: str, pieces: Mapping[str, Any], *, query: bool) -> bool:
        base, _, owner = kind.partition(":")
        kinds = pieces.get("kinds", [])
        if base == "presence":
            if "presence" not in kinds and "sacred-site" not in kinds:
                return False
            spirits = self.owners(pieces, query=query)
            return spirits is None or owner in spirits
        return base in kinds

    def count_in(self, land: str, pieces: Mapping[str, Any]) -> int:
        """Pieces ``pieces`` in ``land`` (a query: presence without owner = anyone's)."""
        kinds = pieces.get("kinds", [])
        ls = self.state.land(land)
        n = sum(1 for p in ls.pieces if p.kind in kinds)
        if "blight" in kinds:
            n += ls.blight
        spirits = self.owners(pieces, query=True)
        names = list(self.state.spirits) if spirits is None else spirits
        if "presence" in kinds:
            n += sum(self.state.spirits[s].presence[land] for s in names if s in self.state.spirits)
        if "sacred-site" in kinds:
            n += sum(
                1
                for s in names
                if s in self.state.spirits and self.state.spirits[s].presence[land] >= 2
            )
        return n

    def tokens(self, land: str, pieces: Mapping[str, Any]) -> list[str]:
        """Option labels of the matching things in ``land`` an action can pick."""
        kinds = pieces.get("kinds", [])
        labels = self.state.labels(land, *[k for k in kinds if k in PIECE_KINDS])
        if "blight" in kinds and self.state.land(land).blight > 0:
            labels.append("blight")
        if "presence" in kinds or "sacred-site" in kinds:
            for name in self.owners(pieces, query=False) or []:
                spirit = self.state.spirits.get(name)
                if spirit is not None and spirit.presence[land] > 0:
                    labels.append(f"presence:{name}")
        return labels

    def units(self, land: str, pieces: Mapping[str, Any]) -> int:
        kinds = pieces.get("kinds", [])
        n = len(self.state.pieces(land, *[k for k in kinds if k in PIECE_KINDS]))
        if "blight" in kinds:
            n += self.state.land(land).blight
        if "presence" in kinds or "sacred-site" in kinds:
            for name in self.owners(pieces, query=False) or []:
                if name in self.state.spirits:
                    n += self.state.spirits[name].presence[land]
        return n

    def token_health(self, land: str, label: str) -> int | None:
        if label == "blight" or label.startswith("presence:"):
            return None
        return self.state.remaining_health(land, self.state.find(land, label))

    def spirits_for(self, who: str | None) -> list[str]:
        if who in (None, "you"):
            return [self.spirit] if self.spirit else []
        if who == "target":
            name = self.target_spirit or self.spirit
            return [name] if name else []
        if who == "each":
            return list(self.state.spirits)
        raise ExecutionError(f"unknown spirit reference {who!r}")


# --- token-level actions ----------------------------------------------------------------------
def _move_token(run: Run, src: str, dst: str, label: str, verb: str) -> None:
    state = run.state
    if label == "blight":
        ops.move_blight(state, src, dst, verb=verb)
    elif label.startswith("presence:"):
        ops.move_presence(state, label.split(":", 1)[1], src, dst, verb=verb)
    else:
        ops.move_piece(state, src, dst, state.find(src, label), verb=verb)


def _destroy_token(run: Run, land: str, label: str) -> None:
    state = run.state
    if label == "blight":
        ops.remove_blight(state, land)
    elif label.startswith("presence:"):
        ops.destroy_presence(state, label.split(":", 1)[1], land, cause=run.name)
    else:
        ops.destroy_piece(state, land, state.find(land, label), cause=run.name)


def _remove_token(run: Run, land: str, label: str) -> None:
    state = run.state
    if label == "blight":
        ops.remove_blight(state, land)
    elif label.startswith("presence:"):
        ops.destroy_presence(state, label.split(":", 1)[1], land, cause=f"{run.name} (removed)")
    else:
        ops.remove_piece(state, land, state.find(land, label))


# --- counts -------------------------------------------------------------------------------
def _count_mode(count: Mapping[str, Any], mult: int) -> tuple[str, int]:
    if "n" in count:
        return "n", int(count["n"]) * mult
    if "up_to" in count:
        return "up_to", int(count["up_to"]) * mult
    if count.get("all"):
        return "all", 0
    if count.get("any"):
        return "any", 0
    if "health" in count:
        return "health", int(count["health"]) * mult
    raise ExecutionError(f"unknown count {dict(count)!r}")


def _select_loop(
    run: Run,
    land: str,
    pieces: Mapping[str, Any],
    count: tuple[str, int],
    decision: str,
    act: Callable[[str], None],
) -> int:
    """Pick matching things in ``land`` one at a time and ``act`` on each; returns how many."""
    mode, k = count
    cap = run.units(land, pieces) if mode in ("all", "any", "health") else k
    budget = k
    done = 0
    while done < cap:
        labels = run.tokens(land, pieces)
        if mode == "health":
            labels = [
                label
                for label in labels
                if (h := run.token_health(land, label)) is not None and h <= budget
            ]
        if not labels:
            break
        if mode == "all":
            label: str | None = labels[0]
        else:
            optional = mode in ("up_to", "any", "health")
            label = decide(
                run.choices,
                decision,
                labels,
                context=f"{run.name} in {land} ({done + 1}/{cap if mode != 'any' else '…'})",
                min=0 if optional else 1,
            )
        if label is None:
            break
        if mode == "health":
            budget -= run.token_health(land, label) or 0
        act(label)
        done += 1
    return done


# --- evaluation -----------------------------------------------------------------------------
def _mult(run: Run, per: Mapping[str, Any] | None, land: str | None) -> int:
    if not per:
        return 1
    pieces = per.get("pieces", {})
    where = per.get("in")
    past = per.get("past")
    if where is None or where == "here":
        lands: list[str | None] = [land]
    else:
        lands = list(_landset(run, where, land))
    total = 0
    for one in lands:
        if past is not None:
            total += run.count_past(past, pieces, one)
        elif one is not None:
            total += run.count_in(one, pieces)
    if "max" in per and per["max"] is not None:
        total = min(total, int(per["max"]))
    return total


def _landset(run: Run, spec: Mapping[str, Any], here: str | None) -> list[str]:
    state = run.state
    island = state.island
    out: list[str] = []
    if (spec.get("adjacent") or spec.get("other") or spec.get("same_board")) and here is None:
        raise ExecutionError("a land set relative to the current land needs a land")
    for land_id in island.land_ids():
        land = island.land(land_id)
        if spec.get("adjacent") and not island.is_adjacent(here or "", land_id):
            continue
        if spec.get("other") and land_id == here:
            continue
        if spec.get("coastal") and not land.coastal:
            continue
        if spec.get("inland") and land.coastal:
            continue
        if spec.get("terrains") and land.terrain not in spec["terrains"]:
            continue
        if spec.get("same_board") and here is not None and land.board != island.land(here).board:
            continue
        within = spec.get("within")
        if within:
            holders = [x for x in island.land_ids() if run.count_in(x, within["of"]) > 0]
            d = int(within["distance"])
            if not any((island.distance(land_id, h) or 10**6) <= d for h in holders):
                continue
        moved = spec.get("moved_to")
        if moved and land_id not in run.lands_moved_to(moved["past"], moved.get("pieces")):
            continue
        if not all(_cond(run, c, land_id, here) for c in spec.get("where", [])):
            continue
        out.append(land_id)
    return out


def _cond(run: Run, cond: Mapping[str, Any], land: str | None, here: str | None = None) -> bool:
    state = run.state
    if "target_is" in cond:
        if land is None:
            return False
        info = state.island.land(land)
        wanted = cond["target_is"]
        return (
            info.terrain in wanted
            or ("coastal" in wanted and info.coastal)
            or ("inland" in wanted and not info.coastal)
        )
    if "has" in cond:
        n = run.count_in(land, cond["has"]) if land else 0
        if "at_most" in cond:
            return n <= int(cond["at_most"])
        return n >= int(cond.get("at_least", 1))
    if "more_than_here" in cond:
        if land is None or here is None:
            return False
        return run.count_in(land, cond["more_than_here"]) > run.count_in(
            here, cond["more_than_here"]
        )
    if "outnumber" in cond:
        a, b = cond["outnumber"]
        return land is not None and run.count_in(land, a) > run.count_in(land, b)
    if "did" in cond:
        return run.count_past(cond["did"]["past"], cond["did"].get("pieces", {}), None) > 0
    if "another_spirit" in cond:
        return run.target_spirit is not None and run.target_spirit != run.spirit
    if "sacred_sites_at_least" in cond:
        spirit = state.spirits.get(run.spirit or "")
        return spirit is not None and len(spirit.sacred_sites()) >= int(
            cond["sacred_sites_at_least"]
        )
    if "not" in cond:
        return not _cond(run, cond["not"], land, here)
    if "all" in cond:
        return all(_cond(run, c, land, here) for c in cond["all"])
    raise ExecutionError(f"unknown condition {dict(cond)!r}")


def _place(run: Run, place: Mapping[str, Any], here: str | None, decision: str) -> str | None:
    if place.get("land") == "target":
        return run.target_land
    if place.get("land") == "source":
        return run.source_land
    if "choose" in place:
        lands = _landset(run, place.get("lands", {}), here)
        return decide(run.choices, decision, lands, context=f"{run.name}: choose a land")
    raise ExecutionError(f"unknown place {dict(place)!r}")


def _has_elements(run: Run, needed: Mapping[str, int]) -> bool:
    if run.elements is not None:
        return all(run.elements.get(el, 0) >= int(n) for el, n in needed.items())
    spirit = run.state.spirits.get(run.spirit or "")
    if spirit is None:
        return False
    return all(spirit.element_count(el) >= int(n) for el, n in needed.items())


# --- the operations ---------------------------------------------------------------------------
def _need_land(land: str | None, op: Op) -> str:
    if land is None:
        raise ExecutionError(f"operation {op.get('op')!r} needs a land")
    return land


def _op_fear(run: Run, op: Op, land: str | None) -> None:
    n = int(op.get("amount", 0)) * _mult(run, op.get("per"), land)
    ops.generate_fear(run.state, n, reason=run.name)


def _damage_bonus(run: Run) -> int:
    if run.damage_bonus_used or run.spirit is None:
        return 0
    run.damage_bonus_used = True
    bonus = 0
    effects = run.state.round_effects
    for eff in list(effects):
        if eff.get("spirit") != run.spirit:
            continue
        if eff.get("name") == "damage_bonus_all":
            bonus += int(eff.get("amount") or 0)
    for eff in list(effects):
        if eff.get("spirit") == run.spirit and eff.get("name") == "damage_bonus_once":
            bonus += int(eff.get("amount") or 0)
            effects.remove(eff)
            break
    return bonus


def _op_damage(run: Run, op: Op, land: str | None) -> None:
    land = _need_land(land, op)
    state = run.state
    amount = int(op.get("amount", 0)) * _mult(run, op.get("per"), land)
    amount += _damage_bonus(run)
    to = op.get("to") or {"kinds": list(INVADER_KINDS)}
    kinds = [k for k in to.get("kinds", INVADER_KINDS) if k in PIECE_KINDS]
    if amount <= 0:
        return
    if not to.get("each"):
        ops.distribute_damage(state, land, amount, kinds, run.choices, cause=run.name)
        return
    candidates = state.pieces(land, *kinds)
    if to.get("choose"):
        mode, k = _count_mode(to["choose"], 1)
        chosen: list[Piece] = []
        limit = k if mode in ("n", "up_to") else len(candidates)
        while len(chosen) < limit:
            rest = [p for p in candidates if all(p is not c for c in chosen)]
            labels = sorted({p.label for p in rest}, key=[p.label for p in rest].index)
            label = decide(
                run.choices,
                "damage.each.target",
                labels,
                context=f"{run.name}: a different piece ({len(chosen) + 1}/{limit})",
                min=1 if mode == "n" else 0,
            )
            if label is None:
                break
            chosen.append(next(p for p in rest if p.label == label))
        candidates = chosen
    for p in candidates:
        if any(p is q for q in state.land(land).pieces):
            ops.damage_piece(state, land, p, amount, cause=run.name)


def _op_defend(run: Run, op: Op, land: str | None) -> None:
    land = _need_land(land, op)
    n = int(op.get("amount", 0)) * _mult(run, op.get("per"), land)
    if n > 0:
        ops.defend(run.state, land, n)


def _op_push(run: Run, op: Op, land: str | None) -> None:
    land = _need_land(land, op)
    state = run.state
    count = _count_mode(op["count"], _mult(run, op.get("per"), land))
    adjacent = state.island.adjacent(land)
    to = op.get("to")
    fixed: str | None = None
    limited: list[str] | None = None
    if to is not None:
        if "land" in to:
            fixed = _place(run, to, land, "push.destination")
        elif to.get("choose") == "one":
            lands = [x for x in _landset(run, to.get("lands", {}), land) if x in adjacent]
            limited = lands
        else:
            limited = [x for x in _landset(run, to.get("lands", {}), land) if x in adjacent]
    one_land = to is not None and to.get("choose") == "one"
    used: list[str] = []

    def act(label: str) -> None:
        nonlocal fixed
        if fixed is not None:
            dest: str | None = fixed
        else:
            options = limited if limited is not None else adjacent
            if op.get("spread"):
                fresh = [x for x in options if x not in used]
                options = fresh or options
            dest = decide(run.choices, "push.destination", options, context=f"push {label}")
            if one_land:
                fixed = dest
        if dest is None:
            return
        used.append(dest)
        _move_token(run, land, dest, label, "push")

    if fixed is None and not (limited if limited is not None else adjacent):
        return
    _select_loop(run, land, op["pieces"], count, "push.piece", act)


def _op_gather(run: Run, op: Op, land: str | None) -> None:
    land = _need_land(land, op)
    state = run.state
    mode, k = _count_mode(op["count"], _mult(run, op.get("per"), land))
    pieces = op["pieces"]
    adjacent = state.island.adjacent(land)
    cap = k if mode in ("n", "up_to") else sum(run.units(a, pieces) for a in adjacent)
    done = 0
    while done < cap:
        sources = [a for a in adjacent if run.tokens(a, pieces)]
        if mode == "all":
            src: str | None = sources[0] if sources else None
        else:
            src = decide(
                run.choices,
                "gather.source",
                sources,
                context=f"gather into {land} ({done + 1})",
                min=1 if mode == "n" else 0,
            )
        if src is None:
            break
        labels = run.tokens(src, pieces)
        label = labels[0] if mode == "all" else decide(run.choices, "gather.piece", labels)
        assert label is not None
        _move_token(run, src, land, label, "gather")
        done += 1


def _op_destroy(run: Run, op: Op, land: str | None) -> None:
    land = _need_land(land, op)
    count = _count_mode(op["count"], _mult(run, op.get("per"), land))
    _select_loop(
        run, land, op["pieces"], count, "destroy.piece", lambda lb: _destroy_token(run, land, lb)
    )


def _op_remove(run: Run, op: Op, land: str | None) -> None:
    land = _need_land(land, op)
    count = _count_mode(op["count"], _mult(run, op.get("per"), land))
    _select_loop(
        run, land, op["pieces"], count, "remove.piece", lambda lb: _remove_token(run, land, lb)
    )


def _op_add(run: Run, op: Op, land: str | None) -> None:
    land = _need_land(land, op)
    state = run.state
    mode, k = _count_mode(op["count"], _mult(run, op.get("per"), land))
    if mode not in ("n", "up_to"):
        raise ExecutionError(f"add needs a number (got {op['count']!r})")
    pieces = op["pieces"]
    kinds = [x for x in pieces.get("kinds", []) if x != "sacred-site"]
    for i in range(k):
        kind = decide(
            run.choices,
            "add.kind",
            kinds,
            context=f"{run.name}: add in {land} ({i + 1}/{k})",
            min=0 if mode == "up_to" else 1,
        )
        if kind is None:
            break
        if kind == "blight":
            ops.add_blight(state, land, run.choices, cause=run.name)
        elif kind == "presence":
            for name in run.owners(pieces, query=False) or []:
                ops.add_presence(state, name, land, from_destroyed=bool(pieces.get("destroyed")))
        else:
            ops.add_piece(state, land, kind)


def _op_downgrade(run: Run, op: Op, land: str | None) -> None:
    land = _need_land(land, op)
    count = _count_mode(op["count"], _mult(run, op.get("per"), land))
    pieces = {**op["pieces"], "kinds": [k for k in op["pieces"]["kinds"] if k in INVADER_KINDS]}

    def act(label: str) -> None:
        ops.downgrade(run.state, land, run.state.find(land, label))

    _select_loop(run, land, pieces, count, "downgrade.piece", act)


def _op_replace(run: Run, op: Op, land: str | None) -> None:
    land = _need_land(land, op)
    count = _count_mode(op["count"], _mult(run, op.get("per"), land))
    pieces = {**op["pieces"], "kinds": [k for k in op["pieces"]["kinds"] if k in PIECE_KINDS]}
    new = op["with"]
    new_kinds = [k for k in new["pieces"]["kinds"] if k in PIECE_KINDS]

    def act(label: str) -> None:
        kind = decide(run.choices, "replace.kind", new_kinds, context=f"replace {label}")
        if kind is None:
            return
        state = run.state
        ops.replace_piece(state, land, state.find(land, label), [kind] * int(new.get("n", 1)))

    _select_loop(run, land, pieces, count, "replace.piece", act)


def _op_move(run: Run, op: Op, land: str | None) -> None:
    src = _place(run, op["from"], land, "move.source") if op.get("from") else land
    src = _need_land(src, op)
    dst = _place(run, op["to"], src, "move.destination")
    if dst is None:
        return
    count = _count_mode(op["count"], _mult(run, op.get("per"), src))
    if dst == src:
        return
    _select_loop(
        run,
        src,
        op["pieces"],
        count,
        "move.piece",
        lambda lb: _move_token(run, src, dst, lb, "move"),
    )


def _op_skip(run: Run, op: Op, land: str | None) -> None:
    land = _need_land(land, op)
    mods = run.state.land(land).mods
    actions: list[str] = list(op.get("actions", []))
    adding = op.get("adding")
    keys: list[str] = []
    for action in actions:
        if adding and action == "build":
            keys += [f"build+{k}" for k in adding.get("kinds", [])]
        else:
            keys.append(action)
    mode, k = _count_mode(op["count"], 1)
    if mode in ("all", "any"):
        mods.skip_all.update(keys)
        run.state.log.append(f"{land}: skip all {'/'.join(keys)} this round")
        return
    for _ in range(k):
        key = decide(
            run.choices,
            "skip.action",
            keys,
            context=f"{run.name}: which invader action to skip in {land}",
            min=0 if mode == "up_to" else 1,
        )
        if key is None:
            break
        mods.skip_next[key] += 1
        run.state.log.append(f"{land}: skip the next {key}")


def _op_gain_energy(run: Run, op: Op, land: str | None) -> None:
    n = int(op.get("amount", 0)) * _mult(run, op.get("per"), land)
    for name in run.spirits_for(op.get("who")):
        run.state.spirits[name].energy += n
        run.state.log.append(f"{name} gains {n} energy")


def _op_gain_card(run: Run, op: Op, land: str | None) -> None:
    deck = op.get("deck") or "minor|major"
    if op.get("from") == "not_kept":
        deck = f"{deck} (not kept)"
    for name in run.spirits_for(op.get("who")):
        for _ in range(int(op.get("n", 1))):
            run.state.spirits[name].pending_cards.append(deck)
        run.state.log.append(f"{name} gains {op.get('n', 1)} {deck} power card(s)")


def _op_gain_elements(run: Run, op: Op, land: str | None) -> None:
    for name in run.spirits_for(op.get("who")):
        if op.get("same"):
            picked = list(run.chosen_elements)
        else:
            picked = choose_many(
                run.choices,
                "elements.choose",
                list(ELEMENTS),
                count=int(op.get("n", 1)),
                context=f"{name} gains different elements",
            )
            run.chosen_elements = list(picked)
        for el in picked:
            run.state.spirits[name].elements[el] += 1
        run.state.log.append(f"{name} gains elements {', '.join(picked) or 'none'}")


def _op_repeat(run: Run, op: Op, land: str | None) -> None:
    if run.repeating:
        run.state.log.append(f"{run.name}: a repeat inside a repeat does nothing")
        return
    where = run.target_land
    if op.get("in"):
        where = _place(run, op["in"], land, "repeat.land")
        if where is None:
            return
    run.state.log.append(f"{run.name}: repeat" + (f" in {where}" if where else ""))
    saved_target = run.target_land
    run.repeating = True
    run.target_land = where
    try:
        _run_ops(run, run.top_ops, where)
    finally:
        run.repeating = False
        run.target_land = saved_target


def _op_modifier(run: Run, op: Op, land: str | None) -> None:
    state = run.state
    name = op.get("name")
    if name == "health":
        land = _need_land(land, op)
        mods = state.land(land).mods
        for kind in op.get("pieces", {}).get("kinds", []):
            if kind in PIECE_KINDS:
                mods.health_bonus[kind] += int(op.get("amount", 0))
        state.log.append(f"{land}: {op['pieces']['kinds']} health {op.get('amount', 0):+d}")
        doomed = [p for p in state.pieces(land) if p.damage >= state.health(land, p.kind)]
        for p in doomed:  # keep the state consistent while they are destroyed one by one
            p.damage = state.health(land, p.kind) - 1
        for p in doomed:
            ops.destroy_piece(state, land, p, cause="lowered health")
        return
    if name == "prevent":
        land = _need_land(land, op)
        mods = state.land(land).mods
        for kind in op.get("pieces", {}).get("kinds", []):
            for verb in op.get("verbs", []):
                mods.prevent.add((kind, verb))
                if kind == "blight" and verb == "added":
                    mods.blight_blocked = True
        state.log.append(f"{land}: {op['pieces']['kinds']} cannot be {op.get('verbs')}")
        return
    if name == "damage_each_other":
        land = _need_land(land, op)
        a = [k for k in op["pieces"]["kinds"] if k in PIECE_KINDS]
        b = [k for k in op["other"]["kinds"] if k in PIECE_KINDS]
        a_attack = sum(ATTACK[p.kind] for p in state.pieces(land, *a))
        b_attack = sum(ATTACK[p.kind] for p in state.pieces(land, *b))
        state.log.append(f"{land}: {a} deal {a_attack} damage to {b}, {b} deal {b_attack} back")
        ops.distribute_damage(state, land, a_attack, b, run.choices, cause=run.name)
        ops.distribute_damage(state, land, b_attack, a, run.choices, cause=run.name)
        return
    who = op.get("who")
    spirits = run.spirits_for(who) if who else ([run.spirit] if run.spirit else [None])
    for spirit in spirits:
        effect = {k: v for k, v in op.items() if k != "op"}
        effect["spirit"] = spirit
        effect["land"] = land
        state.round_effects.append(effect)
    state.log.append(f"this round: {name} for {', '.join(str(s) for s in spirits)}")


def _op_optional(run: Run, op: Op, land: str | None) -> None:
    names = run.spirits_for(op.get("who"))
    payer = run.state.spirits.get(names[0]) if names else None
    cost = int((op.get("cost") or {}).get("energy", 0))
    can_pay = cost == 0 or (payer is not None and payer.energy >= cost)
    answer = "no"
    if can_pay:
        label = f"pay {cost} energy" if cost else "do it"
        got = decide(run.choices, "optional", ["yes", "no"], context=f"{run.name}: {label}?")
        answer = got or "no"
    if answer == "yes":
        if cost and payer is not None:
            payer.energy -= cost
            run.state.log.append(f"{payer.name} pays {cost} energy")
        _run_ops(run, op.get("then", []), land)
    else:
        _run_ops(run, op.get("else", []) or [], land)


def _op_if(run: Run, op: Op, land: str | None) -> None:
    branch = "then" if _cond(run, op["cond"], land, land) else "else"
    _run_ops(run, op.get(branch) or [], land)


def _op_threshold(run: Run, op: Op, land: str | None) -> None:
    branch = "then" if _has_elements(run, op.get("elements", {})) else "else"
    _run_ops(run, op.get(branch) or [], land)


def _op_choice(run: Run, op: Op, land: str | None) -> None:
    options: list[Ops] = op.get("options", [])
    numbers = list(range(1, len(options) + 1))
    summary = "; ".join(
        f"{i}: {', '.join(o.get('op', '?') for o in body)}"
        for i, body in zip(numbers, options, strict=True)
    )
    picked = decide(run.choices, "choice", numbers, context=f"{run.name}: {summary}")
    if picked is not None:
        _run_ops(run, options[picked - 1], land)


def _op_for_each(run: Run, op: Op, land: str | None) -> None:
    times = _mult(run, op.get("query"), land)
    for _ in range(times):
        _run_ops(run, op.get("do", []), land)


def _op_in_lands(run: Run, op: Op, land: str | None) -> None:
    lands = _landset(run, op.get("lands", {}), land)
    quant = op.get("quant", "each")
    if quant == "each":
        for one in lands:
            _run_ops(run, op.get("do", []), one)
        return
    if quant == "different":
        lands = [x for x in lands if x not in run.picked_lands]
    picked = decide(run.choices, "land.choose", lands, context=f"{run.name}: {quant} land")
    if picked is None:
        return
    run.picked_lands.add(picked)
    _run_ops(run, op.get("do", []), picked)


def _op_each_player(run: Run, op: Op, land: str | None) -> None:
    saved = (run.spirit, run.target_spirit)
    shared: set[str] = set()
    try:
        for name in list(run.state.spirits):
            run.spirit, run.target_spirit = name, name
            run.picked_lands = shared
            _run_ops(run, op.get("do", []), land)
    finally:
        run.spirit, run.target_spirit = saved
        run.picked_lands = set()


def _op_trigger(run: Run, op: Op, land: str | None) -> None:
    state = run.state
    event = op.get("event", {})
    body: Ops = op.get("do", [])
    if "past" not in event:
        state.round_effects.append(
            {"name": f"trigger:{event.get('kind')}", "spirit": run.spirit, "do": body}
        )
        state.log.append(f"this round: after {event.get('kind')} ({run.spirit})")
        return
    where = _need_land(land, op)
    past = str(event["past"])
    pieces = event.get("pieces", {})
    trigger_id = f"{run.id}/trigger{next(_RUN_IDS)}"
    owner = Run(
        state=state,
        choices=run.choices,
        top_ops=body,
        spirit=run.spirit,
        target_land=where,
        source_land=run.source_land,
        target_spirit=run.target_spirit,
        elements=run.elements,
        name=f"{run.name} (trigger)",
        id=trigger_id,
        repeating=True,
    )

    def listener(st: State, ev: Event) -> None:
        if ev.source is not None and (
            ev.source == trigger_id or ev.source.startswith(trigger_id + ".")
        ):
            return  # a trigger's own results never trigger it
        if ev.op != PAST_TO_OP.get(past) or ev.kind is None:
            return
        at = ev.to if past in MOVING else ev.land
        if at != where or not owner.kind_matches(ev.kind, pieces, query=True):
            return
        sub = replace(owner, trigger_events=[ev], id=f"{trigger_id}.{next(_RUN_IDS)}")
        st.log.append(f"{where}: trigger of {run.name} ({ev.op} {ev.kind})")
        _run_at(sub, body, where)

    state.listeners.append(listener)
    state.log.append(f"{where}: this round, after {'/'.join(pieces.get('kinds', []))} {past}: …")


OPS: dict[str, Callable[[Run, Op, str | None], None]] = {
    "fear": _op_fear,
    "damage": _op_damage,
    "defend": _op_defend,
    "push": _op_push,
    "gather": _op_gather,
    "destroy": _op_destroy,
    "remove": _op_remove,
    "add": _op_add,
    "downgrade": _op_downgrade,
    "replace": _op_replace,
    "move": _op_move,
    "skip": _op_skip,
    "gain_energy": _op_gain_energy,
    "gain_card": _op_gain_card,
    "gain_elements": _op_gain_elements,
    "repeat": _op_repeat,
    "modifier": _op_modifier,
    "optional": _op_optional,
    "if": _op_if,
    "threshold": _op_threshold,
    "choice": _op_choice,
    "for_each": _op_for_each,
    "in_lands": _op_in_lands,
    "each_player": _op_each_player,
    "trigger": _op_trigger,
}


def _run_ops(run: Run, body: Sequence[Op], land: str | None) -> None:
    for op in body:
        name = op.get("op")
        handler = OPS.get(str(name))
        if handler is None:
            raise ExecutionError(f"unknown operation {name!r}")
        handler(run, op, land)


def _with_source(run: Run, fn: Callable[[], None]) -> None:
    state = run.state
    saved = state.source
    state.source = run.id
    try:
        fn()
    finally:
        state.source = saved
        state.dispatch_events()
        state.update_result()


def _run_at(run: Run, body: Sequence[Op], land: str | None) -> None:
    _with_source(run, lambda: _run_ops(run, body, land))


def execute(
    ops_: Ops,
    state: State,
    choices: ChoiceProvider,
    *,
    spirit: str | None = None,
    target_land: str | None = None,
    source_land: str | None = None,
    target_spirit: str | None = None,
    elements: Mapping[str, int] | None = None,
    name: str = "power",
) -> Run:
    """Execute compiled operations; returns the :class:`Run` (its ``events`` = bookkeeping)."""
    if target_land is not None:
        state.land(target_land)
    run = Run(
        state=state,
        choices=choices,
        top_ops=list(ops_),
        spirit=spirit,
        target_land=target_land,
        source_land=source_land,
        target_spirit=target_spirit,
        elements=elements,
        name=name,
        id=f"run{next(_RUN_IDS)}",
    )
    state.log.append(f"== {name}" + (f" on {target_land}" if target_land else ""))
    _with_source(run, lambda: _run_ops(run, run.top_ops, target_land))
    _after_power(run)
    return run


def _after_power(run: Run) -> None:
    """Spirit triggers "after your power defends a single land"."""
    if run.spirit is None:
        return
    defended = {e.land for e in run.events if e.op == "defend"}
    if len(defended) != 1:
        return
    land = next(iter(defended))
    for eff in list(run.state.round_effects):
        if eff.get("name") == "trigger:defend" and eff.get("spirit") == run.spirit:
            sub = Run(
                state=run.state,
                choices=run.choices,
                top_ops=eff["do"],
                spirit=run.spirit,
                target_land=land,
                name=f"{run.name} (after defend)",
                id=f"{run.id}/defend{next(_RUN_IDS)}",
                repeating=True,
            )
            _run_at(sub, sub.top_ops, land)


def on_growth_presence(state: State, spirit: str, land: str, choices: ChoiceProvider) -> None:
    """Call after ``spirit`` adds presence in growth: runs its "growth_presence" triggers."""
    for eff in list(state.round_effects):
        if eff.get("name") == "trigger:growth_presence" and eff.get("spirit") == spirit:
            sub = Run(
                state=state,
                choices=choices,
                top_ops=eff["do"],
                spirit=spirit,
                target_land=land,
                name=f"{spirit} (after growth presence)",
                id=f"growth{next(_RUN_IDS)}",
                repeating=True,
            )
            _run_at(sub, sub.top_ops, land)
