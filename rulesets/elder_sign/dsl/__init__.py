"""Elder Sign's card language: ``dsl/core.lark`` plus ``grammar.lark``, and the classes that
build, compile, render and print its nodes. ``LANGUAGE`` is the ruleset's ``language``."""

from __future__ import annotations

from pathlib import Path

from cardsmith.dsl.language import Language

from .builder import ElderSignBuilder
from .compiler import ElderSignCompiler
from .writing import ElderSignPrinter, ElderSignRenderer

GRAMMAR = Path(__file__).resolve().parents[1] / "grammar.lark"

#: how the game's terminals read in "expected …" messages
EXPECTED_WORDS = {"DOOM_TOKENS": "'doom token'", "ELDER_SIGNS": "'elder sign'"}

#: hint → effect texts that fail the way that mistake does
MISTAKES = {
    "say how many: `gain 1 clue`": ["gain clues\n", "lose sanity\n"],
    "doom goes on the track as tokens: `add 1 doom token`": ["add 1 doom\n"],
    "a die is added one at a time: `add a yellow die`": ["add 2 yellow dice\n"],
}

LANGUAGE = Language(
    name="elder-sign",
    grammar=GRAMMAR.read_text(encoding="utf-8"),
    builder=ElderSignBuilder,
    compiler=ElderSignCompiler,
    renderer=ElderSignRenderer,
    printer=ElderSignPrinter,
    expected_words=EXPECTED_WORDS,
    mistakes=MISTAKES,
)
