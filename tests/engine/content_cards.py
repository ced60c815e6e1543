"""The shipped power cards, compiled (test helper: the engine itself never reads files)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from dsl.compiler import compile_power
from dsl.parser import parse

POWERS = Path(__file__).resolve().parents[2] / "content" / "horizons" / "powers"


@dataclass(frozen=True)
class Card:
    id: str
    range: Any
    target: Any
    ops: tuple[dict[str, Any], ...]


@cache
def shipped_cards() -> tuple[Card, ...]:
    cards: list[Card] = []
    for path in sorted(POWERS.glob("**/*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        effect, errors = parse(str(data.get("effect") or ""))
        if effect is None or errors:
            continue
        threshold = None
        extra = data.get("threshold")
        if isinstance(extra, dict):
            t_effect, t_errors = parse(str(extra.get("effect") or ""))
            if t_effect is None or t_errors:
                continue
            threshold = ({str(k): int(v) for k, v in extra["elements"].items()}, t_effect)
        ops, errors = compile_power(effect, threshold)
        if errors:
            continue
        cards.append(Card(str(data["id"]), data.get("range"), data.get("target"), tuple(ops)))
    return tuple(cards)
