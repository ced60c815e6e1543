"""D rules: effect text that does not parse (see ``docs/dsl.md`` for the language).

Findings come from :func:`dsl.parser.parse` through the loader, positioned at the offending
character in the file (inside ``|`` blocks too).
"""

from __future__ import annotations

import textwrap

from tools.lint import LoaderRule, register


def fear_doc(summary: str, fail: str, passing: str, text: str, fail_text: str = "") -> str:
    """A rule docstring whose examples are a fear card differing in its level-3 effect."""

    def card(effect: str, printed: str) -> str:
        body = textwrap.indent(effect.strip("\n") + "\n", " " * 18)
        return (
            "            kind: fear\n"
            "            id: example-fear\n"
            "            name: Example Fear\n"
            "            levels:\n"
            '              - {text: "1 Fear.", effect: fear 1}\n'
            '              - {text: "2 Fear.", effect: fear 2}\n'
            f'              - text: "{printed}"\n'
            "                effect: |\n"
            f"{body}"
        )

    return (
        f"{summary}\n\n        Fail:\n\n{card(fail, fail_text or text)}\n"
        f"        Pass:\n\n{card(passing, text)}"
    )


@register
class D001(LoaderRule):
    __doc__ = fear_doc(
        "A character the effect language does not use.",
        fail="push 1 explorer $",
        passing="push 1 explorer",
        text="Push 1 Explorer.",
    )
    code = "D001"
    name = "unexpected-character"


@register
class D002(LoaderRule):
    __doc__ = fear_doc(
        "A word or symbol where the sentence cannot continue; the message lists what may follow.",
        fail="push push 1 explorer",
        passing="push 1 explorer",
        text="Push 1 Explorer.",
    )
    code = "D002"
    name = "unexpected-token"


@register
class D003(LoaderRule):
    __doc__ = fear_doc(
        "The effect ends in the middle of a sentence (e.g. a ``:`` with no block after it).",
        fail="if target is sands:",
        passing="if target is sands: push 1 explorer",
        text="If target land is Sands, Push 1 Explorer.",
    )
    code = "D003"
    name = "unexpected-end"


@register
class D004(LoaderRule):
    __doc__ = fear_doc(
        "A block is dedented to a column no enclosing block started at.",
        fail="if target is sands:\n    push 1 explorer\n  push 1 town",
        passing="if target is sands:\n  push 1 explorer\npush 1 town",
        text="If target land is Sands, Push 1 Explorer. Push 1 Town.",
    )
    code = "D004"
    name = "inconsistent-indentation"


@register
class D005(LoaderRule):
    """The effect text is longer than the parser accepts (a guard against hostile input)."""

    code = "D005"
    name = "effect-too-long"
    example_exempt = "needs a very long effect; see tests/lint/test_bad_input.py"


@register
class D006(LoaderRule):
    """The effect is nested too deeply (a guard against hostile input)."""

    code = "D006"
    name = "effect-too-deep"
    example_exempt = "needs a very deep effect; see tests/lint/test_bad_input.py"


@register
class D099(LoaderRule):
    """Internal parser error: please report it with the effect text."""

    code = "D099"
    name = "parser-internal"
    example_exempt = "only a bug in the parser produces it"
