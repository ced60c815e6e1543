"""Registers ``cardsmith print``: print-and-play sheets of a pack as a PDF (see
:mod:`cardsmith.tools.printing` and ``docs/printing.md``).

Options are read as text and checked here, so a bad one is a one-line error (exit 2).
"""

from __future__ import annotations

import sys
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
from rich.text import Text

from cardsmith.tools.cli import app
from cardsmith.tools.diagnostics import format_diagnostics
from cardsmith.tools.terminal import printable

console = Console(stderr=True)


def _error(message: str) -> None:
    """One line on stderr: ``error: message`` (markup off, control characters spelled out)."""
    console.print(Text.assemble(("error:", "red"), " ", printable(message)), highlight=False,
                  soft_wrap=True)


def _bleed(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if value != value:  # not a number
        _error(f"--bleed takes millimetres, e.g. 3 (got {text!r})")
        raise typer.Exit(2)
    return value


class _Bar:
    """A progress bar on stderr (a terminal only), shown from the first phase on (not while
    loading)."""

    def __init__(self) -> None:
        self.bar: Progress | None = None
        self.task: TaskID | None = None

    def progress(self, phase: str | None, total: int | None) -> None:
        if phase is not None:
            if not console.is_terminal:
                return
            if self.bar is None:
                self.bar = Progress(TextColumn("[bold]{task.description:<10}"), BarColumn(),
                                    MofNCompleteColumn(), TimeElapsedColumn(),
                                    console=console, transient=True)
                self.bar.start()
            self.task = self.bar.add_task(phase, total=total)
        elif self.bar is not None and self.task is not None:
            self.bar.advance(self.task)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.stop()
            self.bar = None


@app.command("print")
def print_command(
    pack: Annotated[Path, typer.Argument(help="The content pack folder (with pack.yaml).")],
    out: Annotated[Path, typer.Option("--out", "-o", help="The PDF to write.")] = Path(
        "cards.pdf"
    ),
    query: Annotated[
        str | None,
        typer.Option("--query", "-q", metavar="QUERY", help="Print only what this search finds "
                     "(the language of cardsmith search)."),
    ] = None,
    paper: Annotated[
        str, typer.Option("--paper", metavar="a4|letter", help="Paper size: a4 or letter.")
    ] = "a4",
    bleed: Annotated[
        str, typer.Option("--bleed", metavar="MM",
                          help="Background beyond each cut line, in mm (0-5).")
    ] = "0",
    backs: Annotated[
        bool, typer.Option("--backs", help="A back page after each front page (for printing "
                           "two-sided, flipped on the long edge).")
    ] = False,
) -> None:
    """Print-and-play PDF: a pack's cards at real size, with crop marks, bleed and backs.

    Standard cards go 3 × 3 on an A4 or Letter page; panels (player boards) print on their own
    page. See docs/printing.md.

    Exit status: 0 written, 1 the pack has lint errors, 2 bad arguments or output refused.
    """
    from cardsmith.tools.printing.run import ContentErrors, Options, PrintError, print_pack

    options = Options(paper=paper.lower(), bleed=_bleed(bleed), backs=backs, query=query)
    bar = _Bar()
    try:
        result = print_pack(pack, out, options, bar.progress)
    except ContentErrors as exc:
        bar.close()
        sys.stdout.write(format_diagnostics(exc.diagnostics, "text"))
        _error(str(exc))
        raise typer.Exit(1) from None
    except PrintError as exc:
        bar.close()
        _error(str(exc))
        raise typer.Exit(2) from None
    bar.close()
    parts = []
    for plan in result.kinds:
        grid = plan.grid
        how = "one per page" if plan.spec.panel else f"{grid.columns} × {grid.rows} per page"
        parts.append(f"{plan.spec.title or plan.spec.kind}: {len(plan.records)} on "
                     f"{plan.sheets} {'page' if plan.sheets == 1 else 'pages'} ({how})")
    console.print(Text.assemble(("Wrote", "green"), f" {printable(str(out))}: {result.pages} "
                                f"pages, {options.paper.upper()}"
                                f"{', with backs' if backs else ''} in {result.seconds:.1f}s"),
                  highlight=False, soft_wrap=True)
    for part in parts:
        console.print(f"  {part}", highlight=False, markup=False, soft_wrap=True)
