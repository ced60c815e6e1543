"""D rules: effect text that does not parse (Spirit Island's language:
``rulesets/spirit_island/docs/dsl.md``).

Findings come from the pack's ``Language.parse`` through the loader, positioned at the offending
character in the file (inside ``|`` blocks too).
"""

from __future__ import annotations

from cardsmith.tools.lint import LoaderRule, register


@register
class D001(LoaderRule):
    """A character the effect language does not use.

    Fail:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red $

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "D001"
    name = "unexpected-character"


@register
class D002(LoaderRule):
    """A word or symbol where the sentence cannot continue; the message lists what may follow.

    Fail:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take take 2 red

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "D002"
    name = "unexpected-token"


@register
class D003(LoaderRule):
    """The effect ends in the middle of a sentence (e.g. a ``:`` with no block after it).

    Fail:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: "If Red is left, Take 1 Blue."
        effect: |
          if red left:

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: "If Red is left, Take 1 Blue."
        effect: |
          if red left: take 1 blue
    """

    code = "D003"
    name = "unexpected-end"


@register
class D004(LoaderRule):
    """A block is dedented to a column no enclosing block started at.

    Fail:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: "If Red is left, Take 1 Red. Take 1 Blue."
        effect: |
          if red left:
              take 1 red
            take 1 blue

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: "If Red is left, Take 1 Red. Take 1 Blue."
        effect: |
          if red left:
            take 1 red
          take 1 blue
    """

    code = "D004"
    name = "inconsistent-indentation"


@register
class D005(LoaderRule):
    """The effect text is longer than 20,000 characters, as written or once formatted (a guard
    against hostile input)."""

    code = "D005"
    name = "effect-too-long"
    example_exempt = "needs a very long effect; see tests/lint/test_bad_input.py"


@register
class D006(LoaderRule):
    """The effect is nested too deeply: more than 8 blocks inside one another (a block written
    on the same line, ``if …: if …: …``, counts too), or more than 40 levels of statements and
    conditions in all (a guard against hostile input)."""

    code = "D006"
    name = "effect-too-deep"
    example_exempt = "needs a very deep effect; see tests/lint/test_bad_input.py"


@register
class D007(LoaderRule):
    """A number in an effect has more than 12 digits (the largest is 999 999 999 999).

    The limit only keeps hostile numbers out of the parser; the meaning of each count has its
    own, much lower bound (``C110``).

    Fail:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 1000000000000 red

    Pass:

        kind: card
        id: grab
        name: Grab
        cost: 1
        text: Take 2 red.
        effect: take 2 red
    """

    code = "D007"
    name = "effect-number-too-long"


@register
class D099(LoaderRule):
    """Internal parser error: please report it with the effect text."""

    code = "D099"
    name = "parser-internal"
    example_exempt = "only a bug in the parser produces it"
