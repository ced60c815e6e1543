"""SVG drawings: well-formed XML, content text escaped."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from cardsmith.rulesets.spirit_island.pages import faces, icons, island, spirits

NASTY = "<script>alert(1)</script> & \"quotes\" 'single' ]]>"
SVG = "{http://www.w3.org/2000/svg}"


def _parse(text: str) -> ET.Element:
    return ET.fromstring(text)


def test_power_face_escapes_every_text() -> None:
    card = {"name": NASTY, "kind": "minor", "cost": "<b>1</b>", "speed": "fast",
            "elements": ["fire", "<x>"], "range": {"from": "presence", "distance": 1},
            "target": {"land": ["<dahan>"]}, "text": NASTY,
            "threshold": {"elements": {"fire": 2}, "text": NASTY, "effect": "x"}}
    face = faces.power_face(card, {"effect": NASTY, "threshold.effect": NASTY}, spirit_name=NASTY)
    assert "<script" not in face and "<b>" not in face and "<x>" not in face
    root = _parse(face)
    texts = "".join(root.itertext())
    assert "<script>alert(1)</script>" in texts  # shown as text
    assert root.get("aria-label") == NASTY


def test_power_face_shows_cost_elements_and_effect() -> None:
    card = {"name": "Drought", "kind": "minor", "cost": 1, "speed": "slow",
            "elements": ["sun", "fire", "earth"], "range": {"from": "presence", "distance": 1},
            "target": {"land": "any"}}
    root = _parse(faces.power_face(card, {"effect": "Destroy 3 Towns."}))
    texts = "".join(root.itertext())
    for expected in ("Drought", "1", "SLOW", "sun", "fire", "earth", "Destroy 3 Towns.",
                     "1 from Presence", "Any land"):
        assert expected in texts


def test_board_map_and_tracks_are_valid_xml() -> None:
    board = {"name": NASTY, "lands": [
        {"number": n, "terrain": t, "coastal": n < 4, "setup": {"town": 1} if n == 5 else {},
         "adjacent": [m for m in (n - 1, n + 1) if 1 <= m <= 8]}
        for n, t in zip(range(1, 9), ["mountain", "wetland", "jungle", "sands"] * 2, strict=True)]}
    root = _parse(island.board_map(board))
    assert root.find(".//{http://www.w3.org/2000/svg}title").text == NASTY
    assert len(root.findall(".//{http://www.w3.org/2000/svg}g[@class='cs-land']")) == 8
    coast = root.findall(".//{http://www.w3.org/2000/svg}line[@class='cs-coast']")
    assert len(coast) == 3
    tracks = {"energy": [{"energy": 1}, {"element": "sun"}, {"energy": 4, "element": "air"}],
              "card_plays": [{"plays": 1}, {"plays": 2, "reclaim_one": True}]}
    _parse(spirits.presence_tracks(tracks))


def test_layout_is_deterministic() -> None:
    lands = [{"number": n, "coastal": n <= 3, "adjacent": [m for m in range(1, 9) if m != n][:3]}
             for n in range(1, 9)]
    assert island._layout(lands) == island._layout(list(lands))


def test_any_element_has_its_own_icon() -> None:
    """Seven shipped spirits gain "any element" (growth, presence tracks): a wheel of the eight
    elements' colours, not the grey stand-in of an unknown name."""
    stand_in = icons.icon_body("no-such-element")
    wheel = icons.icon_body("any")
    assert wheel != stand_in and wheel.count("<path") == 9
    for element in icons.ELEMENTS:  # each element's colour is a wedge of the wheel
        colour = icons.icon_body(element).split('fill="', 1)[1].split('"', 1)[0]
        assert f'fill="{colour}"' in wheel


def test_icons_exist_for_every_element() -> None:
    for element in (*icons.ELEMENTS, *icons.EXTRA_ICONS):
        _parse(icons.inline_icon(element))
        assert (icons.ICON_DIR / f"{element}.svg").is_file()


