"""Codex's content kinds (``RULESET.kinds``) and the playable library of a loaded pack."""

from __future__ import annotations

from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.ruleset import ContentKind

from .engine.cards import Library, library_from_catalog

UNIT, HERO, SPELL, UPGRADE, BUILDING, CODEX, DECK = (
    "unit", "hero", "spell", "upgrade", "building", "codex", "deck")
CARD_KINDS = (UNIT, HERO, SPELL, UPGRADE, BUILDING)

KINDS = (
    ContentKind(name=UNIT, schema="unit.schema.json", folders=("units",), plural="units",
                title="Units", named=True, summary=("cost", "tech", "attack", "health")),
    ContentKind(name=HERO, schema="hero.schema.json", folders=("heroes",), plural="heroes",
                title="Heroes", named=True, summary=("cost", "spec")),
    ContentKind(name=SPELL, schema="spell.schema.json", folders=("spells",), plural="spells",
                title="Spells", named=True, summary=("cost", "tech", "spell")),
    ContentKind(name=UPGRADE, schema="upgrade.schema.json", folders=("upgrades",),
                plural="upgrades", title="Upgrades", named=True, summary=("cost", "tech")),
    ContentKind(name=BUILDING, schema="building.schema.json", folders=("buildings",),
                plural="buildings", title="Buildings", named=True,
                summary=("building", "cost", "health")),
    ContentKind(name=CODEX, schema="codex.schema.json", folders=("codices",), plural="codices",
                title="Codices", named=True, summary=("colour",)),
    ContentKind(name=DECK, schema="deck.schema.json", folders=("decks",), plural="decks",
                title="Starting decks", named=True, summary=("colour",)),
)

_LIBS: dict[int, tuple[Catalog, Library]] = {}


def library_of(catalog: Catalog) -> Library:
    """The library of a catalog (kept per catalog)."""
    kept = _LIBS.get(id(catalog))
    if kept is None or kept[0] is not catalog:
        kept = _LIBS[id(catalog)] = (catalog, library_from_catalog(catalog))
    return kept[1]
