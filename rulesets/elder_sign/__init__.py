"""Elder Sign: the third ruleset (a cooperative dice adventure for 1–8 investigators: no map,
no pieces, dice as the whole mechanic, a clock, and cards that are places). Rules as
implemented: ``RULES.md``; engine: ``engine/``.

``RULESET`` is what the ``cardsmith.rulesets`` entry point ``elder-sign`` names; every hook of
:class:`cardsmith.tools.ruleset.Ruleset` the game fills is wired here.
"""

from __future__ import annotations

from pathlib import Path

from cardsmith.rulesets.elder_sign import vocabulary as V
from cardsmith.rulesets.elder_sign.content import compile_record
from cardsmith.rulesets.elder_sign.dsl import LANGUAGE
from cardsmith.rulesets.elder_sign.kinds import KINDS
from cardsmith.rulesets.elder_sign.lint import RULES
from cardsmith.rulesets.elder_sign.pages import PAGES
from cardsmith.rulesets.elder_sign.printing import PRINTING
from cardsmith.rulesets.elder_sign.scaffolds import SCAFFOLDS
from cardsmith.rulesets.elder_sign.scenario_support import SCENARIOS
from cardsmith.rulesets.elder_sign.search import SEARCH
from cardsmith.rulesets.elder_sign.simulate import SIMULATOR
from cardsmith.tools.ruleset import Capabilities, Ruleset

HERE = Path(__file__).resolve().parent

RULESET = Ruleset(
    name="elder-sign",
    title="Elder Sign",
    language=LANGUAGE,
    words=V.RULESET_WORDS,
    kinds=KINDS,
    schemas_dir=HERE / "schemas",
    compile_record=compile_record,
    lint_rules=RULES,
    scenarios=SCENARIOS,
    pages=PAGES,
    printing=PRINTING,
    search=SEARCH,
    scaffolds=SCAFFOLDS,
    simulator=SIMULATOR,
    rules=HERE / "RULES.md",
    capabilities=Capabilities(players=(1, 8), cooperative=True, can_test=True,
                              can_simulate=True),
)
