"""R101-R103: card-language words the game does not know or cannot use there.

Findings come from the ruleset's compiler (``dsl/compiler.py``) through the loader, each at
the word in the effect text; unknown words carry a "did you mean" hint.
"""

from __future__ import annotations

from cardsmith.rulesets.risk_deep_space.lint.examples import card_doc
from cardsmith.tools.lint import LoaderRule


class R101(LoaderRule):
    __doc__ = card_doc(
        "Unknown game word in an effect (the hint names the closest one).",
        fail="gain 2 gams",
        passing="gain 2 gems",
        text="Gain 2 gems.",
    )
    code = "R101"
    name = "unknown-game-word"


class R102(LoaderRule):
    __doc__ = card_doc(
        "A statement of the language core that Risk Deep Space cards do not use "
        "(``repeat``).",
        fail="gain 1 ore\nrepeat",
        passing="gain 1 ore\ngain 1 ore",
        text="Gain 1 ore. Gain 1 ore.",
    )
    code = "R102"
    name = "not-in-this-game"


class R103(LoaderRule):
    __doc__ = card_doc(
        "A game word where the rules do not allow it (a base paid in gems, a move of all "
        "recruits).",
        fail="build a base on target planet for 2 gems",
        passing="build a base on target planet for 2 ore",
        text="Build a base on target planet for 2 ore.",
        extra="target: {planet: yours}\n",
    )
    code = "R103"
    name = "misused-game-word"
