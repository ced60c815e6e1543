"""Scenario tests: every shipped scenario runs green, plus unit tests of the runner."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.rulesets.spirit_island.scenarios.notation import NotationError, parse_land
from cardsmith.tools.cli import app
from cardsmith.tools.content.resources import shipped_pack_dir
from cardsmith.tools.scenarios.suite import junit_xml, load_file, load_scenarios, run_paths
from cardsmith.tools.scenarios.suite import run_scenario as run_one

PACK = shipped_pack_dir()
SHIPPED = load_scenarios([PACK])


def _id(sc: object) -> str:
    path = Path(sc.path)  # type: ignore[attr-defined]
    return f"{path.parent.name}/{path.stem}::{sc.name}"  # type: ignore[attr-defined]


def test_shipped_scenario_files_load() -> None:
    assert not SHIPPED.broken, [d for r in SHIPPED.broken for d in r.diagnostics]
    assert len(SHIPPED.scenarios) >= 80


@pytest.mark.parametrize("scenario", SHIPPED.scenarios, ids=_id)
def test_shipped_scenario(scenario) -> None:  # type: ignore[no-untyped-def]
    result = run_one(scenario)
    assert result.passed, "\n".join(
        [f"{d.path}:{d.line}:{d.col}: {d.code} {d.message}" for d in result.diagnostics]
        + result.failures
    )


def _covered(kind_folder: str, ids: set[str]) -> set[str]:
    """The ids that have a scenario file in tests/<kind_folder>/ (``<id>.yaml`` or
    ``<id>-<variant>.yaml``)."""
    stems = {p.stem for p in (PACK / "tests" / kind_folder).glob("*.yaml")}
    return {i for i in ids if i in stems or any(s.startswith(i + "-") for s in stems)}


def test_shipped_coverage() -> None:
    """Every rules section, power card, innate level and fear level has scenarios."""
    by_folder: dict[str, int] = {}
    for sc in SHIPPED.scenarios:
        by_folder[sc.path.parent.name] = by_folder.get(sc.path.parent.name, 0) + 1
    assert by_folder["rules"] >= 40
    assert by_folder["innate"] == 20
    for kind in ("minor", "major", "unique"):
        ids = {p.stem for p in (PACK / "powers" / kind).glob("*.yaml")}
        assert _covered(kind, ids) == ids, kind
    fear_ids = {p.stem for p in (PACK / "fear").glob("*.yaml")}
    assert _covered("fear", fear_ids) == fear_ids
    assert by_folder["fear"] == 3 * len(fear_ids)
    assert by_folder["major"] >= 2 * len(list((PACK / "powers" / "major").glob("*.yaml")))
    assert len(SHIPPED.scenarios) >= 150
    growth = [sc for sc in SHIPPED.scenarios if sc.path.parent.name == "growth"]
    options = {
        (str(sc.spirit_records[step.by].id), step.label.split(" ")[1])
        for sc in growth
        for step in sc.steps
        if step.kind == "growth" and step.by is not None
    }
    spirits = {p.stem: p for p in (PACK / "spirits").glob("*.yaml")}
    assert len(options) == 3 * len(spirits) == 15  # every growth option of every spirit


# --- notation ------------------------------------------------------------------------------
def test_notation_parses_and_prints() -> None:
    land = parse_land("2E 1T@1, D 1B")
    assert land.pieces == {("explorer", None): 2, ("town", 1): 1, ("dahan", None): 1}
    assert land.blight == 1
    assert str(land) == "2E 1T@1 1D 1B"
    assert str(parse_land("-")) == "-" and parse_land("").pieces == {}
    assert parse_land("1D 2E") == parse_land("2E 1D")


@pytest.mark.parametrize(
    ("text", "col", "words"),
    [
        ("2E 1X", 4, "unknown piece letter"),
        ("2E 1T@2", 4, "1..1 health left"),
        ("1B@1", 1, "blight has no health"),
        ("2e", 1, "upper case"),
        ("E2", 1, "bad piece token"),
    ],
)
def test_notation_errors(text: str, col: int, words: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_land(text)
    assert words in str(info.value) and info.value.col == col


# --- runner --------------------------------------------------------------------------------
def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


RAVAGE = """\
name: ravage a town
pieces:
  A5: 1T
