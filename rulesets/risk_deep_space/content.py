"""A Risk Deep Space pack as the engine sees it: the galaxy board and the action cards.

Two ways in: :func:`pack_from_catalog` builds it from the records the core loader read (the
scenario, simulate and site hooks: schema-checked, effects compiled by :func:`compile_record`);
:func:`load_pack` reads a pack folder directly (the ruleset's own tests and tools), compiling
each card's ``effect:`` with the same language.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from cardsmith.rulesets.risk_deep_space.dsl import LANGUAGE
from cardsmith.rulesets.risk_deep_space.engine.cards import (
    ActionCard,
    card_from_data,
    card_problems,
)
from cardsmith.rulesets.risk_deep_space.engine.galaxy import Galaxy, galaxy_from_data
from cardsmith.rulesets.risk_deep_space.engine.ops import ir_problems
from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.content.effects import EffectFields

PACK_ID = "risk-deep-space"
SCHEMAS = Path(__file__).resolve().parent / "schemas"
#: the content kinds (``RULESET.kinds``) and the engine unit of a card's effect
GALAXY, ACTION_CARD, EFFECT = "galaxy", "action-card", "effect"


def shipped_pack_root() -> Path:
    """The folder of the shipped pack (installed data package, else the source checkout)."""
    try:
        root = resources.files("cardsmith_data.content")
        candidate = Path(str(root.joinpath(PACK_ID)))
        if candidate.is_dir():
            return candidate
    except ModuleNotFoundError:
        pass
    return Path(__file__).resolve().parents[2] / "content" / PACK_ID


def compile_record(fields: EffectFields) -> None:
    """The ``compile_record`` hook: an action card's ``effect`` is the unit ``"effect"``."""
    if fields.kind == ACTION_CARD:
        fields.single((EFFECT,), EFFECT)


@dataclass
class Pack:
    root: Path
    manifest: dict[str, Any]
    galaxy: Galaxy
    galaxy_data: dict[str, Any]
    cards: list[ActionCard]
    card_data: dict[str, dict[str, Any]] = field(default_factory=dict)

    def card(self, card_id: str) -> ActionCard:
        return next(c for c in self.cards if c.id == card_id)

    def problems(self) -> list[str]:
        """Board rules, card fields and card IR, in one list (empty: the pack plays)."""
        out = [f"galaxy: {p}" for p in self.galaxy.problems()]
        ids = [c.id for c in self.cards]
        for c in self.cards:
            out += card_problems(c)
            out += ir_problems(list(c.effect), f"{c.id}: compiled")
            if ids.count(c.id) > 1:
                out.append(f"{c.id}: two cards share this id")
        return out


def _read(path: Path) -> dict[str, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError(f"{path}: a mapping expected")
    return data


def compile_card_effect(data: dict[str, Any], where: str = "card") -> list[dict[str, Any]]:
    """The IR of a card's ``effect:`` text (:class:`ValueError` listing its errors)."""
    ops, errors = LANGUAGE.compile_text(str(data.get(EFFECT) or ""))
    if ops is None or errors:
        raise ValueError(f"{where}: " + "; ".join(
            f"{e.span.line}:{e.span.col} {e.code} {e.message}" for e in errors))
    return list(ops)


def load_pack(root: Path | None = None) -> Pack:
    """The pack at ``root`` (default: the shipped one), its cards' effects compiled."""
    root = root or shipped_pack_root()
    manifest = _read(root / "pack.yaml")
    galaxy_data = _read(root / "boards" / "galaxy.yaml")
    card_data: dict[str, dict[str, Any]] = {}
    cards: list[ActionCard] = []
    for path in sorted((root / "cards").glob("*.yaml")):
        data = _read(path)
        source = str(path.relative_to(root))
        card_data[str(data["id"])] = data
        cards.append(card_from_data(data, source=source,
                                    effect=compile_card_effect(data, source)))
    return Pack(root, manifest, galaxy_from_data(galaxy_data), galaxy_data, cards, card_data)


def pack_from_catalog(catalog: Catalog, root: Path | None = None) -> Pack:
    """The pack of loaded records: the first galaxy, every action card with its compiled
    effect (:class:`ValueError` when there is no galaxy)."""
    galaxies = catalog.of_kind(GALAXY)
    if not galaxies or not isinstance(galaxies[0].data, dict):
        raise ValueError("the pack has no galaxy board (boards/*.yaml, kind: galaxy)")
    galaxy_data = dict(galaxies[0].data)
    manifests = [r.data for r in catalog.of_kind("pack") if isinstance(r.data, dict)]
    cards, card_data = _cards(r for r in catalog.of_kind(ACTION_CARD) if isinstance(r.data, dict))
    return Pack(root or galaxies[0].path.parent.parent, dict(manifests[0]) if manifests else {},
                galaxy_from_data(galaxy_data), galaxy_data, cards, card_data)


def _cards(records: Iterable[Any]) -> tuple[list[ActionCard], dict[str, dict[str, Any]]]:
    cards: list[ActionCard] = []
    data: dict[str, dict[str, Any]] = {}
    for r in records:
        if "id" not in r.data or str(r.data["id"]) in data:
            continue
        data[str(r.data["id"])] = dict(r.data)
        cards.append(card_from_data(r.data, source=str(r.path), effect=r.ops.get(EFFECT, [])))
    return cards, data
