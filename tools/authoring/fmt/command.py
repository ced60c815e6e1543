"""The ``cardsmith fmt`` command (Typer): format files or show a diff with ``--check``."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from cardsmith.tools import registry
from cardsmith.tools.authoring.arguments import checked, installed_ruleset, yaml_files_or_folders
from cardsmith.tools.authoring.fmt.files import format_paths
from cardsmith.tools.terminal import printable

__all__ = ["fmt_command"]


def fmt_command(
    paths: Annotated[
        list[Path],
        typer.Argument(
            help="Content files or folders to format.", callback=checked(yaml_files_or_folders)
        ),
    ],
    check: Annotated[
        bool,
        typer.Option(
            "--check", help="Change nothing; show a diff and exit 1 if a file would change."
        ),
    ] = False,
    ruleset: Annotated[
        str | None,
        typer.Option(
            "--ruleset",
            help="The game of files in no pack (a pack names its own in pack.yaml).",
            callback=checked(installed_ruleset),
        ),
    ] = None,
) -> None:
    """Format content files: schema key order, canonical effects, schema header comment."""
    loose = registry.get(ruleset) if ruleset is not None else None
    results = format_paths(paths, check=check, loose=loose)
    changed = [r for r in results if r.changed]
    failed = [r for r in results if r.error]
    for r in failed:
        typer.echo(printable(r.error or ""), err=True)
    for r in changed:
        if check:
            typer.echo(printable(r.diff).replace("\\x0a", "\n"), nl=False)
        else:
            typer.echo(f"reformatted {printable(str(r.path))}")
    verb = "would be reformatted" if check else "reformatted"
    typer.echo(
        f"{len(changed)} file(s) {verb}, {len(results) - len(changed) - len(failed)} unchanged"
        + (f", {len(failed)} skipped with errors" if failed else ""),
        err=True,
    )
    if failed or (check and changed):
        raise typer.Exit(1)
