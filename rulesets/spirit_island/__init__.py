"""The Spirit Island ruleset: its words, grammar, engine, schemas, scenarios and pages.

``RULESET`` is what the ``cardsmith.rulesets`` entry point ``spirit-island`` names; every hook
of :class:`tools.ruleset.Ruleset` that Spirit Island fills is wired here.
"""

from __future__ import annotations

from pathlib import Path

from rulesets.spirit_island import vocabulary as V
from rulesets.spirit_island.dsl import LANGUAGE
from rulesets.spirit_island.scenarios import SCENARIOS
from rulesets.spirit_island.simulate import SIMULATOR
from tools.ruleset import Capabilities, ContentKind, Ruleset

HERE = Path(__file__).resolve().parent

KINDS = (
    ContentKind(
        name="power",
        schema="power.schema.json",
        folders=("powers",),
        plural="powers",
        title="Power cards",
        aliases=("minor", "major", "unique"),
    ),
    ContentKind(name="spirit", schema="spirit.schema.json", folders=("spirits",), plural="spirits",
                title="Spirits"),
    ContentKind(name="fear", schema="fear.schema.json", folders=("fear",), plural="fear",
                title="Fear cards"),
    ContentKind(name="invader", schema="invader.schema.json", folders=("invaders",),
                plural="invaders", title="Invader cards"),
    ContentKind(name="board", schema="board.schema.json", folders=("boards",), plural="boards",
                title="Island boards"),
)

RULESET = Ruleset(
    name="spirit-island",
    title="Spirit Island",
    language=LANGUAGE,
    words={
        "elements": V.ELEMENTS,
        "terrains": V.TERRAINS,
        "pieces": V.PIECES,
        "invader actions": V.INVADER_ACTIONS,
        "decks": V.DECKS,
    },
    kinds=(),  # KINDS, once the schemas live in HERE / "schemas"
    schemas_dir=None,
    scenarios=SCENARIOS,
    simulator=SIMULATOR,
    capabilities=Capabilities(players=(1, 6), cooperative=True, can_test=True, can_simulate=True),
)
