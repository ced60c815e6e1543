"""``cardsmith new`` templates of Elder Sign: one per card kind, and a pack.

``SCAFFOLDS`` is ``RULESET.scaffolds`` (see :mod:`tools.authoring.templates`). Each template is
a lint-clean sample card (``sample: true``: a card you write is no official text either).
``new item NAME --kind common|unique`` picks the item's die.
"""

from __future__ import annotations

from collections.abc import Callable

from cardsmith.rulesets.elder_sign import content as K
from cardsmith.tools.authoring.templates import (
    Scaffold,
    ScaffoldError,
    ScaffoldRequest,
    Template,
    yaml_quote,
)

PACK_FOLDERS = ("adventures", "other-worlds", "mythos", "items", "spells", "allies",
                "investigators", "monsters", "ancient-ones", "tests")

#: kind → (folder, the fields after id, name and sample)
BODIES: dict[str, tuple[str, str]] = {
    K.ADVENTURE: ("adventures", "trophies: 1\nordered: false\nmonster_slot: true\ntasks:\n"
                  "  - 3 clues\n  - lore\nterror: lose 1 sanity\nreward: gain 1 clue\n"
                  "penalty: lose 1 health\n"),
    K.OTHER_WORLD: ("other-worlds", "trophies: 2\nordered: true\ntasks:\n  - lore, peril\n"
                    "  - 5 clues\nreward: gain 1 elder sign\npenalty: add 1 doom token\n"),
    K.MYTHOS: ("mythos", "immediate: add 1 doom token\nlasting_rule: no-focus\n"),
    K.SPELL: ("spells", "holds: 1\n"),
    K.ALLY: ("allies", "power: extra-die\neffect: gain 1 clue\n"),
    K.INVESTIGATOR: ("investigators", "health: 5\nsanity: 5\npower: ward\n"
                     "ability: Ignores the terror effects of adventures and monsters.\n"
                     "starts_with: {common: 1}\n"),
    K.MONSTER: ("monsters", "task: 3 clues, peril\ntrophies: 1\nterror: lose 1 health\n"),
    K.ANCIENT_ONE: ("ancient-ones", "doom: 12\nelder_signs: 6\n"),
}


def _card(kind: str) -> Template:
    def template(request: ScaffoldRequest) -> Scaffold:
        folder, fields = BODIES[kind]
        body = (f"kind: {kind}\nid: {request.slug}\nname: {yaml_quote(request.title)}\n"
                f"sample: true\n{fields}")
        return Scaffold(path=f"{folder}/{request.slug}.yaml", body=body, kind=kind)

    template.__doc__ = f"A sample {kind} card in ``{BODIES[kind][0]}/<slug>.yaml``."
    return template


def item(request: ScaffoldRequest) -> Scaffold:
    """A sample item in ``items/<slug>.yaml`` (``--kind common|unique``: its die)."""
    rarity = request.variant or "common"
    if rarity not in ("common", "unique"):
        raise ScaffoldError(f"unknown item kind {rarity!r} (common, unique)")
    body = (f"kind: item\nid: {request.slug}\nname: {yaml_quote(request.title)}\n"
            f"sample: true\nrarity: {rarity}\n")
    return Scaffold(path=f"items/{request.slug}.yaml", body=body, kind=K.ITEM)


def pack(request: ScaffoldRequest) -> Scaffold:
    """A pack manifest of the ruleset and its folders."""
    body = (f"id: {request.slug}\nname: {yaml_quote(request.title)}\nversion: 0.1.0\n"
            "ruleset: elder-sign\n"
            f"description: {yaml_quote('An Elder Sign content pack (sample cards).')}\n")
    return Scaffold(path="pack.yaml", body=body, kind="pack", folders=PACK_FOLDERS)


_MAKERS: dict[str, Callable[[ScaffoldRequest], Scaffold]] = {k: _card(k) for k in BODIES}
SCAFFOLDS: dict[str, Template] = {**_MAKERS, K.ITEM: item, "card": _MAKERS[K.ADVENTURE],
                                  "pack": pack}
