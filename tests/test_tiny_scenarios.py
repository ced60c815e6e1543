"""A game that is not Spirit Island runs scenario tests through ``cardsmith test``: a tiny
ruleset (a one-land board, two piece kinds, one verb) whose ``scenarios`` hook is a schema, a
``load`` and a ``run`` — the files, ``-k``, the report and the exit status are the core's."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from tiny_game import RULESET
from tiny_game.scenarios import TablePlan
from tiny_game.testing import write_pack
from typer.testing import CliRunner

from cardsmith.tools import registry
from cardsmith.tools.cli import app
from cardsmith.tools.ruleset import Capabilities
from cardsmith.tools.scenarios.suite import load_file, run_paths

FILES = {
    "pack.yaml": "id: tiny-pack\nname: Tiny Pack\nversion: 1.0.0\nruleset: tiny\n",
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


def _pack(tmp_path: Path) -> Path:
    return write_pack(tmp_path / "tiny-pack", FILES)


@pytest.fixture
def tiny(tmp_path: Path) -> Path:
    """A pack of the tiny ruleset (registered through its entry point, tests/rulesets)."""
    return _pack(tmp_path)


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
    # inside a list too: a typo is the schema's unknown property, not "unknown card"
    listed = tiny / "tests" / "listed.yaml"
    listed.write_text("scenarios:\n  - name: typo\n    play: grab\n    expcet: {}\n", "utf-8")
    (broken,) = load_file(listed).broken
    assert [(d.code, d.line, d.message) for d in broken.diagnostics] == [
        ("S102", 4, "scenarios[0]: unknown property 'expcet'")
    ]
    (first, *_) = load_file(tiny / "tests" / "grab.yaml").scenarios
    assert isinstance(first, TablePlan) and first.ops == [
        {"op": "take", "count": {"n": 2}, "kind": "red"}
    ]


def test_a_ruleset_without_scenario_tests_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    untestable = replace(RULESET, scenarios=None, capabilities=Capabilities())
    real_get = registry.get
    monkeypatch.setattr(registry, "get", lambda n: untestable if n == "tiny" else real_get(n))
    pack = _pack(tmp_path)
    results = run_paths([pack])
    assert [(r.name, [d.code for d in r.diagnostics]) for r in results] == [("(file)", ["T100"])]
    assert "cannot run scenario tests" in results[0].diagnostics[0].message


#: ``cardsmith test`` of the tiny pack: the failures in full, no line for the passing one
QUIET = """\
FAIL {pack}/tests/grab.yaml::grab with a wrong expectation
    table: expected {{'red': 3}}, got {{'red': 1}}
FAIL {pack}/tests/grab.yaml::a land that is not on the board
    {pack}/tests/grab.yaml:11:14: T102 unknown land 'floor' (lands: table)
        pieces: {{floor: {{red: 1}}}}
                 ^
1 passed, 2 failed
"""
#: ``-v``: every scenario and its operation log, as before the quiet default
VERBOSE = """\
PASS {pack}/tests/grab.yaml::grab takes two red
    log:
      take 2 red
FAIL {pack}/tests/grab.yaml::grab with a wrong expectation
    table: expected {{'red': 3}}, got {{'red': 1}}
    log:
      take 2 red
FAIL {pack}/tests/grab.yaml::a land that is not on the board
    {pack}/tests/grab.yaml:11:14: T102 unknown land 'floor' (lands: table)
        pieces: {{floor: {{red: 1}}}}
                 ^
