"""``cardsmith simulate``: the summary table, --json, errors."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from rulesets.spirit_island.simulate import default_links, parse_links
from tools.cli import app
from tools.simulate import SimulateError

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
