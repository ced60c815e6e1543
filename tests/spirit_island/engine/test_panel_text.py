"""The spirit panel in words (``cardsmith.rulesets.spirit_island.panel_text``): every growth action,
slot and setup land of the set packs' spirits has printed words, none falls back to a raw key."""

from __future__ import annotations

from pathlib import Path

from cardsmith.rulesets.spirit_island.panel_text import (
    growth_action_text,
    growth_pick_text,
    setup_land_text,
    slot_text,
)
from cardsmith.tools.content.loader import load_pack

CONTENT = Path(__file__).resolve().parents[3] / "content"
PACKS = ("base-game", "branch-and-claw", "promo-packs", "jagged-earth", "nature-incarnate")


def test_examples() -> None:
    assert growth_action_text({"add_presence": {"range": "any", "ocean": True}}) == (
        "Add a Presence (any Ocean)"
    )
    assert growth_action_text({"gain_card": {"deck": "major", "no_forget": True}}) == (
        "Gain a Major Power Card without Forgetting"
    )
    assert growth_action_text({"one_of": [[{"gain_time": 1}], [{"card_plays": 2}]]}) == (
        "Gain 1 Time or +2 Card Play this turn"
    )
    assert slot_text({"energy": 4, "element_of": ["fire", "plant"]}) == "4 + Fire or Plant"
    assert setup_land_text({"next_to": 1, "where": ["blight"], "else": {"next_to": 1}}) == (
        "a land (Blight; next to entry 1), else a land (next to entry 1)"
    )
    assert growth_pick_text({"growth_pick": "two", "growth_once_per_game": [4]}) == (
        "pick two; option 4 once a game"
    )


def test_every_set_spirit_has_words_for_its_panel() -> None:
    for pack in PACKS:
        for record in load_pack(CONTENT / pack).catalog.of_kind("spirit"):
            data = record.data
            actions = [a for o in data["growth"] for a in o] + list(data.get("growth_always") or [])
            for action in actions:
                text = growth_action_text(action)
                assert text and "_" not in text and ": {" not in text, (record.id, action)
            for track, key in (("energy", "energy"), ("card_plays", "plays")):
                for slot in data["presence_tracks"][track]:
                    assert slot_text(slot, key), (record.id, slot)
            for entry in [*data["setup"]["presence"], *(data["setup"].get("pieces") or [])]:
                assert "{" not in setup_land_text(entry["land"]), (record.id, entry)
