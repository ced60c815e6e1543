"""Builders of the ``Fail:``/``Pass:`` examples of Risk Deep Space's lint-rule docstrings: a
small pack of the ruleset (its ``pack.yaml`` names it) with one action card or one galaxy."""

from __future__ import annotations

import textwrap

PACK = (
    "# file: pack.yaml\n"
    "id: example\n"
    "name: Example\n"
    "version: 1.0.0\n"
    "ruleset: risk-deep-space\n"
)

#: a galaxy that keeps every board rule (four corners, a warp of two, a 2-player layout each)
GALAXY = """\
kind: galaxy
id: example
name: Example galaxy
planets:
  - {id: P1, name: One, corner: north-west}
  - {id: P2, name: Two, corner: north-east}
  - {id: P3, name: Three, corner: south-east}
  - {id: P4, name: Four, corner: south-west}
  - {id: P5, name: Five}
  - {id: P6, name: Six}
home_stations:
  - {id: red-home, colour: red, corner: north-west}
  - {id: yellow-home, colour: yellow, corner: north-east}
  - {id: blue-home, colour: blue, corner: south-east}
  - {id: green-home, colour: green, corner: south-west}
connections:
  - [red-home, P1]
  - [yellow-home, P2]
  - [blue-home, P3]
  - [green-home, P4]
  - [P1, P2]
  - [P2, P3]
  - [P3, P4]
  - [P4, P1]
  - [P5, P1]
  - [P5, P2]
  - [P6, P3]
  - [P6, P4]
gem_warp: {connects: [P5, P6]}
two_player:
  - {colours: [red, blue], covers: [P2, P4]}
  - {colours: [yellow, green], covers: [P1, P3]}
"""


def _indent(text: str) -> str:
    return textwrap.indent(text, " " * 12)


def _doc(summary: str, fail: str, passing: str) -> str:
    return (f"{summary}\n\n        Fail:\n\n{_indent(fail)}\n"
            f"        Pass:\n\n{_indent(passing)}")


def card(effect: str, text: str, extra: str = "") -> str:
    """A pack with one action card of this effect, printed text and extra fields."""
    body = textwrap.indent(effect.strip("\n") + "\n", "  ")
    return (f"{PACK}# file: cards/example.yaml\n"
            "kind: action-card\nid: example\nname: Example\ncost: free\ntiming: turn\n"
            f"{extra}text: {text}\neffect: |\n{body}")


def card_doc(summary: str, *, fail: str, passing: str, text: str, extra: str = "",
             fail_extra: str | None = None) -> str:
    """A rule docstring whose examples are an action card differing in its effect (or, with
    ``fail_extra``, in its other fields)."""
    return _doc(summary, card(fail, text, extra if fail_extra is None else fail_extra),
                card(passing, text, extra))


def galaxy_doc(summary: str, *, old: str, new: str) -> str:
    """A rule docstring whose Fail example is :data:`GALAXY` with ``old`` replaced by ``new``."""
    assert old in GALAXY
    return _doc(summary, f"{PACK}# file: boards/galaxy.yaml\n{GALAXY.replace(old, new)}",
                f"{PACK}# file: boards/galaxy.yaml\n{GALAXY}")
