"""``cardsmith publish --site-url``: absolute OpenGraph links, and one-line errors for bad URLs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.cli import app

PACK = Path(__file__).parent / "pack2"
runner = CliRunner()


def test_site_url_gives_absolute_opengraph_links(tmp_path: Path) -> None:
    out = tmp_path / "site"
    result = runner.invoke(app, ["publish", str(PACK), "--out", str(out),
                                 "--site-url", "https://cards.example.org/je"])
    assert result.exit_code == 0, result.output
    pages = sorted(out.glob("cards/*/index.html"))
    assert pages
    slug = pages[0].parent.name
    html = pages[0].read_text(encoding="utf-8")
    assert (f'<meta property="og:url" content="https://cards.example.org/je/cards/{slug}/">'
            in html)


@pytest.mark.parametrize(("url", "says"), [
    ("ftp://example.org/", "not an absolute http(s) URL"),
    ("/relative/path", "not an absolute http(s) URL"),
    ('https://example.org/"><script>', "a quote, an angle bracket"),
    ("https://example.org/\x1b]0;title\x07", "control character"),
    ("https://example.org/" + "a" * 2000, "the limit is 2000"),
])
def test_a_bad_site_url_is_a_one_line_error(tmp_path: Path, url: str, says: str) -> None:
    out = tmp_path / "site"
    result = runner.invoke(app, ["publish", str(PACK), "--out", str(out), "--site-url", url])
    assert result.exit_code == 2
    assert says in " ".join(re.sub("[│╭╮╰╯─]", " ", result.output).split())
    assert "Traceback" not in result.output and "\x1b]" not in result.output
    assert not out.exists()
