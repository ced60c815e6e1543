"""Tests for tools.content.yamlload: hostile input, duplicate keys, positions."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from cardsmith.tools.content.yamlload import load_yaml_file, load_yaml_text, safe_iter_yaml


def write(tmp_path: Path, text: str | bytes, name: str = "f.yaml") -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def codes(result) -> list[str]:
    return [d.code for d in result.diagnostics]


def test_valid_file_loads_with_positions(tmp_path: Path) -> None:
    r = load_yaml_file(write(tmp_path, "name: X\nlevels:\n  - text: a\n    effect: fear 1\n"))
    assert r.ok and r.diagnostics == []
    assert r.data == {"name": "X", "levels": [{"text": "a", "effect": "fear 1"}]}
    pos = r.positions.get(("levels", 0, "effect"))
    assert pos is not None and (pos.line, pos.col) == (4, 13)
    assert r.positions.key_pos(("levels", 0, "effect")).col == 5


def test_not_utf8_is_s001(tmp_path: Path) -> None:
    r = load_yaml_file(write(tmp_path, b"a: 1\nb: \xff\xfe\x00bad\n"))
    assert r.data is None
    assert codes(r) == ["S001"]
    assert (r.diagnostics[0].line, r.diagnostics[0].col) == (2, 4)


def test_empty_file_is_s002_warning(tmp_path: Path) -> None:
    for text in ("", "\n\n", "# just a comment\n", "---\n"):
        r = load_yaml_file(write(tmp_path, text))
        assert r.data is None
        assert codes(r) == ["S002"]
        assert r.diagnostics[0].severity == "warning"


def test_over_size_limit_is_s003(tmp_path: Path) -> None:
    path = write(tmp_path, b"a: " + b"x" * (10 * 1024 * 1024) + b"\n")
    r = load_yaml_file(path)
    assert codes(r) == ["S003"] and r.data is None
    assert codes(load_yaml_file(write(tmp_path, "a: 12345\n"), max_bytes=5)) == ["S003"]


def test_syntax_error_is_s004_with_position(tmp_path: Path) -> None:
    r = load_yaml_file(write(tmp_path, "a: 1\nb: [1, 2\nc: 3\n"))
    assert codes(r) == ["S004"] and r.data is None
    assert r.diagnostics[0].line >= 2
    tab = load_yaml_file(write(tmp_path, "a:\n\tb: 1\n"))
    assert codes(tab) == ["S004"]
    assert (tab.diagnostics[0].line, tab.diagnostics[0].col) == (2, 1)
    assert tab.diagnostics[0].source_line == "\tb: 1"


def test_control_character_and_unknown_tag_are_s004(tmp_path: Path) -> None:
    r = load_yaml_file(write(tmp_path, "a: 1\nb: \x01\n"))
    assert codes(r) == ["S004"] and (r.diagnostics[0].line, r.diagnostics[0].col) == (2, 4)
    assert codes(load_yaml_text("x: !python/object 3\n")) == ["S004"]


def test_duplicate_key_is_s005_at_key(tmp_path: Path) -> None:
    r = load_yaml_file(write(tmp_path, "name: A\ncost: 1\nname: B\n"))
    assert codes(r) == ["S005"]
    d = r.diagnostics[0]
    assert (d.line, d.col) == (3, 1)
    assert "line 1" in d.message
    assert r.data == {"name": "B", "cost": 1}


def test_nested_duplicate_key(tmp_path: Path) -> None:
    r = load_yaml_file(write(tmp_path, "a:\n  - x: 1\n    y: 2\n    x: 3\n"))
    assert codes(r) == ["S005"]
    assert (r.diagnostics[0].line, r.diagnostics[0].col) == (4, 5)


def test_billion_laughs_is_s006_and_fast(tmp_path: Path) -> None:
    lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    prev = "a"
    for name in "bcdefghij":
        lines.append(f"{name}: &{name} [" + ", ".join([f"*{prev}"] * 10) + "]")
        prev = name
    start = time.perf_counter()
    r = load_yaml_file(write(tmp_path, "\n".join(lines) + "\n"))
    assert time.perf_counter() - start < 5
    assert codes(r) == ["S006"] and r.data is None


def test_recursive_alias_is_s006(tmp_path: Path) -> None:
    r = load_yaml_file(write(tmp_path, "a: &a [*a, *a]\n"))
    assert codes(r) == ["S006"]


def test_small_aliases_are_fine() -> None:
    r = load_yaml_text("base: &b {x: 1}\nuse: *b\nmerged:\n  <<: *b\n  y: 2\n")
    assert r.ok
    assert r.data == {"base": {"x": 1}, "use": {"x": 1}, "merged": {"y": 2, "x": 1}}


def test_deep_nesting_is_s007(tmp_path: Path) -> None:
    r = load_yaml_file(write(tmp_path, "[" * 10_000 + "]" * 10_000))
    assert codes(r) == ["S007"] and r.data is None
    ok = load_yaml_text("[" * 60 + "]" * 60)
    assert ok.ok
    block = "".join("  " * i + f"k{i}:\n" for i in range(70)) + "  " * 70 + "v\n"
    assert codes(load_yaml_text(block)) == ["S007"]


def test_deep_nesting_through_aliases_is_s007() -> None:
    lines = ["a0: &a0 [x]"] + [f"a{i}: &a{i} [*a{i - 1}]" for i in range(1, 80)]
    assert codes(load_yaml_text("\n".join(lines))) == ["S007"]


def test_several_documents_is_s008(tmp_path: Path) -> None:
    r = load_yaml_file(write(tmp_path, "a: 1\n---\nb: 2\n"))
    assert codes(r) == ["S008"] and r.diagnostics[0].line == 2


def test_non_string_keys_and_dates_are_stringified() -> None:
    r = load_yaml_text("1: one\n[1, 2]: pair\nwhen: 2024-01-02\nyes: true\n")
    assert r.ok
    assert r.data == {"1": "one", "[1, 2]": "pair", "when": "2024-01-02", "yes": True}


@pytest.mark.parametrize(
    ("text", "path", "inner", "expected"),
    [
        # literal block: content starts on the next line at the block's indentation
        ("a:\n  effect: |\n    fear 2\n    push 1 dahan\n", ("a", "effect"), (2, 6), (4, 10)),
        ("effect: |-\n  fear 2\n  gather 1 dahan\n", ("effect",), (1, 1), (2, 3)),
        (
            "lv:\n  - effect: |\n      fear 1\n      defend 3\n",
            ("lv", 0, "effect"),
            (2, 8),
            (4, 14),
        ),
        # leading blank line inside the block
        ("effect: |\n\n  fear 1\n", ("effect",), (2, 1), (3, 3)),
        # explicit indentation indicator
        ("effect: |2\n    fear 1\n", ("effect",), (1, 3), (2, 5)),
        # plain and quoted single-line scalars
        ("effect: fear 2\n", ("effect",), (1, 6), (1, 14)),
        ('effect: "fear 2"\n', ("effect",), (1, 6), (1, 15)),
        ("effect: 'fear 2'\n", ("effect",), (1, 1), (1, 10)),
        ("- x\n- effect: push 1\n", (1, "effect"), (1, 6), (2, 16)),
    ],
)
def test_map_scalar_offset(text, path, inner, expected) -> None:
    r = load_yaml_text(text)
    assert r.ok, r.diagnostics
    line, col = r.positions.map_scalar_offset(path, *inner)
    assert (line, col) == expected
    value = r.data
    for part in path:
        value = value[part]
    # the mapped file position holds the same character as the value position
    file_char = text.splitlines()[line - 1][col - 1]
    value_char = value.split("\n")[inner[0] - 1][inner[1] - 1]
    assert file_char == value_char


def test_locate_falls_back_to_parent() -> None:
    r = load_yaml_text("a:\n  b: 1\n")
    assert r.positions.locate(("a", "b")) == (2, 6)
    assert r.positions.locate(("a", "missing", 3)) == (2, 3)
    assert r.positions.locate(("nothing",)) == (1, 1)


def test_safe_iter_yaml_refuses_symlinks_outside(tmp_path: Path) -> None:
    root = tmp_path / "pack"
    (root / "boards").mkdir(parents=True)
    (root / "boards" / "a.yaml").write_text("id: a\n")
    (root / "notes.txt").write_text("x")
    outside = tmp_path / "secret.yaml"
    outside.write_text("password: x\n")
    os.symlink(outside, root / "boards" / "evil.yaml")
    os.symlink(root / "boards" / "a.yaml", root / "boards" / "alias.yaml")
    os.symlink(tmp_path, root / "loop")
    items = {p.name: (d.code if d else None) for p, d in safe_iter_yaml(root)}
    assert items == {"a.yaml": None, "alias.yaml": None, "evil.yaml": "S009", "loop": "S009"}
    r = load_yaml_file(root / "boards" / "evil.yaml", root=root)
    assert codes(r) == ["S009"]
    assert load_yaml_file(root / "boards" / "alias.yaml", root=root).ok
