"""A tiny ruleset made only for cardsmith's tests: two piece kinds, one verb, a one-land board.

It proves the plug-in interface: it is registered through the ``cardsmith.rulesets`` entry
point of ``tests/rulesets/tiny_game-0.1.0.dist-info`` (``tests/conftest.py`` puts the folder on
``sys.path``), and ``tests/rulesets/tiny-pack`` lints, runs its scenarios and publishes with
nothing of Spirit Island. No ``pages`` or ``search`` hook: the core's generic pages serve it.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from cardsmith.tools.authoring.templates import Scaffold, ScaffoldRequest
from cardsmith.tools.content.loader import LoadedPack
from cardsmith.tools.diagnostics import Diagnostic
from cardsmith.tools.lint import LoaderRule, Rule
from cardsmith.tools.ruleset import Capabilities, ContentKind, Ruleset

from .language import KINDS, TINY
from .scenarios import SCENARIOS


class Z001(Rule):
    """A card costs more than 3."""

    code = "Z001"
    name = "too-expensive"

    def check(self, loaded: LoadedPack) -> Iterable[Diagnostic]:
        for card in loaded.catalog.of_kind("card"):
            cost = card.get("cost")
            if isinstance(cost, int) and cost > 3:
                yield self.diag_at(card, ("cost",), f"cost {cost} is over 3")


class Z101(LoaderRule):
    """An effect names a piece the tiny game does not have (its compiler finds it)."""

    code = "Z101"
    name = "unknown-piece"


def card_template(request: ScaffoldRequest) -> Scaffold:
    """``cardsmith new card NAME``: a card that takes one red."""
    body = (
        f"id: {request.slug}\nname: {request.title}\ncost: 1\n"
        f"text: {request.english('take 1 red')}\neffect: take 1 red\n"
    )
    return Scaffold(path=f"cards/{request.slug}.yaml", body=body, kind="card")


RULESET = Ruleset(
    name="tiny",
    title="Tiny",
    language=TINY,
    #: the tiny game's words by class: its pieces, and its one verb as a keyword
    words={"pieces": KINDS, "keywords": ("take",)},
    schemas_dir=Path(__file__).parent / "schemas",
    kinds=(
        ContentKind(name="card", schema="card.schema.json", folders=("cards",),
                    plural="cards", title="Cards", named=True, summary=("cost",)),
        ContentKind(name="board", schema="board.schema.json", folders=("boards",),
                    plural="boards", title="Boards"),
    ),
    lint_rules=(Z001, Z101),
    scaffolds={"card": card_template},
    scenarios=SCENARIOS,
    capabilities=Capabilities(players=(1, 1), can_test=True),
)  # fmt: skip
