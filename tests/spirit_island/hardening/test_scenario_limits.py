"""Absurd numbers in scenario files are positioned ``T117`` diagnostics naming the limit, never a
traceback or a hang (issue 14; the limits are in docs/limits.md)."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.rulesets.spirit_island.scenarios.load import MAX_NUMBER, MAX_PER_LAND
from cardsmith.rulesets.spirit_island.scenarios.notation import (
    MAX_HEALTH,
    MAX_PIECES,
    NotationError,
    parse_land,
)
from cardsmith.tools.cli import app
from cardsmith.tools.diagnostics import format_text
from cardsmith.tools.scenarios.suite import run_paths

BOARD = Path(__file__).parents[2] / "publish" / "pack" / "boards" / "a.yaml"
SCENARIO = """\
name: {name}
{setup}
invader: ravage
target: A5
expect:
  pieces:
    A5: 1T 1B
  blight_pool: 5
"""


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    """A pack with board A only (it lints clean) and a tests/ folder."""
    root = tmp_path / "pack"
    (root / "boards").mkdir(parents=True)
    (root / "tests").mkdir()
    (root / "pack.yaml").write_text("id: limits\nname: Limits\nversion: 1.0.0\n"
        "ruleset: spirit-island\n")
    shutil.copy(BOARD, root / "boards" / "a.yaml")
    return root


def _scenario(pack: Path, name: str, setup: str) -> Path:
    path = pack / "tests" / f"{name}.yaml"
    path.write_text(SCENARIO.format(name=name, setup=setup), encoding="utf-8")
    return path


def _diagnostics(path: Path) -> str:
    (result,) = run_paths([path])
    assert not result.passed
    return format_text(result.diagnostics)


def test_a_5000_digit_count_is_a_diagnostic(pack: Path) -> None:
    path = _scenario(pack, "digits", f"pieces:\n  A5: {'9' * 5000}T")
    text = _diagnostics(path)
    assert f"digits.yaml:3:7: T117 '{'9' * 24}…': {'9' * 12}… is above the limit of " \
           f"{MAX_PIECES} pieces of a kind in a land" in text


def test_a_trillion_pieces_do_not_hang(pack: Path) -> None:
    path = _scenario(pack, "trillion", "pieces: {A5: 1000000000000T}")
    started = time.perf_counter()
    text = _diagnostics(path)
    assert time.perf_counter() - started < 10
    assert "trillion.yaml:2:14: T117 '1000000000000T'" in text


def test_the_notation_limits(pack: Path) -> None:
    assert str(parse_land(f"{MAX_PIECES}E {MAX_PIECES}B")) == f"{MAX_PIECES}E {MAX_PIECES}B"
    assert str(parse_land(f"1D@{MAX_HEALTH}", raised_health=True)) == f"1D@{MAX_HEALTH}"
    for text, col in ((f"{MAX_PIECES + 1}E", 1), ("60D 40D", 5), (f"1T@{MAX_HEALTH + 1}", 1),
                      (f"2E 1D@{'9' * 4400}", 4)):
        with pytest.raises(NotationError) as raised:
            parse_land(text, raised_health=True)
        assert raised.value.code == "T117" and raised.value.col == col
        assert "above the limit" in str(raised.value)


@pytest.mark.parametrize(("setup", "where"), [
    (f"defend: {{A5: {MAX_PER_LAND + 1}}}", "3:14: T117 100 is above the limit of 99 defend"),
    (f"blight_pool: {MAX_NUMBER + 1}", "3:14: T117 1000 is above the limit of 999"),
    ("fear_pool: 10000000000000000000000", "3:12: T117 100000000000… is above the limit of 999"),
    (f"spirits: {{river: {{presence: {{A1: {MAX_PER_LAND + 1}}}}}}}",
     "3:34: T117 100 is above the limit of 99 presence in a land"),
    (f"spirits: {{river: {{energy: {MAX_NUMBER + 1}}}}}", "3:27: T117 1000 is above"),
    (f"choices: [{{push.destination: -{MAX_NUMBER + 1}}}]", "3:30: T117 -1000 is above"),
])
def test_other_numbers_have_limits(pack: Path, setup: str, where: str) -> None:
    path = _scenario(pack, "number", "pieces: {A5: 1T}\n" + setup)
    assert f"number.yaml:{where}" in _diagnostics(path)


def test_numbers_at_their_limits_run(pack: Path) -> None:
    path = _scenario(pack, "edge", f"pieces: {{A5: 1T, A1: {MAX_PIECES}E}}\n"
                                   f"defend: {{A7: {MAX_PER_LAND}}}\n"
                                   f"spirits: {{river: {{energy: {MAX_NUMBER}}}}}")
    (result,) = run_paths([path])
    assert result.diagnostics == []


def test_cardsmith_test_reports_the_limit(pack: Path) -> None:
    _scenario(pack, "digits", f"pieces:\n  A5: {'9' * 5000}T")
    result = CliRunner().invoke(app, ["test", str(pack)])
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert result.exit_code == 1
    assert "T117" in result.output and result.output.splitlines()[-1] == "0 passed, 1 failed"


def test_a_loader_crash_on_unchecked_content_is_a_diagnostic(pack: Path) -> None:
    """A library run skips the lint gate: a record of the wrong shape is a T199, not a crash."""
    (pack / "spirits").mkdir()
    (pack / "spirits" / "odd.yaml").write_text(
        "kind: spirit\nid: odd\nname: Odd\ninnates: [5]\n", encoding="utf-8")
    path = pack / "tests" / "innate.yaml"
    path.write_text("name: odd innate\nspirits: {s: {spirit: odd}}\ninnate: Storm\nby: s\n"
                    "target: A5\nexpect: {}\n", encoding="utf-8")
    (result,) = run_paths([path])
    assert [d.code for d in result.diagnostics] == ["T199"]
    assert "internal error while loading the scenario: AttributeError" in (
        result.diagnostics[0].message)
