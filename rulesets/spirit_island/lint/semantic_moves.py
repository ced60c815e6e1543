"""Spirit Island's C13x rules: misused constructs of several lands and moving pieces (a number
of lands, pieces brought along, destinations). Findings come from the DSL compiler through the
loader, like :mod:`.semantic`'s."""

from __future__ import annotations

from cardsmith.rulesets.spirit_island.lint.examples import fear_doc
from cardsmith.tools.lint import LoaderRule


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


class C132(LoaderRule):
    __doc__ = fear_doc(
        "``that is also …`` compares whether a land is coastal or inland like this land: it "
        "names both, ``coastal/inland``.",
        fail="push up to 2 explorer to one land that is also coastal",
        passing="push up to 2 explorer to one land that is also coastal/inland",
        text="Push up to 2 Explorers to a land that is also Coastal / Inland.",
    )
    code = "C132"
    name = "also-like-needs-both"


class C133(LoaderRule):
    __doc__ = fear_doc(
        "Pieces brought along (``bringing …``) are counted ``N`` or ``up to N``.",
        fail="push 1 dahan, bringing all beasts",
        passing="push 1 dahan, bringing up to 1 beasts",
        text="Push 1 Dahan, bringing up to 1 Beasts.",
        fail_text="Push 1 Dahan, bringing all Beasts.",
    )
    code = "C133"
    name = "bad-along-count"


class C134(LoaderRule):
    __doc__ = fear_doc(
        "``this power ignores …`` names something a power cannot ignore (health bonuses, "
        "removal restrictions).",
        fail="this power ignores fear cards",
        passing="this power ignores health bonuses",
        text="This Power ignores Health bonuses.",
        fail_text="This Power ignores Fear cards.",
    )
    code = "C134"
    name = "cannot-ignore"


class C135(LoaderRule):
    __doc__ = fear_doc(
        "``that type`` outside a ``for each type of … added`` loop (it names the kind the loop "
        "is at).",
        fail="add 1 of that type",
        passing="for each type of badlands/disease added: add 1 of that type",
        text="For each type of Badlands/Disease you added: Add 1 of that type.",
        fail_text="Add 1 of that type.",
    )
    code = "C135"
    name = "that-type-without-loop"
