"""Risk Deep Space's card language: ``dsl/core.lark`` plus ``grammar.lark``, and the classes
that build, compile, render and print its nodes. ``LANGUAGE`` is the ruleset's ``language``."""

from __future__ import annotations

from pathlib import Path

from cardsmith.dsl.language import Language

from .builder import RiskBuilder
from .compiler import RiskCompiler
from .printer import RiskPrinter
from .render import RiskRenderer

GRAMMAR = Path(__file__).resolve().parents[1] / "grammar.lark"

#: how the game's terminals read in "expected …" messages
EXPECTED_WORDS = {
    "OWNER": "'enemy' or 'your'",
    "DRAW": "'draw'",
    "DISCARD": "'discard'",
    "ACTION_CARDS": "'action card'",
    "THROUGH_WARP": "'through the warp'",
}

#: hint → effect texts that fail the way that mistake does
MISTAKES = {
    "say how many: `gain 2 gems`": ["gain gems\n", "steal ore from target player\n"],
    "a card's recruits go to `target planet` or `your home station`":
        ["add 2 recruits to planet\n", "add 1 recruit to home\n"],
    "name the owner: `remove 2 enemy recruits from target planet`":
        ["remove 2 recruits from target planet\n"],
    "a card battles on its target: `battle 2 rounds on target planet`":
        ["battle 2 rounds\n"],
}

LANGUAGE = Language(
    name="risk-deep-space",
    grammar=GRAMMAR.read_text(encoding="utf-8"),
    builder=RiskBuilder,
    compiler=RiskCompiler,
    renderer=RiskRenderer,
    printer=RiskPrinter,
    expected_words=EXPECTED_WORDS,
    mistakes=MISTAKES,
)
