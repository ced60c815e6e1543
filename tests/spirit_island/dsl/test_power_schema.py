"""Power cards beyond Horizons: targets that need several conditions, range from several
terrains or from presence in a land with something, token and incarna target filters."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.tools.content.loader import load_pack

CARD = """\
id: example-card
name: Example Card
kind: minor
cost: 1
speed: fast
elements: [fire]
range: {range}
target: {target}
text: "2 Fear."
effect: 2 fear
"""


@pytest.mark.parametrize(
    ("rng", "target"),
    [
        ("{from: [mountain, jungle], distance: 2}", "{land: any}"),
        ("{from: presence, distance: 1, with: [dahan]}", "{land: any}"),
        ("{from: presence, distance: 1}", "{land: {all: [blight, invaders]}}"),
        ("{from: presence, distance: 1}", "{land: {all: [coastal, city]}}"),
        ("{from: presence, distance: 1}", "{land: [strife]}"),
        ("{from: presence, distance: 1}", "{land: [beasts, no-disease]}"),
        ("{from: presence, distance: 1}", "{land: [incarna]}"),
        ("{from: presence, distance: 0}", "{land: [no-wetland]}"),
        ("{from: sacred-site, distance: 1}", "{land: [{at_least: {beasts: 2}}]}"),
        ("{from: presence, distance: 1}", "{land: {all: [coastal, {at_least: {dahan: 2}}]}}"),
        ("{from: presence, distance: 1}", "{land: {all: [[jungle, wetland], no-blight]}}"),
        ("none", "none"),
    ],
)
def test_power_target_and_range(tmp_path: Path, rng: str, target: str) -> None:
    (tmp_path / "pack.yaml").write_text("id: p\nname: P\nversion: 1.0.0\n"
        "ruleset: spirit-island\n", encoding="utf-8")
    card = tmp_path / "powers" / "minor" / "example-card.yaml"
    card.parent.mkdir(parents=True)
    card.write_text(CARD.format(range=rng, target=target), encoding="utf-8")
    assert load_pack(tmp_path).diagnostics == []


def test_all_needs_two_filters(tmp_path: Path) -> None:
    (tmp_path / "pack.yaml").write_text("id: p\nname: P\nversion: 1.0.0\n"
        "ruleset: spirit-island\n", encoding="utf-8")
    card = tmp_path / "powers" / "minor" / "example-card.yaml"
    card.parent.mkdir(parents=True)
    text = CARD.format(range="{from: presence, distance: 1}", target="{land: {all: [blight]}}")
    card.write_text(text, encoding="utf-8")
    assert [d.code for d in load_pack(tmp_path).diagnostics] == ["S104"]


@pytest.mark.parametrize(
    ("target", "code"),
    [
        ("{land: [{at_least: {beasts: 0}}]}", "S104"),
        ("{land: [{at_least: {ocean: 2}}]}", "S103"),
        ("{land: [not-wetland]}", "S103"),
    ],
)
def test_bad_target_filters(tmp_path: Path, target: str, code: str) -> None:
    """Schema errors (S103/S104), positioned, never a traceback."""
    (tmp_path / "pack.yaml").write_text("id: p\nname: P\nversion: 1.0.0\n"
        "ruleset: spirit-island\n", encoding="utf-8")
    card = tmp_path / "powers" / "minor" / "example-card.yaml"
    card.parent.mkdir(parents=True)
    card.write_text(CARD.format(range="{from: presence, distance: 1}", target=target), "utf-8")
    assert [d.code for d in load_pack(tmp_path).diagnostics] == [code]


def test_targets_and_ranges_as_printed() -> None:
    from cardsmith.rulesets.spirit_island.search import range_text, target_text

    assert target_text({"land": {"all": ["blight", "invaders"]}}) == "Land with Blight and Invaders"
    assert target_text({"land": [{"at_least": {"beasts": 2}}]}) == "Land with 2 or more Beasts"
    assert target_text({"land": ["no-wetland"]}) == "Not Wetland"
    assert target_text({"land": ["incarna"]}) == "Land with your Incarna"
    assert target_text({"land": ["jungle", "wetland"]}) == "Jungle / Wetland"
    assert target_text("none") == "None"
    assert range_text({"from": ["mountain", "jungle"], "distance": 2}) == "2 from Mountain / Jungle"
    assert (
        range_text({"from": "presence", "distance": 1, "with": ["dahan"]})
        == "1 from Presence in a land with Dahan"
    )
