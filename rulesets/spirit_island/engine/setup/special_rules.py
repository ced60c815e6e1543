"""Spirit special rules: permanent, game-long effects installed from compiled rule ops.

The tools side compiles each ``special_rules[i].effect`` of a spirit (``LANGUAGE
.compile_text``) and passes the ops; the engine never reads files. A special rule may hold:

- spirit modifiers (``your powers deal +1 damage`` → ``damage_bonus_all``): registered in
  ``State.spirit_rules`` with ``scope: "spirit"``; consulted like this round's effects;
- spirit triggers (``after you defend one land: …``, ``after you add presence in growth: …``,
  ``after you gain a major power card: …``): registered the same way, run by
  :func:`rulesets.spirit_island.engine.ops.execute.after_power`,
  :func:`cardsmith.rulesets.spirit_island.engine.ops.execute.on_growth_presence` and
  ``State.on_card_gained`` (:func:`.ops.execute.on_card_gained`, set here);
- piece triggers (``after your presence destroyed: …``, ``after your powers remove blight:
  …``): a listener for the whole game, anywhere on the island, run in the event's land;
- ``at_sacred_sites`` scopes: live ``scope: "sacred_sites"`` rules consulted by
  ``State.health``, ``State.prevented``, ``State.build_substitute``, ``State.defend_at`` and
  ``rules.invader_modifiers.invader_mods`` in every land where the spirit has a Sacred Site at that
  moment.

Time passing never clears them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from cardsmith.dsl.ir import Op, Ops
from cardsmith.engine.choices import FirstLegal
from cardsmith.rulesets.spirit_island.engine.effects.run import ExecutionError
from cardsmith.rulesets.spirit_island.engine.ops.execute import execute, on_card_gained
from cardsmith.rulesets.spirit_island.engine.rules.invader_modifiers import INVADER_MODIFIERS
from cardsmith.rulesets.spirit_island.engine.state.game_state import State

#: ops a special rule may contain (anything else would act once, not as a rule)
RULE_OPS: tuple[str, ...] = ("modifier", "trigger", "at_sacred_sites")
#: modifiers that act on one land now, not as a spirit-wide rule
LAND_MODIFIERS: tuple[str, ...] = (
    "health",
    "prevent",
    "build_adds",
    "damage_each_other",
    *INVADER_MODIFIERS,
)


def _check_rule(op: Op) -> None:
    name = op.get("op")
    if name not in RULE_OPS:
        raise ExecutionError(f"a special rule may only hold {list(RULE_OPS)}, got {name!r}")
    if name == "modifier" and op.get("name") in LAND_MODIFIERS:
        raise ExecutionError(
            f"modifier {op.get('name')!r} needs a land: wrap it in at_sacred_sites"
        )
    event = op.get("event", {})
    if name == "trigger" and "kind" not in event and "past" not in event:
        raise ExecutionError(
            "a special rule triggers on a spirit event (defend/growth_presence) or on pieces"
        )


def install_special_rules(
    state: State, spirit_key: str, compiled_rule_ops: Sequence[Ops | Iterable[Op]]
) -> list[dict[str, Any]]:
    """Install the special rules of ``spirit_key`` (a spirit already in ``state``) for the game.

    ``compiled_rule_ops`` holds one compiled op list per special rule. Returns the rules added
    to ``state.spirit_rules``. Installing is logged; no decision is asked.
    """
    if spirit_key not in state.spirits:
        raise ExecutionError(
            f"spirit {spirit_key!r} is not in the game (known: {sorted(state.spirits)})"
        )
    rules = [list(ops) for ops in compiled_rule_ops]
    for ops in rules:
        for op in ops:
            _check_rule(op)
    before = len(state.spirit_rules)
    state.on_card_gained = on_card_gained  # "after you gain a major power card: …"
    for i, ops in enumerate(rules):
        execute(
            ops,
            state,
            FirstLegal(),
            spirit=spirit_key,
            name=f"{spirit_key} special rule {i + 1}",
            permanent=True,
        )
    return state.spirit_rules[before:]


def special_rules_of(state: State, spirit_key: str) -> list[dict[str, Any]]:
    """The permanent rules installed for ``spirit_key``."""
    return [r for r in state.spirit_rules if r.get("spirit") == spirit_key]
