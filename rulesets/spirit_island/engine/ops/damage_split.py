"""Split damage: ``split this power's damage among target land and [up to N] LANDS`` (the
``split_damage`` modifier of a power, read by its damage in the target land)."""

from __future__ import annotations

from cardsmith.dsl.ir import Op, Ops
from cardsmith.engine.choices import decide
from cardsmith.rulesets.spirit_island.engine.changes import damage as ops
from cardsmith.rulesets.spirit_island.engine.effects.run import Run
from cardsmith.rulesets.spirit_island.engine.effects.selectors import has_elements, landset


def split_spec(run: Run, body: Ops) -> Op | None:
    """The power's ``split_damage`` modifier, if a level / threshold that is met holds it."""
    for o in body:
        if o.get("op") == "modifier" and o.get("name") == "split_damage":
            return o
        if o.get("op") == "threshold":
            met = has_elements(run, o.get("elements") or {})
            found = split_spec(run, list(o.get("then" if met else "else") or []))
            if found is not None:
                return found
    return None


def damage_split(run: Run, land: str, amount: int, kinds: list[str], split: Op) -> None:
    """``split this power's damage among target land and [up to N] LANDS``: point by point,
    the player picks the target land or one of those (``damage.land``); at most N of them
    over the whole power (``run.split_lands``)."""
    state = run.state
    cap = split.get("up_to")
    for i in range(amount):
        others = [x for x in landset(run, split["lands"], land) if x != land]
        if cap is not None and len(run.split_lands) >= int(cap):
            others = [x for x in others if x in run.split_lands]
        spots = [x for x in [land, *others] if state.pieces(x, *kinds)]
        if not spots:
            return
        where = spots[0] if len(spots) == 1 else decide(
            run.choices, "damage.land", spots, context=f"{run.name}: damage {i + 1}"
        )
        if where is None:
            return
        if where != land and where not in run.split_lands:
            run.split_lands.append(str(where))
        ops.distribute_damage(state, str(where), 1, kinds, run.choices, cause=run.name)
