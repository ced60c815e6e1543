"""Wrong-typed content never crashes the page generators or search (issue 14).

``cardsmith publish``/``serve``/``search`` refuse content with lint errors, but a library
caller (or a live edit) can hand the generators anything: each value of each record of the
fixture pack is replaced by values of other types, and every page, the card index and a
search over it must still come out. ``CARDSMITH_FUZZ=N`` tries N mutations (default 300).
"""

from __future__ import annotations

import copy
import os
import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from cardsmith.tools import registry
from cardsmith.tools.content.catalog import Catalog, Record
from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.publish.api import BasicPages
from cardsmith.tools.publish.indexes import generate
from cardsmith.tools.publish.plan import PublishError, SitePlan
from cardsmith.tools.search.api import SearchFields, fields_of
from cardsmith.tools.search.index import card_index
from cardsmith.tools.search.query import SearchError, search

FIXTURE_PACK = Path(__file__).parent / "pack"
FUZZ = int(os.environ.get("CARDSMITH_FUZZ", "300"))
QUERIES = ("el:fire cost<=2 range<=1 t:dahan verb:push o:x spirit:sun range:none",
           "kind:spirit el:air", "kind:fear o:explorer", "-speed:fast OR range>=0")
ODD_VALUES: list[Any] = [None, 0, -1, 10**12, 10**400, True, 1.5, "", "x" * 300, "far", [],
                         {}, [5, None], [{}], {"a": None}, {"from": 5, "distance": "far"},
                         [[1]], {"x": [1, {}]}, {1: 2, None: "x"}]


def _site(catalog: Catalog, fields: SearchFields) -> None:
    """Every generated file of the site (the ruleset's pages and the generic ones), the card
    index, a few searches and table rows."""
    plan = SitePlan.build(catalog, [FIXTURE_PACK])
    for _ in generate(plan):
        pass
    plan.site = BasicPages(plan.site.sections)
    for _ in generate(plan):
        pass
    index = card_index(catalog, fields=fields)
    for query in QUERIES:
        search(query, index, fields)
    for entry in index:
        fields.row(entry)


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            out += _paths(value, (*prefix, i))
    return out


def _with(records: list[Record], i: int, data: Any) -> Catalog:
    old = records[i]
    new = Record(old.kind, old.id, old.name, old.path, data, old.positions, old.source_text,
                 old.ops, old.english)
    catalog = Catalog()
    for j, record in enumerate(records):
        catalog.add(new if j == i else record)
    return catalog


@pytest.fixture(scope="module")
def fixture_records() -> list[Record]:
    return list(load_pack(FIXTURE_PACK).catalog)


def test_every_value_of_every_type_publishes_and_searches(fixture_records: list[Record]) -> None:
    fields = fields_of(registry.for_pack(FIXTURE_PACK))
    rng = random.Random(14)
    for _ in range(FUZZ):
        i = rng.randrange(len(fixture_records))
        data = copy.deepcopy(fixture_records[i].data)
        paths = [p for p in _paths(data) if p]
        path = rng.choice(paths) if paths and rng.random() < 0.95 else ()
        value = rng.choice(ODD_VALUES)
        if path:
            parent = data
            for part in path[:-1]:
                parent = parent[part]
            if isinstance(parent, dict) and rng.random() < 0.2:
                del parent[path[-1]]
            else:
                parent[path[-1]] = copy.deepcopy(value)
        else:
            data = copy.deepcopy(value)
        try:
            _site(_with(fixture_records, i, data), fields)
        except Exception as exc:  # pragma: no cover - the failure report
            raise AssertionError(
                f"{fixture_records[i].path.name} with {path} = {value!r}: "
                f"{type(exc).__name__}: {exc}") from exc


