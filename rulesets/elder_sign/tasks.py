"""The task notation (``3 clues, lore, 1 sanity``) and how rolled dice fill a task.

A task is one row of an adventure card: symbols (``lore``, ``peril``, ``terror``, each one
die showing that face), a clue total (investigation dice whose clues sum to it or more) and
health or sanity paid when the task is filled (RULES.md T4–T6). :func:`fill` picks the dice
that fill a task — the fewest clues wasted, then the fewest dice, a wild die last (RULES.md
T7) — and :func:`fillable` says whether any roll of the game's dice could (lint ``E201``).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from cardsmith.rulesets.elder_sign import vocabulary as V

_PART = re.compile(r"^(?:(\d+)\s+)?([a-z]+)$")
#: the most dice one roll may hold: 6 green, the yellow and the red (RULES.md T3)
MAX_DICE = {"green": V.GREEN_DICE, "yellow": 1, "red": 1}


@dataclass(frozen=True)
class Task:
    """One task: the symbols it asks for, its clue total, its health and sanity cost."""

    symbols: Counter[str] = field(default_factory=Counter)
    clues: int = 0
    health: int = 0
    sanity: int = 0
    text: str = ""

    @property
    def dice_needed(self) -> int:
        """Dice it takes at the least (a clue total of 4 or less is one die)."""
        return sum(self.symbols.values()) + -(-self.clues // 4)


def parse(text: str) -> tuple[Task | None, list[str]]:
    """``"3 clues, lore"`` → a :class:`Task`, or ``None`` and what is wrong."""
    symbols: Counter[str] = Counter()
    clues = health = sanity = 0
    problems: list[str] = []
    for raw in (p.strip().lower() for p in str(text).split(",")):
        m = _PART.match(raw)
        if not m:
            problems.append(f"cannot read {raw!r} (write `3 clues`, `lore`, `1 sanity`)")
            continue
        n = int(m.group(1) or 1)
        word = m.group(2)
        if n < 1:
            problems.append(f"{raw!r}: an amount of 0 asks for nothing")
        elif word in ("clue", "clues"):
            clues += n
        elif word in V.SYMBOLS:
            symbols[word] += n
        elif word == "health":
            health += n
        elif word == "sanity":
            sanity += n
        else:
            problems.append(f"unknown requirement {word!r} (known: clues, lore, peril, "
                            "terror, health, sanity)")
    if not problems and not (symbols or clues):
        problems.append("a task asks for at least one die face")
    if problems:
        return None, problems
    return Task(symbols, clues, health, sanity, str(text).strip()), []


def fill(task: Task, dice: Sequence[tuple[int, str]]) -> list[int] | None:
    """The dice (their numbers in ``dice``, pairs of number and face) that fill ``task``,
    or ``None`` when these dice cannot."""
    pool = list(dice)
    used: list[int] = []
    for symbol, n in sorted(task.symbols.items()):
        for _ in range(n):
            pick = next((d for d in pool if d[1] == symbol), None)
            pick = pick or next((d for d in pool if d[1] == "wild"), None)
            if pick is None:
                return None
            pool.remove(pick)
            used.append(pick[0])
    if task.clues:
        best = _clue_dice(task.clues, [d for d in pool if V.clue_value(d[1])])
        if best is None:
            return None
        used += best
    return used


def _clue_dice(total: int, dice: list[tuple[int, str]]) -> list[int] | None:
    best: tuple[int, int, int] | None = None
    chosen: list[int] | None = None
    for size in range(1, len(dice) + 1):
        for combo in itertools.combinations(dice, size):
            value = sum(V.clue_value(face) for _, face in combo)
            if value < total:
                continue
            key = (value - total, size, sum(face == "wild" for _, face in combo))
            if best is None or key < best:
                best, chosen = key, [n for n, _ in combo]
    return chosen


def fillable(task: Task) -> bool:
    """Could one roll of the game's dice (6 green, the yellow, the red) fill ``task``?"""
    if task.symbols["terror"] > MAX_DICE["green"]:
        return False
    dice = ["green"] * MAX_DICE["green"] + ["yellow", "red"]
    need = sum(task.symbols.values())
    if need > len(dice):
        return False
    greens_for_symbols = min(need, MAX_DICE["green"])
    rest = dice[greens_for_symbols:] if need <= MAX_DICE["green"] else []
    best = {"green": 3, "yellow": 4, "red": 4}
    return task.clues <= sum(best[c] for c in rest)
