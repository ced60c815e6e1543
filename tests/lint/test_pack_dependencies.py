"""A homebrew pack anywhere on disk builds on the packs cardsmith ships, by id, and on sibling
pack folders — from the parent folder and from inside the pack alike (issue 21)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.cli import app
from cardsmith.tools.content.packs import dependency_roots, locate_dependency, shipped_packs
from cardsmith.tools.content.resources import content_dir

runner = CliRunner()

MANIFEST = """\
id: {id}
name: {name}
version: 0.1.0
ruleset: spirit-island
depends:
{depends}"""


def _pack(folder: Path, pack_id: str, *depends: str) -> Path:
    folder.mkdir(parents=True)
    lines = "".join(f"  - {{id: {d}, version: \">=1.0.0\"}}\n" for d in depends) or "  []\n"
    (folder / "pack.yaml").write_text(
        MANIFEST.format(id=pack_id, name=pack_id.title(), depends=lines), encoding="utf-8")
    return folder


def test_every_shipped_pack_is_found_by_id() -> None:
    assert set(shipped_packs()) == {
        "horizons", "base-game", "branch-and-claw", "jagged-earth", "nature-incarnate",
        "promo-packs", "risk-deep-space", "codex", "elder-sign"}
    assert shipped_packs()["branch-and-claw"] == (content_dir() / "branch-and-claw").resolve()


def test_a_pack_outside_content_depending_on_base_game_and_branch_and_claw_lints_clean(
        tmp_path: Path) -> None:
    pack = _pack(tmp_path / "my-beasts", "my-beasts", "base-game", "branch-and-claw")
    roots = dependency_roots(pack)
    assert [r.name for r in roots] == ["base-game", "branch-and-claw", "horizons"]
    result = runner.invoke(app, ["lint", str(pack)])
    assert result.exit_code == 0, result.output
    assert "X006" not in result.output and "0 errors" in result.output


def test_sibling_dependencies_are_found_from_inside_the_pack(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    _pack(tmp_path / "core-homebrew", "core-homebrew", "horizons")
    mine = _pack(tmp_path / "mine", "mine", "core-homebrew")
    monkeypatch.chdir(mine)
    assert locate_dependency("core-homebrew", Path()) == (tmp_path / "core-homebrew").resolve()
    inside = runner.invoke(app, ["lint", "."])
    assert inside.exit_code == 0, inside.output
    monkeypatch.chdir(tmp_path)
    outside = runner.invoke(app, ["lint", "mine"])
    assert outside.exit_code == 0, outside.output
    assert os.path.samefile(Path.cwd(), tmp_path)


def test_a_missing_dependency_is_still_x006(tmp_path: Path) -> None:
    pack = _pack(tmp_path / "lonely", "lonely", "no-such-pack")
    result = runner.invoke(app, ["lint", str(pack)])
    assert result.exit_code == 1
    assert "X006 depends on the pack 'no-such-pack', which cannot be found" in result.output
