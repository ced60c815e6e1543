"""The pack's files match the ruleset's JSON Schemas (board, action cards, scenarios) and the
core's pack schema; the schemas catch the usual mistakes."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from cardsmith.rulesets.risk_deep_space.content import SCHEMAS, Pack

ROOT = Path(__file__).resolve().parents[2]


@cache
def validator(name: str) -> Draft202012Validator:
    schema = json.loads((SCHEMAS / f"{name}.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def errors(name: str, data: Any) -> list[str]:
    return [e.message for e in validator(name).iter_errors(data)]


def _load(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def test_the_galaxy_board(pack: Pack) -> None:
    assert errors("galaxy", _load(pack.root / "boards" / "galaxy.yaml")) == []


def test_every_action_card(pack: Pack) -> None:
    for path in sorted((pack.root / "cards").glob("*.yaml")):
        assert errors("action-card", _load(path)) == [], path.name


def test_every_scenario_file(pack: Pack) -> None:
    paths = sorted((pack.root / "tests").rglob("*.yaml"))
    assert paths
    for path in paths:
        assert errors("scenario", _load(path)) == [], path.name


def test_the_manifest_names_its_ruleset_and_says_what_is_stand_in(pack: Pack) -> None:
    schemas = {name: json.loads((ROOT / "schemas" / name).read_text(encoding="utf-8"))
               for name in ("pack.schema.json", "defs.schema.json")}
    registry: Registry[Any] = Registry().with_resources(
        (s["$id"], Resource.from_contents(s)) for s in schemas.values()
    )
    core = Draft202012Validator(schemas["pack.schema.json"], registry=registry)
    manifest = pack.manifest
    assert [e.message for e in core.iter_errors(manifest)] == []
    assert manifest["id"] == "risk-deep-space" and manifest["ruleset"] == "risk-deep-space"
    assert manifest["version"] == "0.1.0"
    text = manifest["description"].lower()
    assert "stand-in layout" in text and "sample" in text and "not an official text" in text


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("action-card", {"id": "x", "name": "X", "cost": "2 gems", "timing": "turn", "text": "t",
                         "effect": "gain 1 gem"}),
        ("action-card", {"id": "x", "name": "X", "cost": "free", "timing": "whenever",
                         "text": "t", "effect": "gain 1 gem"}),
        ("galaxy", {"id": "g", "name": "G", "planets": [], "home_stations": [],
                    "connections": [], "gem_warp": {"connects": []}, "two_player": []}),
        ("scenario", {"name": "x", "recruits": {"P1": {"red": 0}}}),
        ("scenario", {"name": "x", "dice": [7]}),
        ("scenario", {"name": "x", "seats": ["red", "purple"]}),
    ],
)
def test_mistakes_are_caught(name: str, data: dict[str, Any]) -> None:
    assert errors(name, data)
