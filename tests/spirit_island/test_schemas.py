"""Tests for the JSON schemas, tools.content.schema_check and the shipped content."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from cardsmith.tools import registry
from cardsmith.tools.content.resources import schema_path, schemas_dir, shipped_pack_dir
from cardsmith.tools.content.schema_check import check_file, detect_kind, validate
from cardsmith.tools.content.yamlload import load_yaml_file, load_yaml_text

CORE_SCHEMAS = ["defs", "pack"]
KIND_SCHEMAS = ["defs", "power", "spirit", "fear", "invader", "board"]
GAME = registry.get("spirit-island")
RULESET_SCHEMAS = GAME.schemas_dir
BOARDS = sorted((shipped_pack_dir() / "boards").glob("*.yaml"))


def board_text() -> str:
    return (shipped_pack_dir() / "boards" / "a.yaml").read_text(encoding="utf-8")


def check(kind: str, text: str, path: str = "x.yaml"):
    r = load_yaml_text(text, path)
    assert r.ok, r.diagnostics
    return validate(kind, r.data, r.positions, path, GAME)


@pytest.mark.parametrize("name", CORE_SCHEMAS)
def test_schema_is_valid_2020_12(name: str) -> None:
    schema = json.loads(schema_path(name).read_text())
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == f"https://cardsmith.dev/schemas/{name}.schema.json"
    assert schema.get("description")


@pytest.mark.parametrize("name", KIND_SCHEMAS)
def test_ruleset_schema_is_valid_2020_12(name: str) -> None:
    """The ruleset's schemas: ``$id`` mirrors the file's place (relative ``$ref`` work both
    by ``$id`` and by file path, as editors resolve them)."""
    assert RULESET_SCHEMAS is not None
    schema = json.loads((RULESET_SCHEMAS / f"{name}.schema.json").read_text())
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    folder = "rulesets/spirit_island/schemas"
    assert schema["$id"] == f"https://cardsmith.dev/{folder}/{name}.schema.json"
    assert schema.get("description")


def test_resources_point_at_real_dirs() -> None:
    assert schemas_dir().is_dir()
    assert (shipped_pack_dir() / "pack.yaml").is_file()


def test_six_boards_ship() -> None:
    assert [p.stem for p in BOARDS] == ["a", "b", "c", "d", "g", "h"]


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.stem)
def test_shipped_board_validates(path: Path) -> None:
    result, diags = check_file(path)
    assert diags == []
    data = result.data
    assert data["id"] == path.stem
    assert [land["number"] for land in data["lands"]] == list(range(1, 9))
    first = path.read_text().splitlines()[0]
    schema = "../../../rulesets/spirit_island/schemas/board.schema.json"
    assert first == f"# yaml-language-server: $schema={schema}"
    # adjacency is symmetric on every shipped board
    adj = {land["number"]: set(land["adjacent"]) for land in data["lands"]}
    assert all(a in adj[b] for a, bs in adj.items() for b in bs)


def test_shipped_pack_validates() -> None:
    result, diags = check_file(shipped_pack_dir() / "pack.yaml")
    assert diags == []
    assert result.data["id"] == "horizons" and result.data["version"] == "1.0.0"
    assert result.data["bounds"] == {"cost": {"min": 0, "max": 6}, "range": {"max": 3}}


def test_board_matches_reference_data() -> None:
    ref = Path("/work/shared/reference/boards.json")
    if not ref.exists():
        pytest.skip("reference data not available")
    for board in json.loads(ref.read_text()):
        letter = board["name"].split()[-1].lower()
        data = load_yaml_file(shipped_pack_dir() / "boards" / f"{letter}.yaml").data
        printed = [land.pop("tokens", None) or {} for land in board["lands"]]
        shipped = [land.pop("tokens", None) or {} for land in data["lands"]]
        assert data["lands"] == board["lands"]
        # the base boards A-D carry their printed tokens (placed only with board_tokens)
        assert shipped == (printed if letter in "abcd" else [{}] * len(printed))


def test_bad_terrain_gives_s103_with_hint() -> None:
    text = board_text().replace("terrain: jungle", "terrain: jungel", 1)
    diags = check("board", text, "boards/a.yaml")
    assert [d.code for d in diags] == ["S103"]
    d = diags[0]
    line = text.splitlines()[d.line - 1]
    assert line.strip() == "terrain: jungel"
    assert d.col == line.index("jungel") + 1 and d.end_col == d.col + len("jungel")
    assert d.hint == "did you mean 'jungle'?"
    assert "lands[2].terrain" in d.message


def test_unknown_property_s102_points_at_key() -> None:
    text = board_text().replace("coastal: true", "coastel: true", 1)
    diags = check("board", text)
    assert sorted(d.code for d in diags) == ["S100", "S102"]
    s102 = next(d for d in diags if d.code == "S102")
    assert s102.source_line is not None and s102.source_line.strip() == "coastel: true"
    assert s102.col == 5 and s102.hint == "did you mean 'coastal'?"


def test_missing_wrong_type_and_range() -> None:
    text = board_text().replace("number: 8", "number: 9").replace("coastal: false", "coastal: 1", 1)
    text = text.replace("name: Board A\n", "")
    diags = check("board", text)
    assert sorted(d.code for d in diags) == ["S100", "S101", "S104"]
    assert next(d for d in diags if d.code == "S100").message.endswith("'name'")


def test_bad_setup_piece_points_at_key() -> None:
    text = board_text().replace("setup: {blight: 1}", "setup: {bligt: 1}")
    (d,) = check("board", text)
    assert d.code == "S103" and d.hint == "did you mean 'blight'?"
    assert d.source_line is not None and d.source_line[d.col - 1 :].startswith("bligt")


POWER = """\
id: dark-and-tangled-woods
name: Dark and Tangled Woods
kind: minor
cost: 1
speed: fast
elements: [moon, earth, plant]
range: {from: presence, distance: 1}
target: {land: any}
text: "2 Fear. If target land is Mountain / Jungle, Defend 3."
effect: |
  fear 2
  if target is mountain or jungle:
    defend 3
