"""``cardsmith new`` templates of Spirit Island: a power card, a spirit, a fear card, a pack.

``SCAFFOLDS`` is ``RULESET.scaffolds`` (see :mod:`tools.authoring.templates`). Each template is
a lint-clean file with a simple placeholder effect (``1 fear``) whose ``text`` is its English.
"""

from __future__ import annotations

from cardsmith.tools.authoring.templates import (
    ListEntry,
    Scaffold,
    ScaffoldError,
    ScaffoldRequest,
    Template,
    slugify,
    yaml_quote,
)

PLACEHOLDER_EFFECT = "1 fear"
POWER_KINDS = ("minor", "major", "unique")
PACK_FOLDERS = ("powers/minor", "powers/major", "powers/unique", "spirits", "fear", "boards")


def _first_spirit(request: ScaffoldRequest) -> str:
    spirits = sorted((request.pack / "spirits").glob("*.yaml"))
    return spirits[0].stem if spirits else "my-spirit"


def power(request: ScaffoldRequest) -> Scaffold:
    """A power card in ``powers/<kind>/<slug>.yaml`` (a unique one joins its spirit's list)."""
    kind = request.variant or "minor"
    if kind not in POWER_KINDS:
        raise ScaffoldError(f"unknown power kind {kind!r} (minor, major or unique)")
    owner = ""
    also: tuple[ListEntry, ...] = ()
    if kind == "unique":
        spirit = slugify(request.owner) if request.owner else _first_spirit(request)
        owner = f"spirit: {spirit}\n"
        also = (ListEntry(f"spirits/{spirit}.yaml", "unique_powers", request.slug),)
    body = (
        f"id: {request.slug}\n"
        f"name: {yaml_quote(request.title)}\n"
        f"kind: {kind}\n"
        f"{owner}"
        f"cost: {2 if kind == 'major' else 1}\n"
        "speed: fast\n"
        "elements: [sun]\n"
        "range: {from: presence, distance: 1}\n"
        "target: {land: any}\n"
        f"text: {request.english(PLACEHOLDER_EFFECT)}\n"
        f"effect: {PLACEHOLDER_EFFECT}\n"
    )
    return Scaffold(
        path=f"powers/{kind}/{request.slug}.yaml", body=body, kind="power", list_in=also
    )


def spirit(request: ScaffoldRequest) -> Scaffold:
    """A spirit in ``spirits/<slug>.yaml`` with one growth choice, tracks and one innate."""
    body = (
        f"id: {request.slug}\n"
        f"name: {yaml_quote(request.title)}\n"
        "setup:\n"
        '  text: "Put 2 Presence on your starting board in the highest-numbered Wetland."\n'
        "  presence:\n"
        "    - {count: 2, land: {terrain: wetland, pick: highest}}\n"
        "  energy: 0\n"
        "growth:\n"
        "  - [{reclaim: all}, {gain_card: any}]\n"
        "  - [{add_presence: {range: 1}}, {gain_energy: 2}]\n"
        "presence_tracks:\n"
        "  energy:\n"
        "    - {energy: 1}\n"
        "    - {energy: 2}\n"
        "    - {element: sun}\n"
        "    - {energy: 3}\n"
        "  card_plays:\n"
        "    - {plays: 1}\n"
        "    - {plays: 2}\n"
        "    - {plays: 3}\n"
        "innates:\n"
        f"  - name: {yaml_quote(request.title + ' Innate')}\n"
        "    speed: fast\n"
        "    range: {from: presence, distance: 1}\n"
        "    target: {land: any}\n"
        "    levels:\n"
        "      - elements: {sun: 1}\n"
        f"        text: {request.english(PLACEHOLDER_EFFECT)}\n"
        f"        effect: {PLACEHOLDER_EFFECT}\n"
        "unique_powers: []\n"
    )
    return Scaffold(path=f"spirits/{request.slug}.yaml", body=body, kind="spirit")


def fear(request: ScaffoldRequest) -> Scaffold:
    """A fear card in ``fear/<slug>.yaml`` with three terror levels."""
    levels = "".join(
        f"  - text: {request.english(effect)}\n    effect: {effect}\n"
        for effect in ("defend 1", "defend 2", "defend 3")
    )
    body = f"id: {request.slug}\nname: {yaml_quote(request.title)}\nlevels:\n{levels}"
    return Scaffold(path=f"fear/{request.slug}.yaml", body=body, kind="fear")


def pack(request: ScaffoldRequest) -> Scaffold:
    """A pack manifest building on the shipped pack, and the content folders."""
    body = (
        f"id: {request.slug}\n"
        f"name: {yaml_quote(request.title)}\n"
        "version: 0.1.0\n"
        f"description: {yaml_quote('A homebrew content pack.')}\n"
        "depends:\n"
        '  - {id: horizons, version: ">=1.0.0"}  # boards, spirits and cards to build on\n'
    )
    return Scaffold(path="pack.yaml", body=body, kind="pack", folders=PACK_FOLDERS)


SCAFFOLDS: dict[str, Template] = {"power": power, "spirit": spirit, "fear": fear, "pack": pack}
