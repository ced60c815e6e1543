"""Six small packs of one game (the publish fixtures and four of one card each): a site built
from as many sets as the shipped Spirit Island packs, cheap enough for every test run."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).parent
#: the four extra sets: (pack id, pack name, the card's id, the card's name)
EXTRA = [
    ("third-fixture", "Branch Fixture", "third-card", "Third Card"),
    ("fourth-fixture", "Horizons Fixture", "fourth-card", "Fourth Card"),
    ("fifth-fixture", "Nature Fixture", "fifth-card", "Fifth Card"),
    ("sixth-fixture", "Promo Fixture", "sixth-card", "Sixth Card"),
]
CARD = HERE / "pack2" / "powers" / "minor" / "like-calls-to-like.yaml"


def six_packs(root: Path) -> list[Path]:
    """The two fixture packs and four made under ``root``, in publish order."""
    packs = [HERE / "pack", HERE / "pack2"]
    card = CARD.read_text(encoding="utf-8")
    for pack_id, pack_name, card_id, card_name in EXTRA:
        folder = root / pack_id
        (folder / "powers" / "minor").mkdir(parents=True)
        (folder / "pack.yaml").write_text(
            f"id: {pack_id}\nname: {pack_name}\nversion: 1.0.0\nruleset: spirit-island\n"
            f"description: One card of the six-set site.\ndepends: []\n", encoding="utf-8")
        (folder / "powers" / "minor" / f"{card_id}.yaml").write_text(
            card.replace("id: like-calls-to-like", f"id: {card_id}")
            .replace('name: "Like Calls to Like"', f'name: "{card_name}"'), encoding="utf-8")
        packs.append(folder)
    return packs
