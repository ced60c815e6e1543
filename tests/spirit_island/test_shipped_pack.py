"""The shipped Horizons pack: the box's counts, clean lint (text check included), formatted."""

from __future__ import annotations

from collections import Counter

from cardsmith.tools.authoring.fmt import format_paths
from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.content.resources import shipped_pack_dir
from cardsmith.tools.lint import lint_paths

PACK = shipped_pack_dir()


def test_counts_match_the_box() -> None:
    catalog = load_pack(PACK).catalog
    powers = Counter(r.get("kind") for r in catalog.of_kind("power"))
    assert powers == {"minor": 36, "major": 22, "unique": 20}
    assert len(catalog.of_kind("spirit")) == 5
    assert len(catalog.of_kind("fear")) == 15
    assert len(catalog.of_kind("invader")) == 15
    stages = Counter(r.get("stage") for r in catalog.of_kind("invader"))
    assert stages == {1: 4, 2: 5, 3: 6}
    assert sorted(r.id or "" for r in catalog.of_kind("board")) == ["a", "b", "c", "d", "g", "h"]


def test_every_effect_compiles_without_free_text() -> None:
    catalog = load_pack(PACK).catalog
    for record in catalog.of_kind("power"):
        assert "effect" in record.ops, record.id
        assert record.get("unexpressed") is None, record.id
    for spirit in catalog.of_kind("spirit"):
        assert sum(key.startswith("innates[") for key in spirit.ops) == 1, spirit.id
    for fear in catalog.of_kind("fear"):
        assert list(fear.ops) == ["levels[0]", "levels[1]", "levels[2]"], fear.id


def test_lint_and_text_check_are_clean() -> None:
    result = lint_paths([PACK], text_check=True)
    assert result.diagnostics == []
    assert result.files >= 280


def test_shipped_pack_is_formatted() -> None:
    results = format_paths([PACK], check=True)
    assert [r.path for r in results if r.changed or r.error] == []