POWER = """\
id: odd-power
name: Odd Power
kind: minor
cost: 1
speed: fast
elements: [5, null]
range: {from: 5, distance: "far"}
target: {land: [5, {x: 1}]}
text: "Push 1 Explorer."
effect: push 1 explorer
threshold: {elements: [fire], text: 7, effect: defend 1}
"""
BOARD_LANDS = """\
lands:
  - {number: 1, terrain: mountain, coastal: true, setup: {town: x}, adjacent: [x, 2, null]}
  - {number: x, terrain: 5, coastal: true, setup: 5, adjacent: 3}
  - {number: 2, terrain: [sands], setup: {blight: [1]}, adjacent: [1, {}]}
  - 7
"""
SPIRIT = """\
kind: spirit
id: odd-spirit
name: Odd Spirit
setup: {text: [1, 2], presence: [{count: x, land: 5}, 3, {land: {number: [1]}}]}
special_rules: [5, {name: [x], text: {}}]
growth: [5, [7, {gain_energy: {}}, {add_presence: {range: 1, terrain: 5}}], {x: 1}]
presence_tracks: {energy: [{energy: x}, 5, {element: [fire]}], card_plays: 5, x: [1]}
innates: [5, {name: 3, speed: [1], levels: [5, {elements: [fire], text: 3}]}]
unique_powers: 5
"""


def _odd_pack(tmp_path: Path) -> Path:
    """The fixture pack with one wrong-typed record of each kind (the issue's examples)."""
    pack = tmp_path / "odd-pack"
    shutil.copytree(FIXTURE_PACK, pack)
    (pack / "powers" / "minor" / "odd-power.yaml").write_text(POWER, encoding="utf-8")
    board = (pack / "boards" / "a.yaml").read_text(encoding="utf-8")
    head = board.split("lands:")[0]
    (pack / "boards" / "a.yaml").write_text(head + BOARD_LANDS, encoding="utf-8")
    (pack / "spirits" / "odd-spirit.yaml").write_text(SPIRIT, encoding="utf-8")
    (pack / "fear" / "odd-fear.yaml").write_text(
        "id: odd-fear\nname: Odd Fear\nkind: fear\nlevels: 5\n", encoding="utf-8")
    (pack / "invaders" / "odd-invader.yaml").write_text(
        "id: odd-invader\nkind: invader\nstage: [2]\nterrains: 5\n", encoding="utf-8")
    return pack


def test_the_issues_wrong_types_through_the_loader(tmp_path: Path) -> None:
    pack = _odd_pack(tmp_path)
    catalog = load_pack(pack).catalog
    fields = fields_of(registry.for_pack(pack))
    plan = SitePlan.build(catalog, [pack])
    files = dict(generate(plan))
    assert "cards/odd-power.md" in files and "spirits/odd-spirit.md" in files
    assert "boards/board-a.md" in files
    index = card_index(catalog, fields=fields)
    (odd,) = [e for e in index if e["id"] == "odd-power"]
    assert odd["elements"] == ["5"] and odd["range"] == {"from": "5", "distance": None}
    assert [e["id"] for e in search("range<=1 name:odd", index, fields)] == []
    assert [e["id"] for e in search("el:5", index, fields)] == ["odd-power"]


class _FailingPages(BasicPages):
    def record_page(self, plan: SitePlan, record: Record) -> str:
        raise KeyError("number")


def test_a_failing_page_hook_is_a_publish_error_naming_the_file(
        fixture_records: list[Record]) -> None:
    catalog = Catalog()
    for record in fixture_records:
        catalog.add(record)
    plan = SitePlan.build(catalog, [FIXTURE_PACK])
    plan.site = _FailingPages(plan.site.sections)
    with pytest.raises(PublishError, match=r"\.yaml: the ruleset's page of this record failed: "
                                           r"KeyError"):
        list(generate(plan))


def test_a_failing_entry_hook_is_a_search_error_naming_the_file(
        fixture_records: list[Record]) -> None:
    catalog = Catalog()
    for record in fixture_records:
        catalog.add(record)

    def entry(record: Record, catalog: Catalog) -> dict[str, Any] | None:
        raise TypeError("unhashable type: 'list'")

    with pytest.raises(SearchError, match=r"\.yaml: the ruleset's search entry"):
        card_index(catalog, fields=SearchFields(entry=entry))
