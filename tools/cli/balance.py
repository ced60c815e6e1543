"""Registers ``cardsmith balance``: is a role (a spirit, a faction …) stronger or weaker than
the others, and why — paired-seed win rates with intervals, curves, per-card figures (see
:mod:`cardsmith.tools.balance` and ``rulesets/spirit_island/docs/simulation.md``)."""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

from cardsmith.tools.authoring.arguments import usage_error
from cardsmith.tools.balance.report import BalanceRequest, balance_report
from cardsmith.tools.cli import app
from cardsmith.tools.cli import run_args as args
from cardsmith.tools.simulate import SimulateError, ruleset_name, simulator_for
from cardsmith.tools.terminal import printable


def _ints(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(t) for t in text.split(",") if t.strip())
    except ValueError as exc:
        raise SimulateError(f"--players is a list of numbers (e.g. 1,2,3), got {text!r}") from exc


def _with_balance_options(command: Any) -> Any:
    """``command`` with one ``--NAME`` option per installed setup option a ruleset offers to
    balance (``SetupOption.balance``), before ``--pack``; their values reach the command as
    ``setup_values``."""
    from cardsmith.tools.cli.simulate import installed_setup_options

    signature = inspect.signature(command, eval_str=True)
    params = [p for p in signature.parameters.values() if p.kind is not p.VAR_KEYWORD]
    added = [
        inspect.Parameter(
            o.name,
            inspect.Parameter.KEYWORD_ONLY,
            default=None,
            annotation=Annotated[
                str | None, typer.Option("--" + o.name.replace("_", "-"), help=o.help)
            ],
        )
        for o in installed_setup_options()[0]
        if o.balance and o.name not in signature.parameters
    ]
    run = [p.replace(kind=p.KEYWORD_ONLY) for p in params]
    last = [p.name for p in run].index("pack")
    params = [*run[:last], *added, *run[last:]]
    command.__signature__ = signature.replace(parameters=params)
    command.__annotations__ = {p.name: p.annotation for p in params}
    return command


