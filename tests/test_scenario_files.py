"""``cardsmith test FOLDER``: which YAML files are scenarios. A folder of packs (``content``)
gives each pack's ``tests/`` — never its cards, which are no scenarios."""

from __future__ import annotations

from pathlib import Path

from cardsmith.tools.scenarios.suite import find_scenario_files

ROOT = Path(__file__).resolve().parents[1]
CONTENT = ROOT / "content"


def test_a_folder_of_packs_gives_each_packs_tests() -> None:
    packs = sorted(p for p in CONTENT.iterdir() if (p / "pack.yaml").is_file())
    each = [f for pack in packs for f in find_scenario_files([pack])]
    together = find_scenario_files([CONTENT])
    assert len(packs) == 9 and len(each) > 300
    assert sorted(together) == sorted(each)
    assert all("tests" in f.relative_to(CONTENT).parts for f in together)


def test_a_loose_folder_gives_all_its_yaml(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text("name: a\n", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.yml").write_text("name: b\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("x\n", encoding="utf-8")
    assert [f.name for f in find_scenario_files([tmp_path])] == ["a.yaml", "b.yml"]
