"""What a site calls itself (issue 26): one short title, never the packs' names joined."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.cli import app
from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.publish.identity import MAX_TITLE, site_title, title_problem
from cardsmith.tools.publish.plan import SitePlan
from cardsmith.tools.publish.site import mkdocs_config, publish

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
    assert ('Set: <a class="cs-set" href="../../sets/second-fixture/">Jagged Fixture</a> · '
            "Source file: ") in second
    first = (out / "fear" / "isolation" / "index.html").read_text(encoding="utf-8")
    assert ('Set: <a class="cs-set" href="../../sets/publish-fixture/">Publish Fixture</a> · '
            "Source file: ") in first
    assert "<title>Jagged Fixture - Spirit Island — 2 sets</title>" in (
        out / "sets" / "second-fixture" / "index.html").read_text(encoding="utf-8")


def _article(html: str) -> str:
    """The page's own content (not the nav, which links every page)."""
    return html[html.index("<article"):html.index("</article>")]


def test_the_six_shipped_spirit_island_packs_make_a_short_title() -> None:
    """The site of every shipped set: the game and the count (it was their six names joined,
    about 190 characters)."""
    from cardsmith.tools.content.loader import load_file

    roots = sorted(p.parent for p in (HERE.parents[1] / "content").glob("*/pack.yaml"))
    roots = [r for r in roots if "spirit-island" in (r / "pack.yaml").read_text()]
    assert len(roots) == 6
    catalog = Catalog()
    for root in roots:
        for record in load_file(root / "pack.yaml").catalog:
            catalog.add(record)
    plan = SitePlan.build(catalog, roots)
    assert plan.title == "Spirit Island — 6 sets"
    assert len(plan.title) <= MAX_TITLE
    assert sorted(plan.set_pages.values()) == sorted(f"sets/{r.name}.md" for r in roots)


def test_one_pack_s_pages_never_double_its_name(tmp_path: Path) -> None:
    out = tmp_path / "site"
    publish(PACKS[:1], out)
    titles = {page: (out / page / "index.html").read_text(encoding="utf-8")
              for page in ("", "sets/", "sets/publish-fixture/", "cards/call-to-migrate/")}
    assert "<title>Publish Fixture</title>" in titles[""]
    assert "<title>Publish Fixture</title>" in titles["sets/publish-fixture/"]  # its set page
    assert "<title>Sets - Publish Fixture</title>" in titles["sets/"]
    assert "<title>Call to Migrate - Publish Fixture</title>" in titles["cards/call-to-migrate/"]
    assert not any("Publish Fixture - Publish Fixture" in text for text in titles.values())


def test_six_packs_have_six_set_pages_listing_their_records(tmp_path: Path) -> None:
    from tests.publish.six_packs import six_packs

    out = tmp_path / "site"
    publish(six_packs(tmp_path), out)
    home = (out / "index.html").read_text(encoding="utf-8")
    assert "<title>Spirit Island — 6 sets</title>" in home
    assert "Fixture - " not in home and "Fixture + " not in home
    index = (out / "sets" / "index.html").read_text(encoding="utf-8")
    for pack_id in ("publish-fixture", "second-fixture", "third-fixture", "sixth-fixture"):
        assert f'href="{pack_id}/"' in index
    promo = (out / "sets" / "sixth-fixture" / "index.html").read_text(encoding="utf-8")
    assert "<title>Promo Fixture - Spirit Island — 6 sets</title>" in promo
    promo = _article(promo)
    assert 'href="../../cards/sixth-card/"' in promo and "third-card" not in promo
    own = _article((out / "sets" / "publish-fixture" / "index.html").read_text(encoding="utf-8"))
    for section in ("Powers", "Spirits", "Fear", "Invaders", "Boards"):  # its sections' titles
        assert f"{section}<a class=\"headerlink\"" in own or f">{section}</h2>" in own, section
    assert 'href="../../fear/isolation/"' in own and "sixth-card" not in own


def test_the_title_is_escaped_once_everywhere(tmp_path: Path) -> None:
    """Into mkdocs.yml as data, into every HTML spot as text: the header, the tooltip of the
    logo (the theme's ``| e``), the browser title, the link preview."""
    out = tmp_path / "site"
    publish(PACKS[:1], out, title="Dice & <Dragons> \"q\" 'x' {{ 7*7 }}")
    home = (out / "index.html").read_text(encoding="utf-8")
    shown = "Dice &amp; &lt;Dragons&gt; &quot;q&quot; &#x27;x&#x27; {{ 7*7 }}"
    assert f"<title>{shown}</title>" in home
    assert f'title="{shown}" class="md-header__button md-logo"' in home
    assert f'<meta property="og:site_name" content="{shown}">' in home
    assert "<Dragons>" not in home and "&amp;amp;" not in home and "&amp;lt;" not in home
    assert home.count("{{ 7*7 }}") >= 4  # no template ran the title


@pytest.mark.parametrize(("value", "code", "message"), [
    ("{title: 5}", "S101", "site.title: expected string, got int 5"),
    ("Homebrew", "S101", "site: expected object, got str 'Homebrew'"),
    ("{title: ''}", "S104", "site.title: '' should be non-empty"),
    ("{title: x, colour: red}", "S102", "site: unknown property 'colour'"),
    ("{title: " + "x" * 10_000 + "}", "S104", "site.title: 'xxxx"),
    ('{title: "a\\u0007b"}', "S015", "site.title: control character U+0007"),
])
def test_lint_refuses_a_wrong_site_entry(value: str, code: str, message: str,
                                         tmp_path: Path) -> None:
    pack = tmp_path / "pack"
    shutil.copytree(PACKS[1], pack)
    manifest = pack / "pack.yaml"
    manifest.write_text(manifest.read_text() + f"site: {value}\n")
    from cardsmith.tools.lint import run_rules

    found = [d for d in run_rules(load_pack(pack)) if d.path.endswith("pack.yaml")]
    assert [d.code for d in found] == [code], found
    assert found[0].message.startswith(message)
    # a title lint refuses is not used (the unknown key leaves a good title)
    assert _plan([pack]).title == ("x" if code == "S102" else "Jagged Fixture")
