"""Spirit Island's operations: every name its compiler may emit (the engine executes each).

The catalogue, with an example per operation, is ``rulesets/spirit_island/docs/reference/ir.md``.
"""

from __future__ import annotations

from cardsmith.dsl.ir import CORE_OP_NAMES

#: every operation name the compiler may emit (the engine must execute each)
OP_NAMES = (
    "fear",
    "damage",
    "defend",
    "push",
    "gather",
    "destroy",
    "remove",
    "add",
    "downgrade",
    "replace",
    "move",
    "skip",
    "gain_energy",
    "gain_card",
    "gain_elements",
    "modifier",
    "in_lands",
    "each_player",
    "at_sacred_sites",
    "isolate",
    "strife_damage",
    "invader_action",
    "destroy_fewer",
    "forget_card",
    "reclaim",
    "play_card",
    "take_card",
    "lasting",
    "pay",
    "mark",
    "cost",
    "each_board",
    "choose_spirit",
    "swap_card",
    "cease",
    "board_actions",
    "add_setup",
    "any_times",
    "joint_optional",
    "escape",
    "abduct",
    "empower",
    "threshold",
    *CORE_OP_NAMES,
)
