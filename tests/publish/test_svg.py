"""SVG drawings: well-formed XML, content text escaped."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from tools.publish import svg

NASTY = "<script>alert(1)</script> & \"quotes\" 'single' ]]>"


def _parse(text: str) -> ET.Element:
    return ET.fromstring(text)


def test_power_face_escapes_every_text() -> None:
    card = {"name": NASTY, "kind": "minor", "cost": "<b>1</b>", "speed": "fast",
            "elements": ["fire", "<x>"], "range": {"from": "presence", "distance": 1},
            "target": {"land": ["<dahan>"]}, "text": NASTY,
            "threshold": {"elements": {"fire": 2}, "text": NASTY, "effect": "x"}}
    face = svg.power_face(card, {"effect": NASTY, "threshold.effect": NASTY}, spirit_name=NASTY)
    assert "<script" not in face and "<b>" not in face and "<x>" not in face
    root = _parse(face)
    texts = "".join(root.itertext())
    assert "<script>alert(1)</script>" in texts  # shown as text
    assert root.get("aria-label") == NASTY


def test_power_face_shows_cost_elements_and_effect() -> None:
    card = {"name": "Drought", "kind": "minor", "cost": 1, "speed": "slow",
            "elements": ["sun", "fire", "earth"], "range": {"from": "presence", "distance": 1},
            "target": {"land": "any"}}
    root = _parse(svg.power_face(card, {"effect": "Destroy 3 Towns."}))
    texts = "".join(root.itertext())
    for expected in ("Drought", "1", "SLOW", "sun", "fire", "earth", "Destroy 3 Towns.",
                     "1 from Presence", "Any land"):
        assert expected in texts


def test_board_map_and_tracks_are_valid_xml() -> None:
    board = {"name": NASTY, "lands": [
        {"number": n, "terrain": t, "coastal": n < 4, "setup": {"town": 1} if n == 5 else {},
         "adjacent": [m for m in (n - 1, n + 1) if 1 <= m <= 8]}
        for n, t in zip(range(1, 9), ["mountain", "wetland", "jungle", "sands"] * 2, strict=True)]}
    root = _parse(svg.board_map(board))
    assert root.find(".//{http://www.w3.org/2000/svg}title").text == NASTY
    assert len(root.findall(".//{http://www.w3.org/2000/svg}g[@class='cs-land']")) == 8
    coast = root.findall(".//{http://www.w3.org/2000/svg}line[@class='cs-coast']")
    assert len(coast) == 3
    tracks = {"energy": [{"energy": 1}, {"element": "sun"}, {"energy": 4, "element": "air"}],
              "card_plays": [{"plays": 1}, {"plays": 2, "reclaim_one": True}]}
    _parse(svg.presence_tracks(tracks))


def test_layout_is_deterministic() -> None:
    lands = [{"number": n, "coastal": n <= 3, "adjacent": [m for m in range(1, 9) if m != n][:3]}
             for n in range(1, 9)]
    assert svg._layout(lands) == svg._layout(list(lands))


def test_icons_exist_for_every_element() -> None:
    for element in svg.ELEMENTS:
        _parse(svg.inline_icon(element))
        assert (svg.ICON_DIR / f"{element}.svg").is_file()
