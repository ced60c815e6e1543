"""C1xx rules of the language core: constructs that parse but cannot mean anything
(``instead`` or ``+N`` with no base, ``repeat`` in a repeat, counts out of bounds).

Findings come from the DSL compiler through the loader. A ruleset's own C1xx rules (unknown
words of its vocabulary) are its ``lint_rules``; the content checks are ``C2xx``.
"""

from __future__ import annotations

from tools.lint import LoaderRule, register


@register
class C107(LoaderRule):
    """``instead`` with nothing before it to replace.

    Fail:

        kind: fear
        id: example-fear
        name: Example Fear
        levels:
          - {text: "1 Fear.", effect: fear 1}
          - {text: "2 Fear.", effect: fear 2}
          - text: "Instead, Push 1 Explorer."
            effect: |
              instead: push 1 explorer

    Pass:

        kind: fear
        id: example-fear
        name: Example Fear
        levels:
          - {text: "1 Fear.", effect: fear 1}
          - {text: "2 Fear.", effect: fear 2}
          - text: "Push 1 Town. Instead, Push 1 Explorer."
            effect: |
              push 1 town
              instead: push 1 explorer
    """

    code = "C107"
    name = "instead-without-base"


@register
class C108(LoaderRule):
    """``repeat`` inside a repeated block (an effect repeats at most once).

    Fail:

        kind: fear
        id: example-fear
        name: Example Fear
        levels:
          - {text: "1 Fear.", effect: fear 1}
          - {text: "2 Fear.", effect: fear 2}
          - text: "For each Dahan, Repeat this Power."
            effect: |
              for each dahan:
                repeat

    Pass:

        kind: fear
        id: example-fear
        name: Example Fear
        levels:
          - {text: "1 Fear.", effect: fear 1}
          - {text: "2 Fear.", effect: fear 2}
          - text: "For each Dahan, Push 1 Explorer. Repeat this Power."
            effect: |
              for each dahan: push 1 explorer
              repeat
    """

    code = "C108"
    name = "repeat-in-repeat"


@register
class C110(LoaderRule):
    """A count out of bounds (at most 99).

    Fail:

        kind: fear
        id: example-fear
        name: Example Fear
        levels:
          - {text: "1 Fear.", effect: fear 1}
          - {text: "2 Fear.", effect: fear 2}
          - text: "100 Fear."
            effect: |
              fear 100

    Pass:

        kind: fear
        id: example-fear
        name: Example Fear
        levels:
          - {text: "1 Fear.", effect: fear 1}
          - {text: "2 Fear.", effect: fear 2}
          - text: "3 Fear."
            effect: |
              fear 3
    """

    code = "C110"
    name = "count-out-of-bounds"


@register
class C120(LoaderRule):
    """Loops nested too deeply: more than 2 repeated blocks (``for each``, ``after``, a
    ruleset's ``each …``) inside one another.

    Their work multiplies: each level runs the next once per thing it counts, so two loops
    over 99 pieces run their body 9,801 times and three would run it 970,299 times (minutes).
    The innermost loop is dropped from the compiled effect.

    Fail:

        kind: fear
        id: example-fear
        name: Example Fear
        levels:
          - {text: "1 Fear.", effect: fear 1}
          - {text: "2 Fear.", effect: fear 2}
          - text: "1 Fear per Dahan, three times over."
            effect: |
              for each dahan:
                for each dahan:
                  for each dahan: 1 fear

    Pass:

        kind: fear
        id: example-fear
        name: Example Fear
        levels:
          - {text: "1 Fear.", effect: fear 1}
          - {text: "2 Fear.", effect: fear 2}
          - text: "For each Dahan: 1 Fear."
            effect: |
              for each dahan: 1 fear
    """

    code = "C120"
    name = "loops-too-deep"


@register
class C199(LoaderRule):
    """Internal error while compiling an effect: please report it with the card."""

    code = "C199"
    name = "compiler-internal"
    example_exempt = "only a bug in the compiler produces it"
