"""The loader and catalog on the shipped pack and on small packs."""

from __future__ import annotations

import json
from pathlib import Path

from cardsmith.tools import registry
from cardsmith.tools.content.loader import load_file, load_pack, load_path
from cardsmith.tools.content.packs import find_pack_root
from cardsmith.tools.content.resources import shipped_pack_dir


def test_shipped_pack_catalog() -> None:
    loaded = load_pack(shipped_pack_dir())
    catalog = loaded.catalog
    assert loaded.complete
    assert len(catalog.of_kind("board")) == 6 and len(catalog.pack) == 1
    assert len(catalog.of_kind("spirit")) == 5
    assert len([p for p in catalog.of_kind("power") if p.get("kind") == "unique"]) == 20
    card = catalog.by_name("gift of searing heat")
    assert card is not None and card.kind == "power"
    assert card.ops["effect"][0]["op"] == "choice"
    assert card.english["effect"].startswith("Target Spirit gains 2 Energy.")
    assert catalog.by_id(card.id or "") is card
    assert catalog.find("GIFT OF SEARING HEAT") is card
    spirit = catalog.of_kind("spirit")[0]
    assert "innates[0]" in spirit.ops
    assert "innates[0].levels[0].effect" in spirit.english
    data = json.loads(catalog.dumps())
    assert {"powers", "spirits", "fear", "invaders", "boards", "pack"} <= set(data)
    assert data["powers"][0]["ops"]


def test_threshold_errors_are_attributed_to_the_threshold(tmp_path: Path) -> None:
    card = tmp_path / "powers" / "minor" / "card.yaml"
    card.parent.mkdir(parents=True)
    card.write_text(
        "id: c\nname: C\nkind: minor\ncost: 1\nspeed: fast\nelements: [fire]\n"
        "range: {from: presence, distance: 1}\ntarget: {land: any}\n"
        'text: "1 Damage."\neffect: 1 damage\n'
        'threshold:\n  elements: {fire: 2}\n  text: "+1 Damage. Push 1 Explorer."\n'
        "  effect: |\n    +1 damage\n    push 1 explorr\n"
    )
    loaded = load_path(card, loose=registry.get("spirit-island"))
    assert not loaded.complete
    [d] = loaded.diagnostics
    assert (d.code, d.line, d.col) == ("C101", 16, 12)  # no false C111: "+1 damage" has a base
    assert loaded.catalog.of_kind("power")[0].ops["effect"][-1]["op"] == "threshold"


def test_single_file_reads_pack_bounds() -> None:
    path = shipped_pack_dir() / "powers" / "unique" / "gift-of-searing-heat.yaml"
    assert find_pack_root(path) == shipped_pack_dir().resolve()
    loaded = load_file(path)
    assert loaded.catalog.bounds() == {"cost": {"min": 0, "max": 6}, "range": {"max": 3}}
    assert len(loaded.catalog.to_json()["pack"]) == 0  # context only
