"""The parser parses an effect one top-level statement at a time and keeps each statement's
syntax tree: the result (spans included) and the errors are those of parsing the whole text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from cardsmith.rulesets.spirit_island.dsl import LANGUAGE

ROOT = Path(__file__).resolve().parents[2]


def _effects() -> list[str]:
    found: list[str] = []

    def walk(x: object) -> None:
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "effect" and isinstance(v, str):
                    found.append(v)
                else:
                    walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    for f in sorted((ROOT / "content" / "horizons").rglob("*.yaml")):
        walk(yaml.safe_load(f.read_text("utf-8")))
    docs = (ROOT / "rulesets" / "spirit_island" / "docs" / "dsl.md").read_text("utf-8")
    found += re.findall(r"```cardsmith\n(.*?)```", docs, re.S)
    return found


TEXTS = [
    *_effects(),
    "either: 1 fear\nor: 1 damage\n1 fear",
    "if dahan present:\n  1 fear\notherwise:\n  defend 2\npush 1 explorer",
    "# a comment\n1 fear\n\n# another\n  \ndefend 1\n",
    "if x:\n# between\n  1 fear\n2 fear",
    "Either:\n  1 fear\nOr: 1 damage\nOtherwise: 2 fear",
]


@pytest.mark.parametrize("text", TEXTS)
def test_statement_by_statement_is_the_whole_parse(text: str) -> None:
    parser = LANGUAGE.parser
    source = text.expandtabs(4).rstrip() + "\n"
    whole = parser._parse_source(source)
    for _ in range(2):  # the second time from the cache
        assert repr(parser._parse_statements(source)) == repr(whole)


@pytest.mark.parametrize(
    "text",
    [
        "1 fear\npush 2\ndefend 1",
        "1 fear\nif target is sands\n  defend 2",
        "either: 1 fear\nor:\n2 fear",
        "1 fear\n    1 damage",
        "1 fear\nfrobnicate 2 dahan",
    ],
)
def test_errors_are_those_of_the_whole_text(text: str) -> None:
    parser = LANGUAGE.parser
    source = text.expandtabs(4).rstrip() + "\n"
    assert parser._parse_statements(source) == parser._parse_source(source)
