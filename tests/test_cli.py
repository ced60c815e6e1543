"""`cardsmith lint` and `cardsmith explain`: exit codes, output formats, lookups."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.tools.cli import app

runner = CliRunner()

CLEAN = """\
id: clean-card
name: Clean Card
kind: minor
cost: 1
speed: fast
elements: [fire]
range: {from: presence, distance: 1}
target: {land: any}
text: "1 Fear."
effect: fear 1
"""


@pytest.fixture()
def pack(tmp_path: Path) -> Path:
    root = tmp_path / "pack"
    (root / "powers" / "minor").mkdir(parents=True)
    (root / "pack.yaml").write_text("id: p\nname: P\nversion: 1.0.0\nruleset: spirit-island\n")
    (root / "powers" / "minor" / "clean.yaml").write_text(CLEAN)
    return root


@pytest.fixture()
def bad(pack: Path) -> Path:
    (pack / "powers" / "minor" / "bad.yaml").write_text(
        CLEAN.replace("clean-card", "bad-card")
        .replace("Clean Card", "Bad Card")
        .replace("effect: fear 1", "effect: |\n  fear 1\n  push 1 explorr")
    )
    return pack


@pytest.fixture()
def warn_only(pack: Path) -> Path:
    (pack / "powers" / "minor" / "warn.yaml").write_text(
        CLEAN.replace("clean-card", "warn-card")
        .replace("Clean Card", "Warn Card")
        .replace('"1 Fear."', '"1 Fear. Push 1 Explorer."')
    )
    return pack


def test_clean_exits_0(pack: Path) -> None:
    result = runner.invoke(app, ["lint", str(pack)])
    assert result.exit_code == 0, result.output
    assert result.stdout.strip().splitlines()[-1] == "2 files, 0 errors, 0 warnings"


def test_errors_exit_1_with_caret(bad: Path) -> None:
    result = runner.invoke(app, ["lint", str(bad)])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    head = next(i for i, ln in enumerate(lines) if "C101" in ln)
    assert lines[head].endswith("bad.yaml:12:10: C101 unknown piece 'explorr'")
    assert lines[head + 1] == "  push 1 explorr"
    assert lines[head + 2] == "         ^~~~~~~"
    assert lines[head + 3] == "help: did you mean 'explorer'?"
    assert "\x1b[" not in result.stdout  # plain when not a terminal
    assert lines[-1] == "3 files, 1 error, 0 warnings"


def test_warnings_only_exit_0(warn_only: Path) -> None:
    result = runner.invoke(app, ["lint", str(warn_only)])
    assert result.exit_code == 0
    assert "C204" in result.stdout and "1 warning" in result.stdout


def test_several_paths(bad: Path) -> None:
    clean_file = bad / "powers" / "minor" / "clean.yaml"
    result = runner.invoke(app, ["lint", str(clean_file), str(bad)])
    assert result.exit_code == 1
    assert "4 files, 1 error" in result.stdout


def test_usage_errors_exit_2(pack: Path) -> None:
    assert runner.invoke(app, ["lint", str(pack / "missing")]).exit_code == 2
    assert runner.invoke(app, ["lint", "--format", "xml", str(pack)]).exit_code == 2
    assert runner.invoke(app, ["lint"]).exit_code == 2


def test_json_format(bad: Path) -> None:
    result = runner.invoke(app, ["lint", "--format", "json", str(bad)])
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert [d["code"] for d in data] == ["C101"]
    assert data[0]["line"] == 12 and data[0]["hint"] == "did you mean 'explorer'?"


def test_sarif_format(bad: Path) -> None:
    result = runner.invoke(app, ["lint", "-f", "sarif", str(bad)])
    log = json.loads(result.stdout)
    assert log["version"] == "2.1.0"
    results = log["runs"][0]["results"]
    assert [r["ruleId"] for r in results] == ["C101"]
    assert results[0]["locations"][0]["physicalLocation"]["region"]["startLine"] == 12
    rule_ids = {r["id"] for r in log["runs"][0]["tool"]["driver"]["rules"]}
    assert {"C101", "S004", "X001"} <= rule_ids


def test_github_format(bad: Path) -> None:
    result = runner.invoke(app, ["lint", "-f", "github", str(bad)])
    lines = result.stdout.splitlines()
    assert lines and all(ln.startswith("::error ") for ln in lines)
    assert "line=12,col=10" in lines[0]


def test_text_check_adds_t_rules(pack: Path) -> None:
    (pack / "powers" / "minor" / "clean.yaml").write_text(
        CLEAN.replace('"1 Fear."', '"1 Fear. Push 1 Explorer."').replace(
            "effect: fear 1", "effect: |\n  fear 1\n  push 1 town"
        )
    )
    assert "T001" not in runner.invoke(app, ["lint", str(pack)]).stdout
    result = runner.invoke(app, ["lint", "--text-check", str(pack)])
    assert "T001" in result.stdout and result.exit_code == 0


def test_shipped_pack_lints() -> None:
    from cardsmith.tools.content.resources import shipped_pack_dir

    result = runner.invoke(app, ["lint", str(shipped_pack_dir())])
    assert "Traceback" not in result.output
    assert result.exit_code in (0, 1)


def test_explain_by_name() -> None:
    result = runner.invoke(app, ["explain", "gift of searing heat"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    for part in (
        "Gift of Searing Heat",
        "cost: 0",
        "speed: fast",
        "Printed text",
        "Effect (DSL)",
        "Operations",
        '"op": "choice"',
        "English",
    ):
        assert part in out


def test_explain_file_json(pack: Path) -> None:
    result = runner.invoke(
        app, ["explain", str(pack / "powers" / "minor" / "clean.yaml"), "--json"]
    )
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["name"] == "Clean Card"
    assert data["ops"] == {"effect": [{"op": "fear", "amount": 1}]}
    assert data["english"] == {"effect": "1 Fear."}
    assert data["header"]["cost"] == 1


def test_explain_with_pack_and_unknown_name(pack: Path) -> None:
    assert runner.invoke(app, ["explain", "clean card", "--pack", str(pack)]).exit_code == 0
    result = runner.invoke(app, ["explain", "clen card", "--pack", str(pack)])
    assert result.exit_code == 2
    assert "did you mean 'Clean Card'" in result.stderr


def test_cli_reference_is_current() -> None:
    """docs/cli.md's generated command reference matches the app
    (``python -m cardsmith.tools.authoring.cli_reference``)."""
    from cardsmith.tools.authoring.cli_reference import rewrite

    doc = Path(__file__).resolve().parents[1] / "docs" / "cli.md"
    text = doc.read_text(encoding="utf-8")
    assert rewrite(text) == text
