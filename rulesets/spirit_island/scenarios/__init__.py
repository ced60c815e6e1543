"""Spirit Island scenario tests: the piece notation (``2E 1T@1``), boards and spirits set up,
the actions (play, innate, fear, invader, effect, growth, time passes), the expectations.

:data:`SCENARIOS` is the ruleset's ``scenarios`` hook; the engine is imported on first use, so
loading the ruleset stays cheap.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardsmith.tools.scenarios.api import Outcome, ScenarioContext, ScenarioPlan, ScenarioSupport


def load(document: Mapping[str, Any], context: ScenarioContext) -> ScenarioPlan:
    """Resolve one scenario mapping (:func:`rulesets.spirit_island.scenarios.load.load`)."""
    from cardsmith.rulesets.spirit_island.scenarios.load import load as load_one

    return load_one(document, context)


def run(plan: Any) -> Outcome:
    """Run one plan (:func:`cardsmith.rulesets.spirit_island.scenarios.run.run_scenario`)."""
    from cardsmith.rulesets.spirit_island.scenarios.run import run_scenario

    return run_scenario(plan)


SCENARIOS = ScenarioSupport(load=load, run=run)
