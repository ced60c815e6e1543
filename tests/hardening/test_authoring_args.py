"""``lint``, ``fmt``, ``new`` and ``explain`` check their arguments first (issue 14): a bad value
is one line, ``error: …``, exit status 2, no traceback, and nothing is written."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.authoring.templates import MAX_NAME_CHARS, MAX_WORD_CHARS
from cardsmith.tools.cli import app

runner = CliRunner()


def _snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    result = runner.invoke(
        app, ["new", "pack", "Brew", "--pack", str(tmp_path), "--ruleset", "spirit-island"]
    )
    assert result.exit_code == 0, result.output
    return tmp_path / "brew"


def _one_line_error(args: list[str], *expected: str) -> str:
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    out = result.output
    assert len(out.splitlines()) == 1 and out.startswith("error: "), out
    assert "\x1b" not in out and "\x07" not in out
    for text in expected:
        assert text in out, out
    return out


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("a" * 300, f"at most {MAX_NAME_CHARS}"),
        ("a\x07b", "U+0007"),
        ("\x1b[31mred", "U+001B"),
        ("\x1b]0;title\x07", "U+001B"),
        ("left\u202eright", "U+202E"),
        ("a\udcffb", "U+DCFF"),
        ("tab\there", "U+0009"),
        ("   ", "empty"),
    ],
)
@pytest.mark.parametrize("what", ["power", "spirit", "fear", "pack"])
def test_new_refuses_bad_names(pack: Path, what: str, name: str, expected: str) -> None:
    """A 300-character name or one with control characters was a traceback (ruamel's
    printable check, the file system's name length)."""
    before = _snapshot(pack.parent)
    where = pack.parent if what == "pack" else pack
    _one_line_error(["new", what, name, "--pack", str(where)], expected)
    assert _snapshot(pack.parent) == before


def test_new_accepts_a_name_at_the_limit(pack: Path) -> None:
    result = runner.invoke(app, ["new", "power", "b" * MAX_NAME_CHARS, "--pack", str(pack)])
    assert result.exit_code == 0, result.output
    assert runner.invoke(app, ["lint", str(pack)]).exit_code == 0


@pytest.mark.parametrize("option", ["--kind", "--owner", "--ruleset"])
@pytest.mark.parametrize("value", ["x" * (MAX_WORD_CHARS + 1), "a\x1bb", "a: b", "../up", ""])
def test_new_refuses_bad_option_values(pack: Path, option: str, value: str) -> None:
    before = _snapshot(pack.parent)
    _one_line_error(["new", "power", "Fine Name", "--pack", str(pack), option, value], option)
    assert _snapshot(pack.parent) == before


def test_new_with_a_file_as_pack(pack: Path) -> None:
    _one_line_error(["new", "power", "X", "--pack", str(pack / "pack.yaml")], "is a file")


@pytest.mark.parametrize("command", [["fmt"], ["fmt", "--check"], ["lint"]])
def test_fmt_and_lint_take_only_yaml_files(tmp_path: Path, command: list[str]) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("a: b\n")
    _one_line_error([*command, str(notes)], "not a YAML file")
    assert notes.read_text() == "a: b\n"


@pytest.mark.parametrize(
    ("target", "expected"),
    [
        ("", "empty"),
        ("x" * 5000, "at most 1000"),
        ("gift\x1b[2J", "U+001B"),
        ("nothing-like-this", "nothing named"),
    ],
)
def test_explain_refuses_bad_targets(target: str, expected: str) -> None:
    _one_line_error(["explain", target], expected)


def test_explain_with_a_file_as_pack(pack: Path) -> None:
    result = runner.invoke(app, ["explain", "x", "--pack", str(pack / "pack.yaml")])
    assert result.exit_code == 2 and "Traceback" not in result.output


def test_explain_of_a_missing_file(tmp_path: Path) -> None:
    _one_line_error(["explain", str(tmp_path / "x\x1b]0;t\x07.yaml")], "U+001B")
    _one_line_error(["explain", str(tmp_path / "missing.yaml")], "no such file")
