"""Typer command functions for ``cardsmith publish``, ``cardsmith serve`` and ``cardsmith search``.

Registered by ``tools/cli.py``::

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

from tools.search.query import SearchError, card_index, search

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
    from tools.publish.site import PublishError, publish  # mkdocs loads only when needed

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
    from tools.publish.site import PublishError, serve

    _show_mkdocs_log(logging.INFO)
    try:
        serve(packs, dev_addr=dev_addr, open_browser=open_browser)
    except PublishError as exc:
        console.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(2) from exc


def search_command(
    query: Annotated[str, typer.Argument(help='Query, e.g. \'el:water cost<=1 o:"push"\'.')],
    packs: Annotated[list[Path], typer.Argument(help="Content pack folders.")],
    ids: Annotated[bool, typer.Option("--ids", help="Print only card ids, one per line.")] = False,
) -> None:
    """Find power cards, fear cards and spirits with the card-finder query syntax (see
    docs/publishing.md)."""
    from tools.publish.site import PublishError, load_catalog

    try:
        catalog, _ = load_catalog(packs)
        found = search(query, card_index(catalog))
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
    for column in ("Cost", "Name", "Speed", "Kind", "Elements", "Range · target / about"):
        table.add_column(column)
    for card in found:
        if card["type"] == "power":
            cells = (str(card["cost"]), card["name"], card["speed"], card["kind"],
                     ", ".join(card["elements"]), f"{card['range_text']} · {card['target_text']}")
        else:  # a fear card or a spirit: no cost, speed, range or target
            cells = ("", card["name"], "", card["kind"], ", ".join(card["elements"]),
                     card["summary"])
        table.add_row(*(Text(cell) for cell in cells))
    out.print(table)
    if not found:
        raise typer.Exit(1)
