"""``cardsmith simulate``: a setup option the pack's ruleset does not declare (another
ruleset's, e.g. Spirit Island's ``--links`` on a Risk Deep Space pack) is a one-line usage
error naming the option and the ruleset, never silently ignored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardsmith.rulesets.risk_deep_space.simulate import SIMULATOR as RISK
from cardsmith.rulesets.spirit_island.simulate import DEFAULT_SPIRIT
from cardsmith.rulesets.spirit_island.simulate import SIMULATOR as SPIRIT_ISLAND
from cardsmith.tools.cli import app
from cardsmith.tools.simulate import SimulateError, check_setup_options

runner = CliRunner()
RISK_PACK = str(Path(__file__).resolve().parents[1] / "content" / "risk-deep-space")
RISK_OPTIONS = "--players, --seats, --bots"
SPIRIT_OPTIONS = (
    "--spirits, --boards, --links, --difficulty, --blight-card, --events, --adversary, --level,"
    " --aspect"
)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--pack", RISK_PACK, "--links", "A1-B1"],
         f"error: --links is not an option of risk-deep-space; its options: {RISK_OPTIONS}"),
        (["--pack", RISK_PACK, "--spirits", "sun-bright-whirlwind"],
         f"error: --spirits is not an option of risk-deep-space; its options: {RISK_OPTIONS}"),
        (["--pack", RISK_PACK, "--seats", "red,blue", "--boards", "a"],
         f"error: --boards is not an option of risk-deep-space; its options: {RISK_OPTIONS}"),
        (["--seats", "red,blue"],
         f"error: --seats is not an option of spirit-island; its options: {SPIRIT_OPTIONS}"),
        (["--bots", "greedy"],
         f"error: --bots is not an option of spirit-island; its options: {SPIRIT_OPTIONS}"),
    ],
)
def test_another_rulesets_option_is_refused(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["simulate", *args])
    assert result.exit_code == 2
    assert result.stderr == message + "\n"
    assert result.exception is None or isinstance(result.exception, SystemExit)


def test_difficulty_easier_is_the_rules_easier_game() -> None:
    """``--difficulty easier``: the same seeds, no escalation Town when a Stage II card is
    revealed; the setup and the title say so; another word is a one-line error."""
    args = ["simulate", "--games", "4", "--policy", "greedy", "--json"]
    standard = json.loads(runner.invoke(app, args).stdout)
    easier_run = runner.invoke(app, [*args, "--difficulty", "easier"])
    assert easier_run.exit_code == 0, easier_run.output
    easier = json.loads(easier_run.stdout)
    assert standard["difficulty"] == "standard"
    assert easier["difficulty"] == "easier"
    assert standard["games"] != easier["games"]  # the escalation towns change the games
    shown = runner.invoke(app, ["simulate", "--policy", "greedy", "--difficulty", "easier"])
    assert "(easier game)" in shown.stdout
    wrong = runner.invoke(app, ["simulate", "--difficulty", "hard"])
    assert wrong.exit_code == 2
    assert wrong.stderr == "error: unknown difficulty 'hard' (known: standard, easier)\n"
    risk = runner.invoke(app, ["simulate", "--pack", RISK_PACK, "--difficulty", "easier"])
    assert risk.exit_code == 2 and "--difficulty is not an option of risk-deep-space" in risk.stderr


def test_the_packs_own_options_still_play() -> None:
    result = runner.invoke(app, ["simulate", "--pack", RISK_PACK, "--seats", "red,blue",
                                 "--json"])
    assert result.exit_code == 0, result.output


def test_an_option_given_with_its_default_value_counts_as_given() -> None:
    """``--spirits`` typed out is refused even with its default value (Spirit Island's)."""
    assert [o.default for o in SPIRIT_ISLAND.options if o.name == "spirits"] == [DEFAULT_SPIRIT]
    result = runner.invoke(app, ["simulate", "--pack", RISK_PACK, "--spirits", DEFAULT_SPIRIT])
    assert result.exit_code == 2
    assert "--spirits is not an option of risk-deep-space" in result.stderr


def test_check_setup_options() -> None:
    check_setup_options(RISK, ["seats", "bots"], "risk-deep-space")
    with pytest.raises(SimulateError) as caught:
        check_setup_options(RISK, ["seats", "max_links"], "r")
    assert str(caught.value) == f"--max-links is not an option of r; its options: {RISK_OPTIONS}"


def test_balance_takes_the_rulesets_balance_options() -> None:
    """``cardsmith balance`` takes the setup options a ruleset offers it (Spirit Island's
    ``--adversary``, ``--level``, ``--blight-card``) for every game, and refuses them on a
    pack whose ruleset does not declare them."""
    je = str(Path(__file__).resolve().parents[1] / "content" / "jagged-earth")
    result = runner.invoke(app, ["balance", DEFAULT_SPIRIT, "--pack", je, "--adversary", "russia",
                                 "--level", "6", "-n", "2", "--no-ablation", "--policy", "first",
                                 "--json"])  # fmt: skip
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["setup_options"] == {"adversary": "russia", "level": "6"}
    assert report["subjects"][0]["games"] == 2
    codex = str(Path(__file__).resolve().parents[1] / "content" / "codex")
    refused = runner.invoke(app, ["balance", "pyra-flint", "--pack", codex, "--adversary", "x"])
    assert refused.exit_code == 2
    assert refused.stderr == "error: --adversary is not an option of codex\n"


def test_balance_plays_an_aspect_where_its_spirit_is_seated() -> None:
    """``--aspect`` is a balance option: the subject's aspect in every game; a partner of
    another spirit plays as printed."""
    ni = str(Path(__file__).resolve().parents[1] / "content" / "nature-incarnate")
    result = runner.invoke(app, ["balance", "thunderspeaker", "--pack", ni, "--aspect", "warrior",
                                 "--against", "lightnings-swift-strike", "-n", "2",
                                 "--no-ablation", "--policy", "first", "--json"])  # fmt: skip
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["setup_options"] == {"aspect": "warrior"}
    unknown = runner.invoke(app, ["balance", "thunderspeaker", "--pack", ni, "--aspect", "nope",
                                  "-n", "1", "--no-ablation", "--policy", "first"])  # fmt: skip
    assert unknown.exit_code == 2
    assert unknown.stderr.startswith("error: unknown aspect 'nope' (known: ")
