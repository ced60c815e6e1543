"""Typer command functions for ``cardsmith publish``, ``cardsmith serve`` and ``cardsmith search``.

Registered by ``tools/cli/__init__.py``::

    app.command("publish")(publish_command)
    app.command("serve")(serve_command)
    app.command("search")(search_command)

Each validates its arguments first (a one-line error, exit status 2), then runs lint's checks
over the packs and refuses content with errors (their diagnostics, exit status 1) before it
builds, serves or searches anything. Content text and paths are printed with rich markup off
and control characters spelled out (:func:`cardsmith.tools.terminal.printable`).
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

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

from cardsmith.tools.authoring.arguments import checked as one_line
from cardsmith.tools.terminal import printable

if TYPE_CHECKING:
    from cardsmith.tools.publish.site import ContentRefused

console = Console(stderr=True)


class _ConsoleHandler(logging.Handler):
    """Shows mkdocs log records (warnings while building, the serve address) on the console."""

    def emit(self, record: logging.LogRecord) -> None:
        colour = "yellow" if record.levelno >= logging.WARNING else "dim"
        if record.levelno >= logging.ERROR:
            colour = "red"
        label = record.levelname.lower()
        console.print(f"[{colour}]{label}:[/{colour}] ", end="")
        text = "\n".join(printable(line) for line in self.format(record).splitlines())
        console.print(text, markup=False, highlight=False, soft_wrap=True)


def _show_mkdocs_log(level: int) -> None:
    logger = logging.getLogger("mkdocs")
    if not any(isinstance(h, _ConsoleHandler) for h in logger.handlers):
        logger.addHandler(_ConsoleHandler())
    logger.setLevel(level)


def error(message: str, code: int = 2) -> NoReturn:
    """Print ``error: message`` (one line, markup off, controls spelled out) and exit."""
    console.print(Text.assemble(("error:", "red"), " ", printable(message)), soft_wrap=True)
    raise typer.Exit(code)


def _refuse(command: str, exc: ContentRefused) -> NoReturn:
    """Report content with lint errors (the refusal line and the diagnostics), exit 1."""
    from cardsmith.tools.publish.gate import report

    report(command, exc.checked, sys.stderr)
    raise typer.Exit(1)


# --- argument checks (Typer callbacks: a bad value is a usage error, exit status 2) -------


def _holds_content(folder: Path) -> bool:
    return folder.is_dir() and any(p.suffix in (".yaml", ".yml") for p in folder.rglob("*"))


def _overlap(out: Path, packs: list[Path]) -> str | None:
    """Why ``out`` cannot hold the site of ``packs``: it is a pack, holds one, or is inside a
    pack's content folder (``powers/``, ``tests/``…). A site folder of its own inside the pack
    (``mypack/site``, as in the tutorial) is fine: the site has no YAML for the loader."""
    try:
        target = out.resolve()
        roots = [pack.resolve() for pack in packs]
    except (OSError, RuntimeError) as exc:  # a symlink loop
        return f"--out {out}: {exc}"
    outside = "; choose a folder outside the packs"
    for pack, root in zip(packs, roots, strict=True):
        if target == root:
            return f"--out {out} is the pack {pack}{outside}"
        if root.is_relative_to(target):
            return f"--out {out} holds the pack {pack}{outside}"
        if target.is_relative_to(root):
            first = root / target.relative_to(root).parts[0]
            if _holds_content(first):
                return (f"--out {out} is inside the content folder {first.name}/ of the pack "
                        f"{pack}{outside}")
    return None


def _dev_addr(value: str) -> str:
    from cardsmith.tools.publish.live import parse_dev_addr

    try:
        parse_dev_addr(value)
    except ValueError as exc:
        raise typer.BadParameter(printable(str(exc))) from None
    return value


def _query(value: str) -> str:
    from cardsmith.tools.search.query import MAX_QUERY_LENGTH

    if not value.strip():
        raise typer.BadParameter("the query is empty (e.g. 'name:storm' or 'kind:minor')")
    if len(value) > MAX_QUERY_LENGTH:
        raise typer.BadParameter(f"the query has {len(value)} characters; "
                                 f"the limit is {MAX_QUERY_LENGTH}")
    return value


#: the longest ``--site-url`` accepted
MAX_SITE_URL = 2000


def _site_url(value: str | None) -> str | None:
    """An absolute ``http(s)://host/...`` URL with no spaces, quotes or angle brackets."""
    from urllib.parse import urlsplit

    if value is None:
        return None
    if len(value) > MAX_SITE_URL:
        raise typer.BadParameter(f"the URL has {len(value)} characters; the limit is "
                                 f"{MAX_SITE_URL}")
    if any(c.isspace() or c in "\"'<>`" or not c.isprintable() for c in value):
        raise typer.BadParameter(printable(f"{value!r} holds a space, a quote, an angle "
                                           "bracket or a control character"))
    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise typer.BadParameter(printable(f"{value!r} is not an absolute http(s) URL "
                                           "(e.g. https://example.org/my-pack/)"))
    return value if value.endswith("/") else value + "/"


def _pack_folders(value: list[Path]) -> list[Path]:
    """Each folder must be a pack (hold a ``pack.yaml``): never a walk of ``/`` or a home."""
    from cardsmith.tools.content.packs import manifest_path

    for folder in value:
        if manifest_path(folder) is None:
            raise typer.BadParameter(printable(f"{folder} is not a pack folder (no pack.yaml)"))
    return value


def _packs_argument(help_text: str) -> Any:
    """A list of existing pack folders (checked by Typer and :func:`_pack_folders`)."""
    return typer.Argument(help=help_text, exists=True, file_okay=False, dir_okay=True,
                          readable=True, callback=_pack_folders)


