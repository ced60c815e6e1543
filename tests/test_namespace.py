"""The code installs as one ``cardsmith`` namespace: ``cardsmith.dsl`` is the folder ``dsl/``,
and the generic names ``dsl``, ``engine``, ``tools``, ``rulesets`` are free for a designer's
other packages. Run from a folder that is not the checkout, as a user runs it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _python(code: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], cwd=cwd, capture_output=True, text=True,
                          timeout=120)  # fmt: skip


@pytest.mark.parametrize("name", ["dsl", "engine", "tools", "rulesets"])
def test_a_generic_name_is_not_ours(tmp_path: Path, name: str) -> None:
    done = _python(f"import {name}", tmp_path)
    assert done.returncode == 1 and f"No module named '{name}'" in done.stderr


def test_the_namespace_is_typed_and_complete(tmp_path: Path) -> None:
    code = (
        "import importlib.resources as r, cardsmith.dsl.parser as p, cardsmith.engine.state, "
        "cardsmith.rulesets.spirit_island, cardsmith.tools.cli\n"
        "print(r.files('cardsmith').joinpath('py.typed').is_file(), len(p.core_grammar()) > 0)"
    )
    done = _python(code, tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "True"]


def test_lint_from_elsewhere_compiles_every_card(tmp_path: Path) -> None:
    """Resources are found by the namespace's names (a ``files("dsl")`` left behind made every
    effect a C199 outside the checkout)."""
    pack = ROOT / "content" / "horizons"
    code = (
        "import sys\nfrom cardsmith.tools.cli import main\n"
        f"sys.argv = ['cardsmith', 'lint', {str(pack)!r}, '--no-cache']\nmain()"
    )
    done = _python(code, tmp_path)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1].endswith("0 errors, 0 warnings")
