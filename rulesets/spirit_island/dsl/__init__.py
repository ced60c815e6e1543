"""Spirit Island's effect language: ``dsl/core.lark`` plus ``grammar.lark``, and the classes that
build, compile, render and print its nodes. ``LANGUAGE`` is the ruleset's ``language`` hook."""

from __future__ import annotations

from pathlib import Path

from cardsmith.dsl.language import Language
from cardsmith.rulesets.spirit_island import vocabulary as V

from .builder import SpiritIslandBuilder
from .compiler import SpiritIslandCompiler
from .hints import EXPECTED_WORDS, MISTAKES
from .printer import SpiritIslandPrinter
from .render import SpiritIslandRenderer

GRAMMAR = Path(__file__).resolve().parents[1] / "grammar.lark"

LANGUAGE = Language(
    name="spirit-island",
    grammar=GRAMMAR.read_text(encoding="utf-8"),
    builder=SpiritIslandBuilder,
    compiler=SpiritIslandCompiler,
    renderer=SpiritIslandRenderer,
    printer=SpiritIslandPrinter,
    expected_words=EXPECTED_WORDS,
    mistakes=MISTAKES,
    nouns=(*V.PIECE_SPELLINGS, "sacred"),
)
