"""Wilson and Newcombe intervals against known values."""

from __future__ import annotations

import pytest

from cardsmith.tools.balance.stats import paired_difference, wilson


def test_wilson_known_values() -> None:
    lo, hi = wilson(0, 200)
    assert lo == 0.0 and hi == pytest.approx(0.01885, abs=1e-4)  # the "1.9 %"
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)


def test_paired_difference() -> None:
    same = [True, False, True, False] * 10
    d, lo, hi = paired_difference(same, same)
    assert d == 0.0 and lo <= 0 <= hi
    better = [True] * 30 + [False] * 10
    worse = [False] * 30 + [True] * 2 + [False] * 8
    d, lo, hi = paired_difference(better, worse)
    assert d == pytest.approx(0.7) and 0 < lo < d < hi <= 1
    # Newcombe (1998) example 1: a=8 b=5 c=4 d=38 -> 0.0182 [-0.0926, 0.1304]
    x = [True] * 13 + [False] * 42
    y = [True] * 8 + [False] * 5 + [True] * 4 + [False] * 38
    d, lo, hi = paired_difference(x, y)
    assert d == pytest.approx(0.0182, abs=1e-4)
    assert lo == pytest.approx(-0.0926, abs=0.01) and hi == pytest.approx(0.1304, abs=0.01)
