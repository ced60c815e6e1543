"""Every tool on the shipped pack, from the command line: lint, test, publish, print, search,
fmt, new, simulate and balance — with the counts, titles and seeded figures they give."""

from __future__ import annotations

import html
import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.rulesets.elder_sign.content import shipped_pack_root
from cardsmith.tools.cli import app

PACK = shipped_pack_root()
runner = CliRunner()
OTHER_GAMES = ("spirit island", "dahan", "invader", "risk deep space", "recruit", "galaxy")


def _ok(args: list[str]) -> str:
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    return result.output


def test_lint_is_clean() -> None:
    assert _ok(["lint", str(PACK)]).splitlines()[-1] == "92 files, 0 errors, 0 warnings"


def test_every_scenario_passes() -> None:
    out = _ok(["test", str(PACK)])
    assert out.splitlines()[-1] == "201 passed, 0 failed"


def test_a_scenario_with_an_unknown_card_is_a_positioned_diagnostic(tmp_path: Path) -> None:
    pack = Path(shutil.copytree(PACK, tmp_path / "es"))
    (pack / "tests" / "bad.yaml").write_text(
        "scenarios:\n  - name: typo\n    setup: {rooms: [sample-dusty-archiv]}\n"
        "    steps: [{turn: sample-map-rom}, midnite]\n", encoding="utf-8")
    result = runner.invoke(app, ["test", str(pack)])
    assert result.exit_code == 1
    assert result.output.splitlines()[-1] == "201 passed, 1 failed"
    assert "bad.yaml:4:37: S103 scenarios[0].steps[1]: 'midnite' is not allowed" in result.output
    assert "did you mean 'midnight'?" in result.output
    (pack / "tests" / "bad.yaml").write_text(
        "scenarios:\n  - name: typo\n    setup: {rooms: [sample-dusty-archiv]}\n"
        "    steps: [{turn: sample-map-rom}]\n", encoding="utf-8")
    result = runner.invoke(app, ["test", str(pack), "-k", "typo"])
    assert result.exit_code == 1
    assert "bad.yaml:3:21: E301 unknown card 'sample-dusty-archiv'" in result.output
    assert "did you mean 'sample-dusty-archive'?" in result.output
    assert "E301 unknown card 'sample-map-rom'" in result.output
    assert "Traceback" not in result.output


def test_explain_shows_a_card_its_operations_and_english() -> None:
    out = _ok(["explain", "Crypt Stair (sample)", "--pack", str(PACK)])
    assert out.startswith("Crypt Stair (sample)  (adventure, ")
    assert "[penalty] Draw a monster." in out and '"op": "draw_monster"' in out


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("es-site") / "site"
    _ok(["publish", str(PACK), "--out", str(out), "--strict"])
    return out


def test_the_site_has_the_rules_the_faces_and_the_finder(site: Path) -> None:
    rules = html.unescape((site / "rules" / "index.html").read_text(encoding="utf-8"))
    assert "Elder Sign — the rules as cardsmith implements them" in rules
    assert "Завершая ход, активный игрок продвигает стрелку часов" in rules
    index = (site / "adventures" / "index.html").read_text(encoding="utf-8")
    assert index.count('class="cs-card-face"') == 16
    assert index.count("SAMPLE CARD") == 16
    page = html.unescape((site / "mythos" / "restless-dead-sample" / "index.html")
                         .read_text(encoding="utf-8"))
    assert "Each investigator loses 2 health." in page and "Draw a monster." in page
    assert (site / "finder" / "index.html").is_file()
    home = html.unescape((site / "index.html").read_text(encoding="utf-8"))
    assert "EVERY CARD HERE IS A SAMPLE" in home


def test_the_site_names_no_other_game(site: Path) -> None:
    pages = [html.unescape(p.read_text(encoding="utf-8")).lower() for p in site.rglob("*.html")]
    assert len(pages) >= 75
    for word in OTHER_GAMES:
        assert not any(word in page for page in pages), word