invader: ravage
target: A5
expect:
  pieces:
    A5: {after}
  blight_pool: {pool}
"""


def test_passing_scenario(tmp_path: Path) -> None:
    (result,) = run_paths([write(tmp_path, "ok", RAVAGE.format(after="1T 1B", pool=5))])
    assert result.passed, result.failures
    assert any("ravage" in line for line in result.log)


def test_failing_scenario_prints_a_per_land_diff(tmp_path: Path) -> None:
    (result,) = run_paths([write(tmp_path, "bad", RAVAGE.format(after="2T", pool=6))])
    assert not result.passed
    assert "A5: expected 2T, got 1T 1B" in result.failures
    assert "blight pool: expected 6, got 5" in result.failures


def test_unlisted_land_must_be_unchanged(tmp_path: Path) -> None:
    text = "name: push\npieces: {A3: 1E}\neffect: push 1 explorer\ntarget: A3\n"
    text += "choices: [{push.destination: A2}]\nexpect: {pieces: {A3: '-'}}\n"
    (result,) = run_paths([write(tmp_path, "push", text)])
    assert result.failures == ["A2: expected - (not in expect: must be unchanged), got 1E"]


def test_wrong_choice_names_decision_and_options(tmp_path: Path) -> None:
    text = "name: push\npieces: {A3: 1E}\neffect: push 1 explorer\ntarget: A3\n"
    text += "choices: [{decision: push.destination, choose: A7}]\nexpect: {pieces: {A2: 1E}}\n"
    (result,) = run_paths([write(tmp_path, "choice", text)])
    message = result.failures[0]
    assert "push.destination" in message and "A7" in message
    assert "legal options: ['A2', 'A4']" in message


def test_unused_choice_fails(tmp_path: Path) -> None:
    text = "name: fear\npieces: {A8: 1E}\neffect: 1 fear\nchoices: [{optional: yes}]\n"
    text += "expect: {fear: {generated: 1}}\n"
    (result,) = run_paths([write(tmp_path, "unused", text)])
    assert result.failures == ["effect '1 fear': scripted choices never asked: optional: yes"]


def test_out_of_range_target_fails(tmp_path: Path) -> None:
    text = "name: far\nspirits: {eyes: {presence: {A8: 1}}}\npieces: {A1: 1E}\n"
    text += "play: Mysterious Abductions\ntarget: A1\nexpect: {pieces: {A1: '-'}}\n"
    (result,) = run_paths([write(tmp_path, "far", text)])
    assert "A1 is not a legal target" in result.failures[0]


def test_scenario_errors_are_positioned_diagnostics(tmp_path: Path) -> None:
    text = "name: errors\npieces:\n  A5: 2E 1Q\n  Z9: 1E\nplay: No Such Card\nexpect: {}\n"
    path = write(tmp_path, "errors", text)
    loaded = load_file(path)
    (sc,) = loaded.scenarios
    found = {(d.code, d.line, d.col) for d in sc.diagnostics}
    assert ("T101", 3, 10) in found  # the bad token
    assert ("T102", 4, 3) in found  # the unknown land key
    assert ("T104", 5, 7) in found  # the unknown card
    result = run_one(sc)
    assert not result.passed and result.failures == []


GROWTH = """\
name: growth
spirits:
  heat: {spirit: rising-heat-of-stone-and-sand, presence: {A7: 2}%s}
pieces: {A3: 1E}
growth: %s
choices: [{growth.track: card_plays}, {growth.land: A8}]
expect:
  spirits:
    heat:
      presence: {A7: 2, A8: 1}
      energy: 3
      pending_cards: 1
      card_plays: 2
      tracks: {card_plays: 2}
