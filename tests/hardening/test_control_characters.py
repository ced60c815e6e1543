"""Control characters in content strings (NUL, ESC, backspace, the other C0/C1 controls…) are
refused by lint (``S015``) at the character itself, so ``publish``, ``serve``, ``search`` and
``print`` refuse the pack before writing anything; a library call that skips the check still
gets pages and SVG faces with the characters spelled out, never raw (issue "The reference a
player keeps open": bad input)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.cli import app
from cardsmith.tools.lint import lint_paths
from cardsmith.tools.publish.site import publish
from cardsmith.tools.publish.text import md, meta_text
from cardsmith.tools.terminal import CONTROL_CHARACTERS, character_name
from tests.fixture_pack import clean_fixture_pack

runner = CliRunner()
#: what a file holds: YAML escapes in a double-quoted string (line 3 of drought.yaml)
ESCAPED_NAME = r'"Drought\e]0;owned\a \0x\b"'
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _pack(tmp_path: Path, name: str = ESCAPED_NAME) -> Path:
    pack = tmp_path / "pack"
    clean_fixture_pack(pack)
    card = pack / "powers" / "minor" / "drought.yaml"
    card.write_text(card.read_text().replace('name: "Drought"', f"name: {name}"))
    return pack


def _s015(pack: Path) -> list[str]:
    return [f"{Path(d.path).name}:{d.line}:{d.col}: {d.code} {d.message}"
            for d in lint_paths([pack]).diagnostics]


def test_the_refused_characters() -> None:
    refused = [c for c in range(0x110000) if CONTROL_CHARACTERS.match(chr(c))]
    assert len(refused) == 9 + 21 + 1 + 32 + 2048 + 2
    assert not CONTROL_CHARACTERS.search("tab\tand\nline feed, é, ✓, \u202e, \U0001f600")
    assert [character_name(c) for c in "\x00\x08\x1b\x7f\x9b\x01"] == [
        "U+0000 (NUL)", "U+0008 (backspace)", "U+001B (ESC)", "U+007F (DEL)", "U+009B (CSI)",
        "U+0001"]


def test_lint_refuses_a_name_with_control_characters(tmp_path: Path) -> None:
    pack = _pack(tmp_path)
    assert _s015(pack) == [
        "drought.yaml:3:15: S015 name: control character U+001B (ESC) in the text "
        "(and 3 more); no page, SVG or PDF can show it"]
    (diag,) = lint_paths([pack]).diagnostics
    assert (diag.severity, diag.end_col) == ("error", 17)  # the escape "\e" underlined
    assert diag.hint == "remove it, or write what it stands for in words"


@pytest.mark.parametrize(("value", "col", "char"), [
    (r'"Drou\0ght"', 12, "U+0000 (NUL)"),
    (r'"Drought\b"', 15, "U+0008 (backspace)"),
    (r'"Dr\x9bought"', 10, "U+009B (CSI)"),
    (r'"D\x7f"', 9, "U+007F (DEL)"),
    (r'"D\uffff"', 9, "U+FFFF"),
])
def test_each_control_character_at_its_column(tmp_path: Path, value: str, col: int,
                                              char: str) -> None:
    assert _s015(_pack(tmp_path, value)) == [
        f"drought.yaml:3:{col}: S015 name: control character {char} in the text; "
        "no page, SVG or PDF can show it"]


def test_text_on_a_later_line_keys_and_the_manifest(tmp_path: Path) -> None:
    pack = _pack(tmp_path, '"Drought"')
    card = pack / "powers" / "minor" / "drought.yaml"
    text = card.read_text()
    card.write_text(re.sub(r"^text: .*$", lambda _: 'text: "Destroy 1 Town.\n  Then \\a 1 Fear."',
                           text, flags=re.M) + 'source_notes: {"a\\x1bb": 1}\n')
    manifest = pack / "pack.yaml"
    manifest.write_text(manifest.read_text().replace("name: Publish Fixture",
                                                     'name: "Publish\\x00 Fixture"'))
    found = _s015(pack)
    line = next(i for i, t in enumerate(card.read_text().splitlines(), 1) if "Then" in t)
    assert f"drought.yaml:{line}:8: S015 text: control character U+0007 (BEL) in the text; " \
        "no page, SVG or PDF can show it" in found
    assert any(f.startswith("drought.yaml:") and " S015 the key 'a\\\\x1bb': control character "
               "U+001B (ESC)" in f for f in found), found
    assert "pack.yaml:4:15: S015 name: control character U+0000 (NUL) in the text; no page, " \
        "SVG or PDF can show it" in found


def test_a_lone_surrogate_is_already_a_yaml_error(tmp_path: Path) -> None:
    assert _s015(_pack(tmp_path, r'"D\ud800"')) == [
        "drought.yaml:3:11: S004 YAML syntax error: found invalid Unicode character escape code "
        "(while parsing a quoted scalar)"]


def test_tabs_line_feeds_and_letters_pass(tmp_path: Path) -> None:
    assert _s015(_pack(tmp_path, r'"Drought\t of the Rêve \u202e 夢"')) == []


def test_an_effect_s_control_character_is_d001_only(tmp_path: Path) -> None:
    pack = _pack(tmp_path, '"Drought"')
    card = pack / "powers" / "minor" / "drought.yaml"
    card.write_text(card.read_text().replace("effect: destroy 1 city",
                                             r'effect: "destroy 1 city\e"'))
    assert [f"{d.line}:{d.col}: {d.code} {d.message}" for d in lint_paths([pack]).diagnostics] == [
        "18:26: D001 unexpected character '\\x1b'"]


def test_lint_command_prints_it_spelled_out(tmp_path: Path) -> None:
    result = runner.invoke(app, ["lint", str(_pack(tmp_path))])
    assert result.exit_code == 1
    assert RAW.search(result.output) is None
    assert "S015 name: control character U+001B (ESC)" in result.output
    assert 'name: "Drought\\e]0;owned\\a \\0x\\b"' in result.output  # the line as written


@pytest.mark.parametrize("command", [["publish"], ["search", "drought"], ["print"],
                                     ["serve", "--dev-addr", "127.0.0.1:8765"]])
def test_the_commands_refuse_the_pack_first(tmp_path: Path, command: list[str]) -> None:
    pack = _pack(tmp_path)
    out = tmp_path / ("site" if command == ["publish"] else "cards.pdf")
    args = [*command, str(pack)]
    if command[0] in ("publish", "print"):
        args += ["--out", str(out)]
    result = runner.invoke(app, args)
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.exit_code == 1, result.output
    assert RAW.search(result.output) is None and "Traceback" not in result.output
    assert "drought.yaml:3:15: S015 name: control character U+001B (ESC)" in result.output
    assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pack"]


def test_page_text_spells_them_out() -> None:
    assert md("a\x1b]0;x\x07b\x00") == "a&#92;x1b&#93;0;x&#92;x07b&#92;x00"
    assert md("x\ud800") == "x&#92;ud800"
    assert meta_text("a\x1bb\x08<") == "a\\x1bb\\x08&lt;"
    assert md("tab\tkept é") == "tab kept é"


def test_a_library_publish_without_the_check_writes_no_raw_control(tmp_path: Path) -> None:
    pack = _pack(tmp_path)
    out = tmp_path / "site"
    publish([pack], out)  # no lint gate: the generators' own defence
    folder = out / "cards" / "drought-0-owned-x"
    page = (folder / "index.html").read_text(encoding="utf-8")
    assert RAW.search(page) is None
    assert "Drought&#92;x1b&#93;0;owned&#92;x07 &#92;x00x&#92;x08" in page
    face = (folder / "face.svg").read_text(encoding="utf-8")
    assert RAW.search(face) is None
    assert ET.fromstring(face).tag == "{http://www.w3.org/2000/svg}svg"  # well-formed XML
    home = (out / "index.html").read_text(encoding="utf-8")
    assert RAW.search(home) is None
    assert "Drought\\x1b]0;owned\\x07 \\x00x\\x08" in page  # its branch of the navigation


def test_the_limits_page_states_the_rule() -> None:
    doc = (Path(__file__).parents[2] / "docs" / "limits.md").read_text(encoding="utf-8")
    flat = " ".join(doc.split())
    assert "A string (a value or a key) holding a control character is `S015`" in flat
    assert "`publish`, `serve`, `search` and `print` refuse the pack" in flat