def test_print_lays_out_every_card(tmp_path: Path) -> None:
    out = _ok(["print", str(PACK), "--out", str(tmp_path / "es.pdf")])
    assert out.splitlines()[0].startswith(f"Wrote {tmp_path / 'es.pdf'}: 12 pages, A4")
    assert "Adventures: 16 on 2 pages (3 × 3 per page)" in out
    assert (tmp_path / "es.pdf").read_bytes()[:5] == b"%PDF-"
    out = _ok(["print", str(PACK), "--out", str(tmp_path / "backs.pdf"), "--backs",
               "--query", "kind:monster"])
    assert "Monsters: 8 on 1 page (3 × 3 per page)" in out and "with backs" in out


def test_search_uses_the_rulesets_keys() -> None:
    out = _ok(["search", "kind:adventure task:terror", str(PACK)])
    assert "Taxidermy Wing" in out and "Dusty Archive" not in out
    out = _ok(["search", "power:ward", str(PACK)])
    assert "Silas Crane" in out and "Street Medium" in out and "Mara Quill" not in out


def test_fmt_leaves_the_pack_as_it_is() -> None:
    assert _ok(["fmt", "--check", str(PACK)]).splitlines()[-1] == (
        "0 file(s) would be reformatted, 92 unchanged")


def test_new_writes_lint_clean_cards(tmp_path: Path) -> None:
    _ok(["new", "pack", "Night Shift", "--pack", str(tmp_path), "--ruleset", "elder-sign"])
    pack = tmp_path / "night-shift"
    for kind in ("adventure", "other-world", "mythos", "spell", "ally", "investigator",
                 "monster", "ancient-one"):
        _ok(["new", kind, f"My {kind}", "--pack", str(pack)])
    _ok(["new", "item", "Old Key", "--kind", "unique", "--pack", str(pack)])
    assert "rarity: unique" in (pack / "items" / "old-key.yaml").read_text(encoding="utf-8")
    assert _ok(["lint", str(pack)]).splitlines()[-1] == "10 files, 0 errors, 0 warnings"
    bad = runner.invoke(app, ["new", "item", "X", "--kind", "rare", "--pack", str(pack)])
    assert bad.exit_code != 0 and "unknown item kind 'rare' (common, unique)" in bad.output


def test_simulate_reports_seeded_whole_games() -> None:
    out = _ok(["simulate", "--pack", str(PACK), "--games", "20", "--policy", "greedy",
               "--investigators", "2", "--json"])
    summary = json.loads(out)["summary"]
    assert summary["games"] == 20 and summary["wins"] == 6
    assert summary["ended_by"] == {"elder-signs": 6, "doom": 14, "round-limit": 0}
    assert summary["turns"] == {"mean": 27.25, "min": 19, "max": 44}
    table = _ok(["simulate", "--pack", str(PACK), "--games", "5", "--policy", "random",
                 "--investigators", "sample-ida-lark"])
    assert "Elder Sign, 1 investigators: sample-ida-lark" in table
    bad = runner.invoke(app, ["simulate", "--pack", str(PACK), "--investigators", "9"])
    assert bad.exit_code == 2 and "played by 1 to 8 investigators, not 9" in bad.output
    bad = runner.invoke(app, ["simulate", "--pack", str(PACK), "--players", "2"])
    assert bad.exit_code == 2
    assert "--players is not an option of elder-sign; its options: --investigators" in bad.output


def test_balance_compares_investigators_with_intervals() -> None:
    out = _ok(["balance", "sample-tobias-venn", "--against", "sample-mara-quill", "--pack",
               str(PACK), "--games", "50", "--players", "2", "--no-ablation", "--json"])
    report = json.loads(out)
    tobias = next(s for s in report["subjects"] if s["id"] == "sample-tobias-venn")
    assert (tobias["wins"], tobias["win_rate"], tobias["ci95"]) == (20, 0.4, [0.2761, 0.5382])
    assert tobias["win_types"] == {"elder-signs": 20} and tobias["defeat_causes"] == {"doom": 30}
    assert report["series"] == {"doom": "doom tokens on the track",
                                "elder_signs": "Elder Signs gathered"}
    assert [s["id"] for s in report["subjects"]] == ["sample-tobias-venn", "sample-mara-quill"]
