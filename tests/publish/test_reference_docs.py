"""A published site carries the reference docs of its pack's ruleset only (``Ruleset.docs``,
the folder ``rulesets/<game>/docs/``), under ``reference/`` in its "Reference" tab: a Risk Deep
Space site names no Spirit Island word, the Horizons site keeps Spirit Island's pages, and a
ruleset without docs gets no Reference tab (issue 20, "a ruleset is its folder")."""

from __future__ import annotations

import html
import re
from pathlib import Path

from test_game_free_core import SPIRIT_ISLAND_WORDS

from cardsmith.tools import registry
from cardsmith.tools.publish.indexes import reference_pages
from cardsmith.tools.publish.site import publish

ROOT = Path(__file__).resolve().parents[2]
RISK_PACK = ROOT / "content" / "risk-deep-space"
#: any of the game words of Spirit Island, as a whole word ("sacred site" included)
SPIRIT_ISLAND = re.compile(
    r"\b(?:" + "|".join(sorted(SPIRIT_ISLAND_WORDS)) + r"|sacred[ -]sites?)\b", re.IGNORECASE
)


def _site_texts(site: Path) -> dict[str, str]:
    """Every page of a built site (and the search index of their text), unescaped."""
    files = [*site.rglob("*.html"), site / "search" / "search_index.json",
             site / "assets" / "cards.json"]
    return {p.relative_to(site).as_posix(): html.unescape(p.read_text(encoding="utf-8"))
            for p in files}


def _site_url(rel: str) -> str:
    """The built file of a docs-dir path (``reference/dsl.md`` → ``reference/dsl/index.html``)."""
    return rel[: -len(".md")] + "/index.html" if rel.endswith(".md") else rel


def test_a_risk_deep_space_site_names_no_spirit_island_word(tmp_path: Path) -> None:
    out = tmp_path / "site"
    publish([RISK_PACK], out, strict=True)
    texts = _site_texts(out)
    assert len(texts) >= 10 and "rules/index.html" in texts  # its own Rules page is there
    found = {path: sorted({m.group(0).lower() for m in SPIRIT_ISLAND.finditer(text)})
             for path, text in texts.items() if SPIRIT_ISLAND.search(text)}
    assert found == {}
    assert registry.get("risk-deep-space").docs is None
    assert not (out / "reference").exists()


def test_the_horizons_site_keeps_spirit_islands_reference_pages(shipped_site: Path) -> None:
    docs = registry.get("spirit-island").docs
    assert docs is not None and docs == ROOT / "rulesets" / "spirit_island" / "docs"
    expected = {_site_url(rel) for rel, _ in reference_pages(docs)}
    assert {"reference/dsl/index.html", "reference/engine-rules/index.html",
            "reference/scenarios/index.html", "reference/reference/ir/index.html"} <= expected
    built = {p.relative_to(shipped_site).as_posix()
             for p in (shipped_site / "reference").rglob("*") if p.is_file()}
    assert built == expected
    home = (shipped_site / "index.html").read_text(encoding="utf-8")
    assert "Reference" in home and 'href="reference/dsl/"' in home  # the nav's Reference tab
    # the toolkit's own guides (docs/) are not a game's reference pages
    assert not (shipped_site / "reference" / "cli").exists()
    assert not (shipped_site / "reference" / "writing-a-ruleset").exists()


def test_no_docs_folder_means_no_reference_pages(tmp_path: Path) -> None:
    assert list(reference_pages(None)) == []
    assert list(reference_pages(tmp_path / "missing")) == []
    (tmp_path / "a.md").write_text("# A\n", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b.md").write_text("# B\n", encoding="utf-8")
    (tmp_path / ".hidden.md").write_text("# no\n", encoding="utf-8")
    assert [site for site, _ in reference_pages(tmp_path)] == ["reference/a.md",
                                                              "reference/sub/b.md"]