"""


def test_growth_step_runs_the_option_then_gain_energy(tmp_path: Path) -> None:
    (result,) = run_paths([write(tmp_path, "growth", GROWTH % ("", 3))])
    assert result.passed, result.failures
    text = GROWTH % ("", 3)
    text = text.replace("energy: 3", "energy: 2").replace("      tracks: {card_plays: 2}\n", "")
    (result,) = run_paths([write(tmp_path, "growth_bad", text)])
    assert "heat energy: expected 2, got 3" in result.failures  # 2 (growth) + 1 (track)
    assert (
        "heat uncovered track slots: expected {card_plays: 1, energy: 1}, got "
        "{card_plays: 2, energy: 1} (not in expect: must be unchanged)"
    ) in result.failures


@pytest.mark.parametrize(
    ("extra", "option", "code"),
    [
        ("", 4, "T112"),  # Rising Heat has 3 growth options
        (", off_island: 3", 3, "T116"),
        (", tracks: {energy: 8}", 3, "T116"),  # the energy track has 7 slots
    ],
)
def test_growth_diagnostics(tmp_path: Path, extra: str, option: int, code: str) -> None:
    (sc,) = load_file(write(tmp_path, "growth", GROWTH % (extra, option))).scenarios
    assert [d.code for d in sc.diagnostics] == [code]


def test_growth_needs_a_spirit_record(tmp_path: Path) -> None:
    text = "name: g\nspirits: {me: {presence: {A5: 1}}}\ngrowth: 1\nexpect: {}\n"
    (sc,) = load_file(write(tmp_path, "g", text)).scenarios
    assert [d.code for d in sc.diagnostics] == ["T114"]
    text = "name: g\nspirits: {me: {presence: {A5: 1}, tracks: {energy: 2}}}\n"
    text += "effect: 1 fear\nexpect: {}\n"
    (sc,) = load_file(write(tmp_path, "g", text)).scenarios
    assert [d.code for d in sc.diagnostics] == ["T116"]


def test_schema_errors_are_diagnostics(tmp_path: Path) -> None:
    loaded = load_file(write(tmp_path, "schema", "name: x\nexpect: {}\nplya: card\n"))
    (broken,) = loaded.broken
    assert broken.diagnostics[0].code.startswith("S")


def test_junit_xml_counts(tmp_path: Path) -> None:
    write(tmp_path, "a", RAVAGE.format(after="1T 1B", pool=5))
    write(tmp_path, "b", RAVAGE.format(after="1T", pool=6))
    results = run_paths([tmp_path])
    root = ET.fromstring(junit_xml(results))
    suite = root.find("testsuite")
    assert suite is not None
    assert suite.get("tests") == "2" and suite.get("failures") == "1"
    failures = root.findall(".//failure")
    assert len(failures) == 1 and "A5: expected 1T, got 1T 1B" in (failures[0].text or "")


def test_cli_summary_filter_and_junit(tmp_path: Path) -> None:
    folder = tmp_path / "scenarios"
    folder.mkdir()
    write(folder, "good", RAVAGE.format(after="1T 1B", pool=5))
    write(folder, "bad", RAVAGE.format(after="1T", pool=6).replace("ravage a town", "broken"))
    report = tmp_path / "junit.xml"
    runner = CliRunner()
    res = runner.invoke(app, ["test", str(folder), "--junit-xml", str(report)])
    assert res.exit_code == 1
    assert res.output.splitlines()[-1] == "1 passed, 1 failed"
    assert "A5: expected 1T, got 1T 1B" in res.output
    assert ET.parse(report).getroot().find("testsuite").get("tests") == "2"  # type: ignore[union-attr]
    res = runner.invoke(app, ["test", str(folder), "-k", "ravage a town", "-v"])
    assert res.exit_code == 0
    assert res.output.splitlines()[-1] == "1 passed, 0 failed"
    assert "log:" in res.output and "invader damage 2" in res.output
    res = runner.invoke(app, ["test", str(folder), "-k", "not ravage"])
    assert res.output.splitlines()[-1] == "0 passed, 1 failed"


def test_scenario_schema_is_valid_2020_12() -> None:
    import json

    from jsonschema import Draft202012Validator

    from cardsmith.tools import registry
    from cardsmith.tools.content.kinds import kind_map

    path = kind_map(registry.get("spirit-island")).schema_file("scenario")
    assert path is not None
    schema = json.loads(path.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    folder = "rulesets/spirit_island/schemas"
    assert schema["$id"] == f"https://cardsmith.dev/{folder}/scenario.schema.json"


def test_raised_health_only_in_expectations() -> None:
    assert parse_land("1D@4", raised_health=True).pieces == {("dahan", 4): 1}
    with pytest.raises(NotationError):
        parse_land("1D@4")


@pytest.mark.parametrize(
    ("keyword", "expected"),
    [
        ("drought", True),
        ("not drought", False),
        ("tsunami or drought", True),
        ("minor and drought", True),
        ("major and drought", False),
        ("major or not tsunami", True),
        ("tsunami or major", False),
    ],
)
def test_keyword_filter(keyword: str, expected: bool) -> None:
    from cardsmith.tools.scenarios.suite import matches

    assert matches("tests/minor/drought.yaml::Drought below threshold", keyword) is expected


# --- the notation: tokens, strife, stated health, the long form ------------------------------
def test_notation_tokens_strife_and_health() -> None:
    land = parse_land("1T+S 1C@2+2S 2Be 1Di 1wilds 1B")
    assert land.tokens == {"beasts": 2, "disease": 1, "wilds": 1} and land.blight == 1
    assert land.units == {("town", None, 1, None): 1, ("city", 2, 2, None): 1}
    assert str(land) == "1T+S 1C@2+2S 1B 2Be 1Di 1Wi"
    assert str(parse_land("1T@2/3 1D/3", raised_health=True)) == "1T@2/3 1D/3"
    assert parse_land("2Ba 1Vi 1Qu 1T+strife") == parse_land("1T+S 1Qu 1Vi 2Ba")


@pytest.mark.parametrize(
    ("text", "col", "words"),
    [
        ("1T 1Be@1", 4, "has no health or strife"),
        ("1D+S", 1, "strife is only on invaders"),
        ("1T/3", 1, "stated only under expect"),
        ("2E 1be", 4, "the token code is written Be"),
        ("1Zz", 1, "unknown piece letter 'Zz'"),
    ],
)
def test_notation_token_errors(text: str, col: int, words: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_land(text)
    assert words in str(info.value) and info.value.col == col


def test_notation_long_form() -> None:
    from cardsmith.rulesets.spirit_island.scenarios.notation import parse_mapping

    land = parse_mapping({"beasts": 2, "town:1": 1, "city+strife": 1, "blight": 1})
    assert land == parse_land("2Be 1T@1 1C+S 1B")
    with pytest.raises(NotationError, match="unknown piece 'ghost'"):
        parse_mapping({"ghost": 1})


TOKENS = """\
name: tokens
pieces:
  A5: 1T+S 2Be
  A8: 1E