def balance_command(
    subject: Annotated[
        str, typer.Argument(help="The role to judge: its id (the ruleset names its roles).")
    ],
    against: Annotated[
        str | None,
        typer.Option("--against", help="Compare with: all, or ids comma-separated."),
    ] = None,
    boards: Annotated[
        str | None, typer.Option("--boards", help="Boards, comma-separated (default: a, b, …).")
    ] = None,
    players: Annotated[
        str,
        typer.Option("--players", help="Player counts, e.g. 1,2,3.", callback=args.player_counts),
    ] = "1",
    games: Annotated[
        int,
        typer.Option(
            "--games",
            "-n",
            help=f"Seeds per setup (at most {args.MAX_BALANCE_GAMES:,}).",
            callback=args.balance_games,
        ),
    ] = 100,
    seed: Annotated[int, typer.Option("--seed", help="First seed.", callback=args.seed)] = 0,
    policy: Annotated[
        str | None, typer.Option("--policy", help="Decision policy (default: the strongest).")
    ] = None,
    max_rounds: Annotated[
        int,
        typer.Option(
            "--max-rounds",
            help=f"Rounds before a game is 'unfinished' (at most {args.MAX_ROUNDS:,}).",
            callback=args.rounds,
        ),
    ] = 30,
    workers: Annotated[
        int,
        typer.Option(
            "--workers",
            help=f"Local processes (at most {args.MAX_WORKERS}).",
            callback=args.workers,
        ),
    ] = 1,
    ray: Annotated[
        str | None,
        typer.Option(
            "--ray",
            help="Run on a Ray cluster: HOST:PORT, auto, or local.",
            callback=args.ray_address,
        ),
    ] = None,
    ablation: Annotated[
        bool, typer.Option("--ablation/--no-ablation", help="Replay without each own card.")
    ] = True,
    html: Annotated[
        Path | None,
        typer.Option(
            "--html", help="Write the HTML report (SVG plots) here.", callback=args.html_out
        ),
    ] = None,
    difficulty: Annotated[
        str | None,
        typer.Option(
            "--difficulty",
            help="The ruleset's difficulty for every game (its words: simulate --help).",
        ),
    ] = None,
    budget: Annotated[
        float | None,
        typer.Option(
            "--budget",
            help="Minutes of wall time: the strongest policy and the most seeds (up to "
            "--games) that fit, said in the report.",
            callback=args.budget_minutes,
        ),
    ] = None,
    pack: Annotated[
        Path | None,
        typer.Option("--pack", help="Content pack folder (linted first).", callback=args.run_pack),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
    **setup_values: str | None,
) -> None:
    """Paired-seed win rates with 95% intervals, differences, curves and per-card figures."""
    err = Console(stderr=True)
    try:
        simulator = simulator_for(pack)
        hooks = getattr(simulator, "balance", None)
        if hooks is None:
            raise SimulateError("this ruleset's simulator has no balance hook")
        catalog = args.checked_catalog("balance", pack)
        roles = hooks.roles(catalog)
        if subject not in roles:
            raise SimulateError(f"unknown {hooks.role} {subject!r} (known: {', '.join(roles)})")
        if against is None:
            compared: tuple[str, ...] = ()
        elif against.strip() == "all":
            compared = tuple(r for r in roles if r != subject)
        else:
            compared = tuple(t.strip() for t in against.split(",") if t.strip())
            unknown = [r for r in compared if r not in roles]
            if unknown:
                raise SimulateError(f"unknown {hooks.role} {', '.join(unknown)}")
        setup_options = {} if difficulty is None else {"difficulty": difficulty}
        setup_options.update({k: v for k, v in setup_values.items() if v is not None})
        declared = {o.name for o in simulator.options if o.balance or o.name == "difficulty"}
        for name in setup_options:
            if name not in declared:
                flag = name.replace("_", "-")
                raise SimulateError(f"--{flag} is not an option of {ruleset_name(pack)}")
        if policy is not None and policy not in simulator.policies:
            known = ", ".join(simulator.policies)
            raise SimulateError(f"unknown policy {policy!r} (known: {known})")
        request = BalanceRequest(
            subject=subject,
            against=compared,
            players=_ints(players),
            boards=tuple(b.strip() for b in boards.split(",")) if boards else None,
            games=games,
            seed=seed,
            policy=policy,
            max_rounds=max_rounds,
            workers=workers,
            ray=ray,
            ablation=ablation,
            setup_options=setup_options,
            budget_minutes=budget,
            # a simulator lists its policies weakest first; --policy fixes the one timed
            budget_policies=(policy,) if policy else tuple(reversed(simulator.policies)),
        )
        columns = (
            TextColumn("[bold]balance"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TextColumn("left"),
            TimeRemainingColumn(),
        )
        # on a terminal only: piped or captured output gets no bar (and no blank line)
        with Progress(
            *columns, console=err, transient=True, disable=not err.is_terminal
        ) as bar:
            task = bar.add_task("games", total=None)

            def total(n: int) -> None:
                try:
                    args.check_total(n)
                except ValueError as exc:
                    raise SimulateError(str(exc)) from None
                bar.update(task, total=n)

            def advance(n: int) -> None:
                bar.advance(task, n)

            report: dict[str, Any] = balance_report(
                hooks, catalog, request, progress=advance, on_total=total
            )
    except SimulateError as exc:
        usage_error(str(exc))
    except ConnectionError as exc:  # Ray found no cluster (--ray auto, or one that went away)
        usage_error(f"--ray {ray}: {' '.join(str(exc).split())}")
    if html is not None:
        from cardsmith.tools.balance.render import html_report

        try:
            args.write_atomically(html, html_report(report))
        except OSError as exc:
            usage_error(f"--html {html}: {exc.strerror or exc}")
        err.print(Text(f"wrote {printable(str(html))}"), soft_wrap=True)
    if as_json:
        typer.echo(json.dumps(report, indent=2))
        return
    from cardsmith.tools.balance.render import tables

    console = Console(width=max(120, Console().width))
    for table in tables(report):
        console.print(table)
    timing = report["timing"]
    console.print(
        f"{timing['games_played']} games in {timing['seconds']} s "
        f"({timing['games_per_second']} games/s, workers: {timing['workers']})"
    )
    if "budget" in report:
        plan = report["budget"]
        console.print(
            f"budget {plan['minutes']:g} min: policy {plan['policy']}, {plan['games']} seeds per "
            f"setup (estimated {plan['estimated_seconds']:g} s; pilot s/game: "
            + ", ".join(f"{k} {v:g}" for k, v in plan["pilot_seconds_per_game"].items())
            + ")"
        )


app.command("balance")(_with_balance_options(balance_command))
