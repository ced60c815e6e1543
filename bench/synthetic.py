"""A synthetic content pack of N power cards with varied, valid effects (for benchmarks)."""

from __future__ import annotations

import random
from pathlib import Path

ELEMENTS = ["sun", "moon", "fire", "air", "water", "earth", "plant", "animal"]
PIECES = ["explorer", "town", "city", "dahan", "explorer/town", "town/city"]
TERRAINS = ["mountain", "wetland", "jungle", "sands"]
LINES = [
    "{n} fear",
    "{n} damage",
    "defend {n}",
    "push up to {n} {p}",
    "gather {n} {p}",
    "destroy {n} {p}",
    "{n} damage to each {p}",
    "if target is {t} or {t2}: defend {n}",
    "if {p} present: {n} fear",
    "either: {n} damage\nor: remove 1 blight",
    "{n} damage per dahan",
]


def card_yaml(i: int, rng: random.Random) -> str:
    """One power card file, deterministic for (i, rng state)."""
    lines = []
    for _ in range(rng.randint(1, 4)):
        line = rng.choice(LINES).format(
            n=rng.randint(1, 4), p=rng.choice(PIECES), t=rng.choice(TERRAINS),
            t2=rng.choice(TERRAINS),
        )
        lines.extend(line.split("\n"))
    effect = "".join(f"  {ln}\n" for ln in lines)
    elements = sorted(rng.sample(ELEMENTS, rng.randint(1, 3)))
    return (
        f"id: card-{i:05d}\n"
        f"name: Synthetic Card {i:05d}\n"
        "kind: minor\n"
        f"cost: {rng.randint(0, 3)}\n"
        f"speed: {rng.choice(['fast', 'slow'])}\n"
        f"elements: [{', '.join(elements)}]\n"
        f"range: {{from: presence, distance: {rng.randint(0, 2)}}}\n"
        "target: {land: any}\n"
        'text: "Synthetic."\n'
        f"effect: |\n{effect}"
    )


def build_pack(root: Path, n: int, seed: int = 7) -> list[Path]:
    """Write ``pack.yaml`` and ``n`` cards under ``root``; return the card paths."""
    rng = random.Random(seed)
    (root / "powers" / "minor").mkdir(parents=True, exist_ok=True)
    (root / "pack.yaml").write_text(
        "id: synthetic\nname: Synthetic\nversion: 1.0.0\nruleset: spirit-island\ndepends: []\n",
        encoding="utf-8",
    )
    paths = []
    for i in range(n):
        path = root / "powers" / "minor" / f"card-{i:05d}.yaml"
        path.write_text(card_yaml(i, rng), encoding="utf-8")
        paths.append(path)
    return paths
