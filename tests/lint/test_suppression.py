"""`# cardsmith: disable=CODE` comments, per line and per file."""

from __future__ import annotations

from pathlib import Path

from cardsmith.tools.lint import lint_paths, suppressions

CARD = """\
id: example-card
name: Example Card
kind: minor
cost: 9{cost_comment}
speed: fast
elements: [fire]
range: {{from: presence, distance: 1}}
target: {{land: any}}
text: "1 Fear. Push 1 Explorer."
effect: |
  fear 1
  push 1 explorr{effect_comment}
{file_comment}"""


def _lint(
    tmp_path: Path, cost_comment: str = "", effect_comment: str = "", file_comment: str = ""
) -> set[str]:
    root = tmp_path / "pack"
    (root / "powers" / "minor").mkdir(parents=True)
    (root / "pack.yaml").write_text(
        "id: p\nname: P\nversion: 1.0.0\nruleset: spirit-island\nbounds: {cost: {max: 6}}\n"
    )
    (root / "powers" / "minor" / "card.yaml").write_text(
        CARD.format(
            cost_comment=cost_comment, effect_comment=effect_comment, file_comment=file_comment
        )
    )
    return {d.code for d in lint_paths([root]).diagnostics}


def test_findings_without_comments(tmp_path: Path) -> None:
    assert _lint(tmp_path) == {"C101", "C203"}


def test_line_comment_in_yaml(tmp_path: Path) -> None:
    assert _lint(tmp_path, cost_comment="  # cardsmith: disable=C203") == {"C101"}


def test_line_comment_inside_dsl_block(tmp_path: Path) -> None:
    assert _lint(tmp_path, effect_comment="  # cardsmith: disable=C101") == {"C203"}


def test_comment_for_another_line_does_not_apply(tmp_path: Path) -> None:
    assert _lint(tmp_path, cost_comment="  # cardsmith: disable=C101") == {"C101", "C203"}


def test_file_comment_with_list(tmp_path: Path) -> None:
    assert _lint(tmp_path, file_comment="# cardsmith: disable-file=C101, C203\n") == set()


def test_parse_suppressions() -> None:
    whole, per_line = suppressions(
        "a: 1  # cardsmith: disable=C1,c2\n# cardsmith: disable-file=X001\n"
    )
    assert whole == {"X001"}
    assert per_line == {1: {"C1", "C2"}}
