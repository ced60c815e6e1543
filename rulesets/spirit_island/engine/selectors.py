"""Evaluating the IR's shared shapes for a :class:`~run.Run`: counts, piece selection
loops, ``per`` multipliers, land sets, conditions, places and element thresholds."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.choices import decide
from rulesets.spirit_island.engine.run import ExecutionError, Run


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
def mult(run: Run, per: Mapping[str, Any] | None, land: str | None) -> int:
    if not per:
        return 1
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
            total += run.count_past(past, pieces, one)
        elif one is not None:
            total += run.count_in(one, pieces)
    if "max" in per and per["max"] is not None:
        total = min(total, int(per["max"]))
    return total


def _within(distance: int | None, d: int) -> bool:
    return distance is not None and distance <= d  # 0 (the land itself) counts


def landset(run: Run, spec: Mapping[str, Any], here: str | None) -> list[str]:
    """The lands of the island matching ``spec`` (relative keys: to the land ``here``)."""
    if (spec.get("adjacent") or spec.get("other") or spec.get("same_board")) and here is None:
        raise ExecutionError("a land set relative to the current land needs a land")
    holders = _holders(run, spec)
    return [x for x in run.state.island.land_ids() if land_in(run, spec, x, here, holders)]


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
    if spec.get("coastal") and not land.coastal:
        return False
    if spec.get("inland") and land.coastal:
        return False
    if spec.get("terrains") and land.terrain not in spec["terrains"]:
        return False
    if spec.get("same_board") and here is not None and land.board != island.land(here).board:
        return False
    if run.board is not None and land.board != run.board:
        return False
    if spec.get("marked") and land_id not in run.marked:
        return False
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


def cond(run: Run, spec: Mapping[str, Any], land: str | None, here: str | None = None) -> bool:
    state = run.state
    if "target_is" in spec:
        if land is None:
            return False
        info = state.island.land(land)
        wanted = spec["target_is"]
        return (
            info.terrain in wanted
            or ("coastal" in wanted and info.coastal)
            or ("inland" in wanted and not info.coastal)
        )
    if "has" in spec:
        if "in" in spec:  # "on the island" / in a land set: summed over its lands
            n = sum(run.count_in(x, spec["has"]) for x in landset(run, spec["in"], land))
        else:
            n = run.count_in(land, spec["has"]) if land else 0
        return _compare(n, spec)
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
    if "more_than_here" in spec:
        if land is None or here is None:
            return False
        return run.count_in(land, spec["more_than_here"]) > run.count_in(
            here, spec["more_than_here"]
        )
    if "outnumber" in spec:
        a, b = spec["outnumber"]
        return land is not None and run.count_in(land, a) > run.count_in(land, b)
    if "did" in spec:
        return run.count_past(spec["did"]["past"], spec["did"].get("pieces", {}), None) > 0
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
