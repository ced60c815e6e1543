"""Every rule of ``RULES.md`` has a scenario naming it, every sample card a scenario of its
own, and every card of the pack is marked as a sample."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from cardsmith.rulesets.codex.content import CARD_KINDS
from cardsmith.tools.content.catalog import Catalog

from .conftest import PACK

RULES = Path(__file__).resolve().parents[2] / "rulesets" / "codex" / "RULES.md"


def _scenarios() -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for path in sorted((PACK / "tests").rglob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        out += data.get("scenarios") or [data]
    return out


def test_every_rule_has_a_scenario() -> None:
    rules = re.findall(r"^- \*\*([A-Z][0-9]+)\*\*", RULES.read_text(encoding="utf-8"), re.M)
    assert len(rules) == 83 and len(set(rules)) == len(rules)
    tested = {str(s["rule"]) for s in _scenarios() if "rule" in s}
    assert set(rules) - tested == set()
    assert tested - set(rules) == set()  # no scenario names a rule that is not written down
    assert sum("rule" in s for s in _scenarios()) == 110


def test_every_sample_card_has_a_scenario(catalog: Catalog) -> None:
    cards = {str(r.id) for k in CARD_KINDS for r in catalog.of_kind(k)}
    tested = {str(s["card"]) for s in _scenarios() if "card" in s}
    assert len(cards) == 41 and cards - tested == set() and tested <= cards


def test_every_record_is_marked_sample(catalog: Catalog) -> None:
    kinds = (*CARD_KINDS, "codex", "deck")
    records = [r for k in kinds for r in catalog.of_kind(k)]
    assert len(records) == 45
    assert all(isinstance(r.data, dict) and r.data.get("sample") is True for r in records)
    counts = {k: len(catalog.of_kind(k)) for k in kinds}
    assert counts == {"unit": 15, "hero": 4, "spell": 13, "upgrade": 3, "building": 6,
                      "codex": 2, "deck": 2}
