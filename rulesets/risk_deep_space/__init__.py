"""Risk Deep Space: the second ruleset (a competitive 2–4 player game of dice, gems and ore on
a galaxy map). Rules as implemented: ``RULES.md``; engine: ``engine/``.

``RULESET`` is what the ``cardsmith.rulesets`` entry point ``risk-deep-space`` names; every
hook of :class:`cardsmith.tools.ruleset.Ruleset` the game fills is wired here.
"""

from __future__ import annotations

from pathlib import Path

from cardsmith.rulesets.risk_deep_space import vocabulary as V
from cardsmith.rulesets.risk_deep_space.content import ACTION_CARD, GALAXY, compile_record
from cardsmith.rulesets.risk_deep_space.dsl import LANGUAGE
from cardsmith.rulesets.risk_deep_space.lint import RULES
from cardsmith.rulesets.risk_deep_space.pages import PAGES
from cardsmith.rulesets.risk_deep_space.scaffolds import SCAFFOLDS
from cardsmith.rulesets.risk_deep_space.scenario_support import SCENARIOS
from cardsmith.rulesets.risk_deep_space.search import SEARCH
from cardsmith.rulesets.risk_deep_space.simulate import SIMULATOR
from cardsmith.tools.ruleset import Capabilities, ContentKind, Ruleset

HERE = Path(__file__).resolve().parent

KINDS = (
    ContentKind(name=GALAXY, schema="galaxy.schema.json", folders=("boards",),
                plural="galaxies", title="Galaxy", named=True),
    ContentKind(name=ACTION_CARD, schema="action-card.schema.json", folders=("cards",),
                plural="cards", title="Action cards", aliases=("action",), named=True,
                summary=("cost", "timing", "target", "copies")),
)

RULESET = Ruleset(
    name="risk-deep-space",
    title="Risk Deep Space",
    language=LANGUAGE,
    words=V.RULESET_WORDS,
    kinds=KINDS,
    schemas_dir=HERE / "schemas",
    compile_record=compile_record,
    lint_rules=RULES,
    scenarios=SCENARIOS,
    simulator=SIMULATOR,
    pages=PAGES,
    search=SEARCH,
    scaffolds=SCAFFOLDS,
    rules=Path(__file__).with_name("RULES.md"),
    capabilities=Capabilities(players=(2, 4), can_test=True, can_simulate=True),
)
