"""Statistics of a balance report: Wilson intervals for a win rate and Newcombe's interval for
the difference of two win rates measured on the same seeds (paired games)."""

from __future__ import annotations

from collections.abc import Sequence
from math import sqrt

__all__ = ["Z95", "paired_difference", "wilson"]

#: the normal quantile of a two-sided 95 % interval
Z95 = 1.959964


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``wins / games`` (``(0, 1)`` without games)."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def paired_difference(
    first: Sequence[bool], second: Sequence[bool], z: float = Z95
) -> tuple[float, float, float]:
    """``(difference, lo, hi)`` of the win rates ``first - second`` over the same seeds (game
    ``i`` of both on seed ``i``): Newcombe's hybrid score interval for paired proportions
    (1998, method 10, without continuity correction)."""
    n = min(len(first), len(second))
    if n == 0:
        return (0.0, -1.0, 1.0)
    a = sum(1 for x, y in zip(first, second, strict=False) if x and y)
    b = sum(1 for x, y in zip(first, second, strict=False) if x and not y)
    c = sum(1 for x, y in zip(first, second, strict=False) if y and not x)
    d = n - a - b - c
    p1, p2 = (a + b) / n, (a + c) / n
    l1, u1 = wilson(a + b, n, z)
    l2, u2 = wilson(a + c, n, z)
    denom = (a + b) * (c + d) * (a + c) * (b + d)
    phi = (a * d - b * c) / sqrt(denom) if denom else 0.0
    diff = p1 - p2
    lo_sq = (p1 - l1) ** 2 - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) ** 2
    hi_sq = (u1 - p1) ** 2 - 2 * phi * (u1 - p1) * (p2 - l2) + (p2 - l2) ** 2
    return (diff, max(-1.0, diff - sqrt(max(0.0, lo_sq))), min(1.0, diff + sqrt(max(0.0, hi_sq))))
