"""The whole command line on the Risk Deep Space pack (CliRunner): lint, test, publish, search,
simulate, explain, fmt and new work with its words — and print no Spirit Island word."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.rulesets.risk_deep_space.content import shipped_pack_root
from cardsmith.tools.cli import app

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from test_game_free_core import SPIRIT_ISLAND_WORDS, game_words_in

PACK = shipped_pack_root()
runner = CliRunner()


def run(*args: str) -> str:
    """The command's output; it must exit 0 and name no Spirit Island word."""
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    assert game_words_in(result.output, SPIRIT_ISLAND_WORDS) == set(), result.output
    return result.output


def test_lint_is_clean() -> None:
    out = run("lint", str(PACK), "--no-cache")
    assert out.strip().endswith("0 errors, 0 warnings")


def test_the_scenarios_pass() -> None:
    last = run("test", str(PACK)).splitlines()[-1]
    passed, failed = (int(part.split()[0]) for part in last.split(", "))
    assert passed >= 40 and failed == 0


def test_publish_strict_builds_the_site(tmp_path: Path) -> None:
    out = tmp_path / "site"
    run("publish", str(PACK), "--out", str(out), "--strict")
    assert (out / "cards" / "index.html").is_file()
    assert (out / "cards" / "paw-the-space-dog" / "index.html").is_file()
    galaxy = next((out / "galaxy").glob("*/index.html")).read_text(encoding="utf-8")
    assert "cs-galaxy-map" in galaxy and "P12" in galaxy
    cards = json.loads((out / "assets" / "cards.json").read_text(encoding="utf-8"))
    assert {c["type"] for c in cards} == {"action-card"} and len(cards) == 13
    keys = json.loads((out / "assets" / "search.json").read_text(encoding="utf-8"))
    assert {"cost", "timing", "verb", "target"} <= {f["key"] for f in keys["fields"]}


@pytest.mark.parametrize(
    ("query", "ids"),
    [
        ("verb:steal", ["sample-pirate-raid"]),
        ("cost:gem timing:battle", ["sample-reinforcements", "space-dog"]),
        ('o:"for each of your bases"', ["sample-trade-convoy"]),
        ("t:opponent -cost:gem", ["sample-espionage"]),
        ("copies<3 cost:recruit", ["sample-prefab-base"]),
    ],
)
def test_search_finds_cards_by_the_games_keys(query: str, ids: list[str]) -> None:
    assert sorted(run("search", query, str(PACK), "--ids").split()) == ids


def test_simulate_reports_win_rates_per_seat() -> None:
    out = run("simulate", "--pack", str(PACK), "--games", "4", "--seed", "3", "--players", "4",
              "--bots", "greedy,random", "--policy", "greedy", "--json")
    data = json.loads(out)
    assert data["seats"] == ["red", "yellow", "blue", "green"]
    assert data["bots"] == ["greedy", "random", "policy", "policy"]
    seats = data["summary"]["seats"]
    assert [s["bot"] for s in seats] == ["greedy", "random", "greedy", "greedy"]
    assert sum(s["wins"] for s in seats) + data["summary"]["unfinished"] == 4
    assert all(0 <= s["win_rate"] <= 1 for s in seats)
    assert data["summary"]["turns"]["mean"] > 0
    assert [g["seed"] for g in data["games"]] == [3, 4, 5, 6]
    assert json.loads(run("simulate", "--pack", str(PACK), "--games", "4", "--seed", "3",
                          "--players", "4", "--bots", "greedy,random", "--policy", "greedy",
                          "--json")) == data  # seeded: the same games again
    table = run("simulate", "--pack", str(PACK), "--games", "2", "--seats", "red,blue")
    assert "seat 1 win rate (red, random)" in table and "average turns" in table


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "5"], "2 to 4 players"),
        (["--bots", "clever"], "unknown bot 'clever'"),
        (["--seats", "red,purple"], "unknown colour 'purple'"),
        (["--seats", "red,yellow"], "colour pairs"),
    ],
)
def test_simulate_setup_errors(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["simulate", "--pack", str(PACK), *args])
    assert result.exit_code == 2 and message in result.output


def test_explain_a_card() -> None:
    out = run("explain", "Black Market (sample)", "--pack", str(PACK))
    assert "Either pay 2 gems to gain 3 ore, or pay 2 ore to gain 3 gems." in out
    assert '"op": "either"' in out


def test_fmt_check_is_clean() -> None:
    assert "0 file(s) would be reformatted" in run("fmt", "--check", str(PACK))


def test_new_scaffolds_lint_clean(tmp_path: Path) -> None:
    run("new", "pack", "Star Lanes", "--pack", str(tmp_path), "--ruleset", "risk-deep-space")
    pack = tmp_path / "star-lanes"
    assert "ruleset: risk-deep-space" in (pack / "pack.yaml").read_text(encoding="utf-8")
    run("new", "action-card", "Quick Mine", "--pack", str(pack))
    run("new", "card", "Costly Mine", "--kind", "recruit", "--pack", str(pack))
    run("new", "galaxy", "Twin Suns", "--pack", str(pack))
    card = (pack / "cards" / "quick-mine.yaml").read_text(encoding="utf-8")
    assert 'text: "Gain 1 gem."' in card and "effect: gain 1 gem" in card
    assert run("lint", str(pack), "--no-cache").strip().endswith("0 errors, 0 warnings")
    assert "0 file(s) would be reformatted" in run("fmt", "--check", str(pack))
    result = runner.invoke(app, ["new", "power", "Nope", "--pack", str(pack)])
    can_have = "the Risk Deep Space pack can have action-card, card, galaxy, pack or ruleset"
    assert result.exit_code == 1 and can_have in result.output


def test_a_typo_in_a_card_gets_a_did_you_mean(tmp_path: Path) -> None:
    pack = tmp_path / "rds"
    shutil.copytree(PACK, pack)
    card = pack / "cards" / "sample-black-market.yaml"
    card.write_text(card.read_text(encoding="utf-8").replace("gain 3 ore", "gain 3 oar"),
                    encoding="utf-8")
    result = runner.invoke(app, ["lint", str(pack), "--no-cache"])
    assert result.exit_code == 1
    assert "sample-black-market.yaml:13:24: R101 unknown thing to gain" in result.output
    assert "did you mean 'ore'?" in result.output
