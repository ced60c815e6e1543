"""``publish``, ``serve``, ``search`` and ``test`` check their arguments before working: a bad one
is a usage error (exit status 2, no traceback), and nothing is written (issue 14)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.cli import app
from cardsmith.tools.publish.site import MARKER
from cardsmith.tools.search.query import MAX_QUERY_LENGTH
from tests.fixture_pack import clean_fixture_pack

runner = CliRunner()


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    """A clean copy of the publish fixture pack."""
    root = tmp_path / "pack"
    clean_fixture_pack(root)
    return root


def _usage_error(args: list[str], *expected: str) -> str:
    """Typer's usage error (its message may be wrapped inside a box) or one of ours."""
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    flat = " ".join(re.sub("[│╭╮╰╯─]", " ", result.output).split())
    for text in expected:
        assert text in flat, result.output
    return result.output


def _one_line_error(args: list[str], *expected: str) -> None:
    output = _usage_error(args, *expected)
    assert len(output.splitlines()) == 1 and output.startswith("error: "), output


def _snapshot(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*"))


@pytest.mark.parametrize("command", [["publish"], ["serve"], ["search", "el:fire"], ["test"]])
def test_a_missing_path(command: list[str], tmp_path: Path) -> None:
    _usage_error([*command, str(tmp_path / "missing")], "does not exist")


@pytest.mark.parametrize("command", [["publish"], ["serve"], ["search", "el:fire"]])
def test_a_file_where_a_pack_folder_is_needed(command: list[str], pack: Path) -> None:
    _usage_error([*command, str(pack / "pack.yaml")], "is a file")


def test_out_is_the_pack(pack: Path, tmp_path: Path) -> None:
    before = _snapshot(tmp_path)
    _one_line_error(["publish", str(pack), "--out", str(pack)], "is the pack")
    _one_line_error(["publish", str(pack), "--out", str(pack / "powers" / "site")],
                    "is inside the content folder powers/ of the pack")
    _one_line_error(["publish", str(pack), "--out", str(tmp_path)], "holds the pack")
    assert _snapshot(tmp_path) == before


def test_out_is_a_folder_that_is_not_a_site(pack: Path, tmp_path: Path) -> None:
    out = tmp_path / "docs"
    out.mkdir()
    (out / "notes.md").write_text("mine")
    _one_line_error(["publish", str(pack), "--out", str(out)], f"has no {MARKER} marker")
    assert _snapshot(out) == ["notes.md"]


def test_out_is_a_file(pack: Path, tmp_path: Path) -> None:
    out = tmp_path / "site.txt"
    out.write_text("x")
    _usage_error(["publish", str(pack), "--out", str(out)], "is a file")
    assert out.read_text() == "x"


def test_out_with_markup_is_printed_as_it_is(pack: Path, tmp_path: Path) -> None:
    out = tmp_path / "[bold]x[/bold]" / "[/nope]"
    result = runner.invoke(app, ["publish", str(pack), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert str(out) in result.output  # rich markup off: no MarkupError, nothing eaten


@pytest.mark.parametrize("query", ["", "   ", "x" * (MAX_QUERY_LENGTH + 1)])
def test_empty_and_huge_queries(query: str, pack: Path) -> None:
    _usage_error(["search", query, str(pack)], "Invalid value for 'query'")


@pytest.mark.parametrize(("query", "message"), [
    ("foo:bar", "unknown key 'foo'"),
    ("cost<=" + "9" * 500, "more than 9 digits"),
    ("(" * 40 + "x" + ")" * 40, "more than 32 parentheses"),
    ("[/red]:x", None),  # a bare word with rich markup: found nowhere, printed as it is
    ("cost:[/red]", "cost needs a number, not '[/red]'"),
    ("name:\x1b]0;owned\x07", None),
])
def test_bad_queries_are_one_line_errors(query: str, message: str | None, pack: Path) -> None:
    result = runner.invoke(app, ["search", query, str(pack)])
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "\x1b" not in result.output and "\x07" not in result.output
    if message is None:
        assert result.exit_code == 1  # a valid query that finds nothing
        return
    assert result.exit_code == 2
    assert len(result.output.splitlines()) == 1 and message in result.output, result.output


@pytest.mark.parametrize("keyword", ["a and", "or b", "a or or b", "not", "not or b",
                                     "x" * 1001])
def test_a_keyword_that_does_not_parse(keyword: str) -> None:
    _usage_error(["test", "-k", keyword], "Invalid value for '-k'")


def test_junit_xml_into_a_missing_folder(tmp_path: Path) -> None:
    _usage_error(["test", "--junit-xml", str(tmp_path / "no" / "report.xml")],
                 "is not an existing folder")
    assert not (tmp_path / "no").exists()


def test_junit_xml_through_a_symlink(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.xml"
    target.write_text("keep")
    link = tmp_path / "report.xml"
    link.symlink_to(target)
    _usage_error(["test", "--junit-xml", str(link)], "is a symlink")
    dangling = tmp_path / "dangling.xml"
    dangling.symlink_to(tmp_path / "nowhere.xml")
    _usage_error(["test", "--junit-xml", str(dangling)], "is a symlink")
    assert target.read_text() == "keep" and not (tmp_path / "nowhere.xml").exists()


def test_junit_xml_onto_a_folder(tmp_path: Path) -> None:
    _usage_error(["test", "--junit-xml", str(tmp_path)], "is a folder")


def test_a_folder_with_too_much_under_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import cardsmith.tools.scenarios.suite as suite

    monkeypatch.setattr(suite, "MAX_WALK_ENTRIES", 50)
    for i in range(60):
        (tmp_path / f"d{i}").mkdir()
    result = runner.invoke(app, ["test", str(tmp_path)])
    assert result.exit_code == 2
    assert result.output.splitlines() == [
        f"error: {tmp_path}: more than 50 files and folders to look through; give the folder of "
        "the scenario files"]


@pytest.mark.parametrize("command", [["publish"], ["serve"], ["search", "el:fire"]])
def test_a_folder_that_is_not_a_pack(command: list[str], tmp_path: Path) -> None:
    _usage_error([*command, str(tmp_path)], "is not a pack folder (no pack.yaml)")


def test_out_through_a_symlink_loop_or_to_nowhere(pack: Path, tmp_path: Path) -> None:
    (tmp_path / "loop-a").symlink_to(tmp_path / "loop-b")
    (tmp_path / "loop-b").symlink_to(tmp_path / "loop-a")
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    _one_line_error(["publish", str(pack), "--out", str(tmp_path / "loop-a")], "Symlink loop")
    _one_line_error(["publish", str(pack), "--out", str(tmp_path / "loop-a" / "x")],
                    "Symlink loop")
    _one_line_error(["publish", str(pack), "--out", str(tmp_path / "dangling")],
                    "a symlink to nowhere")
    assert not (tmp_path / "nowhere").exists()