"""


def test_power_valid_and_variants() -> None:
    assert check("power", POWER) == []
    spirit = POWER.replace("range: {from: presence, distance: 1}", "range: none").replace(
        "target: {land: any}", "target: {spirit: another}"
    )
    assert check("power", spirit) == []
    filt = POWER.replace("{land: any}", "{land: [jungle, wetland]}")
    assert check("power", filt) == []


def test_power_errors_pick_the_meant_branch() -> None:
    bad = POWER.replace("{land: any}", "{spirit: anothr}").replace("presence,", "presense,")
    diags = check("power", bad)
    assert [(d.code, d.hint) for d in diags] == [
        ("S103", "did you mean 'presence'?"),
        ("S103", "did you mean 'another'?"),
    ]


def test_unique_power_needs_spirit() -> None:
    (d,) = check("power", POWER.replace("kind: minor", "kind: unique"))
    assert d.code == "S100" and "spirit" in d.message


SPIRIT = """\
id: sun-bright-whirlwind
name: Sun-Bright Whirlwind
setup:
  text: Put 3 Presence on your starting board.
  presence:
    - {count: 1, land: {terrain: sands, pick: highest}}
    - {count: 2, land: {terrain: mountain, pick: lowest}}
  energy: 0
special_rules:
  - {name: Rule, text: Something.}
growth:
  - [{reclaim: all}, {gain_card: any}, {gain_energy: 1}]
  - [{add_presence: {range: 3, terrain: [mountain, sands]}}]
presence_tracks:
  energy: [{energy: 1}, {element: sun}, {energy: 4, element: air}]
  card_plays: [{plays: 1}, {plays: 5, element: sun}]
innates:
  - name: Violent Windstorms
    speed: slow
    range: {from: presence, distance: 1}
    target: {land: any}
    levels:
      - elements: {air: 2}
        text: Push 1 Explorer.
        effect: push 1 explorer
unique_powers: [A, B]
"""


def test_spirit_fear_invader_examples() -> None:
    assert check("spirit", SPIRIT) == []
    fear = "id: f\nname: F\nlevels:\n" + "  - {text: t, effect: fear 1}\n" * 3
    assert check("fear", fear) == []
    two_levels = fear.replace("  - {text: t, effect: fear 1}\n", "", 1)
    assert [d.code for d in check("fear", two_levels)] == ["S104"]
    coastal = "id: s2-coastal\nstage: 2\nterrains: [coastal]\nescalation: true\n"
    assert check("invader", coastal) == []
    bad = "id: x\nstage: 4\nterrains: [jungle, sands, mountain]\nescalation: no\n"
    diags = check("invader", bad)
    assert sorted(d.code for d in diags) == ["S104", "S104"]


def test_spirit_complexity_is_one_of_four_ratings() -> None:
    text = SPIRIT.replace("name: Sun-Bright Whirlwind\n",
                          "name: Sun-Bright Whirlwind\ncomplexity: very high\n")
    assert check("spirit", text) == []
    (d,) = check("spirit", text.replace("complexity: very high", "complexity: easy"))
    assert d.code == "S103" and d.line == 3 and "complexity" in d.message
    assert d.source_line is not None and d.source_line[d.col - 1 :] == "easy"


@pytest.mark.parametrize(
    ("path", "data", "kind"),
    [
        ("content/horizons/boards/a.yaml", {}, "board"),
        ("pack/spirits/x.yaml", {}, "spirit"),
        ("pack/powers/minor/x.yaml", {}, "power"),
        ("pack/fear/x.yaml", {}, "fear"),
        ("pack/invaders/x.yaml", {}, "invader"),
        ("pack/tests/x.yaml", {}, "scenario"),
        ("pack/pack.yaml", {}, "pack"),
        ("elsewhere/x.yaml", {"kind": "major"}, "power"),
        ("elsewhere/x.yaml", {"kind": "board"}, "board"),
        ("elsewhere/x.yaml", {"kind": "nonsense"}, None),
        ("elsewhere/x.yaml", [1], None),
    ],
)
def test_detect_kind(path: str, data: object, kind: str | None) -> None:
    assert detect_kind(path, data, GAME) == kind
