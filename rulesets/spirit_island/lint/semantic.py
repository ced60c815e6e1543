"""Spirit Island's C1xx rules: effect words its vocabulary does not know, or misuses.

Findings come from the DSL compiler through the loader; every unknown word carries a
"did you mean" hint. The language core's C1xx rules are in :mod:`tools.lint.semantic_rules`,
the spirit and power checks (C2xx) in :mod:`cardsmith.rulesets.spirit_island.lint.content_spirits`
and :mod:`cardsmith.rulesets.spirit_island.lint.content_powers`.
"""

from __future__ import annotations

from cardsmith.rulesets.spirit_island.lint.examples import fear_doc
from cardsmith.tools.lint import LoaderRule


class C101(LoaderRule):
    __doc__ = fear_doc(
        "Unknown piece word (the hint names the closest piece).",
        fail="push 1 explorr",
        passing="push 1 explorer",
        text="Push 1 Explorer.",
    )
    code = "C101"
    name = "unknown-piece"


class C102(LoaderRule):
    __doc__ = fear_doc(
        "Unknown terrain in a condition on the target land.",
        fail="if target is jungel: push 1 explorer",
        passing="if target is jungle: push 1 explorer",
        text="If target land is Jungle, Push 1 Explorer.",
    )
    code = "C102"
    name = "unknown-terrain"


class C103(LoaderRule):
    __doc__ = fear_doc(
        "Unknown element in a threshold.",
        fail="threshold 2 watr: push 1 explorer",
        passing="threshold 2 water: push 1 explorer",
        text="If you have 2 Water: Push 1 Explorer.",
    )
    code = "C103"
    name = "unknown-element"


class C104(LoaderRule):
    __doc__ = fear_doc(
        "Unknown word before ``land``/``lands`` (adjacent, other, coastal, inland, a terrain).",
        fail="push 1 explorer to one adjacnt land",
        passing="push 1 explorer to one adjacent land",
        text="Push 1 Explorer to one adjacent land.",
    )
    code = "C104"
    name = "unknown-land-word"


class C105(LoaderRule):
    __doc__ = fear_doc(
        "Unknown invader action after ``skip`` (ravage, build, explore, invader).",
        fail="skip 1 ravge action",
        passing="skip 1 ravage action",
        text="Skip 1 Ravage action.",
    )
    code = "C105"
    name = "unknown-invader-action"


class C106(LoaderRule):
    __doc__ = fear_doc(
        "Unknown power deck (minor or major).",
        fail="each spirit gains 1 minr power card",
        passing="each spirit gains 1 minor power card",
        text="Each Spirit gains 1 Minor Power Card.",
    )
    code = "C106"
    name = "unknown-deck"


class C109(LoaderRule):
    __doc__ = fear_doc(
        "A piece that cannot be used with this verb (e.g. downgrading dahan).",
        fail="downgrade 1 dahan",
        passing="downgrade 1 town",
        text="Downgrade 1 Town.",
        fail_text="Downgrade 1 Dahan.",
    )
    code = "C109"
    name = "piece-not-allowed"


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


class C114(LoaderRule):
    __doc__ = fear_doc(
        "A verb that acts on pieces without saying how many (only ``them`` and ``your incarna``\n"
        "    need no count).",
        fail="remove explorers",
        passing="remove all explorers",
        text="Remove all Explorers.",
        fail_text="Remove Explorers.",
    )
    code = "C114"
    name = "missing-count"


class C115(LoaderRule):
    __doc__ = fear_doc(
        "``them`` outside a trigger: it means the pieces of the event that set the trigger off.",
        fail="destroy them",
        passing="after dahan destroyed: destroy them",
        text="After Dahan are Destroyed: Destroy them.",
        fail_text="Destroy them.",
    )
    code = "C115"
    name = "them-without-event"


class C116(LoaderRule):
    __doc__ = fear_doc(
        "Unknown speed after ``this power may be`` / ``this power is`` (fast or slow).",
        fail="this power may be quick",
        passing="this power may be fast",
        text="This Power may be Fast.",
        fail_text="This Power may be Quick.",
    )
    code = "C116"
    name = "unknown-speed"


class C111(LoaderRule):
    """An effect leans on something before it that is not there: a ``+N`` bonus with nothing
    of that kind to add to, ``split this power's damage`` with no damage before it, ``the
    chosen spirit`` with no spirit chosen.

    Fail:

        kind: fear
        id: example-fear
        name: Example Fear
        levels:
          - {text: "1 Fear.", effect: fear 1}
          - {text: "2 Fear.", effect: fear 2}
          - text: "+1 Damage."
            effect: |
              +1 damage

    Pass:

        kind: fear
        id: example-fear
        name: Example Fear
        levels:
          - {text: "1 Fear.", effect: fear 1}
          - {text: "2 Fear.", effect: fear 2}
          - text: "1 Damage. If target land is Sands, +1 Damage."
            effect: |
              1 damage
              if target is sands: +1 damage
    """

    code = "C111"
    name = "bonus-without-base"
