"""C1xx rules of the language core: constructs that parse but cannot mean anything
(``instead`` or ``+N`` with no base, ``repeat`` in a repeat, counts out of bounds).

Findings come from the DSL compiler through the loader. A ruleset's own C1xx rules (unknown
words of its vocabulary) are its ``lint_rules``; the content checks are ``C2xx``.
"""

from __future__ import annotations

from cardsmith.tools.lint import LoaderRule, register


@register
class C107(LoaderRule):
    """``instead`` with nothing before it to replace.

    Fail:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: "Instead, Take 1 Red."
        effect: |
          instead: take 1 red

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: "Take 1 Blue. Instead, Take 1 Red."
        effect: |
          take 1 blue
          instead: take 1 red
    """

    code = "C107"
    name = "instead-without-base"


@register
class C108(LoaderRule):
    """``repeat`` inside a repeated block (an effect repeats at most once).

    Fail:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: "For each Red, Repeat this card."
        effect: |
          for each red:
            repeat

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: "For each Red, Take 1 Blue. Repeat this card."
        effect: |
          for each red: take 1 blue
          repeat
    """

    code = "C108"
    name = "repeat-in-repeat"


@register
class C110(LoaderRule):
    """A count out of bounds (at most 99).

    Fail:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 100 Red.
        effect: take 100 red

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 3 Red.
        effect: take 3 red
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

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: "Take 1 Blue per Red, three times over."
        effect: |
          for each red:
            for each red:
              for each red: take 1 blue

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: "For each Red: Take 1 Blue."
        effect: |
          for each red: take 1 blue
    """

    code = "C120"
    name = "loops-too-deep"


@register
class C199(LoaderRule):
    """Internal error while compiling an effect: please report it with the card."""

    code = "C199"
    name = "compiler-internal"
    example_exempt = "only a bug in the compiler produces it"
