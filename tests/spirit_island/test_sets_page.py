"""rulesets/spirit_island/docs/sets.md ("Cards from every set") is generated from the shipped packs
and current."""

from __future__ import annotations

from pathlib import Path

from cardsmith.rulesets.spirit_island import coverage

DOC = Path(__file__).resolve().parents[2] / "rulesets" / "spirit_island" / "docs" / "sets.md"


def test_the_page_is_current() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert coverage.rewrite(text, coverage.shipped()) == text, (
        "run: python -m cardsmith.rulesets.spirit_island.coverage "
        "rulesets/spirit_island/docs/sets.md")


def test_figures_of_a_pack(tmp_path: Path) -> None:
    pack = tmp_path / "p"
    (pack / "powers" / "minor").mkdir(parents=True)
    (pack / "pack.yaml").write_text("name: p\nversion: 1\n"
        "ruleset: spirit-island\n", encoding="utf-8")
    card = "name: {n}\nkind: minor\ncost: 0\nspeed: fast\nrange: 0\ntarget: any\n"
    (pack / "powers" / "minor" / "a.yaml").write_text(
        card.format(n="Alpha") + "effect: 1 fear\n", encoding="utf-8")
    (pack / "powers" / "minor" / "b.yaml").write_text(
        card.format(n="Beta") + "effect: 1 fear\nunexpressed: [\"Then something else.\"]\n",
        encoding="utf-8")
    figures = coverage.pack_coverage(pack)
    assert (figures.cards, figures.expressed, figures.scenarios) == (2, 1, 0)
    assert figures.missing == (("Beta", ("Then something else.",)),)
    table = coverage.page([figures])
    assert "| `p` | 2 | 1 | 50% | 0 |" in table
    assert "- **Beta** — “Then something else.”" in table
