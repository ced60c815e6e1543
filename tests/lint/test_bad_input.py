"""Hostile and broken files: each gives a positioned diagnostic, never a traceback, and the
other files of the pack are still linted."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.lint import lint_paths, run_rules

GOOD_POWER = """\
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

TYPO_POWER = """\
id: typo-card
name: Typo Card
kind: minor
cost: 1
speed: fast
elements: [fire]
range: {from: presence, distance: 1}
target: {land: any}
text: "1 Fear. Push 1 Explorer."
effect: |
  fear 1
  push 1 explorr
"""

WRONG_TYPE = (
    GOOD_POWER.replace("id: good-card", "id: wrong-type")
    .replace("name: Good Card", "name: Wrong Type")
    .replace("cost: 1", "cost: one")
)


@pytest.fixture()
def bad_pack(tmp_path: Path) -> Path:
    root = tmp_path / "pack"
    minor = root / "powers" / "minor"
    minor.mkdir(parents=True)
    (root / "pack.yaml").write_text("id: bad\nname: Bad\nversion: 1.0.0\nruleset: spirit-island\n")
    (minor / "good.yaml").write_text(GOOD_POWER)
    (minor / "typo.yaml").write_text(TYPO_POWER)
    (minor / "wrong-type.yaml").write_text(WRONG_TYPE)
    (minor / "latin1.yaml").write_bytes("name: Caf\xe9\n".encode("latin-1"))
    (minor / "empty.yaml").write_text("")
    (minor / "huge.yaml").write_text("# padding\n" * 1_100_000)  # ~11 MB
    (minor / "bomb.yaml").write_text(
        'a: &a ["x","x","x","x","x","x","x","x","x","x"]\n'
        + "".join(
            f"{c}: &{c} [{', '.join(['*' + p] * 10)}]\n"
            for p, c in zip("abcdefg", "bcdefgh", strict=True)
        )
    )
    (minor / "malformed.yaml").write_text("id: [unclosed\nname: x\n")
    (minor / "deep.yaml").write_text("notes: " + "[" * 70 + "]" * 70 + "\n")
    (minor / "long.yaml").write_text(
        GOOD_POWER.replace("id: good-card", "id: long-card")
        .replace("name: Good Card", "name: Long Card")
        .replace("  push 1 explorer\n", "".join("  fear 1\n" for _ in range(3000)))
    )
    outside = tmp_path / "outside.yaml"
    outside.write_text(GOOD_POWER)
    os.symlink(outside, minor / "link.yaml")
    return root


def _codes(diags: list) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for d in diags:
        out.setdefault(Path(d.path).name, set()).add(d.code)
    return out


def test_every_bad_file_is_reported(bad_pack: Path) -> None:
    result = lint_paths([bad_pack])
    codes = _codes(result.diagnostics)
    assert codes["latin1.yaml"] == {"S001"}
    assert codes["empty.yaml"] == {"S002"}
    assert codes["huge.yaml"] == {"S003"}
    assert codes["bomb.yaml"] == {"S006"}
    assert codes["malformed.yaml"] == {"S004"}
    assert codes["deep.yaml"] == {"S007"}
    assert codes["link.yaml"] == {"S009"}
    assert "S101" in codes["wrong-type.yaml"]
    assert codes["typo.yaml"] == {"C101"}
    assert "D005" in codes["long.yaml"]
    assert "good.yaml" not in codes  # the good file was linted and is clean
    assert result.files == 12
    assert result.errors > 0


def test_unknown_piece_points_into_the_block(bad_pack: Path) -> None:
    diags = [d for d in lint_paths([bad_pack]).diagnostics if d.code == "C101"]
    assert len(diags) == 1
    d = diags[0]
    assert d.path.endswith("typo.yaml")
    assert (d.line, d.col, d.end_col) == (12, 10, 17)  # "explorr" in "  push 1 explorr"
    assert d.source_line == "  push 1 explorr"
    assert d.hint == "did you mean 'explorer'?"


def test_good_records_still_in_catalog(bad_pack: Path) -> None:
    loaded = load_pack(bad_pack)
    good = loaded.catalog.by_name("GOOD CARD")
    assert good is not None and good.ops["effect"][0] == {"op": "fear", "amount": 1}
    assert loaded.catalog.by_id("typo-card") is not None
    assert run_rules(loaded)  # findings, no exception
