"""Every installed ruleset conforms, and the tiny test ruleset — found through its entry point
like any pip-installed plug-in — lints, runs its scenarios and publishes from the command line,
with nothing of Spirit Island (the OpenSpiel-style suite over every registered game)."""

from __future__ import annotations

import html
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools import registry
from cardsmith.tools.cli import app
from cardsmith.tools.content.loader import load_pack
from cardsmith.tools.ruleset import HOOKS, Ruleset, conformance_problems

TINY_PACK = Path(__file__).parent / "rulesets" / "tiny-pack"
RULESETS = sorted(registry.discover().items())
#: ruleset name → why it cannot pass the conformance suite yet (keep it empty)
KNOWN_GAPS: dict[str, str] = {}


def test_at_least_the_shipped_and_the_test_ruleset_are_found() -> None:
    names = [name for name, _ in RULESETS]
    assert {"spirit-island", "tiny"} <= set(names)
    assert registry.installed_names() == tuple(sorted(names))


@pytest.mark.parametrize(("name", "rs"), RULESETS, ids=[name for name, _ in RULESETS])
def test_ruleset_conforms(name: str, rs: Ruleset) -> None:
    if name in KNOWN_GAPS:
        pytest.xfail(KNOWN_GAPS[name])
    assert conformance_problems(rs, expected_name=name) == []
    effect, errors = rs.language.parse("")  # its parser builds (LALR) and parses
    assert effect is not None and errors == []
    for kind in rs.kinds:
        assert rs.schemas_dir is not None and (rs.schemas_dir / kind.schema).is_file()


def test_the_registry_speaks_the_users_words() -> None:
    missing = r"ruleset 'risk' is not installed \(installed: "
    with pytest.raises(registry.RulesetError, match=missing):
        registry.get("risk")
    assert registry.name_in_manifest({"id": "p"}) is None
    assert registry.name_in_manifest({"ruleset": "tiny"}) == "tiny"
    assert registry.for_pack(TINY_PACK).name == "tiny"


def test_a_pack_names_its_game(tmp_path: Path) -> None:
    """The core has no game of its own: a pack that names no ruleset, or a file in no pack,
    is told so with the installed rulesets; a new pack needs --ruleset when several are."""
    installed = r"\(installed: codex, elder-sign, risk-deep-space, spirit-island, tiny\)"
    (tmp_path / "pack.yaml").write_text("id: p\nname: P\nversion: 1.0.0\n", encoding="utf-8")
    with pytest.raises(
        registry.RulesetError,
        match=r"pack.yaml names no ruleset: add "
        r"`ruleset: NAME` " + installed,
    ):
        registry.for_pack(tmp_path)
    with pytest.raises(registry.RulesetError, match=r"^not inside a pack .* " + installed):
        registry.for_pack(None)
    with pytest.raises(registry.RulesetError, match=r"^name the game with --ruleset " + installed):
        registry.sole()
    loaded = load_pack(tmp_path)
    assert [(d.code, d.line, d.col) for d in loaded.diagnostics] == [("S110", 1, 1)]
    assert "names no ruleset" in loaded.diagnostics[0].message


def test_conformance_names_every_problem(tmp_path: Path) -> None:
    tiny = registry.get("tiny")
    from dataclasses import replace

    from cardsmith.tools.ruleset import Capabilities

    broken = replace(
        tiny, name="other", schemas_dir=tmp_path, capabilities=Capabilities(can_simulate=True)
    )
    problems = conformance_problems(broken, expected_name="tiny")
    assert problems[0] == "calls itself 'other' but is registered as 'tiny'"
    assert any("schema 'card.schema.json' not in" in p for p in problems)
    assert problems[-1] == "declares can_simulate but has no simulator hook"
    assert conformance_problems(object(), expected_name="x") == [
        "is a object, not a cardsmith Ruleset"
    ]
    assert "language" in HOOKS and "scenarios" in HOOKS and "pages" in HOOKS


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    return Path(shutil.copytree(TINY_PACK, tmp_path / "tiny-pack"))


def test_tiny_pack_lints_clean(pack: Path) -> None:
    result = CliRunner().invoke(app, ["lint", str(pack)])
    assert result.exit_code == 0, result.output
    assert "0 errors" in result.output


def test_tiny_pack_runs_its_scenarios(pack: Path) -> None:
    result = CliRunner().invoke(app, ["test", str(pack)])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == "3 passed, 0 failed"


def test_tiny_pack_publishes(pack: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    result = CliRunner().invoke(app, ["publish", str(pack), "--out", str(out)])
    assert result.exit_code == 0, result.output
    grab = html.unescape((out / "cards" / "grab" / "index.html").read_text(encoding="utf-8"))
    assert "Take 2 Red." in grab  # rendered by the tiny language
    pages = [  # every page: a ruleset without docs has no Reference tab (``Ruleset.docs``)
        html.unescape(p.read_text(encoding="utf-8")).lower() for p in out.rglob("*.html")
    ]
    assert not (out / "reference").exists()
    assert len(pages) >= 5
    for word in ("dahan", "invader", "spirit island", "blight"):
        assert not any(word in page for page in pages), word
