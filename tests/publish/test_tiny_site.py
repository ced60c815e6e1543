"""A game that is not Spirit Island publishes with no site code at all: a tiny ruleset (one verb,
two piece kinds, a card kind and a one-land board) without ``pages`` or ``search`` hooks gets
the generic pages, a finder over name, kind and text, and nothing of Spirit Island."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest
from tiny_game.testing import write_pack

from cardsmith.tools import registry
from cardsmith.tools.publish.site import publish
from cardsmith.tools.search.api import fields_of
from cardsmith.tools.search.index import card_index
from cardsmith.tools.search.query import search

FILES = {
    "pack.yaml": "id: tiny-pack\nname: Tiny Pack\nversion: 1.0.0\nruleset: tiny\n"
                 "description: Two piece kinds and one verb.\n",
    "cards/grab.yaml": "id: grab\nname: Grab <b>Two</b>\ncost: 1\ntext: Take 2 red.\n"
                       "effect: take 2 red\n",
    "cards/pinch.yaml": "id: pinch\nname: Pinch\ncost: 0\ntext: Take 1 blue.\n"
                        "effect: take 1 blue\n",
    "boards/table.yaml": "id: table\nname: The Table\nlands: [table]\n",
}


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    """A pack of the tiny ruleset (registered through its entry point, tests/rulesets)."""
    return write_pack(tmp_path / "tiny-pack", FILES)


def test_a_ruleset_without_site_hooks_publishes(tiny: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    result = publish([tiny], out, strict=True)
    assert result.pages >= 6 and result.diagnostics == 0
    card = (out / "cards" / "grab-b-two-b" / "index.html").read_text(encoding="utf-8")
    assert "<b>Two</b>" not in card and "Grab <b>Two</b>" in html.unescape(card)
    assert "Take 2 Red." in html.unescape(card)  # rendered by the tiny language
    assert '??? note' not in card and "take" in card  # compiled operations, folded
    assert (out / "boards" / "the-table" / "index.html").is_file()
    for index in ("cards", "boards", "finder"):
        assert (out / index / "index.html").is_file(), index
    home = (out / "index.html").read_text(encoding="utf-8")
    assert "Tiny Pack" in home and "Cards" in home
    assert not (out / "assets" / "spirit-island.css").exists()
    assert not (out / "assets" / "icons").exists()
    cards = json.loads((out / "assets" / "cards.json").read_text(encoding="utf-8"))
    assert sorted(c["id"] for c in cards) == ["grab", "pinch", "table"]
    keys = json.loads((out / "assets" / "search.json").read_text(encoding="utf-8"))
    assert [f["key"] for f in keys["fields"]] == ["name", "kind", "o", "set"]


def test_the_core_search_keys_work_for_any_ruleset(tiny: Path) -> None:
    from cardsmith.tools.content.loader import load_pack

    catalog = load_pack(tiny).catalog
    fields = fields_of(registry.get("tiny"))
    index = card_index(catalog)  # the keys of the pack's ruleset
    assert [e["id"] for e in search("kind:card o:blue", index, fields)] == ["pinch"]
    assert [e["id"] for e in search("-kind:card", index, fields)] == ["table"]
    assert [e["id"] for e in search("grab OR pinch", index, fields)] == ["grab", "pinch"]
