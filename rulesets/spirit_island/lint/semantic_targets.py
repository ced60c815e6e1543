"""Spirit Island's C15x rules: misused constructs of targets, ranges and land conditions.
Findings come from the DSL compiler through the loader, like :mod:`.semantic`'s."""

from __future__ import annotations

from cardsmith.rulesets.spirit_island.lint.examples import fear_doc
from cardsmith.tools.lint import LoaderRule


class C151(LoaderRule):
    __doc__ = fear_doc(
        "``this power can target LANDS`` with lands a card's target cannot name: only "
        "terrains, coastal/inland and the pieces a land holds (``with``, ``with no``, "
        "``with N or more``) — not ``adjacent``, ``origin``, ``where …``.",
        fail="this power can target adjacent lands",
        passing="this power can target lands with blight",
        text="This Power can target lands with Blight.",
        fail_text="This Power can target adjacent lands.",
    )
    code = "C151"
    name = "bad-target-lands"


class C152(LoaderRule):
    __doc__ = fear_doc(
        "``target a second land within N range`` inside a repeated block (``for each``, "
        "``in each … land``, ``after``): the second target land is chosen once, with the "
        "first.",
        fail="in each adjacent land:\n  target a second land within 2 range",
        passing="target a second land within 2 range\nin each target land: 1 fear",
        text="In each target land: 1 Fear.",
    )
    code = "C152"
    name = "second-target-repeated"


class C153(LoaderRule):
    __doc__ = fear_doc(
        "``at your sacred sites:`` holding what is not a lasting land effect: it holds Defend "
        "(without ``per``), Health, prevent and Build changes and Invader-action changes, "
        "judged live wherever the spirit has a Sacred Site.",
        fail="at your sacred sites: 1 fear",
        passing="at your sacred sites: defend 3",
        text="At your Sacred Sites: Defend 3.",
        fail_text="At your Sacred Sites: 1 Fear.",
    )
    code = "C153"
    name = "sacred-sites-not-lasting"
