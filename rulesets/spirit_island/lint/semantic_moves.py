"""Spirit Island's C13x rules: misused constructs of several lands and moving pieces (a number
of lands, pieces brought along, destinations). Findings come from the DSL compiler through the
loader, like :mod:`.semantic`'s."""

from __future__ import annotations

from rulesets.spirit_island.lint.examples import fear_doc
from tools.lint import LoaderRule


class C131(LoaderRule):
    __doc__ = fear_doc(
        "A number of lands (``in up to 2 adjacent lands: …``) that is not ``N``, ``up to N`` or "
        "``any number of``.",
        fail="in all adjacent lands: 1 fear",
        passing="in up to 2 adjacent lands: 1 fear",
        text="In up to 2 adjacent lands: 1 Fear.",
        fail_text="In all adjacent lands: 1 Fear.",
    )
    code = "C131"
    name = "bad-land-count"
