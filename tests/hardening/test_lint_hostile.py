"""Hostile content for ``lint`` and ``fmt`` (issue 14): huge numbers, named pipes, a hundred
thousand keys, escaped quoted effects, missing dependencies and broken scenario files are
positioned diagnostics, in bounded time, never a traceback or a hang."""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from cardsmith.tools.authoring.fmt import format_paths
from cardsmith.tools.cli import app
from cardsmith.tools.content.yamlload import MAX_NUMBER_CHARS, load_yaml_text
from cardsmith.tools.lint import MAX_DIAGNOSTICS_PER_FILE, lint_paths

runner = CliRunner()

POWER = """\
id: good-card
name: Good Card
kind: minor
cost: 1
speed: fast
elements: [fire]
range: {from: presence, distance: 1}
target: {land: any}
text: "1 Fear. Push 1 Explorer."
effect: |
  fear 1
  push 1 explorer
"""


def _pack(tmp_path: Path, files: dict[str, str], manifest: str = "") -> Path:
    root = tmp_path / "pack"
    (root / "powers" / "minor").mkdir(parents=True)
    (root / "pack.yaml").write_text(f"id: hostile\nname: Hostile\nversion: 1.0.0\n"
        f"ruleset: spirit-island\n{manifest}")
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def _within(seconds: float, work: Callable[[], Any]) -> Any:
    """``work()``, failing (not hanging) when it takes longer than ``seconds``."""
    out: list[Any] = []
    thread = threading.Thread(target=lambda: out.append(work()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still running after {seconds} s"
    assert out, "raised (see the thread's traceback above)"
    return out[0]


def _codes(root: Path) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for d in lint_paths([root]).diagnostics:
        found.setdefault(Path(d.path).name, []).append(d.code)
    return found


# --- numbers ---------------------------------------------------------------------------------


def test_a_5000_digit_cost_is_a_positioned_diagnostic(tmp_path: Path) -> None:
    big = POWER.replace("cost: 1", "cost: " + "9" * 5000)
    root = _pack(tmp_path, {"powers/minor/big.yaml": big})
    diags = [d for d in lint_paths([root]).diagnostics if d.path.endswith("big.yaml")]
    assert [(d.code, d.line, d.col) for d in diags] == [("S011", 4, 7)]
    assert str(MAX_NUMBER_CHARS) in diags[0].message
    for args in (["lint", str(root)], ["fmt", "--check", str(root)], ["fmt", str(root)]):
        result = runner.invoke(app, args)
        assert (result.exit_code == 1 and result.exception is None) or isinstance(
            result.exception, SystemExit
        ), result.output
        assert "S011" in result.output and "Traceback" not in result.output
    assert (root / "powers" / "minor" / "big.yaml").read_text() == big


def test_a_huge_number_in_pack_yaml(tmp_path: Path) -> None:
    bounds = "bounds: {cost: {max: 1" + "0" * 5000 + "}}\n"
    root = _pack(tmp_path, {"powers/minor/ok.yaml": POWER}, bounds)
    codes = _codes(root)
    assert codes["pack.yaml"] == ["S011"]
    assert "ok.yaml" not in codes


def test_long_floats_and_ints_below_the_limit_load() -> None:
    assert load_yaml_text("a: " + "9" * MAX_NUMBER_CHARS + "\n").ok
    assert load_yaml_text("a: 1." + "5" * 90 + "\n").ok


# --- files that are not files ----------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_in_a_pack_is_skipped(tmp_path: Path) -> None:
    root = _pack(tmp_path, {"powers/minor/ok.yaml": POWER})
    os.mkfifo(root / "powers" / "minor" / "pipe.yaml")
    os.mkfifo(root / "pipe.yml")
    codes = _within(30, lambda: _codes(root))
    assert codes["pipe.yaml"] == ["S012"] and codes["pipe.yml"] == ["S012"]
    results = _within(30, lambda: format_paths([root], check=True))
    assert sorted(r.path.name for r in results if r.error and "S012" in r.error) == [
        "pipe.yaml",
        "pipe.yml",
    ]
    fifo = root / "pipe.yml"
    for args in (["lint", str(fifo)], ["fmt", str(fifo)], ["lint", "--no-cache", str(root)]):
        result = _within(30, lambda args=args: runner.invoke(app, args))
        assert result.exit_code == 1 and "S012" in result.output, result.output


# --- many keys, many problems ----------------------------------------------------------------


def test_a_hundred_thousand_unknown_keys_are_linear(tmp_path: Path) -> None:
    """Quadratic before (37-49 s): each key was searched for in a message naming every key."""
    many = POWER + "".join(f"k{i}: 1\n" for i in range(100_000))
    root = _pack(tmp_path, {"powers/minor/many.yaml": many})
    start = time.perf_counter()
    diags = _within(60, lambda: lint_paths([root]).diagnostics)
    assert time.perf_counter() - start < 15
    mine = [d for d in diags if d.path.endswith("many.yaml")]
    assert len(mine) <= MAX_DIAGNOSTICS_PER_FILE + 1
    assert any("more unknown properties" in d.message for d in mine)


def test_a_hundred_thousand_duplicate_keys_are_capped(tmp_path: Path) -> None:
    many = POWER + "cost: 2\n" * 100_000
    root = _pack(tmp_path, {"powers/minor/dups.yaml": many})
    start = time.perf_counter()
    diags = _within(60, lambda: lint_paths([root]).diagnostics)
    assert time.perf_counter() - start < 15
    mine = [d for d in diags if d.path.endswith("dups.yaml")]
    assert len(mine) == MAX_DIAGNOSTICS_PER_FILE + 1
    summary = mine[-1]
    assert summary.code == "S013" and summary.severity == "error"
    assert str(MAX_DIAGNOSTICS_PER_FILE) in summary.message


# --- positions inside quoted effects ---------------------------------------------------------


@pytest.mark.parametrize(
    ("effect_yaml", "word"),
    [
        ('"if target is sands:\\n  push 1 explorr"', "explorr"),
        ('"fear 1\\npush\\t1 explorr"', "explorr"),
        ("'fear 1\n\n  push 1 explorr'", "explorr"),
        ('"if target is sands:\\\n  \\n  push 1 explorr\\n"', "explorr"),
        (">\n  push 1\n  explorr\n", "explorr"),
        ('"fear\\u0020 1\\npush 1 explorr"', "explorr"),
    ],
)
def test_errors_in_quoted_effects_point_at_the_word(
    tmp_path: Path, effect_yaml: str, word: str
) -> None:
    """Errors in quoted effects with ``\\n`` escapes were placed past the end of the file."""
    text = POWER.split("effect:")[0] + "effect: " + effect_yaml + "\n"
    root = _pack(tmp_path, {"powers/minor/q.yaml": text})
    lines = text.splitlines()
    diags = [d for d in lint_paths([root]).diagnostics if d.path.endswith("q.yaml")]
    assert diags, text
    for d in diags:
        assert 1 <= d.line <= len(lines) and 1 <= d.col <= len(lines[d.line - 1]) + 1, d
    located = [d for d in diags if d.code in ("C101", "D002", "D001")]
    assert located, diags
    d = located[0]
    assert lines[d.line - 1][d.col - 1 :].startswith(word), (d, lines[d.line - 1])


def test_every_value_position_maps_into_the_file() -> None:
    value = "if x:\n  push\t1 \"a\" \\ b\n\nfear 2 é"
    for style in ('"', "'", None, "|", ">"):
        for width in (12, 4096):
            text = yaml.dump({"effect": value}, default_style=style, width=width,
                             allow_unicode=True)
            loaded = load_yaml_text(text)
            assert loaded.data == {"effect": value}
            file_lines = text.splitlines()
            for n, line in enumerate(value.split("\n"), 1):
                for col, ch in enumerate(line + " ", 1):
                    at = loaded.positions.map_scalar_offset(("effect",), n, col)
                    assert 1 <= at[0] <= len(file_lines), (style, text, n, col)
                    assert 1 <= at[1] <= len(file_lines[at[0] - 1]) + 1
                    if col <= len(line) and ch.isalnum():
                        assert file_lines[at[0] - 1][at[1] - 1] == ch, (style, text, n, col)


# --- packs and scenarios ---------------------------------------------------------------------


def test_a_missing_dependency_is_reported_at_its_entry(tmp_path: Path) -> None:
    root = _pack(
        tmp_path,
        {"powers/minor/ok.yaml": POWER},
        'depends:\n  - {id: horizons, version: ">=1.0.0"}\n  - {id: nowhere, version: "1.0.0"}\n',
    )
    diags = [d for d in lint_paths([root]).diagnostics if d.code == "X006"]
    assert [(Path(d.path).name, d.line) for d in diags] == [("pack.yaml", 7)]
    assert "'nowhere'" in diags[0].message
    sibling = tmp_path / "nowhere"
    sibling.mkdir()
    (sibling / "pack.yaml").write_text("id: nowhere\nname: N\nversion: 1.0.0\n"
        "ruleset: spirit-island\n")
    assert not [d for d in lint_paths([root]).diagnostics if d.code == "X006"]


def test_scenario_files_are_checked_fully(tmp_path: Path) -> None:
    """Lint only schema-checked scenario files: an unknown card or land passed."""
    scenario = {
        "name": "unknown things",
        "pieces": {"A99": "1E"},
        "play": "No Such Card",
        "target": "A5",
        "expect": {"pieces": {"A5": "1E"}},
    }
    root = _pack(
        tmp_path,
        {"powers/minor/ok.yaml": POWER, "tests/minor/s.yaml": json.dumps(scenario) + "\n"},
        'depends: [{id: horizons, version: ">=1.0.0"}]\n',
    )
    codes = _codes(root)["s.yaml"]
    assert "T102" in codes and "T104" in codes, codes


def test_a_folder_with_too_many_entries_stops_the_walk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cardsmith.tools.content import yamlfiles

    monkeypatch.setattr(yamlfiles, "MAX_WALK_ENTRIES", 50)
    root = _pack(tmp_path, {f"powers/minor/p{i}.yaml": POWER for i in range(80)})
    diags = lint_paths([root]).diagnostics
    assert [d.code for d in diags if d.code == "S014"] == ["S014"]
    assert "more than 50 files and folders" in next(d.message for d in diags if d.code == "S014")


@settings(max_examples=300, deadline=None, database=None)
@given(
    st.text(alphabet="ab c\n\t\"'\\é#:-x", max_size=60),
    st.sampled_from(['"', "'", None, "|", ">"]),
    st.sampled_from([10, 30, 4096]),
)
def test_value_positions_map_into_the_file_for_any_quoting(
    value: str, style: str | None, width: int
) -> None:
    """Any effect text, written in any YAML style: every value position maps inside the file,
    onto the same character (escapes and folding followed)."""
    text = yaml.dump({"effect": value}, default_style=style, width=width, allow_unicode=True)
    loaded = load_yaml_text(text)
    if not loaded.ok or loaded.data != {"effect": value}:
        return  # a style YAML cannot give this value exactly (trailing spaces in a block…)
    lines = text.splitlines()
    for n, line in enumerate(value.split("\n"), 1):
        for col, ch in enumerate(line + " ", 1):
            at_line, at_col = loaded.positions.map_scalar_offset(("effect",), n, col)
            assert 1 <= at_line <= len(lines) and 1 <= at_col <= len(lines[at_line - 1]) + 1
            if col <= len(line) and ch in "abcxé#:-":
                assert lines[at_line - 1][at_col - 1] == ch, (text, n, col)
    far = loaded.positions.map_scalar_offset(("effect",), 99, 99)
    assert 1 <= far[0] <= len(lines)


def test_a_relative_pack_path_under_another_working_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``lint .`` in one folder, then in another: "." was resolved once and cached, so the
    second pack's files were refused as outside it (S009)."""
    for name in ("one", "two"):
        root = _pack(tmp_path / name, {"powers/minor/ok.yaml": POWER})
        monkeypatch.chdir(root)
        assert [d.code for d in lint_paths([Path(".")]).diagnostics] == []
