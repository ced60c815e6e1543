"""``publish``, ``serve``, ``search`` and ``test`` run lint's checks first and refuse content with
errors — the diagnostics, then one line saying so (exit status 1) — instead of crashing in a
page generator, the card index or the engine (issue 14)."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.cli import app
from tests.fixture_pack import clean_fixture_pack

PUBLISH = Path(__file__).parents[1] / "publish"
_spec = importlib.util.spec_from_file_location("wrong_types", PUBLISH / "test_wrong_types.py")
assert _spec is not None and _spec.loader is not None
wrong_types = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(wrong_types)

runner = CliRunner()


@pytest.fixture
def odd_pack(tmp_path: Path) -> Path:
    """The fixture pack with wrong-typed fields (elements [5, null], adjacency x, …)."""
    pack: Path = wrong_types._odd_pack(tmp_path)
    return pack


def _refused(result: object, command: str, pack: Path) -> list[str]:
    assert getattr(result, "exception", None) is None or isinstance(
        getattr(result, "exception", None), SystemExit)
    assert getattr(result, "exit_code", None) == 1
    lines = str(getattr(result, "output", "")).splitlines()
    assert lines[-1].startswith(f"{command}: the pack has ")
    assert lines[-1].endswith(f" errors; fix them first (cardsmith lint {pack})")
    assert "Traceback" not in str(getattr(result, "output", ""))
    return lines


def test_publish_refuses_wrong_types(odd_pack: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    lines = _refused(runner.invoke(app, ["publish", str(odd_pack), "--out", str(out)]),
                     "publish", odd_pack)
    assert any(": S103 elements[0]: 5 is not allowed" in line for line in lines)
    assert any("S101 lands[0].adjacent[0]: expected integer, got str 'x'" in line
               for line in lines)
    assert not out.exists()


def test_search_refuses_wrong_types(odd_pack: Path) -> None:
    lines = _refused(runner.invoke(app, ["search", "el:fire", str(odd_pack)]), "search",
                     odd_pack)
    assert any("S101 setup.presence[0].count: expected integer" in line for line in lines)


def test_serve_refuses_wrong_types_before_serving(odd_pack: Path) -> None:
    _refused(runner.invoke(app, ["serve", str(odd_pack), "--dev-addr", "127.0.0.1:8765"]),
             "serve", odd_pack)


def test_test_refuses_a_pack_with_errors(odd_pack: Path) -> None:
    (odd_pack / "tests").mkdir()
    (odd_pack / "tests" / "a.yaml").write_text(
        "name: ravage\npieces: {A5: 1T}\ninvader: ravage\ntarget: A5\nexpect: {}\n")
    _refused(runner.invoke(app, ["test", str(odd_pack)]), "test", odd_pack)


def test_one_error_is_one_error(tmp_path: Path) -> None:
    pack = tmp_path / "pack"
    shutil.copytree(PUBLISH / "pack", pack)  # one error: a unique power not in the pack
    result = runner.invoke(app, ["search", "el:fire", str(pack)])
    assert result.exit_code == 1
    assert result.output.splitlines()[-1] == (
        f"search: the pack has 1 error; fix them first (cardsmith lint {pack})")
    assert "X004 no power card named 'tempest-of-leaves-and-branches'" in result.output


def test_a_clean_pack_goes_through(tmp_path: Path) -> None:
    pack = tmp_path / "pack"
    clean_fixture_pack(pack)
    result = runner.invoke(app, ["search", "--ids", "el:fire kind:major", str(pack)])
    assert result.exit_code == 0, result.output
    assert result.output.split() == ["pillar-of-living-flame", "powerstorm", "talons-of-lightning"]
