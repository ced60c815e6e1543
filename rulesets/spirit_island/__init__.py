"""The Spirit Island ruleset: its words, grammar, engine, schemas, scenarios and pages.

``RULESET`` is what the ``cardsmith.rulesets`` entry point ``spirit-island`` names; every hook
of :class:`cardsmith.tools.ruleset.Ruleset` that Spirit Island fills is wired here.
"""

from __future__ import annotations

from pathlib import Path

from cardsmith.rulesets.spirit_island import keywords as W
from cardsmith.rulesets.spirit_island import vocabulary as V
from cardsmith.rulesets.spirit_island.content import compile_record
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE
from cardsmith.rulesets.spirit_island.lint import RULES
from cardsmith.rulesets.spirit_island.lint.text import TEXT_CHECK
from cardsmith.rulesets.spirit_island.pages import PAGES
from cardsmith.rulesets.spirit_island.pages.printing import PRINTING
from cardsmith.rulesets.spirit_island.scaffolds import SCAFFOLDS
from cardsmith.rulesets.spirit_island.scenarios import SCENARIOS
from cardsmith.rulesets.spirit_island.search import SEARCH
from cardsmith.rulesets.spirit_island.simulate import SIMULATOR
from cardsmith.tools.ruleset import Capabilities, ContentKind, Ruleset

HERE = Path(__file__).resolve().parent

KINDS = (
    ContentKind(
        name="power",
        schema="power.schema.json",
        folders=("powers",),
        plural="powers",
        title="Power cards",
        aliases=("minor", "major", "unique"),
        named=True,
        summary=("cost", "speed", "elements", "range", "target", "spirit"),
    ),
    ContentKind(name="spirit", schema="spirit.schema.json", folders=("spirits",), plural="spirits",
                title="Spirits", named=True),
    ContentKind(name="fear", schema="fear.schema.json", folders=("fear",), plural="fear",
                title="Fear cards", named=True),
    ContentKind(name="blight", schema="blight-card.schema.json", folders=("blight",),
                plural="blight", title="Blight cards", aliases=("blight-card",), named=True,
                summary=("side", "blight_per_player", "when")),
    ContentKind(name="event", schema="event.schema.json", folders=("events",),
                plural="events", title="Event cards", aliases=("event-card",), named=True,
                summary=("set", "kind")),
    ContentKind(name="adversary", schema="adversary.schema.json", folders=("adversaries",),
                plural="adversaries", title="Adversaries", named=True,
                summary=("set", "base_difficulty")),
    ContentKind(name="aspect", schema="aspect.schema.json", folders=("aspects",),
                plural="aspects", title="Aspects", named=True, summary=("spirit", "set")),
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
        "piece spellings": W.PIECE_SPELLINGS,
        "places": W.PLACES,
        "past verbs": V.PAST_VERBS,
        "keywords": W.KEYWORDS,
    },
    kinds=KINDS,
    schemas_dir=HERE / "schemas",
    compile_record=compile_record,
    lint_rules=RULES,
    text_check=TEXT_CHECK,
    scaffolds=SCAFFOLDS,
    scenarios=SCENARIOS,
    pages=PAGES,
    printing=PRINTING,
    search=SEARCH,
    simulator=SIMULATOR,
    docs=HERE / "docs",
    capabilities=Capabilities(players=(1, 6), cooperative=True, can_test=True, can_simulate=True),
)
