"""Shared fixtures: the shipped Codex pack, loaded once, and its library."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardsmith.rulesets.codex.content import library_of
from cardsmith.rulesets.codex.engine.cards import Library
from cardsmith.tools.content.catalog import Catalog
from cardsmith.tools.content.loader import load_pack

PACK = Path(__file__).resolve().parents[2] / "content" / "codex"


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return load_pack(PACK).catalog


@pytest.fixture(scope="session")
def lib(catalog: Catalog) -> Library:
    return library_of(catalog)
