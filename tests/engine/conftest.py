"""Fixtures of the game-free engine core's tests: invariants checked after every primitive op.

(Spirit Island's engine tests, with its board fixtures, are in ``tests/spirit_island/engine``.)
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cardsmith.engine.state import InvariantWatch, checking_invariants


@pytest.fixture(autouse=True)
def invariants_after_each_op() -> Iterator[InvariantWatch]:
    """Every primitive op settles (``GameState.settle``): the invariants are checked there."""
    with checking_invariants() as watch:
        yield watch
