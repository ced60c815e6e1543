"""``cardsmith test``: run scenario tests and print one line per scenario plus a summary.

The last line is exactly ``N passed, N failed``; the exit status is 1 when any scenario failed
(a scenario file with a diagnostic counts as a failure). ``-v`` prints each scenario's
operation log; ``--junit-xml`` writes a JUnit report for CI.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer


def _default_paths() -> list[Path]:
    from tools.content.resources import shipped_pack_dir

    return [shipped_pack_dir()]


def _relative(path: str) -> str:
    try:
        return str(Path(path).resolve().relative_to(Path.cwd()))
    except ValueError:
        return path


def test_command(
    paths: Annotated[
        list[Path] | None,
        typer.Argument(
            help="Scenario files, folders, or packs (their tests/ folder). "
            "Default: the shipped pack.",
            exists=True,
        ),
    ] = None,
    k: Annotated[
        str | None,
        typer.Option(
            "-k",
            help="Only scenarios whose `path::name` contains this text "
            "(case-insensitive; `or`, `and` and `not` combine terms, as in pytest).",
        ),
    ] = None,
    verbose: Annotated[
        bool, typer.Option("--verbose", "-v", help="Print the operation log of each scenario.")
    ] = False,
    junit_xml: Annotated[
        Path | None, typer.Option("--junit-xml", help="Write a JUnit XML report to this file.")
    ] = None,
) -> None:
    """Run scenario tests: set up a position, play an action, compare the board after."""
    from tools.diagnostics import format_text
    from tools.scenarios.suite import junit_xml as to_junit
    from tools.scenarios.suite import run_paths

    results = run_paths(paths or _default_paths(), keyword=k)
    out = sys.stdout
    for r in results:
        where = f"{_relative(r.path)}::{r.name}"
        out.write(f"{'PASS' if r.passed else 'FAIL'} {where}\n")
        if r.diagnostics:
            out.write(_indent(format_text(r.diagnostics)))
        for line in r.failures:
            out.write(f"    {line}\n")
        if verbose and r.log:
            out.write("    log:\n")
            out.write("".join(f"      {line}\n" for line in r.log))
    if junit_xml is not None:
        junit_xml.write_text(to_junit(results), encoding="utf-8")
    passed = sum(r.passed for r in results)
    failed = len(results) - passed
    out.write(f"{passed} passed, {failed} failed\n")
    raise typer.Exit(1 if failed else 0)


def _indent(text: str) -> str:
    return "".join(f"    {line}\n" for line in text.splitlines())
