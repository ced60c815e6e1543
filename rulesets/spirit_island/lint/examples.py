"""Builders of the ``Fail:``/``Pass:`` examples of Spirit Island's lint-rule docstrings."""

from __future__ import annotations

import textwrap


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
