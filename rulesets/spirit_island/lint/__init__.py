"""Spirit Island's lint rules (``RULESET.lint_rules``): the checks that know what the game means.

The rule framework, the file, schema and syntax rules and the checks every game shares are the
core's (:mod:`tools.lint`); these rules add unknown game words (C1xx), spirit and power checks
(C2xx), spirits and their unique powers across files (X003-X005), aspects and their
spirits (X007); the printed-text check is
the core's T001 with Spirit Island's comparison (:mod:`.text`, ``Ruleset.text_check``).
"""

from __future__ import annotations

from cardsmith.rulesets.spirit_island.lint.aspects import X007
from cardsmith.rulesets.spirit_island.lint.content_powers import C203, C204, C206
from cardsmith.rulesets.spirit_island.lint.content_spirits import C201, C202
from cardsmith.rulesets.spirit_island.lint.crossfile import X003, X004, X005
from cardsmith.rulesets.spirit_island.lint.semantic import (
    C101,
    C102,
    C103,
    C104,
    C105,
    C106,
    C109,
    C111,
    C112,
    C113,
    C114,
    C115,
    C116,
)
from cardsmith.rulesets.spirit_island.lint.semantic_cards import C141, C142, C143, C144, C145
from cardsmith.rulesets.spirit_island.lint.semantic_moves import C131, C132, C133, C134, C135
from cardsmith.rulesets.spirit_island.lint.semantic_targets import C151, C152, C153
from cardsmith.tools.lint import Rule

RULES: tuple[type[Rule], ...] = (
    C101, C102, C103, C104, C105, C106, C109, C111, C112, C113, C114, C115, C116,
    C131, C132, C133, C134, C135,
    C141, C142, C143, C144, C145,
    C151, C152, C153,
    C201, C202, C203, C204, C206,
    X003, X004, X005, X007,
)  # fmt: skip
