"""Spirit panels beyond Horizons: every kind of growth action and presence-track slot of the
published spirits validates, and each ``effect`` on the panel is its own compiled unit."""

from __future__ import annotations

from pathlib import Path

from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.lint import run_rules

SPIRIT = """\
id: example-spirit
name: Example Spirit
setup: {text: "1 Presence in land 1.", presence: [{count: 1, land: {number: 1}}]}
growth_pick: two
growth:
  - [{reclaim: all}, {gain_card: {deck: major, no_forget: true}}]
  - [{move_presence: {range: 2}}, {gain_element: [moon, air, plant]},
     {effect: gather 1 beasts, range: 2, text: "Gather 1 Beasts."}]
  - [{add_presence: {range: 3, lands: [jungle, beasts], effect: add 1 beasts}}, {pay_energy: 1},
     {card_plays: 1}]
  - [{one_of: [[{add_presence: {range: 1}}], [{effect: add 1 disease, range: 1}]]},
     {gain_elements: {earth: 2}}, {discard_cards: {count: 1, element: fire}}]
  - [{add_presence: {range: any, destroyed: true, count: 3}}, {move_presence: {range: 3, count: 3}},
     {gain_element: any}, {ignore_range: true}]
growth_always: [{effect: push 1 dahan, range: 1}]
presence_tracks:
  energy: [{energy: 1}, {element: any}, {elements: [water, water]},
           {energy: 4, element_of: [fire, plant]}, {extra_plays: 1}]
  card_plays: [{plays: 1}, {move_presence: {range: 1}}, {effect: push your incarna},
               {plays: 2, reclaim_one: true}]
  shared: [0]
innates:
  - name: Example Innate
    speed: fast
    range: {from: presence, distance: 1}
    target: {land: any}
    levels:
      - {elements: {sun: 1, water: 2, earth: 2}, text: "1 Fear.", effect: 1 fear}
unique_powers: []
"""


def _loaded(tmp_path: Path):  # type: ignore[no-untyped-def]
    (tmp_path / "pack.yaml").write_text("id: p\nname: P\nversion: 1.0.0\n"
        "ruleset: spirit-island\n", encoding="utf-8")
    (tmp_path / "spirits").mkdir()
    (tmp_path / "spirits" / "example-spirit.yaml").write_text(SPIRIT, encoding="utf-8")
    return load_pack(tmp_path)


def test_panel_validates_and_lints_clean(tmp_path: Path) -> None:
    loaded = _loaded(tmp_path)
    assert loaded.diagnostics == []
    # sun and earth come from the any / two-of slots and the growth choices (no C202)
    assert run_rules(loaded) == []


def test_panel_effects_are_units(tmp_path: Path) -> None:
    spirit = _loaded(tmp_path).catalog.of_kind("spirit")[0]
    units = {k: v for k, v in spirit.ops.items() if not k.startswith("innates")}
    assert units == {
        "growth[1][2]": [
            {"op": "gather", "count": {"n": 1}, "pieces": {"kinds": ["beasts"]}}
        ],
        "growth[2][0].add_presence": [
            {"op": "add", "count": {"n": 1}, "pieces": {"kinds": ["beasts"]}}
        ],
        "growth[3][0].one_of[1][0]": [
            {"op": "add", "count": {"n": 1}, "pieces": {"kinds": ["disease"]}}
        ],
        "growth_always[0]": [{"op": "push", "count": {"n": 1}, "pieces": {"kinds": ["dahan"]}}],
        "presence_tracks.card_plays[2]": [
            {"op": "push", "count": {"n": 1}, "pieces": {"kinds": ["incarna"], "owner": "you"}}
        ],
    }
    assert spirit.english["growth[1][2].effect"] == "Gather 1 Beasts."


def test_a_panel_effect_error_points_into_the_file(tmp_path: Path) -> None:
    (tmp_path / "pack.yaml").write_text("id: p\nname: P\nversion: 1.0.0\n"
        "ruleset: spirit-island\n", encoding="utf-8")
    (tmp_path / "spirits").mkdir()
    bad = SPIRIT.replace("effect: push 1 dahan", "effect: push 1 dahn")
    (tmp_path / "spirits" / "example-spirit.yaml").write_text(bad, encoding="utf-8")
    codes = [(d.code, d.line) for d in load_pack(tmp_path).diagnostics]
    assert codes == [("C101", 15)]  # the growth_always line
