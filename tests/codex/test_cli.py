"""The whole command line on the Codex pack (CliRunner): lint, test, explain, publish, print,
search, fmt, new, simulate and balance work on it — with concrete figures — and bad input is a
one-line diagnostic, never a traceback."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.cli import app

from .conftest import PACK

runner = CliRunner()
OTHER_GAMES = ("Spirit Island", "Dahan", "Invader", "Risk", "Elder Sign")


def run(*args: str, code: int = 0) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == code, result.output
    return result.output


def test_lint_is_clean() -> None:
    assert run("lint", str(PACK), "--no-cache").strip().endswith("0 errors, 0 warnings")
    assert run("lint", str(PACK), "--text-check").strip().endswith("0 errors, 0 warnings")


def test_every_scenario_passes() -> None:
    last = run("test", str(PACK)).strip().splitlines()[-1]
    assert last == "152 passed, 0 failed"


def test_a_rule_selects_its_scenarios() -> None:
    last = run("test", str(PACK), "-k", "squad leader").strip().splitlines()[-1]
    assert last == "5 passed, 0 failed"


def test_explain_shows_the_english_and_the_ops() -> None:
    out = run("explain", "bellows", "--pack", str(PACK))
    assert "At the start of your turn: you may pay 1 gold to deal 1 damage" in out
    assert '"op": "pay_gold"' in out


def test_search_uses_the_rulesets_keys() -> None:
    out = run("search", "kw:flying", str(PACK))
    assert "3 results" in out
    assert all(name in out for name in ("Canopy Hawk", "Scorch Drake", "Tamsin Wilde"))
    out = run("search", "colour:grove tech:3", str(PACK))
    assert "Elder Oakheart" in out and "Uproot" in out and "2 results" in out


def test_fmt_has_nothing_to_change() -> None:
    assert "0 file(s) would be reformatted" in run("fmt", "--check", str(PACK))


def test_print_lays_out_the_cards(tmp_path: Path) -> None:
    out = run("print", str(PACK), "--out", str(tmp_path / "codex.pdf"))
    assert "Units: 15 on 2 pages" in out and "Heroes: 4 on 1 page" in out
    assert (tmp_path / "codex.pdf").read_bytes()[:5] == b"%PDF-"


def test_new_scaffolds_lint_clean(tmp_path: Path) -> None:
    run("new", "pack", "My Codex", "--ruleset", "codex", "--pack", str(tmp_path))
    pack = tmp_path / "my-codex"
    for what, name in (("unit", "Ember Whelp"), ("spell", "Zap"), ("hero", "Red Hand")):
        run("new", what, name, "--pack", str(pack))
    assert sorted(p.name for p in pack.rglob("*.yaml")) == [
        "ember-whelp.yaml", "pack.yaml", "red-hand.yaml", "zap.yaml"]
    assert run("lint", str(pack)).strip().endswith("0 errors, 0 warnings")
    assert "unknown colour 'blue'" in run("new", "unit", "X", "--pack", str(pack), "--kind",
                                          "blue", code=1)


def test_simulate_reports_seats_length_and_endings() -> None:
    out = run("simulate", "--pack", str(PACK), "--games", "20", "--seed", "0", "--policy",
              "random", "--json")
    summary = json.loads(out)["summary"]
    assert [s["wins"] for s in summary["seats"]] == [15, 5]
    assert summary["first_player_wins"] == 15
    assert summary["endings"] == {"base destroyed": 20}
    assert summary["turns"] == {"mean": 26.55, "min": 11, "max": 43}


def test_simulate_refuses_a_bad_setup_in_words() -> None:
    out = run("simulate", "--pack", str(PACK), "--colours", "ember,blue", code=2)
    assert "unknown colour 'blue' (known: ember, grove)" in out
    out = run("simulate", "--pack", str(PACK), "--heroes", "oona-briar", code=2)
    assert "'oona-briar' is not a hero of ember" in out


def test_balance_compares_heroes_with_intervals() -> None:
    out = run("balance", "tamsin-wilde", "--pack", str(PACK), "--games", "20", "--players",
              "2", "--no-ablation", "--json")
    report = json.loads(out)
    subject = report["subjects"][0]
    assert (subject["id"], subject["games"], subject["wins"]) == ("tamsin-wilde", 20, 17)
    assert subject["ci95"] == [0.6396, 0.9476]
    assert subject["partners"] == {"2": ["brandt-coalheart"]}
    assert set(subject["curves"]["2"]) == {"gold", "enemy_base_damage"}
    assert subject["win_types"] == {"destroyed the enemy base": 17}
    assert subject["defeat_causes"] == {"lost its base": 3}


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("codex-site") / "site"
    run("publish", str(PACK), "--out", str(out), "--strict")
    return out


def test_publish_writes_the_rules_page_and_card_pages(site: Path) -> None:
    rules = (site / "rules" / "index.html").read_text(encoding="utf-8")
    assert "Codex — the rules as this ruleset implements them" in rules
    assert "Техздание I" in rules  # the page's rules are quoted
    face = (site / "units" / "ash-brawler" / "face.svg").read_text(encoding="utf-8")
    assert "SAMPLE CARD" in face and "Unit · Tech 0 · 2 gold" in face
    cards = json.loads((site / "assets" / "cards.json").read_text(encoding="utf-8"))
    assert len(cards) == 45


def test_the_site_names_no_other_game(site: Path) -> None:
    found = set()
    for page in site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        found |= {w for w in OTHER_GAMES if w in text}
    assert found == set()


def test_bad_scenarios_are_positioned_diagnostics(tmp_path: Path) -> None:
    pack = tmp_path / "codex"
    shutil.copytree(PACK, pack, ignore=shutil.ignore_patterns("tests"))
    (pack / "tests").mkdir()
    (pack / "tests" / "names.yaml").write_text(
        "scenarios:\n  - name: typo\n    players:\n      p1: {hand: [kindel]}\n"
        "    steps:\n      - patrol: {captain: cinder-scout}\n", encoding="utf-8")
    (pack / "tests" / "shape.yaml").write_text(
        "name: shape\nplayers:\n  p1: {gold: lots}\nsteps: [end_mian]\n", encoding="utf-8")
    out = run("test", str(pack), code=1)
    assert "names.yaml:4:" in out and "K301 unknown card 'kindel'" in out
    assert "did you mean 'kindle'" in out
    assert "K303 unknown patrol slot 'captain'" in out
    assert "shape.yaml:3:" in out and "S101" in out and "expected integer" in out
    assert "did you mean 'end_main'" in out
    assert "Traceback" not in out
