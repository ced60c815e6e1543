"""After invaders deal damage to a land (its Ravage): the ``land_damaged`` triggers set there
("After Invaders deal 1 or more Damage to target land: …") run in that land, this round's and
the spirits' rules alike; ``per damage dealt to the land`` counts that damage."""

from __future__ import annotations

from cardsmith.engine.choices import ChoiceProvider
from cardsmith.engine.events import Event
from cardsmith.rulesets.spirit_island.engine.effects.run import Run, next_id, run_at
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

#: the op of the event a trigger body counts (``per damage dealt to the land``)
LAND_DAMAGE = "land_damage"


def after_land_damaged(state: State, land: str, damage: int, choices: ChoiceProvider) -> None:
    """Run the ``trigger:land_damaged`` effects of ``land`` (``damage`` >= 1 was dealt)."""
    if damage < 1:
        return
    for eff in [*state.round_effects, *state.spirit_rules]:
        if eff.get("name") != "trigger:land_damaged" or eff.get("land") != land:
            continue
        state.log.append(f"{land}: the invaders dealt {damage} damage to the land: trigger")
        sub = Run(
            state=state,
            choices=choices,
            top_ops=eff["do"],
            spirit=eff.get("spirit"),
            target_land=land,
            name="after the land is damaged",
            id=f"land{next_id()}",
            repeating=True,
            trigger_events=[Event(LAND_DAMAGE, None, land, damage)],
        )
        run_at(sub, sub.top_ops, land)
