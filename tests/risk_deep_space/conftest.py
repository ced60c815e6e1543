"""Shared fixtures: the shipped Risk Deep Space pack."""

from __future__ import annotations

import pytest

from cardsmith.rulesets.risk_deep_space.content import Pack, load_pack


@pytest.fixture(scope="session")
def pack() -> Pack:
    return load_pack()
