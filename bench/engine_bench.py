"""Engine speed: the shipped power cards played on fresh states, for a fixed time.

    python bench/engine_bench.py [--seconds 5] [--seed 0]

A *scenario* is: a fresh two-board game state (boards A and B with their printed pieces, an
explorer and a dahan added in every land, two spirits), one shipped power card (compiled with
``compile_power`` of ``rulesets.spirit_island.dsl.constructs.thresholds``) played by one spirit
on a legal target (``rulesets.spirit_island.engine.rules.targeting``), every decision taken by
``SeededRandom``. Prints scenarios per second, IR operations per second (handlers dispatched,
nested ones included) and primitive changes (events) per second.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cardsmith.engine.choices import SeededRandom  # noqa: E402
from cardsmith.rulesets.spirit_island.engine.effects.run import OPS  # noqa: E402
from cardsmith.rulesets.spirit_island.engine.ops import execute as ex  # noqa: E402
from cardsmith.rulesets.spirit_island.engine.rules.targeting import (  # noqa: E402
    legal_spirit_targets,
    legal_targets,
    sources_for,
)
from cardsmith.rulesets.spirit_island.engine.state.board import Island  # noqa: E402
from cardsmith.rulesets.spirit_island.engine.state.game_state import State  # noqa: E402
from cardsmith.rulesets.spirit_island.engine.state.panel import ELEMENTS  # noqa: E402
from cardsmith.tools.content.loader import load_pack  # noqa: E402

CONTENT = ROOT / "content" / "horizons"
Card = tuple[str, Any, Any, list[dict[str, Any]]]


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load(path.read_text(encoding="utf-8"))
    return data


def compiled_cards() -> list[Card]:
    """Every shipped power card with its compiled operations (thresholds included)."""
    catalog = load_pack(CONTENT).catalog
    return [
        (str(r.id), r.get("range"), r.get("target"), r.ops["effect"])
        for r in catalog.of_kind("power")
        if "effect" in r.ops
    ]


def fresh_state(island: Island) -> State:
    s = State.empty(island, players=2)
    for land_id in island.land_ids():
        for kind, n in island.land(land_id).setup:
            s.place(land_id, kind, n)
        s.place(land_id, "explorer")
        s.place(land_id, "dahan")
    s.add_spirit("one", presence={"A5": 2, "A2": 1})
    s.add_spirit("two", presence={"B3": 2, "B7": 1})
    return s


def play(s: State, card: Card, rng: random.Random, choices: SeededRandom) -> bool:
    name, range_, target, ops = card
    spirit = rng.choice(("one", "two"))
    elements = {el: rng.randint(0, 3) for el in ELEMENTS}
    kw: dict[str, Any] = {"spirit": spirit, "elements": elements, "name": name}
    if range_ == "none" or "spirit" in (target or {}):
        spirits = legal_spirit_targets(s, spirit, target or {"spirit": "any"})
        if not spirits:
            return False
        kw["target_spirit"] = rng.choice(spirits)
    else:
        lands = legal_targets(s, spirit, range_, target, card_ops=ops, elements=elements)
        if not lands:
            return False
        land = rng.choice(lands)
        kw["target_land"] = land
        kw["source_land"] = sources_for(s, spirit, range_, land, card_ops=ops, elements=elements)[0]
    ex.execute(ops, s, choices, **kw)
    return True


def count_ir_ops() -> list[int]:
    """Wrap every registered handler with a counter.

    The registry is ``rulesets.spirit_island.engine.effects.run.OPS`` (a core ``Dispatcher``,
    filled from the families' tables by ``engine.ops.registry`` once ``engine.ops`` is imported).
    """
    counter = [0]

    def wrap(fn: Callable[..., None]) -> Callable[..., None]:
        def counted(*args: Any) -> None:
            counter[0] += 1
            fn(*args)

        return counted

    for name, fn in OPS.items():
        OPS[name] = wrap(fn)
    return counter


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    boards = [load(CONTENT / "boards" / "a.yaml"), load(CONTENT / "boards" / "b.yaml")]
    island = Island.from_boards(boards, links=[("A1", "B1"), ("A6", "B1"), ("A6", "B6")])
    cards = compiled_cards()
    ir_ops = count_ir_ops()
    rng = random.Random(args.seed)
    scenarios = skipped = events = 0
    start = time.perf_counter()
    deadline = start + args.seconds
    while time.perf_counter() < deadline:
        s = fresh_state(island)
        if play(s, rng.choice(cards), rng, SeededRandom(rng.randrange(1 << 30))):
            scenarios += 1
            events += len(s.events)
        else:
            skipped += 1
    elapsed = time.perf_counter() - start
    print(f"cards: {len(cards)} compiled; {args.seconds:g}s, seed {args.seed}")
    print(f"scenarios: {scenarios} ({skipped} without a legal target)")
    print(f"scenarios/s: {scenarios / elapsed:,.0f}")
    per = ir_ops[0] / max(1, scenarios)
    print(f"IR operations/s: {ir_ops[0] / elapsed:,.0f}  ({per:.1f} per scenario)")
    print(f"primitive changes/s: {events / elapsed:,.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
