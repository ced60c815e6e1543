"""A lint-clean card whose name is longer than a file name may be (255 bytes) publishes: its
page, face and OpenGraph image sit in a folder named by a shortened, stable slug (a cut slug
and a hash of the whole name), and the site's links reach it (issue "The reference a player
keeps open": bad input)."""

from __future__ import annotations

import html
import re
from pathlib import Path, PurePosixPath

import pytest
from typer.testing import CliRunner

from cardsmith.rulesets.spirit_island.pages import PAGES
from cardsmith.tools.cli import app
from cardsmith.tools.content.catalog import Record
from cardsmith.tools.content.yamlpos import PositionMap
from cardsmith.tools.publish.text import MAX_SLUG, slugify
from tests.fixture_pack import clean_fixture_pack

runner = CliRunner()

#: 300 characters of ASCII, and 300 characters of which many take 2 or 3 bytes in UTF-8
LONG_NAME = ("Call of the Long Dahan Ways " * 12)[:300]
WIDE_NAME = ("Rêve des Éléments 夢の精霊 " * 14)[:300]
CARD = """\
id: {id}
name: "{name}"
kind: minor
cost: 1
speed: slow
elements: [moon]
range: {{from: presence, distance: 1}}
target: {{land: any}}
text: "Push 1 Dahan."
effect: push 1 dahan
"""


def test_the_names_are_too_long_for_a_file_name() -> None:
    assert len(LONG_NAME) == len(WIDE_NAME) == 300
    assert len(WIDE_NAME.encode("utf-8")) == 443


def test_a_long_slug_is_cut_and_ends_with_a_hash_of_the_name() -> None:
    slug = slugify(LONG_NAME)
    assert len(slug) == MAX_SLUG == 120
    assert slug == ("call-of-the-long-dahan-ways-" * 4 + "call-of-the-")[:109] + "-" + slug[-10:]
    assert re.fullmatch(r"[0-9a-f]{10}", slug[-10:])
    assert slugify(LONG_NAME) == slug  # stable
    assert slugify(slug) == slug  # a slug is its own slug
    other = LONG_NAME[:-1] + "X"  # the same first 299 characters
    assert slugify(other)[:109] == slug[:109] and slugify(other) != slug
    wide = slugify(WIDE_NAME)
    assert wide.startswith("reve-des-elements-reve-des-elements-") and len(wide) == 120
    assert slugify("Call of the Dahan Ways") == "call-of-the-dahan-ways"  # short: unchanged
    assert slugify("x" * 120) == "x" * 120


def test_a_long_invader_name_keeps_its_stage_within_the_limit() -> None:
    record = Record("invader", "long", LONG_NAME, Path("x.yaml"), {"stage": 2},
                    PositionMap(), "")
    slug = PAGES.slug(record)
    assert slug.startswith("stage-2-call-of-the-long-dahan-ways-") and len(slug) <= MAX_SLUG
    assert slug == slugify(f"stage-2-{LONG_NAME}")
    assert re.fullmatch(r"stage-2-(call-of-the-long-dahan-ways-){3}call-of-the-long-[0-9a-f]{10}",
                        slug)
    short = Record("invader", "w", "Wetlands", Path("x.yaml"), {"stage": 1}, PositionMap(), "")
    assert PAGES.slug(short) == "stage-1-wetlands"


@pytest.fixture(scope="module")
def long_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The publish fixture pack with two long-named cards, published by the command."""
    root = tmp_path_factory.mktemp("long")
    pack = root / "pack"
    clean_fixture_pack(pack)
    for card_id, name in (("long-ways", LONG_NAME), ("wide-dream", WIDE_NAME)):
        (pack / "powers" / "minor" / f"{card_id}.yaml").write_text(
            CARD.format(id=card_id, name=name), encoding="utf-8")
    lint = runner.invoke(app, ["lint", str(pack)])
    assert lint.exit_code == 0, lint.output
    out = root / "site"
    result = runner.invoke(app, ["publish", str(pack), "--out", str(out)])
    assert result.exception is None, result.exception
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    return out


def test_publish_writes_no_file_name_over_255_bytes(long_site: Path) -> None:
    names = [p.name for p in long_site.rglob("*")]
    assert max(len(n.encode("utf-8")) for n in names) == 120
    for name in (LONG_NAME, WIDE_NAME):
        folder = long_site / "cards" / slugify(name)
        assert sorted(p.name for p in folder.iterdir()) == ["face.svg", "index.html", "og.png"]


@pytest.mark.parametrize("name", [LONG_NAME, WIDE_NAME])
def test_the_long_named_page_is_reachable_by_its_link(long_site: Path, name: str) -> None:
    index = (long_site / "powers" / "index.html").read_text(encoding="utf-8")
    slug = slugify(name)
    links = set(re.findall(r'href="([^"]*' + slug + r'[^"]*)"', index))
    assert links == {f"../cards/{slug}/"}
    target = PurePosixPath("powers") / links.pop()
    page = long_site / Path(*[p for p in target.parts if p != ".."][1:]) / "index.html"
    assert page == long_site / "cards" / slug / "index.html"
    text = html.unescape(page.read_text(encoding="utf-8"))
    assert "<h1 id=" in text and " ".join(name.split()) in text
    assert 'href="face.svg" download' in text
    face = (page.parent / "face.svg").read_text(encoding="utf-8")
    assert face.startswith("<svg")


def test_the_docs_state_the_slug_limit() -> None:
    docs = Path(__file__).parents[2] / "docs"
    limits = " ".join((docs / "limits.md").read_text(encoding="utf-8").split())
    publishing = " ".join((docs / "publishing.md").read_text(encoding="utf-8").split())
    assert f"named by a slug of at most {MAX_SLUG} characters" in limits
    assert f"At most {MAX_SLUG} characters: a longer one is cut" in publishing
