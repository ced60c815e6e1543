"""``cardsmith test``: run scenario tests, print each failure in full and a summary.

By default only failures are printed (``FAIL path::name``, its diagnostics and differences),
with a progress bar on a terminal (on stderr, gone when the run ends; nothing per scenario when
the output is piped or captured). ``-v`` prints a ``PASS``/``FAIL`` line for every scenario and
each one's operation log. The last line is exactly ``N passed, N failed``; the exit status is 1
when any scenario failed (a scenario file with a diagnostic counts as a failure).
``--junit-xml`` writes a JUnit report for CI.

Before anything runs, the packs the scenarios belong to get lint's checks: content with errors
is refused with its diagnostics (exit status 1; the scenario files themselves are reported
scenario by scenario, as failures). Bad arguments are one-line usage errors (exit status 2).
Names, failure lines and logs are printed with control characters spelled out.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated

import typer

from cardsmith.tools.terminal import printable


def _default_paths() -> list[Path]:
    from cardsmith.tools.content.resources import shipped_pack_dir

    return [shipped_pack_dir()]


def _relative(path: str) -> str:
    try:
        return str(Path(path).resolve().relative_to(Path.cwd()))
    except ValueError:
        return path


def _keyword(value: str | None) -> str | None:
    from cardsmith.tools.scenarios.suite import keyword_problem

    problem = keyword_problem(value) if value is not None else None
    if problem:
        raise typer.BadParameter(printable(f"{value!r} does not parse: {problem}"))
    return value


def _junit_path(value: Path | None) -> Path | None:
    if value is None:
        return None
    if value.is_symlink():
        raise typer.BadParameter(printable(f"{value} is a symlink; give the report's own path"))
    if value.is_dir():
        raise typer.BadParameter(printable(f"{value} is a folder; give a file name"))
    parent = value.parent
    if not parent.is_dir():
        raise typer.BadParameter(printable(f"{parent} is not an existing folder"))
    return value


def _gate(paths: list[Path]) -> None:
    """Lint the packs of ``paths``; refuse (exit 1) when their content has errors."""
    from cardsmith.tools.publish.gate import check_packs, report
    from cardsmith.tools.scenarios.suite import pack_root_of

    roots = list(dict.fromkeys(pack_root_of(p) for p in paths))
    checked = check_packs(roots, scenarios=False)  # the run loads (and reports) them itself
    tests = [root / "tests" for root in roots]
    # the scenario files are the run's own input: reported per scenario, not refused here
    checked.diagnostics = [d for d in checked.diagnostics
                           if not any(Path(d.path).resolve().is_relative_to(t) for t in tests)]
    if not checked.ok:
        report("test", checked, sys.stderr)
        raise typer.Exit(1)


def test_command(
    paths: Annotated[
        list[Path] | None,
        typer.Argument(
            help="Scenario files, folders, or packs (their tests/ folder). "
            "Default: the shipped pack.",
            exists=True,
            readable=True,
        ),
    ] = None,
    k: Annotated[
        str | None,
        typer.Option(
            "-k",
            help="Only scenarios whose `path::name` contains this text "
            "(case-insensitive; `or`, `and` and `not` combine terms, as in pytest).",
            callback=_keyword,
        ),
    ] = None,
    verbose: Annotated[
        bool, typer.Option("--verbose", "-v", help="Print every scenario (PASS or FAIL) and its "
                           "operation log; by default only failures are printed.")
    ] = False,
    junit_xml: Annotated[
        Path | None,
        typer.Option("--junit-xml", help="Write a JUnit XML report to this file.",
                     callback=_junit_path),
    ] = None,
) -> None:
    """Run scenario tests: set up a position, play an action, compare the board after.

    Prints each failure in full and a last line ``N passed, N failed`` (a progress bar on a
    terminal meanwhile); ``-v`` prints every scenario and its operation log."""
    from cardsmith.tools.diagnostics import format_text
    from cardsmith.tools.scenarios.suite import ScenarioError, run_paths
    from cardsmith.tools.scenarios.suite import junit_xml as to_junit

    targets = paths or _default_paths()
    _gate(targets)
    try:
        with _bar() as progress:
            results = run_paths(targets, keyword=k, progress=progress)
    except ScenarioError as exc:
        sys.stderr.write(printable(f"error: {exc}") + "\n")
        raise typer.Exit(2) from None
    out = sys.stdout
    for r in results:
        if r.passed and not verbose:
            continue
        where = printable(f"{_relative(r.path)}::{r.name}")
        out.write(f"{'PASS' if r.passed else 'FAIL'} {where}\n")
        if r.diagnostics:
            out.write(_indent(format_text(r.diagnostics)))
        for line in r.failures:
            out.write(f"    {_shown(line)}\n")
        if verbose and r.log:
            out.write("    log:\n")
            out.write("".join(f"      {_shown(line)}\n" for line in r.log))
    if junit_xml is not None:
        try:
            junit_xml.write_text(to_junit(results), encoding="utf-8")
        except OSError as exc:
            sys.stderr.write(printable(f"error: --junit-xml {junit_xml}: {exc.strerror or exc}")
                             + "\n")
            raise typer.Exit(2) from None
    passed = sum(r.passed for r in results)
    failed = len(results) - passed
    out.write(f"{passed} passed, {failed} failed\n")
    raise typer.Exit(1 if failed else 0)


@contextmanager
def _bar() -> Iterator[Callable[[int, int], None] | None]:
    """A progress bar of the scenarios on stderr when it is a terminal (``None`` otherwise)."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    err = Console(stderr=True)
    if not err.is_terminal:
        yield None
        return
    columns = (TextColumn("[bold]scenarios"), BarColumn(), MofNCompleteColumn(),
               TimeElapsedColumn())
    with Progress(*columns, console=err, transient=True) as bar:
        task = bar.add_task("scenarios", total=None)

        def advance(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield advance


def _shown(text: str) -> str:
    """Content text for the terminal: line breaks kept, every other control spelled out."""
    return "\n".join(printable(part) for part in str(text).split("\n"))


def _indent(text: str) -> str:
    return "".join(f"    {line}\n" for line in text.splitlines())
