"""Registers ``cardsmith simulate``: whole games played by a policy (see :mod:`tools.simulate`
and ``rulesets/spirit_island/docs/simulation.md``).

The command's own options are the same for every game; the setup options (``--NAME VALUE``)
are those the installed rulesets' simulators declare, read by the pack's ruleset.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from cardsmith.tools.authoring.arguments import usage_error
from cardsmith.tools.cli import app
from cardsmith.tools.cli.run_args import MAX_GAMES, MAX_ROUNDS, checked_catalog, run_pack
from cardsmith.tools.cli.run_args import games as check_games
from cardsmith.tools.cli.run_args import rounds as check_rounds
from cardsmith.tools.cli.run_args import seed as check_seed
from cardsmith.tools.simulate import (
    CORE_OPTIONS,
    SetupOption,
    SimulateError,
    check_setup_options,
    ruleset_name,
    run_games,
    simulator_for,
)
from cardsmith.tools.terminal import printable


def installed_setup_options() -> tuple[list[SetupOption], list[str]]:
    """The setup options (first declaration of a name wins) and the policy names of every
    installed ruleset that simulates; a ruleset that fails to load adds nothing here."""
    from cardsmith.tools import registry

    options: dict[str, SetupOption] = {}
    policies: dict[str, None] = {}
    for name in registry.installed_names():
        try:
            ruleset = registry.get(name)
        except registry.RulesetError:
            continue
        simulator = ruleset.simulator
        if simulator is None or not ruleset.capabilities.can_simulate:
            continue
        for option in simulator.options:
            if option.name.replace("_", "-") not in CORE_OPTIONS:
                options.setdefault(option.name, option)
        policies.update(dict.fromkeys(simulator.policies))
    return list(options.values()), list(policies)


def _given(ctx: typer.Context, names: Iterable[str]) -> list[str]:
    """The ``names`` whose option was given (on the command line or by an environment variable),
    not left to its default."""
    sources = {name: ctx.get_parameter_source(name) for name in names}
    return [n for n, src in sources.items() if src is not None and "DEFAULT" not in src.name]


def _table(rows: Sequence[tuple[str, str]], title: str) -> Table:
    """The summary as a two-column table of plain text (a ruleset's words are never read as
    rich markup; control characters spelled out)."""
    table = Table(title=Text(printable(title)), show_header=False)
    table.add_column("", style="bold")
    table.add_column("")
    for name, value in rows:
        table.add_row(Text(printable(name)), Text(printable(value)))
    return table


def simulate_command(
    ctx: typer.Context,
    games: Annotated[
        int,
        typer.Option(
            "--games", "-n", help=f"Games to play (at most {MAX_GAMES:,}).", callback=check_games
        ),
    ] = 1,
    seed: Annotated[
        int,
        typer.Option("--seed", help="Seed of game 1 (game i: seed+i-1).", callback=check_seed),
    ] = 0,
    policy: Annotated[str, typer.Option("--policy", help="Decision policy.")] = "random",
    max_rounds: Annotated[
        int,
        typer.Option(
            "--max-rounds",
            help=f"Rounds before a game is 'unfinished' (at most {MAX_ROUNDS:,}).",
            callback=check_rounds,
        ),
    ] = 30,
    pack: Annotated[
        Path | None,
        typer.Option(
            "--pack",
            help="Content pack folder (default: the shipped one); linted first.",
            callback=run_pack,
        ),
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the summary and every game report as JSON.")
    ] = False,
    **setup_values: str | None,
) -> None:
    """Play whole games with a policy and print the win rate, rounds and how games ended."""
    err = Console(stderr=True)
    try:
        simulator = simulator_for(pack)
        check_setup_options(simulator, _given(ctx, setup_values), ruleset_name(pack))
        if policy not in simulator.policies:
            known = ", ".join(simulator.policies)
            raise SimulateError(f"unknown policy {policy!r} (known: {known})")
        setup = simulator.build_setup(checked_catalog("simulate", pack), setup_values)
    except SimulateError as exc:
        usage_error(str(exc))

    def play(progress: Any = None) -> list[Any]:
        return run_games(
            simulator,
            setup,
            games=games,
            seed=seed,
            policy=policy,
            max_rounds=max_rounds,
            progress=progress,
        )

    if games > 1:
        columns = (
            TextColumn("[bold]simulating"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
        )
        with Progress(
            *columns, console=err, transient=True, disable=not err.is_terminal
        ) as bar:
            task = bar.add_task("games", total=games)
            reports = play(lambda _r: bar.advance(task))
    else:
        reports = play()
    summary = simulator.summarize(reports)
    if as_json:
        payload = {
            **simulator.describe(setup),
            "policy": policy,
            "seed": seed,
            "summary": summary,
            "games": [r.to_json() for r in reports],
        }
        typer.echo(json.dumps(payload, indent=2))
        return
    title = f"{simulator.title(setup)} — policy {policy}, seed {seed}"
    table = _table(simulator.summary_rows(summary), title)
    Console(width=max(100, Console().width)).print(table)


def _with_setup_options(command: Any) -> Any:
    """``command`` with one ``--NAME`` string option per installed setup option (``_`` in a
    name is ``-`` on the command line; primary ones first, the others before ``--pack``) and
    the installed policies in the ``--policy`` help. Typer reads ``__signature__`` and
    ``__annotations__``."""
    options, policies = installed_setup_options()
    signature = inspect.signature(command, eval_str=True)
    params = [p for p in signature.parameters.values() if p.kind is not p.VAR_KEYWORD]
    policy = params[[p.name for p in params].index("policy")]
    params[params.index(policy)] = policy.replace(
        annotation=Annotated[
            str, typer.Option("--policy", help=f"Decision policy: {' | '.join(policies)}.")
        ]
    )
    setup_params = [
        inspect.Parameter(
            option.name,
            inspect.Parameter.KEYWORD_ONLY,
            default=option.default,
            annotation=Annotated[
                str | None,
                typer.Option("--" + option.name.replace("_", "-"), help=option.help),
            ],
        )
        for option in options
        if option.name not in signature.parameters
    ]
    primary = {o.name for o in options if o.primary}
    run = [p.replace(kind=p.KEYWORD_ONLY) for p in params]
    last = [p.name for p in run].index("pack")
    params = [
        *(p for p in setup_params if p.name in primary),
        *run[:last],
        *(p for p in setup_params if p.name not in primary),
        *run[last:],
    ]
    command.__signature__ = signature.replace(parameters=params)
    command.__annotations__ = {p.name: p.annotation for p in params}
    return command


app.command("simulate")(_with_setup_options(simulate_command))
