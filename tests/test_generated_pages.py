"""cardsmith.tools.authoring.generated: the one helper behind every generated docs page."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.rulesets.spirit_island import coverage
from cardsmith.tools.authoring import cli_reference as reference
from cardsmith.tools.authoring.generated import MarkerError, refresh, refresh_block, splice
from cardsmith.tools.lint import docs as lint_docs

B, E = "<!-- BEGIN x -->", "<!-- END x -->"


def test_splice_replaces_only_between_the_markers() -> None:
    text = f"# Page\n\nintro\n\n{B}\nold\n{E}\n\nafter\n"
    assert splice(text, f"{B}\nnew\n{E}", B, E) == f"# Page\n\nintro\n\n{B}\nnew\n{E}\n\nafter\n"


def test_splice_appends_when_no_marker() -> None:
    assert splice("# Page\n\n\n", f"{B}\nnew\n{E}", B, E) == f"# Page\n\n{B}\nnew\n{E}\n"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (f"{B}\nold\n", "'<!-- END x -->' is missing"),
        (f"old\n{E}\n", "'<!-- BEGIN x -->' is missing"),
        (f"{E}\nold\n{B}\n", "comes before"),
    ],
)
def test_splice_refuses_broken_markers(text: str, message: str) -> None:
    with pytest.raises(MarkerError, match=message):
        splice(text, f"{B}\nnew\n{E}", B, E)


def test_refresh_block_checks_then_writes(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(f"# T\n\n{B}\nold\n{E}\n", encoding="utf-8")
    block = f"{B}\nnew\n{E}"
    assert refresh_block(page, block, B, E, check=True) is True
    assert "old" in page.read_text(encoding="utf-8")
    before = page.stat().st_mtime_ns
    assert refresh_block(page, block, B, E) is True
    assert page.read_text(encoding="utf-8") == f"# T\n\n{B}\nnew\n{E}\n"
    assert refresh_block(page, block, B, E) is False
    assert refresh_block(page, block, B, E, check=True) is False
    assert [p.name for p in tmp_path.iterdir()] == ["page.md"]  # no temporary file left
    assert page.stat().st_mtime_ns >= before


def test_refresh_whole_page_of_a_missing_file(tmp_path: Path) -> None:
    page = tmp_path / "new.md"
    assert refresh(page, lambda old: old + "hello\n", check=True) is True
    assert not page.exists()
    assert refresh(page, lambda old: old + "hello\n") is True
    assert page.read_text(encoding="utf-8") == "hello\n"


def test_the_three_generators_use_the_helper(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    cli_page = tmp_path / "cli.md"
    cli_page.write_text(f"# CLI\n\n{reference.BEGIN}\nstale\n{reference.END}\n", encoding="utf-8")
    assert reference.main(["--check", str(cli_page)]) == 1
    assert reference.main([str(cli_page)]) == 0
    assert reference.main(["--check", str(cli_page)]) == 0
    assert "### `cardsmith lint`" in cli_page.read_text(encoding="utf-8")

    monkeypatch.setattr(coverage, "shipped", lambda: [])
    sets_page = tmp_path / "sets.md"
    sets_page.write_text(f"# Sets\n\n{coverage.BEGIN}\nstale\n{coverage.END}\n", encoding="utf-8")
    assert coverage.main(["--check", str(sets_page)]) == 1
    assert coverage.main([str(sets_page)]) == 0
    assert "| **all** | 0 | 0 | 100% | 0 |" in sets_page.read_text(encoding="utf-8")

    rules_page = tmp_path / "lint-rules.md"
    monkeypatch.setattr(lint_docs, "DOC_PATH", rules_page)
    monkeypatch.setattr(lint_docs, "generate", lambda: "# Lint rules\n")
    assert lint_docs.main(["--check"]) == 1
    assert lint_docs.main([]) == 0
    assert lint_docs.main(["--check"]) == 0
    assert rules_page.read_text(encoding="utf-8") == "# Lint rules\n"
    assert "is out of date" in capsys.readouterr().out
