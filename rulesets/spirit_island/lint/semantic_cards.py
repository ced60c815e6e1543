"""Spirit Island's C14x rules: misused constructs of card handling and spirit resources (a card
turned from a deck, gaining by drawing). Findings come from the DSL compiler through the
loader, like :mod:`.semantic`'s."""

from __future__ import annotations

from cardsmith.rulesets.spirit_island.lint.examples import fear_doc
from cardsmith.tools.lint import LoaderRule


class C141(LoaderRule):
    __doc__ = fear_doc(
        "``if it provides fire`` with no card turned from a deck before it (``discard the top "
        "card of the minor power deck``).",
        fail="if it provides fire: 1 fear",
        passing="discard the top card of the minor power deck\nif it provides fire: 1 fear",
        text="Discard the top card of the Minor Power Deck. If it provides Fire, 1 Fear.",
        fail_text="If it provides Fire, 1 Fear.",
    )
    code = "C141"
    name = "no-card-turned"


class C142(LoaderRule):
    __doc__ = fear_doc(
        "Gaining more power cards than are drawn (``gains 2 minor power cards by drawing 1``).",
        fail="each spirit gains 2 minor power cards by drawing 1",
        passing="each spirit gains 2 minor power cards by drawing 6",
        text="Each Spirit gains 2 Minor Power Cards by drawing 6.",
        fail_text="Each Spirit gains 2 Minor Power Cards by drawing 1.",
    )
    code = "C142"
    name = "draw-fewer-than-kept"


class C143(LoaderRule):
    __doc__ = fear_doc(
        "``return`` of pieces this power did not remove (``return 1 beasts destroyed``): only "
        "removed pieces can be returned.",
        fail="remove 1 beasts\nreturn 1 beasts destroyed",
        passing="remove 1 beasts\nreturn 1 beasts removed",
        text="Remove 1 Beasts. Return 1 Beasts removed.",
        fail_text="Remove 1 Beasts. Return 1 Beasts destroyed.",
    )
    code = "C143"
    name = "return-not-removed"


class C144(LoaderRule):
    __doc__ = fear_doc(
        "``after each spirit uses a power``: the trigger waits for the powers of one spirit "
        "(``you`` or ``target spirit``).",
        fail="after each spirit uses a power: 1 fear",
        passing="after you use a power: 1 fear",
        text="After you use a Power: 1 Fear.",
        fail_text="After Each Spirit uses a Power: 1 Fear.",
    )
    code = "C144"
    name = "power-used-by-each"


class C145(LoaderRule):
    __doc__ = fear_doc(
        "``discard this power``: a power in play goes to the discard anyway; discard a card "
        "from a place instead.",
        fail="discard this power",
        passing="discard 1 power card from your hand",
        text="Discard a Power Card from your hand.",
        fail_text="Discard this Power.",
    )
    code = "C145"
    name = "discard-this-power"
