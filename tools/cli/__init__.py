"""The ``cardsmith`` command line (Typer). Thin: each command calls into another module.

Adding a command: create a module ``tools/cli/<name>.py`` that does
``from cardsmith.tools.cli import app`` and decorates a function with ``@app.command()``; every
module of the ``cardsmith.tools.cli`` package is imported when the CLI starts. (Importing ``app``
from elsewhere and decorating works too, as long as something imports that module.)
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import sys
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from cardsmith.tools.authoring.arguments import (
    checked,
    existing_yaml_files_or_folders,
    explain_target,
    installed_ruleset,
    pack_folder,
    usage_error,
)
from cardsmith.tools.cli.publish import publish_command, search_command, serve_command
from cardsmith.tools.cli.test import test_command
from cardsmith.tools.diagnostics import format_diagnostics, format_sarif

app = typer.Typer(
    name="cardsmith",
    help="Rules-content toolkit for board games: write, check, test, simulate and publish cards.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


class OutputFormat(StrEnum):
    """Diagnostic output formats of ``cardsmith lint``."""

    text = "text"
    json = "json"
    sarif = "sarif"
    github = "github"


def use_color() -> bool:
    """Colour only on a terminal, and never with ``NO_COLOR`` set."""
    return sys.stdout.isatty() and "NO_COLOR" not in os.environ


@app.command()
def lint(
    paths: Annotated[
        list[Path],
        typer.Argument(
            help="Pack folders or single YAML files.",
            callback=checked(existing_yaml_files_or_folders),
        ),
    ],
    output_format: Annotated[
        OutputFormat,
        typer.Option("--format", "-f", help="Output format: text, json, sarif or github."),
    ] = OutputFormat.text,
    text_check: Annotated[
        bool,
        typer.Option(
            "--text-check", help="Also compare the rendered English with the printed text (T)."
        ),
    ] = False,
    cache: Annotated[
        bool,
        typer.Option(
            "--cache/--no-cache",
            help="Reuse the results of unchanged files from the last run "
            "(kept in $CARDSMITH_CACHE_DIR or ~/.cache/cardsmith).",
        ),
    ] = True,
    ruleset: Annotated[
        str | None,
        typer.Option(
            "--ruleset",
            help="The game of files in no pack (a pack names its own in pack.yaml).",
            callback=checked(installed_ruleset),
        ),
    ] = None,
) -> None:
    """Check content files: YAML, schema, effect DSL, semantics and cross-file consistency.

    Exit status: 0 no errors (warnings are printed), 1 errors found, 2 usage error.
    """
    from cardsmith.tools import registry
    from cardsmith.tools.lint import lint_paths, rule_docs

    loose = registry.get(ruleset) if ruleset is not None else None
    result = lint_paths(paths, text_check=text_check, use_cache=cache, loose=loose)
    fmt = output_format.value
    if fmt == "sarif":
        out = format_sarif(result.diagnostics, rule_docs())
    else:
        out = format_diagnostics(result.diagnostics, fmt, color=use_color())
    sys.stdout.write(out)
    summary = result.summary()
    if fmt == "text":
        sys.stdout.write(summary + "\n")
    else:
        sys.stderr.write(summary + "\n")
    raise typer.Exit(1 if result.errors else 0)


@app.command()
def explain(
    target: Annotated[
        str,
        typer.Argument(
            help="A YAML file, or the name or id of a record (a card, a character, any record).",
            callback=checked(explain_target),
        ),
    ],
    pack: Annotated[
        Path | None,
        typer.Option(
            "--pack",
            help="Pack folder to look names up in (default: the shipped pack).",
            callback=checked(pack_folder),
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")] = False,
) -> None:
    """Show a record: header, printed text, DSL effect, compiled operations and English."""
    from cardsmith.tools.authoring.explain import (
        ExplainError,
        explain_data,
        explain_text,
        find_record,
    )

    try:
        record, diags = find_record(target, pack)
    except ExplainError as exc:
        usage_error(str(exc))
    if as_json:
        data = explain_data(record)
        data["diagnostics"] = [d.to_dict() for d in diags]
        sys.stdout.write(json.dumps(data, indent=2, default=str) + "\n")
    else:
        sys.stdout.write(explain_text(record, color=use_color()))
        if diags:
            sys.stderr.write(format_diagnostics(diags, "text", color=False))
    raise typer.Exit(1 if any(d.severity == "error" for d in diags) else 0)


app.command("test")(test_command)
app.command("publish")(publish_command)
app.command("serve")(serve_command)
app.command("search")(search_command)


def _load_command_modules() -> None:
    """Import every module of ``cardsmith.tools.cli`` (commands added by other modules)."""
    try:
        package = importlib.import_module("cardsmith.tools.cli")
    except ModuleNotFoundError:
        return
    for info in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"cardsmith.tools.cli.{info.name}")


_load_command_modules()


def main() -> None:
    """Console-script entry point."""
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
