"""Builders of the ``Fail:``/``Pass:`` examples of Codex's lint-rule docstrings: a small pack
of the ruleset with the records each example needs."""

from __future__ import annotations

import textwrap

PACK = "# file: pack.yaml\nid: example\nname: Example\nversion: 1.0.0\nruleset: codex\n"


def unit(uid: str = "example", tech: int = 0, effect: str = "", colour: str = "ember") -> str:
    """A unit record file."""
    body = (f"# file: units/{uid}.yaml\nkind: unit\nid: {uid}\nname: {uid.title()}\n"
            f"sample: true\ncolour: {colour}\ncost: 1\ntech: {tech}\nattack: 1\nhealth: 1\n"
            "text: A sample unit.\n")
    if effect:
        body += "effect: |\n" + textwrap.indent(effect.strip("\n") + "\n", "  ")
    return body


def deck(cards: str, colour: str = "ember") -> str:
    return (f"# file: decks/example.yaml\nkind: deck\nid: example-deck\nname: Example deck\n"
            f"sample: true\ncolour: {colour}\ncards: [{cards}]\n")


def hero(bands: str) -> str:
    return ("# file: heroes/example.yaml\nkind: hero\nid: example-hero\nname: Example Hero\n"
            f"sample: true\ncolour: ember\ncost: 2\nbands:\n{bands}")


def doc(summary: str, fail: str, passing: str) -> str:
    """A rule docstring with its two examples (each a pack)."""
    def block(text: str) -> str:
        return textwrap.indent(PACK + text, " " * 12)
    return f"{summary}\n\n        Fail:\n\n{block(fail)}\n        Pass:\n\n{block(passing)}"
