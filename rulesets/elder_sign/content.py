"""An Elder Sign pack as the engine sees it: every card by kind, each effect field compiled.

:func:`compile_record` is the ruleset's ``compile_record`` hook (which fields are effects);
:func:`pack_from_catalog` builds a :class:`Pack` from the records the core loader read (the
scenario, simulate and site hooks), :func:`load_pack` from a pack folder (the ruleset's tests).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardsmith.rulesets.elder_sign.tasks import Task, parse
from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.content.effects import EffectFields

PACK_ID = "elder-sign"
ADVENTURE, OTHER_WORLD, MYTHOS = "adventure", "other-world", "mythos"
ITEM, SPELL, ALLY = "item", "spell", "ally"
INVESTIGATOR, MONSTER, ANCIENT_ONE = "investigator", "monster", "ancient-one"
KINDS = (ADVENTURE, OTHER_WORLD, MYTHOS, ITEM, SPELL, ALLY, INVESTIGATOR, MONSTER,
         ANCIENT_ONE)
#: the effect fields of each kind (each is an engine unit of the same name)
EFFECT_FIELDS: dict[str, tuple[str, ...]] = {
    ADVENTURE: ("terror", "at_midnight", "reward", "penalty"),
    OTHER_WORLD: ("terror", "at_midnight", "reward", "penalty"),
    MYTHOS: ("immediate", "at_midnight"),
    ITEM: ("effect",),
    SPELL: ("effect",),
    ALLY: ("effect",),
    MONSTER: ("terror",),
    ANCIENT_ONE: ("at_midnight",),
}


def compile_record(fields: EffectFields) -> None:
    """The ``compile_record`` hook: each effect field of a card is the unit of its name."""
    for name in EFFECT_FIELDS.get(fields.kind, ()):
        fields.single((name,), name)


@dataclass
class Card:
    """One card of the pack: its kind, id, data and compiled effect units."""

    kind: str
    id: str
    data: dict[str, Any]
    ops: dict[str, list[dict[str, Any]]] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return str(self.data.get("name") or self.id)

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def unit(self, name: str) -> list[dict[str, Any]]:
        """The compiled operations of one effect field (``[]``: none)."""
        return self.ops.get(name) or []

    def tasks(self) -> list[Task]:
        """The tasks of an adventure or Other World (a monster: its one task)."""
        rows = self.data.get("tasks") if self.kind != MONSTER else [self.data.get("task")]
        out = []
        for row in rows or []:
            task, _ = parse(str(row))
            if task is not None:
                out.append(task)
        return out


@dataclass
class Pack:
    """Every card of a pack by kind, in id order."""

    root: Path | None
    cards: dict[str, list[Card]]

    def of(self, kind: str) -> list[Card]:
        return self.cards.get(kind, [])

    def card(self, card_id: str, kind: str | None = None) -> Card:
        for k in (kind,) if kind else KINDS:
            for c in self.of(k or ""):
                if c.id == card_id:
                    return c
        raise KeyError(card_id)

    def ids(self, kind: str) -> list[str]:
        return [c.id for c in self.of(kind)]

    def problems(self) -> list[str]:
        """Why a game cannot be played with this pack (empty: it can)."""
        out = []
        for kind, least in ((ADVENTURE, 1), (MYTHOS, 1), (INVESTIGATOR, 1),
                            (ANCIENT_ONE, 1)):
            if len(self.of(kind)) < least:
                out.append(f"the pack has no {kind} card")
        return out


def pack_from_catalog(catalog: Catalog, root: Path | None = None) -> Pack:
    """The pack of loaded records (records that are not mappings or have no id left out)."""
    cards: dict[str, list[Card]] = {}
    for kind in KINDS:
        seen: set[str] = set()
        for r in catalog.of_kind(kind):
            if not isinstance(r.data, dict) or not r.id or r.id in seen:
                continue
            seen.add(str(r.id))
            ops = {k: list(v) for k, v in r.ops.items()}
            cards.setdefault(kind, []).append(Card(kind, str(r.id), dict(r.data), ops))
        cards.get(kind, []).sort(key=lambda c: c.id)
    return Pack(root, cards)


def shipped_pack_root() -> Path:
    """The folder of the shipped pack in a source checkout."""
    return Path(__file__).resolve().parents[2] / "content" / PACK_ID


def load_pack(root: Path | None = None) -> Pack:
    """The pack at ``root`` (default: the shipped one), read with the core loader."""
    from cardsmith.tools.content.loader import load_pack as core_load

    root = root or shipped_pack_root()
    return pack_from_catalog(core_load(root).catalog, root)
