"""rulesets/spirit_island/docs/simulation.md's worked example is true: its homebrew pack lints
clean, its command runs as shown, and the report's table excerpt is what the command prints
today."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cardsmith.tools.cli import app

ROOT = Path(__file__).resolve().parents[3]
PAGE = (ROOT / "rulesets" / "spirit_island" / "docs" / "simulation.md").read_text(encoding="utf-8")
EXAMPLE = ROOT / "rulesets" / "spirit_island" / "docs" / "examples" / "overpowered-spirit"
#: the worked example: the one bash block whose command names the example pack
COMMAND = next(
    line.strip()
    for block in re.findall(r"```bash\n(.*?)```", PAGE, re.S)
    for line in block.splitlines()
    if "rulesets/spirit_island/docs/examples/overpowered-spirit" in line
)


def _pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def _row(spirit: dict[str, Any]) -> str:
    lo, hi = spirit["ci95"]
    cells = [
        spirit["name"],
        str(spirit["games"]),
        str(spirit["wins"]),
        _pct(spirit["win_rate"]),
        f"[{_pct(lo)}, {_pct(hi)}]",
    ]
    against = spirit.get("against_subject")
    if against is None:
        cells.append("—")
    else:
        d_lo, d_hi = against["ci95"]
        cells.append(
            f"{100 * against['difference']:+.1f} pts [{100 * d_lo:+.1f}, {100 * d_hi:+.1f}]"
        )
    return "| " + " | ".join(cells) + " |"


def test_the_example_pack_lints_clean() -> None:
    result = CliRunner().invoke(app, ["lint", str(EXAMPLE)])
    assert result.exit_code == 0, result.output
    assert "0 errors, 0 warnings" in result.output


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    words = shlex.split(COMMAND)
    assert words[0] == "cardsmith" and "--against" in words
    result = CliRunner().invoke(app, [*words[1:], "--json"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def test_the_overpowered_spirit_is_significantly_stronger(report: dict[str, Any]) -> None:
    subject, shipped = report["subjects"]
    assert subject["id"] == "blazing-sun-tyrant" and shipped["id"] == "sun-bright-whirlwind"
    assert subject["wins"] > shipped["wins"]
    assert shipped["against_subject"]["ci95"][1] < 0  # the interval excludes 0


def test_the_table_excerpt_is_the_report(report: dict[str, Any]) -> None:
    for spirit in report["subjects"]:
        assert _row(spirit) in PAGE, _row(spirit)
