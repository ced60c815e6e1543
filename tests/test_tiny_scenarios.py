"""A game that is not Spirit Island runs scenario tests through ``cardsmith test``: a tiny
ruleset (a one-land board, two piece kinds, one verb) whose ``scenarios`` hook is a schema, a
``load`` and a ``run`` — the files, ``-k``, the report and the exit status are the core's."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from engine import ChoiceProvider, Dispatcher, Event, GameState
from engine.choices import ScriptedChoices
from tools import registry
from tools.cli import app
from tools.ruleset import Capabilities, ContentKind, Ruleset
from tools.scenarios.api import Outcome, Plan, ScenarioContext, ScenarioSupport
from tools.scenarios.suite import load_file, run_paths

sys.path.insert(0, str(Path(__file__).parent / "dsl"))
from tiny_language import KINDS, TINY

ANY = '{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object"}'
SCENARIO_SCHEMA = """{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "name": {"type": "string"}, "play": {"type": "string"}, "pieces": {"type": "object"},
    "choices": {"type": "array"}, "expect": {"type": "object"}, "scenarios": {"type": "array"}
  },
  "additionalProperties": false
}"""
FILES = {
    "pack.yaml": "id: tiny-pack\nname: Tiny Pack\nversion: 1.0.0\nruleset: tiny-test\n",
    "cards/grab.yaml": "id: grab\nname: Grab\ncost: 1\ntext: Take 2 red.\neffect: take 2 red\n",
    "boards/table.yaml": "id: table\nname: The Table\nlands: [table]\n",
    "tests/grab.yaml": """\
scenarios:
  - name: grab takes two red
    pieces: {table: {red: 3, blue: 1}}
    play: grab
    expect: {table: {red: 1, blue: 1}}
  - name: grab with a wrong expectation
    pieces: {table: {red: 3}}
    play: grab
    expect: {table: {red: 3}}
  - name: a land that is not on the board
    pieces: {floor: {red: 1}}
    play: grab
""",
}


# --- the tiny game: pieces on the table's one land; "take" removes them -------------------
@dataclass
class Table(GameState):
    pieces: Counter[str] = field(default_factory=Counter)

    def invariant_problems(self) -> list[str]:
        return [f"{k}: {n} < 0" for k, n in self.pieces.items() if n < 0]


OPS: Dispatcher[[Table, dict[str, Any], ChoiceProvider]] = Dispatcher()


@OPS.handler("take")
def _take(state: Table, op: dict[str, Any], choices: ChoiceProvider) -> None:
    n = min(int(op["count"]["n"]), state.pieces[op["kind"]])
    state.pieces[op["kind"]] -= n
    state.record(Event("take", "table", op["kind"], n, None), f"take {n} {op['kind']}")
    state.settle()


# --- the scenarios hook: what a ruleset writes to run scenario tests ----------------------
@dataclass
class TablePlan(Plan):
    ops: list[dict[str, Any]] = field(default_factory=list)


def load(document: Mapping[str, Any], context: ScenarioContext) -> TablePlan:
    plan = TablePlan(**vars(context.plan(document)))
    lands = {str(x) for b in context.catalog.of_kind("board") for x in b.data["lands"]}
    for where in ("pieces", "expect"):
        for land in document.get(where) or {}:
            if land not in lands:
                message = f"unknown land {land!r} (lands: {', '.join(sorted(lands))})"
                plan.diagnostics.append(context.diag((where, land), "T102", message, key=True))
    card = context.catalog.by_id(str(document.get("play")), "card")
    if card is None:
        plan.diagnostics.append(context.diag(("play",), "T104", "unknown card"))
    else:
        plan.ops = list(card.ops["effect"])
    return plan


def run(plan: TablePlan) -> Outcome:
    state = Table(pieces=Counter((plan.data.get("pieces") or {}).get("table") or {}))
    choices = ScriptedChoices(plan.data.get("choices") or [])
    for op in plan.ops:
        OPS.dispatch(op["op"], state, op, choices)
    out = Outcome(log=list(state.log))
    want = Counter(plan.expect.get("table") or {})
    got = +state.pieces
    if "table" in plan.expect and +want != got:
        out.failures.append(f"table: expected {dict(+want)}, got {dict(got)}")
    return out


def tiny_ruleset(schemas: Path, *, scenarios: ScenarioSupport | None) -> Ruleset:
    return Ruleset(
        name="tiny-test",
        title="Tiny",
        language=TINY,
        words={"pieces": KINDS},
        schemas_dir=schemas,
        kinds=(
            ContentKind(name="card", schema="card.schema.json", folders=("cards",)),
            ContentKind(name="board", schema="board.schema.json", folders=("boards",)),
        ),
        scenarios=scenarios,
        capabilities=Capabilities(can_test=scenarios is not None),
    )


def _install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ruleset: Ruleset) -> Path:
    real_get = registry.get
    monkeypatch.setattr(registry, "get", lambda n: ruleset if n == ruleset.name else real_get(n))
    pack = tmp_path / "tiny-pack"
    for rel, text in FILES.items():
        (pack / rel).parent.mkdir(parents=True, exist_ok=True)
        (pack / rel).write_text(text, encoding="utf-8")
    return pack


@pytest.fixture
def schemas(tmp_path: Path) -> Path:
    folder = tmp_path / "schemas"
    folder.mkdir()
    for name in ("card", "board"):
        (folder / f"{name}.schema.json").write_text(ANY, encoding="utf-8")
    (folder / "scenario.schema.json").write_text(SCENARIO_SCHEMA, encoding="utf-8")
    return folder


@pytest.fixture
def tiny(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, schemas: Path) -> Path:
    """The tiny ruleset installed (as far as the registry can tell) and a pack of it."""
    ruleset = tiny_ruleset(schemas, scenarios=ScenarioSupport(load=load, run=run))
    return _install(tmp_path, monkeypatch, ruleset)


def test_cardsmith_test_runs_a_tiny_rulesets_scenarios(tiny: Path) -> None:
    res = CliRunner().invoke(app, ["test", str(tiny), "-v"])
    lines = res.output.splitlines()
    assert res.exit_code == 1
    assert lines[-1] == "1 passed, 2 failed"
    assert any(x.startswith("PASS ") and x.endswith("::grab takes two red") for x in lines)
    assert "    table: expected {'red': 3}, got {'red': 1}" in lines
    assert "      take 2 red" in lines  # -v: the operation log
    assert any("T102 unknown land 'floor' (lands: table)" in x for x in lines)
    res = CliRunner().invoke(app, ["test", str(tiny), "-k", "takes two"])
    assert res.exit_code == 0 and res.output.splitlines()[-1] == "1 passed, 0 failed"


def test_the_rulesets_scenario_schema_checks_the_files(tiny: Path) -> None:
    bad = tiny / "tests" / "bad.yaml"
    bad.write_text("name: typo\nplya: grab\n", encoding="utf-8")
    (broken,) = load_file(bad).broken
    assert [d.code for d in broken.diagnostics] == ["S102"]
    (first, *_) = load_file(tiny / "tests" / "grab.yaml").scenarios
    assert isinstance(first, TablePlan) and first.ops == [
        {"op": "take", "count": {"n": 2}, "kind": "red"}
    ]


def test_a_ruleset_without_scenario_tests_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, schemas: Path
) -> None:
    pack = _install(tmp_path, monkeypatch, tiny_ruleset(schemas, scenarios=None))
    results = run_paths([pack])
    assert [(r.name, [d.code for d in r.diagnostics]) for r in results] == [("(file)", ["T100"])]
    assert "cannot run scenario tests" in results[0].diagnostics[0].message
