"""C201 and C202 on printed spirits' innates: independent levels and elements that come only
from Minor and Major Power Cards lint clean, mistakes still do not; ``or_elements`` compiles to
an alternative threshold."""

from __future__ import annotations

from pathlib import Path

from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.lint import run_rules

SPIRIT = """\
id: example-spirit
name: Example Spirit
setup: {{text: "1 Presence in land 1.", presence: [{{count: 1, land: {{number: 1}}}}]}}
growth: [[{{reclaim: all}}{gain}]]
presence_tracks:
  energy: [{{energy: 1}}, {{element: sun}}]
  card_plays: [{{plays: 1}}, {{plays: 2}}, {{element: plant}}]
innates:
  - name: Example Innate
    speed: fast
    range: {{from: presence, distance: 1}}
    target: {{land: any}}
    levels:
{levels}
unique_powers: []
"""


def _codes(tmp_path: Path, levels: list[str], gain: str = ", {gain_card: any}") -> list[str]:
    (tmp_path / "pack.yaml").write_text(
        "id: p\nname: P\nversion: 1.0.0\nruleset: spirit-island\n", encoding="utf-8"
    )
    (tmp_path / "spirits").mkdir(exist_ok=True)
    body = "\n".join(f"      - {level}" for level in levels)
    text = SPIRIT.format(levels=body, gain=gain)
    (tmp_path / "spirits" / "example-spirit.yaml").write_text(text, encoding="utf-8")
    loaded = load_pack(tmp_path)
    assert loaded.diagnostics == []
    return [f"{d.code} {d.message}" for d in run_rules(loaded)]


def _level(elements: str, effect: str = "1 fear", extra: str = "") -> str:
    return f'{{elements: {{{elements}}}, text: "x", effect: {effect}{extra}}}'


def test_independent_levels_lint_clean(tmp_path: Path) -> None:
    # Keeper's Spreading Wilds: 2 Sun, then 1 Plant, then 3 Plant (each its own threshold)
    levels = [_level("sun: 2"), _level("plant: 1"), _level("plant: 3")]
    assert _codes(tmp_path, levels) == []


def test_a_level_met_whenever_the_one_before_is(tmp_path: Path) -> None:
    # an instead level the level before always meets: that level would never apply
    levels = [_level("sun: 2, plant: 1"), _level("sun: 2", "instead 2 fear")]
    assert _codes(tmp_path, levels) == [
        "C201 innate level 2 (instead) is met whenever level 1 is: level 1 would never apply"
    ]
    # independent levels may need fewer (Sharp Fangs' Ranging Hunt: 2 Animal, 3 Animal, 2 Animal)
    ok = [_level("sun: 2"), _level("plant: 2, sun: 3"), _level("sun: 2")]
    assert _codes(tmp_path, ok) == []
    same = [_level("sun: 2"), _level("sun: 2", "2 fear")]
    assert _codes(tmp_path, same) == ["C201 innate level 2 needs the same elements as level 1"]


def test_an_instead_level_needs_more_in_total(tmp_path: Path) -> None:
    levels = [_level("sun: 2, plant: 1"), _level("plant: 3", "instead 2 fear")]
    assert _codes(tmp_path, levels) == [
        "C201 innate level 2 (instead) needs no more elements than level 1 (3 vs 3)"
    ]
    ok = [_level("sun: 2, plant: 1"), _level("sun: 1, plant: 3", "instead 2 fear")]
    assert _codes(tmp_path, ok) == []


def test_elements_from_power_cards_up_to_the_card_plays(tmp_path: Path) -> None:
    # earth is on no track: power cards give it, one a card, 2 card plays at most
    assert _codes(tmp_path, [_level("sun: 1, earth: 2")]) == []
    assert _codes(tmp_path, [_level("sun: 1, earth: 3")]) == [
        "C202 threshold needs 3 'earth', which Example Spirit gains only from power cards, "
        "at most 2 a turn"
    ]
    # a spirit that gains no power cards never gains earth
    assert _codes(tmp_path, [_level("earth: 1")], gain="") == [
        "C202 threshold needs 1 'earth', which Example Spirit can never gain"
    ]


def test_or_elements_is_an_alternative_threshold(tmp_path: Path) -> None:
    levels = [_level("sun: 1"), _level("sun: 2", "2 fear", ", or_elements: {plant: 2}")]
    assert _codes(tmp_path, levels) == []
    spirit = load_pack(tmp_path).catalog.of_kind("spirit")[0]
    second = spirit.ops["innates[0]"][1]
    assert second["elements"] == {"sun": 2}
    assert second["else"] == [
        {
            "op": "threshold",
            "elements": {"plant": 2},
            "then": [{"op": "fear", "amount": 2}],
            "else": [],
            "or_of": {"sun": 2},
        }
    ]
