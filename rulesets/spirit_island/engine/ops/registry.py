"""The operation registry: every ops family's table of handlers, in one list, and
:data:`.effects.run.OPS` filled from it (an op name handled twice is an error:
:meth:`cardsmith.engine.dispatch.Dispatcher.register`); the game's extension of the core interpreter
(:data:`.flow.EXTENSION`) installed into :data:`.effects.run.INTERPRETER`.

Reading order of the families: pieces, damage, moves, tokens, power cards, the spirit,
modifiers, costs, lasting effects, control flow, the island (boards, lands, invader cards),
off-board places.
"""

from __future__ import annotations

from collections.abc import Mapping

from cardsmith.rulesets.spirit_island.engine.effects.run import INTERPRETER, OPS, Handler
from cardsmith.rulesets.spirit_island.engine.ops.cards import HANDLERS as CARDS
from cardsmith.rulesets.spirit_island.engine.ops.costs import HANDLERS as COSTS
from cardsmith.rulesets.spirit_island.engine.ops.damage import HANDLERS as DAMAGE
from cardsmith.rulesets.spirit_island.engine.ops.flow import EXTENSION
from cardsmith.rulesets.spirit_island.engine.ops.flow import HANDLERS as FLOW
from cardsmith.rulesets.spirit_island.engine.ops.island import HANDLERS as ISLAND
from cardsmith.rulesets.spirit_island.engine.ops.lasting import HANDLERS as LASTING
from cardsmith.rulesets.spirit_island.engine.ops.modifiers import HANDLERS as MODIFIERS
from cardsmith.rulesets.spirit_island.engine.ops.moves import HANDLERS as MOVES
from cardsmith.rulesets.spirit_island.engine.ops.pieces import HANDLERS as PIECES
from cardsmith.rulesets.spirit_island.engine.ops.places import HANDLERS as PLACES
from cardsmith.rulesets.spirit_island.engine.ops.spirit import HANDLERS as SPIRIT
from cardsmith.rulesets.spirit_island.engine.ops.tokens import HANDLERS as TOKENS

#: the handler table of each ops family
HANDLER_TABLES: tuple[Mapping[str, Handler], ...] = (
    PIECES,
    DAMAGE,
    MOVES,
    TOKENS,
    CARDS,
    SPIRIT,
    MODIFIERS,
    COSTS,
    LASTING,
    FLOW,
    ISLAND,
    PLACES,
)

for _table in HANDLER_TABLES:
    for _name, _fn in _table.items():
        OPS.register(_name, _fn)

INTERPRETER.install(EXTENSION)
