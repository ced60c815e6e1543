"""What a site calls itself (issue 26): one short title, never the packs' names joined."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tools.cli import app
from tools.content.catalog import Catalog
from tools.content.loader import load_pack
from tools.publish.identity import MAX_TITLE, site_title, title_problem
from tools.publish.plan import SitePlan
from tools.publish.site import mkdocs_config, publish

HERE = Path(__file__).parent
PACKS = [HERE / "pack", HERE / "pack2"]
runner = CliRunner()


def _plan(packs: list[Path], title: str | None = None) -> SitePlan:
    catalog = Catalog()
    for root in packs:
        for record in load_pack(root).catalog:
            catalog.add(record)
    return SitePlan.build(catalog, packs, title=title)


def test_one_pack_is_named_by_its_name() -> None:
    plan = _plan(PACKS[:1])
    assert plan.title == "Publish Fixture"
    assert mkdocs_config(plan, Path("d"), Path("s"), [])["site_name"] == "Publish Fixture"


def test_several_packs_are_the_game_and_how_many_sets() -> None:
    plan = _plan(PACKS)
    assert [p.id for p in plan.published_packs] == ["publish-fixture", "second-fixture"]
    assert plan.title == "Spirit Island — 2 sets"
    assert mkdocs_config(plan, Path("d"), Path("s"), [])["site_name"] == "Spirit Island — 2 sets"


def test_the_title_asked_for_wins_and_pack_yaml_can_name_the_site(tmp_path: Path) -> None:
    assert _plan(PACKS, title="  My   Playtest ").title == "My Playtest"
    first = tmp_path / "pack"
    shutil.copytree(PACKS[0], first)
    manifest = first / "pack.yaml"
    manifest.write_text(manifest.read_text() + "site: {title: Homebrew Night}\n")
    assert load_pack(first).diagnostics == []  # the schema knows `site:`
    assert _plan([first, PACKS[1]]).title == "Homebrew Night"


def test_site_title_rules() -> None:
    assert site_title([], "Tiny") == "Card reference"
    assert title_problem("x" * (MAX_TITLE + 1)) == f"a site title is at most {MAX_TITLE} " \
        f"characters, got {MAX_TITLE + 1}"
    assert title_problem("ok\x00") == "a site title holds no control character"
    assert title_problem(" ") == "a site title is not empty"
    assert title_problem("Spirit Island — 6 sets") is None


@pytest.mark.parametrize("title", ["", "a\x1b[31m", "x" * 61])
def test_a_bad_title_is_a_one_line_error(title: str, tmp_path: Path) -> None:
    result = runner.invoke(app, ["publish", str(PACKS[0]), "--out", str(tmp_path / "site"),
                                 "--title", title])
    assert result.exit_code == 2, result.output
    assert result.output.startswith("error: --title: a site title ")
    assert result.output.count("\n") == 1 and not (tmp_path / "site").exists()


def test_published_site_uses_the_title_once(tmp_path: Path) -> None:
    out = tmp_path / "site"
    publish(PACKS, out)  # the two fixtures together (their own lint is not the point here)
    home = (out / "index.html").read_text(encoding="utf-8")
    assert "<title>Spirit Island — 2 sets</title>" in home  # not "NAME - NAME"
    assert '<meta property="og:site_name" content="Spirit Island — 2 sets">' in home
    assert "Publish Fixture + Jagged Fixture" not in home
    finder = (out / "finder" / "index.html").read_text(encoding="utf-8")
    assert "<title>Card finder - Spirit Island — 2 sets</title>" in finder
    second = (out / "cards" / "like-calls-to-like" / "index.html").read_text(encoding="utf-8")
    assert 'Set: <span class="cs-set">Jagged Fixture</span> · Source file: ' in second
    first = (out / "fear" / "isolation" / "index.html").read_text(encoding="utf-8")
    assert 'Set: <span class="cs-set">Publish Fixture</span> · Source file: ' in first
