"""Registers ``cardsmith simulate``: whole games played by a policy (see tools.simulate,
rulesets.spirit_island.engine.simulate, docs/simulation.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from rulesets.spirit_island.engine.simulate import summarize
from tools.cli import app
from tools.simulate import (
    POLICIES,
    SimulateError,
    build_setup,
    load_catalog,
    parse_links,
    run_games,
)


def _split(text: str) -> list[str]:
    return [t.strip() for t in text.split(",") if t.strip()]


def _table(summary: dict[str, object], title: str) -> Table:
    table = Table(title=title, show_header=False)
    table.add_column("", style="bold")
    table.add_column("")
    rows = [
        ("games", summary["games"]),
        ("win rate", f"{float(str(summary['win_rate'])):.1%}"),
        (
            "victories / defeats / unfinished",
            f"{summary['victories']} / {summary['defeats']} / {summary['unfinished']}",
        ),
        ("average rounds", summary["average_rounds"]),
        ("average fear cards earned", summary["average_fear_cards"]),
        ("average invaders destroyed", summary["average_invaders_destroyed"]),
        ("average cards played", summary["average_cards_played"]),
    ]
    for name, value in rows:
        table.add_row(name, str(value))
    endings = summary["endings"]
    assert isinstance(endings, dict)
    for i, (ending, count) in enumerate(endings.items()):
        table.add_row("how games ended" if i == 0 else "", f"{count} × {ending}")
    if summary["errors"]:
        table.add_row("power errors (skipped)", str(summary["errors"]))
    return table


@app.command("simulate")
def simulate_command(
    spirits: Annotated[
        str,
        typer.Option("--spirits", help="Spirit ids (or names), comma-separated; one per seat."),
    ] = "sun-bright-whirlwind",
    boards: Annotated[
        str | None,
        typer.Option(
            "--boards", help="Board letters, comma-separated (default: a, b, … one per spirit)."
        ),
    ] = None,
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="Games to play.")] = 1,
    seed: Annotated[int, typer.Option("--seed", help="Seed of game 1 (game i: seed+i-1).")] = 0,
    policy: Annotated[
        str, typer.Option("--policy", help=f"Decision policy: {' | '.join(POLICIES)}.")
    ] = "random",
    max_rounds: Annotated[
        int, typer.Option("--max-rounds", min=1, help="Rounds before a game is 'unfinished'.")
    ] = 30,
    links: Annotated[
        str | None,
        typer.Option("--links", help="Cross-board adjacency, e.g. A1-B1,A6-B6 (default: 1/6)."),
    ] = None,
    pack: Annotated[
        Path | None, typer.Option("--pack", help="Content pack folder (default: the shipped one).")
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the summary and every game report as JSON.")
    ] = False,
) -> None:
    """Play whole games with a policy and print the win rate, rounds and how games ended."""
    err = Console(stderr=True)
    spirit_ids = _split(spirits)
    board_ids = _split(boards or "") or [chr(ord("a") + i) for i in range(max(1, len(spirit_ids)))]
    if policy not in POLICIES:
        err.print(f"[red]error:[/red] unknown policy {policy!r} (known: {', '.join(POLICIES)})")
        raise typer.Exit(2)
    try:
        setup = build_setup(
            load_catalog(pack),
            spirit_ids,
            board_ids,
            None if links is None else parse_links(links),
        )
    except SimulateError as exc:
        err.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(2) from exc

    if games > 1:
        columns = (
            TextColumn("[bold]simulating"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
        )
        with Progress(*columns, console=err, transient=True) as bar:
            task = bar.add_task("games", total=games)
            reports = run_games(
                setup,
                games=games,
                seed=seed,
                policy=policy,
                max_rounds=max_rounds,
                progress=lambda _r: bar.advance(task),
            )
    else:
        reports = run_games(setup, games=games, seed=seed, policy=policy, max_rounds=max_rounds)
    summary = summarize(reports)
    if as_json:
        payload = {
            "spirits": [s.key for s in setup.spirits],
            "boards": [b.upper() for b in board_ids],
            "policy": policy,
            "seed": seed,
            "summary": summary,
            "games": [r.to_json() for r in reports],
        }
        typer.echo(json.dumps(payload, indent=2))
        return
    title = (
        f"{', '.join(s.key for s in setup.spirits)} on {', '.join(b.upper() for b in board_ids)}"
        f" — policy {policy}, seed {seed}"
    )
    Console(width=max(100, Console().width)).print(_table(summary, title))
