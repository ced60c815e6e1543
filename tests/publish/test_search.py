"""The query language of tools/search.py against the shared fixture (also run in the browser)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardsmith.tools import registry
from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.search.api import fields_of
from cardsmith.tools.search.index import card_index
from cardsmith.tools.search.query import SearchError, parse_query, search, tokenize

HERE = Path(__file__).parent
CASES = json.loads((HERE / "search_cases.json").read_text(encoding="utf-8"))
ROOT = HERE.parents[1]
#: the search keys of the fixture packs' game (an index does not carry its ruleset)
FIELDS = fields_of(registry.get("spirit-island"))


@pytest.fixture(scope="module")
def index() -> list[dict]:
    return card_index(load_pack(ROOT / CASES["pack"]).catalog)


@pytest.mark.parametrize("case", CASES["cases"], ids=lambda c: c["query"] or "<empty>")
def test_search_case(case: dict, index: list[dict]) -> None:
    if case.get("error"):
        with pytest.raises(SearchError):
            search(case["query"], index, FIELDS)
    else:
        assert sorted(c["id"] for c in search(case["query"], index, FIELDS)) == case["ids"]


def test_fixture_covers_every_key() -> None:
    queries = " ".join(c["query"] for c in CASES["cases"]).lower()
    for key in ("el:", "cost", "speed:", "kind:", "o:", "spirit:", "name:", "range", "t:",
                "target:", "verb:", " or ", "-el:", "(", "kind:fear", "kind:spirit",
                "kind:power"):
        assert key in queries, key


def test_tokenize_negation_quotes_and_or() -> None:
    tokens = tokenize('-el:fire spirit:"Sun-Bright" OR "or"')
    assert [t.type for t in tokens] == ["NOT", "TERM", "TERM", "OR", "TERM"]
    assert tokens[2].value == "Sun-Bright"
    assert tokens[4].value == "or"  # a quoted "or" is a word, not the operator


def test_or_binds_looser_than_and() -> None:
    tree = parse_query("a b OR c")
    assert tree == {"or": [{"and": [{"key": "name", "op": ":", "value": "a"},
                                    {"key": "name", "op": ":", "value": "b"}]},
                           {"key": "name", "op": ":", "value": "c"}]}


def test_shipped_index_entries_are_complete() -> None:
    catalog = load_pack(ROOT / "content" / "horizons").catalog
    entries = card_index(catalog)
    types = [e["type"] for e in entries]
    assert types.count("power") == len(catalog.of_kind("power"))
    assert types.count("fear") == len(catalog.of_kind("fear"))
    assert types.count("spirit") == len(catalog.of_kind("spirit"))
    for entry in entries:
        assert set(entry) == set(entries[0]), entry["id"]  # one shape for the JS finder
        assert entry["summary"] and entry["text"], entry["id"]
        if entry["type"] != "power":
            assert entry["kind"] == entry["type"] and entry["cost"] is None
            assert entry["range"] is None and entry["speed"] == ""
            assert entry["verbs"] or entry["type"] in ("invader", "board")  # no effects
            continue
        assert entry["kind"] in ("minor", "major", "unique")
        assert entry["speed"] in ("fast", "slow")
        assert isinstance(entry["cost"], int)
        if entry["kind"] == "unique":
            assert entry["spirit"], entry["id"]


def test_fear_and_spirit_entries(index: list[dict]) -> None:
    by_id = {e["id"]: e for e in index}
    fear = by_id["isolation"]
    assert fear["summary"].startswith("Fear card · Level I: Each player Removes")
    assert "2 or fewer Invaders" in fear["text"]  # level II and III, printed
    assert "Remove 1 Invader." in fear["text"]  # rendered from the effect
    spirit = by_id["sun-bright-whirlwind"]
    assert spirit["elements"] == ["air", "sun"]  # innate thresholds and presence tracks
    assert "A Stiff Wind at Their Backs" in spirit["text"]
    assert spirit["summary"] == "Spirit · 1 innate power · 4 unique powers"
    assert set(spirit["verbs"]) >= {"push", "damage", "fear"}


def test_index_urls_and_dependency_records_left_out() -> None:
    catalog = load_pack(ROOT / CASES["pack"]).catalog
    entries = card_index(catalog, lambda r: f"{r.kind}/{r.id}/")
    assert all(e["url"] == f"{e['type']}/{e['id']}/" for e in entries)
    catalog.by_id("isolation").context_only = True
    assert "isolation" not in [e["id"] for e in card_index(catalog)]


@pytest.mark.parametrize("pack", [CASES["pack"], "content/horizons"])
def test_every_example_of_the_finder_returns_results(pack: str) -> None:
    from cardsmith.tools.search.index import fields_for

    catalog = load_pack(ROOT / pack).catalog
    finder = fields_for(catalog).finder
    for query in (finder.placeholder, finder.example, finder.link_example):
        assert search(query, card_index(catalog), FIELDS), (pack, query)


def test_error_messages_name_the_nearest_value(index: list[dict]) -> None:
    for case in CASES["cases"]:
        if "message" in case:
            with pytest.raises(SearchError, match="^" + case["message"].replace("?", r"\?")):
                search(case["query"], index, FIELDS)


SEVERAL = CASES["several_packs"]


@pytest.fixture(scope="module")
def two_pack_index() -> list[dict]:
    from cardsmith.tools.publish.site import load_catalog

    catalog, _ = load_catalog([ROOT / p for p in SEVERAL["packs"]])
    return card_index(catalog)


def test_entries_name_their_pack(two_pack_index: list[dict]) -> None:
    packs = {e["id"]: e["pack"] for e in two_pack_index}
    assert packs["like-calls-to-like"] == {"id": "second-fixture", "name": "Jagged Fixture"}
    assert packs["tsunami"] == {"id": "publish-fixture", "name": "Publish Fixture"}
    assert len(two_pack_index) == 22


@pytest.mark.parametrize("case", SEVERAL["cases"], ids=lambda c: c["query"])
def test_set_filter_of_several_packs(case: dict, two_pack_index: list[dict]) -> None:
    if case.get("error"):
        with pytest.raises(SearchError) as info:
            search(case["query"], two_pack_index, FIELDS)
        assert str(info.value) == case["message"]
    else:
        assert sorted(c["id"] for c in search(case["query"], two_pack_index, FIELDS)) == case["ids"]
