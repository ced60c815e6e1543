"""``cardsmith new`` templates of Risk Deep Space: an action card, a galaxy, a pack.

``SCAFFOLDS`` is ``RULESET.scaffolds`` (see :mod:`tools.authoring.templates`). Each template is
a lint-clean file: an action card with a placeholder effect whose ``text`` is its English
(``--kind free|gem|recruit``: what it costs to play), a galaxy that keeps every board rule.
"""

from __future__ import annotations

from cardsmith.rulesets.risk_deep_space.content import ACTION_CARD, GALAXY
from cardsmith.rulesets.risk_deep_space.engine.cards import COSTS
from cardsmith.tools.authoring.templates import (
    Scaffold,
    ScaffoldError,
    ScaffoldRequest,
    Template,
    yaml_quote,
)

PLACEHOLDER_EFFECT = "gain 1 gem"
PACK_FOLDERS = ("cards", "boards", "tests")

#: the galaxy template's spaces: id, name, corner, map position
PLANETS = (
    ("P1", "First", "north-west", 20, 20), ("P2", "Second", "north-east", 80, 20),
    ("P3", "Third", "south-east", 80, 80), ("P4", "Fourth", "south-west", 20, 80),
    ("P5", "Fifth", None, 40, 50), ("P6", "Sixth", None, 60, 50),
)
STATIONS = (("red", "north-west", 5, 5), ("yellow", "north-east", 95, 5),
            ("blue", "south-east", 95, 95), ("green", "south-west", 5, 95))
CONNECTIONS = (("red-home", "P1"), ("yellow-home", "P2"), ("blue-home", "P3"),
               ("green-home", "P4"), ("P1", "P2"), ("P2", "P3"), ("P3", "P4"), ("P4", "P1"),
               ("P5", "P1"), ("P5", "P2"), ("P6", "P3"), ("P6", "P4"))


def action_card(request: ScaffoldRequest) -> Scaffold:
    """An action card in ``cards/<slug>.yaml``."""
    cost = request.variant or "free"
    if cost not in COSTS:
        raise ScaffoldError(f"unknown cost {cost!r} ({', '.join(COSTS)})")
    body = (
        "kind: action-card\n"
        f"id: {request.slug}\n"
        f"name: {yaml_quote(request.title)}\n"
        "copies: 1\n"
        f"cost: {cost}\n"
        "timing: turn\n"
        f"text: {request.english(PLACEHOLDER_EFFECT)}\n"
        f"effect: {PLACEHOLDER_EFFECT}\n"
    )
    return Scaffold(path=f"cards/{request.slug}.yaml", body=body, kind=ACTION_CARD)


def galaxy(request: ScaffoldRequest) -> Scaffold:
    """A galaxy in ``boards/<slug>.yaml``: six planets, four home stations, a warp of two."""
    planets = "".join(
        f"  - {{id: {pid}, name: {name}{f', corner: {corner}' if corner else ''}, "
        f"at: [{x}, {y}]}}\n" for pid, name, corner, x, y in PLANETS)
    stations = "".join(f"  - {{id: {c}-home, colour: {c}, corner: {corner}, at: [{x}, {y}]}}\n"
                       for c, corner, x, y in STATIONS)
    connections = "".join(f"  - [{a}, {b}]\n" for a, b in CONNECTIONS)
    body = (
        "kind: galaxy\n"
        f"id: {request.slug}\n"
        f"name: {yaml_quote(request.title)}\n"
        f"planets:\n{planets}"
        f"home_stations:\n{stations}"
        f"connections:\n{connections}"
        "gem_warp: {name: the gem warp, connects: [P5, P6]}\n"
        "two_player:\n"
        "  - {colours: [red, blue], covers: [P2, P4]}\n"
        "  - {colours: [yellow, green], covers: [P1, P3]}\n"
    )
    return Scaffold(path=f"boards/{request.slug}.yaml", body=body, kind=GALAXY)


def pack(request: ScaffoldRequest) -> Scaffold:
    """A pack manifest of the ruleset and its folders."""
    body = (
        f"id: {request.slug}\n"
        f"name: {yaml_quote(request.title)}\n"
        "version: 0.1.0\n"
        "ruleset: risk-deep-space\n"
        f"description: {yaml_quote('A Risk Deep Space content pack.')}\n"
    )
    return Scaffold(path="pack.yaml", body=body, kind="pack", folders=PACK_FOLDERS)


SCAFFOLDS: dict[str, Template] = {
    "action-card": action_card,
    "card": action_card,
    "galaxy": galaxy,
    "pack": pack,
}