def _title(value: str | None) -> str | None:
    """A short site title with no control character."""
    from cardsmith.tools.publish.identity import title_problem

    if value is None:
        return None
    problem = title_problem(value)
    if problem:
        raise ValueError(f"--title: {problem}")
    return value


_TITLE = typer.Option(
    "--title", callback=one_line(_title),
    help="The site's name (header, home heading, page titles, link previews; at most 60 "
         "characters, no control character); default: the packs' `site: {title: …}`, the one "
         "pack's name, or the game and its number of sets.")


# --- the commands ---------------------------------------------------------------------------


def publish_command(
    packs: Annotated[list[Path], _packs_argument("Content pack folders (with pack.yaml).")],
    out: Annotated[Path, typer.Option("--out", "-o", help="Output folder for the site.",
                                      file_okay=False)] = Path("site"),
    strict: Annotated[bool, typer.Option(help="Fail on mkdocs warnings.")] = False,
    site_url: Annotated[str | None, typer.Option(
        "--site-url", callback=_site_url,
        help="Where the site will be served (absolute http(s) URL): pages then give absolute "
             "og:url and og:image links, as link previews need.")] = None,
    title: Annotated[str | None, _TITLE] = None,
) -> None:
    """Build the rules-reference site of PACKS with mkdocs-material into --out.

    Exit status: 0 published, 1 the packs have lint errors (nothing is built), 2 usage error
    or a refused --out.
    """
    from cardsmith.tools.publish.plan import PublishError
    from cardsmith.tools.publish.site import MARKER, ContentRefused, lint_gate, publish, read_marker

    problem = _overlap(out, packs)
    if problem:
        error(problem)
    try:
        if read_marker(out) is None:
            error(f"{out}: not empty and has no {MARKER} marker; refusing to write into it "
                  "(choose an empty or new folder)")
        checked = lint_gate(packs)
    except ContentRefused as exc:
        _refuse("publish", exc)
    except PublishError as exc:
        error(str(exc))
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
            result = publish(packs, out, progress, strict=strict, checked=checked,
                             site_url=site_url, title=title)
        except PublishError as exc:
            bar.stop()
            error(str(exc))
        if task:
            bar.update(task[-1], completed=1, total=1)
    note = f", {result.diagnostics} warnings (run cardsmith lint)" if result.diagnostics else ""
    console.print(Text.assemble(
        ("Published", "green"),
        f" {result.pages} pages ({result.files} files) to {printable(str(out))} "
        f"in {result.seconds:.1f}s{note}"), soft_wrap=True)


def serve_command(
    packs: Annotated[list[Path], _packs_argument("Content pack folders to watch.")],
    dev_addr: Annotated[str, typer.Option("--dev-addr", "-a", help="IP:port to serve on.",
                                          callback=_dev_addr)] = "127.0.0.1:8000",
    open_browser: Annotated[bool, typer.Option("--open", help="Open a browser.")] = False,
    title: Annotated[str | None, _TITLE] = None,
) -> None:
    """Serve the site of PACKS locally; editing content regenerates pages and reloads.

    Content with lint errors is refused at the start (exit status 1); an edit that brings
    errors keeps the last good site and prints them.
    """
    from cardsmith.tools.publish.live import serve
    from cardsmith.tools.publish.plan import PublishError
    from cardsmith.tools.publish.site import ContentRefused

    _show_mkdocs_log(logging.INFO)
    try:
        serve(packs, dev_addr=dev_addr, open_browser=open_browser, check=True, title=title)
    except ContentRefused as exc:
        _refuse("serve", exc)
    except PublishError as exc:
        error(str(exc))
    except OSError as exc:  # the address is taken, or cannot be bound
        error(f"serve: {exc}")


def search_command(
    query: Annotated[str, typer.Argument(help='Query, e.g. \'name:storm kind:minor o:"push"\'.',
                                         callback=_query)],
    packs: Annotated[list[Path], _packs_argument("Content pack folders.")],
    ids: Annotated[bool, typer.Option("--ids", help="Print only card ids, one per line.")] = False,
) -> None:
    """Find records (power cards, fear cards and spirits…) with the card-finder query syntax of
    the packs' ruleset (see docs/publishing.md).

    Exit status: 0 found, 1 nothing found or the packs have lint errors, 2 a bad query.
    """
    from cardsmith.tools.publish.plan import PublishError, ruleset_of
    from cardsmith.tools.publish.site import ContentRefused, lint_gate
    from cardsmith.tools.search.api import fields_of
    from cardsmith.tools.search.index import card_index
    from cardsmith.tools.search.query import SearchError, parse_query, search

    try:
        fields = fields_of(ruleset_of(packs))
        parse_query(query, fields)  # a bad query is an error before the packs are read
        catalog = lint_gate(packs).catalog()
        found = search(query, card_index(catalog, fields=fields), fields)
    except ContentRefused as exc:
        _refuse("search", exc)
    except (SearchError, PublishError) as exc:
        error(str(exc))
    out = Console()
    if ids:
        for card in found:
            out.print(printable(str(card["id"])), highlight=False, markup=False, soft_wrap=True)
        return
    table = Table(title=f"{len(found)} {'result' if len(found) == 1 else 'results'}",
                  title_justify="left")
    for column in fields.columns:
        table.add_column(column)
    for card in found:
        table.add_row(*(Text(printable(str(cell))) for cell in fields.row(card)))
    out.print(table)
    if not found:
        raise typer.Exit(1)
