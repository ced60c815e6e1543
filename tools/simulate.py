"""``cardsmith simulate``: whole games of the shipped pack (or another) played by a policy.

The tools side reads the pack (:func:`tools.content.loader.load_pack`)
and hands the engine plain data
(:class:`rulesets.spirit_island.engine.simulate.GameSetup`); :func:`run_games` plays N seeded games.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise
from pathlib import Path
from typing import Any

from engine.choices import ChoiceProvider, FirstLegal, SeededRandom
from rulesets.spirit_island.engine.policies import Greedy
from rulesets.spirit_island.engine.simulate import (
    GameReport,
    GameSetup,
    InnateData,
    PowerData,
    SpiritData,
    play_game,
)
from tools.content.catalog import Catalog
from tools.content.loader import load_pack
from tools.content.resources import shipped_pack_dir

POLICIES: tuple[str, ...] = ("first", "random", "greedy")


class SimulateError(Exception):
    """The setup asked for cannot be built from the pack."""


def default_links(boards: Sequence[str]) -> list[tuple[str, str]]:
    """Cross-board adjacency (not in the board data): consecutive boards are joined by their
    lands 1 and 6 — ``X1–Y1``, ``X6–Y1``, ``X6–Y6`` (the layout ``bench/engine_bench.py`` and
    the engine tests use for two boards)."""
    out: list[tuple[str, str]] = []
    for a, b in pairwise(boards):
        x, y = a.upper(), b.upper()
        out += [(f"{x}1", f"{y}1"), (f"{x}6", f"{y}1"), (f"{x}6", f"{y}6")]
    return out


def parse_links(text: str) -> list[tuple[str, str]]:
    """``"A1-B1,A6-B6"`` → ``[("A1", "B1"), ("A6", "B6")]``."""
    out: list[tuple[str, str]] = []
    for item in (t.strip() for t in text.split(",")):
        if not item:
            continue
        a, sep, b = item.partition("-")
        if not sep or not a or not b:
            raise SimulateError(f"a link is LAND-LAND (e.g. A1-B1), got {item!r}")
        out.append((a.strip().upper(), b.strip().upper()))
    return out


def _power_data(catalog: Catalog) -> dict[str, PowerData]:
    return {
        str(r.id): PowerData.from_record(r.data, r.ops["effect"])
        for r in catalog.powers
        if r.id and isinstance(r.data, dict) and "effect" in r.ops
    }


def build_setup(
    catalog: Catalog,
    spirits: Sequence[str],
    boards: Sequence[str],
    links: Sequence[tuple[str, str]] | None = None,
) -> GameSetup:
    """The game setup: spirit ``i`` on board ``i % len(boards)``."""
    if not spirits:
        raise SimulateError("no spirit given")
    if not boards:
        raise SimulateError("no board given")
    board_records: list[dict[str, Any]] = []
    for letter in boards:
        rec = catalog.by_id(letter.lower(), "board")
        if rec is None or not isinstance(rec.data, dict):
            known = sorted(str(r.id) for r in catalog.boards)
            raise SimulateError(f"unknown board {letter!r} (known: {', '.join(known)})")
        board_records.append(rec.data)
    seats: list[SpiritData] = []
    for i, key in enumerate(spirits):
        rec = catalog.by_id(key, "spirit") or catalog.by_name(key, "spirit")
        if rec is None or not isinstance(rec.data, dict):
            known = sorted(str(r.id) for r in catalog.spirits)
            raise SimulateError(f"unknown spirit {key!r} (known: {', '.join(known)})")
        data = rec.data
        innates = [
            InnateData.from_record(innate, rec.ops[f"innates[{j}]"])
            for j, innate in enumerate(data.get("innates") or [])
            if f"innates[{j}]" in rec.ops
        ]
        rules = [
            rec.ops[f"special_rules[{j}]"]
            for j in range(len(data.get("special_rules") or []))
            if f"special_rules[{j}]" in rec.ops
        ]
        seat_key = str(rec.id) if str(rec.id) not in {s.key for s in seats} else f"{rec.id}-{i + 1}"
        seats.append(
            SpiritData(
                key=seat_key,
                record=data,
                board=boards[i % len(boards)].upper(),
                special_rules=rules,
                innates=innates,
            )
        )
    fear = {
        str(r.id): [r.ops.get(f"levels[{j}]", []) for j in range(3)] for r in catalog.fear if r.id
    }
    invaders = [r.data for r in catalog.invaders if isinstance(r.data, dict)]
    return GameSetup(
        boards=board_records,
        spirits=seats,
        powers=_power_data(catalog),
        fear_levels=fear,
        invader_records=invaders or None,
        links=list(default_links(boards) if links is None else links),
    )


def load_catalog(pack: Path | None = None) -> Catalog:
    return load_pack(pack or shipped_pack_dir()).catalog


def policy_for(name: str, seed: int) -> ChoiceProvider:
    if name == "first":
        return FirstLegal()
    if name == "random":
        return SeededRandom(seed)
    if name == "greedy":
        return Greedy(seed)  # bound to each game's state by simulate.new_game
    raise SimulateError(f"unknown policy {name!r} (known: {', '.join(POLICIES)})")


def run_games(
    setup: GameSetup,
    *,
    games: int,
    seed: int = 0,
    policy: str = "random",
    max_rounds: int = 30,
    progress: Callable[[GameReport], None] | None = None,
) -> list[GameReport]:
    """Game ``i`` uses seed ``seed + i`` for the setup and the policy."""
    reports: list[GameReport] = []
    for i in range(games):
        game_seed = seed + i
        report = play_game(setup, policy_for(policy, game_seed), game_seed, max_rounds=max_rounds)
        reports.append(report)
        if progress is not None:
            progress(report)
    return reports
