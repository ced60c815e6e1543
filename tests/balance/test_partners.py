"""Seat filling in ``cardsmith balance``: every compared spirit gets partners different from
itself and from each other, deterministically (``cardsmith.tools.balance.report.partners``)."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cardsmith.tools.balance.render import partner_rows, partners_table
from cardsmith.tools.balance.report import partners
from cardsmith.tools.cli import app
from cardsmith.tools.simulate import SimulateError

runner = CliRunner()
DEVOURING, EYES, MUD, HEAT, SUN = (
    "devouring-teeth-lurk-underfoot",
    "eyes-watch-from-the-trees",
    "fathomless-mud-of-the-swamp",
    "rising-heat-of-stone-and-sand",
    "sun-bright-whirlwind",
)
ROLES = [DEVOURING, EYES, MUD, HEAT, SUN]


def test_free_roles_first_and_the_same_for_everyone() -> None:
    compared = [SUN, HEAT]
    assert partners(ROLES, compared, 2, SUN) == [DEVOURING, EYES]
    assert partners(ROLES, compared, 2, HEAT) == [DEVOURING, EYES]
    assert partners(ROLES, compared, 0, SUN) == []


def test_everyone_compared_takes_the_next_roles_but_never_itself() -> None:
    assert partners(ROLES, ROLES, 1, SUN) == [DEVOURING]
    assert partners(ROLES, ROLES, 1, DEVOURING) == [EYES]
    assert partners(ROLES, ROLES, 2, EYES) == [DEVOURING, MUD]
    assert partners(ROLES, ROLES, 4, MUD) == [DEVOURING, EYES, HEAT, SUN]


def test_too_few_free_roles_fill_up_with_compared_ones_without_repeats() -> None:
    compared = [SUN, HEAT, MUD, EYES]  # one free role, three seats to fill
    assert partners(ROLES, compared, 3, SUN) == [DEVOURING, EYES, MUD]
    assert partners(ROLES, compared, 3, EYES) == [DEVOURING, MUD, HEAT]


def test_too_many_seats_is_an_error() -> None:
    with pytest.raises(SimulateError, match="6 players need 6 different spirits; the pack has 5"):
        partners(ROLES, [SUN], 5, SUN, noun="spirit")


def test_against_all_at_two_and_three_players() -> None:
    """The command from the review: it refused with 'spirit chosen twice'."""
    result = runner.invoke(app, [
        "balance", SUN, "--against", "all", "--players", "1,2,3", "--games", "1",
        "--policy", "random", "--no-ablation", "--json"])
    assert result.exit_code == 0, result.output
    seated = {s["id"]: s["partners"] for s in json.loads(result.stdout)["subjects"]}
    assert seated == {
        SUN: {"1": [], "2": [DEVOURING], "3": [DEVOURING, EYES]},
        DEVOURING: {"1": [], "2": [EYES], "3": [EYES, MUD]},
        EYES: {"1": [], "2": [DEVOURING], "3": [DEVOURING, MUD]},
        MUD: {"1": [], "2": [DEVOURING], "3": [DEVOURING, EYES]},
        HEAT: {"1": [], "2": [DEVOURING], "3": [DEVOURING, EYES]},
    }


def test_more_players_than_spirits_is_a_usage_error() -> None:
    result = runner.invoke(app, [
        "balance", SUN, "--players", "6", "--games", "1", "--policy", "random",
        "--no-ablation", "--json"])
    assert result.exit_code == 2
    assert "6 players need 6 different spirits; the pack has 5" in result.stderr
    assert "Traceback" not in result.output


def _partner_cells(text: str) -> dict[str, list[list[str]]]:
    """The partners table of a rendered report: spirit -> per player count, its partners
    (a cell's partners are on consecutive lines of that row)."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if "partners: the spirits in the other" in line)
    rows: dict[str, list[list[str]]] = {}
    current: list[list[str]] = []
    for line in lines[start + 4 :]:
        if not line.startswith("│"):
            break
        first, *cells = (c.strip() for c in line.strip("│").split("│"))
        if first:
            current = rows.setdefault(first, [[] for _ in cells])
        for column, cell in zip(current, cells, strict=True):
            if cell:
                column.append(cell)
    return rows


def _html_partner_cells(page: str) -> dict[str, list[list[str]]]:
    """The partners table of the HTML report (a real ``<table>``; a cell's partners are the
    lines of its ``<td>``)."""
    title = "<h2>partners: the spirits in the other seats</h2>"
    table = page.split(title, 1)[1].split("</table>", 1)[0]
    rows: dict[str, list[list[str]]] = {}
    for row in re.findall(r"<tr>(.*?)</tr>", table.split("<tbody>", 1)[1]):
        first, *cells = re.findall(r"<td>(.*?)</td>", row)
        rows[html.unescape(first)] = [
            [html.unescape(x) for x in c.split("<br>") if x and x != "—"] for c in cells
        ]
    return rows


def test_the_table_and_the_html_name_the_partners(tmp_path: Path) -> None:
    page = tmp_path / "report.html"
    result = runner.invoke(app, [
        "balance", SUN, "--against", HEAT, "--players", "1,2,3", "--games", "1",
        "--policy", "random", "--no-ablation", "--html", str(page)])
    assert result.exit_code == 0, result.output
    expected = {SUN: [[DEVOURING], [DEVOURING, EYES]], HEAT: [[DEVOURING], [DEVOURING, EYES]]}
    assert _partner_cells(result.stdout) == expected
    assert "┃ spirit" in result.stdout and "┃ 2 players" in result.stdout
    assert "┃ 1 players" not in result.stdout  # alone: no partners, no column
    text = page.read_text(encoding="utf-8")
    assert _html_partner_cells(text) == expected
    assert "<th>2 players</th>" in text and "<th>1 players</th>" not in text
    # next to the win-rate table: after it, before the cards of the subject
    assert text.index("win rates") < text.index("partners: the") < text.index("cards of " + SUN)
    assert "ablation" not in text  # --no-ablation: no empty ablation columns either
    assert "without it" not in result.stdout


def test_games_played_alone_have_no_partners_table() -> None:
    alone: dict[str, Any] = {"role": "spirit", "players": [1], "subjects": [{"id": SUN}]}
    assert partner_rows(alone) == [] and partners_table(alone) is None
    two = {**alone, "players": [1, 2],
           "subjects": [{"id": SUN, "partners": {"1": [], "2": [EYES]}}]}
    assert partner_rows(two) == [(SUN, [[EYES]])]


def test_the_subjects_cards_leave_out_its_partners_cards() -> None:
    """At two players Devouring Teeth sits beside Sun-Bright Whirlwind: its unique powers and
    innate are played in the same games but are not Sun-Bright Whirlwind's cards."""
    args = ["balance", SUN, "--players", "2", "--games", "2", "--policy", "greedy"]
    result = runner.invoke(app, [*args, "--no-ablation", "--json"])
    assert result.exit_code == 0, result.output
    cards = json.loads(result.output)["subjects"][0]["cards"]
    assert "herd-towards-the-lurking-maw" not in cards
    assert not [c for c in cards if c.startswith("innate:Death Approaches")]
    assert "innate:Violent Windstorms" in cards
    assert {"gift-of-the-sunlit-air", "tempest-of-leaves-and-branches"} <= set(cards)