def test_fear_face_escapes_every_text() -> None:
    card = {"name": NASTY, "levels": [{"text": NASTY}, {"text": "<b>two</b>"}, {}]}
    face = faces.fear_face(card, {"levels[0].effect": NASTY, "levels[2].effect": "<i>x</i>"})
    assert "<script" not in face and "<b>" not in face and "<i>" not in face
    root = _parse(face)
    texts = "".join(root.itertext())
    assert "<script>alert(1)</script>" in texts and "<b>two</b>" in texts and "<i>x</i>" in texts
    assert root.get("aria-label") == NASTY


def test_fear_face_shows_three_levels_as_printed() -> None:
    card = {"name": "Dahan Raid", "levels": [
        {"text": f"Each player chooses a land with Dahan. In each: {n} Damage."}
        for n in (1, 2, 3)]}
    english = {f"levels[{i}].effect": f"Each player: {i + 1} Damage." for i in range(3)}
    root = _parse(faces.fear_face(card, english))
    bands = root.findall(f"{SVG}g[@class='cs-fear-band']")
    assert [b.get("data-level") for b in bands] == ["1", "2", "3"]
    for i, band in enumerate(bands):
        texts = " ".join(band.itertext())
        assert f"Terror level {('I', 'II', 'III')[i]}" in texts
        assert f"In each: {i + 1} Damage." in texts  # the printed text, once
        assert f"Each player: {i + 1} Damage." not in texts  # the rendering is below the face
    assert "FEAR CARD" in "".join(root.itertext())


def test_invader_face_escapes_every_text() -> None:
    card = {"name": NASTY, "stage": "<b>", "terrains": ["<x>", "jungle"], "escalation": True}
    face = island.invader_face(card)
    assert "<script" not in face and "<b>" not in face and "<x>" not in face
    root = _parse(face)
    assert NASTY in root.get("aria-label") and "<b>" in root.get("aria-label")
    assert "STAGE <b>" in "".join(root.itertext())


def test_invader_faces_by_stage() -> None:
    single = _parse(island.invader_face({"stage": 1, "terrains": ["jungle"]}))
    assert single.find(f"{SVG}title").text == "Stage I: Jungle"
    assert single.find(f".//{SVG}g[@class='cs-escalation']") is None
    split = _parse(island.invader_face({"name": "Wetland + Sands", "stage": 3,
                                     "terrains": ["wetland", "sands"]}))
    fills = {p.get("class"): p.get("fill") for p in split.iter(f"{SVG}path") if p.get("class")}
    assert fills == {"cs-invader-wetland": icons.TERRAIN_COLOURS["wetland"],
                     "cs-invader-sands": icons.TERRAIN_COLOURS["sands"]}
    assert "STAGE III" in "".join(split.itertext())
    coastal = _parse(island.invader_face({"name": "Coastal Lands", "stage": 2,
                                       "terrains": ["coastal"], "escalation": True}))
    assert coastal.find(f".//{SVG}path[@class='cs-coast']") is not None
    assert "COASTAL" in "".join(coastal.itertext())
    escalation = coastal.find(f".//{SVG}g[@class='cs-escalation']")
    assert escalation is not None and escalation.find(f"{SVG}title").text == "Escalation"


def test_power_face_prints_the_card_text_and_the_threshold_once() -> None:
    card = {"name": "Card", "kind": "major", "cost": 4, "text": "Printed <words>.",
            "threshold": {"elements": {"sun": 2}, "text": "If you have 2 Sun: 3 Damage."}}
    english = {"effect": "Rendered words.", "threshold.effect": "If you have 2 Sun: 3 damage"}
    texts = "".join(_parse(faces.power_face(card, english)).itertext())
    assert "Printed <words>." in texts and "Rendered" not in texts
    assert texts.count("3 Damage.") == 1 and "If you have 2" not in texts
    assert texts.count("IF YOU HAVE") == 1
