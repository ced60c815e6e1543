"""Card definitions as the engine reads them: one :class:`CardDef` per unit, hero, spell,
upgrade and building record, and the :class:`Library` of a pack (its cards, the starting deck,
codex and heroes of each colour)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardsmith.tools.content.catalog import Catalog

CARD_KINDS = ("unit", "hero", "spell", "upgrade", "building")
Ops = Sequence[Mapping[str, Any]]


def keywords_of(values: Any) -> dict[str, int]:
    """``["haste", "resist 1"]`` → ``{"haste": 1, "resist": 1}`` (malformed entries skipped)."""
    out: dict[str, int] = {}
    for raw in values if isinstance(values, list) else []:
        name, _, number = str(raw).partition(" ")
        out[name] = out.get(name, 0) + (int(number) if number.isdigit() else 1)
    return out


@dataclass(frozen=True)
class Band:
    """A hero's level band: its levels, attack, health, keywords and triggers."""

    low: int
    high: int
    attack: int
    health: int
    keywords: Mapping[str, int] = field(default_factory=dict)
    effect: Ops = ()


@dataclass(frozen=True)
class CardDef:
    """What the engine needs of a card record."""

    id: str
    kind: str
    name: str
    colour: str = "neutral"
    cost: int = 0
    tech: int = 0
    attack: int = 0
    health: int = 1
    keywords: Mapping[str, int] = field(default_factory=dict)
    effect: Ops = ()
    spell: str | None = None
    building: str | None = None
    workers: int = 0
    bands: tuple[Band, ...] = ()

    @property
    def max_level(self) -> int:
        """A hero's top level."""
        return self.bands[-1].high if self.bands else 0

    def band(self, level: int) -> Band:
        """The band a hero's level falls in (the last one past the top)."""
        for band in self.bands:
            if band.low <= level <= band.high:
                return band
        return self.bands[-1]


TOKEN = CardDef(id="token", kind="unit", name="Token")


def _int(value: Any, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def card_from_record(data: Mapping[str, Any], kind: str, ops: Mapping[str, Any]) -> CardDef:
    """A :class:`CardDef` from a record's data and its compiled units (``effect``,
    ``bands[i]``)."""
    bands = []
    for i, raw in enumerate(data.get("bands") or []):
        if not isinstance(raw, dict):
            continue
        levels = raw.get("levels") or [1, 1]
        bands.append(Band(_int(levels[0], 1), _int(levels[-1], 1), _int(raw.get("attack")),
                          _int(raw.get("health"), 1), keywords_of(raw.get("keywords")),
                          tuple(ops.get(f"bands[{i}]") or ())))
    return CardDef(
        id=str(data.get("id")), kind=kind, name=str(data.get("name") or data.get("id")),
        colour=str(data.get("colour") or "neutral"), cost=_int(data.get("cost")),
        tech=_int(data.get("tech")), attack=_int(data.get("attack")),
        health=_int(data.get("health"), 1), keywords=keywords_of(data.get("keywords")),
        effect=tuple(ops.get("effect") or ()),
        spell=str(data["spell"]) if data.get("spell") else None,
        building=str(data["building"]) if data.get("building") else None,
        workers=_int(data.get("workers")), bands=tuple(bands))


@dataclass
class Library:
    """A pack's cards by id, and per colour its starting deck, codex and heroes."""

    cards: dict[str, CardDef] = field(default_factory=dict)
    decks: dict[str, list[str]] = field(default_factory=dict)
    codices: dict[str, list[str]] = field(default_factory=dict)
    heroes: dict[str, list[str]] = field(default_factory=dict)

    @property
    def colours(self) -> list[str]:
        """The colours that have both a starting deck and a codex."""
        return sorted(c for c in self.decks if c in self.codices)

    def card(self, card_id: str) -> CardDef:
        """The definition of a card id (``token``: the token stand-in)."""
        return TOKEN if card_id == "token" else self.cards[card_id]

    def tech_building(self, level: int) -> CardDef | None:
        """The tech building of ``level``."""
        return next((c for c in self.cards.values()
                     if c.building == "tech" and c.tech == level), None)

    def base(self) -> CardDef:
        """The base's definition (20 health if the pack has none)."""
        found = next((c for c in self.cards.values() if c.building == "base"), None)
        return found or CardDef(id="base", kind="building", name="Base", health=20,
                                building="base")

    def hero_colour(self, hero: str) -> str | None:
        """The colour whose codex lists ``hero``."""
        return next((c for c, hs in self.heroes.items() if hero in hs), None)

    def problems(self) -> list[str]:
        """Why the library cannot be played (empty: it can)."""
        out = []
        if len(self.colours) < 1:
            out.append("no colour has both a starting deck and a codex")
        for level in (1, 2, 3):
            if self.tech_building(level) is None:
                out.append(f"no tech {level} building (buildings/, building: tech)")
        for colour, ids in [*self.decks.items(), *self.codices.items(), *self.heroes.items()]:
            out += [f"{colour}: unknown card {i!r}" for i in ids if i not in self.cards]
        return out


def _records(catalog: Catalog, kind: str) -> Iterable[Any]:
    return (r for r in catalog.of_kind(kind) if isinstance(r.data, dict) and r.data.get("id"))


def library_from_catalog(catalog: Catalog) -> Library:
    """The library of a loaded pack (records with schema errors may be half read)."""
    lib = Library()
    for kind in CARD_KINDS:
        for r in _records(catalog, kind):
            lib.cards.setdefault(str(r.data["id"]), card_from_record(r.data, kind, r.ops))
    for r in _records(catalog, "deck"):
        lib.decks.setdefault(str(r.data.get("colour")), [str(c) for c in r.data.get("cards") or []])
    for r in _records(catalog, "codex"):
        colour = str(r.data.get("colour"))
        lib.codices.setdefault(colour, [str(c) for c in r.data.get("cards") or []])
        lib.heroes.setdefault(colour, [str(c) for c in r.data.get("heroes") or []])
    return lib
