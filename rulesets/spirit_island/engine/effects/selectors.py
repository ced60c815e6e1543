"""Evaluating the IR's shared shapes for a :class:`~.effects.run.Run`: counts, piece selection
loops, ``per`` multipliers, land sets, conditions, places and element thresholds."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardsmith.engine.choices import decide
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError, Run
from cardsmith.rulesets.spirit_island.engine.rules.land_filters import land_matches
from cardsmith.rulesets.spirit_island.engine.rules.treat_as import treated_terrain
from cardsmith.rulesets.spirit_island.engine.state.model import Piece


# --- counts -------------------------------------------------------------------------------
def count_mode(count: Mapping[str, Any], mult: int) -> tuple[str, int]:
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
    for mode in ("half", "up_to_half"):  # k: 1 to round up; resolved by :func:`select_loop`
        if mode in count:
            return mode, int(count[mode] == "up")
    raise ExecutionError(f"unknown count {dict(count)!r}")


def select_loop(
    run: Run,
    land: str,
    pieces: Mapping[str, Any],
    count: tuple[str, int],
    decision: str,
    act: Callable[[str], None],
) -> int:
    """Pick matching things in ``land`` one at a time and ``act`` on each; returns how many."""
    mode, k = count
    if mode in ("half", "up_to_half"):  # half the matching pieces there now, rounded
        n = run.units(land, pieces)
        mode, k = ("n" if mode == "half" else "up_to"), n // 2 + (n % 2) * k
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


def pick_distinct(
    run: Run,
    pieces: Sequence[Piece],
    count: tuple[str, int],
    decision: str,
    context: Callable[[int, int], str],
) -> list[Piece]:
    """Different pieces of ``pieces``, asked one at a time by label (``context(i, limit)``
    words the ``i``-th question): ``count``'s number of them (``n``: exactly, as far as
    there are; ``up_to`` and the rest: the player may stop; anything but a number: up to all)."""
    mode, k = count
    limit = k if mode in ("n", "up_to") else len(pieces)
    picked: list[Piece] = []
    while len(picked) < limit:
        rest = [p for p in pieces if all(p is not q for q in picked)]
        labels = sorted({p.label for p in rest}, key=[p.label for p in rest].index)
        label = decide(
            run.choices,
            decision,
            labels,
            context=context(len(picked) + 1, limit),
            min=1 if mode == "n" else 0,
        )
        if label is None:
            break
        picked.append(next(p for p in rest if p.label == label))
    return picked


# --- evaluation -----------------------------------------------------------------------------
def mult(run: Run, per: Mapping[str, Any] | None, land: str | None) -> int:
    if not per:
        return 1
    total = _per_total(run, per, land)
    if per.get("divisor"):
        total //= int(per["divisor"])
    total = max(0, total - int(per.get("minus") or 0))
    if "max" in per and per["max"] is not None:
        total = min(total, int(per["max"]))
    return total


def _per_total(run: Run, per: Mapping[str, Any], land: str | None) -> int:
    """The raw count of a ``per`` query (before ``divisor`` / ``minus`` / ``max``)."""
    state = run.state
    if "lands" in per:  # "per adjacent land with your presence": lands, not pieces
        return len(landset(run, per["lands"], land))
    if "kinds_of" in per:  # "type of badlands/strife added": how many kinds
        return len(kinds_done(run, per))
    if per.get("players"):
        return len(state.spirits)
    if per.get("terror_level"):
        return state.terror_level
    if per.get("impending"):  # Dances Up Earthquakes' impending cards (set aside, not in play)
        names = run.spirits_for(str(per["impending"]))
        return sum(len(state.spirits[n].impending) for n in names if n in state.spirits)
    if per.get("cards_played"):  # "per power card they played (this turn)"
        names = run.spirits_for(str(per["cards_played"]))
        return sum(len(state.spirits[n].played) for n in names if n in state.spirits)
    if per.get("energy_paid"):
        return run.energy_paid
    if per.get("energy"):  # the spirit's energy ("you have at least 1 energy")
        names = run.spirits_for(str(per["energy"]))
        return sum(state.spirits[n].energy for n in names if n in state.spirits)
    if per.get("fear"):  # the fear generated by the event that set off the trigger
        return sum(e.count for e in run.trigger_events or [] if e.op == "fear")
    if per.get("land_damage"):  # "per damage dealt to the land" (a land_damaged trigger's)
        return sum(e.count for e in run.trigger_events or [] if e.op == "land_damage")
    if per.get("invader_discard"):  # "per card in the invader discard"
        return len(state.invader_discard)
    if "element_sets" in per:  # whole sets of elements: the fewest of (have // amount)
        spirit = state.spirits.get(run.spirit or "")
        sets = dict(per["element_sets"])

        def _have(el: str) -> int:
            if run.elements is not None:
                return int(run.elements.get(el, 0))
            return spirit.element_count(el) if spirit else 0

        return min((_have(str(el)) // max(int(n), 1) for el, n in sets.items()), default=0)
    if "track_elements" in per:  # "fire showing on your presence tracks": uncovered slots
        spirit = state.spirits.get(run.spirit or "")
        tracks = spirit.tracks if spirit is not None else None
        shown = tracks.elements() if tracks is not None else {}
        return sum(int(shown.get(el, 0)) for el in per["track_elements"])
    if "elements" in per:
        spirit = state.spirits.get(run.spirit or "")
        if run.elements is not None:
            return sum(int(run.elements.get(el, 0)) for el in per["elements"])
        return sum(spirit.element_count(el) for el in per["elements"]) if spirit else 0
    if per.get("boards"):
        where = per["boards"].get("where", []) if isinstance(per["boards"], Mapping) else []
        hits: dict[str, bool] = {}
        for x in state.island.land_ids():
            board = state.island.land(x).board
            hits[board] = hits.get(board, False) or all(cond(run, c, x, land) for c in where)
        return sum(hits.values())
    pieces = per.get("pieces", {})
    where = per.get("in")
    past = per.get("past")
    if where is None or where == "here":
        lands: list[str | None] = [land]
    else:
        lands = list(landset(run, where, land))
    total = 0
    for one in lands:
        if past is not None:
            since = run.damage_mark if per.get("by_damage") else 0
            total += run.count_past(past, pieces, one, since=since)
        elif one is not None:
            total += run.count_in(one, pieces)
    return total


def kinds_done(run: Run, query: Mapping[str, Any]) -> list[str]:
    """The kinds of ``kinds_of`` this power ``past``-ed at least once (in their order)."""
    kinds = query["kinds_of"].get("kinds", [])
    past = str(query.get("past", "added"))
    return [k for k in kinds if run.count_past(past, {"kinds": [k]}, None) > 0]


def _within(distance: int | None, d: int) -> bool:
    return distance is not None and distance <= d  # 0 (the land itself) counts


def landset(run: Run, spec: Mapping[str, Any], here: str | None) -> list[str]:
    """The lands of the island matching ``spec`` (relative keys: to the land ``here``);
    ``{place: P}``: the off-board place P, when in play."""
    if "place" in spec:
        return [spec["place"]] if run.state.island.is_place(spec["place"]) else []
    relative = spec.get("adjacent") or spec.get("other") or spec.get("same_board")
    if (relative or "range" in spec) and here is None:
        raise ExecutionError("a land set relative to the current land needs a land")
    holders = _holders(run, spec)
    found = [x for x in run.state.island.land_ids() if land_in(run, spec, x, here, holders)]
    if spec.get("lowest"):  # "the lowest-numbered land …": the first of each board
        boards: set[str] = set()
        firsts = []
        for x in found:
            board = run.state.island.land(x).board
            if board not in boards:
                boards.add(board)
                firsts.append(x)
        found = firsts
    return found


def _holders(run: Run, spec: Mapping[str, Any]) -> list[str]:
    """The lands a ``within`` land set counts from (those holding its pieces)."""
    within = spec.get("within")
    if not within:
        return []
    return [x for x in run.state.island.land_ids() if run.count_in(x, within["of"]) > 0]


def land_in(
    run: Run,
    spec: Mapping[str, Any],
    land_id: str,
    here: str | None,
    holders: list[str] | None = None,
) -> bool:
    """Does ``land_id`` match the land set ``spec`` now (relative keys: to ``here``)?
    ``holders``: the lands holding the ``within`` pieces, when already known."""
    island = run.state.island
    land = island.land(land_id)
    if spec.get("adjacent") and not island.is_adjacent(here or "", land_id):
        return False
    if spec.get("other") and land_id == here:
        return False
    if "range" in spec and not _within(island.distance(here or "", land_id), int(spec["range"])):
        return False  # "within 2 Range" of the current land (the land itself is range 0)
    if spec.get("coastal") and not land.coastal:
        return False
    if spec.get("inland") and land.coastal:
        return False
    if spec.get("terrains") and not _terrain_in(run, land_id, spec["terrains"]):
        return False
    if spec.get("same_board") and here is not None and land.board != island.land(here).board:
        return False
    if run.board is not None and land.board != run.board:
        return False
    if spec.get("marked") and land_id not in run.marked:
        return False
    if spec.get("origin") and land_id != run.source_land:  # the land the power was used from
        return False
    if spec.get("targets") and land_id != run.target_land and land_id not in run.more_targets:
        return False  # the power's target land(s)
    within = spec.get("within")
    if within:
        if holders is None:
            holders = _holders(run, spec)
        d = int(within["distance"])
        if not any(_within(island.distance(land_id, h), d) for h in holders):
            return False
    moved = spec.get("moved_to")
    if moved and land_id not in run.lands_moved_to(moved["past"], moved.get("pieces")):
        return False
    return all(cond(run, c, land_id, here) for c in spec.get("where", []))


def _terrain_in(run: Run, land_id: str, terrains: Any) -> bool:
    """Is the land of one of ``terrains`` — printed, or as the acting spirit's actions treat it
    (``treat_as``: "spirit actions treat your sacred sites as also wetland")?"""
    if run.state.island.land(land_id).terrain in terrains:
        return True
    return any(treated_terrain(run.state, run.spirit, land_id, str(t)) for t in terrains)


def cond(run: Run, spec: Mapping[str, Any], land: str | None, here: str | None = None) -> bool:
    state = run.state
    if "target_is" in spec:
        if land is None:
            return False
        info = state.island.land(land)
        wanted = spec["target_is"]
        return (
            land in wanted  # an off-board place by its id
            or _terrain_in(run, land, wanted)
            or ("coastal" in wanted and info.coastal)
            or ("inland" in wanted and not info.coastal)
        )
    if "has" in spec:
        if "in" in spec:  # "on the island" / in a land set: summed over its lands
            n = sum(run.count_in(x, spec["has"]) for x in landset(run, spec["in"], land))
        elif spec.get("or_adjacent"):  # "invaders present or adjacent"
            near = [land, *state.island.adjacent(land)] if land else []
            n = sum(run.count_in(x, spec["has"]) for x in near)
        else:
            n = run.count_in(land, spec["has"]) if land else 0
        return _compare(n, spec)
    if "lands" in spec:  # "any adjacent land with wilds" / "no adjacent land with …"
        return _compare(len(landset(run, spec["lands"], land)), spec)
    if "origin_is" in spec:  # "the origin land is your sacred site"
        origin = run.source_land
        return origin is not None and any(
            land_matches(state, run.spirit, origin, w) for w in spec["origin_is"]
        )
    if "adjacent_has" in spec:
        near = state.island.adjacent(land) if land else []
        return _compare(sum(run.count_in(x, spec["adjacent_has"]) for x in near), spec)
    if "terror_level" in spec:
        return _compare(state.terror_level, spec["terror_level"])
    if "matches_card" in spec:
        if land is None:
            return False
        info = state.island.land(land)
        return any(
            t == info.terrain or (t == "coastal" and info.coastal)
            for card in state.slots.get(str(spec["matches_card"]), [])
            for t in card.terrains
        )
    if "same_as_here" in spec:  # "with the same terrain", "that is also coastal/inland"
        if land is None or here is None:
            return False
        there, base = state.island.land(land), state.island.land(here)
        if spec["same_as_here"] == "coastal":
            return there.coastal == base.coastal
        return there.terrain == base.terrain
    if "more_than_here" in spec:
        if land is None or here is None:
            return False
        return run.count_in(land, spec["more_than_here"]) > run.count_in(
            here, spec["more_than_here"]
        )
    if "count" in spec:  # "you have at least N impending cards" / "… as many … as …"
        n = _per_total(run, spec["count"], land)
        if "at_least_count" in spec:
            return n >= _per_total(run, spec["at_least_count"], land)
        if "at_most" in spec:
            return n <= int(spec["at_most"])
        return n >= int(spec.get("at_least", 1))
    if "outnumber" in spec:
        a, b = spec["outnumber"]
        return land is not None and run.count_in(land, a) > run.count_in(land, b)
    if "incarna_empowered" in spec:  # "your incarna is empowered"
        names = run.spirits_for(str(spec["incarna_empowered"]))
        return any(state.spirits[n].incarna_empowered for n in names if n in state.spirits)
    if "did" in spec:
        return run.count_past(spec["did"]["past"], spec["did"].get("pieces", {}), None) > 0
    if "card_provides" in spec:  # the card turned from a deck (``deck_top``)
        turned = state.cards.powers.get(run.turned or "")
        return turned is not None and str(spec["card_provides"]) in turned.elements
    if "another_spirit" in spec:
        return run.target_spirit is not None and run.target_spirit != run.spirit
    if "sacred_sites_at_least" in spec:
        spirit = state.spirits.get(run.spirit or "")
        return spirit is not None and len(spirit.sacred_sites()) >= int(
            spec["sacred_sites_at_least"]
        )
    if "not" in spec:
        return not cond(run, spec["not"], land, here)
    if "all" in spec:
        return all(cond(run, c, land, here) for c in spec["all"])
    if "any" in spec:
        return any(cond(run, c, land, here) for c in spec["any"])
    raise ExecutionError(f"unknown condition {dict(spec)!r}")


def _compare(n: int, spec: Mapping[str, Any]) -> bool:
    """``n`` against ``at_least`` / ``at_most`` / ``exactly`` (none given: at least 1)."""
    if "exactly" in spec:
        return n == int(spec["exactly"])
    low = int(spec.get("at_least", 0 if "at_most" in spec else 1))
    return n >= low and ("at_most" not in spec or n <= int(spec["at_most"]))


def place(run: Run, spec: Mapping[str, Any], here: str | None, decision: str) -> str | None:
    if spec.get("land") == "target":
        return run.target_land
    if spec.get("land") == "source":
        return run.source_land
    if "place" in spec:  # an off-board place (``to the deep-slumber``); not in play: nowhere
        return spec["place"] if run.state.island.is_place(spec["place"]) else None
    if "choose" in spec:
        lands = landset(run, spec.get("lands", {}), here)
        return decide(run.choices, decision, lands, context=f"{run.name}: choose a land")
    raise ExecutionError(f"unknown place {dict(spec)!r}")


def has_elements(run: Run, needed: Mapping[str, int]) -> bool:
    if run.elements is not None:
        return all(run.elements.get(el, 0) >= int(n) for el, n in needed.items())
    spirit = run.state.spirits.get(run.spirit or "")
    if spirit is None:
        return False
    return all(spirit.element_count(el) >= int(n) for el, n in needed.items())
