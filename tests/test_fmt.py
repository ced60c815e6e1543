"""tools.authoring.fmt: canonical formatting of content files, comments kept, atomic writes."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from cardsmith.tools import registry
from cardsmith.tools.authoring.fmt import (
    atomic_write,
    format_file,
    format_paths,
    format_text,
    normalise_effect,
)
from cardsmith.tools.content.resources import shipped_pack_dir
from cardsmith.tools.content.schema_check import check_file

GAME = registry.get("spirit-island")

COMMENTED = """\
# A power with comments everywhere.
name: "Commented Power"  # the display name
id: commented-power
# cost before kind on purpose
cost: 1
kind: minor

speed: fast  # fast!
elements: [sun, moon]  # two elements
range: {from: presence, distance: 1}
target: {land: any}
text: "2 Fear. If target land is a Jungle, Defend 3."
effect: |
  fear 2
  if target is jungle: defend 3
# between keys
source: hand-written
# the very end
"""


def _comments(text: str) -> list[str]:
    return [line.split("#", 1)[1].strip() for line in text.splitlines() if "#" in line]


def test_shipped_pack_twice_is_stable(tmp_path: Path) -> None:
    pack = tmp_path / "horizons"
    shutil.copytree(shipped_pack_dir(), pack)
    first = format_paths([pack])
    assert [r.error for r in first if r.error] == []
    second = format_paths([pack])
    assert [r.path for r in second if r.changed] == []
    for r in second:  # still valid content
        assert [d for d in check_file(r.path)[1] if d.severity == "error"] == []


def test_comments_survive_and_keys_follow_schema(tmp_path: Path) -> None:
    path = tmp_path / "powers" / "minor" / "commented-power.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(COMMENTED, encoding="utf-8")
    result = format_file(path, loose=GAME)
    assert result.changed and result.error is None
    out = path.read_text("utf-8")
    for comment in _comments(COMMENTED):
        assert comment in out, comment
    assert out.startswith("# yaml-language-server: $schema=")
    assert "schemas/power.schema.json" in out.splitlines()[0]
    keys = [ln.split(":")[0] for ln in out.splitlines() if ln and ln[0].isalpha()]
    assert keys[:4] == ["id", "name", "kind", "cost"]
    assert "  2 fear\n  if target is jungle: defend 3\n" in out
    assert check_file(path, ruleset=GAME)[1] == []
    assert not format_file(path, loose=GAME).changed  # idempotent


def test_check_mode_reports_diff_and_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "fear" / "x.yaml"
    path.parent.mkdir()
    text = 'name: X\nid: x\nlevels:\n  - {text: "1 Fear.", effect: fear 1}\n'
    path.write_text(text)
    result = format_file(path, check=True, loose=GAME)
    assert result.changed
    assert "+# yaml-language-server: $schema=" in result.diff
    assert "+id: x" in result.diff and "-id: x" in result.diff
    assert '+  - {text: "1 Fear.", effect: 1 fear}' in result.diff
    assert path.read_text() == text


def test_unparsable_and_commented_effects_untouched() -> None:
    assert normalise_effect("push 2 explorer to nowhere!!", GAME.language) is None
    assert normalise_effect("fear 2  # keep me", GAME.language) is None
    assert normalise_effect("fear 2", GAME.language) == "2 fear\n"
    text = "id: p\neffect: |\n  frobnicate 3 dahan\n"
    assert "frobnicate 3 dahan" in format_text(text, Path("powers/minor/p.yaml"), GAME)


def test_existing_header_kept(tmp_path: Path) -> None:
    path = tmp_path / "boards" / "a.yaml"
    path.parent.mkdir()
    shutil.copy(shipped_pack_dir() / "boards" / "a.yaml", path)
    out = format_text(path.read_text(), path, GAME)
    assert out.count("yaml-language-server") == 1


def test_interrupted_write_leaves_original(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "fear" / "x.yaml"
    path.parent.mkdir()
    original = "name: X\nid: x\nlevels: []\n"
    path.write_text(original)

    def boom(src: object, dst: object) -> None:
        raise OSError("disk pulled out")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError, match="disk pulled out"):
        format_file(path, loose=GAME)
    assert path.read_text() == original
    assert sorted(p.name for p in path.parent.iterdir()) == ["x.yaml"]


def test_atomic_write_keeps_mode(tmp_path: Path) -> None:
    path = tmp_path / "f.yaml"
    path.write_text("a: 1\n")
    path.chmod(0o640)
    atomic_write(path, "a: 2\n")
    assert path.read_text() == "a: 2\n"
    assert path.stat().st_mode & 0o777 == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["f.yaml"]


def test_hostile_file_refused_not_formatted(tmp_path: Path) -> None:
    path = tmp_path / "powers" / "bomb.yaml"
    path.parent.mkdir()
    bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 10)}]\n" for i in range(6)
    )
    path.write_text(bomb)
    result = format_file(path, loose=GAME)
    assert result.error is not None and "S006" in result.error
    assert path.read_text() == bomb