1 passed, 2 failed
"""


def test_the_default_prints_only_failures_and_the_summary(tiny: Path) -> None:
    res = CliRunner().invoke(app, ["test", str(tiny)])
    assert res.exit_code == 1
    assert res.output == QUIET.format(pack=tiny)
    res = CliRunner().invoke(app, ["test", str(tiny), "-k", "takes two"])
    assert res.output == "1 passed, 0 failed\n"  # all passed: the summary alone


def test_verbose_prints_every_scenario_and_its_log(tiny: Path) -> None:
    for flag in ("-v", "--verbose"):
        res = CliRunner().invoke(app, ["test", str(tiny), flag])
        assert res.exit_code == 1
        assert res.output == VERBOSE.format(pack=tiny)


def test_a_terminal_gets_a_progress_bar_on_stderr(tiny: Path) -> None:
    import os
    import pty
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "TERM": "xterm", "COLUMNS": "100",
           "PYTHONPATH": os.pathsep.join([str(root), str(root / "tests" / "rulesets")])}
    env.pop("NO_COLOR", None)
    leader, follower = pty.openpty()
    try:
        proc = subprocess.run(
            [sys.executable, "-c", "from cardsmith.tools.cli import main; main()", "test",
             str(tiny)],
            stdout=subprocess.PIPE, stderr=follower, env=env, cwd=root, timeout=120)
        os.close(follower)
        follower = -1
        err = b""
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the terminal's other end is closed: all read
                break
            if not chunk:
                break
            err += chunk
    finally:
        if follower >= 0:
            os.close(follower)
        os.close(leader)
    assert proc.returncode == 1
    assert proc.stdout.decode() == QUIET.format(pack=tiny)  # stdout is a pipe: no bar there
    shown = err.decode("utf-8", "replace")
    assert "scenarios" in shown and "3/3" in shown  # the bar, drawn then cleared
    assert "PASS" not in shown


def test_the_docs_describe_the_quiet_default() -> None:
    root = Path(__file__).resolve().parents[1]
    docs = root / "docs"
    notation = root / "rulesets" / "spirit_island" / "docs" / "scenarios.md"
    scenarios = " ".join(notation.read_text(encoding="utf-8").split())
    assert "By default it prints each failure in full" in scenarios
    assert "a passing scenario gets no line" in scenarios
    assert "`-v` prints a `PASS`/`FAIL` line for every scenario" in scenarios
    cli = (docs / "cli.md").read_text(encoding="utf-8")
    assert ("| `--verbose`, `-v` | Print every scenario (PASS or FAIL) and its operation log; "
            "by default only failures are printed. |") in cli


#: a card of the core's statements (``may``, ``either``, ``if``, ``for each``, ``after``),
#: played by the tiny engine on the core interpreter
GAMBLE = {
    "pack.yaml": FILES["pack.yaml"],
    "boards/table.yaml": FILES["boards/table.yaml"],
    "cards/gamble.yaml": """\
id: gamble
name: Gamble
cost: 1
text: You may take 1 blue. Either take 1 red or take 2 red.
effect: |
  after blue taken: take 1 red
  may: take 1 blue
  either:
      take 1 red
  or:
      take 2 red
  if red left:
      for each red: take 1 blue
""",
    "tests/gamble.yaml": """\
scenarios:
  - name: yes and the second option
    pieces: {table: {red: 4, blue: 3}}
    play: gamble
    choices: [[optional, "yes"], [choice, 2]]
    expect: {table: {blue: 1}}
  - name: no and the first option
    pieces: {table: {red: 4, blue: 3}}
    play: gamble
    choices: [[optional, "no"], [choice, 1]]
    expect: {table: {}}
""",
}
#: yes: blue taken (after it: a red), 2 red, 1 red left: one blue (and its red);
#: no: 1 red, 3 red left: three times a blue and its red
GAMBLE_LOG = """\
PASS {pack}/tests/gamble.yaml::yes and the second option
    log:
      take 1 blue
      take 1 red
      take 2 red
      take 1 blue
      take 1 red
PASS {pack}/tests/gamble.yaml::no and the first option
    log:
      take 1 red
      take 1 blue
      take 1 red
      take 1 blue
      take 1 red
      take 1 blue
      take 1 red
2 passed, 0 failed
"""


def test_a_card_with_may_and_either_plays_on_the_core_interpreter(tmp_path: Path) -> None:
    pack = write_pack(tmp_path / "gamble-pack", GAMBLE)
    res = CliRunner().invoke(app, ["test", str(pack), "-v"])
    assert res.exit_code == 0
    assert res.output == GAMBLE_LOG.format(pack=pack)
