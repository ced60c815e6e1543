"""Codex's card language: ``dsl/core.lark`` plus ``grammar.lark``, and the classes that build,
compile, render and print its nodes. ``LANGUAGE`` is the ruleset's ``language``."""

from __future__ import annotations

from pathlib import Path

from cardsmith.dsl.language import Language

from .builder import CodexBuilder
from .compiler import CodexCompiler
from .printer import CodexPrinter
from .render import CodexRenderer

GRAMMAR = Path(__file__).resolve().parents[1] / "grammar.lark"

#: how the game's terminals read in "expected …" messages
EXPECTED_WORDS = {
    "OPPONENT": "'the opponent'",
    "DISCARD": "'discard'",
    "TO_HAND": "'to its owner's hand'",
    "RUNE": "a rune (+1/+1, -1/-1 or time)",
    "STATS": "stats such as 1/1",
    "GAINS": "'gains'",
    "UNTIL_EOT": "'until end of turn'",
    "OWNER": "'enemy' or 'friendly'",
    "BASE": "'the enemy base' or 'your base'",
    "MOMENT": "'when this arrives', 'when this dies', 'when this attacks' or "
              "'at the start of your turn'",
}

#: hint → effect texts that fail the way that mistake does
MISTAKES = {
    "say what takes the damage: `deal 2 damage to target enemy unit`": ["deal 2 damage\n"],
    "say how many: `draw 1 card`": ["draw cards\n", "gain gold\n"],
    "a keyword grant lasts `until end of turn`": ["this gains haste\n"],
}

LANGUAGE = Language(
    name="codex",
    grammar=GRAMMAR.read_text(encoding="utf-8"),
    builder=CodexBuilder,
    compiler=CodexCompiler,
    renderer=CodexRenderer,
    printer=CodexPrinter,
    expected_words=EXPECTED_WORDS,
    mistakes=MISTAKES,
)