effect: push 1 town
target: A5
choices: [{push.destination: A4}]
expect:
  pieces:
    A5: {a5}
    A4: {a4}
"""


def test_tokens_and_strife_mismatch_is_reported(tmp_path: Path) -> None:
    good = TOKENS.replace("{a5}", "2Be").replace("{a4}", "1T+S")
    (ok,) = run_paths([write(tmp_path, "ok", good)])
    assert ok.passed, ok.failures
    wrong = TOKENS.replace("{a5}", "1Be").replace("{a4}", "1T")
    (bad,) = run_paths([write(tmp_path, "bad", wrong)])
    assert bad.failures == ["A4: expected 1T, got 1T+S", "A5: expected 1Be, got 2Be"]


def test_stated_health_mismatch_is_reported(tmp_path: Path) -> None:
    text = "name: h\npieces: {A5: 1D, A8: 1E}\neffect: dahan have +1 health\ntarget: A5\n"
    (ok,) = run_paths([write(tmp_path, "ok", text + "expect: {pieces: {A5: 1D/3}}\n")])
    assert ok.passed, ok.failures
    (bad,) = run_paths([write(tmp_path, "bad", text + "expect: {pieces: {A5: 1D/4}}\n")])
    assert bad.failures == ["A5: expected 1D/4, got 1D/3"]


PUSH = """\
name: options
pieces: {A3: 1E, A8: 1E}
effect: push 1 explorer
target: A3
choices: [{push.destination: A4}]
expect_options: {options}
expect: {pieces: {A3: "-", A4: 1E}}
"""


def test_expect_options_mismatch_is_reported(tmp_path: Path) -> None:
    def scenario(options: str) -> str:
        return PUSH.replace("{options}", options)

    (ok,) = run_paths([write(tmp_path, "ok", scenario("{push.destination: [A4, A2]}"))])
    assert ok.passed, ok.failures
    (bad,) = run_paths([write(tmp_path, "b", scenario("{push.destination: [A2, A3]}"))])
    assert bad.failures == [
        "effect 'push 1 explorer': decision push.destination offered ['A2', 'A4'], "
        "expected ['A2', 'A3']"
    ]
    (never,) = run_paths([write(tmp_path, "n", scenario("{gather.source: [A2]}"))])
    assert never.failures == [
        "effect 'push 1 explorer': decision gather.source was never offered "
        "(offered: push.destination, push.piece)"
    ]


CHECKPOINT = """\
name: checkpoints
pieces: {A5: 1E, A8: 1E}
steps:
  - invader: build
    target: A5
    expect: {pieces: {A5: %s}}
  - set: {pieces: {A5: 1T 1D}}
  - invader: ravage
    target: A5
