"""``cardsmith new`` templates of Codex: a unit, a spell, a hero, a pack (each lint-clean, each
marked as a sample card)."""

from __future__ import annotations

from cardsmith.tools.authoring.templates import (
    Scaffold,
    ScaffoldError,
    ScaffoldRequest,
    Template,
    yaml_quote,
)

from .content import HERO, SPELL, UNIT

UNIT_EFFECT = "when this arrives: gain 1 gold"
SPELL_EFFECT = "deal 2 damage to target unit"
HEADER = "# SAMPLE card (not an official text)\n"
COLOURS = ("ember", "grove", "neutral")


def _colour(request: ScaffoldRequest) -> str:
    colour = request.variant or "ember"
    if colour not in COLOURS:
        raise ScaffoldError(f"unknown colour {colour!r} ({', '.join(COLOURS)})")
    return colour


def unit(request: ScaffoldRequest) -> Scaffold:
    """A tech 0 unit in ``units/<slug>.yaml`` (``--kind COLOUR``)."""
    body = (f"{HEADER}kind: unit\nid: {request.slug}\nname: {yaml_quote(request.title)}\n"
            f"sample: true\ncolour: {_colour(request)}\ncost: 1\ntech: 0\nattack: 1\n"
            f"health: 2\ntext: {yaml_quote(request.english(UNIT_EFFECT))}\n"
            f"effect: {yaml_quote(UNIT_EFFECT)}\n")
    return Scaffold(path=f"units/{request.slug}.yaml", body=body, kind=UNIT)


def spell(request: ScaffoldRequest) -> Scaffold:
    """A normal tech 0 spell in ``spells/<slug>.yaml``."""
    body = (f"{HEADER}kind: spell\nid: {request.slug}\nname: {yaml_quote(request.title)}\n"
            f"sample: true\ncolour: {_colour(request)}\ncost: 1\ntech: 0\nspell: normal\n"
            f"text: {request.english(SPELL_EFFECT)}\neffect: {SPELL_EFFECT}\n")
    return Scaffold(path=f"spells/{request.slug}.yaml", body=body, kind=SPELL)


def hero(request: ScaffoldRequest) -> Scaffold:
    """A hero of three bands in ``heroes/<slug>.yaml``."""
    body = (f"{HEADER}kind: hero\nid: {request.slug}\nname: {yaml_quote(request.title)}\n"
            f"sample: true\ncolour: {_colour(request)}\ncost: 2\nbands:\n"
            "  - {levels: [1, 3], attack: 2, health: 3}\n"
            "  - {levels: [4, 7], attack: 3, health: 4, keywords: [haste]}\n"
            "  - {levels: [8, 8], attack: 4, health: 5, keywords: [haste, flying]}\n")
    return Scaffold(path=f"heroes/{request.slug}.yaml", body=body, kind=HERO)


def pack(request: ScaffoldRequest) -> Scaffold:
    """A pack manifest of the ruleset and its folders."""
    body = (f"id: {request.slug}\nname: {yaml_quote(request.title)}\nversion: 0.1.0\n"
            "ruleset: codex\n"
            f"description: {yaml_quote('A Codex content pack of sample cards.')}\n")
    return Scaffold(path="pack.yaml", body=body, kind="pack",
                    folders=("units", "heroes", "spells", "upgrades", "buildings", "codices",
                             "decks", "tests"))


SCAFFOLDS: dict[str, Template] = {"unit": unit, "card": unit, "spell": spell, "hero": hero,
                                  "pack": pack}
