"""Board data for engine tests: the shipped board files (the reference JSON as a fallback);
the shipped spirits and whole-game setups of the shipped content."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

if TYPE_CHECKING:
    from cardsmith.rulesets.spirit_island.engine.round.game import GameSetup

ROOT = Path(__file__).resolve().parents[3]
BOARDS_DIR = ROOT / "content" / "horizons" / "boards"
BOARDS_JSON = Path("/work/shared/reference/boards.json")

#: the spirits shipped with Horizons, in id order
SPIRITS = (
    "devouring-teeth-lurk-underfoot",
    "eyes-watch-from-the-trees",
    "fathomless-mud-of-the-swamp",
    "rising-heat-of-stone-and-sand",
    "sun-bright-whirlwind",
)


@cache
def shipped_setup(*spirits: str) -> GameSetup:
    """A whole game of the shipped content: ``spirits`` in seat order on boards a, b, c …
    (cached: one setup per list of spirits; setups are frozen)."""
    from cardsmith.rulesets.spirit_island.simulate import build_setup
    from cardsmith.tools.simulate import load_catalog

    boards = [chr(ord("a") + i) for i in range(len(spirits))]
    return build_setup(load_catalog(), list(spirits), boards)


def load_board(letter: str) -> dict[str, Any]:
    path = BOARDS_DIR / f"{letter.lower()}.yaml"
    if path.exists():
        data: dict[str, Any] = yaml.safe_load(path.read_text(encoding="utf-8"))
        return data
    for board in json.loads(BOARDS_JSON.read_text(encoding="utf-8")):
        if board["name"] == f"Board {letter.upper()}":
            return {"id": letter.upper(), **board}
    raise LookupError(letter)


def push(
    state: Any, land: str, kinds: list[str], n: int, choices: Any, *, up_to: bool = False
) -> None:
    """Push through the executor, as a card's ``push`` operation does."""
    from cardsmith.rulesets.spirit_island.engine.ops.execute import execute

    count = {"up_to": n} if up_to else {"n": n}
    op = {"op": "push", "count": count, "pieces": {"kinds": kinds}}
    execute([op], state, choices, target_land=land)


def gather(state: Any, land: str, kinds: list[str], n: int, choices: Any) -> None:
    """Gather through the executor, as a card's ``gather`` operation does."""
    from cardsmith.rulesets.spirit_island.engine.ops.execute import execute

    op = {"op": "gather", "count": {"n": n}, "pieces": {"kinds": kinds}}
    execute([op], state, choices, target_land=land)


def compiled(text: str) -> list[dict[str, Any]]:
    """The compiled IR of Spirit Island effect ``text`` (which must compile without error)."""
    from cardsmith.rulesets.spirit_island.dsl import LANGUAGE

    ops, errors = LANGUAGE.compile_text(text)
    assert not errors and ops is not None, errors
    return list(ops)