expect:
  pieces: {A5: 1T 1B}
  blight_pool: 5
"""


def test_checkpoint_and_set_step(tmp_path: Path) -> None:
    (ok,) = run_paths([write(tmp_path, "ok", CHECKPOINT % "1E 1T")])
    assert ok.passed, ok.failures
    (bad,) = run_paths([write(tmp_path, "bad", CHECKPOINT % "1E 1C")])
    assert bad.failures == ["after step 1: A5: expected 1E 1C, got 1E 1T"]


def test_usable_and_result_and_distance_mismatches(tmp_path: Path) -> None:
    text = """\
name: checks
spirits:
  eyes: {spirit: eyes-watch-from-the-trees, presence: {A5: 2}, elements: {moon: 1, plant: 2}}
pieces: {A5: 1E}
effect: 1 damage
target: A5
expect:
  pieces: {A5: "-"}
  result: defeat
  distances: {A1-A8: 3}
  spirits:
    eyes: {usable: [Mischief and Sabotage]}
"""
    (bad,) = run_paths([write(tmp_path, "bad", text)])
    assert bad.failures == [
        "result: expected defeat, got victory",
        "eyes: Mischief and Sabotage expected usable, got no legal target",
        "distance A1-A8: expected 3, got 2",
    ]


def test_a_won_position_is_settled_before_the_action(tmp_path: Path) -> None:
    text = "name: won\nspirits: {river: {presence: {A5: 1}}}\neffect: defend 1\ntarget: A5\n"
    (ok,) = run_paths([write(tmp_path, "won", text + "expect: {defend: {A5: 1}}\n")])
    assert ok.passed, ok.failures  # already a victory: the result is unchanged


def test_bad_expectation_references_are_diagnostics(tmp_path: Path) -> None:
    text = """\
name: refs
power_decks: {minor: [no-such-card]}
spirits: {river: {presence: {A5: 1}}}
effect: 1 fear
expect:
  distances: {A1-Z9: 1}
  spirits:
    river: {usable: [No Such Power]}
