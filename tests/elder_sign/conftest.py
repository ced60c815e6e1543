"""Shared fixtures: the shipped Elder Sign pack."""

from __future__ import annotations

import pytest

from cardsmith.rulesets.elder_sign.content import Pack, load_pack


@pytest.fixture(scope="session")
def pack() -> Pack:
    return load_pack()
