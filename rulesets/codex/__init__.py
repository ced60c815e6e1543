"""Codex: the fourth ruleset (a two-player card battler: workers, gold, tech buildings,
add-ons, heroes, a patrol zone and two decks built during play). Rules as implemented:
``RULES.md``; engine: ``engine/``.

``RULESET`` is what the ``cardsmith.rulesets`` entry point ``codex`` names.
"""

from __future__ import annotations

from pathlib import Path

from cardsmith.rulesets.codex import vocabulary as V
from cardsmith.rulesets.codex.content import KINDS
from cardsmith.rulesets.codex.dsl import LANGUAGE
from cardsmith.rulesets.codex.lint import RULES
from cardsmith.rulesets.codex.pages import PAGES, PRINTING
from cardsmith.rulesets.codex.scaffolds import SCAFFOLDS
from cardsmith.rulesets.codex.scenario_support import SCENARIOS
from cardsmith.rulesets.codex.search import SEARCH
from cardsmith.rulesets.codex.simulate import SIMULATOR
from cardsmith.rulesets.codex.text import TEXT_CHECK
from cardsmith.tools.ruleset import Capabilities, Ruleset

HERE = Path(__file__).resolve().parent

RULESET = Ruleset(
    name="codex",
    title="Codex",
    language=LANGUAGE,
    words=V.WORDS,
    kinds=KINDS,
    schemas_dir=HERE / "schemas",
    lint_rules=RULES,
    text_check=TEXT_CHECK,
    scenarios=SCENARIOS,
    pages=PAGES,
    printing=PRINTING,
    search=SEARCH,
    scaffolds=SCAFFOLDS,
    simulator=SIMULATOR,
    rules=HERE / "RULES.md",
    capabilities=Capabilities(players=(2, 2), can_test=True, can_simulate=True),
)