"""
    (sc,) = load_file(write(tmp_path, "refs", text)).scenarios
    assert sorted(d.code for d in sc.diagnostics) == ["T102", "T104", "T118"]


def test_pack_option_board_tokens(tmp_path: Path) -> None:
    """A pack with ``options: {board_tokens: true}``: ``setup: printed`` places them."""
    import shutil

    root = tmp_path / "pack"
    (root / "boards").mkdir(parents=True)
    (root / "tests").mkdir()
    (root / "pack.yaml").write_text(
        "id: tokens\nname: Tokens\nversion: 1.0.0\n"
            "ruleset: spirit-island\noptions: {board_tokens: true}\n"
    )
    shutil.copy(PACK / "boards" / "a.yaml", root / "boards" / "a.yaml")
    text = "name: printed\nsetup: printed\neffect: 1 fear\nexpect:\n  fear: {generated: 1}\n"
    (result,) = run_paths([write(root / "tests", "ok", text)])
    assert result.passed, result.failures
    text = text.replace("  fear", "  pieces: {A1: '-'}\n  fear")
    (result,) = run_paths([write(root / "tests", "bad", text)])
    assert result.failures == ["A1: expected -, got 1Be"]


def test_each_player_with_no_spirit_is_a_diagnostic(tmp_path: Path) -> None:
    """`each player:` runs once per spirit: in a scenario with none it would do nothing, and
    the scenario would pass without testing it."""
    text = "name: e\npieces: {A5: 1E}\neffect: 'each player: 1 fear'\nexpect: {}\n"
    (sc,) = load_file(write(tmp_path, "e", text)).scenarios
    assert [(d.code, d.message) for d in sc.diagnostics] == [
        ("T114", "effect 'each player: 1 fear': `each player:` acts once per spirit and the "
         "scenario has none, so it would do nothing: add `spirits:`")
    ]
    with_one = text.replace("name: e\n", "name: e\nspirits: {me: {presence: {A1: 1}}}\n")
    (sc,) = load_file(write(tmp_path, "e1", with_one)).scenarios
    assert sc.diagnostics == []
    # a fear card: only the level it runs at counts (Trade Suffers I has no `each player:`)
    fear = "name: f\npieces: {A5: 1E}\nfear: Trade Suffers\nlevel: %d\nexpect: {}\n"
    (sc,) = load_file(write(tmp_path, "f1", fear % 1)).scenarios
    assert sc.diagnostics == []
    (sc,) = load_file(write(tmp_path, "f2", fear % 2)).scenarios
    assert [d.code for d in sc.diagnostics] == ["T114"]


def test_unknown_blight_card_and_adversary_are_diagnostics(tmp_path: Path) -> None:
    text = ("name: v\nblight_card: nope\nadversary: nobody\npieces: {A5: 1E}\n"
            "effect: 1 fear\nexpect: {}\n")  # fmt: skip
    (sc,) = load_file(write(tmp_path, "v", text)).scenarios
    found = [(d.code, d.message.split(" (known")[0]) for d in sc.diagnostics]
    assert found == [("T109", "unknown blight card 'nope'"), ("T109", "unknown adversary 'nobody'")]
    deck_only = "name: d\nblight_deck: [nope]\npieces: {A5: 1E}\neffect: 1 fear\nexpect: {}\n"
    (sc,) = load_file(write(tmp_path, "d", deck_only)).scenarios
    assert [d.code for d in sc.diagnostics] == ["T109"]


def test_a_bad_aspect_is_a_diagnostic(tmp_path: Path) -> None:
    """``aspect:`` needs the spirit's record, an aspect that exists and one of that spirit."""
    from cardsmith.tools.simulate import load_catalog

    catalog = load_catalog(Path(__file__).resolve().parents[2] / "content" / "nature-incarnate")
    base = "name: a\nspirits: {s: %s}\npieces: {A5: 1E}\neffect: 1 fear\nexpect: {}\n"
    cases = {
        "{spirit: thunderspeaker, aspect: nope, presence: {A1: 1}}":
            ("T108", "unknown aspect 'nope'"),
        "{spirit: thunderspeaker, aspect: tangles, presence: {A1: 1}}":
            ("T108", "Tangles is an aspect of 'a-spread-of-rampant-green', "
                     "not of 'thunderspeaker'"),
        "{aspect: warrior, presence: {A1: 1}}":
            ("T116", "`aspect:` needs the spirit's `spirit:` record (the aspect changes it)"),
    }  # fmt: skip
    for i, (spec, want) in enumerate(cases.items()):
        (sc,) = load_file(write(tmp_path, f"a{i}", base % spec), catalog).scenarios
        assert [(d.code, d.message.split(" (known")[0]) for d in sc.diagnostics] == [want]
    good = "{spirit: thunderspeaker, aspect: warrior, presence: {A1: 1}}"
    (sc,) = load_file(write(tmp_path, "ok", base % good), catalog).scenarios
    assert sc.diagnostics == []
    innates = [i["name"] for i in sc.spirit_records["s"].get("innates")]
    assert innates == ["Gather the Warriors", "Lead the Warriors to Battle"]
