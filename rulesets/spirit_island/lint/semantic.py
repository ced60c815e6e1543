"""C1xx rules: effect text that parses but means nothing (unknown words, misplaced constructs).

Findings come from :mod:`dsl.compiler` through the loader; every unknown word carries a
"did you mean" hint. The content checks C201-C204 live in :mod:`tools.lint.content_rules`.
"""

from __future__ import annotations

from tools.lint import LoaderRule, register
from tools.lint.syntax_rules import fear_doc


@register
class C101(LoaderRule):
    __doc__ = fear_doc(
        "Unknown piece word (the hint names the closest piece).",
        fail="push 1 explorr",
        passing="push 1 explorer",
        text="Push 1 Explorer.",
    )
    code = "C101"
    name = "unknown-piece"


@register
class C102(LoaderRule):
    __doc__ = fear_doc(
        "Unknown terrain in a condition on the target land.",
        fail="if target is jungel: push 1 explorer",
        passing="if target is jungle: push 1 explorer",
        text="If target land is Jungle, Push 1 Explorer.",
    )
    code = "C102"
    name = "unknown-terrain"


@register
class C103(LoaderRule):
    __doc__ = fear_doc(
        "Unknown element in a threshold.",
        fail="threshold 2 watr: push 1 explorer",
        passing="threshold 2 water: push 1 explorer",
        text="If you have 2 Water: Push 1 Explorer.",
    )
    code = "C103"
    name = "unknown-element"


@register
class C104(LoaderRule):
    __doc__ = fear_doc(
        "Unknown word before ``land``/``lands`` (adjacent, other, coastal, inland, a terrain).",
        fail="push 1 explorer to one adjacnt land",
        passing="push 1 explorer to one adjacent land",
        text="Push 1 Explorer to one adjacent land.",
    )
    code = "C104"
    name = "unknown-land-word"


@register
class C105(LoaderRule):
    __doc__ = fear_doc(
        "Unknown invader action after ``skip`` (ravage, build, explore, invader).",
        fail="skip 1 ravge action",
        passing="skip 1 ravage action",
        text="Skip 1 Ravage action.",
    )
    code = "C105"
    name = "unknown-invader-action"


@register
class C106(LoaderRule):
    __doc__ = fear_doc(
        "Unknown power deck (minor or major).",
        fail="each spirit gains 1 minr power card",
        passing="each spirit gains 1 minor power card",
        text="Each Spirit gains 1 Minor Power Card.",
    )
    code = "C106"
    name = "unknown-deck"


@register
class C107(LoaderRule):
    __doc__ = fear_doc(
        "``instead`` with nothing before it to replace.",
        fail="instead: push 1 explorer",
        passing="push 1 town\ninstead: push 1 explorer",
        text="Push 1 Town. Instead, Push 1 Explorer.",
        fail_text="Instead, Push 1 Explorer.",
    )
    code = "C107"
    name = "instead-without-base"


@register
class C108(LoaderRule):
    __doc__ = fear_doc(
        "``repeat`` inside a repeated block (a power repeats at most once).",
        fail="for each dahan:\n  repeat",
        passing="for each dahan: push 1 explorer\nrepeat",
        text="For each Dahan, Push 1 Explorer. Repeat this Power.",
        fail_text="For each Dahan, Repeat this Power.",
    )
    code = "C108"
    name = "repeat-in-repeat"


@register
class C109(LoaderRule):
    __doc__ = fear_doc(
        "A piece that cannot be used with this verb (e.g. replacing blight).",
        fail="replace 1 blight with 1 explorer",
        passing="replace 1 town with 1 explorer",
        text="Replace 1 Town with 1 Explorer.",
        fail_text="Replace 1 Blight with 1 Explorer.",
    )
    code = "C109"
    name = "piece-not-allowed"


@register
class C110(LoaderRule):
    __doc__ = fear_doc(
        "A count out of bounds (at most 99).",
        fail="fear 100",
        passing="fear 3",
        text="3 Fear.",
        fail_text="100 Fear.",
    )
    code = "C110"
    name = "count-out-of-bounds"


@register
class C111(LoaderRule):
    __doc__ = fear_doc(
        "A ``+N`` bonus with nothing of that kind before it to add to.",
        fail="+1 damage",
        passing="1 damage\nif target is sands: +1 damage",
        text="1 Damage. If target land is Sands, +1 Damage.",
        fail_text="+1 Damage.",
    )
    code = "C111"
    name = "bonus-without-base"


@register
class C112(LoaderRule):
    __doc__ = fear_doc(
        "A past-tense verb that does not fit (pieces can be pushed *to* a land, not destroyed).",
        fail="push 1 dahan\nin each land dahan destroyed to: defend 1",
        passing="push 1 dahan\nin each land dahan pushed to: defend 1",
        text="Push 1 Dahan. In each land Dahan were Pushed to, Defend 1.",
        fail_text="Push 1 Dahan. In each land Dahan were Destroyed to, Defend 1.",
    )
    code = "C112"
    name = "wrong-past-verb"


@register
class C113(LoaderRule):
    __doc__ = fear_doc(
        "The same element named twice in one threshold.",
        fail="threshold 1 water 1 water: push 1 explorer",
        passing="threshold 2 water: push 1 explorer",
        text="If you have 2 Water: Push 1 Explorer.",
        fail_text="If you have 1 Water 1 Water: Push 1 Explorer.",
    )
    code = "C113"
    name = "element-twice"


@register
class C199(LoaderRule):
    """Internal error while compiling an effect: please report it with the card."""

    code = "C199"
    name = "compiler-internal"
    example_exempt = "only a bug in the compiler produces it"
