"""What every test run shares.

Nothing puts the repository root on ``sys.path``: the code is imported as the installed
``cardsmith`` namespace (``cardsmith.dsl`` is the folder ``dsl/``), so a stray ``import dsl``
or ``files("tools")`` fails here as it would for a user, and the test folders ``tests/dsl``,
``tests/engine`` … never shadow a package of ours.

The tests of the game-free core (``dsl/``, ``engine/``, ``tools/``) sit in ``tests/`` and its
subfolders; the tests of a ruleset sit in its own folder: ``tests/spirit_island/`` (the same
subfolders: ``dsl``, ``engine``, ``lint``, ``publish``, ``balance``, ``hardening``) and
``tests/risk_deep_space/``.

``tests/rulesets`` goes on the path too: the tiny test ruleset is discovered from there.

Property tests (Hypothesis) draw the same inputs on every default run (``derandomize``): a red
CI run is the change's doing, never the luck of the draw. ``CARDSMITH_FUZZ=N`` (the long fuzz
runs) draws fresh random inputs each time, as does ``HYPOTHESIS_PROFILE=random``.
"""

from __future__ import annotations

import os
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("default-run", derandomize=True)
settings.register_profile("random", derandomize=False)
if os.environ.get("CARDSMITH_FUZZ"):
    settings.load_profile("random")
else:
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default-run"))

#: ``tests`` itself is importable (``from tests.publish.six_packs import six_packs``) without the
#: repository root on ``sys.path``: a namespace package of this folder alone
_TESTS = types.ModuleType("tests")
_TESTS.__path__ = [str(Path(__file__).resolve().parent)]
sys.modules.setdefault("tests", _TESTS)

#: the tiny test ruleset (``tests/rulesets/tiny_game``) and its entry point's dist-info, so
#: ``cardsmith.tools.registry`` discovers it like any installed ruleset
_RULESETS = str(Path(__file__).resolve().parent / "rulesets")
if _RULESETS not in sys.path:
    sys.path.insert(0, _RULESETS)


def pytest_terminal_summary(terminalreporter: object) -> None:
    """Report how many mutated content files the lint fuzz test tried."""
    module = sys.modules.get("test_lint_mutations") or sys.modules.get("tests.test_lint_mutations")
    tried = getattr(module, "TRIED", [0])[0] if module else 0
    if tried:
        terminalreporter.write_line(  # type: ignore[attr-defined]
            f"lint mutation fuzz: {tried} mutated content files linted, no traceback"
        )


@pytest.fixture(autouse=True, scope="session")
def _private_lint_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Keep `cardsmith lint`'s record cache of the test run out of the user's cache folder."""
    old = os.environ.get("CARDSMITH_CACHE_DIR")
    os.environ["CARDSMITH_CACHE_DIR"] = str(tmp_path_factory.mktemp("lint-cache"))
    yield
    if old is None:
        os.environ.pop("CARDSMITH_CACHE_DIR", None)
    else:
        os.environ["CARDSMITH_CACHE_DIR"] = old
