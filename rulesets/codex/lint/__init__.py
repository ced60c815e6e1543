"""Codex's lint rules (``RULESET.lint_rules``): K1xx words of the card language, K2xx the
content's checks. The file, schema and syntax rules are the core's (:mod:`cardsmith.tools.lint`)."""

from __future__ import annotations

from cardsmith.tools.lint import Rule

from .rules import K101, K102, K103, K201, K202, K203, K204, K205

RULES: tuple[type[Rule], ...] = (K101, K102, K103, K201, K202, K203, K204, K205)
