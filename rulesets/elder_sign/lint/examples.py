"""Builders of the ``Fail:``/``Pass:`` examples of Elder Sign's lint-rule docstrings: a small
pack of the ruleset with one adventure card (and what else a rule needs)."""

from __future__ import annotations

import textwrap

PACK = (
    "# file: pack.yaml\n"
    "id: example\n"
    "name: Example\n"
    "version: 1.0.0\n"
    "ruleset: elder-sign\n"
)


def _indent(text: str) -> str:
    return textwrap.indent(text, " " * 12)


def adventure(tasks: str = "  - 3 clues\n", reward: str = "gain 1 clue") -> str:
    """A pack with one sample adventure of these task rows and this reward."""
    return (f"{PACK}# file: adventures/example.yaml\n"
            "kind: adventure\nid: example\nname: Example (sample)\nsample: true\n"
            f"trophies: 1\ntasks:\n{tasks}reward: {reward}\npenalty: lose 1 sanity\n")


def card_doc(summary: str, *, fail: str, passing: str) -> str:
    """A rule docstring with its two example packs."""
    return (f"{summary}\n\n        Fail:\n\n{_indent(fail)}\n"
            f"        Pass:\n\n{_indent(passing)}")
