"""``cardsmith balance``: the JSON contract, the tables, the HTML report, errors; workers and a
Ray cluster give the same outcomes, seed for seed, as one process."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.rulesets.spirit_island.simulate import SIMULATOR
from cardsmith.tools.balance.run import Job, run_jobs
from cardsmith.tools.cli import app
from cardsmith.tools.simulate import load_catalog

runner = CliRunner()
SUBJECT = "sun-bright-whirlwind"
OTHER = "rising-heat-of-stone-and-sand"


def _jobs() -> list[Job]:
    catalog = load_catalog()
    hooks = SIMULATOR.balance
    return [
        Job(
            role,
            hooks.setup(catalog, role, players=1, others=[], boards=None, variant={}),
            tuple(range(3, 9)),
        )
        for role in (SUBJECT, OTHER)
    ]


def test_json_contract_and_pairing() -> None:
    args = [
        "balance",
        SUBJECT,
        "--against",
        OTHER,
        "--games",
        "3",
        "--policy",
        "greedy",
        "--json",
        "--no-ablation",
    ]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [s["id"] for s in data["subjects"]] == [SUBJECT, OTHER]
    assert [s["kind"] for s in data["subjects"]] == ["spirit", "spirit"]  # the ruleset's word
    for s in data["subjects"]:
        assert {"id", "games", "wins", "win_rate", "ci95"} <= set(s)
        assert s["games"] == 3 and 0 <= s["ci95"][0] <= s["win_rate"] <= s["ci95"][1] <= 1
        assert set(s["curves"]["1"]) == set(data["series"])
    other = data["subjects"][1]["against_subject"]
    assert other["ci95"][0] <= other["difference"] <= other["ci95"][1]
    assert json.loads(runner.invoke(app, args).stdout)["subjects"] == data["subjects"]


def test_one_spirit_table_ablation_and_html(tmp_path: Path) -> None:
    page = tmp_path / "report.html"
    result = runner.invoke(
        app, ["balance", SUBJECT, "--games", "2", "--policy", "greedy", "--html", str(page)]
    )
    assert result.exit_code == 0, result.output
    assert "win rates" in result.output and "ablation" in result.output
    text = page.read_text(encoding="utf-8")
    assert (
        text.count("<svg") >= 3 and "<script" not in text and "http" not in text.split("<svg", 1)[0]
    )
    # real tables, the terminal's columns: the ablation's too, and readable headers
    assert text.count("<table>") == 2 and "<pre" not in text
    assert "<th>without it</th><th>effect of the card</th>" in text
    headers = re.findall(r"<th>(.*?)</th>", text)
    assert "played" in headers and not [h for h in headers if "_" in h]


def test_difficulty_reaches_every_game() -> None:
    """``--difficulty easier``: the same seeds play the rules' easier game; the report says so."""
    base = ["balance", SUBJECT, "--games", "4", "--policy", "greedy", "--no-ablation", "--json"]
    standard = json.loads(runner.invoke(app, base).stdout)
    easier = json.loads(runner.invoke(app, [*base, "--difficulty", "easier"]).stdout)
    assert standard["setup_options"] == {} and easier["setup_options"] == {"difficulty": "easier"}
    assert standard["subjects"][0]["curves"] != easier["subjects"][0]["curves"]


def test_difficulty_is_refused_where_the_ruleset_declares_none(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A ruleset without a ``difficulty`` setup option refuses ``--difficulty`` in one line."""
    options = tuple(o for o in SIMULATOR.options if o.name != "difficulty")
    monkeypatch.setattr(type(SIMULATOR), "options", options)
    result = runner.invoke(app, ["balance", SUBJECT, "--games", "1", "--difficulty", "easier"])
    assert result.exit_code == 2
    assert result.stderr == "error: --difficulty is not an option of spirit-island\n"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["nope"], "unknown spirit"),
        ([SUBJECT, "--against", "nope"], "unknown spirit"),
        ([SUBJECT, "--policy", "clever"], "unknown policy"),
        ([SUBJECT, "--players", "x"], "--players"),
        ([SUBJECT, "--difficulty", "hard"], "unknown difficulty 'hard' (known: standard, easier)"),
    ],
)
def test_errors_exit_2(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["balance", *args, "--games", "1"])
    assert result.exit_code == 2 and message in result.output


def test_workers_give_the_numbers_of_one_process() -> None:
    hooks = SIMULATOR.balance
    one = run_jobs(hooks, _jobs(), policy="greedy", workers=1)
    two = run_jobs(hooks, _jobs(), policy="greedy", workers=2, batch=2)
    assert one == two


def test_ray_gives_the_numbers_of_one_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--ray local`` gives the numbers of one process, and its cluster (whose servers Ray
    opens on every interface) refuses a client without this run's token."""
    ray = pytest.importorskip("ray")
    for name in ("RAY_AUTH_MODE", "RAY_AUTH_TOKEN", "RAY_AUTH_TOKEN_PATH"):
        monkeypatch.delenv(name, raising=False)  # restored after the test
    hooks = SIMULATOR.balance
    one = run_jobs(hooks, _jobs(), policy="greedy", workers=1)
    try:
        on_ray = run_jobs(hooks, _jobs(), policy="greedy", workers=1, ray="local", batch=2)
        assert os.environ["RAY_AUTH_MODE"] == "token" and len(os.environ["RAY_AUTH_TOKEN"]) == 64
        gcs = ray.get_runtime_context().gcs_address
        stranger = {k: v for k, v in os.environ.items() if not k.startswith("RAY_AUTH")}
        probe = "\n".join((
            "import ray",
            "try:",
            f"    ray.init(address={gcs!r}, log_to_driver=False)",
            "    print('JOINED')",
            "except Exception as e:",
            "    print('REFUSED', type(e).__name__)",
        ))
        joined = subprocess.run([sys.executable, "-c", probe], env=stranger, text=True,
                                capture_output=True, timeout=300)
        assert joined.stdout.split() == ["REFUSED", "ConnectionError"], joined.stdout
        assert "InvalidAuthToken" in joined.stderr
    finally:
        ray.shutdown()
    assert on_ray == one


def test_names_from_content_are_shown_as_written_in_the_terminal() -> None:
    """A card or innate name is plain text: ``[/x]`` is not rich markup (it raised
    MarkupError, a traceback), an escape character is spelled out."""
    from rich.console import Console

    from cardsmith.tools.balance.render import tables

    name = "innate:Storm [/x] [bold]\x1b[31m"
    entry = {
        "id": SUBJECT, "games": 1, "wins": 0, "win_rate": 0.0, "ci95": [0.0, 0.79],
        "average_rounds": 5.0, "win_types": {}, "defeat_causes": {"[/y] cause": 1},
        "cards": {name: {"played": 1.0, "fear_[/z]": 2.0}},
    }
    report = {"role": "spirit", "policy": "greedy", "games": 1, "seed": 0, "players": [1],
              "subject": SUBJECT, "subjects": [entry], "ablation": {}}
    console = Console(record=True, width=200, file=io.StringIO())
    for table in tables(report):
        console.print(table)
    text = console.export_text()
    assert "innate:Storm [/x] [bold]\\x1b[31m" in text
    assert "1× [/y] cause" in text and "fear [/z]" in text


def test_the_default_policy_is_the_nested_search() -> None:
    """Without ``--policy`` the report plays the strongest bot, ``nested`` (one round here)."""
    args = ["balance", SUBJECT, "--games", "1", "--max-rounds", "1", "--no-ablation", "--json"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["policy"] == "nested" == SIMULATOR.balance.strongest_policy
    assert report["subjects"][0]["unfinished"] == 1  # stopped after its one round
