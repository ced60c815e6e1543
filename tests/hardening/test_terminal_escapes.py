"""Terminal output shows control characters from content spelled out, never raw (issue 14)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.cli import app
from cardsmith.tools.diagnostics import Diagnostic, format_diagnostics
from cardsmith.tools.terminal import printable
from tests.fixture_pack import clean_fixture_pack

runner = CliRunner()

#: window title (OSC 0), clipboard write (OSC 52), hidden text (SGR 8), a bell, a bidi override
PAYLOADS = ("\x1b]0;owned\x07", "\x1b]52;c;Y2F0\x07", "\x1b[8mhidden\x1b[0m", "\x07", "\u202e")


def test_printable_spells_controls_and_keeps_tabs() -> None:
    assert printable("a\x1b[31mb") == "a\\x1b[31mb"
    assert printable("x\u202ey") == "x\\u202ey"
    assert printable("\tkeep\t") == "\tkeep\t"
    assert printable("cr\r\nlf") == "cr\\x0d\\x0alf"
    assert printable("plain é ✓") == "plain é ✓"


@pytest.mark.parametrize("fmt", ["text", "github"])
def test_formatters_never_emit_raw_escapes(fmt: str) -> None:
    diag = Diagnostic(
        path="p\x1b[2J.yaml",
        line=1,
        col=8,
        code="C101",
        message="unknown word '\x1b]0;owned\x07'",
        source_line="effect: \x1b]0;owned\x07",
        hint="did you mean \x1b[8mfear\x1b[0m?",
    )
    out = format_diagnostics([diag], fmt)
    assert "\x1b" not in out and "\x07" not in out
    assert "\\x1b]0;owned\\x07" in out


def test_caret_counts_spelled_characters() -> None:
    diag = Diagnostic(path="f.yaml", line=1, col=3, code="D001", message="m", source_line="\x1bab")
    lines = format_diagnostics([diag], "text").splitlines()
    assert lines[1] == "\\x1bab"
    assert lines[2] == " " * len("\\x1ba") + "^"


def test_lint_output_escapes_file_content(tmp_path: Path) -> None:
    root = tmp_path / "pack"
    (root / "powers" / "minor").mkdir(parents=True)
    (root / "pack.yaml").write_text("id: p\nname: P\nversion: 1.0.0\nruleset: spirit-island\n")
    for i, payload in enumerate(PAYLOADS):
        (root / "powers" / "minor" / f"c{i}.yaml").write_text(
            f'id: c{i}\nname: "Card {i}"\nkind: minor\ncost: 1\nspeed: fast\n'
            f"elements: [fire]\nrange: {{from: presence, distance: 1}}\n"
            f'target: {{land: any}}\ntext: "1 Fear."\neffect: "fear 1 {payload}zz"\n'
        )
    result = runner.invoke(app, ["lint", str(root)])
    assert result.exit_code == 1
    assert "\x1b" not in result.output and "\x07" not in result.output
    assert "\u202e" not in result.output
    assert "\\x1b" in result.output and "\\u202e" in result.output


# --- publish, search and test (their own output) ----------------------------------------------

NAME = "Drought \x1b]0;owned\x07 \x1b[8mhidden\x1b[0m \u202e"


def _no_raw_controls(text: str) -> None:
    assert "\x1b" not in text and "\x07" not in text and "\u202e" not in text


@pytest.fixture
def payload_pack(tmp_path: Path) -> Path:
    """The clean publish fixture pack with a bidi override in a card's name (lint refuses
    escape sequences in content, S015: tests/hardening/test_control_characters.py)."""

    pack = tmp_path / "pack"
    clean_fixture_pack(pack)
    card = pack / "powers" / "minor" / "drought.yaml"
    card.write_text(card.read_text().replace(
        'name: "Drought"', 'name: "Drought \\u202e reversed \\u2066"'))
    return pack


def test_search_results_escape_names(payload_pack: Path) -> None:
    for args in (["search", "drought", str(payload_pack)],
                 ["search", "--ids", "kind:minor", str(payload_pack)]):
        result = runner.invoke(app, args)
        assert result.exit_code == 0, result.output
        _no_raw_controls(result.output)
    table = runner.invoke(app, ["search", "drought", str(payload_pack)]).output
    assert "\\u202e" in table and "reversed \\u2066" in table  # the table wraps the name


def test_test_output_escapes_names_and_failures(tmp_path: Path) -> None:
    import xml.etree.ElementTree as ET

    folder = tmp_path / "scenarios"
    folder.mkdir()
    (folder / "s.yaml").write_text(
        'name: "ravage \\e]0;owned\\a"\npieces: {A5: 1T}\ninvader: ravage\ntarget: A5\n'
        'expect:\n  pieces: {A5: 1T}\n  log_contains: ["\\e[8mhidden"]\n', encoding="utf-8")
    report = tmp_path / "junit.xml"
    result = runner.invoke(app, ["test", str(folder), "-v", "--junit-xml", str(report)])
    assert result.exit_code == 1, result.output
    _no_raw_controls(result.output)
    assert "::ravage \\x1b]0;owned\\x07" in result.output
    assert "\\x1b[8mhidden" in result.output
    case = ET.parse(report).getroot().find(".//testcase")  # well-formed XML 1.0
    assert case is not None and case.get("name") == "ravage \\x1b]0;owned\\x07"


def test_publish_messages_escape_paths(payload_pack: Path, tmp_path: Path) -> None:
    out = tmp_path / "site \x1b]0;owned\x07"
    result = runner.invoke(app, ["publish", str(payload_pack), "--out", str(out)])
    assert result.exit_code == 0, result.output
    _no_raw_controls(result.output)
    assert "site \\x1b]0;owned\\x07" in result.output
    inside = payload_pack / "powers" / "x\x07"
    again = runner.invoke(app, ["publish", str(payload_pack), "--out", str(inside)])
    assert again.exit_code == 2
    _no_raw_controls(again.output)
