"""``cardsmith fmt`` on files: vetted loading, diffs, atomic writes, F001 refusals."""

from __future__ import annotations

import contextlib
import difflib
import os
import stat
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import yaml as pyyaml
from ruamel.yaml.error import YAMLError

from cardsmith.tools.authoring.fmt.comments import CommentLostError
from cardsmith.tools.authoring.fmt.text import format_text
from cardsmith.tools.content.yamlload import load_yaml_file, safe_iter_yaml
from cardsmith.tools.ruleset import Ruleset

__all__ = ["COMMENT_LOST", "FmtResult", "atomic_write", "format_file", "format_paths"]

COMMENT_LOST = "F001"
_COMMENT_LOST_MESSAGE = "fmt would drop a comment; file left unchanged"


@dataclass
class FmtResult:
    """Outcome for one file: ``changed`` (would change / was rewritten), a diff, or an error."""

    path: Path
    changed: bool = False
    diff: str = ""
    error: str | None = None


def atomic_write(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` atomically: temp file in the same folder, fsync, rename.

    On any failure the original file is untouched and the temporary file is removed.
    """
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        with contextlib.suppress(OSError):
            tmp.chmod(stat.S_IMODE(path.stat().st_mode))
        os.replace(tmp, path)  # noqa: PTH105 - the one atomic step (tests patch os.replace)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    with contextlib.suppress(OSError, AttributeError):  # make the rename durable (POSIX)
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def format_file(
    path: Path, check: bool = False, root: Path | None = None, loose: Ruleset | None = None
) -> FmtResult:
    """Format one file in place (or only compute the diff with ``check``); ``loose``: the game
    of a file in no pack (without one, only what the core knows is formatted)."""
    if path.is_symlink():
        return FmtResult(path, error=f"{path}: skipped: a symlink (format the file it points to)")
    loaded = load_yaml_file(path, root=root)
    errors = [d for d in loaded.diagnostics if d.severity == "error"]
    if errors:
        d = errors[0]
        return FmtResult(path, error=f"{d.path}:{d.line}:{d.col}: {d.code} {d.message}")
    if loaded.data is None:
        return FmtResult(path)  # empty file: nothing to format
    old = loaded.text
    try:
        new = format_text(old, path, loose)
    except CommentLostError as exc:
        c = exc.comment
        return FmtResult(
            path, error=f"{path}:{c.line}:{c.col}: {COMMENT_LOST} {_COMMENT_LOST_MESSAGE}"
        )
    except (YAMLError, pyyaml.YAMLError, ValueError) as exc:
        return FmtResult(path, error=f"{path}: cannot format: {exc}")
    if new == old:
        return FmtResult(path)
    diff = "".join(
        difflib.unified_diff(
            old.splitlines(keepends=True),
            new.splitlines(keepends=True),
            fromfile=str(path),
            tofile=f"{path} (formatted)",
        )
    )
    if not check:
        atomic_write(path, new)
    return FmtResult(path, changed=True, diff=diff)


def _files(paths: list[Path]) -> Iterator[tuple[Path, Path | None, str | None]]:
    """(file, root it was found under, refusal message) for every YAML file in ``paths``."""
    for p in paths:
        try:
            is_dir, exists = p.is_dir(), p.exists()
        except OSError as exc:  # a name too long for the file system…
            yield p, None, f"{p}: {exc.strerror or exc}"
            continue
        if is_dir:
            for file, diag in safe_iter_yaml(p):
                yield file, p, (f"{diag.path}: {diag.code} {diag.message}" if diag else None)
        elif exists:
            yield p, None, None
        else:
            yield p, None, f"{p}: no such file or folder"


def format_paths(
    paths: list[Path], check: bool = False, loose: Ruleset | None = None
) -> list[FmtResult]:
    """Format every YAML file under ``paths`` (files or folders; ``loose``: the game of files
    in no pack)."""
    results = []
    for file, root, refusal in _files(paths):
        if refusal is not None:
            results.append(FmtResult(file, error=refusal))
        else:
            results.append(format_file(file, check=check, root=root, loose=loose))
    return results
