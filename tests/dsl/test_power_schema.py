"""Power cards beyond Horizons: targets that need several conditions, range from several
terrains or from presence in a land with something, token and incarna target filters."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.content.loader import load_pack

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
    ],
)
def test_power_target_and_range(tmp_path: Path, rng: str, target: str) -> None:
    (tmp_path / "pack.yaml").write_text("id: p\nname: P\nversion: 1.0.0\n", encoding="utf-8")
    card = tmp_path / "powers" / "minor" / "example-card.yaml"
    card.parent.mkdir(parents=True)
    card.write_text(CARD.format(range=rng, target=target), encoding="utf-8")
    assert load_pack(tmp_path).diagnostics == []


def test_all_needs_two_filters(tmp_path: Path) -> None:
    (tmp_path / "pack.yaml").write_text("id: p\nname: P\nversion: 1.0.0\n", encoding="utf-8")
    card = tmp_path / "powers" / "minor" / "example-card.yaml"
    card.parent.mkdir(parents=True)
    text = CARD.format(range="{from: presence, distance: 1}", target="{land: {all: [blight]}}")
    card.write_text(text, encoding="utf-8")
    assert [d.code for d in load_pack(tmp_path).diagnostics] == ["S104"]
