"""Typer command functions for ``cardsmith publish``, ``cardsmith serve`` and ``cardsmith search``.

Registered by ``tools/cli/__init__.py``::

    app.command("publish")(publish_command)
    app.command("serve")(serve_command)
    app.command("search")(search_command)
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
)
from rich.table import Table
from rich.text import Text

console = Console(stderr=True)


class _ConsoleHandler(logging.Handler):
    """Shows mkdocs log records (warnings while building, the serve address) on the console."""

    def emit(self, record: logging.LogRecord) -> None:
        colour = "yellow" if record.levelno >= logging.WARNING else "dim"
        label = record.levelname.lower()
        console.print(f"[{colour}]{label}:[/{colour}] ", end="")
        console.print(self.format(record), markup=False, highlight=False)


def _show_mkdocs_log(level: int) -> None:
    logger = logging.getLogger("mkdocs")
    if not any(isinstance(h, _ConsoleHandler) for h in logger.handlers):
        logger.addHandler(_ConsoleHandler())
    logger.setLevel(level)


def publish_command(
    packs: Annotated[list[Path], typer.Argument(help="Content pack folders (with pack.yaml).")],
    out: Annotated[Path, typer.Option("--out", "-o", help="Output folder for the site.")] = Path(
        "site"
    ),
    strict: Annotated[bool, typer.Option(help="Fail on mkdocs warnings.")] = False,
) -> None:
    """Build the rules-reference site of PACKS with mkdocs-material into --out."""
    from tools.publish.plan import PublishError
    from tools.publish.site import publish  # mkdocs loads only when needed

    _show_mkdocs_log(logging.WARNING)
    columns = (TextColumn("[bold]{task.description:<30}"), BarColumn(), MofNCompleteColumn(),
               TimeElapsedColumn())
    with Progress(*columns, console=console, transient=False) as bar:
        task: list[TaskID] = []

        def progress(phase: str | None, total: int | None) -> None:
            if phase is not None:
                if task:
                    bar.update(task[-1], completed=bar.tasks[-1].total or 1,
                               total=bar.tasks[-1].total or 1)
                task.append(bar.add_task(phase, total=total))
            elif task:
                bar.advance(task[-1])

        try:
            result = publish(packs, out, progress, strict=strict)
        except PublishError as exc:
            console.print(f"[red]error:[/red] {exc}")
            raise typer.Exit(2) from exc
        if task:
            bar.update(task[-1], completed=1, total=1)
    note = f", {result.diagnostics} diagnostics (run cardsmith lint)" if result.diagnostics else ""
    console.print(
        f"[green]Published[/green] {result.pages} pages ({result.files} files) to {out} "
        f"in {result.seconds:.1f}s{note}"
    )


def serve_command(
    packs: Annotated[list[Path], typer.Argument(help="Content pack folders to watch.")],
    dev_addr: Annotated[str, typer.Option("--dev-addr", "-a", help="IP:port to serve on.")] = (
        "127.0.0.1:8000"
    ),
    open_browser: Annotated[bool, typer.Option("--open", help="Open a browser.")] = False,
) -> None:
    """Serve the site of PACKS locally; editing content regenerates pages and reloads."""
    from tools.publish.plan import PublishError
    from tools.publish.site import serve

    _show_mkdocs_log(logging.INFO)
    try:
        serve(packs, dev_addr=dev_addr, open_browser=open_browser)
    except PublishError as exc:
        console.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(2) from exc


def search_command(
    query: Annotated[str, typer.Argument(help='Query, e.g. \'name:storm kind:minor o:"push"\'.')],
    packs: Annotated[list[Path], typer.Argument(help="Content pack folders.")],
    ids: Annotated[bool, typer.Option("--ids", help="Print only card ids, one per line.")] = False,
) -> None:
    """Find records (power cards, fear cards and spirits…) with the card-finder query syntax of
    the packs' ruleset (see docs/publishing.md)."""
    from tools.publish.plan import PublishError, ruleset_of
    from tools.publish.site import load_catalog
    from tools.search.api import fields_of
    from tools.search.index import card_index
    from tools.search.query import SearchError, search

    try:
        fields = fields_of(ruleset_of(packs))
        catalog, _ = load_catalog(packs)
        found = search(query, card_index(catalog, fields=fields), fields)
    except (SearchError, PublishError) as exc:
        console.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(2) from exc
    out = Console()
    if ids:
        for card in found:
            out.print(card["id"], highlight=False, markup=False)
        return
    table = Table(title=f"{len(found)} {'result' if len(found) == 1 else 'results'}",
                  title_justify="left")
    for column in fields.columns:
        table.add_column(column)
    for card in found:
        table.add_row(*(Text(str(cell)) for cell in fields.row(card)))
    out.print(table)
    if not found:
        raise typer.Exit(1)
