"""Argument checks shared by the authoring commands (``lint``, ``fmt``, ``new``, ``explain``):
a bad value is one line, ``error: …`` (control characters spelled out), and exit status 2,
before the command does anything."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn, TypeVar

import typer

from cardsmith.tools.content.yamlload import YAML_SUFFIXES
from cardsmith.tools.terminal import printable

T = TypeVar("T")

#: the longest ``explain`` target (a name, an id or a path)
MAX_TARGET_CHARS = 1_000


def usage_error(message: str) -> NoReturn:
    """Print ``error: message`` on one line (stderr) and exit with status 2."""
    typer.echo(f"error: {' '.join(printable(message).split())}", err=True)
    raise typer.Exit(2)


def checked(check: Callable[[T], T], *errors: type[Exception]) -> Callable[[T], T]:
    """A Typer callback running ``check``; one of ``errors`` (default: ValueError) or an
    ``OSError`` (a path too long for the file system…) becomes a one-line usage error."""
    caught = errors or (ValueError,)

    def callback(value: T) -> T:
        try:
            return check(value)
        except caught as exc:
            usage_error(str(exc))
        except OSError as exc:
            where = f"{exc.filename}: " if exc.filename else ""
            usage_error(f"{where}{exc.strerror or exc}")

    return callback


def yaml_files_or_folders(paths: list[Path]) -> list[Path]:
    """Each existing file among ``paths`` must be YAML (``.yaml``/``.yml``): a command that
    reads or rewrites content never touches another file (missing paths are the command's to
    report)."""
    for path in paths:
        if path.exists() and not path.is_dir() and path.suffix not in YAML_SUFFIXES:
            raise ValueError(f"{path}: not a YAML file (.yaml or .yml) nor a folder")
    return paths


def existing_yaml_files_or_folders(paths: list[Path]) -> list[Path]:
    """Like :func:`yaml_files_or_folders`, and each path must exist and be readable."""
    for path in paths:
        if not path.exists():
            raise ValueError(f"{path}: no such file or folder")
        if not os.access(path, os.R_OK):
            raise ValueError(f"{path}: cannot be read (permission denied)")
    return yaml_files_or_folders(paths)


def pack_folder(path: Path | None) -> Path | None:
    """An optional ``--pack``: an existing folder."""
    if path is not None and not path.is_dir():
        what = "a file" if path.exists() else "not there"
        raise ValueError(f"--pack {path}: not a folder ({what})")
    return path


def installed_ruleset(name: str | None) -> str | None:
    """An optional ``--ruleset``: a word (:func:`~tools.authoring.templates.check_word`) naming
    an installed ruleset that loads."""
    from cardsmith.tools import registry
    from cardsmith.tools.authoring.templates import ScaffoldError, check_word

    if name is None:
        return name
    try:
        registry.get(check_word(name, "--ruleset"))
    except (ScaffoldError, registry.RulesetError) as exc:
        raise ValueError(f"--ruleset: {exc}") from None
    return name


def explain_target(target: str) -> str:
    """A name, id or path to explain: not empty, at most :data:`MAX_TARGET_CHARS`, printable."""
    if not target.strip():
        raise ValueError("the name to explain is empty")
    if len(target) > MAX_TARGET_CHARS:
        raise ValueError(
            f"the name to explain has {len(target)} characters; at most {MAX_TARGET_CHARS}"
        )
    bad = next((ch for ch in target if ch != " " and not ch.isprintable()), None)
    if bad is not None:
        raise ValueError(f"the name to explain holds a control character (U+{ord(bad):04X})")
    return target
