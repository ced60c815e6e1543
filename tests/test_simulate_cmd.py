"""``cardsmith simulate``: the summary table, --json, errors."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from tiny_game.language import TINY
from typer.testing import CliRunner

from cardsmith.rulesets.spirit_island.simulate import default_links, parse_links
from cardsmith.tools import registry
from cardsmith.tools.cli import app
from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.ruleset import Capabilities, Ruleset
from cardsmith.tools.simulate import SetupOption, SimulateError

runner = CliRunner()


def test_prints_the_summary() -> None:
    result = runner.invoke(app, ["simulate", "--games", "3", "--seed", "1"])
    assert result.exit_code == 0, result.output
    for text in ("win rate", "average rounds", "how games ended", "sun-bright-whirlwind"):
        assert text in result.output


def test_json_parses_and_is_deterministic() -> None:
    args = [
        "simulate",
        "--games",
        "2",
        "--seed",
        "4",
        "--json",
        "--spirits",
        "rising-heat-of-stone-and-sand",
    ]
    first = runner.invoke(app, args)
    assert first.exit_code == 0, first.output
    data = json.loads(first.stdout)
    assert data["summary"]["games"] == 2
    assert [g["seed"] for g in data["games"]] == [4, 5]
    assert {g["result"] for g in data["games"]} <= {"victory", "defeat", "unfinished"}
    assert json.loads(runner.invoke(app, args).stdout) == data


def test_two_spirits_two_boards_first_policy() -> None:
    result = runner.invoke(
        app,
        [
            "simulate",
            "--spirits",
            "eyes-watch-from-the-trees,fathomless-mud-of-the-swamp",
            "--boards",
            "a,b",
            "--policy",
            "first",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["boards"] == ["A", "B"]
    assert data["policy"] == "first"


def test_round_cap() -> None:
    result = runner.invoke(app, ["simulate", "--max-rounds", "1", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["games"][0]["result"] == "unfinished"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--spirits", "nope"], "unknown spirit"),
        (["--boards", "z"], "unknown board"),
        (["--policy", "clever"], "unknown policy"),
        (["--links", "A1"], "LAND-LAND"),
    ],
)
def test_errors_exit_2(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["simulate", *args])
    assert result.exit_code == 2
    assert message in result.output


def test_links() -> None:
    assert default_links(["a", "b"]) == [("A1", "B1"), ("A6", "B1"), ("A6", "B6")]
    assert default_links(["a"]) == []
    assert parse_links("a1-b1, A6-B6") == [("A1", "B1"), ("A6", "B6")]
    with pytest.raises(SimulateError):
        parse_links("A1B1")


def test_greedy_policy() -> None:
    args = ["simulate", "--games", "2", "--seed", "0", "--policy", "greedy", "--json"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["policy"] == "greedy"
    assert data["summary"]["games"] == 2
    assert json.loads(runner.invoke(app, args).stdout) == data


# --- a game that is not Spirit Island: the command's own options only ---------------------
@dataclass
class CoinReport:
    seed: int
    heads: int

    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "heads": self.heads}


class CoinSim:
    """A simulator hook with no setup option: flip ``max_rounds`` seeded coins."""

    options: tuple[SetupOption, ...] = ()
    policies = ("first", "random")

    def build_setup(self, catalog: Catalog, values: Mapping[str, str | None]) -> str:
        return "one coin"

    def describe(self, setup: str) -> dict[str, Any]:
        return {"setup": setup}

    def title(self, setup: str) -> str:
        return setup

    def play(self, setup: str, *, policy: str, seed: int, max_rounds: int) -> CoinReport:
        rng = random.Random(seed)
        return CoinReport(seed, sum(rng.random() < 0.5 for _ in range(max_rounds)))

    def summarize(self, reports: Sequence[CoinReport]) -> dict[str, Any]:
        return {"games": len(reports), "heads": sum(r.heads for r in reports)}

    def summary_rows(self, summary: Mapping[str, Any]) -> list[tuple[str, str]]:
        return [("games", str(summary["games"])), ("heads", str(summary["heads"]))]


def _coin_pack(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *, simulates: bool) -> Path:
    ruleset = Ruleset(
        name="coin-test",
        title="Coin",
        language=TINY,
        simulator=CoinSim() if simulates else None,
        capabilities=Capabilities(can_simulate=simulates),
    )
    real_get = registry.get
    monkeypatch.setattr(registry, "get", lambda n: ruleset if n == ruleset.name else real_get(n))
    pack = tmp_path / "coin"
    pack.mkdir()
    (pack / "pack.yaml").write_text(
        "id: coin\nname: Coin\nversion: 1.0.0\nruleset: coin-test\n", encoding="utf-8"
    )
    return pack


def test_another_rulesets_simulator(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pack = _coin_pack(tmp_path, monkeypatch, simulates=True)
    args = ["simulate", "--pack", str(pack), "--games", "2", "--max-rounds", "10"]
    data = json.loads(runner.invoke(app, [*args, "--json"]).stdout)
    assert data["setup"] == "one coin" and data["policy"] == "random"
    assert [g["seed"] for g in data["games"]] == [0, 1] and data["summary"]["games"] == 2
    table = runner.invoke(app, args)
    assert table.exit_code == 0 and "one coin" in table.output and "│ heads │" in table.output
    result = runner.invoke(app, [*args, "--policy", "greedy"])
    assert result.exit_code == 2 and "unknown policy 'greedy' (known: first, random)" in (
        result.output
    )


def test_a_ruleset_that_cannot_simulate(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pack = _coin_pack(tmp_path, monkeypatch, simulates=False)
    result = runner.invoke(app, ["simulate", "--pack", str(pack)])
    assert result.exit_code == 2 and "cannot simulate" in result.output


def test_the_summary_table_is_plain_text() -> None:
    """A ruleset's words in the summary (a title, a row) are never read as rich markup, and
    control characters are spelled out."""
    from rich.console import Console

    from cardsmith.tools.cli.simulate import _table

    console = Console(record=True, width=120, file=io.StringIO())
    console.print(_table([("seat [/x]", "50% [bold]\x1b")], "game [/y]"))
    text = console.export_text()
    assert "game [/y]" in text and "seat [/x]" in text and "50% [bold]\\x1b" in text
