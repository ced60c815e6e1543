"""Risk Deep Space's lint rules (``RULESET.lint_rules``): R1xx words of the card language,
R2xx the engine's checks of the galaxy and the action cards. The file, schema and syntax rules
and the checks every game shares are the core's (:mod:`cardsmith.tools.lint`)."""

from __future__ import annotations

from cardsmith.rulesets.risk_deep_space.lint.content import R201, R202, R203
from cardsmith.rulesets.risk_deep_space.lint.language import R101, R102, R103
from cardsmith.tools.lint import Rule

RULES: tuple[type[Rule], ...] = (R101, R102, R103, R201, R202, R203)
