"""Reading a Risk Deep Space pack: ``pack.yaml``, the galaxy board, the action cards.

Plain YAML reading for the engine and the tests until the core loader asks rulesets for
their content kinds (``galaxy``, ``action-card``; schemas in ``schemas/``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from rulesets.risk_deep_space.engine.cards import ActionCard, card_from_data, card_problems
from rulesets.risk_deep_space.engine.galaxy import Galaxy, galaxy_from_data
from rulesets.risk_deep_space.engine.ops import ir_problems

PACK_ID = "risk-deep-space"
SCHEMAS = Path(__file__).resolve().parent / "schemas"


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


def load_pack(root: Path | None = None) -> Pack:
    """The pack at ``root`` (default: the shipped one)."""
    root = root or shipped_pack_root()
    manifest = _read(root / "pack.yaml")
    galaxy_data = _read(root / "boards" / "galaxy.yaml")
    card_data: dict[str, dict[str, Any]] = {}
    cards: list[ActionCard] = []
    for path in sorted((root / "cards").glob("*.yaml")):
        data = _read(path)
        card_data[str(data["id"])] = data
        cards.append(card_from_data(data, source=str(path.relative_to(root))))
    return Pack(root, manifest, galaxy_from_data(galaxy_data), galaxy_data, cards, card_data)
