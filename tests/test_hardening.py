"""No input can hurt: hostile YAML, symlinks, absurd or deeply nested effects, interrupted fmt."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardsmith.dsl.parser import MAX_NESTING
from cardsmith.rulesets.spirit_island.dsl import LANGUAGE
from cardsmith.tools import registry
from cardsmith.tools.authoring.fmt import format_file
from cardsmith.tools.content.yamlload import (
    MAX_BYTES,
    MAX_DEPTH,
    load_yaml_file,
    load_yaml_text,
    safe_iter_yaml,
)


def _codes(result: object) -> list[str]:
    return [d.code for d in getattr(result, "diagnostics", [])]


def test_alias_bomb_refused() -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):  # 10**9 nodes if expanded
        refs = ", ".join([f"*a{i - 1}"] * 10)
        lines.append(f"a{i}: &a{i} [{refs}]")
    result = load_yaml_text("\n".join(lines) + "\n", "bomb.yaml")
    assert result.data is None
    assert "S006" in _codes(result)


def test_recursive_alias_refused() -> None:
    result = load_yaml_text("a: &a [*a]\n", "loop.yaml")
    assert result.data is None
    assert _codes(result) in (["S006"], ["S004"])


def test_deep_nesting_refused() -> None:
    deep = "[" * (MAX_DEPTH + 10) + "]" * (MAX_DEPTH + 10) + "\n"
    result = load_yaml_text(deep, "deep.yaml")
    assert result.data is None
    assert "S007" in _codes(result)
    block = "".join(" " * (2 * i) + f"k{i}:\n" for i in range(MAX_DEPTH + 5)) + " " * 200 + "x\n"
    assert "S007" in _codes(load_yaml_text(block, "deep-block.yaml"))


def test_oversized_file_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    path.write_text("a: " + "x" * (MAX_BYTES + 10) + "\n")
    result = load_yaml_file(path)
    assert result.data is None
    assert _codes(result) == ["S003"]


def test_symlink_out_of_pack_not_followed(tmp_path: Path) -> None:
    outside = tmp_path / "secret"
    outside.mkdir()
    (outside / "passwords.yaml").write_text("root: hunter2\n")
    pack = tmp_path / "pack"
    (pack / "powers").mkdir(parents=True)
    (pack / "powers" / "ok.yaml").write_text("id: ok\n")
    try:
        (pack / "powers" / "evil.yaml").symlink_to(outside / "passwords.yaml")
        (pack / "linked").symlink_to(outside, target_is_directory=True)
    except OSError:  # pragma: no cover - no symlinks on this platform
        pytest.skip("symlinks not supported")
    found = {p.name: diag for p, diag in safe_iter_yaml(pack)}
    assert found["ok.yaml"] is None
    assert found["evil.yaml"] is not None and found["evil.yaml"].code == "S009"
    assert found["linked"] is not None and found["linked"].code == "S009"
    assert "passwords.yaml" not in found
    assert _codes(load_yaml_file(pack / "powers" / "evil.yaml", root=pack)) == ["S009"]


def test_absurd_count_rejected() -> None:
    _ops, errors = LANGUAGE.compile_text("push 1000000000 explorer")
    assert "C110" in [e.code for e in errors]


def test_deeply_nested_blocks_rejected() -> None:
    depth = MAX_NESTING * 4 + 2
    text = (
        "".join("  " * i + "for each blight:\n" for i in range(depth)) + "  " * depth + "1 fear\n"
    )
    effect, errors = LANGUAGE.parse(text)
    assert effect is None
    assert [e.code for e in errors] == ["D006"]


def test_huge_effect_rejected() -> None:
    effect, errors = LANGUAGE.parse("1 fear\n" * 10_000)
    assert effect is None
    assert [e.code for e in errors] == ["D005"]


def test_interrupted_fmt_leaves_file_intact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "powers" / "minor"
    folder.mkdir(parents=True)
    path = folder / "p.yaml"
    original = "name: P\nid: p\neffect: fear 2\n"
    path.write_text(original)

    def interrupted(src: object, dst: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        format_file(path, loose=registry.get("spirit-island"))
    assert path.read_text() == original
    assert [p.name for p in folder.iterdir()] == ["p.yaml"]
